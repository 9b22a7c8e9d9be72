"""The optional re-ranking step: an LLM grading passages through the real openai client (scripted model
server), and a cross-encoder run through onnxruntime — here a tiny ONNX graph built in the test, a
stand-in for the model only, since no cross-encoder can be downloaded on these machines."""

from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path

import pytest

from core.knowledge.documents import SourceDocument
from core.knowledge.index.base import SearchFilter
from core.retrieval.reranking import CrossEncoderReranker, RerankerError, build_reranker
from core.retrieval.hybrid import HybridRetriever
from core.foundation.settings import Settings
from tests.llm_server import Reply, ScriptedLLM, say

DOCS = [
    SourceDocument(id="transcripts", title="Ordering a transcript", url="https://kb.example.edu/transcripts", version="3",
                   last_updated=datetime(2025, 1, 10),
                   body="# Transcripts\n\nOrder an official transcript in the student portal. Printed copies cost "
                        "10 dollars and are mailed within five business days."),
    SourceDocument(id="parking", title="Parking permits", url="https://kb.example.edu/parking", version="2",
                   last_updated=datetime(2024, 8, 20),
                   body="# Student parking\n\nA semester parking permit costs 180 dollars and is valid in lots C and D."),
    SourceDocument(id="library", title="Library cards", url="https://kb.example.edu/library", version="1",
                   last_updated=datetime(2024, 9, 1),
                   body="# Library\n\nYour student card is your library card. Replacement cards cost 15 dollars."),
]
QUESTION = "How much does a printed transcript cost?"


@pytest.fixture(scope="module")
def kb_dir(tmp_path_factory):
    from bots.runtime import AdvisorRuntime

    data_dir = tmp_path_factory.mktemp("rerank") / "data"
    AdvisorRuntime(Settings(_env_file=None, data_dir=data_dir)).knowledge_base.upsert(DOCS)
    return data_dir


def _retriever(kb_dir: Path, **overrides) -> HybridRetriever:
    from bots.runtime import AdvisorRuntime

    return AdvisorRuntime(Settings(_env_file=None, data_dir=kb_dir, **overrides)).retriever


def _llm_settings(llm: ScriptedLLM, **overrides) -> dict:
    return {"reranker": "llm", "llm_base_url": llm.url, "llm_model": "scripted-model", **overrides}


def grade_by(word: str):
    """A scripted model that gives 3 to the passages mentioning ``word`` and 0 to the others."""

    def reply(request: dict) -> Reply:
        prompt = request["messages"][-1]["content"]
        grades = {n: (3 if word in text.lower() else 0)
                  for n, text in re.findall(r"^\[(\d+)\] (.*)$", prompt, re.M)}
        return say(json.dumps({"grades": grades}))

    return reply


def _ids(result) -> list[str]:
    return [p.chunk.doc_id for p in result.passages]


def test_llm_reranker_orders_by_the_model_grades_and_decides_answerability(kb_dir, llm):
    fused = _retriever(kb_dir).retrieve(QUESTION)
    assert _ids(fused)[0] == "transcripts"

    llm.responder = grade_by("library")  # the model, not the first stage, decides the order
    result = _retriever(kb_dir, **_llm_settings(llm)).retrieve(QUESTION)
    assert _ids(result)[0] == "library"
    assert sorted(_ids(result)) == sorted(_ids(fused))  # re-ordered, nothing lost
    assert result.passages[0].score == 1.0 and result.confidence == 1.0 and result.found
    assert "rerank" in result.timings_ms
    prompt = llm.requests[0]["messages"][-1]["content"]
    assert QUESTION in prompt and "Printed copies cost 10 dollars" in prompt


def test_llm_reranker_grading_everything_irrelevant_means_not_found(kb_dir, llm):
    llm.responder = grade_by("no passage mentions this")
    result = _retriever(kb_dir, **_llm_settings(llm)).retrieve(QUESTION)
    assert result.confidence == 0.0
    assert not result.found


def test_llm_reranker_only_scores_the_configured_number_of_candidates(kb_dir, llm):
    llm.responder = grade_by("parking")
    result = _retriever(kb_dir, **_llm_settings(llm, reranker_candidates=2)).retrieve(QUESTION)
    prompt = llm.requests[0]["messages"][-1]["content"]
    assert "[1] " in prompt and "[2] " in prompt and "[3] " not in prompt
    fused = _ids(_retriever(kb_dir).retrieve(QUESTION))
    assert _ids(result)[2:] == fused[2:]  # the tail keeps its fused order


@pytest.mark.parametrize("reply", [say("I think passage 2 is best."), Reply(status=500),
                                   Reply(content='{"grades": {"1": 3}}', delay_s=3.0)],
                         ids=["no-json", "http-500", "timeout"])
def test_a_failing_llm_reranker_keeps_the_fused_order_and_answerability(kb_dir, llm, reply):
    plain = _retriever(kb_dir).retrieve(QUESTION)
    llm.responder = reply
    result = _retriever(kb_dir, **_llm_settings(llm, reranker_timeout_s=1.0)).retrieve(QUESTION)
    assert _ids(result) == _ids(plain)
    assert result.confidence == pytest.approx(plain.confidence)
    assert result.found == plain.found
    assert "rerank" in result.timings_ms and llm.requests


def _tiny_cross_encoder(folder: Path, favourite_word: str) -> Path:
    """An ONNX graph with a cross-encoder's interface: logit = 4·(count of one token in the pair) − 2."""
    import onnx
    from onnx import TensorProto, helper
    from tokenizers import Tokenizer

    tokenizer_src = Path(__file__).resolve().parents[1] / "core" / "knowledge" / "assets" / "minilm" / "tokenizer.json"
    token_id = Tokenizer.from_file(str(tokenizer_src)).token_to_id(favourite_word)
    assert token_id is not None
    nodes = [
        helper.make_node("Constant", [], ["tid"], value=helper.make_tensor("tid", TensorProto.INT64, [], [token_id])),
        helper.make_node("Equal", ["input_ids", "tid"], ["hit"]),
        helper.make_node("Cast", ["hit"], ["hitf"], to=TensorProto.FLOAT),
        helper.make_node("Cast", ["attention_mask"], ["maskf"], to=TensorProto.FLOAT),
        helper.make_node("Mul", ["hitf", "maskf"], ["counted"]),
        helper.make_node("ReduceSum", ["counted"], ["count"], axes=[1], keepdims=1),
        helper.make_node("Constant", [], ["four"], value=helper.make_tensor("four", TensorProto.FLOAT, [], [4.0])),
        helper.make_node("Constant", [], ["two"], value=helper.make_tensor("two", TensorProto.FLOAT, [], [2.0])),
        helper.make_node("Mul", ["count", "four"], ["scaled"]),
        helper.make_node("Sub", ["scaled", "two"], ["logits"]),
    ]
    inputs = [helper.make_tensor_value_info(name, TensorProto.INT64, ["batch", "tokens"])
              for name in ("input_ids", "attention_mask", "token_type_ids")]
    graph = helper.make_graph(nodes, "tiny_cross_encoder", inputs,
                              [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", 1])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 11)])
    model.ir_version = 7
    folder.mkdir(parents=True, exist_ok=True)
    onnx.save(model, str(folder / "model.onnx"))
    (folder / "tokenizer.json").write_bytes(tokenizer_src.read_bytes())
    return folder


def test_cross_encoder_reranker_scores_pairs_with_onnxruntime(kb_dir, tmp_path):
    model_dir = _tiny_cross_encoder(tmp_path / "ce", "parking")
    scores = CrossEncoderReranker(model_dir).score("where do I park", ["no match here", "parking permit, parking lot"])
    assert scores is not None and len(scores.scores) == 2
    assert scores.scores[0] == pytest.approx(1 / (1 + 2.718281828 ** 2), rel=1e-4)  # sigmoid(−2)
    assert scores.scores[1] == pytest.approx(1 / (1 + 2.718281828 ** -6), rel=1e-4)  # two hits: sigmoid(6)

    result = _retriever(kb_dir, reranker="cross-encoder", reranker_model_dir=str(model_dir)).retrieve(QUESTION)
    assert _ids(result)[0] == "parking"
    assert result.found  # its best relevance, sigmoid(2), is over reranker_threshold
    scoped = _retriever(kb_dir, reranker="cross-encoder", reranker_model_dir=str(model_dir)).retrieve(
        QUESTION, SearchFilter(doc_ids=("transcripts",)))
    assert _ids(scoped) == ["transcripts"] and not scoped.found  # sigmoid(−2) < 0.5: the answer is not here


def test_a_cross_encoder_that_orders_worse_only_judges_answerability(kb_dir, tmp_path):
    """reranker.json "reorder": false (written by `advisor train-reranker` when the model ordered its held-out
    questions worse than the retriever): the first-stage order stands, the model's best relevance decides."""
    plain = _retriever(kb_dir).retrieve(QUESTION)
    model_dir = _tiny_cross_encoder(tmp_path / "ce-judge", "parking")
    (model_dir / "reranker.json").write_text(json.dumps({"reorder": False, "threshold": 0.5}), encoding="utf-8")
    judged = _retriever(kb_dir, reranker="cross-encoder", reranker_model_dir=str(model_dir)).retrieve(QUESTION)
    assert _ids(judged) == _ids(plain) and _ids(judged)[0] == "transcripts"
    assert [p.score for p in judged.passages] == [p.score for p in plain.passages]
    assert judged.found and judged.confidence > 0.5  # the parking passage: at least sigmoid(2)
    reordering = _retriever(kb_dir, reranker="cross-encoder", reranker_model_dir=str(model_dir),
                            reranker_reorder=True).retrieve(QUESTION)
    assert _ids(reordering)[0] == "parking"  # the setting wins over the file
    scoped = _retriever(kb_dir, reranker="cross-encoder", reranker_model_dir=str(model_dir)).retrieve(
        QUESTION, SearchFilter(doc_ids=("transcripts",)))
    assert _ids(scoped) == ["transcripts"] and not scoped.found  # sigmoid(−2): the judge says not here
    (model_dir / "reranker.json").write_text(json.dumps({"reorder": "no"}), encoding="utf-8")
    with pytest.raises(RerankerError, match="reorder"):
        CrossEncoderReranker(model_dir)


def test_a_windowed_cross_encoder_reads_only_the_window_sharing_most_words_with_the_question(tmp_path):
    """reranker.json "window_chars": each passage is cut to its best window before it is read, so a word
    outside that window no longer counts; an explicit 0 reads whole passages whatever the file says."""
    model_dir = _tiny_cross_encoder(tmp_path / "ce-window", "parking")
    filler = " ".join(["lorem"] * 60)
    passage = f"parking fees are listed elsewhere. {filler} {filler} the transcript office opens at nine."
    question = "when does the transcript office open"
    whole = CrossEncoderReranker(model_dir).score(question, [passage])
    assert whole is not None and whole.logits[0] == pytest.approx(2.0)  # one "parking" in the chunk: 4·1 − 2
    (model_dir / "reranker.json").write_text(json.dumps({"window_chars": 200}), encoding="utf-8")
    windowed = CrossEncoderReranker(model_dir)
    assert windowed.window_chars == 200
    scored = windowed.score(question, [passage, "parking permit office"])
    assert scored is not None and scored.logits[0] == pytest.approx(-2.0)  # its window is the transcript one
    assert scored.logits[1] == pytest.approx(2.0)  # a passage shorter than the window is read whole
    assert CrossEncoderReranker(model_dir, window_chars=0).score(question, [passage]).logits[0] == pytest.approx(2.0)
    (model_dir / "reranker.json").write_text(json.dumps({"window_chars": 5}), encoding="utf-8")
    with pytest.raises(RerankerError, match="window_chars"):
        CrossEncoderReranker(model_dir)


def test_reranker_misconfiguration_is_one_clear_error(tmp_path):
    with pytest.raises(ValueError, match="(?i)reranker_model_dir"):
        Settings(_env_file=None, data_dir=tmp_path, reranker="cross-encoder")
    with pytest.raises(ValueError, match="LLM endpoint"):
        Settings(_env_file=None, data_dir=tmp_path, reranker="llm")
    empty = tmp_path / "empty-model"
    empty.mkdir()
    with pytest.raises(RerankerError, match="model.onnx"):
        build_reranker(Settings(_env_file=None, data_dir=tmp_path, reranker="cross-encoder",
                                reranker_model_dir=str(empty)))
    assert build_reranker(Settings(_env_file=None, data_dir=tmp_path)) is None


def test_cli_refuses_to_start_with_a_reranker_model_it_cannot_load(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from bots.cli.main import app

    empty = tmp_path / "no-model"
    empty.mkdir()
    monkeypatch.setenv("ADVISOR_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ADVISOR_RERANKER", "cross-encoder")
    monkeypatch.setenv("ADVISOR_RERANKER_MODEL_DIR", str(empty))
    for args in (["ask", "How do I buy a parking permit?"], ["serve"]):
        result = CliRunner().invoke(app, args)
        assert result.exit_code == 1, result.output
        assert "has no model.onnx" in result.output


def test_a_trained_policy_keeps_part_of_the_first_stage_order_and_judges_answerability(kb_dir, tmp_path):
    """reranker.json "rank_weight" and "answerability" (fitted by `advisor train-reranker` on its held-out
    questions): the order is logit − rank_weight·ln(1 + first-stage rank), and answerability is the logistic
    model over the top logits and the first stage's own score, not the best relevance."""
    plain = _retriever(kb_dir).retrieve(QUESTION)
    assert _ids(plain)[0] == "transcripts"
    model_dir = _tiny_cross_encoder(tmp_path / "ce-policy", "parking")

    def run(config: dict):
        (model_dir / "reranker.json").write_text(json.dumps(config), encoding="utf-8")
        return _retriever(kb_dir, reranker="cross-encoder", reranker_model_dir=str(model_dir)).retrieve(QUESTION)

    assert _ids(run({"rank_weight": 0.0}))[0] == "parking"  # the re-ranker alone: 6 vs −2
    # parking's logit lead (at most 8) is smaller than 20·ln 2: the retriever's first passage stays first
    assert _ids(run({"rank_weight": 20.0}))[0] == "transcripts"
    refuses = run({"threshold": 0.5, "answerability": {"relevance": 0.0, "first_stage": 0.0, "bias": -4.0}})
    assert not refuses.found and refuses.confidence == pytest.approx(1 / (1 + 2.718281828 ** 4), rel=1e-4)
    answers = run({"threshold": 0.5, "answerability": {"relevance": 1.0, "first_stage": 0.0, "bias": 0.0, "top_n": 1}})
    assert answers.found and answers.confidence > 0.99  # the best logit (≥ 6) alone
    (model_dir / "reranker.json").write_text(json.dumps({"answerability": {"relevance": 1.0}}), encoding="utf-8")
    with pytest.raises(RerankerError, match="reranker.json"):
        CrossEncoderReranker(model_dir)


def test_a_question_prior_weighs_in_only_for_vectors_of_its_own_embedder(kb_dir, tmp_path):
    """reranker.json "question_prior" and "answerability.with_question_prior": the retriever's query vector
    (MiniLM here) is scored by the prior, and the model with the prior's weight decides; a prior fitted on
    another embedder, or on vectors of another length, is ignored and the model without it decides."""
    from core.knowledge.embeddings import MiniLMEmbedder

    model_dir = _tiny_cross_encoder(tmp_path / "ce-prior", "parking")
    # the prior: "questions like this go unanswered" whatever the vector (zero weights, bias −10)
    prior = {"embedder": MiniLMEmbedder.model_id, "weights": [0.0] * MiniLMEmbedder.dimension, "bias": -10.0}
    answerability = {"relevance": 0.0, "first_stage": 0.0, "bias": 4.0, "top_n": 1,
                     "with_question_prior": {"relevance": 0.0, "first_stage": 0.0, "question_prior": 1.0, "bias": 0.0}}

    def run(config: dict):
        (model_dir / "reranker.json").write_text(json.dumps(config), encoding="utf-8")
        return _retriever(kb_dir, reranker="cross-encoder", reranker_model_dir=str(model_dir)).retrieve(QUESTION)

    with_prior = run({"threshold": 0.5, "answerability": answerability, "question_prior": prior})
    assert not with_prior.found and with_prior.confidence == pytest.approx(1 / (1 + 2.718281828 ** 10), rel=1e-4)
    assert _ids(with_prior)[0] == "parking"  # the prior judges answerability only, never the order
    other = run({"threshold": 0.5, "answerability": answerability, "question_prior": {**prior, "embedder": "openai:x"}})
    assert other.found and other.confidence == pytest.approx(1 / (1 + 2.718281828 ** -4), rel=1e-4)
    short = run({"threshold": 0.5, "answerability": answerability, "question_prior": {**prior, "weights": [0.0] * 8}})
    assert short.found  # another length: not this embedder's vectors
    plain = {k: v for k, v in answerability.items() if k != "with_question_prior"}
    alone = run({"threshold": 0.5, "answerability": plain})  # a file from before the prior: the model without it
    assert alone.found
    (model_dir / "reranker.json").write_text(json.dumps(
        {"answerability": answerability, "question_prior": {**prior, "bias": "NaN"}}), encoding="utf-8")
    with pytest.raises(RerankerError, match="reranker.json"):
        CrossEncoderReranker(model_dir)
    # half a prior (weights for it in the answerability model, no prior to give them a logit) is one clear error
    (model_dir / "reranker.json").write_text(json.dumps({"answerability": answerability}), encoding="utf-8")
    with pytest.raises(RerankerError, match="come together"):
        CrossEncoderReranker(model_dir)
