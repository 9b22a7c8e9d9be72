"""Benchmark datasets in the BEIR-like layout of shared/bench (corpus, queries, qrels, evidence)."""

from __future__ import annotations

import csv
import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from core.knowledge.documents import SourceDocument


class DatasetError(ValueError):
    """The dataset directory is missing a file or a line does not parse."""


@dataclass
class EvalQuery:
    id: str
    text: str
    doc_id: str | None = None  # scope: retrieve inside this document only
    answerable: bool | None = None
    qrels: dict[str, float] = field(default_factory=dict)
    spans: list[str] = field(default_factory=list)


@dataclass
class Dataset:
    name: str
    root: Path
    split: str
    queries: list[EvalQuery]

    @property
    def corpus_path(self) -> Path:
        return self.root / "corpus.jsonl"

    @property
    def docs_dir(self) -> Path:
        return self.root / "docs"

    @property
    def has_qrels(self) -> bool:
        return any(q.qrels for q in self.queries)

    @property
    def has_evidence(self) -> bool:
        return any(q.spans for q in self.queries)

    def corpus_fingerprint(self, from_docs: bool) -> str:
        """Content hash of what gets indexed (corpus file, or every file under docs/)."""
        h = hashlib.sha256()
        paths = sorted(p for p in self.docs_dir.rglob("*") if p.is_file()) if from_docs else [self.corpus_path]
        for p in paths:
            h.update(str(p.relative_to(self.root)).encode())
            h.update(p.read_bytes())
        return h.hexdigest()[:16]


def _jsonl(path: Path) -> Iterator[dict]:
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                yield json.loads(line)
            except json.JSONDecodeError as exc:
                raise DatasetError(f"{path}:{n}: not valid JSON ({exc.msg})") from exc


def load_dataset(root: Path, split: str) -> Dataset:
    root = Path(root)
    queries_path = root / "queries" / f"{split}.jsonl"
    if not (root / "corpus.jsonl").exists() and not (root / "docs").is_dir():
        raise DatasetError(f"{root} has neither corpus.jsonl nor docs/")
    if not queries_path.exists():
        available = sorted(p.stem for p in (root / "queries").glob("*.jsonl")) if (root / "queries").is_dir() else []
        raise DatasetError(f"no split '{split}' in {root} (queries/{split}.jsonl missing; available: {', '.join(available) or 'none'})")
    queries: list[EvalQuery] = []
    for row in _jsonl(queries_path):
        meta = row.get("metadata") or {}
        answerable = meta.get("answerable")
        queries.append(EvalQuery(str(row["_id"]), row["text"], meta.get("doc_id"),
                                 None if answerable is None else bool(answerable)))
    by_id = {q.id: q for q in queries}
    qrels_path = root / "qrels" / f"{split}.tsv"
    if qrels_path.exists():
        with qrels_path.open(encoding="utf-8") as fh:
            reader = csv.reader(fh, delimiter="\t")
            for n, row in enumerate(reader, 1):
                if n == 1 and row and row[0] == "query-id":
                    continue
                if len(row) < 3:
                    continue
                q = by_id.get(row[0])
                if q is not None:
                    q.qrels[row[1]] = float(row[2])
    evidence_path = root / "evidence" / f"{split}.jsonl"
    if evidence_path.exists():
        for row in _jsonl(evidence_path):
            q = by_id.get(str(row["query-id"]))
            if q is not None:
                q.spans = [s for s in row.get("spans", []) if s.strip()]
    return Dataset(root.name, root, split, queries)


def corpus_documents(dataset: Dataset) -> Iterator[SourceDocument]:
    """corpus.jsonl rows as documents (title + text; the text is treated as Markdown-ish plain text)."""
    for row in _jsonl(dataset.corpus_path):
        doc_id = str(row["_id"])
        text = row.get("text") or ""
        title = (row.get("title") or "").strip()
        yield SourceDocument(id=doc_id, title=title or doc_id, url=f"{dataset.name}:{doc_id}",
                             version=hashlib.sha256(text.encode()).hexdigest()[:12], body=text,
                             source_type="jsonl")
