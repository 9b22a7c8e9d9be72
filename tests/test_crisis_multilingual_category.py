"""The kind of crisis in another language, read by multilingual-e5-small: a model layer's alarm on a foreign message
takes the category head's kind (MiniLM and the reader read English and called half the foreign threats, assaults and
friends' crises "self-harm"); English and the rules keep their own; a fault or a missing head leaves the layer's."""

from __future__ import annotations

import numpy as np
import pytest

from core.handoff.crisis import build_crisis_detector
from core.handoff.crisis.detector import CrisisDetector
from core.handoff.crisis.multilingual import MultilingualOpinion, e5_model_path, file_sha256
from core.handoff.crisis.multilingual_category import KINDS, CategoryHead, ticket_categories
from core.handoff.crisis.rules import (ASSAULT_ABUSE, HARM_TO_OTHERS, IMMEDIATE_DANGER, SELF_HARM, THIRD_PARTY,
                                       match_rules)
from training.crisis_categories import KIND_OF_LABEL, fit_softmax


def test_softmax_fit_is_deterministic_and_names_separable_kinds():
    rng = np.random.default_rng(7)
    centres = rng.normal(size=(3, 16))
    kinds = np.repeat(np.arange(3), [40, 10, 25])  # unbalanced, as the data is
    x = centres[kinds] + 0.3 * rng.normal(size=(len(kinds), 16))
    x /= np.linalg.norm(x, axis=1, keepdims=True)
    weights, biases = fit_softmax(x, kinds, 3)
    again = fit_softmax(x, kinds, 3)
    assert np.array_equal(weights, again[0]) and np.array_equal(biases, again[1])
    assert weights.shape == (3, 16) and biases.shape == (3,)
    assert np.mean(np.argmax(x @ weights.T + biases, axis=1) == kinds) >= 0.95


def test_head_round_trips_and_names_kinds(tmp_path):
    weights = np.eye(len(KINDS), 4, dtype=np.float32)
    head = CategoryHead(weights, np.zeros(len(KINDS), dtype=np.float32), KINDS, "a" * 64)
    head.save(tmp_path / "h.npz")
    loaded = CategoryHead.load(tmp_path / "h.npz")
    assert loaded.kinds == KINDS and loaded.model_sha256 == "a" * 64
    assert loaded.kind(np.array([0, 0, 1, 0], dtype=np.float32)) == KINDS[2]
    assert ticket_categories(THIRD_PARTY) == (SELF_HARM, THIRD_PARTY)
    assert ticket_categories(HARM_TO_OTHERS) == (HARM_TO_OTHERS,)


def test_every_label_maps_to_a_kind_the_head_names():
    assert set(KIND_OF_LABEL.values()) == set(KINDS)


class _Alarm:
    """A learned layer that alarms on everything and names self-harm, as MiniLM's centroids often did abroad."""

    threshold = alone_threshold = 0.5

    def score(self, text, vector=None):
        return 0.9, SELF_HARM


class _Opinion:
    """A multilingual opinion that finds every message a crisis and names one kind (or fails to)."""

    def __init__(self, kind: str | None, fails: bool = False) -> None:
        self.kind, self.fails, self.asked = kind, fails, 0

        self.veto, self.alarm, self.rules_veto, self.hyperbole_veto, self.ordinary = 0.5, 0.98, 0.001, 0.2, 0.1

    def probability(self, text):
        return 0.99

    def category(self, text):
        self.asked += 1
        if self.fails:
            raise RuntimeError("engine gone")
        return self.kind


@pytest.mark.parametrize("kind, expected", [
    (HARM_TO_OTHERS, (HARM_TO_OTHERS,)),
    (ASSAULT_ABUSE, (ASSAULT_ABUSE,)),
    (THIRD_PARTY, (SELF_HARM, THIRD_PARTY)),
])
def test_a_model_layers_foreign_alarm_takes_the_heads_kind(kind, expected):
    detector = CrisisDetector(classifier=_Alarm(), multilingual=_Opinion(kind))
    found = detector.assess("mi compañero de piso dice que mañana va a pasar algo gordo en la facultad y no sé qué hacer")
    assert found.is_crisis and found.layer == "classifier"
    assert found.categories == expected


ENGLISH = "i honestly do not see the point of anything anymore and i am so tired of all of it"


def test_english_keeps_its_category_and_the_rules_theirs():
    opinion = _Opinion(HARM_TO_OTHERS)
    english = CrisisDetector(classifier=_Alarm(), multilingual=opinion).assess(ENGLISH)
    assert english.is_crisis and english.categories == (SELF_HARM,)
    asked = opinion.asked
    rules = CrisisDetector(classifier=_Alarm(), multilingual=opinion).assess("quiero suicidarme esta noche")
    assert rules.layer == "rules" and rules.categories == match_rules("quiero suicidarme esta noche").categories
    assert opinion.asked == asked  # a rule's match names its own category: e5 is not read for it


def test_in_english_e5_only_adds_that_the_crisis_is_someone_elses():
    opinion = _Opinion(THIRD_PARTY)
    detector = CrisisDetector(classifier=_Alarm(), multilingual=opinion)
    found = detector.assess("my roommate has not left her room in days and she gave me her cat this morning")
    assert found.is_crisis and found.categories == (SELF_HARM, THIRD_PARTY)
    # a message that names no one else cannot be about someone else: e5 is not read for it
    asked = opinion.asked
    assert detector.assess(ENGLISH).categories == (SELF_HARM,)
    assert opinion.asked == asked


def test_a_failing_or_absent_head_leaves_the_layers_category():
    message = "je sais plus quoi faire, ça dure depuis des semaines et personne ne m'écoute vraiment"
    for opinion in (_Opinion(None), _Opinion(HARM_TO_OTHERS, fails=True)):
        found = CrisisDetector(classifier=_Alarm(), multilingual=opinion).assess(message)
        assert found.is_crisis and found.categories == (SELF_HARM,)


@pytest.fixture(scope="module")
def opinion() -> MultilingualOpinion:
    return MultilingualOpinion()


def test_the_shipped_head_is_fitted_for_the_shipped_e5_weights(opinion):
    assert opinion.categories is not None
    assert opinion.categories.model_sha256 == file_sha256(e5_model_path())
    assert opinion.categories.kinds == KINDS


@pytest.mark.parametrize("message, kind", [
    ("hay un hombre armado en el edificio de ingeniería, estamos escondidos en un aula", IMMEDIATE_DANGER),
    ("mon coloc s'est enfermé dans la salle de bain avec toutes ses pilules, il répond plus", THIRD_PARTY),
    ("ich werde morgen alle in der vorlesung abknallen, die haben es verdient", HARM_TO_OTHERS),
    ("il mio professore mi ha toccata contro la mia volontà nel suo ufficio", ASSAULT_ABUSE),
    ("não aguento mais viver, quero sumir pra sempre", SELF_HARM),
])
def test_the_shipped_head_names_plain_kinds_in_five_languages(opinion, message, kind):
    assert opinion.category(message) == kind


def test_the_frozen_vector_is_read_once_for_a_category_and_never_for_a_probability(opinion):
    calls = []
    frozen = opinion._frozen()
    embed = frozen.embed

    def counting(texts):
        calls.append(texts)
        return embed(texts)
    frozen.embed = counting
    try:
        text = "mi amiga dice que esta noche se va a tomar todas sus pastillas"
        opinion.probability(text)
        assert calls == []
        opinion.category(text)
        opinion.category(text)
    finally:
        frozen.embed = embed
    assert len(calls) == 1


def test_the_shipped_detector_names_a_foreign_threat_it_raised_by_model():
    detector = build_crisis_detector()
    found = detector.assess("lo que va a pasar el lunes en el aula magna no va a ser bonito, ya tengo todo preparado")
    assert found.is_crisis and found.layer not in ("rules", "")
    assert found.categories == (HARM_TO_OTHERS,)
