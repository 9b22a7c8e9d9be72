"""Fit the multilingual category head (``core/handoff/crisis/multilingual_category.py``): which kind of crisis a
message is, over multilingual-e5-small's embedding.

    PYTHONPATH=$PWD python3 -m training.crisis_categories            # fit and write exemplars/multilingual_categories.npz
    PYTHONPATH=$PWD python3 -m training.crisis_categories --dry-run  # fit and report only

Training lines: the labelled crisis lines of ``tests/data/crisis/train/`` and ``learned_only/`` and the semantic
layer's crisis exemplars, each with its label mapped to a ticket category (a friend's crisis, ``third``, is its own
kind). Never ``untrained/``, the own dev/test sets, ``fresh*`` or the unseen sets: those measure it. A class-balanced
softmax regression (L2 1/3, as scikit-learn's C = 3, which named the read lines' categories best of C = 0.3–30),
fitted by Newton's method in numpy: deterministic, no library.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

from core.handoff.crisis.classifier import TICKET_CATEGORY
from core.handoff.crisis.multilingual import E5Embedder, e5_model_path, file_sha256
from core.handoff.crisis.multilingual_category import CATEGORY_HEAD_PATH, KINDS, CategoryHead
from core.handoff.crisis.semantic import load_banks
from training.crisis_data import DATA

L2 = 1 / 3
# the labels the data files use, by ticket category: the learned layer's map, the kinds themselves, and the labels
# of the files written since it (a friend's crisis, "third", is its own kind here)
KIND_OF_LABEL = {
    **TICKET_CATEGORY, **{kind: kind for kind in KINDS},
    "hopelessness": "self_harm", "eating_disorder_or_overdose": "self_harm", "stalking_coercion": "assault_abuse",
    "medical_emergency": "immediate_danger", "third": "third_party",
}


def labelled_lines(paths: list[Path]) -> list[tuple[str, str]]:
    """(text, kind) of every ``category|lang|text`` line whose category names a kind of crisis."""
    rows = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            parts = line.split("|", 2)
            if len(parts) == 3 and parts[0].strip() in KIND_OF_LABEL and parts[2].strip():
                rows.append((" ".join(parts[2].split()), KIND_OF_LABEL[parts[0].strip()]))
    return rows


def training_lines(data: Path = DATA) -> list[tuple[str, str]]:
    rows = labelled_lines(sorted((data / "train").glob("*.txt")) + sorted((data / "learned_only").glob("*.txt")))
    crisis, _benign = load_banks()
    rows += [(" ".join(text.split()), KIND_OF_LABEL.get(label, label)) for label, text in crisis
             if KIND_OF_LABEL.get(label, label) in KINDS]
    return rows


def fit_softmax(x: np.ndarray, kinds: np.ndarray, classes: int, l2: float = L2,
                steps: int = 30) -> tuple[np.ndarray, np.ndarray]:
    """Class-balanced multinomial logistic regression by Newton's method; biases are not regularised (a tiny ridge
    keeps the softmax's shift invariance from making the Hessian singular)."""
    n, d = x.shape
    xb = np.hstack([x, np.ones((n, 1))]).astype(np.float64)
    counts = np.bincount(kinds, minlength=classes).astype(np.float64)
    sample = n / (classes * np.maximum(counts, 1.0))[kinds]
    onehot = np.eye(classes)[kinds]
    penalty = np.full(d + 1, l2)
    penalty[-1] = 1e-6
    w = np.zeros((classes, d + 1))
    for _ in range(steps):
        logits = xb @ w.T
        p = np.exp(logits - logits.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        gradient = ((p - onehot) * sample[:, None]).T @ xb + penalty * w
        hessian = np.zeros((classes * (d + 1), classes * (d + 1)))
        for a in range(classes):
            for b in range(a, classes):
                weight = sample * p[:, a] * ((a == b) - p[:, b])
                block = (xb * weight[:, None]).T @ xb
                if a == b:
                    block += np.diag(penalty)
                hessian[a * (d + 1):(a + 1) * (d + 1), b * (d + 1):(b + 1) * (d + 1)] = block
                hessian[b * (d + 1):(b + 1) * (d + 1), a * (d + 1):(a + 1) * (d + 1)] = block.T
        step = np.linalg.solve(hessian, gradient.reshape(-1)).reshape(classes, d + 1)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w[:, :-1].astype(np.float32), w[:, -1].astype(np.float32)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=CATEGORY_HEAD_PATH)
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()
    rows = training_lines()
    kinds = np.array([KINDS.index(kind) for _, kind in rows])
    print("training:", ", ".join(f"{kind} {int((kinds == i).sum())}" for i, kind in enumerate(KINDS)))
    t0 = time.perf_counter()
    embedder = E5Embedder()
    texts = [text for text, _ in rows]
    x = np.vstack([embedder.embed(texts[i:i + 64]) for i in range(0, len(texts), 64)])
    print(f"embedded in {time.perf_counter() - t0:.0f} s")
    weights, biases = fit_softmax(x, kinds, len(KINDS))
    head = CategoryHead(weights, biases, KINDS, file_sha256(e5_model_path()))
    named = np.array([KINDS.index(head.kind(v)) for v in x])
    print(f"training lines named right: {int((named == kinds).sum())}/{len(kinds)}")
    if not args.dry_run:
        head.save(args.out)
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
