"""Which literal strings a regular expression cannot match without: a cheap test that skips most patterns.

The crisis rules are some 800 patterns searched over every message; on an ordinary question fewer than ten
of them could match at all (a rule for an overdose needs "pill" or "took" somewhere in the text). ``re`` has
no such prefilter for an alternation (it tries every branch at every position), so here each pattern is read
once, through ``re``'s own parser, for a set of strings one of which every match contains; a message holding
none of them is not searched with it. The test is sound by construction — it never skips a pattern that
would match — and it is what RE2 and Hyperscan call a prefilter, written small because neither ships here.

``LiteralIndex`` finds which of many such strings occur in a text in one pass over its three-letter pieces,
not one substring search per string (4,800 strings: 0.32 ms a message searched one by one, measured with
``benchmarks/crisis_detection.py --timing``).
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path

from re import _constants as sre  # noqa: I001 - re's own parser and opcodes: the tree re.compile builds
from re import _parser

from core.foundation.regex_cache import cached_per_pattern

Literals = frozenset[str]
_GRAM = 3
# a requirement shorter than this is met by nearly every message ("i ", " a"): not worth a test
_SHORTEST_USEFUL = 3


def required_literals(pattern: str) -> Literals | None:
    """A set of strings, one of which occurs in every text ``pattern`` matches in (positive lookarounds
    included: it is the text that must hold them, not the match); None when there is no useful one."""
    try:
        parsed = _parser.parse(pattern)
    except re.error:
        return None
    if parsed.state.flags & re.IGNORECASE:
        return None
    found = _required(parsed)
    if found is None or min(len(s.strip()) for s in found) < _SHORTEST_USEFUL:
        return None
    return found


def required_literals_cached(patterns: Sequence[str], module_file: str) -> list[Literals | None]:
    """``required_literals`` of each pattern, kept on disk beside the module's compiled patterns: reading 860 crisis
    rules through ``re``'s parser cost 0.38 CPU s of every process start. The cache is keyed by this module's own
    source, so a changed extraction never reads a stale answer."""
    version = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:16]
    stored = cached_per_pattern(patterns, module_file, "literals", version,
                                lambda pattern: None if (found := required_literals(pattern)) is None else tuple(sorted(found)))
    return [None if value is None else frozenset(value) for value in stored]


def _required(items) -> Literals | None:  # noqa: ANN001 - a re._parser.SubPattern or a list of its items
    """The most selective requirement among the pieces a sequence cannot match without."""
    candidates: list[Literals] = []
    run: list[str] = []

    def close_run() -> None:
        if run:
            candidates.append(frozenset(["".join(run)]))
            run.clear()

    for op, value in items:
        if op is sre.LITERAL:
            run.append(chr(value))
            continue
        close_run()
        found: Literals | None = None
        if op is sre.SUBPATTERN:
            _group, add_flags, _del_flags, body = value
            if add_flags & re.IGNORECASE:
                return None  # its letters match either case: no literal of it can be trusted
            found = _required(body)
        elif op is sre.ATOMIC_GROUP:
            found = _required(value)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            least, _most, body = value
            if least >= 1:
                found = _required(body)
        elif op is sre.ASSERT:
            direction, body = value
            found = _required(body)
        elif op is sre.BRANCH:
            alternatives = [_required(alternative) for alternative in value[1]]
            # every alternative must bring one: an alternative with none (or an empty one) matches without
            if all(alternative is not None for alternative in alternatives):
                found = frozenset().union(*alternatives)  # type: ignore[arg-type]
        # anything else (a class, ".", an anchor, a negative lookaround, a back reference) requires nothing
        if found:
            candidates.append(found)
    close_run()
    return _most_selective(candidates)


def _most_selective(candidates: Iterable[Literals]) -> Literals | None:
    """Longer strings are rarer; of equally long ones, fewer strings are met less often. Length is counted without the
    spaces around a word: " to " or " my " is in most messages, "want" or "wish" in few (the padded length kept such
    a word for six rules)."""
    best: tuple[tuple[int, int], Literals] | None = None
    for strings in candidates:
        key = (min(min(len(s.strip()) for s in strings), 6), -len(strings))
        if best is None or key > best[0]:
            best = (key, strings)
    return None if best is None else best[1]


class LiteralIndex:
    """``present(text)``: which of the given strings occur in ``text``. Each string is filed under its first
    three letters, and only the strings filed under a three-letter piece the text holds are searched for."""

    def __init__(self, literal_sets: Iterable[Literals | None]) -> None:
        self._by_gram: dict[str, list[str]] = defaultdict(list)
        self._short: list[str] = []
        for literal in sorted(set().union(*[s for s in literal_sets if s])):
            if len(literal) >= _GRAM:
                self._by_gram[literal[:_GRAM]].append(literal)
            else:
                self._short.append(literal)

    def present(self, text: str) -> set[str]:
        found = {literal for literal in self._short if literal in text}
        by_gram = self._by_gram
        for gram in {text[i:i + _GRAM] for i in range(len(text) - _GRAM + 1)}:
            for literal in by_gram.get(gram, ()):
                if literal in text:
                    found.add(literal)
        return found


def may_match(literals: Literals | None, present: set[str]) -> bool:
    """Whether a pattern with these required strings can match a text holding ``present``."""
    return literals is None or not literals.isdisjoint(present)
