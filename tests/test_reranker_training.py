"""`advisor train-reranker`'s training, export and calibration with torch (skipped without the `train` extra):
a tiny BERT (2 layers, 32 dims, the real MiniLM tokenizer) stands in for all-MiniLM-L6-v2, trained a few steps
on the tiny benchmark's mined pairs, exported to int8 ONNX and loaded by the serving re-ranker."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from core.foundation.settings import Settings  # noqa: E402
from core.knowledge.index.base import SearchFilter  # noqa: E402
from core.retrieval.hybrid import HybridRetriever  # noqa: E402
from core.retrieval.reranking import CrossEncoderReranker  # noqa: E402
from training import cross_encoder  # noqa: E402
from training.mining import Pair  # noqa: E402
from training.pairs import load_benchmark_questions  # noqa: E402
from training.recipe import RecipeOptions, run_recipe  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
TINY = REPO / "tests" / "data" / "tiny_bench"
PAIRS = [Pair("How much are lab reports worth?", "Weekly lab reports are worth 25 percent of the grade.", 1.0),
         Pair("How much are lab reports worth?", "Office hours are on Tuesdays in room 210.", 0.0),
         Pair("When are office hours?", "Office hours are on Tuesdays in room 210.", 1.0),
         Pair("When are office hours?", "Weekly lab reports are worth 25 percent of the grade.", 0.0),
         Pair("What should I wear in the lab?", "Goggles and closed-toe shoes are required in the lab.", 1.0),
         Pair("What should I wear in the lab?", "The textbook is Modern Europe by Jane Smith.", 0.0)]


@pytest.fixture(scope="module")
def tiny_base(tmp_path_factory) -> Path:
    """A randomly initialised 2-layer BERT saved like the MiniLM folder (encoder weights, no head)."""
    folder = tmp_path_factory.mktemp("tiny-base")
    torch.manual_seed(0)
    config = transformers.BertConfig(vocab_size=30522, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                                     intermediate_size=64, max_position_embeddings=512)
    transformers.BertModel(config).save_pretrained(folder)
    tokenizer = transformers.BertTokenizerFast(
        tokenizer_file=str(REPO / "core" / "knowledge" / "assets" / "minilm" / "tokenizer.json"))
    tokenizer.save_pretrained(folder)
    return folder


def _train(base: Path, seed: int, steps_of: list[Pair], epochs: int = 1, learning_rate: float = 1e-3):
    model, tokenizer = cross_encoder.load_base(base, seed, threads=1)
    config = cross_encoder.TrainConfig(max_tokens=64, epochs=epochs, batch_size=2, learning_rate=learning_rate,
                                       seed=seed, threads=1, freeze_layers=0)
    stats = cross_encoder.train(model, tokenizer, steps_of, config)
    return model, tokenizer, stats


def _tiny_index(tmp_path: Path):
    """Settings and an evaluation runner whose index holds the tiny benchmark (the recipe mines it)."""
    from core.evaluation.datasets import load_dataset
    from core.evaluation.runner import EvalRunner

    settings = Settings(_env_file=None, data_dir=tmp_path / "data")
    runner = EvalRunner(settings, load_dataset(TINY, "dev"))
    runner.prepare_index()
    return settings, runner


def test_training_is_deterministic_for_a_seed(tiny_base):
    a, _tok, stats = _train(tiny_base, 5, PAIRS, epochs=3)
    b, _tok, _ = _train(tiny_base, 5, PAIRS, epochs=3)
    c, _tok, _ = _train(tiny_base, 6, PAIRS, epochs=3)
    assert stats.steps == 9 and stats.pairs == 18
    for name, tensor in a.state_dict().items():
        assert torch.equal(tensor, b.state_dict()[name]), name
    assert any(not torch.equal(t, c.state_dict()[n]) for n, t in a.state_dict().items())


def test_a_shallower_model_keeps_the_first_layers_and_still_trains(tiny_base, tmp_path):
    """--layers N: the first N encoder layers, their weights as in the base; fewer layers, fewer to run."""
    full, _tok = cross_encoder.load_base(tiny_base, 5, threads=1)
    shallow, tokenizer = cross_encoder.load_base(tiny_base, 5, threads=1, layers=1)
    assert len(shallow.encoder.encoder.layer) == 1 and shallow.encoder.config.num_hidden_layers == 1
    for name, tensor in shallow.encoder.encoder.layer[0].state_dict().items():
        assert torch.equal(tensor, full.encoder.encoder.layer[0].state_dict()[name]), name
    config = cross_encoder.TrainConfig(max_tokens=64, epochs=2, batch_size=2, learning_rate=1e-3, seed=5,
                                       threads=1, freeze_layers=0, layers=1)
    assert cross_encoder.train(shallow, tokenizer, PAIRS, config).steps == 6
    from training.onnx_export import export_onnx

    export_onnx(shallow, tokenizer, tmp_path / "shallow")
    scored = CrossEncoderReranker(tmp_path / "shallow").score(PAIRS[0].question, [PAIRS[0].passage])
    assert scored is not None and len(scored.scores) == 1
    with pytest.raises(ValueError, match="layers 3"):
        cross_encoder.load_base(tiny_base, 5, threads=1, layers=3)


def test_training_learns_which_passage_answers_which_question(tiny_base):
    """Every passage is the answer to one question and a wrong passage for another: only the pair decides."""
    model, tokenizer, stats = _train(tiny_base, 5, PAIRS, epochs=60, learning_rate=3e-3)
    assert stats.final_loss < 0.3
    for question in {p.question for p in PAIRS}:
        texts = [p.passage for p in PAIRS if p.question == question]
        labels = [p.label for p in PAIRS if p.question == question]
        scores = cross_encoder.relevance(model, tokenizer, question, texts, 64)
        assert scores[labels.index(1.0)] > 0.5 > scores[labels.index(0.0)], question


def test_recipe_exports_an_int8_folder_the_serving_reranker_loads(tiny_base, tmp_path):
    settings, runner = _tiny_index(tmp_path)
    out = tmp_path / "reranker"
    training = cross_encoder.TrainConfig(max_tokens=64, epochs=3, batch_size=2, learning_rate=1e-3, seed=3, threads=1,
                                         freeze_layers=0)
    options = RecipeOptions(tiny_base, out, training, serve_max_tokens=64, negatives=2, positives=1,
                            calibration_share=0.0, candidates=5)
    questions = load_benchmark_questions(TINY, "dev")
    result = run_recipe(questions, runner.index, runner.embedder, settings, options)
    assert {p.name for p in out.iterdir()} >= {"model.onnx", "tokenizer.json", "reranker.json"}
    record = json.loads((out / "reranker.json").read_text())
    assert record["max_tokens"] == 64 and record["training"]["pairs"] == result.pairs > 0
    # one flat "training" object, as before the knobs moved into TrainConfig: training's and the recipe's side by side
    assert {k: record["training"][k] for k in ("max_tokens", "epochs", "learning_rate", "seed", "freeze_layers",
                                               "serve_max_tokens", "negatives", "candidates")} == {
        "max_tokens": 64, "epochs": 3, "learning_rate": 1e-3, "seed": 3, "freeze_layers": 0,
        "serve_max_tokens": 64, "negatives": 2, "candidates": 5}
    assert not {"training", "out_dir", "base_model", "save_torch"} & set(record["training"])
    assert record["training"]["min_rank_weight"] == 2.5 and record["training"]["listwise_weight"] == 0.0
    assert record["threshold"] is None and result.calibration is None  # nothing held out

    import onnx

    graph = onnx.load(str(out / "model.onnx")).graph
    assert any(n.op_type in ("MatMulInteger", "DynamicQuantizeLinear", "QLinearMatMul") for n in graph.node)  # int8

    reranker = CrossEncoderReranker(out)
    texts = [p.passage for p in PAIRS[:2]]
    served = reranker.score(PAIRS[0].question, texts)
    assert served is not None and len(served.scores) == 2 and all(0 <= s <= 1 for s in served.scores)

    # and the retriever uses it: scores become its relevance, its best relevance the answerability
    retriever = HybridRetriever(runner.index, runner.embedder,
                                settings.model_copy(update={"reranker": "cross-encoder", "reranker_model_dir": str(out)}),
                                reranker)
    hit = retriever.retrieve("How much are the lab reports worth in the grade?", SearchFilter(doc_ids=("chem101",)))
    assert hit.passages and hit.confidence == max(p.score for p in hit.passages[:20])


def test_calibrated_threshold_decides_not_found(tiny_base, tmp_path):
    """A folder's reranker.json threshold is what the retriever applies unless ADVISOR_RERANKER_THRESHOLD is set."""
    from training.onnx_export import export_onnx, write_config

    model, tokenizer, _ = _train(tiny_base, 1, PAIRS, epochs=2)
    out = tmp_path / "m"
    export_onnx(model, tokenizer, out)
    settings, runner = _tiny_index(tmp_path)
    question, scope = "How much are the lab reports worth in the grade?", SearchFilter(doc_ids=("chem101",))
    for threshold, found in ((0.0, True), (1.0, False)):
        write_config(out, {"threshold": threshold, "max_tokens": 64})
        reranker = CrossEncoderReranker(out)
        assert reranker.threshold == threshold
        retriever = HybridRetriever(runner.index, runner.embedder, settings.model_copy(
            update={"reranker": "cross-encoder", "reranker_model_dir": str(out)}), reranker)
        assert retriever.retrieve(question, scope).found is found
    explicit = HybridRetriever(runner.index, runner.embedder, settings.model_copy(
        update={"reranker": "cross-encoder", "reranker_model_dir": str(out), "reranker_threshold": 0.0}), reranker)
    assert explicit.retrieve(question, scope).found  # the setting wins over the folder's 1.0

    from core.retrieval.hybrid import reranker_candidates

    write_config(out, {"threshold": 0.5, "max_tokens": 64, "candidates": 3})
    calibrated = CrossEncoderReranker(out)
    assert reranker_candidates(settings, calibrated) == 3  # the count the threshold was fitted at
    assert reranker_candidates(settings.model_copy(update={"reranker_candidates": 7}), calibrated) == 7
    write_config(out, {"threshold": 1.5})
    from core.retrieval.reranking import RerankerError

    with pytest.raises(RerankerError, match="reranker.json"):
        CrossEncoderReranker(out)


def test_exported_model_scores_like_the_torch_model(tiny_base, tmp_path):
    from training.onnx_export import export_onnx

    model, tokenizer, _ = _train(tiny_base, 2, PAIRS, epochs=4)
    question, texts = PAIRS[0].question, [p.passage for p in PAIRS]
    expected = cross_encoder.relevance(model, tokenizer, question, texts, 64)
    export_onnx(model, tokenizer, tmp_path / "fp32", quantise=False)
    export_onnx(model, tokenizer, tmp_path / "int8")
    fp32 = CrossEncoderReranker(tmp_path / "fp32", max_tokens=64).score(question, texts)
    int8 = CrossEncoderReranker(tmp_path / "int8", max_tokens=64).score(question, texts)
    assert fp32 is not None and int8 is not None
    assert fp32.scores == pytest.approx(expected, abs=1e-4)  # same graph, same tokenisation
    assert int8.scores == pytest.approx(expected, abs=0.05)  # int8 weights: close, not equal
    assert (tmp_path / "int8" / "model.onnx").stat().st_size < (tmp_path / "fp32" / "model.onnx").stat().st_size


def test_export_traces_eager_attention_and_gives_the_model_back_its_own(tiny_base, tmp_path, monkeypatch):
    """SDPA attention traces into a graph onnxruntime runs about a quarter slower; the export must trace the
    eager one and leave the torch model as it was (training and `relevance` keep their implementation)."""
    from training import onnx_export

    model, tokenizer = cross_encoder.load_base(tiny_base, 2, threads=1)
    model.encoder.set_attn_implementation("sdpa")
    traced: list[str] = []
    real_export = torch.onnx.export

    def spy(module, *args, **kwargs):
        traced.append(module.encoder.config._attn_implementation)
        return real_export(module, *args, **kwargs)

    monkeypatch.setattr(torch.onnx, "export", spy)
    onnx_export.export_onnx(model, tokenizer, tmp_path / "out", quantise=False)
    assert traced == ["eager"]
    assert model.encoder.config._attn_implementation == "sdpa"
    question, texts = PAIRS[0].question, [p.passage for p in PAIRS]
    served = CrossEncoderReranker(tmp_path / "out", max_tokens=64).score(question, texts)
    assert served is not None
    assert served.scores == pytest.approx(cross_encoder.relevance(model, tokenizer, question, texts, 64), abs=1e-4)


def test_train_reranker_options_default_to_the_recipe_and_training_defaults():
    """`advisor train-reranker`'s typer defaults repeat TrainConfig's and RecipeOptions' (the CLI cannot import
    training/ when it loads, torch being optional): this keeps the three in step."""
    import dataclasses
    import inspect

    from bots.cli.train_cmd import train_reranker_command

    cli = {name: p.default.default for name, p in inspect.signature(train_reranker_command).parameters.items()}
    defaults = {f.name: f.default for cls in (cross_encoder.TrainConfig, RecipeOptions) for f in dataclasses.fields(cls)
                if f.default is not dataclasses.MISSING}
    shared = set(cli) & set(defaults)
    assert shared >= {"max_tokens", "epochs", "batch_size", "learning_rate", "seed", "threads", "freeze_layers",
                      "serve_max_tokens", "negatives", "positives", "calibration_share", "candidates"}
    assert {k: cli[k] for k in shared} == {k: defaults[k] for k in shared}


def test_calibration_keeps_the_prior_strength_that_cross_validates_best_on_the_held_out_questions(tiny_base, tmp_path):
    """``calibrate`` with question priors: one answerability model per L2 strength, the best held-out
    cross-validation kept (its figures recorded per strength); the folder then serves it."""
    from core.knowledge.embeddings import MiniLMEmbedder
    from training.calibration import PRIOR_L2
    from training.mining import MinedQuestion
    from training.onnx_export import export_onnx, write_config
    from training.pairs import TrainingQuestion
    from training.recipe import RecipeOptions, calibrate, question_prior

    model, tokenizer, _ = _train(tiny_base, 1, PAIRS)
    out = tmp_path / "m"
    export_onnx(model, tokenizer, out)
    answered = ["How much is the {} lab report worth?", "When is the {} midterm exam?",
                "What percentage of the grade is the {} project?", "Where are the {} office hours held?"]
    unanswered = ["Will the {} class move online next year?", "Can I get a parking pass for the {} building?",
                  "Is there free pizza at the {} seminar?", "Who designed the {} course website?"]

    def questions(subjects):
        return ([TrainingQuestion(t.format(s), True, spans=("x",)) for t in answered for s in subjects]
                + [TrainingQuestion(t.format(s), False) for t in unanswered for s in subjects])

    embedder = MiniLMEmbedder()
    options = RecipeOptions(tiny_base, out, None)  # type: ignore[arg-type]
    priors = question_prior(questions(["chemistry", "history", "biology", "physics", "economics", "statistics"]),
                            embedder, options)
    held_out = [MinedQuestion(q, (PAIRS[0].passage, PAIRS[2].passage), (q.answerable, False), 0.4)
                for q in questions(["algebra", "music", "geology"])]
    calibration, _check, fields = calibrate(out, held_out, 64, priors=priors, embedder=embedder)
    assert calibration is not None and calibration.questions == 24
    prior = fields["question_prior"]
    by_l2 = prior["held_out_cv_by_l2"]
    assert set(by_l2) == {str(l2) for l2 in PRIOR_L2}
    assert by_l2[str(prior["l2"])] == max(by_l2.values()) == fields["answerability"]["with_question_prior"][
        "cv_balanced_accuracy"]
    assert prior["embedder"] == embedder.model_id and len(prior["weights"]) == 384
    write_config(out, {**fields, "threshold": calibration.threshold, "max_tokens": 64})
    served = CrossEncoderReranker(out).policy
    assert served.prior is not None and served.answerability_with_prior is not None
    _, no_prior_fields = calibrate(out, held_out, 64)[1:]
    assert "question_prior" not in no_prior_fields and "with_question_prior" not in no_prior_fields["answerability"]


def test_train_reranker_from_docs_without_a_docs_folder_says_so_in_one_line(tiny_base, tmp_path, monkeypatch):
    import shutil

    from typer.testing import CliRunner

    from bots.cli.main import app

    bench = tmp_path / "bench"
    shutil.copytree(TINY, bench, ignore=shutil.ignore_patterns("docs"))
    monkeypatch.setenv("ADVISOR_DATA_DIR", str(tmp_path / "data"))
    result = CliRunner().invoke(app, ["train-reranker", str(bench), "--split", "dev", "--from-docs",
                                      "--base-model", str(tiny_base), "--out", str(tmp_path / "model")])
    assert result.exit_code == 1, result.output
    assert "has no docs/ folder" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "model").exists()


def test_listwise_batches_keep_each_question_whole_and_cover_every_pair_once():
    """--listwise-weight: a question's pairs share a batch, so its evidence meets its own negatives; every
    pair is trained once per epoch, and the order is the seed's."""
    pairs = [Pair(f"question {i % 5}", f"passage {i}", float(i < 5), f"g{i % 5}") for i in range(20)]  # 4 pairs each
    config = cross_encoder.TrainConfig(batch_size=6, seed=5, listwise_weight=1.0)
    batches = cross_encoder._batches(pairs, config, torch.Generator().manual_seed(5))
    assert sorted(id(p) for b in batches for p in b) == sorted(id(p) for p in pairs)
    assert [len(b) for b in batches] == [8, 8, 4]  # whole questions, a batch closed once it holds 6 or more
    for batch in batches:
        ids = {id(p) for p in batch}
        for p in batch:
            assert all(id(q) in ids for q in pairs if q.group == p.group)
    same = cross_encoder._batches(pairs, config, torch.Generator().manual_seed(5))
    assert [[id(p) for p in b] for b in same] == [[id(p) for p in b] for b in batches]
    orders = {tuple(b[0].group for b in cross_encoder._batches(pairs, config, torch.Generator().manual_seed(s)))
              for s in range(6)}
    assert len(orders) > 1  # the question order follows the seed
    pointwise = cross_encoder._batches(pairs, cross_encoder.TrainConfig(batch_size=6, seed=5),
                                       torch.Generator().manual_seed(5))
    assert [len(b) for b in pointwise] == [6, 6, 6, 2]  # without the term: a plain permutation, as before


def test_listwise_loss_is_each_positives_softmax_loss_against_its_own_questions_negatives():
    batch = [Pair("q1", "a", 1.0, "g1"), Pair("q1", "b", 0.0, "g1"), Pair("q1", "c", 0.0, "g1"),
             Pair("q2", "d", 1.0, "g2"), Pair("q2", "e", 0.0, "g2"),
             Pair("q3", "f", 0.0, "g3"),  # unanswerable: no positive, nothing to compare
             Pair("q4", "g", 1.0, "g4")]  # no negative: nothing to compare
    logits = torch.tensor([2.0, 1.0, 0.0, -1.0, 3.0, 5.0, -4.0])
    expected = (-torch.log_softmax(torch.tensor([2.0, 1.0, 0.0]), 0)[0]
                - torch.log_softmax(torch.tensor([-1.0, 3.0]), 0)[0]) / 2
    assert torch.isclose(cross_encoder.listwise_loss(logits, batch), expected)
    # raising a negative of another question changes nothing; raising its own negative raises the loss
    assert torch.isclose(cross_encoder.listwise_loss(logits + torch.tensor([0, 0, 0, 0, 0, 9.0, 0]), batch), expected)
    assert cross_encoder.listwise_loss(logits + torch.tensor([0, 4.0, 0, 0, 0, 0, 0]), batch) > expected
    lone = [Pair("q3", "f", 0.0, "g3")]
    assert float(cross_encoder.listwise_loss(torch.tensor([1.0]), lone)) == 0.0


def test_training_with_the_listwise_term_learns_and_stays_deterministic(tiny_base):
    def run(seed: int):
        model, tokenizer = cross_encoder.load_base(tiny_base, seed, threads=1)
        config = cross_encoder.TrainConfig(max_tokens=64, epochs=60, batch_size=2, learning_rate=3e-3, seed=seed,
                                           threads=1, freeze_layers=0, listwise_weight=1.0)
        return model, tokenizer, cross_encoder.train(model, tokenizer, PAIRS, config)

    model, tokenizer, stats = run(5)
    assert stats.steps == 60 * 3  # three questions of two pairs: one question per batch of two
    for question in {p.question for p in PAIRS}:
        texts = [p.passage for p in PAIRS if p.question == question]
        labels = [p.label for p in PAIRS if p.question == question]
        scores = cross_encoder.relevance(model, tokenizer, question, texts, 64)
        assert scores[labels.index(1.0)] > 0.5 > scores[labels.index(0.0)], question
    again, _tok, _ = run(5)
    for name, tensor in model.state_dict().items():
        assert torch.equal(tensor, again.state_dict()[name]), name


def test_calibrate_only_refits_the_policy_under_the_floor_it_is_given(tiny_base, tmp_path):
    """`--calibrate-only`: the same held-out questions, the weights untouched, the order's rank weight re-fitted
    under the new floor and the floor recorded beside the training knobs."""
    from training.recipe import recalibrate

    settings, runner = _tiny_index(tmp_path)
    out = tmp_path / "reranker"
    training = cross_encoder.TrainConfig(max_tokens=64, epochs=2, batch_size=2, learning_rate=1e-3, seed=3, threads=1,
                                         freeze_layers=0)
    options = RecipeOptions(tiny_base, out, training, serve_max_tokens=64, negatives=2, positives=1,
                            calibration_share=0.5, candidates=5, min_rank_weight=0.0, question_prior=False)
    questions = load_benchmark_questions(TINY, "dev")
    run_recipe(questions, runner.index, runner.embedder, settings, options)
    before = json.loads((out / "reranker.json").read_text())
    weights = (out / "model.onnx").read_bytes()
    assert before["training"]["min_rank_weight"] == 0.0 and before["held_out_ranking"] is not None
    from dataclasses import replace

    recalibrate(questions, runner.index, runner.embedder, settings, replace(options, min_rank_weight=4.0))
    after = json.loads((out / "reranker.json").read_text())
    assert (out / "model.onnx").read_bytes() == weights
    assert after["rank_weight"] == 4.0 and after["training"]["min_rank_weight"] == 4.0
    assert after["held_out_ranking"]["first_stage_mrr"] == before["held_out_ranking"]["first_stage_mrr"]
    assert CrossEncoderReranker(out).policy.rank_weight == 4.0
