"""The read crisis lines kept in ``tests/data/crisis/untrained/`` (``category|lang|text``), for tests that count
what the rules or the detector do on a red-team's or a blind set's lines."""

from __future__ import annotations

from pathlib import Path

UNTRAINED = Path(__file__).parent / "data" / "crisis" / "untrained"


def untrained_lines(name: str) -> list[str]:
    """The texts of one file in untrained/ (blank or malformed lines skipped)."""
    return [line.split("|", 2)[2] for line in (UNTRAINED / name).read_text(encoding="utf-8").splitlines()
            if line.count("|") >= 2]
