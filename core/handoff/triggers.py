"""What in a student's words calls for a human: a crisis (detected in ``core.handoff.crisis``), a request
for a person, a personal situation, and which advisers' category a question belongs to."""

from __future__ import annotations

import re

from core.handoff.crisis import default_crisis_detector

_ASKS_FOR_PERSON_RE = re.compile(
    r"\b(talk|speak|chat)\s+(to|with)\s+(a|an|the|some)?\s*(real\s+)?(human|person|adviser|advisor|counsel(l)?or|someone|somebody|staff)\b"
    r"|\b(real|actual)\s+(human|person)\b|\bhuman\s+please\b|\bescalate\b"
    r"|\b(connect|transfer)\s+me\s+(to|with)\b|\bcan\s+(a|an)\s+(adviser|advisor|human|person)\s+(help|call|contact)\b"
    # the five other languages the crisis reply and its check-in offer a person in ("hablar con un asesor", "parler à
    # une conseillère", "mit einer Beraterin sprechen", "parlare con un consulente", "falar com um orientador")
    r"|\b(hablar|platicar)\s+con\s+(un|una|el|la|alg[uú]n|alguna)?\s*(asesor|asesora|orientador|orientadora|consejero|"
    r"consejera|persona|humano|alguien)\b|\ben\s+contacto\s+con\s+(un|una)\s+(asesor|asesora|persona)\b"
    # ("parler à personne" is "talk to nobody": a person only with its article)
    r"|\b(parler|discuter)\s+(à|a|avec)\s+((un|une)\s+)?(conseill[eè]re?|humain|quelqu['’]un)"
    r"|\b(parler|discuter)\s+(à|a|avec)\s+une\s+(vraie\s+)?personne\b"
    r"|\ben\s+relation\s+avec\s+(un|une)\s+(conseill[eè]re?|personne)\b"
    r"|\bmit\s+(einem|einer|jemandem)\s*(echten\s+|echte\s+)?(berater|beraterin|menschen|person)?\s*(sprechen|reden)\b"
    r"|\bmit\s+(einem|einer)\s+(berater|beraterin|menschen|person)\s+verbinden\b"
    r"|\bparlare\s+con\s+(un|una|qualcuno)?\s*(consulente|persona|umano|tutor|qualcuno)\b"
    r"|\bin\s+contatto\s+con\s+(un|una)\s+(consulente|persona)\b"
    r"|\bfalar\s+com\s+(um|uma|algu[eé]m)?\s*(orientador|orientadora|pessoa|humano|atendente|algu[eé]m)\b",
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
    """True when a message signals self-harm, harm to others, assault or immediate danger
    (``core.handoff.crisis``: rules in four languages, then the semantic layer)."""
    return default_crisis_detector().is_crisis(text)


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
