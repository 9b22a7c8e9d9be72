"""The knowledge-owner digest: what students could not find (grouped by topic), which answers they disliked,
which pages carry the load (and which of those may be stale), how handoffs went, and a day-by-day series.

Built from the stores the bot already keeps (feedback, handoff tickets, change-alert subscriptions = cited
pages); never shows a student's name or id, and masks emails and long numbers in the example questions.
"""

from __future__ import annotations

import re
import statistics
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import TYPE_CHECKING

import numpy as np

from core.conversation.alert_subscriptions import AlertSubscription
from core.conversation.feedback import FeedbackRecord
from core.handoff.store import HandoffTicket
from core.retrieval.terms import content_terms

if TYPE_CHECKING:
    from core.knowledge.embeddings import Embedder

TOPIC_SIMILARITY = 0.55  # MiniLM cosine: questions this close are "the same topic"
STALE_DAYS = 365
_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.]+\b")
_NUMBER = re.compile(r"\b\d[\d-]{4,}\b")
_MENTION = re.compile(r"<@[^>]+>|@\w+")
_NAME = re.compile(r"\b((?:my name is|i am|i'm|this is|signed|regards|thanks),?\s+)([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)",
                   re.IGNORECASE)


def redact(text: str) -> str:
    """An example question as shown to knowledge owners: no emails, ids or mentions."""
    text = _MENTION.sub("[someone]", _NUMBER.sub("[number]", _EMAIL.sub("[email]", text)))
    text = _NAME.sub(lambda m: m.group(1) + "[name]" if m.group(2)[0].isupper() else m.group(0), text)
    return " ".join(text.split())[:200]


@dataclass
class TopicGroup:
    label: str
    count: int
    examples: list[str]


@dataclass
class PageCount:
    title: str
    url: str
    count: int
    last_updated: str | None = None


@dataclass
class OwnerDigest:
    since: str
    until: str
    topics: list[TopicGroup] = field(default_factory=list)
    disliked: list[PageCount] = field(default_factory=list)
    most_cited: list[PageCount] = field(default_factory=list)
    stale: list[PageCount] = field(default_factory=list)
    handoffs_by_category: dict[str, int] = field(default_factory=dict)
    median_minutes_to_claim: float | None = None
    daily: dict[str, dict[str, int]] = field(default_factory=dict)  # day → questions, abstentions, handoffs

    def markdown(self) -> str:
        lines = [f"**Knowledge-base digest {self.since} – {self.until}**", ""]
        lines.append(f"**Questions the bot could not answer** ({sum(t.count for t in self.topics)})")
        for topic in self.topics or []:
            examples = "; ".join(f"\"{e}\"" for e in topic.examples)
            lines.append(f"- {topic.label} — {topic.count}: {examples}")
        if not self.topics:
            lines.append("- none")
        lines += ["", "**Answers marked 👎, by the page they cited**"]
        lines += [f"- [{p.title}]({p.url}) — {p.count}" if p.url else f"- {p.title} — {p.count}"
                  for p in self.disliked] or ["- none"]
        lines += ["", "**Pages cited most often**"]
        lines += [f"- [{p.title}]({p.url}) — {p.count}" if p.url else f"- {p.title} — {p.count}"
                  for p in self.most_cited] or ["- none"]
        if self.stale:
            lines += ["", "**Often cited but not edited for over a year** (possibly stale)"]
            lines += [f"- [{p.title}]({p.url}) — {p.count} citations, last edited {p.last_updated}" for p in self.stale]
        lines += ["", "**Handoffs by category**"]
        lines += [f"- {c}: {n}" for c, n in sorted(self.handoffs_by_category.items())] or ["- none"]
        if self.median_minutes_to_claim is not None:
            lines.append(f"- median time to claim: {self.median_minutes_to_claim:.0f} min")
        return "\n".join(lines)


def group_questions(questions: list[str], embedder: Embedder | None, limit: int = 10) -> list[TopicGroup]:
    """Greedy clustering on embeddings: each question joins the closest group above the threshold."""
    if not questions:
        return []
    if embedder is None:
        vectors = None
    else:
        vectors = np.asarray(embedder.embed_documents(questions), dtype=np.float32)
        vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-9)
    groups: list[list[int]] = []
    centroids: list[np.ndarray] = []
    for i, question in enumerate(questions):
        best, best_sim = None, TOPIC_SIMILARITY
        for g, centroid in enumerate(centroids):
            sim = float(vectors[i] @ centroid) if vectors is not None else \
                float(" ".join(question.lower().split()) == " ".join(questions[groups[g][0]].lower().split()))
            if sim >= best_sim:
                best, best_sim = g, sim
        if best is None:
            groups.append([i])
            centroids.append(vectors[i].copy() if vectors is not None else np.zeros(1))
        else:
            groups[best].append(i)
            if vectors is not None:
                mean = vectors[groups[best]].mean(axis=0)
                centroids[best] = mean / max(float(np.linalg.norm(mean)), 1e-9)
    out = []
    for members in sorted(groups, key=len, reverse=True)[:limit]:
        # labelled from the redacted questions, by words shared by the group (a lone word could be a name)
        words = Counter(w for i in members for w in sorted(content_terms(redact(questions[i])))
                        if not w.isdigit() and w not in ("name", "email", "number", "someone"))
        if len(members) > 1:
            words = Counter({w: n for w, n in words.items() if n > 1}) or words
        label = ", ".join(w for w, _ in words.most_common(3)) or "other"
        examples = list(dict.fromkeys(redact(questions[i]) for i in members))[:2]
        out.append(TopicGroup(label, len(members), examples))
    return out


def _day(at: float) -> str:
    return datetime.fromtimestamp(at, timezone.utc).date().isoformat()


def build_digest(feedback: list[FeedbackRecord], tickets: list[HandoffTicket], cited: list[AlertSubscription],
                 embedder: Embedder | None, days: int = 7, page_updated: Callable[[str], str | None] | None = None,
                 now: float | None = None, top: int = 5) -> OwnerDigest:
    """``cited``: one record per (answer, page) in the window; ``page_updated``: a page's last edit date."""
    now = now or time.time()
    start = now - days * 86400
    digest = OwnerDigest(since=_day(start), until=_day(now))
    recent = [r for r in feedback if r.at >= start]
    unanswered = [r for r in recent if r.kind == "unanswered" and r.question.strip()]
    digest.topics = group_questions([r.question for r in unanswered], embedder)
    disliked: Counter[tuple[str, str]] = Counter()
    for record in recent:
        if record.kind == "not_helpful":
            for c in record.citations or []:
                disliked[(c.title, c.url)] += 1
    digest.disliked = [PageCount(t, u, n) for (t, u), n in disliked.most_common(top)]
    in_window = [s for s in cited if s.at >= start]
    counts = Counter(s.doc_id for s in in_window)
    names = {s.doc_id: (s.title, s.url) for s in in_window}
    digest.most_cited = [PageCount(*names[d], n) for d, n in counts.most_common(top)]
    if page_updated is not None:
        year_ago = _day(now - STALE_DAYS * 86400)
        for doc_id, n in counts.most_common():
            updated = page_updated(doc_id)
            if n >= 2 and updated and updated < year_ago:
                digest.stale.append(PageCount(*names[doc_id], n, updated))
        digest.stale = digest.stale[:top]
    window_tickets = [t for t in tickets if t.created_at >= start]
    digest.handoffs_by_category = dict(Counter(t.category for t in window_tickets))
    waits = [(t.claimed_at - t.created_at) / 60 for t in window_tickets if t.claimed_at]
    digest.median_minutes_to_claim = statistics.median(waits) if waits else None
    for i in range(days, -1, -1):
        digest.daily[_day(now - i * 86400)] = {"questions": 0, "abstentions": 0, "handoffs": 0}
    for answer_at in {s.answer_id: s.at for s in in_window}.values():
        if _day(answer_at) in digest.daily:
            digest.daily[_day(answer_at)]["questions"] += 1
    for record in unanswered:
        if _day(record.at) in digest.daily:
            digest.daily[_day(record.at)]["questions"] += 1
            digest.daily[_day(record.at)]["abstentions"] += 1
    for ticket in window_tickets:
        if _day(ticket.created_at) in digest.daily:
            digest.daily[_day(ticket.created_at)]["handoffs"] += 1
    return digest


def render_chart(digest: OwnerDigest) -> bytes:
    """PNG: questions, abstentions and handoffs per day."""
    import io

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    days = list(digest.daily)
    fig, ax = plt.subplots(figsize=(8, 3.5), dpi=100)
    for key, style in (("questions", "-o"), ("abstentions", "-s"), ("handoffs", "-^")):
        ax.plot([d[5:] for d in days], [digest.daily[d][key] for d in days], style, label=key)
    ax.set_title(f"Questions, abstentions and handoffs per day ({digest.since} – {digest.until})")
    ax.legend()
    ax.grid(alpha=0.3)
    fig.autofmt_xdate()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", bbox_inches="tight")
    plt.close(fig)
    return buf.getvalue()
