"""Did the passage a student was told materially change? Sentence-level comparison of the text an answer
quoted with the page's current text.

Material = a sentence the student read is no longer on the page. Whitespace, Markdown emphasis, list
markers, case and punctuation at the ends of a sentence do not count, and neither does anything that
happened elsewhere on the page (an unrelated section, a macro's rendering). Each lost sentence is paired
with its closest new sentence on the page (the rewording: "15 March" → "22 March"), or shown as removed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher

_SPLIT = re.compile(r"(?<=[.!?;:])\s+(?=[\"'(\[]?[A-Z0-9])|\n\s*\n|\n(?=\s*(?:[-*+•]|\d+[.)]|#{1,6})\s)")
_MARKUP = re.compile(r"[*_`~>|]+|^\s*(?:[-+•]|\d+[.)]|#{1,6})\s+|\[(\d+)\]")
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_SPACE = re.compile(r"\s+")
_EDGE = re.compile(r"^[\W_]+|[\W_]+$")
MIN_WORDS = 3  # shorter fragments (headings, "Note:") carry no claim of their own
PAIR_RATIO = 0.45  # how alike a new sentence must be to count as the rewording of a lost one
TRIM = 220


@dataclass(frozen=True)
class SentenceChange:
    old: str
    new: str | None  # None: the sentence was removed and nothing on the page replaces it


def split_sentences(text: str) -> list[str]:
    """Sentences and list items of a Markdown text, stripped of surrounding whitespace."""
    out = []
    for line in _SPLIT.split(text or ""):
        for part in line.split("\n") if line.count("\n") and _looks_like_lines(line) else [line]:
            part = _SPACE.sub(" ", part).strip()
            if part:
                out.append(part)
    return out


def _looks_like_lines(block: str) -> bool:
    """Table rows and headings keep their own line; a wrapped paragraph is one sentence."""
    return any(line.lstrip().startswith(("|", "#")) for line in block.split("\n"))


def normalise(sentence: str) -> str:
    """The comparable form: no Markdown, links as their text, one space, lower case, no edge punctuation."""
    text = _LINK.sub(r"\1", sentence)
    text = _MARKUP.sub(" ", text)
    text = _SPACE.sub(" ", text).strip().lower()
    return _EDGE.sub("", text)


def _claims(text: str) -> list[tuple[str, str]]:
    """(shown sentence, normalised) for sentences long enough to state something."""
    pairs = []
    for sentence in split_sentences(text):
        norm = normalise(sentence)
        if len(norm.split()) >= MIN_WORDS or (norm and any(ch.isdigit() for ch in norm)):
            pairs.append((sentence, norm))
    return pairs


class PageText:
    """A page's current text, prepared once and compared with many quoted passages."""

    def __init__(self, texts: list[str]) -> None:
        self.sentences = _claims("\n\n".join(texts))
        self.normalised = {norm for _, norm in self.sentences}
        # collapsed form: a sentence re-wrapped across a chunk boundary or a line still matches
        self._joined = " ".join(norm for _, norm in self.sentences)

    def holds(self, norm: str) -> bool:
        return norm in self.normalised or norm in self._joined

    def changes_to(self, quoted: str) -> list[SentenceChange]:
        """The quoted sentences no longer on the page, each with its closest replacement."""
        quoted_claims = _claims(quoted)
        quoted_norms = {norm for _, norm in quoted_claims}
        lost = [(s, n) for s, n in quoted_claims if not self.holds(n)]
        if not lost:
            return []
        fresh = [(s, n) for s, n in self.sentences if n not in quoted_norms]
        changes: list[SentenceChange] = []
        used: set[int] = set()
        for sentence, norm in lost:
            best, best_ratio = None, PAIR_RATIO
            for i, (candidate, cand_norm) in enumerate(fresh):
                if i in used:
                    continue
                matcher = SequenceMatcher(None, norm, cand_norm, autojunk=False)
                if matcher.real_quick_ratio() < best_ratio or matcher.quick_ratio() < best_ratio:
                    continue
                ratio = matcher.ratio()
                if ratio > best_ratio:
                    best, best_ratio = i, ratio
            if best is not None:
                used.add(best)
            changes.append(SentenceChange(trim(sentence), trim(fresh[best][0]) if best is not None else None))
        return changes


def trim(sentence: str, limit: int = TRIM) -> str:
    sentence = _SPACE.sub(" ", _MARKUP.sub(" ", _LINK.sub(r"\1", sentence))).strip()
    return sentence if len(sentence) <= limit else sentence[: limit - 1].rstrip() + "…"
