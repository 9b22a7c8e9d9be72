"""The multilingual reader's composite training lines (training/crisis_composites.py): a crisis told beside an
ordinary line is a crisis, two ordinary lines stay ordinary, each pair in one language, the same for a seed."""

from __future__ import annotations

from training.crisis_composites import MAX_WORDS, composite_rows
from training.crisis_data import Labelled

ROWS = [
    Labelled("i have the pills counted out for tonight", True, "self_harm", "en"),
    Labelled("he said he'd hurt me if i told anyone", True, "assault_abuse", "en"),
    Labelled("me quiero morir, ya no aguanto", True, "self_harm", "es"),
    Labelled("can i move my advising slot to monday?", False, "", "en"),
    Labelled("this deadline is killing me lol", False, "", "en"),
    Labelled("where do I pick up my student card", False, "", "en"),
    Labelled("¿cuándo cierra la matrícula de verano?", False, "", "es"),
    Labelled("el examen de física me mató", False, "", "es"),
    Labelled("wie melde ich mich für die Klausur an?", False, "", "de"),  # no German crisis line: never paired
]


def test_a_crisis_beside_an_ordinary_line_keeps_its_label_and_category() -> None:
    rows = composite_rows(ROWS, 60, seed=3)
    told = [r for r in rows if r.crisis]
    assert len(told) == 60
    crises = {r.text: r for r in ROWS if r.crisis}
    for row in told:
        source = [c for text, c in crises.items() if text in row.text]
        assert len(source) == 1, row.text
        assert row.category == source[0].category and row.lang == source[0].lang
        # the other part is an ordinary line of the same language
        assert any(o.text in row.text and o.lang == row.lang for o in ROWS if not o.crisis), row.text


def test_two_ordinary_lines_stay_ordinary_and_never_hold_a_crisis() -> None:
    rows = composite_rows(ROWS, 40, seed=3)
    ordinary = [r for r in rows if not r.crisis]
    assert len(ordinary) == 60  # as many as the crisis composites and half as many again
    for row in ordinary:
        assert not any(c.text in row.text for c in ROWS if c.crisis)
        parts = [o for o in ROWS if not o.crisis and o.text in row.text]
        assert len(parts) >= 1 and {p.lang for p in parts} == {row.lang}


def test_a_language_without_a_crisis_line_gets_no_composite() -> None:
    assert not any(r.lang == "de" for r in composite_rows(ROWS, 200, seed=5))


def test_deterministic_for_a_seed_and_different_across_seeds() -> None:
    assert composite_rows(ROWS, 30, seed=9) == composite_rows(ROWS, 30, seed=9)
    assert composite_rows(ROWS, 30, seed=9) != composite_rows(ROWS, 30, seed=10)


def test_long_lines_are_not_joined() -> None:
    long = Labelled(" ".join(["word"] * (MAX_WORDS + 1)), True, "self_harm", "en")
    rows = composite_rows([long, *ROWS], 100, seed=1)
    assert not any(long.text in r.text for r in rows)


def test_no_rows_no_composites() -> None:
    assert composite_rows([], 10) == []
    assert composite_rows([r for r in ROWS if not r.crisis], 10) == []
