"""Greetings, thanks and "what can you do?" answered at once, without retrieval or model cost."""

from __future__ import annotations

import re

_GREETING = re.compile(r"^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|howdy|yo)\b[\s!.,]*(there|bot|advisor|adviser)?[\s!.]*$", re.I)
_THANKS = re.compile(r"^\s*(thanks|thank you|thx|ty|cheers|great,? thanks|ok(ay)?,? thanks?|perfect|awesome)\b[\s!.a-z]{0,20}$", re.I)
_HELP = re.compile(r"^\s*(help|what can you do|what do you do|who are you|what are you|how do(es)? (this|you) work)\b[\s?!.]*$", re.I)

HELP_TEXT = (
    "I'm the academic-advising assistant. Ask me about registration, add/drop and withdrawal deadlines, "
    "grades, graduation, transcripts, financial aid, international-student rules, parking, IT help and more. "
    "I answer from the university's knowledge base and cite the page, version and date. "
    "If I can't find something I'll say so, and you can ask to talk to a human adviser at any time."
)


def small_talk_reply(message: str) -> str | None:
    """A canned reply for small talk, or None when the message is a real question."""
    if _GREETING.match(message):
        return "Hello! " + HELP_TEXT
    if _THANKS.match(message):
        return "You're welcome! Ask me anything else about your studies, or ask for an adviser if you need a person."
    if _HELP.match(message):
        return HELP_TEXT
    return None
