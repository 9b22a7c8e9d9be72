"""Compiled regular expressions cached on disk, as Python caches bytecode.

``re`` parses a pattern in pure Python before handing the compiled program (a list of integers) to its C
engine. The crisis rules are four alternations of a few hundred forms each: compiling them took ≈0.29 CPU s
of every process that answers a question (measured with ``benchmarks/startup.py``). Here the program is
saved once in the user's cache directory (``$XDG_CACHE_HOME/advisor/regex``, else ``~/.cache/advisor/regex``;
one file per module and checkout) and handed to the engine directly afterwards.

Entries are keyed by the pattern text and flags, and the file by the interpreter version and the regex
engine's ``MAGIC``: an edited rule or another Python compiles afresh. The engine validates a program before
using it, and anything unexpected (an unreadable or unwritable cache, changed ``re`` internals) falls back to
compiling, so the result is always the pattern ``re.compile`` would give.
"""

from __future__ import annotations

import hashlib
import logging
import marshal
import os
import re
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)


def _engine_version() -> str:
    from re import _constants

    return f"{sys.implementation.cache_tag} {sys.version} {_constants.MAGIC}"


def _program(pattern: str, flags: int) -> tuple:
    """What ``re._compiler.compile`` hands to ``_sre.compile``, computed the same way."""
    from re import _compiler, _parser

    parsed = _parser.parse(pattern, flags)
    code = [int(op) for op in _compiler._code(parsed, flags)]  # opcodes are int subclasses marshal refuses
    indexgroup = [None] * parsed.state.groups
    for name, index in parsed.state.groupdict.items():
        indexgroup[index] = name
    return flags | parsed.state.flags, code, parsed.state.groups - 1, dict(parsed.state.groupdict), tuple(indexgroup)


def _from_program(pattern: str, program: tuple) -> re.Pattern[str]:
    import _sre

    flags, code, groups, groupindex, indexgroup = program
    return _sre.compile(pattern, flags, list(code), groups, dict(groupindex), tuple(indexgroup))


def cache_file_for(module_file: str) -> Path:
    """Where the patterns of the module at ``module_file`` are cached (the path's hash keeps two checkouts
    with different rules from overwriting each other's file)."""
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    module = Path(module_file).resolve()
    digest = hashlib.sha256(str(module).encode()).hexdigest()[:12]
    return base / "advisor" / "regex" / f"{module.stem}-{digest}.{sys.implementation.cache_tag}.regex"


def _read(path: Path, tag: str | None = None) -> dict:
    try:
        stored = marshal.loads(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    if not isinstance(stored, dict) or stored.get("engine") != (tag or _engine_version()):
        return {}
    programs = stored.get("programs")
    return programs if isinstance(programs, dict) else {}


def _write(path: Path, programs: dict, tag: str | None = None) -> None:
    tmp: Path | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        data = marshal.dumps({"engine": tag or _engine_version(), "programs": programs})
        with tempfile.NamedTemporaryFile("wb", dir=path.parent, prefix=path.name, delete=False) as handle:
            tmp = Path(handle.name)
            handle.write(data)
        os.replace(tmp, path)
    except (OSError, ValueError) as exc:  # e.g. a read-only home: compile every time, as before
        log.debug("regex cache %s not written: %s", path, exc)
        if tmp is not None:
            tmp.unlink(missing_ok=True)


def _compile(pattern: str, flags: int, program: tuple | None) -> tuple[re.Pattern[str], tuple | None]:
    """The pattern from its stored program, or compiled afresh (with the program to store, if any)."""
    if program is not None:
        try:
            return _from_program(pattern, program), program
        except Exception:  # noqa: BLE001 - a stale or damaged program: compile afresh
            pass
    try:
        program = _program(pattern, flags)
        return _from_program(pattern, program), program
    except Exception:  # noqa: BLE001 - re's internals changed: the public way, uncached
        return re.compile(pattern, flags), None


def compile_cached(patterns: dict[str, str], module_file: str, flags: int = 0) -> dict[str, re.Pattern[str]]:
    """``{name: re.compile(pattern, flags)}``, from the module's cache where it holds the same pattern."""
    path = cache_file_for(module_file)
    stored = _read(path)
    compiled: dict[str, re.Pattern[str]] = {}
    programs: dict = {}
    for name, pattern in patterns.items():
        compiled[name], program = _compile(pattern, flags, stored.get((pattern, flags)))
        if program is not None:
            programs[(pattern, flags)] = program
    if programs != stored:
        _write(path, programs)
    return compiled


def cached_per_pattern(patterns: Sequence[str], module_file: str, kind: str, version: str,
                       compute: Callable[[str], Any]) -> list[Any]:
    """``[compute(pattern) for pattern in patterns]``, from the module's cache of that ``kind`` where it holds the
    pattern (a file beside its compiled programs). ``version`` names the computation: a new one computes afresh. The
    values must be what ``marshal`` stores (tuples, strings, None)."""
    path = cache_file_for(module_file).with_suffix(f".{kind}")
    tag = f"{_engine_version()} {kind} {version}"
    stored = _read(path, tag)
    values = {pattern: stored[pattern] if pattern in stored else compute(pattern) for pattern in dict.fromkeys(patterns)}
    if values != stored:
        _write(path, values, tag)
    return [values[pattern] for pattern in patterns]
