"""Content words of a question or passage, and a light suffix stem: the one notion of "which words matter"
shared by answerability (fusion) and the extractive answerer, so both agree on what a question asks about.

Deliberately lighter than the index's Snowball analysis (knowledge/index/text_analysis.py): it only has to
match a question's words against passage text already retrieved, and the answerability model was fitted
with exactly these terms.
"""

from __future__ import annotations

import re

WORD = re.compile(r"[a-z0-9]+")
STOP_WORDS = frozenset(
    "a an the and or of to in on for is are was were be been can could do does did how what when where which who "
    "why i me my we our you your it its this that with at by from as if about should would will may i'm im get".split()
)


def content_terms(text: str) -> set[str]:
    """Lower-cased words of ``text`` that carry meaning (no stop words, no single characters)."""
    return {w for w in WORD.findall(text.lower()) if w not in STOP_WORDS and len(w) > 1}


def stem(word: str) -> str:
    """Strip one common English suffix, keeping at least three letters ("deadlines" -> "deadline")."""
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def stemmed_terms(text: str) -> set[str]:
    """``content_terms`` with the light stem applied: what "the question's words occur in this text" compares."""
    return {stem(w) for w in content_terms(text)}
