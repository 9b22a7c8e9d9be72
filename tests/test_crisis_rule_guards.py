"""The crisis rules' exclusion guards (``(?!.*EXCLUSION)REST``) are read apart from the alternation so a long
message costs linear time, not quadratic (core/handoff/crisis/rule_guards.py); this checks that the
alternation read that way gives exactly the matches the regex engine gave with the lookaheads in place."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.handoff.crisis import rules
from core.handoff.crisis.benign import strip_benign
from core.handoff.crisis.normalise import normalise
from core.handoff.crisis.rule_guards import (GuardedAlternation, components, inner_exclusion, last_start,
                                             leading_exclusion, unguarded_alternation)

DATA = Path(__file__).parent / "data" / "crisis"


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"(?!.*\b(?:a|b(?:c))\b)\bx\b", (r"\b(?:a|b(?:c))\b", r"\bx\b")),
    (r"(?!.*[)(]x)y(?:z)", (r"[)(]x", r"y(?:z)")),  # parentheses inside a class do not count
    (r"(?!.*\(x\))y", (r"\(x\)", "y")),  # nor escaped ones
    (r"(?!.*[\]x])y", (r"[\]x]", "y")),
    (r"(?!.*[]a])b", (r"[]a]", "b")),  # a ] first in a class is a literal
    (r"\bx(?!.*y)", None),  # only a leading guard is read apart
    (r"(?!y)x", None),
    (r"(?!.*a|b)c", None),  # the guard is ".*a" or "b", not ".*(a|b)": left as it is
    (r"(?!.*a)b|c", None),  # the guard covers "b" only
])
def test_a_leading_exclusion_is_split_from_the_rest(pattern, expected):
    assert leading_exclusion(pattern) == expected


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"\bx(?!.*\by\b)\bz", (r"\bx\bz", r"\by\b")),
    (r"a(?!.*[)(]b)c", ("ac", r"[)(]b")),  # a parenthesis inside a class does not close the guard
    (r"a(?!.*\)b)c", ("ac", r"\)b")),  # nor an escaped one
    (r"a(?!.*(?:b|c))d(?!.*e)", (r"ad(?!.*e)", "(?:b|c)")),  # the first guard only
    (r"(?!.*a)b", None),  # a leading guard is leading_exclusion's
    (r"a(?!b)c", None),
    (r"a(?!.*b", None),  # unclosed: left as it is
])
def test_an_inner_exclusion_is_split_from_its_pattern(pattern, expected):
    assert inner_exclusion(pattern) == expected


def test_an_exclusion_that_can_match_nothing_ends_its_search():
    assert last_start(re.compile("z?"), " abc ") == 5  # search clamps pos: this once looped forever
    assert last_start(re.compile("b"), "abcabc") == 4
    assert last_start(re.compile("aa"), "aaa") == 1  # overlapping starts count
    assert last_start(re.compile("q"), "abc") == -1


def _spans(alternation, text: str) -> list[tuple[int, int]]:
    return [m.span() for m in alternation.finditer(text)]


def _guarded(patterns: list[str]) -> GuardedAlternation:
    exclusions = {i: re.compile(g[0]) for i, p in enumerate(patterns) if (g := leading_exclusion(p))}
    parts = [(re.compile(part), guard) for part, guard in components(patterns)]
    return GuardedAlternation(re.compile(unguarded_alternation(patterns)), exclusions, parts)


@pytest.mark.parametrize("text", [" b x a ", " a b x ", " x b ", " b b x b a b ", " xb bx b ", " a ", " "])
def test_leftmost_first_order_and_overlaps_are_those_of_the_lookahead(text):
    """An earlier rule struck by its guard lets a later one match where it stood, and a guarded rule still
    wins over later ones where its guard holds: the spans are the engine's own."""
    patterns = [r"(?!.*\ba\b)\bb x\b", r"\bb\b", r"(?!.*\bx\b)\bb\b", r"(?!.*\bb\b)\bx\b", r"\ba\b"]
    original = re.compile("|".join(f"(?:{p})" for p in patterns))
    assert _spans(_guarded(patterns), text) == _spans(original, text)


def _excluding_text(exclusion: str, lines: list[str]) -> str:
    """Words the exclusion matches, to place around a crisis line: what it matches in an own line, else one of
    its alternatives that it matches alone."""
    compiled = re.compile(exclusion)
    found = next((m.group(0) for line in lines if (m := compiled.search(line))), None)
    words = re.findall(r"[(:|]([a-z][a-z ]*[a-z])(?=[|)])", exclusion)
    found = found or next((w for w in words if compiled.search(f" {w} ")), None)
    assert found, exclusion
    return found


def _cleaned_lines() -> list[str]:
    lines = []
    for path in (sorted(DATA.glob("*.txt")) + sorted((DATA / "train").glob("*.txt"))
                 + sorted((DATA / "untrained").glob("*.txt"))):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                lines.extend(strip_benign(v) for v in normalise(line.split("|", 2)[-1]))
    return lines


def test_each_category_matches_exactly_as_its_lookahead_alternation_did():
    """Every own line a guarded rule touches, alone and with the rule's exclusion placed before it, after it,
    around it and in its middle, through the real category alternations against the same patterns joined
    with their lookaheads, as the rules were before."""
    lines = _cleaned_lines()
    checked = struck = 0
    for category, patterns in rules._RULES.items():
        original = re.compile("|".join(f"(?:{p})" for p in patterns))
        alternation = rules._ALTERNATIONS[category]
        for p in patterns:
            if (guard := leading_exclusion(p)) is None:
                continue
            exclusion, rest = guard
            word, rest_re = _excluding_text(exclusion, lines), re.compile(rest)
            candidates = [line for line in lines if rest_re.search(line)]
            assert candidates, f"no own line exercises {rest[:60]}"
            for line in candidates:
                middle = len(line) // 2
                for text in (line, f" {word} {line}", f"{line} {word} ", f" {word} {line} {word} ",
                             f"{line[:middle]} {word} {line[middle:]}"):
                    expected = _spans(original, text)
                    assert _spans(alternation, text) == expected, (category, p[:60], text)
                    checked += 1
                    struck += rest_re.search(text) is not None and not re.search(p, text)
    assert checked > 500 and struck > 50  # guards held and failed, both many times


def test_no_category_alternation_scans_to_the_end_at_every_position():
    """What keeps a long message linear: no compiled alternation holds a ``(?!.*`` guard any more."""
    assert sum(leading_exclusion(p) is not None for pats in rules._RULES.values() for p in pats) >= 10
    for category in rules._RULES:
        assert "(?!.*" not in rules._COMPILED[category].pattern, category


def test_a_crisis_at_the_end_of_a_long_message_is_still_read_and_its_exclusion_still_holds():
    essay = " ".join(["The syllabus lists the reading for every week and the grading scheme."] * 70)  # ~5,000 chars
    assert len(essay) > 4500
    crisis = "i fainted again today because i have not eaten in days"
    assert rules.match_rules(crisis).matched and rules.match_rules(f"{essay} {crisis}").matched
    assert not rules.match_rules(f"{crisis} during ramadan").matched
    assert not rules.match_rules(f"{essay} {crisis} during ramadan").matched  # the guard still reads to the end


def test_a_message_that_strikes_several_guards_is_read_without_compiling_anything(monkeypatch):
    """Each new combination of failing guards once compiled the alternation without them (≈0.2 s for a
    message naming, say, a class and a game); now the parts compiled at import are read instead."""
    lines = _cleaned_lines()
    texts = {}
    for category, patterns in rules._RULES.items():
        exclusions = [g[0] for p in patterns if (g := leading_exclusion(p))]
        if len(exclusions) >= 2:
            words = " ".join(_excluding_text(e, lines) for e in exclusions)
            crisis = next(line for line in lines if rules._ALTERNATIONS[category]._unguarded.search(line))
            texts[category] = (f" {words} {crisis} ", f" {crisis} {words} ")
    assert len(texts) >= 3
    expected = {c: [_spans(re.compile("|".join(f"(?:{p})" for p in rules._RULES[c])), t) for t in ts]
                for c, ts in texts.items()}

    def no_compile(*_args, **_kwargs):
        raise AssertionError("a pattern was compiled while reading a message")

    monkeypatch.setattr(re, "compile", no_compile)
    monkeypatch.setattr(re, "_compile", no_compile)
    for category, ts in texts.items():
        assert [_spans(rules._ALTERNATIONS[category], t) for t in ts] == expected[category], category


def test_every_rule_holds_at_most_one_guard_read_over_the_message():
    """match_rules lifts a rule's first guard out of its category's alternation; a second ``unless(...)`` left inside
    would rescan the message at every word (session 36: one rule did, and a 5,000-character message took 952 ms
    instead of 119). A guard nested inside the lifted one goes with it."""
    doubled = []
    for name in [m for m in dir(rules) if m.startswith("rules_")]:
        module = getattr(rules, name)
        for attr in ("SELF_HARM", "HARM_TO_OTHERS", "ASSAULT_ABUSE", "IMMEDIATE_DANGER", "TWO_CUES_IMMEDIATE_DANGER",
                     "TWO_CUES_ASSAULT_ABUSE"):
            for i, pattern in enumerate(getattr(module, attr, [])):
                leading = leading_exclusion(pattern)
                rest = leading[1] if leading else pattern
                inner = None if leading else inner_exclusion(rest)
                if inner:
                    rest = inner[0]
                if "(?!.*\\b(?:" in rest:
                    doubled.append(f"{name}.{attr}[{i}]")
    assert doubled == []
    # the check sees a second guard where there is one
    two = r"\b(?!.*\b(?:a)\b)x|\b(?!.*\b(?:b)\b)y"
    assert "(?!.*\\b(?:" in inner_exclusion(two)[0]
