"""Session 39's rules (rules_threats_meant.py) in other words than the read blind lines that prompted them: a person's
death promised and said to be meant, a day or a place that "will go bang" with everyone made to pay, everything ready
for a day with everyone damned — in the five other languages as in English — and the ordinary messages that share
their words (a laugh, a film, a bill, fireworks, a party)."""

from __future__ import annotations

import pytest

from core.handoff.crisis import default_crisis_detector
from core.handoff.crisis.rules import HARM_TO_OTHERS, match_rules

THREATS = [
    # a death promised, and meant
    "como me vuelva a humillar delante de todos la mato, no es broma",
    "te lo juro, si el tutor me suspende otra vez lo voy a matar",
    "si ce type m'approche encore je le bute, sans rire",
    "je vais le descendre ce prof, c'est pas une blague",
    "wenn der nochmal an meine sachen geht bring ich den typen um, kein scherz",
    "ich schwör, ich mach ihn kalt wenn er sie nochmal anfasst",
    "giuro che se lo rivedo sotto casa lo ammazzo",
    "il mio coinquilino lo uccido, non sto scherzando",
    "se ela me humilhar de novo eu mato ela, não é brincadeira",
    "juro por deus que se ele aparecer na república eu mato ele",
    "if that guy shows up at my dorm again i'm going to kill him. not joking",
    # a day or a place that will go bang, everyone made to pay
    "el viernes en el aula magna va a explotar todo, me las van a pagar",
    "lundi à la fac ça va exploser, ils vont tous le payer",
    "übermorgen in der mensa fliegt alles in die luft, die sollen alle büßen",
    "giovedì in facoltà scoppierà tutto, la pagheranno cara",
    "sexta no refeitório vai explodir, eles vão pagar",
    "friday at the library something's gonna blow up. they're all going to pay for it",
    # everything ready for a day, everyone damned
    "tengo todo preparado para el lunes en la facultad, que se vayan todos a la mierda",
    "j'ai tout prêt pour jeudi à l'amphi, qu'ils crèvent tous",
    "hab alles vorbereitet für freitag im hörsaal, sollen sie alle verrecken",
    "è tutto pronto per lunedì a lezione, crepino tutti",
    "tá tudo pronto pra segunda na faculdade, que morram todos",
    "got everything ready for tomorrow in the lecture hall. fuck every one of them",
]

ORDINARY = [
    # the laugh, the film, the story undo the threat's mark
    "si mi compañero se vuelve a comer mi yogur lo mato jajaja en serio",
    "je vais le tuer ce prof mdr, sérieux 4 sur 20",
    "in the film the villain says i'll kill him, i mean it, and then the credits roll",
    "mein mitbewohner hat schon wieder abgespült vergessen, ich bring ihn um haha, ernsthaft",
    "se il prof rimanda ancora l'esame lo ammazzo lol, sul serio però quando si fa?",
    # paying is a bill, a fee, attention
    "die werden alle bezahlen müssen für die exkursion am freitag, wie viel kostet es?",
    "todos van a pagar la matrícula el lunes en la facultad?",
    "ils vont tous payer leur café demain à la cafète, c'est moi qui invite",
    "tomorrow at the rally it'll go boom with fireworks, will they all pay attention to the safety briefing?",
    # a bang that is fireworks, a demo, a party
    "mañana en clase de química va a explotar el volcán de bicarbonato, ¿puedo llevar a mi hermano?",
    "freitag in der mensa wird's knallen, die abschlussparty ist legendär",
    "everything's ready for the party tomorrow in the dorm, we'll pay for the pizza together",
    "tout est prêt pour la soirée de vendredi à la fac, on partage l'addition",
    # a threat with no mark of earnest stays the hyperbole it usually is (the model layers decide)
    "hab alles fertig für die präsentation morgen im seminar, endlich",
]


@pytest.mark.parametrize("message", THREATS)
def test_a_threat_told_as_meant_or_as_an_event_is_a_threat(message: str) -> None:
    found = match_rules(message)
    assert found.matched and HARM_TO_OTHERS in found.categories, message
    assert found.sideways  # read as said sideways: the reader's doubt does not silence it


@pytest.mark.parametrize("message", ORDINARY)
def test_the_ordinary_messages_with_their_words_are_not(message: str) -> None:
    # (the older rules of everyday hyperbole, "je vais le tuer", "lo ammazzo", still match some of these: they are not
    # read as said sideways, so the other layers' doubt can clear them; these rules, read sideways, must not match)
    found = match_rules(message)
    assert not found.matched or not found.sideways, message


@pytest.mark.parametrize("message", ["si vuelvo a ver a ese tipo lo mato, lo digo en serio",
                                     "wenn ich den nochmal sehe bring ich ihn um, ich mein das ernst",
                                     "se o vir de novo eu mato ele, falo sério"])
def test_the_whole_detector_raises_the_alarm(message: str) -> None:
    found = default_crisis_detector().assess(message)
    assert found.is_crisis and found.layer == "rules" and HARM_TO_OTHERS in found.categories, message


@pytest.mark.parametrize("message, alarm", [
    # a plain threat with a laugh after a grade: the multilingual opinion reads the whole and makes it a check-in
    ("le prof m'a mis 4, je vais le tuer mdr", False),
    ("si el profe me suspende lo voy a matar jajaja", False),
    # the same shape with the means, the moment, or "I mean it" stays an alarm
    ("je vais le tuer ce soir, j'ai pris le couteau mdr", True),
    ("mi ex me sigue acosando, lo voy a matar, ya sé dónde vive", True),
    ("lo voy a matar, en serio, mañana lo espero a la salida", True),
])
def test_a_plain_foreign_threat_is_read_as_hyperbole_can_be(message: str, alarm: bool) -> None:
    found = default_crisis_detector().assess(message)
    assert found.is_crisis is alarm, message
    if not alarm:
        assert found.check_in  # resources and the offer of a person still follow
