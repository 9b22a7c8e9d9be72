"""Start-up cost of the `advisor` command, as a newcomer feels it: `--help`, an empty question (rejected),
and a warm `ask` (index already built). Median and max of N runs of the real entry point.

    python benchmarks/startup.py [--runs 5]

The data dir is a temporary one with the sample knowledge base indexed once before timing. Use
`python -X importtime -m bots.cli.main ...` to see where the time goes.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _time(args: list[str], env: dict[str, str]) -> float:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "bots.cli.main", *args], cwd=REPO, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "ADVISOR_DATA_DIR": tmp, "HF_HUB_OFFLINE": "1"}
        subprocess.run([sys.executable, "-m", "bots.cli.main", "ask", "warm-up"], cwd=REPO, env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        cases = {
            "advisor --help": ["--help"],
            "advisor ask '' (rejected)": ["ask", ""],
            "advisor ask (warm, extractive)": ["ask", "How do I buy a parking permit?"],
        }
        print(f"{'command':34} {'median s':>9} {'max s':>7}   ({args.runs} runs, load {os.getloadavg()[0]:.1f})")
        for name, argv in cases.items():
            times = [_time(argv, env) for _ in range(args.runs)]
            print(f"{name:34} {statistics.median(times):9.2f} {max(times):7.2f}")


if __name__ == "__main__":
    main()
