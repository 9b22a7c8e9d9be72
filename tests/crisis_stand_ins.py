"""Stand-ins for the crisis detector's model layers, to pin how the detector uses them (not what the models say)."""

from __future__ import annotations


class FixedOpinion:
    """A multilingual opinion that gives one probability (or None: absent or failed) to every message and records
    what it read; it has the shipped kind's thresholds (veto 0.5, alarm 0.98, the rules' veto 0.001, hyperbole's
    0.2, ordinary 0.1)."""

    def __init__(self, probability: float | None) -> None:
        self.value, self.asked = probability, []
        self.veto, self.alarm, self.rules_veto, self.hyperbole_veto, self.ordinary = 0.5, 0.98, 0.001, 0.2, 0.1

    def probability(self, text: str) -> float | None:
        self.asked.append(text)
        return self.value

    def category(self, text: str) -> str | None:
        return None
