"""Handoff tickets on real Redis and on SQLite: lifecycle, atomic claims, reminders, triggers."""

from __future__ import annotations

import threading

import pytest

from core.conversation.model import ConversationKey, Turn
from core.handoff.service import HandoffError, HandoffService
from core.handoff.store import RedisHandoffStore, SQLiteHandoffStore, TicketStatus
from core.handoff.triggers import asks_for_person, infer_category, is_personal, signals_crisis

THREAD = ConversationKey(platform="slack", workspace="T1", channel="D1", thread="1700000000.000100")
ADVISERS = {"slack": {"UADV1", "UADV2", "UADV3"}}


@pytest.fixture(params=["redis", "sqlite"])
def new_service(request, tmp_path):
    """A factory: each call is a fresh service (as after a process restart) on the same database."""
    if request.param == "redis":
        url = request.getfixturevalue("redis_url")
        return lambda: HandoffService(RedisHandoffStore(url, retention_days=30), ADVISERS)
    return lambda: HandoffService(SQLiteHandoffStore(tmp_path / "handoffs.sqlite3", retention_days=30), ADVISERS)


@pytest.fixture
def service(new_service):
    return new_service()


def test_lifecycle_escalate_claim_hand_back_with_audit_trail(service):
    history = [Turn(role="user", content="When is the add/drop deadline?"),
               Turn(role="assistant", content="I couldn't find this.", abstained=True)]
    ticket, created = service.open(THREAD, "USTUDENT", "I need to talk to someone about my schedule",
                                   "student asked for a person", history=history)
    assert created and ticket.status == TicketStatus.open and ticket.category == "registration"
    assert "add/drop deadline" in ticket.summary and "could not find" in ticket.summary
    again, created_again = service.open(THREAD, "USTUDENT", "hello?", "asked again")
    assert not created_again and again.id == ticket.id
    assert not service.is_claimed(THREAD)

    assert service.claim(ticket.id, "USTUDENT").ok is False  # not an adviser
    result = service.claim(ticket.id, "UADV1", "Dana")
    assert result.ok and service.is_claimed(THREAD)
    moved = service.transfer(ticket.id, "UADV1", "UADV2", "Lee")
    assert moved.claimed_by == "UADV2" and service.is_claimed(THREAD)

    back = service.hand_back(ticket.id, "UADV2")
    assert back.status == TicketStatus.returned and not service.is_claimed(THREAD)
    assert service.active_ticket(THREAD) is None
    actions = [e.action for e in service.store.get(ticket.id).events]
    assert actions == ["opened", "claimed", "transferred", "returned"]


def test_simultaneous_claims_have_exactly_one_winner(service):
    ticket, _ = service.open(THREAD, "USTUDENT", "help", "student asked for a person")
    results = []
    barrier = threading.Barrier(3)

    def claim(adviser):
        barrier.wait()
        results.append((adviser, service.claim(ticket.id, adviser, adviser)))

    threads = [threading.Thread(target=claim, args=(a,)) for a in ("UADV1", "UADV2", "UADV3")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    winners = [a for a, r in results if r.ok]
    assert len(winners) == 1
    assert all("Already claimed" in r.message for a, r in results if not r.ok)
    assert service.store.get(ticket.id).claimed_by == winners[0]


def test_reminder_fires_once_per_interval_for_unclaimed_tickets(service):
    waiting, _ = service.open(THREAD, "USTUDENT", "help", "asked")
    other = THREAD.model_copy(update={"thread": "2"})
    claimed, _ = service.open(other, "USTUDENT2", "help", "asked")
    service.claim(claimed.id, "UADV1")
    now = waiting.created_at + 16 * 60
    assert [t.id for t in service.due_reminders(15, now=now)] == [waiting.id]
    assert service.due_reminders(15, now=now + 60) == []  # already reminded in this interval
    assert [t.id for t in service.due_reminders(15, now=now + 15 * 60)] == [waiting.id]


def test_state_survives_a_new_process(new_service):
    first = new_service()
    ticket, _ = first.open(THREAD, "USTUDENT", "help", "asked")
    first.claim(ticket.id, "UADV1")
    restarted = new_service()
    assert restarted.is_claimed(THREAD)
    assert restarted.store.get(ticket.id).claimed_by == "UADV1"


def test_availability_and_categories(service):
    assert {a.id for a in service.available_for("slack", "international")} == ADVISERS["slack"]
    service.set_availability("slack", "UADV1", False)
    service.set_availability("slack", "UADV2", True, categories=["financial_aid"])
    assert {a.id for a in service.available_for("slack", "international")} == {"UADV3"}
    service.set_availability("slack", "UADV3", False)
    assert service.available_for("slack", "international") == []
    with pytest.raises(HandoffError):
        service.set_availability("slack", "USTUDENT", True)


def test_forget_user_erases_tickets(service):
    service.open(THREAD, "USTUDENT", "help", "asked")
    assert service.forget_user("USTUDENT") == 1
    assert service.list() == [] and service.active_ticket(THREAD) is None


@pytest.mark.parametrize("text", [
    "I want to kill myself",
    "i've been thinking about suicide lately",
    "I don't want to live anymore",
    "honestly I just want to end my life",
    "I keep self-harming when exams get bad",
    "I think my roommate overdosed, what do I do",
    "I'm going to hurt someone in my class",
    "someone said there's a gun on campus",
    "I was sexually assaulted at a party",
    "I'm not safe at home",
    "I can't take this anymore",
])
def test_crisis_phrasings_trigger(text):
    assert signals_crisis(text)


@pytest.mark.parametrize("text", [
    "How do I kill a process on the lab computers?",
    "When is the deadline to drop a class?",
    "Is there an emergency loan for students?",
    "What happens if I fail a class?",
    "How do I update my emergency contact?",
    "My laptop died, can I get a loaner?",
    "How do I get extra time on exams?",
])
def test_ordinary_questions_do_not_trigger(text):
    assert not signals_crisis(text)


def test_person_requests_personal_situations_and_categories():
    assert asks_for_person("can I talk to a human please")
    assert asks_for_person("I'd like to speak with an advisor")
    assert not asks_for_person("what does an advisor do during registration?")
    assert is_personal("I'm pregnant and need to take time off")
    assert is_personal("there was a death in my family and I missed exams")
    assert not is_personal("how do I change my major?")
    assert infer_category("my I-20 travel signature") == "international"
    assert infer_category("is FAFSA due soon") == "financial_aid"
    assert infer_category("something odd", context="Course Withdrawal") == "registration"
    assert infer_category("hello") == "general"
