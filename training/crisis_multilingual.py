"""Fit the frozen-e5 head: a linear model over multilingual-e5-small's sentence vector, and the rows both e5 recipes read.

Until session 32 this head was the multilingual opinion; now it is where the fine-tuned multilingual reader's head
starts (``training/crisis_multilingual_reader.py``), and ``training_rows`` is what that reader trains on.

    PYTHONPATH=$PWD python3 -m training.crisis_multilingual            # fit and write exemplars/multilingual.npz
    PYTHONPATH=$PWD python3 -m training.crisis_multilingual --dry-run  # fit and report only

Training lines: the project's own (``tests/data/crisis/train/``, the exemplar banks, ``learned_only/``) and the read
lines of ``untrained/`` except the held-out plain questions and the red-team written against the head; never a benchmark question, and no line that is also in
a set that measures the detector (own dev/test, ``fresh*``, the held-out plain questions, the unseen sets). The head
is a class-balanced, L2-regularised logistic regression on e5's normalised embedding (Newton steps in numpy: 385
parameters need no library).

The thresholds were chosen by 5-fold cross-validation over ``untrained/`` (each fold scored by a head fitted
without it), among the messages in other languages: veto 0.2 and alarm 0.9 (the alarm also needs the learned layer
at 0.3 and the reader at 0.5, in ``detector.py``) gave 32 fewer look-alike alarms for 5 fewer crisis lines than a
head fitted without ``untrained/`` at the veto 0.1 and alarm 0.95 chosen for it on those lines
(docs/evaluation.md, nineteenth round).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

from core.handoff.crisis.multilingual import E5Embedder, e5_model_path, file_sha256
from training.crisis_data import DATA, Labelled, own_training_rows, read_labelled

# the frozen-e5 head: the multilingual opinion until session 32, now where the fine-tuned reader's head starts
HEAD_PATH = Path(__file__).resolve().parents[1] / "core" / "handoff" / "crisis" / "exemplars" / "multilingual.npz"
VETO = 0.2
ALARM = 0.9
L2 = 0.1  # as scikit-learn's C = 10, which separated the read lines slightly better than C = 1 (measured with it)
# sets written after the shipped head was fitted (read to write rules): left out, so the recipe refits that head; and
# those read after the shipped multilingual reader was trained on these rows (S33_: session 33), so its recipe stays its own
WRITTEN_AFTER_THE_HEAD = ("S23_", "S24_", "S27_", "S33_", "S34_", "S35_", "S36_", "S37_", "S38_", "S39_")
# (session 35 trained a reader with S23, S24, S33 and S34 as well: ``training_rows(("S27_",))``; measured and not kept,
# docs/evaluation.md, thirty-second round)
# the shipped multilingual reader (session 41) trains on every read line but S27's red-teams, on which its
# ``hyperbole_veto`` was chosen (docs/evaluation.md, thirty-eighth round)
READER_LEFT_OUT = ("S27_",)


def read_untrained(path: Path) -> list[Labelled]:
    """``untrained/`` files: ``category|lang|text`` lines (``benign`` and ``lookalike`` are not a crisis) or, in
    the red-teams' files, bare lines labelled by the file's name."""
    crisis_file = not any(word in path.name for word in ("benign", "lookalike", "ordinary"))
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split("|", 2)
        if len(parts) == 3 and len(parts[0]) < 25 and len(parts[1].strip()) <= 3 and parts[2].strip():
            rows.append(Labelled(parts[2].strip(), parts[0].strip() not in ("benign", "lookalike"), "", parts[1].strip()))
        elif line.strip():
            rows.append(Labelled(line.strip(), crisis_file, "", ""))
    return rows


def training_rows(left_out: tuple[str, ...] = WRITTEN_AFTER_THE_HEAD) -> list[Labelled]:
    """Every line the project wrote and read except those that measure it: ``train/``, the exemplar banks,
    ``learned_only/`` and ``untrained/`` (its held-out plain questions, ``*ordinary_heldout*``, stay out; and the
    files named with a prefix in ``left_out``)."""
    rows = own_training_rows() + [r for path in sorted((DATA / "learned_only").glob("*.txt")) for r in read_labelled(path)]
    rows += [r for path in sorted((DATA / "untrained").glob("*.txt"))
             if not _measures_the_head(path) and not path.name.startswith(left_out)
             for r in read_untrained(path)]
    # a line that is also in a measuring set ("me quiero quitar la vida" is in untrained/ and fresh.txt) is left out
    measured = _measuring_lines()
    return [r for r in rows if _key(r.text) not in measured]


def _measures_the_head(path: Path) -> bool:
    """The held-out plain questions, and the red-team written against the head after it was fitted."""
    return "ordinary_heldout" in path.name or path.name.startswith("S22_multilingual_redteam")


def _key(text: str) -> str:
    return " ".join(text.lower().split())


def _measuring_lines() -> set[str]:
    """The texts of every set that measures the detector (own dev/test, fresh*, the held-out plain questions,
    the unseen sets): compared, never read for anything else."""
    paths = [DATA / f"{kind}_{split}.txt" for kind in ("crisis", "benign") for split in ("dev", "test")]
    paths += sorted(DATA.glob("fresh*.txt")) + [p for p in sorted((DATA / "untrained").glob("*.txt")) if _measures_the_head(p)]
    paths += sorted((DATA / "unseen").glob("*/*.txt"))
    return {_key(line.split("|")[-1]) for path in paths if path.exists()
            for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}


def fit_logistic(x: np.ndarray, y: np.ndarray, l2: float = L2, steps: int = 30) -> tuple[np.ndarray, float]:
    """Class-balanced logistic regression by Newton's method; the bias is not regularised."""
    xb = np.hstack([x, np.ones((len(x), 1), dtype=x.dtype)]).astype(np.float64)
    positive = y.mean()
    sample = np.where(y > 0, 0.5 / positive, 0.5 / (1 - positive))
    w = np.zeros(xb.shape[1])
    penalty = np.full(xb.shape[1], l2)
    penalty[-1] = 0.0
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(xb @ w)))
        gradient = xb.T @ (sample * (p - y)) + penalty * w
        hessian = (xb * (sample * p * (1 - p))[:, None]).T @ xb + np.diag(penalty)
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w[:-1].astype(np.float32), float(w[-1])


def embed_all(embedder: E5Embedder, texts: list[str], batch: int = 64) -> np.ndarray:
    return np.vstack([embedder.embed(texts[i:i + batch]) for i in range(0, len(texts), batch)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=HEAD_PATH)
    parser.add_argument("--veto", type=float, default=VETO)
    parser.add_argument("--alarm", type=float, default=ALARM)
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()
    rows = training_rows()
    texts = [" ".join(r.text.split()) for r in rows]
    y = np.array([float(r.crisis) for r in rows])
    print(f"training: {int(y.sum())} crisis, {int(len(y) - y.sum())} ordinary/look-alike lines")
    embedder = E5Embedder()
    t0 = time.perf_counter()
    x = embed_all(embedder, texts)
    print(f"embedded in {time.perf_counter() - t0:.0f} s")
    weights, bias = fit_logistic(x, y)
    p = 1.0 / (1.0 + np.exp(-(x @ weights + bias)))
    foreign = np.array([r.lang not in ("", "en") for r in rows])
    for name, mask in (("all", np.ones_like(foreign)), ("other languages", foreign)):
        crisis, ordinary = mask & (y > 0), mask & (y == 0)
        print(f"{name:16} training lines: crisis below the veto {int(np.sum(p[crisis] < args.veto))}/{int(crisis.sum())}, "
              f"ordinary at or above 0.5 {int(np.sum(p[ordinary] >= 0.5))}/{int(ordinary.sum())}")
    if not args.dry_run:
        np.savez(args.out, weights=weights.astype(np.float32), bias=np.float32(bias), veto=np.float32(args.veto),
                 model_sha256=np.array(file_sha256(e5_model_path())), alarm=np.float32(args.alarm))
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
