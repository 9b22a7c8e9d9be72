"""An alternation of rules, some opening with a guard ``(?!.*EXCLUSION)``, searched in linear time with exactly
the matches the lookahead gave.

Such a guard ("no fasting word anywhere after this point") makes the engine scan to the end of the message at
every position it tries: quadratic, 25 s of rules for one 5,000-character message. Read apart it is cheap:
the lookahead holds at position p iff EXCLUSION starts nowhere at or after p, i.e. iff p lies after
EXCLUSION's last start (normalised text has no line breaks for ``.`` to stop at). So each guarded rule is
searched only from there on, as its own part of the alternation cut at its guarded rules, and the earliest
match among the parts (the first part on a tie) is the alternation's own leftmost-first choice. Matches,
phrases and who is at risk are unchanged, not only the categories.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

GUARD = "(?!.*"
NEVER = "(?!)"


def leading_exclusion(pattern: str) -> tuple[str, str] | None:
    """(exclusion, rest) of a pattern written ``(?!.*EXCLUSION)REST``, else None (left as it is)."""
    if not pattern.startswith(GUARD):
        return None
    body_end = next((i for i, ch, depth in _scan(pattern, len(GUARD)) if ch == ")" and depth == -1), None)
    if body_end is None:
        return None
    exclusion, rest = pattern[len(GUARD):body_end], pattern[body_end + 1:]
    # "(?!.*a|b)" guards with ".*a" or "b", and in "(?!.*a)b|c" the guard covers "b" only: not this shape
    if _top_level_bar(exclusion) or _top_level_bar(rest):
        return None
    return exclusion, rest


def inner_exclusion(pattern: str) -> tuple[str, str] | None:
    """(pattern without it, exclusion) of the first guard ``(?!.*EXCLUSION)`` inside a pattern, past its start;
    None when there is none (a leading guard is ``leading_exclusion``'s)."""
    start = pattern.find(GUARD, 1)
    if start < 0:
        return None
    # the guard's own parenthesis is at depth 0 relative to ``start``; it closes at depth -1 after the scan opens it
    end = next((i for i, ch, depth in _scan(pattern, start + 1) if ch == ")" and depth == -1), None)
    if end is None:
        return None
    return pattern[:start] + pattern[end + 1:], pattern[start + len(GUARD):end]


def _scan(pattern: str, start: int) -> Iterator[tuple[int, str, int]]:
    """(index, character, group depth relative to ``start``) of each unescaped character outside classes."""
    depth, i, in_class = 0, start, False
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
            if pattern.startswith("[]", i) or pattern.startswith("[^]", i):  # a leading ] is a literal
                i += 2 if pattern[i + 1] == "]" else 3
                continue
        else:
            depth += ch == "("
            depth -= ch == ")"
            yield i, ch, depth
        i += 1


def _top_level_bar(pattern: str) -> bool:
    return any(ch == "|" and depth == 0 for _i, ch, depth in _scan(pattern, 0))


def last_start(pattern: re.Pattern[str], text: str) -> int:
    """Where the last match of ``pattern`` in ``text`` starts (overlapping ones included), or -1."""
    last, m = -1, pattern.search(text)
    while m is not None:
        last = m.start()
        if last >= len(text):  # search clamps pos to the end: an empty match there would repeat forever
            break
        m = pattern.search(text, last + 1)
    return last


def unguarded_alternation(patterns: Sequence[str]) -> str:
    """The alternation of ``patterns`` in order, guards taken off."""
    parts = []
    for pattern in patterns:
        guard = leading_exclusion(pattern)
        parts.append(f"(?:{guard[1] if guard else pattern})")
    return "|".join(parts) or NEVER


def singles(patterns: Sequence[str]) -> list[tuple[str, int | None]]:
    """Each rule as its own part, guard taken off (with its index where it had one): the parts a prefilter can
    skip one by one (``GuardedAlternation.finditer`` with ``present``)."""
    parts: list[tuple[str, int | None]] = []
    for i, pattern in enumerate(patterns):
        guard = leading_exclusion(pattern)
        parts.append((f"(?:{guard[1]})", i) if guard else (f"(?:{pattern})", None))
    return parts


def components(patterns: Sequence[str]) -> list[tuple[str, int | None]]:
    """The alternation cut at its guarded rules, in order: each run of unguarded rules as one alternation
    (``None``), each guarded rule alone without its guard (with its index)."""
    parts: list[tuple[str, int | None]] = []
    run: list[str] = []
    for i, pattern in enumerate(patterns):
        guard = leading_exclusion(pattern)
        if guard is None:
            run.append(f"(?:{pattern})")
            continue
        if run:
            parts.append(("|".join(run), None))
            run = []
        parts.append((f"(?:{guard[1]})", i))
    if run:
        parts.append(("|".join(run), None))
    return parts


class GuardedAlternation:
    """``finditer`` of the alternation of some patterns as the regex engine would give it, guards included.

    ``unguarded`` is ``unguarded_alternation(patterns)`` compiled and ``parts`` is ``components(patterns)`` (or
    ``singles(patterns)``) compiled (the caller caches both across processes); ``exclusions`` maps each guarded
    rule's index to its compiled exclusion. ``literals``, one per part, are the strings a part cannot match
    without (``core/foundation/regex_prefilter.py``): given the strings a text holds, only the parts that can
    match are searched, in place of the whole alternation."""

    def __init__(self, unguarded: re.Pattern[str], exclusions: dict[int, re.Pattern[str]],
                 parts: Sequence[tuple[re.Pattern[str], int | None]],
                 literals: Sequence[frozenset[str] | None] | None = None) -> None:
        self._unguarded = unguarded
        self._exclusions = exclusions
        self._parts = tuple(parts)
        self._literals = tuple(literals) if literals is not None else (None,) * len(self._parts)
        assert len(self._literals) == len(self._parts)

    @property
    def literals(self) -> tuple[frozenset[str] | None, ...]:
        return self._literals

    def finditer(self, text: str, present: set[str] | None = None) -> Iterator[re.Match[str]]:
        """The matches in ``text``; with ``present`` (the prefilter strings ``text`` holds) only the parts
        that can match are searched — the same matches, as a part skipped has none."""
        shared: dict[str, int] = {}  # several rules share one exclusion
        # (part, the first position its guard holds from) for the parts that can match, in order
        active: list[tuple[re.Pattern[str], int]] = []
        for (pattern, index), literals in zip(self._parts, self._literals, strict=True):
            if present is not None and literals is not None and literals.isdisjoint(present):
                continue
            holds_from = 0
            if index is not None:
                exclusion = self._exclusions[index]
                if exclusion.pattern not in shared:
                    shared[exclusion.pattern] = last_start(exclusion, text)
                holds_from = shared[exclusion.pattern] + 1
            active.append((pattern, holds_from))
        # without a prefilter, past the last guard's horizon the alternation is the unguarded one, searched whole
        horizon = max((holds_from for _pattern, holds_from in active), default=0) if present is None else len(text) + 1
        ahead: list[re.Match[str] | None | bool] = [True] * len(active)  # True: not searched yet
        pos = 0
        while pos <= len(text):
            m = self._unguarded.search(text, pos) if pos >= horizon else self._leftmost(text, pos, active, ahead)
            if m is None:
                return
            yield m
            pos = m.end() if m.end() > m.start() else m.start() + 1

    @staticmethod
    def _leftmost(text: str, pos: int, active: Sequence[tuple[re.Pattern[str], int]],
                  ahead: list[re.Match[str] | None | bool]) -> re.Match[str] | None:
        """The alternation's match from ``pos`` with each guard read where a match would start: the earliest
        start among the parts (a guarded rule's searched only from where its guard holds), the first part on a
        tie. Recompiling the alternation without the failing rules cost ≈0.2 s per new combination. ``ahead``
        keeps each part's next match (None: no more) while it still lies ahead of ``pos``."""
        best: re.Match[str] | None = None
        for k, (part, holds_from) in enumerate(active):
            found = ahead[k]
            if found is None:
                continue
            start = max(pos, holds_from)
            if found is True or found.start() < start:
                # search clamps a start past the end to the end, where the guard does not hold
                found = part.search(text, start) if start <= len(text) else None
                ahead[k] = found
                if found is None:
                    continue
            if best is None or found.start() < best.start():
                best = found
        return best
