"""Training questions for the cross-encoder, from a benchmark split or from the deployment's own history.

A training question says which passages are relevant without naming chunks, so the same question can be
matched against whatever chunks the retriever returns (``mining``): a chunk is relevant when it covers one of
the question's evidence ``spans`` (normalised substring, the benchmark README's rule) or comes from one of its
cited ``urls`` (the page, without ``#fragment``). An unanswerable question has neither: every passage the
retriever finds for it is a "nothing here is relevant" example.

Two labelling changes were measured and not kept (docs/evaluation.md, issue 22, session 44): reading spans
HTML-unescaped (SyllabusQA stored "&lt;PHONE&gt;" for the "<PHONE>" its documents hold, so such a span matches
no chunk), and counting a chunk that holds most of a long span's word 3-grams (a span the annotator reworded)
as relevant. Each moved the recipe's figures by about as much as any change of its training pairs does, and
its held-out-like evidence recall down (−0.011 and −0.006).

Question file (``advisor export-pairs`` writes it; JSONL, one question per line):
``{"question": str, "answerable": bool = true, "spans": [str], "urls": [str], "scope": str | null,
"source": str}``. An answerable question needs at least one span or URL.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from core.evaluation.datasets import DatasetError, load_dataset
from core.evaluation.metrics import normalise
from core.retrieval.passage_windows import text_windows


class PairsError(ValueError):
    """A question source cannot be read: a missing file or split, or a line that is not a valid question."""


@dataclass(frozen=True)
class TrainingQuestion:
    text: str
    answerable: bool
    spans: tuple[str, ...] = ()
    urls: tuple[str, ...] = ()
    scope: str | None = None  # a document id: retrieve inside it only (a course channel scoped to its syllabus)
    source: str = ""
    _spans_normalised: tuple[str, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_spans_normalised", tuple(s for s in (normalise(x) for x in self.spans) if s))

    @property
    def group(self) -> str:
        """What the calibration hold-out is drawn by: the scope document (so held-out questions ask about
        documents the model never trained on), else the question itself."""
        return self.scope or self.text

    @property
    def labelled(self) -> bool:
        """Whether its retrieved passages can be labelled: unanswerable, or told where its answer is."""
        return not self.answerable or bool(self.spans or self.urls)

    def is_relevant(self, chunk_text: str, url: str = "") -> bool:
        if not self.answerable:
            return False
        if url and any(_same_page(url, u) for u in self.urls):
            return True
        text = normalise(chunk_text)
        return any(s in text for s in self._spans_normalised)

    def evidence_window(self, chunk_text: str, width: int) -> str | None:
        """The first ``width``-character window (stride a third of it, cut at spaces) of a relevant chunk
        that holds a whole evidence span; None when no window does (a span longer than the window, or a
        chunk relevant by its URL)."""
        for window in text_windows(chunk_text, width):
            text = normalise(window)
            if any(s in text for s in self._spans_normalised):
                return window
        return None

    def to_json(self) -> dict:
        return {"question": self.text, "answerable": self.answerable, "spans": list(self.spans),
                "urls": list(self.urls), "scope": self.scope, "source": self.source}


def _same_page(chunk_url: str, cited: str) -> bool:
    """A cited ``…#page=3`` names that page of a PDF; a cited URL without a fragment names the whole page."""
    return chunk_url == cited if "#" in cited else chunk_url.split("#", 1)[0] == cited


def load_benchmark_questions(root: Path, split: str) -> list[TrainingQuestion]:
    """A split in the ``shared/bench`` layout: evidence spans mark the relevant passages; questions with
    ``answerable: false`` become "no passage is relevant". Answerable questions without spans are kept for
    calibrating the threshold (they are answerable) but give no training pairs (nothing says which passage
    holds their answer); questions with neither spans nor an answerable flag are skipped."""
    try:
        dataset = load_dataset(root, split)
    except DatasetError as exc:
        raise PairsError(str(exc)) from exc
    out: list[TrainingQuestion] = []
    for q in dataset.queries:
        if q.answerable is False:
            out.append(TrainingQuestion(q.text, False, scope=q.doc_id, source=f"{dataset.name}:{split}"))
        elif q.spans or q.answerable:
            out.append(TrainingQuestion(q.text, True, tuple(q.spans), scope=q.doc_id, source=f"{dataset.name}:{split}"))
    if not out:
        raise PairsError(f"{root} split '{split}' has no question with evidence spans or an answerable flag")
    return out


def load_question_file(path: Path) -> list[TrainingQuestion]:
    """The JSONL question file described in the module docstring."""
    if not path.is_file():
        raise PairsError(f"{path}: no such file")
    out: list[TrainingQuestion] = []
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise PairsError(f"{path}:{n}: not valid JSON ({exc.msg})") from exc
            out.append(_question(row, f"{path}:{n}"))
    if not out:
        raise PairsError(f"{path}: no questions")
    return out


def _question(row: object, where: str) -> TrainingQuestion:
    if not isinstance(row, dict) or not isinstance(row.get("question"), str) or not row["question"].strip():
        raise PairsError(f"{where}: needs a non-empty \"question\" string")
    answerable = row.get("answerable", True)
    spans, urls = row.get("spans") or [], row.get("urls") or []
    if not isinstance(answerable, bool):
        raise PairsError(f"{where}: \"answerable\" must be true or false")
    if not all(isinstance(x, str) for x in [*spans, *urls]):
        raise PairsError(f"{where}: \"spans\" and \"urls\" must be lists of strings")
    if answerable and not any(s.strip() for s in spans) and not any(u.strip() for u in urls):
        raise PairsError(f"{where}: an answerable question needs \"spans\" or \"urls\" saying where its answer is")
    scope = row.get("scope")
    return TrainingQuestion(row["question"].strip(), answerable, tuple(s for s in spans if s.strip()),
                            tuple(u for u in urls if u.strip()), scope if isinstance(scope, str) else None,
                            str(row.get("source") or ""))


def load_questions(source: Path, split: str = "train") -> list[TrainingQuestion]:
    """PAIRS of ``advisor train-reranker``: a benchmark folder (uses ``split``) or a question file."""
    if source.is_dir():
        return load_benchmark_questions(source, split)
    return load_question_file(source)


def write_question_file(questions: Iterable[TrainingQuestion], path: Path) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    n = 0
    with path.open("w", encoding="utf-8") as fh:
        for q in questions:
            fh.write(json.dumps(q.to_json(), ensure_ascii=False) + "\n")
            n += 1
    return n


def calibration_split(questions: Sequence[TrainingQuestion], share: float,
                      seed: int) -> tuple[list[TrainingQuestion], list[TrainingQuestion]]:
    """(train, calibration): about ``share`` of the groups (documents) held out, chosen by a seeded hash so
    the split is the same on every machine. The answerability threshold is fitted on questions about
    documents the model did not train on, as it will meet them."""
    if share <= 0:
        return list(questions), []
    groups = sorted({q.group for q in questions},
                    key=lambda g: hashlib.sha256(f"{seed}:{g}".encode()).hexdigest())
    held = set(groups[: max(1, round(len(groups) * share))]) if len(groups) > 1 else set()
    return [q for q in questions if q.group not in held], [q for q in questions if q.group in held]
