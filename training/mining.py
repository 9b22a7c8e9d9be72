"""Candidates for each training question from the project's own hybrid retriever, labelled by the question.

The negatives a re-ranker must learn to push down are the ones the first stage ranks high, so every
question is run through ``HybridRetriever`` (configured fusion + learned order, no re-ranker) over the same
documents, inside its scope; the retrieved chunks it does not count as relevant become its hard negatives.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from core.knowledge.embeddings import Embedder
from core.knowledge.index.base import ChunkIndex, SearchFilter
from core.foundation.settings import Settings
from core.retrieval.hybrid import HybridRetriever
from core.retrieval.passage_windows import best_window, text_windows
from training.pairs import TrainingQuestion


@dataclass(frozen=True)
class MinedQuestion:
    question: TrainingQuestion
    texts: tuple[str, ...]  # retrieved chunk texts, first-stage order
    relevant: tuple[bool, ...]
    confidence: float = 0.0  # the first stage's own answerability score for the question


@dataclass(frozen=True)
class Pair:
    question: str
    passage: str
    label: float  # 1 = the passage holds the answer, 0 = it does not
    group: str = ""  # which mined question it came from (two with the same text are two): a listwise loss compares within it


def mine_candidates(questions: Sequence[TrainingQuestion], index: ChunkIndex, embedder: Embedder,
                    settings: Settings, depth: int,
                    progress: Callable[[int, int], None] | None = None) -> list[MinedQuestion]:
    """The first ``depth`` chunks the retriever (without any re-ranker) returns for each question."""
    # the chunks a serving re-ranker scores: before any expansion, merge or packing for the reader
    first_stage = settings.model_copy(update={"reranker": "none", "neighbour_expansion": 0, "passage_merge": False,
                                              "context_budget_chars": 0})
    retriever = HybridRetriever(index, embedder, first_stage)
    out: list[MinedQuestion] = []
    for i, q in enumerate(questions):
        flt = SearchFilter(doc_ids=(q.scope,)) if q.scope else SearchFilter()
        result = retriever.retrieve(q.text, flt, top_k=depth)
        passages = result.passages[:depth]
        out.append(MinedQuestion(q, tuple(p.chunk.text for p in passages),
                                 tuple(q.is_relevant(p.chunk.text, p.chunk.url) for p in passages),
                                 result.confidence))
        if progress:
            progress(i + 1, len(questions))
    return out


def training_pairs(mined: Sequence[MinedQuestion], negatives: int, positives: int, seed: int,
                   window_chars: int | None = None, best_negative_windows: bool = False) -> list[Pair]:
    """Per question: up to ``positives`` relevant chunks (best-ranked first) and ``negatives`` irrelevant
    ones — all but one the hardest (highest-ranked), the last drawn at random from the rest so the model
    also sees ordinary misses. An answerable question none of whose candidates is relevant is skipped: its
    "negatives" may hold the answer in words the spans do not match. Shuffled with ``seed``.

    With ``window_chars``, each passage is cut to a window of that many characters — for a relevant chunk
    the window holding its evidence, for an irrelevant one a window drawn with ``seed`` — so training can run
    at a shorter sequence length (cheaper) without teaching the model that a truncated chunk whose answer
    was cut off is relevant. With ``best_negative_windows`` an irrelevant chunk's window is the one sharing
    most words with the question instead (``passage_windows.best_window``): the window a re-ranker serving on
    windows will read of it, and the hardest to tell from the evidence."""
    rng = random.Random(seed)
    pairs: list[Pair] = []
    for n, m in enumerate(mined):
        pos = [t for t, r in zip(m.texts, m.relevant, strict=True) if r][:positives]
        neg = [t for t, r in zip(m.texts, m.relevant, strict=True) if not r]
        if m.question.answerable and not pos:
            continue
        hard = neg[: max(negatives - 1, 0)] if negatives > 1 else []
        rest = neg[len(hard):]
        picked = hard + ([rng.choice(rest)] if rest and negatives > 0 else [])
        if window_chars:
            pos = [m.question.evidence_window(t, window_chars) or t for t in pos]
            picked = [best_window(m.question.text, t, window_chars) if best_negative_windows
                      else rng.choice(text_windows(t, window_chars)) for t in picked]
        group = str(n)
        pairs += [Pair(m.question.text, t, 1.0, group) for t in pos] + [Pair(m.question.text, t, 0.0, group) for t in picked]
    rng.shuffle(pairs)
    return pairs


def limit_pairs(pairs: Sequence[Pair], max_pairs: int | None) -> list[Pair]:
    """The first ``max_pairs`` (pairs are already shuffled), to fit a time budget."""
    return list(pairs if max_pairs is None else pairs[:max_pairs])


def with_depth(mined: Sequence[MinedQuestion], depth: int) -> list[MinedQuestion]:
    """Each question's candidates cut to the re-ranker's candidate count (what it will score when serving)."""
    return [replace(m, texts=m.texts[:depth], relevant=m.relevant[:depth]) for m in mined]
