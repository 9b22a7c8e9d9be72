"""What in a student's words calls for a human: a crisis, a request for a person, a personal situation,
and which advisers' category a question belongs to.

Rules, not a model: a crisis detector must be predictable, testable and work offline. It errs on the side
of answering with crisis resources — a false alarm costs a kind message, a miss can cost far more.
"""

from __future__ import annotations

import re

_CRISIS = [
    r"\b(kill|hurt|harm|cut|starve)(ing)?\s+(myself|my\s*self)\b",
    r"\bsuicid(e|al)\b",
    r"\b(end|take)\s+(my|own)\s+(own\s+)?life\b",
    r"\bend\s+it\s+all\b",
    r"\b(want|wanna|going|plan(ning)?)\s+to\s+die\b",
    r"\bdon'?t\s+want\s+to\s+(live|be\s+alive|wake\s+up)\b",
    r"\bno\s+reason\s+to\s+live\b",
    r"\bbetter\s+off\s+dead\b",
    r"\bself[-\s]?harm(ing)?\b",
    r"\boverdos(e|ed|ing)\b",
    r"\b(kill|shoot|stab|hurt)\s+(him|her|them|someone|somebody|people|my\s+\w+|everyone)\b",
    r"\b(gun|bomb|weapon)\b.*\b(campus|class|school|dorm|hall)\b",
    r"\b(being|been|was|got)\s+(abused|assaulted|raped|attacked|stalked)\b",
    r"\b(sexual(ly)?\s+assault(ed)?|domestic\s+violence)\b",
    r"\b(i'?m|i\s+am|we'?re)\s+(not\s+safe|in\s+danger|unsafe)\b",
    r"\b(medical\s+)?emergency\b.*\b(now|right\s+now|help)\b",
    r"\bcan'?t\s+(go\s+on|take\s+(it|this)\s+any\s*more)\b",
]
_CRISIS_RE = re.compile("|".join(f"(?:{p})" for p in _CRISIS), re.IGNORECASE)

# Phrases that look alarming but are ordinary student questions (a computing course, a deadline).
_BENIGN_RE = re.compile(
    r"\b(kill|end)\s+(a|the|my)\s+(process|task|job|session|program|thread|server|container)\b"
    r"|\bdeadline\b.*\b(die|dead)\b|\bdead\s*line\b|\bemergency\s+(loan|fund|grant|contact|alert)s?\b",
    re.IGNORECASE,
)

_ASKS_FOR_PERSON_RE = re.compile(
    r"\b(talk|speak|chat)\s+(to|with)\s+(a|an|the|some)?\s*(real\s+)?(human|person|adviser|advisor|counsel(l)?or|someone|somebody|staff)\b"
    r"|\b(real|actual)\s+(human|person)\b|\bhuman\s+please\b|\bescalate\b"
    r"|\b(connect|transfer)\s+me\s+(to|with)\b|\bcan\s+(a|an)\s+(adviser|advisor|human|person)\s+(help|call|contact)\b",
    re.IGNORECASE,
)

_PERSONAL_RE = re.compile(
    r"\b(my|i'?m|i\s+am|i\s+have|i\s+was|i\s+got)\b.{0,40}\b("
    r"pregnan\w*|divorce\w*|grie(f|ving)|passed\s+away|death\s+in\s+(my|the)\s+family|family\s+emergency|"
    r"mental\s+health|depress\w*|anxiety|panic\s+attack\w*|eating\s+disorder|homeless\w*|evict\w*|"
    r"harass\w*|discriminat\w*|bull(y|ied|ying)|immigration\s+(problem|issue|status)|deport\w*|"
    r"medical\s+(condition|leave)|hospital\w*|diagnos\w*|disabilit\w*|financial\s+hardship|can'?t\s+afford"
    r")",
    re.IGNORECASE,
)

CATEGORIES: dict[str, tuple[str, ...]] = {
    "wellbeing": ("counsel", "mental", "wellbeing", "well-being", "stress", "anxiety", "depress", "crisis",
                  "health", "grief", "harass", "assault"),
    "financial_aid": ("financial aid", "fafsa", "scholarship", "tuition", "payment plan", "refund", "loan",
                      "grant", "bursar", "sap", "afford"),
    "international": ("i-20", "f-1", "visa", "opt", "cpt", "international", "sevis", "immigration", "travel signature"),
    "accessibility": ("accommodation", "disabilit", "accessible learning", "adhd", "extra time"),
    "registration": ("register", "registration", "add/drop", "drop a class", "add a class", "withdraw",
                     "enrol", "enroll", "overload", "schedule", "waitlist", "leave of absence"),
    "academic_standing": ("probation", "dismiss", "suspen", "gpa", "grade appeal", "incomplete", "pass/fail",
                          "academic standing", "reinstat"),
    "records": ("transcript", "graduat", "diploma", "degree audit", "enrollment verification", "transfer credit",
                "change of major"),
    "it": ("password", "mfa", "wi-fi", "wifi", "eduroam", "canvas", "email", "login", "log in"),
}


def signals_crisis(text: str) -> bool:
    """True when a message signals self-harm, harm to others or an emergency."""
    if not text or not _CRISIS_RE.search(text):
        return False
    # a benign phrase only clears the message when no other crisis phrase remains once it is removed
    cleaned = _BENIGN_RE.sub(" ", text)
    return bool(_CRISIS_RE.search(cleaned))


def asks_for_person(text: str) -> bool:
    return bool(text and _ASKS_FOR_PERSON_RE.search(text))


# situations that are personal however they are phrased
_PERSONAL_ANYWHERE_RE = re.compile(
    r"\b(death\s+in\s+(my|the)\s+family|family\s+emergency|passed\s+away|funeral|miscarriage|"
    r"being\s+harass\w*|been\s+harass\w*|discriminated\s+against)\b",
    re.IGNORECASE,
)


def is_personal(text: str) -> bool:
    return bool(text and (_PERSONAL_RE.search(text) or _PERSONAL_ANYWHERE_RE.search(text)))


def infer_category(question: str, context: str = "") -> str:
    """The advisers' category: from the question first, then the titles/labels of the sources shown."""
    for source in (question.lower(), context.lower()):
        scores = {cat: sum(source.count(k) for k in keys) for cat, keys in CATEGORIES.items()}
        best = max(scores, key=scores.get)
        if scores[best] > 0:
            return best
    return "general"
