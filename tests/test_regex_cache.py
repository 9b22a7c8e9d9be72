"""Compiled regular expressions cached on disk (core/foundation/regex_cache.py): the same patterns as
re.compile, without re-parsing in a later process, and never worse than re.compile when the cache is bad."""

from __future__ import annotations

import marshal
import re
from pathlib import Path

import pytest

from core.foundation import regex_cache
from core.foundation.regex_cache import cache_file_for, compile_cached
from core.handoff.crisis import rules
from core.handoff.crisis.normalise import normalise

MODULE = str(Path(rules.__file__))
PATTERNS = {"named": r"\b(?P<verb>kill|hurt)(?:ing)? (?P<who>myself|him|her)\b", "plain": r"\bpills?\b|\brope\b",
            "crisis": rules._COMPILED["self_harm"].pattern}
TEXTS = [line.strip() for path in sorted((Path(__file__).parent / "data" / "crisis").glob("*.txt"))
         for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(autouse=True)
def cache_home(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    return tmp_path


def _same_as_re(compiled: dict[str, re.Pattern[str]]) -> None:
    assert len(TEXTS) > 500 and any(compiled["crisis"].search(v) for t in TEXTS for v in normalise(t))
    for name, pattern in PATTERNS.items():
        expected = re.compile(pattern)
        got = compiled[name]
        assert (got.pattern, got.flags, got.groups, dict(got.groupindex)) == \
               (expected.pattern, expected.flags, expected.groups, dict(expected.groupindex))
        for text in TEXTS:
            for variant in normalise(text):
                assert [(m.span(), m.groupdict()) for m in got.finditer(variant)] == \
                       [(m.span(), m.groupdict()) for m in expected.finditer(variant)]


def test_a_later_load_matches_exactly_as_re_compile_without_parsing_again(monkeypatch) -> None:
    first = compile_cached(PATTERNS, MODULE)
    assert cache_file_for(MODULE).exists()

    def no_parsing(*args, **kwargs):
        raise AssertionError("a cached pattern was parsed again")

    monkeypatch.setattr(re._parser, "parse", no_parsing)
    second = compile_cached(PATTERNS, MODULE)
    monkeypatch.undo()
    _same_as_re(first)
    _same_as_re(second)


def test_an_edited_pattern_is_compiled_afresh_and_stored() -> None:
    compile_cached(PATTERNS, MODULE)
    edited = {**PATTERNS, "plain": r"\bpills?\b|\bnoose\b"}
    compiled = compile_cached(edited, MODULE)
    assert compiled["plain"].search("a noose") and not compiled["plain"].search("a rope")
    stored = marshal.loads(cache_file_for(MODULE).read_bytes())["programs"]
    assert (edited["plain"], 0) in stored and (PATTERNS["plain"], 0) not in stored


@pytest.mark.parametrize("damage", ["garbage", "other engine", "bogus program"])
def test_a_damaged_cache_gives_the_right_patterns_and_is_rewritten(damage: str) -> None:
    compile_cached(PATTERNS, MODULE)
    path = cache_file_for(MODULE)
    stored = marshal.loads(path.read_bytes())
    if damage == "garbage":
        path.write_bytes(b"\x00not marshal at all")
    elif damage == "other engine":
        path.write_bytes(marshal.dumps({**stored, "engine": "cpython-299 9.9 0"}))
    else:
        key = (PATTERNS["plain"], 0)
        flags, code, *rest = stored["programs"][key]
        path.write_bytes(marshal.dumps({**stored, "programs": {**stored["programs"],
                                                               key: (flags, [9999] * len(code), *rest)}}))
    _same_as_re(compile_cached(PATTERNS, MODULE))
    assert marshal.loads(path.read_bytes()) == stored


def test_an_unwritable_cache_directory_still_compiles(cache_home: Path, monkeypatch) -> None:
    blocker = cache_home / "not-a-directory"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    _same_as_re(compile_cached(PATTERNS, MODULE))
    assert not list(cache_home.rglob("*.regex*"))


def test_changed_re_internals_fall_back_to_re_compile(monkeypatch) -> None:
    def moved(*args, **kwargs):
        raise AttributeError("re internals changed")

    monkeypatch.setattr(regex_cache, "_program", moved)
    _same_as_re(compile_cached(PATTERNS, MODULE))
