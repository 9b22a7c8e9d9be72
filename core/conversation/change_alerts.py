"""Change alerts: which threads were told something a sync has since changed, and what to tell them.

After a sync the pages it changed or removed are read back from the index (``current_pages``) and matched
against the alert subscriptions (``ChangeAlertPlanner.plan``): per thread and page at most one alert, only
for threads answered within the window, only when a quoted sentence is no longer on the page
(``passage_diff``), or the page is gone or restricted. Threads an adviser holds, channels that opted out and
(thread, page) pairs already alerted today are suppressed, with the reason. Delivery is ``alert_delivery``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Literal

from core.conversation.alert_subscriptions import AlertSubscription, AlertSubscriptions
from core.conversation.answer_archive import ShownAnswer
from core.conversation.model import ConversationKey
from core.conversation.passage_diff import PageText, SentenceChange, normalise, split_sentences
from core.knowledge.index.base import ChunkIndex

ALERT_PLATFORMS = ("slack", "teams")  # where a thread can be posted to later
MAX_CHANGES_SHOWN = 3
SuppressReason = Literal["adviser_holds_thread", "channel_opted_out", "already_sent_today"]


def now() -> float:
    """The planner's clock (a module function, so a test can move it to the next day)."""
    return time.time()


@dataclass
class PageNow:
    """A page as the index holds it after the sync (``gone``: deleted; ``restricted``: readable only by some)."""

    doc_id: str
    title: str = ""
    url: str = ""
    version: str = ""
    updated: str | None = None
    texts: list[str] = field(default_factory=list)
    chunk_ids: frozenset[str] = frozenset()
    gone: bool = False
    restricted: bool = False
    _text: PageText | None = None

    @property
    def text(self) -> PageText:
        if self._text is None:
            self._text = PageText(self.texts)
        return self._text


def current_pages(index: ChunkIndex, doc_ids: Iterable[str]) -> dict[str, PageNow]:
    """Read the given pages back from the index; a page without chunks is gone."""
    pages: dict[str, PageNow] = {}
    for doc_id in doc_ids:
        chunks, _ = index.export_document(doc_id)
        if not chunks:
            pages[doc_id] = PageNow(doc_id, gone=True)
            continue
        first = chunks[0]
        restricted = any(c.allowed_users or c.allowed_groups for c in chunks)
        pages[doc_id] = PageNow(doc_id, first.title, first.url, first.version,
                                first.last_updated.date().isoformat() if first.last_updated else None,
                                [c.text for c in chunks], frozenset(c.id for c in chunks), restricted=restricted)
    return pages


def pages_to_check(index: ChunkIndex, subscriptions: AlertSubscriptions, since: float,
                   also: Iterable[str] = ()) -> dict[str, PageNow]:
    """Every subscribed page whose indexed version differs from one a thread was told (or that is gone),
    plus ``also`` (the pages a sync just wrote: a file's body can change under the same version). Pages a
    thread has not heard about yet (a failed send, a second change the same day) are found again here."""
    versions = index.document_versions()
    subscribed = subscriptions.for_documents(None, since)
    stale = {doc_id for doc_id, subs in subscribed.items()
             if doc_id not in versions or any(s.version != versions[doc_id] for s in subs)}
    return current_pages(index, sorted(stale | (set(also) & set(subscribed))))


def subscriptions_for(shown: ShownAnswer) -> list[AlertSubscription]:
    """One subscription per page a (non-abstained) answer quoted, in threads that can be posted to later."""
    if shown.abstained or not shown.passages or shown.conversation_ref is None \
            or shown.conversation_ref.platform not in ALERT_PLATFORMS:
        return []
    cited = {c.doc_id: c for c in shown.citations}
    subs: dict[str, AlertSubscription] = {}
    for passage in shown.passages:
        citation = cited.get(passage.doc_id)
        sub = subs.get(passage.doc_id)
        if sub is None:
            sub = subs[passage.doc_id] = AlertSubscription(
                answer_id=shown.id, user_id=shown.user_id, conversation=shown.conversation_ref,
                reply_address=shown.reply_address, doc_id=passage.doc_id, at=shown.at,
                title=citation.title if citation else "", url=citation.url if citation else "",
                version=passage.version or (citation.version if citation else ""))
        sub.passages.append(passage)
    return list(subs.values())


@dataclass
class ChangeAlert:
    """One follow-up for one thread about one page."""

    conversation: ConversationKey
    reply_address: dict[str, str]
    doc_id: str
    title: str
    url: str
    old_version: str
    new_version: str
    date: str
    kind: Literal["changed", "gone"]
    changes: list[SentenceChange] = field(default_factory=list)
    subscriptions: list[AlertSubscription] = field(default_factory=list)

    @property
    def user_ids(self) -> set[str]:
        return {s.user_id for s in self.subscriptions}

    @property
    def text(self) -> str:
        """Platform-neutral Markdown; adapters render it like an answer."""
        name = f"[{self.title}]({self.url})" if self.url else f"**{self.title}**"
        if self.kind == "gone":
            was = f" (version {self.old_version})" if self.old_version else ""
            return (f"⚠️ A page I quoted earlier in this thread, {name}{was}, has been removed or restricted "
                    f"({self.date}), so my earlier answer may no longer hold. Ask me again, or reply "
                    "\"talk to an adviser\" and I will bring in an adviser.")
        versions = (f"version {self.old_version} → {self.new_version}"
                    if self.old_version and self.new_version and self.old_version != self.new_version
                    else f"version {self.new_version}" if self.new_version else "")
        head = f"📝 A page I quoted earlier in this thread has changed: {name}" + \
            (f" ({versions}, {self.date})." if versions else f" ({self.date}).")
        lines = [head]
        for change in self.changes[:MAX_CHANGES_SHOWN]:
            lines.append(f"• Before: \"{change.old}\"")
            lines.append(f"  Now: \"{change.new}\"" if change.new else "  Now: removed from the page.")
        if len(self.changes) > MAX_CHANGES_SHOWN:
            lines.append(f"… and {len(self.changes) - MAX_CHANGES_SHOWN} more changed sentences on the page.")
        return "\n".join(lines)

    def preview(self) -> dict:
        """For `advisor alerts preview --json`: where and what, no student ids."""
        return {"platform": self.conversation.platform, "channel": self.conversation.channel,
                "thread": self.conversation.thread, "doc_id": self.doc_id, "title": self.title,
                "kind": self.kind, "old_version": self.old_version, "new_version": self.new_version,
                "changes": [{"old": c.old, "new": c.new} for c in self.changes], "text": self.text}


@dataclass
class AlertPlan:
    alerts: list[ChangeAlert] = field(default_factory=list)
    suppressed: list[tuple[ChangeAlert, SuppressReason]] = field(default_factory=list)
    unchanged: int = 0  # subscriptions whose quoted passage is still on the page


class ChangeAlertPlanner:
    def __init__(self, subscriptions: AlertSubscriptions, window_days: int,
                 allows: Callable[[ConversationKey], bool] | None = None,
                 is_held: Callable[[ConversationKey], bool] | None = None,
                 clock: Callable[[], float] | None = None) -> None:
        """``allows``: does the channel's policy accept change alerts; ``is_held``: does an adviser hold it."""
        self.subscriptions = subscriptions
        self.window_s = window_days * 86400
        self.allows = allows or (lambda conversation: True)
        self.is_held = is_held or (lambda conversation: False)
        self.clock = clock or now

    def day(self) -> str:
        return datetime.fromtimestamp(self.clock(), timezone.utc).date().isoformat()

    def plan(self, pages: dict[str, PageNow], answered_since: float | None = None) -> AlertPlan:
        since = max(self.clock() - self.window_s, answered_since or 0.0)
        by_doc = self.subscriptions.for_documents(list(pages), since)
        plan = AlertPlan()
        grouped: dict[tuple[str, str], ChangeAlert] = {}
        for doc_id, subs in by_doc.items():
            page = pages[doc_id]
            for sub in sorted(subs, key=lambda s: s.at):
                alert = self._match(sub, page)
                if alert is None:
                    plan.unchanged += 1
                    continue
                key = (sub.conversation.key, doc_id)
                if key in grouped:
                    _merge(grouped[key], alert)
                else:
                    grouped[key] = alert
        day = self.day()
        for alert in grouped.values():
            reason = self._suppression(alert, day)
            if reason:
                plan.suppressed.append((alert, reason))
            else:
                plan.alerts.append(alert)
        return plan

    def _match(self, sub: AlertSubscription, page: PageNow) -> ChangeAlert | None:
        date = page.updated or self.day()
        base = dict(conversation=sub.conversation, reply_address=sub.reply_address, doc_id=sub.doc_id,
                    title=page.title or sub.title, url=page.url or sub.url, old_version=sub.version,
                    new_version=page.version, date=date, subscriptions=[sub])
        if page.gone or (page.restricted and not any(p.restricted for p in sub.passages)):
            return ChangeAlert(kind="gone", **base)  # deleted, or newly closed to most students
        changes: list[SentenceChange] = []
        for passage in sub.passages:
            if passage.chunk_ids and all(i in page.chunk_ids for i in passage.chunk_ids):
                continue  # content-hashed chunk ids: the very same text is still indexed
            changes.extend(c for c in page.text.changes_to(passage.text) if c not in changes)
        return ChangeAlert(kind="changed", changes=changes, **base) if changes else None

    def _suppression(self, alert: ChangeAlert, day: str) -> SuppressReason | None:
        if not self.allows(alert.conversation):
            return "channel_opted_out"
        if self.is_held(alert.conversation):
            return "adviser_holds_thread"
        if self.subscriptions.was_sent(alert.conversation, alert.doc_id, day):
            return "already_sent_today"
        return None


def _merge(into: ChangeAlert, other: ChangeAlert) -> None:
    """Two answers in one thread quoting the same page: one alert, every changed sentence once."""
    into.subscriptions.extend(other.subscriptions)
    if other.kind == "gone":
        into.kind = "gone"
    into.changes.extend(c for c in other.changes if c not in into.changes)
    into.old_version = other.old_version or into.old_version  # the version the thread heard last


def told(sub: AlertSubscription, alert: ChangeAlert, page: PageNow) -> AlertSubscription:
    """The subscription after the alert: the thread now knows the new version and the new sentences, so
    the same edit is never alerted twice (and a later edit is compared with what the alert said)."""
    news = [c.new for c in alert.changes if c.new]
    passages = []
    for passage in sub.passages:
        kept = [s for s in split_sentences(passage.text) if page.text.holds(normalise(s))]
        passages.append(passage.model_copy(update={"text": "\n".join(kept + news), "chunk_ids": [],
                                                   "version": alert.new_version}))
    return sub.model_copy(update={"version": alert.new_version, "passages": passages})
