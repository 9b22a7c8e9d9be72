"""The crisis detector's labelled text, for fitting its learned layers and measuring them (no torch here).

Training data (never the evaluation sets): ``tests/data/crisis/train/*.txt`` — ``category|lang|text`` lines,
``benign`` for look-alikes and ordinary messages — and the semantic layer's exemplar banks. Evaluation:
``tests/data/crisis/{crisis,benign}_{dev,test}.txt`` and ``fresh*.txt`` (other sessions, other authors), and
the SyllabusQA/StackFAQ questions in ``../shared/bench`` (all ordinary: they set the threshold).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from core.handoff.crisis.classifier import TICKET_CATEGORY
from core.handoff.crisis.semantic import load_banks

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "data" / "crisis"
BENCH = Path("/work/shared/bench") if Path("/work/shared/bench").exists() else REPO.parent / "shared" / "bench"


@dataclass(frozen=True)
class Labelled:
    text: str
    crisis: bool
    category: str = ""  # the ticket category ("" for ordinary messages)
    lang: str = ""


def read_labelled(path: Path) -> list[Labelled]:
    """``category|lang|text`` lines (``benign`` = not a crisis); blank and malformed lines are skipped."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split("|", 2)
        if len(parts) == 3 and parts[2].strip():
            category = parts[0].strip()
            rows.append(Labelled(parts[2].strip(), category != "benign", TICKET_CATEGORY.get(category, ""),
                                 parts[1].strip()))
    return rows


def bench_questions(split: str, bench: Path = BENCH) -> list[str]:
    """The SyllabusQA and StackFAQ questions of one split (StackFAQ has dev only)."""
    out: list[str] = []
    for name in ("syllabusqa", "stackfaq"):
        path = bench / name / "queries" / f"{split}.jsonl"
        if path.exists():
            out += [json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return list(dict.fromkeys(q for q in out if q.strip()))


def ordinary_questions() -> list[str]:
    """Hand-written ordinary advising questions in es/fr/de/pt/it (train/ordinary*.txt): the benchmark
    questions are all English, and the threshold must sit above ordinary questions in every language."""
    return [r.text for path in sorted((DATA / "train").glob("ordinary*.txt")) for r in read_labelled(path)]


def own_training_rows(train_dir: Path = DATA / "train") -> list[Labelled]:
    """Every line the project wrote for training, and the exemplar banks (no benchmark question)."""
    rows = [r for path in sorted(train_dir.glob("*.txt")) for r in read_labelled(path)]
    crisis, benign = load_banks()
    rows += [Labelled(t, True, c if c in TICKET_CATEGORY.values() else "") for c, t in crisis]
    rows += [Labelled(t, False) for t in benign]
    return rows


def evaluation_sets() -> dict[str, list[Labelled]]:
    """The own labelled sets the learned layers never train on, by name."""
    sets: dict[str, list[Labelled]] = {}
    for split in ("dev", "test"):
        crisis = read_labelled(DATA / f"crisis_{split}.txt")
        benign = [Labelled(line.split("|", 1)[1], False)
                  for line in (DATA / f"benign_{split}.txt").read_text(encoding="utf-8").splitlines() if "|" in line]
        sets[f"own {split}"] = crisis + benign
    for path in sorted(DATA.glob("fresh*.txt")):
        rows = [line.split("|", 3) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        sets[path.stem] = [Labelled(r[3], r[0] == "crisis", TICKET_CATEGORY.get(r[1], ""), r[2]) for r in rows]
    return sets
