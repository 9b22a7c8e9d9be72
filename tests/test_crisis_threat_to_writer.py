"""Someone else's threat to kill the writer shares its words with "kill myself" in five languages ("il va me tuer" /
"je vais me tuer", "ele vai me matar" / "vou me matar", "mi ammazza" / "mi ammazzo", "er bringt mich um" / "ich bringe
mich um"): the urgent ticket must say immediate danger, not self-harm, whichever layer raised the alarm, so the
responders for a threat are paged. Words that only ever mean murder ("asesinarme", "m'assassiner", "mich ermorden")
alarm by rule; a close person's hyperbole over a grade, in the infinitive's form too, stays cleared."""

from __future__ import annotations

import pytest

from core.handoff.crisis.detector import CrisisDetector
from core.handoff.crisis.normalise import normalise
from core.handoff.crisis.person_at_risk import threatened_by_another
from core.handoff.crisis.rules import IMMEDIATE_DANGER, SELF_HARM, THIRD_PARTY, match_rules


@pytest.mark.parametrize("message", [
    "mon beau-père va me tuer, il a un couteau et il tape à la porte",
    "elle veut me tuer, elle l'a écrit dans un message ce soir",
    "meu namorado disse que vai me matar se eu terminar com ele",
    "o meu padrasto ameaçou me matar ontem à noite",
    "mi ex me va a matar, está afuera de mi casa",
    "mi novio quiere matarme, tengo miedo de volver",
    "mi padre quiere asesinarme",
    "il veut m'assassiner, je suis cachée dans la salle de bain",
    "er will mich ermorden, er steht vor meiner tür",
    "ele tentou me assassinar ontem e vai voltar",
    "lei vuole assassinarmi, ha detto che sa dove abito",
])
def test_a_threat_to_the_writer_is_immediate_danger_not_self_harm(message):
    match = match_rules(message)
    assert IMMEDIATE_DANGER in match.categories
    assert SELF_HARM not in match.categories
    assert THIRD_PARTY not in match.categories  # the life at risk is the writer's


@pytest.mark.parametrize("message, third", [
    ("je vais me tuer ce soir", False),
    ("vou me matar hoje", False),
    ("me voy a matar esta noche", False),
    ("ich will mich umbringen", False),
    ("ich werde mich heute umbringen", False),
    ("mon copain dit qu'il va se tuer ce soir", True),
    ("mi amiga quiere matarse, no contesta el teléfono", True),
])
def test_the_writers_own_words_stay_self_harm(message, third):
    match = match_rules(message)
    assert SELF_HARM in match.categories
    assert IMMEDIATE_DANGER not in match.categories
    assert (THIRD_PARTY in match.categories) is third


def test_a_threat_beside_the_writers_own_wish_keeps_both():
    match = match_rules("mi novio me va a matar y además yo quiero morirme")
    assert {IMMEDIATE_DANGER, SELF_HARM} <= set(match.categories)


@pytest.mark.parametrize("message, threat", [
    ("er bringt mich um, wenn er nach hause kommt", True),
    ("mi ragazzo ha detto che mi ammazza se lo lascio", True),
    ("sie will mich umbringen", True),
    ("ich will mich umbringen", False),
    ("mi ammazzo stasera", False),
    ("quiero matarme", False),
])
def test_whose_threat_it_is(message, threat):
    assert any(threatened_by_another(v) for v in normalise(message)) is threat


@pytest.mark.parametrize("message", [
    "mi mamá va a matarme si repruebo cálculo",
    "el profe va a matarme si entrego tarde otra vez",
    "mi papá me va a matar si no paso el final",
    "en el libro el protagonista quiere asesinar al rey, ¿entra en el examen?",
    "para historia: ¿quién intentó asesinar a julio césar?",
])
def test_hyperbole_and_history_raise_no_rule(message):
    assert not match_rules(message).matched


class _SelfHarmEverywhere:
    """A learned layer that names self-harm for every message, as a model may for "er bringt mich um"."""

    threshold = alone_threshold = 0.5

    def score(self, text, vector=None):
        return 0.9, SELF_HARM


@pytest.mark.parametrize("message, first", [
    ("mein stiefvater bringt mich um, er ist betrunken und schreit", IMMEDIATE_DANGER),
    ("il mio ragazzo dice che mi ammazza stanotte", IMMEDIATE_DANGER),
    ("ich kann einfach nicht mehr weitermachen", SELF_HARM),
])
def test_a_model_layers_alarm_puts_immediate_danger_first_where_someone_threatens(message, first):
    detector = CrisisDetector(classifier=_SelfHarmEverywhere())
    found = detector.assess(message)
    assert found.is_crisis and found.layer == "classifier"
    assert found.categories[0] == first
    assert SELF_HARM in found.categories
