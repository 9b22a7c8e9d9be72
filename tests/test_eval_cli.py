"""`advisor eval` end to end on tests/data/tiny_bench: real chunker, MiniLM, LanceDB, retriever."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from bots.cli.main import app

TINY = Path(__file__).resolve().parent / "data" / "tiny_bench"


def _run(args: list[str]):
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output + repr(result.exception)
    return result


def test_eval_writes_the_json_contract_and_a_report(tmp_path):
    out = tmp_path / "m.json"
    report = tmp_path / "report"
    _run(["eval", str(TINY), "--split", "dev", "--json", str(out), "--report", str(report)])
    data = json.loads(out.read_text())
    assert set(data) == {"dataset", "split", "n_queries", "metrics", "latency_ms", "config"}
    assert data["dataset"] == "tiny_bench" and data["split"] == "dev" and data["n_queries"] == 6
    assert set(data["metrics"]) == {"ndcg@10", "mrr@10", "recall@100", "evidence_recall@4k", "span_hit@5",
                                    "span_mrr@10", "context_precision@5", "abstention_balanced_accuracy"}
    assert set(data["latency_ms"]) == {"p50", "p95"} and data["latency_ms"]["p95"] >= data["latency_ms"]["p50"] > 0
    # five of six queries are scoped to their own document, and the documents are tiny and distinct
    assert data["metrics"]["recall@100"] == 1.0
    assert data["metrics"]["ndcg@10"] >= 0.9
    assert data["metrics"]["evidence_recall@4k"] == 1.0
    assert data["config"]["mode"] == "hybrid" and data["config"]["index_backend"] == "lancedb"
    md = (report / "tiny_bench-dev.md").read_text()
    for mode in ("hybrid (adaptive)", "bm25", "dense", "rrf"):  # hybrid is the configured fusion
        assert f"| {mode} |" in md
    assert (report / "tiny_bench-dev.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_eval_reuses_the_cached_index_and_honours_limit_and_from_docs(tmp_path):
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    _run(["eval", str(TINY), "--split", "dev", "--json", str(first), "--mode", "bm25", "--limit", "3"])
    _run(["eval", str(TINY), "--split", "dev", "--json", str(second), "--mode", "dense", "--limit", "3"])
    a, b = json.loads(first.read_text()), json.loads(second.read_text())
    assert a["n_queries"] == b["n_queries"] == 3
    assert a["config"]["index_fingerprint"] == b["config"]["index_fingerprint"]
    assert a["config"]["index_build_s"] == b["config"]["index_build_s"]  # cached, not rebuilt
    assert "abstention_balanced_accuracy" not in a["metrics"]  # the first 3 queries are all answerable
    docs = tmp_path / "c.json"
    _run(["eval", str(TINY), "--split", "dev", "--json", str(docs), "--from-docs"])
    c = json.loads(docs.read_text())
    assert c["config"]["from_docs"] is True and c["config"]["index_fingerprint"] != a["config"]["index_fingerprint"]
    assert c["metrics"]["recall@100"] == 1.0  # document ids come from the file stems


def test_eval_rejects_bad_input_with_one_line(tmp_path):
    result = CliRunner().invoke(app, ["eval", str(TINY), "--split", "nope"])
    assert result.exit_code == 1
    assert "no split 'nope'" in " ".join(result.output.split())
    result = CliRunner().invoke(app, ["eval", str(tmp_path), "--split", "dev"])
    assert result.exit_code == 1 and "neither corpus.jsonl nor docs/" in " ".join(result.output.split())


def test_eval_with_the_llm_reranker_lets_the_model_decide_order_and_abstention(tmp_path, monkeypatch, llm):
    import re

    from tests.llm_server import say

    def grade_nothing_relevant(request: dict):
        prompt = request["messages"][-1]["content"]
        return say(json.dumps({"grades": {n: 0 for n in re.findall(r"^\[(\d+)\]", prompt, re.M)}}))

    llm.responder = grade_nothing_relevant
    monkeypatch.setenv("ADVISOR_LLM_BASE_URL", llm.url)
    out = tmp_path / "r.json"
    _run(["eval", str(TINY), "--split", "dev", "--json", str(out), "--reranker", "llm"])
    data = json.loads(out.read_text())
    assert data["config"]["reranker"] == "llm"
    # the re-ranking step is timed on its own too, and is part of each question's whole time
    lat = data["latency_ms"]
    assert set(lat) == {"p50", "p95", "rerank_p50", "rerank_p95"}
    assert 0 < lat["rerank_p50"] <= lat["rerank_p95"] and lat["rerank_p50"] <= lat["p50"] and lat["rerank_p95"] <= lat["p95"]
    assert len(llm.requests) == data["n_queries"] + 1  # one grading request per query, plus the warm-up
    # the model said nothing is relevant: every query abstains, so only the unanswerable half is right
    assert data["metrics"]["abstention_balanced_accuracy"] == 0.5
    result = CliRunner().invoke(app, ["eval", str(TINY), "--split", "dev", "--reranker", "bogus"])
    assert result.exit_code == 1 and "--reranker must be" in result.output


def test_a_from_docs_index_follows_what_the_files_read_as_not_only_their_bytes(tmp_path):
    """A change to a file reader (same files, other text) must rebuild the cached index, or the figures
    would measure the old reader."""
    from core.evaluation.datasets import load_dataset
    from core.evaluation.runner import EvalRunner
    from core.foundation.settings import Settings
    from core.knowledge.documents import SourceDocument
    from core.knowledge.index.base import SearchFilter

    def reader(suffix: str, ancestors: tuple[str, ...] = ()):
        def load(folder: Path) -> list[SourceDocument]:
            return [SourceDocument(id=p.stem, title=p.stem, url=str(p), version="1", body=p.read_text() + suffix,
                                   ancestors=list(ancestors)) for p in sorted(folder.glob("*.md"))]
        return load

    settings = Settings(data_dir=tmp_path)
    dataset = load_dataset(TINY, "dev")
    runs = []
    for suffix in ("", "", "\n\nA paragraph the new reader finds: quorvelline."):
        runner = EvalRunner(settings, dataset, from_docs=True, docs_loader=reader(suffix))
        runner.prepare_index()
        found = runner.index.keyword_search("quorvelline", 5, SearchFilter())
        runs.append((runner.fingerprint, runner.index_build_s, len(found)))
    (same_a, build_a, n_a), (same_b, build_b, n_b), (changed, _, n_c) = runs
    # a field the chunker indexes besides the text (a Markdown file's front matter: its place in the tree)
    moved = EvalRunner(settings, dataset, from_docs=True, docs_loader=reader("", ("Arts",)))
    moved.prepare_index()
    assert moved.fingerprint not in (same_a, changed)
    assert same_a == same_b and build_a == build_b and n_a == n_b == 0  # the same text: the cached index
    assert changed != same_a and n_c > 0  # the reader's new text: its own index, which holds it
