"""Composite training lines: a crisis told beside an ordinary request, and look-alikes beside one.

The readers read a message whole. Students often tell a crisis in one clause of a request ("can I move my advising
slot to monday? cut again last night, nothing serious"), and the readers, trained on lines that are either a crisis or
an ordinary message, read such a message as the request around the clause. Joining a crisis line to an ordinary line of
the same language teaches that the clause decides; joining a look-alike to an ordinary line (and two ordinary lines)
teaches that two ordinary parts stay ordinary, so the readers do not learn to add up alarming words.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Sequence

from training.crisis_data import Labelled

# how two parts are joined: as students run a request and an aside together
JOINS = (" ", ". ", ", ", "\n", " — ", "... ", ". anyway ", ". also ", " lol ", " btw ")
MAX_WORDS = 40  # each part; a longer line is a message of its own already


def composite_rows(rows: Sequence[Labelled], count: int, seed: int = 17) -> list[Labelled]:
    """``count`` crisis composites, as many look-alike composites and half as many of two ordinary lines, each pair
    within one language, in a seeded order (deterministic for the rows given)."""
    rng = random.Random(seed)
    crisis: dict[str, list[Labelled]] = defaultdict(list)
    benign: dict[str, list[Labelled]] = defaultdict(list)
    for row in rows:
        if len(row.text.split()) <= MAX_WORDS:
            (crisis if row.crisis else benign)[_language(row)].append(row)
    languages = sorted(lang for lang in crisis if benign.get(lang))
    if not languages:
        return []
    out: list[Labelled] = []

    def pair(first: Labelled, second: Labelled, label: Labelled) -> Labelled:
        parts = [first.text.strip(), second.text.strip()]
        rng.shuffle(parts)
        return Labelled(parts[0] + rng.choice(JOINS) + parts[1], label.crisis, label.category, label.lang)

    weights = [len(crisis[lang]) for lang in languages]
    for _ in range(count):
        lang = rng.choices(languages, weights)[0]
        told = rng.choice(crisis[lang])
        out.append(pair(told, rng.choice(benign[lang]), told))
    weights = [len(benign[lang]) for lang in languages]
    for _ in range(count + count // 2):
        lang = rng.choices(languages, weights)[0]
        first = rng.choice(benign[lang])
        out.append(pair(first, rng.choice(benign[lang]), first))
    return out


def _language(row: Labelled) -> str:
    lang = (row.lang or "").strip().lower()
    return lang if lang in {"en", "es", "fr", "de", "it", "pt"} else "en" if not lang else "other"
