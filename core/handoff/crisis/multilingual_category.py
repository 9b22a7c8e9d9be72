"""Which kind of crisis a message in another language is, read by multilingual-e5-small: the ticket's category when a
model layer (semantic, learned, reader, multilingual) raised the alarm.

Those layers name a category from MiniLM's embedding or the reader's head, which read English; in the other languages
they called a friend's overdose, a threat or an assault "self-harm" on about half the read lines no layer trains on
(the right category among the ticket's on 546 of 969 model-layer alarms there). A softmax head over e5's embedding,
fitted on the project's labelled crisis lines (``training/crisis_categories.py``), names it on 748 of the same 969
(docs/evaluation.md, twenty-first round). English keeps the reader's head (as good there: 455 against 462 of 571) and
takes from e5 only that the crisis is someone else's (never-read English alarms about a friend tagged 32 → 51 of 62,
as precise as before); a rule's match always names its own category. The e5 vector is the one the multilingual
opinion read, when it did.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.handoff.crisis.rules import ASSAULT_ABUSE, HARM_TO_OTHERS, IMMEDIATE_DANGER, SELF_HARM, THIRD_PARTY

CATEGORY_HEAD_PATH = Path(__file__).parent / "exemplars" / "multilingual_categories.npz"
# what the head names: the four ticket categories, and a crisis of someone else's (a friend's self-harm, overdose)
KINDS = (SELF_HARM, HARM_TO_OTHERS, ASSAULT_ABUSE, IMMEDIATE_DANGER, THIRD_PARTY)


@dataclass(frozen=True)
class CategoryHead:
    weights: np.ndarray  # (kinds, 384)
    biases: np.ndarray  # (kinds,)
    kinds: tuple[str, ...]
    model_sha256: str  # of the e5 weights the head was fitted on

    @classmethod
    def load(cls, path: Path = CATEGORY_HEAD_PATH) -> "CategoryHead":
        with np.load(path, allow_pickle=False) as data:
            return cls(data["weights"].astype(np.float32), data["biases"].astype(np.float32),
                       tuple(str(k) for k in data["kinds"]), str(data["model_sha256"]))

    def save(self, path: Path) -> None:
        np.savez(path, weights=self.weights.astype(np.float32), biases=self.biases.astype(np.float32),
                 kinds=np.array(self.kinds), model_sha256=np.array(self.model_sha256))

    def kind(self, vector: np.ndarray) -> str:
        return self.kinds[int(np.argmax(self.weights @ vector + self.biases))]


def ticket_categories(kind: str) -> tuple[str, ...]:
    """The ticket's categories for a kind: someone else's crisis is self-harm of a third party, as the rules tag it."""
    return (SELF_HARM, THIRD_PARTY) if kind == THIRD_PARTY else (kind,)
