"""An alternation of rules, some opening with a guard ``(?!.*EXCLUSION)``, searched in linear time with exactly
the matches the lookahead gave.

Such a guard ("no fasting word anywhere after this point") makes the engine scan to the end of the message at
every position it tries: quadratic, 25 s of rules for one 5,000-character message. Read apart it is cheap:
the lookahead holds at position p iff EXCLUSION starts nowhere at or after p, i.e. iff p lies after
EXCLUSION's last start (normalised text has no line breaks for ``.`` to stop at). So a message is read in at
most one stretch per guard: in each, the guards that fail there are struck from the alternation and the rest
is the same leftmost-first, non-overlapping scan as before. Matches, phrases and who is at risk are
unchanged, not only the categories.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

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


def unguarded_alternation(patterns: Sequence[str], struck: frozenset[int] = frozenset()) -> str:
    """The alternation of ``patterns`` in order, guards taken off, the rules numbered in ``struck`` never
    matching (their place kept, so the others' order of preference is the original one)."""
    parts = []
    for i, pattern in enumerate(patterns):
        guard = leading_exclusion(pattern)
        parts.append(NEVER if i in struck else f"(?:{guard[1] if guard else pattern})")
    return "|".join(parts) or NEVER


class GuardedAlternation:
    """``finditer`` of the alternation of ``patterns`` as the regex engine would give it, guards included.

    ``unguarded`` is ``unguarded_alternation(patterns)`` compiled (the caller caches it across processes);
    ``exclusions`` maps each guarded rule's index to its compiled exclusion."""

    def __init__(self, patterns: Sequence[str], unguarded: re.Pattern[str],
                 exclusions: dict[int, re.Pattern[str]]) -> None:
        self._patterns = tuple(patterns)
        self._unguarded = unguarded
        self._exclusions = exclusions

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        shared: dict[str, int] = {}  # several rules share one exclusion
        last: dict[int, int] = {}
        for i, exclusion in self._exclusions.items():
            if exclusion.pattern not in shared:
                shared[exclusion.pattern] = last_start(exclusion, text)
            last[i] = shared[exclusion.pattern]
        pos = 0
        while pos <= len(text):
            struck = frozenset(i for i, at in last.items() if pos <= at)  # guards that fail from here on
            until = min((last[i] + 1 for i in struck), default=None)  # where the next one starts to hold
            pattern = self._unguarded if not struck else _compile(self._patterns, struck)
            m = pattern.search(text, pos)
            if m is None or (until is not None and m.start() >= until):
                if until is None:
                    return
                pos = until
                continue
            yield m
            pos = m.end() if m.end() > m.start() else m.start() + 1


@lru_cache(maxsize=256)
def _compile(patterns: tuple[str, ...], struck: frozenset[int]) -> re.Pattern[str]:
    # a message holding an exclusion word ("game", "move") strikes its rules: a few combinations recur
    return re.compile(unguarded_alternation(patterns, struck))
