"""Start-up cost of the `advisor` command, as a newcomer feels it: `--help`, an empty question (rejected),
and a warm `ask` (index already built). Median and max of N runs of the real entry point.

    python benchmarks/startup.py [--runs 5]

The data dir is a temporary one with the sample knowledge base indexed once before timing. Use
`python -X importtime -m bots.cli.main ...` to see where the time goes.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _time(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system) of one run. CPU time is what to compare on a shared
    machine: wall time grows with the load average, CPU time much less."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "bots.cli.main", *args], cwd=REPO, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


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
        print(f"{'command':34} {'wall median s':>13} {'max s':>6} {'CPU median s':>12}   "
              f"({args.runs} runs, load {os.getloadavg()[0]:.1f})")
        for name, argv in cases.items():
            runs = [_time(argv, env) for _ in range(args.runs)]
            walls, cpus = [w for w, _ in runs], [c for _, c in runs]
            print(f"{name:34} {statistics.median(walls):13.2f} {max(walls):6.2f} {statistics.median(cpus):12.2f}")
        print(f"(load average at the end: {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
