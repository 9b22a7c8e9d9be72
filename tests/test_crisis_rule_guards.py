"""The crisis rules' exclusion guards (``(?!.*EXCLUSION)REST``) are read apart from the alternation so a long
message costs linear time, not quadratic; this checks that reading them apart decides exactly what the
lookahead decided."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.handoff.crisis import rules
from core.handoff.crisis.benign import strip_benign
from core.handoff.crisis.normalise import normalise

DATA = Path(__file__).parent / "data" / "crisis"


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"(?!.*\b(?:a|b(?:c))\b)\bx\b", (r"\b(?:a|b(?:c))\b", r"\bx\b")),
    (r"(?!.*[)(]x)y(?:z)", (r"[)(]x", r"y(?:z)")),  # parentheses inside a class do not count
    (r"(?!.*\(x\))y", (r"\(x\)", "y")),  # nor escaped ones
    (r"(?!.*[\]x])y", (r"[\]x]", "y")),
    (r"\bx(?!.*y)", None),  # only a leading guard is read apart
    (r"(?!y)x", None),
])
def test_a_leading_exclusion_is_split_from_the_rest(pattern, expected):
    assert rules.leading_exclusion(pattern) == expected


def _excluding_text(exclusion: str, lines: list[str]) -> str:
    """Words the exclusion matches, to place before and after a crisis line: what it matches in an own line,
    else one of its alternatives that it matches alone."""
    compiled = re.compile(exclusion)
    found = next((m.group(0) for line in lines if (m := compiled.search(line))), None)
    words = re.findall(r"[(:|]([a-z][a-z ]*[a-z])(?=[|)])", exclusion)
    found = found or next((w for w in words if compiled.search(f" {w} ")), None)
    assert found, exclusion
    return found


def _cleaned_lines() -> list[str]:
    lines = []
    for path in sorted(DATA.glob("*.txt")) + sorted((DATA / "train").glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                lines.extend(strip_benign(v) for v in normalise(line.split("|", 2)[-1]))
    return lines


def test_every_guarded_rule_decides_as_its_lookahead_did():
    guarded = [(p, guard) for pats in rules._SPLIT.values() for p, guard in pats if guard is not None]
    assert len(guarded) >= 10  # the rules that made a 5,000-character message cost seconds
    lines = _cleaned_lines()
    checked = hits = excluded = 0
    for pattern, (exclusion, rest) in guarded:
        original, exclusion_re, rest_re = re.compile(pattern), re.compile(exclusion), re.compile(rest)
        word = _excluding_text(exclusion, lines)
        candidates = [line for line in lines if rest_re.search(line)]
        assert candidates, f"no own line exercises {rest[:60]}"
        for line in candidates:
            for text in (line, f" {word} {line}", f"{line} {word} ", f" {word} {line} {word} "):
                expected = [m.span() for m in original.finditer(text)]
                start = rules._last_start(exclusion_re, text) + 1
                assert [m.span() for m in rest_re.finditer(text, start)] == expected, (pattern[:60], text)
                checked += 1
                hits += bool(expected)
                excluded += not expected
    assert hits and excluded and checked > 100  # both outcomes were exercised


def test_a_crisis_at_the_end_of_a_long_message_is_still_read_and_its_exclusion_still_holds():
    essay = " ".join(["The syllabus lists the reading for every week and the grading scheme."] * 70)  # ~5,000 chars
    assert len(essay) > 4500
    crisis = "i fainted again today because i have not eaten in days"
    assert rules.match_rules(crisis).matched and rules.match_rules(f"{essay} {crisis}").matched
    assert not rules.match_rules(f"{crisis} during ramadan").matched
    assert not rules.match_rules(f"{essay} {crisis} during ramadan").matched  # the guard still reads to the end
    assert not rules.match_rules(essay).matched
