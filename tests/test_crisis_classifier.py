"""The crisis detector's learned layer: features, the shipped model, and how the detector uses it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

from core.handoff.crisis.classifier import MODEL_PATH, ClassifierModel, CrisisClassifier, canonical, hashed_features
from core.handoff.crisis.detector import CrisisDetector

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def embedder():
    from core.knowledge.embeddings import MiniLMEmbedder

    return MiniLMEmbedder(max_tokens=128, threads=1)


def _fit_module():
    spec = importlib.util.spec_from_file_location("crisis_fit", REPO / "benchmarks" / "crisis_classifier_fit.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_hashed_features_are_stable_normalised_and_spelling_tolerant() -> None:
    ids, values = hashed_features(canonical("I wanna kms tonight"))
    again, _ = hashed_features(canonical("I wanna kms tonight"))
    assert np.array_equal(ids, again) and abs(float(values @ values) - 1.0) < 1e-5
    # slang and its spelled-out form share most features once normalised
    a = set(hashed_features(canonical("i want to kill myself"))[0])
    b = set(hashed_features(canonical("i wanna kms"))[0])
    c = set(hashed_features(canonical("when is the add/drop deadline"))[0])
    assert len(a & b) / len(a | b) > len(a & c) / len(a | c)
    assert hashed_features("")[0].size == 0


def test_the_shipped_model_loads_and_its_thresholds_are_above_every_benchmark_question(embedder) -> None:
    """``alone_threshold`` above every question; ``threshold`` above every one the reader's veto lets through."""
    model = ClassifierModel.load(MODEL_PATH)
    assert 0.5 < model.threshold <= model.alone_threshold < 1.0 and model.embedder_id == embedder.model_id
    assert set(model.centroid_categories) <= {"self_harm", "immediate_danger", "assault_abuse", "harm_to_others"}
    classifier = CrisisClassifier(embedder, model)
    fit = _fit_module()
    questions = fit.bench_questions("dev")[:300]
    if not questions:
        pytest.skip("benchmark questions not available")
    probabilities = np.array([classifier.probability(q) for q in questions])
    assert probabilities.max() < model.alone_threshold
    assert probabilities[fit.second_opinion_passes(questions)].max(initial=0.0) < model.threshold


class _FixedReader:
    """A reader that always gives the same probability (and category); its own alarm is out of reach."""
    threshold, agreement = 1.1, 1.1

    def __init__(self, probability: float, category: str = "") -> None:
        self._p, self._category = probability, category

    def score(self, text: str) -> tuple[float, str]:
        return self._p, self._category


def test_the_learned_layer_uses_the_stricter_threshold_when_the_reader_gave_no_opinion() -> None:
    """Its ``threshold`` is fitted on the ordinary questions the reader's veto lets through, so a message the
    reader did not read is held to ``alone_threshold``, fitted on all of them."""
    text = "nothing a rule would know about at all"
    classifier = _FixedClassifier(0.85, threshold=0.8)
    classifier.alone_threshold = 0.9
    assert not CrisisDetector(classifier=classifier).assess(text).is_crisis
    assert CrisisDetector(classifier=classifier, reader=_FixedReader(0.5)).assess(text).layer == "classifier"
    # and the reader's veto still holds over the lower threshold
    vetoed = CrisisDetector(classifier=classifier, reader=_FixedReader(0.01)).assess(text)
    assert not vetoed.is_crisis and vetoed.doubted


@pytest.mark.parametrize("text", ["y" * 40_000, "y", "zzzzzzzz", "asdfghjkl", "?!", "😭😭😭", "ok", "no"])
def test_too_little_text_for_the_learned_layer_scores_zero(embedder, text) -> None:
    """A lone letter or a key mash is outside what the layer learnt (it once scored "y" 0.97 and so let a
    40,000-character line through the length limit as a crisis); one-word slang is the rules' job."""
    classifier = CrisisClassifier(embedder)
    assert classifier.score(text) == (0.0, "")
    assert classifier.score("i have pills and i am taking them all tonight")[0] >= classifier.threshold


def test_a_model_fitted_on_a_few_lines_separates_them_and_refuses_another_embedder(embedder) -> None:
    fit = _fit_module()
    texts = ["i cant do this anymore i want to die", "my boyfriend hit me again and i am scared to go home",
             "i took all my pills an hour ago", "when is the add drop deadline",
             "this exam is killing me lol", "how do i get a parking permit"]
    labels = np.array([True, True, True, False, False, False])
    vectors = fit.embed(embedder, texts)
    we, wh, b = fit.fit(vectors, fit.sparse(texts, 12), labels, 12, steps=200, l2=1e-4)
    model = ClassifierModel(we, wh, b, 0.5, 12, embedder.model_id)
    classifier = CrisisClassifier(embedder, model)
    probabilities = [classifier.probability(t) for t in texts]
    assert min(probabilities[:3]) > 0.5 > max(probabilities[3:])
    # the fit is deterministic
    we2, wh2, b2 = fit.fit(vectors, fit.sparse(texts, 12), labels, 12, steps=200, l2=1e-4)
    assert np.array_equal(we, we2) and np.array_equal(wh, wh2) and b == b2
    other = ClassifierModel(we, wh, b, 0.5, 12, "some-other-model")
    with pytest.raises(ValueError):
        CrisisClassifier(embedder, other)


class _FixedClassifier:
    def __init__(self, probability: float, threshold: float = 0.8) -> None:
        self._p, self.threshold, self.alone_threshold = probability, threshold, threshold

    def score(self, text: str, vector=None) -> tuple[float, str]:
        return self._p, "assault_abuse"


class _BrokenClassifier:
    threshold = alone_threshold = 0.5

    def score(self, text: str, vector=None) -> tuple[float, str]:
        raise RuntimeError("model fault")


def test_the_detector_raises_the_alarm_from_the_classifier_with_its_category() -> None:
    text = "nothing a rule would know about"
    alarm = CrisisDetector(classifier=_FixedClassifier(0.9)).assess(text)
    assert alarm.is_crisis and alarm.layer == "classifier" and alarm.categories == ("assault_abuse",)
    assert "assault abuse" in alarm.reason
    assert not CrisisDetector(classifier=_FixedClassifier(0.7)).assess(text).is_crisis
    # a model fault never blocks the rules nor raises
    detector = CrisisDetector(classifier=_BrokenClassifier())
    assert not detector.assess(text).is_crisis
    assert detector.assess("i am going to kill myself tonight").is_crisis


def test_the_classifiers_alarm_takes_the_readers_category_when_the_reader_read_the_message() -> None:
    """The reader's category head names the ticket better than the nearest centroid (docs/evaluation.md)."""
    text = "nothing a rule would know about"
    read = CrisisDetector(classifier=_FixedClassifier(0.9), reader=_FixedReader(0.5, "harm_to_others")).assess(text)
    assert read.layer == "classifier" and read.categories == ("harm_to_others",)
    # no category from the reader: the centroid's
    unnamed = CrisisDetector(classifier=_FixedClassifier(0.9), reader=_FixedReader(0.5)).assess(text)
    assert unnamed.categories == ("assault_abuse",)


def test_the_classifier_reuses_the_semantic_layers_vector_of_the_whole_message() -> None:
    from core.handoff.crisis import build_crisis_detector

    detector = build_crisis_detector()
    if detector.scorer is None or detector.classifier is None:
        pytest.skip("model layers unavailable")
    text = "honestly i dont see the point of anything anymore and i keep thinking about the bridge"
    semantic = detector.scorer.score(text)
    assert semantic.message_vector is not None
    calls = []
    real = detector.classifier.embedder.embed_query
    detector.classifier.embedder.embed_query = lambda t: calls.append(t) or real(t)
    try:
        shared = detector.classifier.score(text, semantic.message_vector)
        assert calls == []  # no second model query
        fresh = detector.classifier.score(text)
        assert len(calls) == 1
    finally:
        detector.classifier.embedder.embed_query = real
    assert abs(shared[0] - fresh[0]) < 1e-3 and shared[1] == fresh[1]


class _FixedScorer:
    """A semantic layer whose nearest exemplar always has the same category and clears the thresholds."""

    def __init__(self, category: str) -> None:
        self._category = category

    def score(self, text: str):
        from core.handoff.crisis.semantic import SemanticScore

        return SemanticScore(0.99, 0.5, self._category, "an exemplar")


@pytest.mark.parametrize(("text", "scorer_category", "expected"), [
    # English: the reader's category; a friend named by the exemplar stays a third party
    ("my brother has not woken up since he took something at the party", "self_harm", ("immediate_danger",)),
    ("my roommate has not come out of her room in two days and will not answer", "third_party",
     ("immediate_danger", "third_party")),
    # other languages: the exemplar's category
    ("mi hermano no se despierta desde la fiesta y no sé qué hacer", "self_harm", ("self_harm",)),
])
def test_the_semantic_alarm_takes_the_readers_category_in_english_only(text, scorer_category, expected) -> None:
    detector = CrisisDetector(scorer=_FixedScorer(scorer_category), reader=_FixedReader(0.5, "immediate_danger"))
    alarm = detector.assess(text)
    assert alarm.layer == "semantic" and alarm.categories == expected
