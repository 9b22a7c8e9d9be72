"""Follow-up questions: the retrieval query for a message that leans on the thread.

"How much does it cost?" after "How do I apply for OPT?" is about OPT, but searched alone it finds library
printing costs. A message *depends* on the thread when it opens with a connective ("and…", "what about…"),
refers back ("it", "they", "that one", "there"), or names no topic of its own: every content word is an
*aspect* any topic can have (cost, deadline, hours, eligibility, how to apply…). A dependent message is
searched together with the key terms of the topic it continues: the topic words of the previous resolved
query (so a chain of follow-ups keeps the thread's subject, not the last aspect asked about) and the title of
the page the previous answer cited first. An independent message starts a new topic and is searched as is.
A connective with new words and no pronoun ("what about parking?") may start one too: it is also searched
alone, and that result wins when its best page is named by the message's words and the carried one's is not.

With an LLM the model writes its own search queries from the whole thread; this is the extractive mode's
query and the agent's fallback when the model did not search.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from core.conversation.model import Turn
from core.retrieval.hybrid import RetrievalResult
from core.retrieval.terms import WORD, content_terms, stem

_CONNECTIVE = re.compile(
    r"^\s*(and|but|also|plus|or|so|then|what about|how about|same for|same with|what if|is that|is it|"
    r"does that|does it|do they|are they|in that case|for that|ok(ay)?,? (and|so|what|how))\b", re.I)
# "there" only as a place ("can I print there?"), not "is there a fee?"
_REFERS_BACK = re.compile(
    r"\b(it|its|it's|itself|that|this|those|these|they|them|their|theirs|one|ones|same|above|former|latter)\b"
    r"|(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )\bthere\b", re.I)
# Words that ask about an aspect any topic can have; a message made only of these names no topic.
ASPECT_TERMS = frozenset(stem(w) for w in """
    cost costs much price prices fee fees pay paying paid payment payments charge charged free extra money expensive
    cheap amount deadline deadlines date dates time times when long soon late early earliest latest hours hour open
    report opens close closes closed day days week weeks month months year years apply applying application
    applications request requesting requested submit submitting file filing form forms document documents
    documentation paperwork need needs needed required require requires requirement requirements eligible
    eligibility qualify qualifies who where which what how why contact office email phone call talk ask first next
    then after before during later step steps process work works happen happens happened include includes included
    cover covers covered available availability online offer offers offered option options type types kind kinds
    limit limits maximum minimum max min many number rule rules policy exception exceptions extension extend extended
    renew valid validity expire expires keep lose get getting got take takes taking taken do done doing make change
    changes cancel cancelling cancellation refund refunds book booking schedule reserve appointment sign
    allowed allow can cannot still also too else instead again more less other others there here ok okay thanks yes
    no not any some all every each info information details detail help mean means happen going go come back
    return returning miss missed use used using find see check know tell show start starts end ends last
    am have has had having want wants would like must might shall please just only really very way ways thing
    things something anything everything someone anyone somebody person people exactly now today currently usually
    normally kept stay up out off over per via been being delivery deliver delivered send sent mail mailed receive
    received processing credentials login session sessions enroll enrolled enrolling
    """.split())


def topic_terms(text: str) -> list[str]:
    """The content words of ``text`` that name a topic (not an aspect), in order of first appearance."""
    seen: set[str] = set()
    terms = []
    content = content_terms(text)
    for word in WORD.findall(text.lower()):
        if word in content and word not in seen and stem(word) not in ASPECT_TERMS:
            seen.add(word)
            terms.append(word)
    return terms


def depends_on_thread(question: str) -> bool:
    """Whether ``question`` continues an earlier topic rather than naming its own."""
    return bool(_CONNECTIVE.match(question) or _REFERS_BACK.search(question) or not topic_terms(question))


@dataclass(frozen=True)
class FollowUpQuery:
    """What to search for a message: ``query``, and ``alone`` (the message as written) when the message depends
    on the thread yet names words of its own ("what about parking?" may change topic, "and for graduate
    students?" may not): the carried query's result is kept unless the message searched alone finds a page
    whose title or section its words name while the carried result's best page is not named by them."""

    query: str
    alone: str | None = None
    own_terms: tuple[str, ...] = ()


def plan_query(question: str, earlier: list[tuple[str, Turn | None]]) -> FollowUpQuery:
    if not earlier or not depends_on_thread(question):
        return FollowUpQuery(question)
    previous_query, previous_answer = earlier[-1]
    carried = topic_terms(previous_query)
    if previous_answer is not None and previous_answer.citations and not previous_answer.abstained:
        # the cited page's title names the topic in the knowledge base's own words, but only when that page
        # was on the topic asked about (a wrong page would pull the follow-up further off)
        title = topic_terms(previous_answer.citations[0].title)
        if _names(title, carried):
            carried += [t for t in title if t not in carried]
    own = topic_terms(question)
    # "it"/"they"/"that" point back for sure; only a connective with new words ("what about parking?") may not
    if not carried or not set(own) - set(carried) or _REFERS_BACK.search(question):
        return FollowUpQuery(f"{' '.join(carried)} {question}" if carried else question)
    return FollowUpQuery(f"{' '.join(carried)} {question}", alone=question, own_terms=tuple(own))


def resolved_queries(history: list[Turn]) -> list[tuple[str, Turn | None]]:
    """Each user turn of the thread as it was searched, with the assistant turn that answered it."""
    asked: list[tuple[FollowUpQuery, Turn | None]] = []
    for turn in history:
        if turn.role == "user":
            asked.append((plan_query(turn.content, _settled(asked)), None))
        elif asked and asked[-1][1] is None:
            asked[-1] = (asked[-1][0], turn)
    return _settled(asked)


def _settled(asked: list[tuple[FollowUpQuery, Turn | None]]) -> list[tuple[str, Turn | None]]:
    """The query each earlier message was searched with, as far as its answer tells."""
    return [(plan.alone if plan.alone is not None and answer is not None and _changed_topic(plan, answer)
             else plan.query, answer) for plan, answer in asked]


def _changed_topic(plan: FollowUpQuery, answer: Turn) -> bool:
    """Replaying the thread: the answer cited a page named by the message's own words, not the old topic."""
    if not answer.citations:
        return False
    title = topic_terms(answer.citations[0].title)
    carried = [t for t in topic_terms(plan.query) if t not in plan.own_terms]
    return _names(title, plan.own_terms) and not _names(title, carried)


def _names(words: list[str] | tuple[str, ...], terms: list[str] | tuple[str, ...]) -> bool:
    """Whether ``words`` (a title, a section) name any of ``terms``: same light stem, or one a prefix of the
    other from four letters ("withdraw" / "withdrawal", "drop" / "dropping")."""
    a, b = {stem(w) for w in words}, {stem(t) for t in terms}
    return any(x == y or (min(len(x), len(y)) >= 4 and (x.startswith(y) or y.startswith(x))) for x in a for y in b)


def _heading_words(result: RetrievalResult) -> list[str]:
    chunk = result.passages[0].chunk
    return list(content_terms(f"{chunk.title} {chunk.section or ''}"))


def retrieve_follow_up(plan: FollowUpQuery, retrieve: Callable[[str], RetrievalResult]) -> RetrievalResult:
    """Search the carried query; when the message may have changed topic ("what about parking?"), search it
    alone too and take that result when its best page is named by the message's words and the carried one's
    is not."""
    result = retrieve(plan.query)
    if plan.alone is None:
        return result
    alone = retrieve(plan.alone)
    if not alone.found or not alone.passages:
        return result
    if not result.found or not result.passages:
        return alone
    if alone.passages[0].chunk.doc_id == result.passages[0].chunk.doc_id:
        return result
    if _names(_heading_words(alone), plan.own_terms) and not _names(_heading_words(result), plan.own_terms):
        return alone
    return result


def retrieval_plan(question: str, history: list[Turn]) -> FollowUpQuery:
    """The search plan for ``question`` in a thread with ``history`` (oldest turn first)."""
    return plan_query(question, resolved_queries(history))


def retrieval_query(question: str, history: list[Turn]) -> str:
    """The (carried) search query for ``question`` in a thread with ``history``."""
    return retrieval_plan(question, history).query
