"""The fine-tuned crisis reader: the shipped model's integrity checks and decisions, how the detector uses it
and falls back without it, and (with the `train` extra only) the recipe — a tiny BERT trained a few steps,
exported to int8 ONNX and loaded by the serving reader."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from core.handoff.crisis import CrisisDetector, build_crisis_detector
from core.handoff.crisis.reader import CONFIG_FILE, MODEL_FILE, READER_DIR, CrisisReader

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def reader() -> CrisisReader:
    return CrisisReader(READER_DIR, threads=1)


def test_the_shipped_reader_is_whole_and_calibrated(reader):
    config = json.loads((READER_DIR / CONFIG_FILE).read_text(encoding="utf-8"))
    assert 0.5 <= reader.threshold < 1.0
    assert set(config["categories"]) == {"assault_abuse", "harm_to_others", "immediate_danger", "self_harm"}
    # trained on the project's own lines only: no benchmark question in its training data
    assert config["training"]["rows"] > 5000


def test_a_corrupted_model_is_refused_and_the_detector_falls_back(tmp_path, caplog):
    folder = tmp_path / "reader"
    shutil.copytree(READER_DIR, folder)
    data = bytearray((folder / MODEL_FILE).read_bytes())
    data[len(data) // 2] ^= 0xFF
    (folder / MODEL_FILE).write_bytes(bytes(data))
    with pytest.raises(ValueError, match="sha256"):
        CrisisReader(folder)
    # without a reader the other layers still decide
    assert CrisisDetector().is_crisis("I want to kill myself tonight")


def test_the_reader_tells_a_crisis_from_its_look_alikes(reader):
    crisis = ["i already wrote the letters for my mom and sister, just need to know who cancels my classes after",
              "ya no quiero despertar mañana, estoy harta de todo",
              "he took my passport and says I can't leave the apartment"]
    benign = ["this stats homework is killing me lol, when are office hours",
              "how do i permanently delete all my old emails",
              "what happens to my scholarship if I drop a class"]
    p_crisis, p_benign = reader.probabilities(crisis), reader.probabilities(benign)
    assert float(p_crisis.min()) > float(p_benign.max())
    assert all(p < reader.threshold for p in p_benign)


def test_the_detector_names_the_reader_and_a_ticket_category():
    detector = build_crisis_detector()
    assert detector.reader is not None
    caught = [a for a in (detector.assess(t) for t in (
        "honestly i just want everything to stop and i've been looking at the bridge on my way home",
        "mon copain me surveille tout le temps et il m'a frappée hier soir")) if a.is_crisis]
    assert caught and all(a.categories for a in caught)


def test_one_word_and_key_mashes_do_not_reach_the_reader():
    detector = CrisisDetector(reader=CrisisReader(READER_DIR, threads=1))
    assert not detector.is_crisis("zzzz")
    assert not detector.is_crisis("ok")


def _tiny_base(folder: Path) -> Path:
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    torch.manual_seed(0)
    config = transformers.BertConfig(vocab_size=30522, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                                     intermediate_size=64, max_position_embeddings=512)
    transformers.BertModel(config).save_pretrained(folder)
    transformers.BertTokenizerFast(
        tokenizer_file=str(REPO / "core" / "knowledge" / "assets" / "minilm" / "tokenizer.json")).save_pretrained(folder)
    return folder


ROWS = [("i want to end my life tonight", True, "self_harm"), ("he hits me when he is drunk", True, "assault_abuse"),
        ("my roommate took a bottle of pills", True, "immediate_danger"),
        ("when is the midterm", False, ""), ("this essay is killing me", False, ""), ("late policy for labs", False, "")]


def _train(base: Path, seed: int):
    from training import crisis_reader
    from training.crisis_data import Labelled

    config = crisis_reader.ReaderTrainConfig(max_tokens=32, epochs=15, batch_size=2, learning_rate=3e-3, seed=seed,
                                             threads=1)
    model, tokenizer = crisis_reader.load_base(base, config)
    rows = [Labelled(t, c, cat) for t, c, cat in ROWS]
    stats = crisis_reader.train(model, tokenizer, rows, config, report_every=0)
    return crisis_reader, model, tokenizer, stats, config


def test_reader_training_is_deterministic_and_learns(tmp_path):
    base = _tiny_base(tmp_path / "base")
    module, a, tokenizer, stats, config = _train(base, 3)
    _, b, _, _, _ = _train(base, 3)
    assert stats["steps"] == 45 and stats["rows"] == 6
    texts = [t for t, _, _ in ROWS]
    pa = module.probabilities(a, tokenizer, texts, config.max_tokens)
    assert np.array_equal(pa, module.probabilities(b, tokenizer, texts, config.max_tokens))
    labels = np.array([c for _, c, _ in ROWS])
    assert pa[labels].mean() > pa[~labels].mean()


def test_the_exported_reader_scores_like_the_torch_model(tmp_path):
    base = _tiny_base(tmp_path / "base")
    module, model, tokenizer, _stats, config = _train(base, 5)
    out = tmp_path / "out"
    module.export(model, tokenizer, out, {"threshold": 0.5, "categories": list(module.CATEGORIES),
                                          "max_tokens": config.max_tokens, "training": {"rows": len(ROWS)}})
    served = CrisisReader(out, threads=1)
    texts = [t for t, _, _ in ROWS] + ["a longer message about the library opening hours during the exam weeks"]
    torch_p = module.probabilities(model, tokenizer, texts, config.max_tokens)
    assert np.allclose(served.probabilities(texts), torch_p, atol=0.08)  # int8 weights
    probability, category = served.score(ROWS[0][0])
    assert 0.0 <= probability <= 1.0 and category in module.CATEGORIES


def test_the_command_defaults_are_the_recipes():
    pytest.importorskip("torch")
    import inspect

    from bots.cli.train_cmd import train_crisis_reader_command
    from training.crisis_reader import ReaderTrainConfig

    defaults = {name: p.default.default for name, p in inspect.signature(train_crisis_reader_command).parameters.items()}
    config = ReaderTrainConfig()
    assert (defaults["epochs"], defaults["learning_rate"], defaults["seed"], defaults["benign_weight"]) == \
        (config.epochs, config.learning_rate, config.seed, config.benign_weight)


def test_the_threshold_stays_above_every_agreeing_ordinary_question():
    pytest.importorskip("torch")
    from training.crisis_reader import ReaderTrainConfig, fit_threshold

    config = ReaderTrainConfig(agreement=0.3, margin=0.5)
    reader_p = np.array([0.9995, 0.97, 0.2, 0.5])
    learned_p = np.array([0.05, 0.4, 0.9, 0.1])  # the 0.9995 question gets no agreement from the learned layer
    threshold = fit_threshold(reader_p, learned_p, config)
    assert 0.97 < threshold < 0.9995
    # a probability margin could not go past 0.999: the logit margin still lands above the highest
    assert fit_threshold(np.array([0.9999]), np.array([1.0]), config) > 0.9999


class _Reader:
    """A stand-in with a fixed probability, to pin the detector's use of the reader (not the model's)."""

    def __init__(self, probability: float, threshold: float = 0.99, agreement: float = 0.3, fail: bool = False):
        self.probability, self.threshold, self.agreement, self.fail = probability, threshold, agreement, fail

    def score(self, text: str) -> tuple[float, str]:
        if self.fail:
            raise RuntimeError("model fault")
        return self.probability, "self_harm"


class _Learned:
    threshold = 0.9

    def __init__(self, probability: float):
        self.value = probability

    def score(self, text, vector=None):
        return self.value, "self_harm"


def test_the_second_opinion_only_silences_english_alarms_it_is_sure_of():
    explicit_en, explicit_es = "I want to kill myself tonight", "quiero matarme esta noche"
    assert CrisisDetector().is_crisis(explicit_en) and CrisisDetector().is_crisis(explicit_es)
    assert not CrisisDetector(reader=_Reader(0.001)).is_crisis(explicit_en)
    assert CrisisDetector(reader=_Reader(0.001)).is_crisis(explicit_es)  # other languages: never silenced
    assert CrisisDetector(reader=_Reader(0.5)).is_crisis(explicit_en)
    # a fault in the reader leaves the rules deciding
    assert CrisisDetector(reader=_Reader(0.001, fail=True)).is_crisis(explicit_en)
    # the learned layer's alarm is silenced below 0.05 in English, not above
    ordinary = "can you tell me more about the schedule for next week"
    assert CrisisDetector(classifier=_Learned(0.95), reader=_Reader(0.04)).assess(ordinary).is_crisis is False
    assert CrisisDetector(classifier=_Learned(0.95), reader=_Reader(0.06)).assess(ordinary).layer == "classifier"


def test_the_reader_alarms_alone_only_with_the_learned_layers_agreement():
    message = "can you tell me more about the schedule for next week"
    assert CrisisDetector(classifier=_Learned(0.5), reader=_Reader(0.995)).assess(message).layer == "reader"
    assert not CrisisDetector(classifier=_Learned(0.1), reader=_Reader(0.995)).is_crisis(message)
    assert not CrisisDetector(classifier=_Learned(0.5), reader=_Reader(0.95)).is_crisis(message)
    # without the learned layer the agreement cannot be had: no alarm of the reader's own
    assert not CrisisDetector(reader=_Reader(0.995)).is_crisis(message)


def test_a_doubted_alarm_is_marked_for_a_check_in():
    doubted = CrisisDetector(reader=_Reader(0.001)).assess("I want to kill myself tonight")
    assert not doubted.is_crisis and doubted.doubted
    assert not CrisisDetector(reader=_Reader(0.001)).assess("when is the add drop deadline").doubted
    assert not CrisisDetector(reader=_Reader(0.5)).assess("I want to kill myself tonight").doubted


def test_a_message_only_the_reader_leans_to_read_as_a_crisis_gets_the_check_in_not_an_alarm():
    from core.handoff.crisis.detector import LEANING

    message = "no need to grade my essay, i won't be here for the results"
    leaning = CrisisDetector(classifier=_Learned(0.1), reader=_Reader(LEANING)).assess(message)
    assert not leaning.is_crisis and leaning.leaning and not leaning.doubted and leaning.check_in
    assert not CrisisDetector(classifier=_Learned(0.1), reader=_Reader(LEANING - 0.01)).assess(message).check_in
    # an alarm is an alarm, not a check-in
    alarmed = CrisisDetector(classifier=_Learned(0.5), reader=_Reader(0.995)).assess(message)
    assert alarmed.is_crisis and not alarmed.check_in
    # in other languages the reader knows fewer words: its lean alone is no check-in
    spanish = "no hace falta que corrijas mi ensayo, no voy a estar para ver la nota"
    assert not CrisisDetector(classifier=_Learned(0.1), reader=_Reader(0.99)).assess(spanish).check_in


class _CountingLearned(_Learned):
    def __init__(self, probability: float):
        super().__init__(probability)
        self.calls = 0

    def score(self, text, vector=None):
        self.calls += 1
        return super().score(text, vector)


def test_the_model_layers_are_skipped_only_where_the_reader_is_all_but_sure():
    from core.handoff.crisis.detector import MODEL_VETO, ORDINARY

    assert ORDINARY < MODEL_VETO  # skipping may only give up alarms the second opinion would veto anyway
    ordinary, spanish = "can you tell me more about the schedule for next week", "me puedes decir el horario de la semana"
    learned = _CountingLearned(0.95)
    skipped = CrisisDetector(classifier=learned, reader=_Reader(ORDINARY / 2)).assess(ordinary)
    assert learned.calls == 0 and not skipped.is_crisis and not skipped.doubted
    # just above it the learned layer runs, and its vetoed alarm is still a check-in
    checked = CrisisDetector(classifier=learned, reader=_Reader(ORDINARY * 2)).assess(ordinary)
    assert learned.calls == 1 and not checked.is_crisis and checked.doubted
    # in other languages only below a threshold that can give up nothing but a check-in (session 22)
    from core.handoff.crisis.detector import FOREIGN_MODEL_VETO, FOREIGN_ORDINARY

    assert FOREIGN_ORDINARY < FOREIGN_MODEL_VETO
    foreign_skipped = CrisisDetector(classifier=learned, reader=_Reader(FOREIGN_ORDINARY / 2)).assess(spanish)
    assert learned.calls == 1 and not foreign_skipped.is_crisis and not foreign_skipped.doubted
    assert CrisisDetector(classifier=learned, reader=_Reader(FOREIGN_ORDINARY * 2)).assess(spanish).doubted
    assert learned.calls == 2


def test_in_other_languages_only_the_model_layers_alarms_are_second_guessed():
    from core.handoff.crisis.detector import FOREIGN_MODEL_VETO

    spanish = "me puedes decir el horario de la semana"
    vetoed = CrisisDetector(classifier=_Learned(0.95), reader=_Reader(FOREIGN_MODEL_VETO / 2)).assess(spanish)
    assert not vetoed.is_crisis and vetoed.doubted
    assert CrisisDetector(classifier=_Learned(0.95), reader=_Reader(FOREIGN_MODEL_VETO * 2)).assess(spanish).is_crisis


def test_in_other_languages_a_rules_alarm_yields_only_to_a_reader_all_but_sure_it_is_ordinary():
    from core.handoff.crisis.detector import FOREIGN_RULES_VETO, RULES_VETO

    assert FOREIGN_RULES_VETO < RULES_VETO  # the reader knows fewer words there: far surer before it silences
    explicit = "quiero matarme esta noche"
    doubted = CrisisDetector(reader=_Reader(FOREIGN_RULES_VETO / 2)).assess(explicit)
    # not silence: the check-in still offers the resources and a person
    assert not doubted.is_crisis and doubted.doubted and doubted.check_in
    assert CrisisDetector(reader=_Reader(FOREIGN_RULES_VETO * 2)).is_crisis(explicit)
    # a rule for what is said sideways (two cues together) stands whatever the reader says, as in English
    sideways = "un tipo me sigue desde la biblio y tengo miedo"
    assert CrisisDetector(reader=_Reader(0.0)).is_crisis(sideways)
    # with no reader, or a fault in it, the rules decide
    assert CrisisDetector().is_crisis(explicit)
    assert CrisisDetector(reader=_Reader(0.0, fail=True)).is_crisis(explicit)


def test_the_shipped_detector_raises_no_alarm_on_a_foreign_course_title():
    detector = build_crisis_detector()
    title = 'oi, a disciplina "suicidio e saude publica" conta como optativa pra psicologia?'
    assessment = detector.assess(title)
    assert not assessment.is_crisis
    assert detector.is_crisis("quiero matarme esta noche, ya tengo las pastillas")
