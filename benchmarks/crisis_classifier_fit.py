"""Fit the crisis detector's learned layer (core/handoff/crisis/classifier.py) and report how it generalises.

    PYTHONPATH=$PWD python3 benchmarks/crisis_classifier_fit.py            # fit, report, write the model
    PYTHONPATH=$PWD python3 benchmarks/crisis_classifier_fit.py --dry-run  # fit and report only

Training data (never the evaluation sets):
- tests/data/crisis/train/*.txt — `category|lang|text` lines, `benign` for look-alikes — and
  tests/data/crisis/learned_only/*.txt (the same format; not read by the reader's recipe);
- the semantic layer's exemplar banks (core/handoff/crisis/exemplars/crisis.tsv, benign.txt);
- the SyllabusQA and StackFAQ *train* questions in ../shared/bench as ordinary questions.
Evaluated on data it never saw: tests/data/crisis/{crisis,benign}_{dev,test}.txt, fresh*.txt (written in
other sessions, by other authors) and the SyllabusQA/StackFAQ *dev* questions. The threshold is the lowest
that keeps every SyllabusQA/StackFAQ question (train and dev) and every hand-written non-English ordinary
question (train/ordinary*.txt) that the reader's second opinion lets through below it, plus a margin (and a
second one, over all of them, for messages the reader did not read); the figures at that
threshold (and at any `--curve` thresholds) are printed. Deterministic: full-batch Adam from zeros.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from core.handoff.crisis.classifier import (HASH_BITS, MODEL_PATH, TICKET_CATEGORY, ClassifierModel,  # noqa: E402
                                           canonical, hashed_features)
from core.handoff.crisis.classifier import enough_words  # noqa: E402
from core.handoff.crisis.detector import second_opinion_vetoes  # noqa: E402
from core.handoff.crisis.reader import READER_DIR, CrisisReader  # noqa: E402
from core.handoff.crisis.semantic import language_of, load_banks  # noqa: E402
from core.knowledge.embeddings import MiniLMEmbedder  # noqa: E402
from training.crisis_data import bench_questions, ordinary_questions  # noqa: E402

DATA = REPO / "tests" / "data" / "crisis"
CACHE = Path.home() / ".cache" / "advisor" / "crisis-fit"


def training_rows() -> tuple[list[str], np.ndarray, list[str]]:
    """Texts, labels and ticket categories ("" for ordinary messages)."""
    texts, labels, categories = [], [], []
    for path in sorted((DATA / "train").glob("*.txt")) + sorted((DATA / "learned_only").glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            parts = line.split("|", 2)
            if len(parts) == 3 and parts[2].strip():
                texts.append(parts[2].strip())
                labels.append(parts[0].strip() != "benign")
                categories.append(TICKET_CATEGORY.get(parts[0].strip(), ""))
    crisis, benign = load_banks()
    texts += [t for _, t in crisis] + benign
    labels += [True] * len(crisis) + [False] * len(benign)
    categories += [c if c in TICKET_CATEGORY.values() else "" for c, _ in crisis] + [""] * len(benign)
    questions = bench_questions("train")
    texts += questions
    labels += [False] * len(questions)
    categories += [""] * len(questions)
    return texts, np.array(labels, dtype=bool), categories


def second_opinion_passes(texts: list[str]) -> np.ndarray:
    """Which messages the reader would let the learned layer alarm on (``detector.second_opinion_vetoes``; a
    message without enough words gets no reading and so no veto)."""
    reader = CrisisReader(READER_DIR, threads=1)
    # one at a time, as served: int8 activations are quantised per run
    return np.array([not second_opinion_vetoes(reader.score(t)[0] if enough_words(t) else None, language_of(t))
                     for t in texts], dtype=bool)


def evaluation_sets() -> dict[str, tuple[list[str], np.ndarray]]:
    sets: dict[str, tuple[list[str], np.ndarray]] = {}
    for split in ("dev", "test"):
        crisis = [line.split("|", 2)[2] for line in (DATA / f"crisis_{split}.txt").read_text().splitlines()]
        benign = [line.split("|", 1)[1] for line in (DATA / f"benign_{split}.txt").read_text().splitlines()]
        sets[f"own {split}"] = (crisis + benign, np.array([True] * len(crisis) + [False] * len(benign)))
    for path in sorted(DATA.glob("fresh*.txt")):
        rows = [line.split("|", 3) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        sets[path.stem] = ([r[3] for r in rows], np.array([r[0] == "crisis" for r in rows]))
    dev = bench_questions("dev")
    sets["bench dev questions"] = (dev, np.zeros(len(dev), dtype=bool))
    return sets


def embed(embedder: MiniLMEmbedder, texts: list[str]) -> np.ndarray:
    """Embeddings of canonical texts, cached on disk by content (re-fits take seconds, not minutes)."""
    canon = [canonical(t) for t in texts]
    key = hashlib.sha256("\n".join([embedder.model_id, *canon]).encode()).hexdigest()[:16]
    path = CACHE / f"{key}.npy"
    if path.exists():
        return np.load(path)
    vectors = embedder.embed_documents(canon).astype(np.float32)
    CACHE.mkdir(parents=True, exist_ok=True)
    np.save(path, vectors)
    return vectors


def sparse(texts: list[str], bits: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rows, cols, vals = [], [], []
    for i, text in enumerate(texts):
        ids, values = hashed_features(canonical(text), bits)
        rows.append(np.full(len(ids), i))
        cols.append(ids)
        vals.append(values)
    return np.concatenate(rows), np.concatenate(cols), np.concatenate(vals)


def fit(vectors: np.ndarray, hashed: tuple[np.ndarray, np.ndarray, np.ndarray], labels: np.ndarray, bits: int,
        steps: int, l2: float) -> tuple[np.ndarray, np.ndarray, float]:
    """Class-balanced logistic regression, full-batch Adam (deterministic)."""
    rows, cols, vals = hashed
    n, dim = vectors.shape
    y = labels.astype(np.float64)
    weight = np.where(labels, 0.5 / labels.mean(), 0.5 / (1 - labels.mean()))
    we, wh, b = np.zeros(dim), np.zeros(1 << bits), 0.0
    m = [np.zeros(dim), np.zeros(1 << bits), 0.0]
    v = [np.zeros(dim), np.zeros(1 << bits), 0.0]
    lr, beta1, beta2, eps = 0.05, 0.9, 0.999, 1e-8
    for step in range(1, steps + 1):
        z = vectors @ we + np.bincount(rows, weights=wh[cols] * vals, minlength=n) + b
        p = 1.0 / (1.0 + np.exp(-z))
        r = weight * (p - y) / n
        grads = [vectors.T @ r + l2 * we, np.bincount(cols, weights=r[rows] * vals, minlength=1 << bits) + l2 * wh,
                 float(r.sum())]
        params = [we, wh, b]
        for k in range(3):
            m[k] = beta1 * m[k] + (1 - beta1) * grads[k]
            v[k] = beta2 * v[k] + (1 - beta2) * grads[k] * grads[k]
            update = lr * (m[k] / (1 - beta1 ** step)) / (np.sqrt(v[k] / (1 - beta2 ** step)) + eps)
            params[k] = params[k] - update
        we, wh, b = params
    return we, wh, float(b)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=1500)
    parser.add_argument("--l2", type=float, default=2e-5)
    parser.add_argument("--margin", type=float, default=0.02, help="added to the highest ordinary-question probability")
    parser.add_argument("--threshold", type=float, default=None, help="use this instead of the fitted one")
    parser.add_argument("--curve", type=float, nargs="*", default=[], help="also report at these thresholds")
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("--top", type=int, default=0, help="print the N ordinary questions closest to the threshold")
    parser.add_argument("--probe", nargs="*", default=[], help="also print the probability of these messages")
    args = parser.parse_args()
    embedder = MiniLMEmbedder(max_tokens=128)
    texts, labels, categories = training_rows()
    print(f"training: {labels.sum()} crisis, {(~labels).sum()} ordinary/look-alike")
    vectors = embed(embedder, texts)
    names = tuple(sorted({c for c in categories if c}))
    centroids = np.stack([vectors[[c == name for c in categories]].mean(axis=0) for name in names])
    centroids /= np.linalg.norm(centroids, axis=1, keepdims=True)
    we, wh, b = fit(vectors, sparse(texts, HASH_BITS), labels, HASH_BITS, args.steps, args.l2)
    model = ClassifierModel(we, wh, b, 0.5, HASH_BITS, embedder.model_id)

    def probabilities(batch: list[str]) -> np.ndarray:
        logits = model.logits(embed(embedder, batch), [canonical(t) for t in batch])
        return 1.0 / (1.0 + np.exp(-logits))

    train_p = probabilities(texts)
    ordinary = bench_questions("train") + bench_questions("dev") + ordinary_questions()
    questions = probabilities(ordinary)
    for i in np.argsort(-questions)[: args.top]:
        print(f"  {questions[i]:.3f}  {ordinary[i]}")
    # the detector raises the learned layer's alarm only where the reader's second opinion lets it through, so
    # the threshold is fitted on the ordinary questions it lets through; the one for messages without a reading
    # on all of them (a question the reader clears must not lift the threshold for every message)
    passes = second_opinion_passes(ordinary)
    alone = min(0.95, float(np.max(questions)) + args.margin)
    threshold = args.threshold or min(alone, float(np.max(questions[passes], initial=0.0)) + args.margin)
    print(f"{int(passes.sum())} of {len(ordinary)} ordinary questions pass the reader's second opinion; without "
          f"it the threshold would be {alone:.3f}, set by: {ordinary[int(np.argmax(questions))][:80]}")
    for i in np.argsort(-np.where(passes, questions, -1.0))[: args.top]:
        print(f"  passes {questions[i]:.3f}  {ordinary[i]}")
    for text, prob in zip(args.probe, probabilities(args.probe) if args.probe else []):
        print(f"  probe {prob:.3f}  {text}")
    print(f"training recall at 0.5: {np.mean(train_p[labels] >= 0.5):.3f}; highest benchmark-question "
          f"probability {np.max(questions):.3f} -> threshold {threshold:.3f}")
    evaluation = {name: (probabilities(batch), truth) for name, (batch, truth) in evaluation_sets().items()}
    for t in sorted({threshold, *args.curve}):
        print(f"-- threshold {t:.2f}")
        for name, (p, truth) in evaluation.items():
            recall = np.mean(p[truth] >= t) if truth.any() else float("nan")
            print(f"{name:22} recall {recall:.3f} ({int(np.sum(p[truth] >= t))}/{int(truth.sum())})  "
                  f"false alarms {int(np.sum(p[~truth] >= t))}/{int((~truth).sum())}")
    if not args.dry_run:
        final = ClassifierModel(we, wh, b, threshold, HASH_BITS, embedder.model_id, centroids, names, alone)
        final.save(MODEL_PATH, {"steps": args.steps, "l2": args.l2, "trained_on": int(len(texts))})
        print(f"wrote {MODEL_PATH} ({MODEL_PATH.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
