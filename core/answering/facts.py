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
_PATTERNS: list[tuple[str, re.Pattern]] = [
    ("url", re.compile(r"\bhttps?://[^\s<>()\[\]\"'`]+|\bwww\.[^\s<>()\[\]\"'`]+", re.I)),
    ("email", re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")),
    ("domain", re.compile(r"\b(?:[a-z0-9-]+\.)+(?:edu|com|org|net|gov|io|us|uk|ca|info)\b(?:/[^\s<>()\[\]\"'`]*)?", re.I)),
    ("iso_date", re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")),
    ("slash_date", re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{2,4})\b")),
    ("month_day", re.compile(rf"\b({_MONTH})\.?\s+(\d{{1,2}}){_ORD}\b{_YEAR}", re.I)),
    ("day_month", re.compile(rf"\b(\d{{1,2}}){_ORD}\s+(?:of\s+)?({_MONTH})\b\.?{_YEAR}", re.I)),
    ("month_year", re.compile(rf"\b({_MONTH})\.?\s+(\d{{4}})\b", re.I)),
    ("phone", re.compile(r"(?<![\d-])(?:\+?1[\s.-]?|\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?![\d-])")),
    ("time", re.compile(r"\b(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s?m\b\.?", re.I)),
    ("clock", re.compile(r"\b([01]?\d|2[0-3]):([0-5]\d)\b")),
    ("noon", re.compile(r"\b(noon|midday|midnight)\b", re.I)),
    ("number", re.compile(r"(?<![\w.])\d+(?:,\d{3})*(?:\.\d+)?(?:st|nd|rd|th)?(?![\w])", re.I)),
]
_STRICT_MONTH = re.compile(rf"\b(?:in|by|on|until|till|of|before|after|from|since|through|early|late|mid|end of)\s+"
                           rf"({_MONTH[3:-1]})\b(?!\s+\d)", re.I)
_WEEKDAY = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs"
                      r"|fri|sat|sun)\b", re.I)
_NUMBER_WORD = re.compile(r"\b(" + "|".join([*_SMALL, *_TENS, *_ORDINALS]) + r")\b(?!\s+(?:hundred|thousand|million))",
                          re.I)


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


def _facts(text: str, strict: bool) -> list[Fact]:
    facts: list[Fact] = []
    masked = list(text)

    def take(match: re.Match, keys: list[str]) -> None:
        facts.extend(Fact(k, match.group(0)) for k in keys)
        masked[match.start():match.end()] = " " * (match.end() - match.start())

    for kind, pattern in _PATTERNS:
        for m in pattern.finditer("".join(masked)):
            g = m.groups()
            if kind in ("url", "domain"):
                take(m, [_url(m.group(0))])
            elif kind == "email":
                take(m, ["email:" + m.group(0).lower()])
            elif kind == "iso_date" and 1 <= int(g[1]) <= 12 and 1 <= int(g[2]) <= 31:
                take(m, [_date(int(g[1]), int(g[2])), _number(g[0])])
            elif kind == "slash_date" and 1 <= int(g[0]) <= 12 and 1 <= int(g[1]) <= 31:
                year = g[2] if len(g[2]) == 4 else f"20{g[2]}"
                take(m, [_date(int(g[0]), int(g[1])), _number(year)])
            elif kind in ("month_day", "day_month"):
                month, day = (g[0], g[1]) if kind == "month_day" else (g[1], g[0])
                if strict and month.lower() == "may" and not month[0].isupper():
                    continue  # "you may 2 ..." is not a date
                if 1 <= int(day) <= 31:
                    take(m, [_date(_MONTHS[month.lower()], int(day)), *([_number(g[2])] if g[2] else [])])
            elif kind == "month_year":
                if strict and g[0].lower() == "may" and not g[0][0].isupper():
                    continue
                take(m, [f"month:{_MONTHS[g[0].lower()]:02d}", _number(g[1])])
            elif kind == "phone":
                take(m, ["phone:" + re.sub(r"\D", "", m.group(0))[-10:]])
            elif kind == "time":
                hour, minute = int(g[0]) % 12 + (12 if g[2].lower() == "p" else 0), int(g[1] or 0)
                if int(g[0]) <= 12:
                    take(m, [f"time:{hour:02d}:{minute:02d}"])
            elif kind == "clock":
                take(m, [f"time:{int(g[0]):02d}:{int(g[1]):02d}"])
            elif kind == "noon":
                take(m, ["time:00:00" if g[0].lower() == "midnight" else "time:12:00"])
            elif kind == "number":
                take(m, [_number(m.group(0))])
    rest = "".join(masked)
    if strict:
        facts += [Fact(f"month:{_MONTHS[m.group(1).lower()]:02d}", m.group(1)) for m in _STRICT_MONTH.finditer(rest)
                  if m.group(1).lower() != "may" or m.group(1)[0].isupper()]
        facts += [Fact(f"day:{m.group(1).lower()[:3]}", m.group(1)) for m in _WEEKDAY.finditer(rest)
                  if len(m.group(1)) > 3 or m.group(1)[0].isupper()]
        # number words from "two" up (a lone "one" is usually a pronoun; "second" an ordinal adjective)
        facts += [Fact(f"n:{_SMALL.get(w, _TENS.get(w))}", m.group(0)) for m in _NUMBER_WORD.finditer(rest)
                  if (w := m.group(1).lower()) in _SMALL and _SMALL[w] >= 2 or w in _TENS]
    else:
        facts += [Fact(f"month:{_MONTHS[m.group(1).lower()]:02d}", m.group(1))
                  for m in re.finditer(rf"\b({_MONTH})\b", rest, re.I)]
        facts += [Fact(f"day:{m.group(1).lower()[:3]}", m.group(1)) for m in _WEEKDAY.finditer(rest)]
        facts += [Fact(f"n:{_SMALL.get(w, _TENS.get(w, _ORDINALS.get(w)))}", m.group(0))
                  for m in _NUMBER_WORD.finditer(rest) if (w := m.group(1).lower())]
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
        return any(s.startswith(fact.key + "/") or s.startswith(fact.key + "?") for s in sources if s.startswith("url:"))
    if fact.key.startswith("phone:"):  # the same number with or without the country code
        digits = fact.key[6:]
        return any(s.startswith("phone:") and (s[6:].endswith(digits) or digits.endswith(s[6:])) for s in sources)
    return False
