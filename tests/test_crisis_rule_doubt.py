"""A rule's alarm that both second opinions read as ordinary — the fine-tuned reader and the multilingual e5 opinion,
which read different words — is a check-in, not an urgent ticket (rule_doubt.py). A short message only, never where
the means or the moment is named, never a rule for what is said sideways; without an opinion the alarm stands."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from core.handoff.crisis import build_crisis_detector
from core.handoff.crisis.detector import CrisisDetector
from core.handoff.crisis.multilingual import MultilingualHead
from core.handoff.crisis.rule_doubt import (AGREED_MAX_WORDS, ENGLISH_AGREED, FOREIGN_AGREED, RULES_VETO,
                                            FOREIGN_RULES_VETO)
from core.handoff.crisis.rules import match_rules
from core.handoff.crisis.semantic import language_of

UNTRAINED = Path(__file__).parent / "data" / "crisis" / "untrained"


class _Opinion:
    """A multilingual opinion with one probability for every message, recording what it read."""

    def __init__(self, probability: float | None) -> None:
        self.value, self.asked = probability, []
        self.head = MultilingualHead(np.zeros(384, dtype=np.float32), 0.0, 0.2, "0" * 64, 0.9)

    def probability(self, text: str) -> float | None:
        self.asked.append(text)
        return self.value

    def category(self, text: str) -> str | None:
        return None


class _Reader:
    threshold, agreement = 0.99, 0.3

    def __init__(self, probability: float) -> None:
        self.value = probability

    def score(self, text: str) -> tuple[float, str]:
        return self.value, "self_harm"


def _detector(reader: float | None, opinion: _Opinion | None) -> CrisisDetector:
    return CrisisDetector(reader=_Reader(reader) if reader is not None else None, multilingual=opinion)


ENGLISH = "honestly i just want to die"
SPANISH = "la verdad es que quiero matarme"


@pytest.mark.parametrize("message, agreed", [(ENGLISH, ENGLISH_AGREED), (SPANISH, FOREIGN_AGREED)])
def test_both_opinions_low_make_it_a_check_in_either_alone_does_not(message, agreed):
    e5_below, reader_below = agreed[0] / 2, agreed[1] / 2
    assert match_rules(message).matched and reader_below > max(RULES_VETO, FOREIGN_RULES_VETO)
    opinion = _Opinion(e5_below)
    cleared = _detector(reader_below, opinion).assess(message)
    assert not cleared.is_crisis and cleared.check_in and cleared.doubted and opinion.asked == [message]
    # either opinion at its threshold keeps the alarm
    assert _detector(reader_below, _Opinion(agreed[0])).assess(message).layer == "rules"
    reader_doubts = _Opinion(0.0)
    assert _detector(agreed[1], reader_doubts).assess(message).is_crisis and reader_doubts.asked == []
    # no opinion, a fault in it (None), or no reader: the rules decide
    assert _detector(reader_below, _Opinion(None)).is_crisis(message)
    assert _detector(reader_below, None).is_crisis(message)
    assert _detector(None, _Opinion(0.0)).is_crisis(message)


@pytest.mark.parametrize("message", [
    "i want to die, i have the pills right here",  # the means
    "quiero matarme esta noche",  # the moment
    "un tipo me sigue desde la biblio y tengo miedo",  # a rule for what is said sideways
    "hi, quick question about the withdrawal deadline for my biology course and the refund for my housing deposit "
    "because i am moving home next month and also honestly i just want to die",  # a long message
])
def test_the_means_the_moment_what_is_said_sideways_and_long_messages_are_not_read(message):
    opinion = _Opinion(0.0)
    assert _detector(0.02, opinion).is_crisis(message) and opinion.asked == []


def test_the_threshold_lengths_agree_with_the_long_example():
    assert len(("hi, quick question about the withdrawal deadline for my biology course and the refund for my "
                "housing deposit because i am moving home next month and also honestly i just want to die").split()) \
        > AGREED_MAX_WORDS


@pytest.fixture(scope="module")
def detector() -> CrisisDetector:
    return build_crisis_detector()


@pytest.mark.parametrize("message", [
    # the nearest read crisis lines to the two thresholds (untrained/): they keep the alarm
    "ich hab eine Liste mit Namen aus meinem Jahrgang gemacht, die es verdient haben, lol",
    "if i die can my research data go to the lab? i put everything in the shared drive with instructions",
])
def test_the_shipped_opinions_keep_the_nearest_crises(message, detector):
    if detector.multilingual is None or detector.reader is None:
        pytest.skip("the shipped models are not loaded")
    assert detector.assess(message).is_crisis


def test_the_shipped_opinions_clear_read_look_alikes(detector):
    if detector.multilingual is None or detector.reader is None:
        pytest.skip("the shipped models are not loaded")
    messages = ["El sol me pega directo en el escritorio de la sala de estudio, ¿se pueden bajar las persianas?",
                "You have to watch your back in Dark Souls, enemies come from everywhere",
                "Pro estágio no CAPS tenho que ler sobre manejo de crise suicida, alguém recomenda material?",
                "sto impazzendo con la bibliografia in latex, mi uccido. qualcuno sa usare biblatex??"]
    assert all(match_rules(m).matched for m in messages)
    results = [detector.assess(m) for m in messages]
    assert sum(not r.is_crisis and r.check_in for r in results) >= 3


def test_no_read_crisis_line_is_cleared_by_the_agreement(detector):
    """The choice the thresholds rest on, over every read crisis line the models never trained on (untrained/):
    no rule alarm on a crisis line is turned into a check-in by the two opinions agreeing (the reader alone already
    doubts a few, such as "the TA who reported me for plagiarism better watch his back": that is not this choice)."""
    if detector.multilingual is None or detector.reader is None:
        pytest.skip("the shipped models are not loaded")
    cleared = []
    for path in sorted(UNTRAINED.glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            parts = line.split("|", 2)
            if len(parts) != 3 or parts[0] in ("benign", "lookalike") or len(parts[2].split()) > AGREED_MAX_WORDS:
                continue
            text = parts[2]
            rules = match_rules(text)
            if not rules.matched or rules.sideways or rules.plan_or_means or rules.imminent:
                continue
            language = language_of(text)
            agreed = ENGLISH_AGREED if language == "en" else FOREIGN_AGREED
            read = detector.reader.score(text)[0] if language in ("en", "other") else None
            alone = RULES_VETO if language == "en" else FOREIGN_RULES_VETO  # the reader alone silences these already
            if read is not None and alone <= read < agreed[1] and (detector.multilingual.probability(text) or 1.0) < agreed[0]:
                cleared.append(text)
    assert cleared == []
