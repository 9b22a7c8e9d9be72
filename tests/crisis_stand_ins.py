"""Stand-ins for the crisis detector's model layers, to pin how the detector uses them (not what the models say)."""

from __future__ import annotations

import numpy as np

from core.handoff.crisis.multilingual import MultilingualHead


class FixedOpinion:
    """A multilingual opinion that gives one probability (or None: absent or failed) to every message and records
    what it read; its head has the shipped kind's veto (0.2) and alarm (0.9)."""

    def __init__(self, probability: float | None) -> None:
        self.value, self.asked = probability, []
        self.head = MultilingualHead(np.zeros(384, dtype=np.float32), 0.0, 0.2, "0" * 64, 0.9)

    def probability(self, text: str) -> float | None:
        self.asked.append(text)
        return self.value

    def category(self, text: str) -> str | None:
        return None
