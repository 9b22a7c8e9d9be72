"""The regex prefilter (core/foundation/regex_prefilter.py) never skips a pattern that would match, and the
crisis rules read through it give exactly the matches they gave searched whole."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from core.foundation.regex_prefilter import LiteralIndex, may_match, required_literals
from core.handoff.crisis import rules
from core.handoff.crisis.benign import strip_benign
from core.handoff.crisis.normalise import normalise

DATA = Path(__file__).parent / "data" / "crisis"


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"\bkill myself\b", {"kill myself"}),
    (r"\b(?:pills|tablets) (?:tonight|now)\b", {"pills", "tablets"}),  # the longer requirement of two
    (r"\btook (?:a|the) (?:whole )?bottle\b", {"bottle"}),
    (r"(?:abc|)xy", None),  # an empty alternative needs nothing, and "xy" is too short to be worth a test
    (r"(?:abcd)?xyz", {"xyz"}),  # an optional group needs nothing
    (r"(?:abcd)*", None),
    (r"(?:abcd)+", {"abcd"}),  # one repetition at least
    (r"(?:abcd){2,3}", {"abcd"}),
    (r"(?<!\bnot )\bjump\b", {"jump"}),  # what must not be there is no requirement
    (r"(?=.*\bbridge\b)\bjump", {"bridge"}),  # what must be there, ahead or behind, is one
    (r"(?i)\bkill myself\b", None),  # either case: a lower-case literal could miss it
    (r"\b(?i:kill) myself\b", None),
    (r"[a-z]+ \d+", None),
    (r"\b(?:my|his)\b", None),  # shorter than three letters: nearly every message holds one
    (r"(", None),  # not a pattern: no prefilter, the caller's compile reports it
])
def test_the_required_strings_of_a_pattern(pattern, expected):
    found = required_literals(pattern)
    assert (set(found) if found is not None else None) == expected


def _random_pattern(rng: random.Random, depth: int = 0) -> str:
    """A small regex over the letters a-d and space: literals, classes, groups, alternations (with empty
    alternatives), repeats of every kind, lookarounds and word boundaries."""
    pieces = []
    for _ in range(rng.randint(1, 4)):
        kind = rng.random()
        if kind < 0.35 or depth >= 3:
            pieces.append("".join(rng.choice("abcd ") for _ in range(rng.randint(1, 4))))
        elif kind < 0.45:
            pieces.append(rng.choice(["[ab]", "[^c]", ".", r"\w", r"\s", r"\b", r"\B"]))
        elif kind < 0.7:
            alternatives = [_random_pattern(rng, depth + 1) if rng.random() > 0.15 else ""
                            for _ in range(rng.randint(1, 3))]
            pieces.append(f"(?:{'|'.join(alternatives)})")
        elif kind < 0.85:
            body = _random_pattern(rng, depth + 1)
            pieces.append(f"(?:{body}){rng.choice(['?', '*', '+', '{2}', '{0,2}', '{1,3}', '+?', '??'])}")
        else:
            body = "".join(rng.choice("abcd") for _ in range(rng.randint(1, 3)))
            pieces.append(rng.choice([f"(?={body})", f"(?!{body})", f"(?<={body})", f"(?<!{body})",
                                      f"(?=.*{body})", f"(?!.*{body})"]))
    return "".join(pieces)


def test_no_random_pattern_is_skipped_on_a_text_it_matches():
    rng = random.Random(20261206)
    checked = skipped_rightly = 0
    for _ in range(3000):
        pattern = _random_pattern(rng)
        try:
            compiled = re.compile(pattern)
        except re.error:  # a look-behind of variable width
            continue
        literals = required_literals(pattern)
        index = LiteralIndex([literals])
        for _ in range(15):
            text = "".join(rng.choice("abcd  ") for _ in range(rng.randint(0, 30)))
            matches = compiled.search(text) is not None
            passes = may_match(literals, index.present(text))
            assert passes or not matches, (pattern, text, literals)
            checked += matches
            skipped_rightly += not passes
    assert checked > 10_000 and skipped_rightly > 2_000  # the test saw both sides, many times


def test_the_index_finds_exactly_the_strings_a_text_holds():
    rng = random.Random(7)
    strings = ["".join(rng.choice("abc ") for _ in range(rng.randint(3, 7))) for _ in range(300)]
    index = LiteralIndex([frozenset(strings[i:i + 3]) for i in range(0, 300, 3)] + [None])
    for _ in range(500):
        text = "".join(rng.choice("abc  ") for _ in range(rng.randint(0, 60)))
        assert index.present(text) == {s for s in strings if s in text}


def _cleaned(paths: list[Path], every: int = 1) -> list[str]:
    lines = []
    for path in paths:
        rows = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
                and not line.startswith("#")]
        for line in rows[::every]:
            lines.extend(strip_benign(v) for v in normalise(line.split("|")[-1]))
    return lines


def test_the_rules_read_through_the_prefilter_match_exactly_as_searched_whole():
    """Every labelled line (and a tenth of the never-trained ones), alone and some four joined: the same spans in
    every category alternation and the same contextual matches, as each rule searched over the whole text."""
    lines = _cleaned(sorted(DATA.glob("*.txt"))) + _cleaned(sorted((DATA / "untrained").glob("*.txt")), every=10)
    texts = lines + [" ".join(lines[i:i + 4]) for i in range(0, len(lines), 12)]
    assert len(texts) > 3000
    skipped = matched = 0
    for text in texts:
        present = rules._INDEX.present(text)
        for alternation in rules._ALTERNATIONS.values():
            whole = [m.span() for m in alternation.finditer(text)]
            assert [m.span() for m in alternation.finditer(text, present)] == whole, text
            matched += bool(whole)
            skipped += sum(not may_match(lits, present) for lits in alternation.literals)
        for (pattern, _exclusion, _name), literals in zip(rules._CONTEXTUAL, rules._CONTEXTUAL_LITERALS, strict=True):
            assert may_match(literals, present) or pattern.search(text) is None, (pattern.pattern[:60], text)
    assert matched > 1000
    assert skipped > 0.9 * len(texts) * sum(len(a.literals) for a in rules._ALTERNATIONS.values())


def test_nearly_every_rule_has_a_prefilter():
    """A rule without one is searched over every message: the cost this module removed."""
    literal_sets = [lits for a in rules._ALTERNATIONS.values() for lits in a.literals] + rules._CONTEXTUAL_LITERALS
    assert sum(lits is None for lits in literal_sets) <= 0.02 * len(literal_sets)


def test_the_required_strings_are_kept_on_disk_and_read_back_without_parsing(tmp_path, monkeypatch):
    """Reading the rules through re's parser cost 0.38 CPU s of every start; a second process reads the answers."""
    from core.foundation import regex_prefilter

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    module = str(tmp_path / "some_rules.py")
    patterns = [r"\bkill myself\b", r"(?:abcd)?xyz", r"[a-z]+", r"\b(?:pills|tablets) (?:tonight|now)\b"]
    first = regex_prefilter.required_literals_cached(patterns, module)
    assert first == [required_literals(p) for p in patterns]

    def no_parsing(*_args, **_kwargs):
        raise AssertionError("a pattern was parsed again")

    monkeypatch.setattr(regex_prefilter, "required_literals", no_parsing)
    assert regex_prefilter.required_literals_cached(patterns, module) == first
    # a pattern not yet stored is read afresh (here: through the patched function, which refuses)
    with pytest.raises(AssertionError):
        regex_prefilter.required_literals_cached([*patterns, r"\bnew rule\b"], module)
