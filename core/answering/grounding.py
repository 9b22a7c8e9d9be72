"""The answer check between the agent and the student: only what this turn's sources say is shown.

``check_answer`` takes the model's text and what the turn's searches returned, and decides:

- **uncited** — no citation to a passage retrieved in this turn (nothing searched, nothing cited, or only
  numbers that were never returned): the text is not shown; the caller falls back to quoting the sources;
- **not_found** — the model said it could not find the answer and cites nothing: the caller shows the
  standard "I couldn't find this" with the adviser offer (the model's own wording may carry advice of its own);
- **trimmed** — some sentences carry a number, amount, date, time, e-mail address, phone number or URL that
  is not in the passages they cite (a sentence without a citation must be supported by the answer's cited
  passages), or cite only numbers never returned: those sentences are removed, the rest is shown;
- **unsupported** — after removal no cited statement is left: the caller falls back;
- **grounded** — shown as written (citations renumbered 1..k in order of first use).

The check is pure text processing over at most a few kilobytes, well under a millisecond per answer
(``benchmarks/answer_check.py``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from core.answering.facts import Fact, answer_facts, source_facts, supported
from core.knowledge.citation import Citation

_MARKER = re.compile(r"\[(\d+(?:\s*,\s*\d+)*)\]")
_NOT_FOUND = re.compile(
    r"\b(couldn'?t|could not|can'?not|can'?t|was unable to|am unable to|did not|didn'?t) find\b"
    r"|\bno (relevant )?information (about|on|in)\b|\bnot (covered|mentioned) in the knowledge base\b",
    re.I,
)
# a sentence ends at . ! or ? followed by space and anything but a lower-case letter ("5 p.m. on" goes on)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[^a-z\s])")
_LIST_MARK = re.compile(r"^(\s*(?:[-*+]|\d{1,2}[.)])\s+|\s*#{1,6}\s+|\s*>\s?)")

Verdict = Literal["grounded", "trimmed", "unsupported", "uncited", "not_found"]


@dataclass
class CheckedAnswer:
    verdict: Verdict
    text: str = ""
    citations: list[Citation] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)  # sentences removed for unsupported facts

    @property
    def shown(self) -> bool:
        """Whether the model's (possibly trimmed) text may be shown to the student."""
        return self.verdict in ("grounded", "trimmed")


def keep_cited(text: str, available: list[Citation]) -> tuple[str, list[Citation]]:
    """Renumber the cited sources 1..k in order of first citation; drop markers of unknown sources."""
    by_n = {c.n: c for c in available}
    renumber: dict[int, int] = {}

    def replace(match: re.Match) -> str:
        out = []
        for raw in match.group(1).split(","):
            n = int(raw)
            if n not in by_n:
                continue
            renumber.setdefault(n, len(renumber) + 1)
            if f"[{renumber[n]}]" not in out:
                out.append(f"[{renumber[n]}]")
        return "".join(out)

    new_text = _MARKER.sub(replace, text)
    new_text = re.sub(r"[ \t]+([.,;:!?])", r"\1", new_text)  # a dropped marker must not leave "word ."
    cited = [by_n[old].model_copy(update={"n": new}) for old, new in sorted(renumber.items(), key=lambda kv: kv[1])]
    return new_text.strip(), cited


def sentences(line: str) -> list[str]:
    """A line split into sentences; citation markers after a full stop stay with their sentence."""
    parts = _SENTENCE_END.split(line)
    out: list[str] = []
    for part in parts:
        lead = re.match(r"^((?:\[\d+(?:\s*,\s*\d+)*\]\s*)+)", part)
        if lead and out:
            out[-1] = out[-1] + " " + lead.group(1).strip()
            part = part[lead.end():]
        if part.strip():
            out.append(part)
    return out


def cited_numbers(text: str) -> set[int]:
    return {int(n) for m in _MARKER.finditer(text) for n in m.group(1).split(",")}


class CitedSources:
    """The text and normalised facts of the passages behind each citation number, read only when needed.

    Most facts in an answer are copied verbatim from their source, so a fact is first looked up as written
    (whole words, in the lower-cased passage text); only the rest are compared in normalised form, and the
    passages are normalised at most once per turn.
    """

    def __init__(self, available: list[Citation], passage_texts: Mapping[int, list[str]]) -> None:
        self.texts: dict[int, str] = {}
        for c in available:
            meta = " ".join(x for x in (c.url, c.last_updated or "", f"version {c.version}" if c.version else "") if x)
            self.texts[c.n] = "\n".join([*passage_texts.get(c.n, []), meta]).lower()
        self._facts: dict[int, set[str]] = {}

    def facts(self, n: int) -> set[str]:
        if n not in self._facts:
            self._facts[n] = source_facts(self.texts.get(n, ""))
        return self._facts[n]

    def supports(self, fact: Fact, numbers: set[int]) -> bool:
        verbatim = re.compile(r"(?<![\w.,/-])" + re.escape(fact.surface.lower()) + r"(?![\w/]|[.,]\d)")
        if any(verbatim.search(self.texts.get(n, "")) for n in numbers):
            return True
        return any(supported(fact, self.facts(n)) for n in numbers)


def unsupported_facts(sentence: str, sources: CitedSources, numbers: set[int]) -> list[Fact]:
    body = _LIST_MARK.sub("", _MARKER.sub(" ", sentence))
    return [f for f in answer_facts(body) if not sources.supports(f, numbers)]


def check_answer(text: str, available: list[Citation], passage_texts: Mapping[int, list[str]]) -> CheckedAnswer:
    """Check the model's ``text`` against this turn's sources.

    ``available``: the citations the turn's searches handed out (the model's [n]); ``passage_texts``: for each
    n, the texts of the passages shown under that number (what the model saw). Citation metadata (the page's
    URL, version, last-updated date) counts as part of its source.
    """
    known = {c.n for c in available}
    cited = cited_numbers(text) & known
    if not cited:
        return CheckedAnswer("not_found" if _NOT_FOUND.search(text) else "uncited")
    sources = CitedSources(available, passage_texts)
    kept_lines: list[str] = []
    removed: list[str] = []
    for line in text.splitlines():
        kept = []
        for sentence in sentences(line):
            marks = cited_numbers(sentence)
            own = marks & known
            # a sentence citing only sources never returned claims support that does not exist
            if (marks and not own) or unsupported_facts(sentence, sources, own or cited):
                removed.append(sentence.strip())
            else:
                kept.append(sentence)
        if kept:
            kept_lines.append(" ".join([kept[0].rstrip(), *(s.strip() for s in kept[1:])]))
        elif not line.strip():
            kept_lines.append("")
    new_text, citations = keep_cited(_tidy("\n".join(kept_lines)), available)
    if not citations:
        return CheckedAnswer("unsupported", removed=removed)
    return CheckedAnswer("trimmed" if removed else "grounded", new_text, citations, removed)


def _tidy(text: str) -> str:
    """No runs of blank lines left where sentences were removed."""
    return re.sub(r"\n{3,}", "\n\n", text).strip()
