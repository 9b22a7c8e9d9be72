"""Where the benchmark data lives, and a clean stop when it is not there.

The datasets are public but not redistributed with this repository: SyllabusQA (umass-ml4ed/SyllabusQA on
GitHub, no licence: evaluation use only), StackFAQ (ML-Recipes/BERT-FAQ, MIT) and SciFact (allenai/scifact
via BEIR, CC BY-NC 2.0). The project's machines have them converted to the layout `advisor eval` reads
(docs/evaluation.md, "Dataset layout") in `../shared/bench` beside the checkout. Elsewhere, convert them into
that layout and point ADVISOR_BENCH_DIR at the folder.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def bench_root() -> Path:
    return Path(os.environ.get("ADVISOR_BENCH_DIR") or REPO.parent / "shared" / "bench")


def dataset_dir(name: str) -> Path:
    """The dataset's folder, or exit 0 with one line saying where to get it (benchmarks are optional)."""
    path = bench_root() / name
    if not (path / "corpus.jsonl").exists() and not (path / "docs").exists():
        print(f"skipped: benchmark data '{name}' not found in {path.parent} — set ADVISOR_BENCH_DIR "
              "(see benchmarks/bench_data.py for the public sources)", file=sys.stderr)
        raise SystemExit(0)
    return path
