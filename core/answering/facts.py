"""Checkable facts in a text: numbers, amounts, dates, times, e-mail addresses, phone numbers and URLs.

Each fact is normalised so that different spellings of the same fact compare equal: "$470" = "470 USD" =
"470 dollars" (``n:470``); "March 1" = "1 March" = "Mar. 1st" = "2026-03-01" = "3/1/2026" (``date:03-01``, the
year being a number of its own); "5 pm" = "5:00 p.m." = "17:00" (``time:17:00``); "ten" = "10" in the sources.

``answer_facts`` reads a model's answer strictly (a pronoun "one" or "second" is not a number; "May" is a month
only where it is used as one). ``source_facts`` reads the passages generously (every number word and month
name counts), so a true statement is not removed for being spelt differently from its source.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_MONTHS = {m: i for i, m in enumerate(
    "january february march april may june july august september october november december".split(), 1)}
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items()) if m != "may"})
_MONTHS["sept"] = 9
_MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|" \
         r"jun|jul|aug|sept|sep|oct|nov|dec)"
_WEEKDAYS = {d[:3]: d[:3] for d in "monday tuesday wednesday thursday friday saturday sunday".split()}
_SMALL = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty".split())}
_TENS = {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_ORDINALS = {w: i for i, w in enumerate(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split(), 1)}

_ORD = r"(?:st|nd|rd|th)?"
_YEAR = r"(?:,?\s+(\d{4}))?"
# Matched on the lower-cased text, in this order; each match is blanked out before the next pattern runs
# (a date's digits are not numbers too). The third field: substrings without which a pattern cannot match,
# so most patterns are skipped on most sentences.
_PATTERNS: list[tuple[str, re.Pattern, tuple[str, ...]]] = [
    ("url", re.compile(r"\bhttps?://[^\s<>()\[\]\"'`]+|\bwww\.[^\s<>()\[\]\"'`]+"), ("http", "www.")),
    ("email", re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b"), ("@",)),
    ("domain", re.compile(r"\b(?:[a-z0-9-]+\.)+(?:edu|com|org|net|gov|io|us|uk|ca|info)\b(?:/[^\s<>()\[\]\"'`]*)?"),
     (".edu", ".com", ".org", ".net", ".gov", ".io", ".us", ".uk", ".ca", ".info")),
    ("iso_date", re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b"), ("-",)),
    ("slash_date", re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{2,4})\b"), ("/",)),
    ("month_day", re.compile(rf"\b({_MONTH})\.?\s+(\d{{1,2}}){_ORD}\b{_YEAR}"), ()),
    ("day_month", re.compile(rf"\b(\d{{1,2}}){_ORD}\s+(?:of\s+)?({_MONTH})\b\.?{_YEAR}"), ()),
    ("month_year", re.compile(rf"\b({_MONTH})\.?\s+(\d{{4}})\b"), ()),
    ("phone", re.compile(r"(?=[\d(+])(?<![\d-])(?:\+?1[\s.-]?|\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}"
                         r"(?![\d-])"), ()),
    ("time", re.compile(r"\b(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s?m\b\.?"), ("m",)),
    ("clock", re.compile(r"\b([01]?\d|2[0-3]):([0-5]\d)\b"), (":",)),
    ("noon", re.compile(r"\b(noon|midday|midnight)\b"), ("noon", "midday", "midnight")),
    ("number", re.compile(r"(?<![\w.])\d+(?:,\d{3})*(?:\.\d+)?(?:st|nd|rd|th)?(?!\w)"), ()),
]
_STRICT_MONTH = re.compile(rf"\b(?:in|by|on|until|till|of|before|after|from|since|through|early|late|mid|end of)\s+"
                           rf"({_MONTH[3:-1]})\b(?!\s+\d)")
_ANY_MONTH = re.compile(rf"\b({_MONTH})\b")
_WEEKDAY = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs"
                      r"|fri|sat|sun)\b")
_NUMBER_WORD = re.compile(r"\b(" + "|".join([*_SMALL, *_TENS, *_ORDINALS]) + r")\b(?!\s+(?:hundred|thousand|million))")


@dataclass(frozen=True)
class Fact:
    key: str      # the normalised form compared with the sources, e.g. "n:470", "date:03-01"
    surface: str  # as written in the text


def _number(raw: str) -> str:
    raw = re.sub(r"(st|nd|rd|th)$", "", raw.lower()).replace(",", "")
    if "." in raw:
        raw = raw.rstrip("0").rstrip(".") or "0"
    return "n:" + (raw.lstrip("0") or "0")


def _date(month: int, day: int) -> str:
    return f"date:{month:02d}-{day:02d}"


def _url(raw: str) -> str:
    raw = raw.rstrip(".,;:!?*_'\"")
    raw = re.sub(r"^(https?://)?(www\.)?", "", raw.lower())
    return "url:" + raw.rstrip("/")


def _lower(text: str) -> str:
    """Lower case with every position kept (a few characters lower-case to two; those stay as they are)."""
    low = text.lower()
    return low if len(low) == len(text) else "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


def _keys(kind: str, m: re.Match, text: str, strict: bool) -> list[str] | None:
    """The normalised facts of one match (``text`` is the original, for letter case), or None to skip it."""
    g = m.groups()
    if kind in ("url", "domain"):
        return [_url(m.group(0))]
    if kind == "email":
        return ["email:" + m.group(0)]
    if kind == "iso_date":
        return [_date(int(g[1]), int(g[2])), _number(g[0])] if 1 <= int(g[1]) <= 12 and 1 <= int(g[2]) <= 31 else None
    if kind == "slash_date":
        if not (1 <= int(g[0]) <= 12 and 1 <= int(g[1]) <= 31):
            return None
        return [_date(int(g[0]), int(g[1])), _number(g[2] if len(g[2]) == 4 else f"20{g[2]}")]
    if kind in ("month_day", "day_month", "month_year"):
        month_group = 2 if kind == "day_month" else 1
        month = m.group(month_group)
        if strict and month == "may" and not text[m.start(month_group)].isupper():
            return None  # "you may 2 …" is not a date
        if kind == "month_year":
            return [f"month:{_MONTHS[month]:02d}", _number(g[1])]
        day = int(g[1] if kind == "month_day" else g[0])
        return [_date(_MONTHS[month], day), *([_number(g[2])] if g[2] else [])] if 1 <= day <= 31 else None
    if kind == "phone":
        return ["phone:" + re.sub(r"\D", "", m.group(0))[-10:]]
    if kind == "time":
        if int(g[0]) > 12:
            return None
        return [f"time:{int(g[0]) % 12 + (12 if g[2] == 'p' else 0):02d}:{int(g[1] or 0):02d}"]
    if kind == "clock":
        return [f"time:{int(g[0]):02d}:{int(g[1]):02d}"]
    if kind == "noon":
        return ["time:00:00" if g[0] == "midnight" else "time:12:00"]
    return [_number(m.group(0))]


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    pieces, last = [], 0
    for start, end in spans:
        pieces += [text[last:start], " " * (end - start)]
        last = end
    return "".join(pieces) + text[last:]


def _facts(text: str, strict: bool) -> list[Fact]:
    facts: list[Fact] = []
    masked = _lower(text)
    for kind, pattern, needs in _PATTERNS:
        if needs and not any(n in masked for n in needs):
            continue
        spans = []
        for m in pattern.finditer(masked):
            keys = _keys(kind, m, text, strict)
            if keys is not None:
                facts.extend(Fact(k, text[m.start():m.end()]) for k in keys)
                spans.append((m.start(), m.end()))
        if spans:
            masked = _blank(masked, spans)
    if strict:
        facts += [Fact(f"month:{_MONTHS[m.group(1)]:02d}", m.group(1)) for m in _STRICT_MONTH.finditer(masked)
                  if m.group(1) != "may" or text[m.start(1)].isupper()]
        facts += [Fact(f"day:{m.group(1)[:3]}", m.group(1)) for m in _WEEKDAY.finditer(masked)
                  if len(m.group(1)) > 3 or text[m.start(1)].isupper()]
        # number words from "two" up (a lone "one" is usually a pronoun; "second" an ordinal adjective)
        facts += [Fact(f"n:{_SMALL.get(w, _TENS.get(w))}", w) for m in _NUMBER_WORD.finditer(masked)
                  if (w := m.group(1)) in _SMALL and _SMALL[w] >= 2 or w in _TENS]
    else:
        facts += [Fact(f"month:{_MONTHS[m.group(1)]:02d}", m.group(1)) for m in _ANY_MONTH.finditer(masked)]
        facts += [Fact(f"day:{m.group(1)[:3]}", m.group(1)) for m in _WEEKDAY.finditer(masked)]
        facts += [Fact(f"n:{_SMALL.get(w, _TENS.get(w, _ORDINALS.get(w)))}", w)
                  for m in _NUMBER_WORD.finditer(masked) if (w := m.group(1))]
    return facts


def answer_facts(text: str) -> list[Fact]:
    """The facts a sentence of an answer asserts."""
    return _facts(text, strict=True)


def source_facts(text: str) -> set[str]:
    """Every normalised fact a source passage supports (dates also support their month)."""
    keys = {f.key for f in _facts(text, strict=False)}
    keys |= {f"month:{k[5:7]}" for k in keys if k.startswith("date:")}
    return keys


def supported(fact: Fact, sources: set[str]) -> bool:
    if fact.key in sources:
        return True
    if fact.key.startswith("url:"):  # a link to a page's site or section: a prefix of a cited URL
        return any(s.startswith((fact.key + "/", fact.key + "?")) for s in sources if s.startswith("url:"))
    if fact.key.startswith("phone:"):  # the same number with or without the country code
        digits = fact.key[6:]
        return any(s.startswith("phone:") and (s[6:].endswith(digits) or digits.endswith(s[6:])) for s in sources)
    return False
