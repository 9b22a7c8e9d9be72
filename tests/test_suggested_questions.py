"""Suggested prompts from what students ask most: the answer archive's recent answers (real Redis and SQLite),
grouped by wording, only answered questions, only those several different students asked; erasable."""

from __future__ import annotations

import time

import pytest

from core.conversation.answer_archive import AnswerArchive, ShownAnswer, popular_questions
from core.knowledge.citation import Citation

CITED = [Citation(n=1, title="Applying for graduation", url="https://wiki.example.edu/grad")]


def shown(i: int, user: str, question: str, *, citations=CITED, abstained: bool = False) -> ShownAnswer:
    return ShownAnswer(id=f"a{i:04d}", platform="slack", conversation="slack:T:D:1", user_id=user, question=question,
                       answer="…", citations=citations, abstained=abstained, at=time.time() - 1000 + i)


def history() -> list[ShownAnswer]:
    answers = [
        shown(1, "U1", "How do I apply for graduation?"),
        shown(2, "U2", "how do I apply for graduation"),
        shown(3, "U3", "How do I apply for graduation?"),
        shown(4, "U1", "What is the late homework policy?"),
        shown(5, "U2", "What is the late homework policy?"),
        shown(6, "U4", "what is the late homework policy ?"),
        shown(7, "U5", "What is the late homework policy?"),
    ]
    # one student asking the same thing many times is not "what students ask"
    answers += [shown(10 + i, "U9", "Can I see my own grade appeal from March?") for i in range(6)]
    # questions the bot could not answer, or answered without sources (crisis, handoff), never become prompts
    answers += [shown(20 + i, f"U{20 + i}", "Where is the parking office?", abstained=True) for i in range(4)]
    answers += [shown(30 + i, f"U{30 + i}", "I need to talk to someone", citations=[]) for i in range(4)]
    return answers


def test_popular_questions_need_several_askers_and_an_answer_with_sources():
    popular = popular_questions(history(), limit=5, min_askers=3)
    # most askers first; the most common wording is shown
    assert popular == ["What is the late homework policy?", "How do I apply for graduation?"]
    assert popular_questions(history(), limit=1, min_askers=3) == ["What is the late homework policy?"]
    assert popular_questions(history(), limit=5, min_askers=4) == ["What is the late homework policy?"]


@pytest.fixture(params=["redis", "sqlite"])
def archive(request, tmp_path):
    if request.param == "redis":
        redis_url = request.getfixturevalue("redis_url")
        from core.foundation.redis_client import redis_client

        redis_client(redis_url).delete("advisor:answer:recent")
        return AnswerArchive(redis_url, tmp_path)
    return AnswerArchive(None, tmp_path)


def test_archive_recent_feeds_the_prompts_and_forget_removes_a_students_part(archive):
    for item in history():
        archive.put(item)
    recent = archive.recent()
    assert [a.id for a in recent][:2] == ["a0033", "a0032"]  # newest first
    assert popular_questions(recent, 5, 3) == ["What is the late homework policy?", "How do I apply for graduation?"]
    archive.forget_user("U3")  # one of the three graduation askers: the question no longer qualifies
    assert popular_questions(archive.recent(), 5, 3) == ["What is the late homework policy?"]
    assert all(a.user_id != "U3" for a in archive.recent())


def test_chat_turns_offer_defaults_until_enough_popular_questions(tmp_path):
    from bots.runtime import AdvisorRuntime
    from core.foundation.settings import Settings

    settings = Settings(_env_file=None, data_dir=tmp_path / "data", suggested_questions=["A?", "B?", "C?"],
                        suggested_questions_min_history=2)
    rt = AdvisorRuntime(settings)
    try:
        turns = rt.chat_turns
        assert turns.suggested_questions(4) == ["A?", "B?", "C?"]
        for item in history()[:3]:  # one popular question: not enough yet
            rt.answer_archive.put(item)
        assert turns.suggested_questions(4) == ["A?", "B?", "C?"]
        for item in history()[3:]:
            rt.answer_archive.put(item)
        assert turns.suggested_questions(4) == ["What is the late homework policy?", "How do I apply for graduation?"]
    finally:
        rt.close()
