"""Change alerts end to end in core: a real index (LanceDB + the real chunker), real Redis (and SQLite), an
answer quoting a page, an edit, matching, delivery through a recording sender, dedup and erasure."""

from __future__ import annotations

import time
import uuid
from datetime import datetime

import pytest

from core.answering.answers import CitationBook
from core.conversation.alert_delivery import ChangeAlertService
from core.conversation.alert_subscriptions import AlertSubscriptions
from core.conversation.answer_archive import ShownAnswer
from core.conversation.change_alerts import ChangeAlertPlanner, current_pages, subscriptions_for
from core.conversation.model import ConversationKey
from core.conversation.passage_diff import PageText
from core.knowledge.chunking import StructuredChunker
from core.knowledge.documents import SourceDocument
from core.knowledge.index.lancedb_index import LanceDBIndex
from core.knowledge.knowledge_base import KnowledgeBase
from core.retrieval.hybrid import Passage
from tests.index_support import HashEmbedder

WITHDRAWAL = """# Course Withdrawal

## Deadline

You may withdraw from a course until 15 March without a grade. After that date a W appears on your transcript.

## Fees

Withdrawing after the second week costs a fee of 40 dollars. Fees are charged to your student account.
"""


class Recorder:
    def __init__(self, fail: bool = False) -> None:
        self.sent = []
        self.fail = fail

    def send(self, alert) -> None:
        if self.fail:
            raise ConnectionError("connector down")
        self.sent.append(alert)


def doc(body: str, version: str, doc_id: str = "withdrawal", **extra) -> SourceDocument:
    return SourceDocument(id=doc_id, title="Course Withdrawal", url=f"https://wiki.example/{doc_id}", version=version,
                          last_updated=datetime(2026, 11, 30), body=body, **extra)


@pytest.fixture
def kb(tmp_path):
    index = LanceDBIndex(tmp_path / "lance")
    return KnowledgeBase(index, HashEmbedder(), StructuredChunker(400, 40))


@pytest.fixture(params=["redis", "sqlite"])
def subs(request, tmp_path):
    url = request.getfixturevalue("redis_url") if request.param == "redis" else None
    return AlertSubscriptions(url, tmp_path / "state", window_days=30)


def answer_in(kb, thread: str, section: str, user: str = "U1", at: float | None = None,
              platform: str = "slack", channel: str = "C1") -> ShownAnswer:
    """What ChatTurnProcessor archives for an answer quoting ``section`` of the page (via CitationBook)."""
    chunks, _ = kb.index.export_document("withdrawal")
    book = CitationBook()
    for chunk in chunks:
        if chunk.section == section:
            book.cite(Passage(chunk=chunk, score=1.0))
    assert book.passages, f"no chunk in section {section!r}"
    return ShownAnswer(id=uuid.uuid4().hex, platform=platform, conversation=thread,
                       conversation_ref=ConversationKey(platform=platform, workspace="T1", channel=channel, thread=thread),
                       user_id=user, question="when can I withdraw?", answer="…", citations=book.citations,
                       passages=book.passages, at=at or time.time())


def service(subs, sender, held=(), opted_out=()):
    planner = ChangeAlertPlanner(subs, 30, allows=lambda c: c.channel not in opted_out,
                                 is_held=lambda c: c.thread in held)
    return ChangeAlertService(planner, subs, sender)


def test_edit_of_cited_sentence_alerts_once_with_old_and_new(kb, subs):
    kb.upsert([doc(WITHDRAWAL, "8")])
    subs.add(subscriptions_for(answer_in(kb, "t1", "Deadline")))
    subs.add(subscriptions_for(answer_in(kb, "t1", "Deadline", user="U2")))  # a classmate in the same thread
    subs.add(subscriptions_for(answer_in(kb, "t2", "Fees")))
    kb.upsert([doc(WITHDRAWAL.replace("15 March", "22 March"), "9")])
    sender = Recorder()
    report = service(subs, sender).run(current_pages(kb.index, ["withdrawal"]))
    assert report.sent == 1 and len(sender.sent) == 1 and report.unchanged == 1
    alert = sender.sent[0]
    assert alert.conversation.thread == "t1" and alert.kind == "changed"
    assert (alert.old_version, alert.new_version) == ("8", "9")
    assert "until 15 March" in alert.changes[0].old and "until 22 March" in alert.changes[0].new
    assert "8 → 9" in alert.text and "https://wiki.example/withdrawal" in alert.text
    # a second sync (same page) and a second run the same day send nothing more
    kb.upsert([doc(WITHDRAWAL.replace("15 March", "22 March"), "9")])
    again = service(subs, sender).run(current_pages(kb.index, ["withdrawal"]))
    assert again.sent == 0 and len(sender.sent) == 1


def test_whitespace_formatting_and_unrelated_section_do_not_alert(kb, subs):
    kb.upsert([doc(WITHDRAWAL, "8")])
    subs.add(subscriptions_for(answer_in(kb, "t1", "Deadline")))
    edited = WITHDRAWAL.replace("15 March without", "**15 March**   without").replace("40 dollars", "55 dollars")
    kb.upsert([doc(edited, "9")])
    sender = Recorder()
    report = service(subs, sender).run(current_pages(kb.index, ["withdrawal"]))
    assert report.sent == 0 and report.unchanged == 1 and not sender.sent


def test_deleted_and_restricted_pages_say_may_no_longer_hold(kb, subs):
    kb.upsert([doc(WITHDRAWAL, "8"), doc(WITHDRAWAL, "3", doc_id="other")])
    subs.add(subscriptions_for(answer_in(kb, "t1", "Deadline")))
    kb.delete("withdrawal")
    sender = Recorder()
    service(subs, sender).run(current_pages(kb.index, ["withdrawal"]))
    assert [a.kind for a in sender.sent] == ["gone"] and "may no longer hold" in sender.sent[0].text
    assert "adviser" in sender.sent[0].text
    # restricted: indexed again, but only for a group: a thread told the public page hears it may no longer hold
    kb.upsert([doc(WITHDRAWAL, "9")])
    subs.add(subscriptions_for(answer_in(kb, "t2", "Deadline")))
    kb.upsert([doc(WITHDRAWAL, "10", allowed_groups=["staff"])])
    service(subs, sender).run(current_pages(kb.index, ["withdrawal"]))
    assert [(a.conversation.thread, a.kind) for a in sender.sent[1:]] == [("t2", "gone")]
    # a thread told the page while it was already restricted (to its group) is only told real edits
    subs.add(subscriptions_for(answer_in(kb, "t3", "Deadline")))
    kb.upsert([doc(WITHDRAWAL, "11", allowed_groups=["staff"])])
    assert service(subs, sender).run(current_pages(kb.index, ["withdrawal"])).sent == 0


def test_adviser_held_thread_and_opted_out_channel_are_suppressed(kb, subs):
    kb.upsert([doc(WITHDRAWAL, "8")])
    subs.add(subscriptions_for(answer_in(kb, "held", "Deadline")))
    subs.add(subscriptions_for(answer_in(kb, "quiet", "Deadline", channel="C-OPTOUT")))
    kb.upsert([doc(WITHDRAWAL.replace("15 March", "22 March"), "9")])
    sender = Recorder()
    report = service(subs, sender, held={"held"}, opted_out={"C-OPTOUT"}).run(current_pages(kb.index, ["withdrawal"]))
    assert not sender.sent
    assert report.suppressed == {"adviser_holds_thread": 1, "channel_opted_out": 1}


def test_window_failure_retry_and_erasure(kb, subs):
    kb.upsert([doc(WITHDRAWAL, "8")])
    subs.add(subscriptions_for(answer_in(kb, "old", "Deadline", at=time.time() - 31 * 86400)))
    subs.add(subscriptions_for(answer_in(kb, "t1", "Deadline", user="U9")))
    kb.upsert([doc(WITHDRAWAL.replace("15 March", "22 March"), "9")])
    pages = current_pages(kb.index, ["withdrawal"])
    failed = service(subs, Recorder(fail=True)).run(pages)
    assert failed.sent == 0 and len(failed.failed) == 1  # counted and told, slot given back
    sender = Recorder()
    assert service(subs, sender).run(pages).sent == 1  # the retry goes out; the 31-day-old thread never
    assert [a.conversation.thread for a in sender.sent] == ["t1"]
    assert subs.count_user("U9") >= 2  # the subscription and the sent marker
    assert subs.forget_user("U9") >= 2
    assert subs.count_user("U9") == 0
    assert subs.for_documents(["withdrawal"], 0) == {}


def test_page_text_pairs_each_lost_sentence_with_its_rewording():
    page = PageText(["Tuition is due on 1 September. Late payment costs 25 dollars.",
                     "Parking permits are sold online."])
    changes = page.changes_to("Tuition is due on 15 August. Late payment costs 25 dollars. Refunds take a week.")
    assert [(c.old, c.new) for c in changes] == [("Tuition is due on 15 August.", "Tuition is due on 1 September."),
                                                 ("Refunds take a week.", None)]


def test_redis_keys_carry_no_user_id_and_forget_leaves_nothing_of_theirs(kb, redis_url, tmp_path):
    import redis

    store = AlertSubscriptions(redis_url, tmp_path / "state", window_days=30)
    kb.upsert([doc(WITHDRAWAL, "8")])
    store.add(subscriptions_for(answer_in(kb, "t1", "Deadline", user="U-SECRET-7")))
    store.add(subscriptions_for(answer_in(kb, "t2", "Deadline", user="U-OTHER")))
    kb.upsert([doc(WITHDRAWAL.replace("15 March", "22 March"), "9")])
    assert service(store, Recorder()).run(current_pages(kb.index, ["withdrawal"])).sent == 2
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    keys = [k for k in client.scan_iter("advisor:alert:*")]
    assert keys and not any("U-SECRET-7" in k for k in keys)
    assert all(client.ttl(k) > 0 for k in keys if k != "advisor:alert:docs")  # everything of a student expires
    assert store.forget_user("U-SECRET-7") == 2  # the subscription and the thread's sent marker
    leftovers = [k for k in client.scan_iter("advisor:alert:*")
                 if "U-SECRET-7" in (client.get(k) if client.type(k) == "string" else str(client.smembers(k)))]
    assert leftovers == []
    assert [s.user_id for s in store.for_documents(["withdrawal"], 0)["withdrawal"]] == ["U-OTHER"]
