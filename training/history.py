"""Training questions from the deployment's own history (``advisor export-pairs``).

- An answer a student marked 👍 (feedback kind ``helpful``): its question, with the pages the answer cited
  as the relevant ones.
- A handoff an adviser resolved (status ``resolved``) whose ticket cites pages: the student's question, with
  those pages as the relevant ones.
Questions are student words: the export holds only the question text and the cited URLs (no user ids, no
answers, no transcripts), and it is written for training by the knowledge-base owners, not kept in the repo.
A record whose text was erased by ``advisor forget`` (empty question) is skipped.
"""

from __future__ import annotations

from core.conversation.feedback import FeedbackStore
from core.handoff.store import HandoffStore, TicketStatus
from core.knowledge.citation import Citation
from training.pairs import TrainingQuestion


def _urls(citations: list[Citation]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(c.url for c in citations if c.url))


def helpful_answers(store: FeedbackStore, limit: int = 100_000) -> list[TrainingQuestion]:
    return [TrainingQuestion(r.question.strip(), True, urls=_urls(r.citations), source="feedback:helpful")
            for r in store.list("helpful", limit=limit) if r.question.strip() and _urls(r.citations)]


def resolved_handoffs(store: HandoffStore) -> list[TrainingQuestion]:
    return [TrainingQuestion(t.question.strip(), True, urls=_urls(t.citations), source="handoff:resolved")
            for t in store.all() if t.status == TicketStatus.resolved and t.question.strip() and _urls(t.citations)]


def history_questions(feedback: FeedbackStore, handoffs: HandoffStore) -> list[TrainingQuestion]:
    """Both sources, each question once (the first occurrence wins)."""
    seen: set[str] = set()
    out: list[TrainingQuestion] = []
    for q in [*helpful_answers(feedback), *resolved_handoffs(handoffs)]:
        key = " ".join(q.text.lower().split())
        if key not in seen:
            seen.add(key)
            out.append(q)
    return out
