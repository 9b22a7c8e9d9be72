"""Follow-ups keep their topic: dependence detection, the carried topic, and the multi-turn set scored in
extractive mode over the sample knowledge base (tests/data/followup_conversations.json)."""

from __future__ import annotations

import pytest

from core.answering.followups import depends_on_thread, retrieval_plan, retrieval_query, topic_terms
from core.conversation.model import Turn
from core.knowledge.citation import Citation
from tests.followup_eval import load_conversations, sample_runtime, score_followups


def user(text: str) -> Turn:
    return Turn(role="user", content=text)


def assistant(title: str | None, abstained: bool = False) -> Turn:
    return Turn(role="assistant", content="…", abstained=abstained,
                citations=[Citation(n=1, title=title)] if title else [])


@pytest.mark.parametrize("question", [
    "How much does it cost?", "and when should I apply?", "What about graduate students?", "Is there a fee?",
    "When is the deadline?", "How long is it valid?", "Can I print there?", "and on weekends?", "Who do I contact?",
    "What are the requirements?", "Am I eligible?", "same for spring?", "Does that affect my GPA?",
])
def test_dependent_questions(question):
    assert depends_on_thread(question)


@pytest.mark.parametrize("question", [
    "How do I order an official transcript?", "How do I reserve a study room in the library?",
    "What is the parking permit price?", "When does the fall semester start?", "How do I connect to eduroam?",
])
def test_questions_with_a_topic_of_their_own(question):
    assert not depends_on_thread(question)


def test_a_chain_of_follow_ups_keeps_the_first_topic_not_the_last_aspect():
    history = [user("How do I apply for OPT?"), assistant("Optional Practical Training (OPT)"),
               user("How much does it cost?"), assistant("Optional Practical Training (OPT)")]
    query = retrieval_query("and when should I apply?", history)
    assert query.endswith("and when should I apply?")
    carried = query[: -len("and when should I apply?")].split()
    assert "opt" in carried and "optional" in carried and "cost" not in carried


def test_a_new_topic_is_searched_alone():
    history = [user("How do I apply for OPT?"), assistant("Optional Practical Training (OPT)")]
    assert retrieval_query("How do I order a transcript?", history) == "How do I order a transcript?"


def test_a_wrong_or_empty_previous_answer_does_not_steer_the_follow_up():
    history = [user("Will my credits from another college transfer?"), assistant("Academic Probation")]
    assert "probation" not in retrieval_query("What is the maximum?", history)
    history = [user("How do I appeal a grade?"), assistant(None, abstained=True)]
    assert retrieval_query("Who do I talk to first?", history) == "appeal grade Who do I talk to first?"


def test_a_connective_with_new_words_may_change_topic_but_a_pronoun_never_does():
    history = [user("How do I apply for OPT?"), assistant("Optional Practical Training (OPT)")]
    switch = retrieval_plan("What about parking on campus?", history)
    assert switch.alone == "What about parking on campus?" and switch.own_terms == ("parking", "campus")
    assert "opt" in switch.query.split()
    assert retrieval_plan("Is it valid for STEM students too?", history).alone is None
    assert retrieval_plan("How much does it cost?", history).alone is None


def test_replaying_the_thread_follows_a_change_of_topic():
    history = [user("How do I enroll in a tuition payment plan?"), assistant("Tuition Payment Plans"),
               user("What about scholarships?"), assistant("Scholarships")]
    query = retrieval_query("How do I keep one?", history)
    assert "scholarships" in query and "tuition" not in query


def test_topic_terms_drop_aspects_and_keep_order():
    assert topic_terms("How much does the OPT application cost for STEM students?") == ["opt", "stem", "students"]


@pytest.fixture(scope="module")
def sample_advising(tmp_path_factory):
    return sample_runtime(tmp_path_factory.mktemp("followups") / "data").advising


def test_follow_ups_cite_the_right_page_in_extractive_mode(sample_advising):
    conversations = load_conversations()
    assert len(conversations) >= 40 and all(2 <= len(c) <= 3 for c in conversations)
    score = score_followups(sample_advising, conversations)
    assert score.follow_ups >= 60
    assert score.follow_up_accuracy >= 0.90, score.misses
