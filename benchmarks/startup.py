"""Start-up cost of the `advisor` command, as a newcomer feels it: `--help`, an empty question (rejected),
and a warm `ask` (index already built). Median and max of N runs of the real entry point.

    python benchmarks/startup.py [--runs 5] [--data-dir DIR] [--repo CHECKOUT] [--bytecode cached|none]

Without --data-dir the data dir is a temporary one with the sample knowledge base indexed once before timing
(about a minute); with it, an existing data dir is reused (its index is left as it is). --repo times another
checkout with this script (before/after comparisons). Every child gets a fresh cache directory
(XDG_CACHE_HOME) that one warm-up run fills, as on a machine where `advisor` ran before; Python bytecode is
cached in a temporary prefix too, unless --bytecode none (PYTHONDONTWRITEBYTECODE=1: every start compiles
the project's modules, ≈ +0.1–0.2 s). Use `python -X importtime -m bots.cli.main ...` to see where the time goes.
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
CASES = {
    "advisor --help": ["--help"],
    "advisor ask '' (rejected)": ["ask", ""],
    "advisor ask (warm, extractive)": ["ask", "How do I buy a parking permit?"],
}


def _time(repo: Path, args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system) of one run. CPU time is what to compare on a shared
    machine: wall time grows with the load average, CPU time much less."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "bots.cli.main", *args], cwd=repo, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _environment(repo: Path, data_dir: str, tmp: str, bytecode: str) -> dict[str, str]:
    env = {**os.environ, "ADVISOR_DATA_DIR": data_dir, "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(repo),
           "XDG_CACHE_HOME": os.path.join(tmp, "cache")}
    if bytecode == "cached":
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = os.path.join(tmp, "pycache")  # the checkout itself stays clean
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--data-dir", help="reuse this data dir (default: a temporary one, indexed first)")
    parser.add_argument("--repo", type=Path, default=REPO, help="the checkout to time (default: this one)")
    parser.add_argument("--bytecode", choices=("cached", "none"), default="cached")
    args = parser.parse_args()
    repo = args.repo.resolve()
    with tempfile.TemporaryDirectory() as tmp:
        env = _environment(repo, args.data_dir or os.path.join(tmp, "data"), tmp, args.bytecode)
        subprocess.run([sys.executable, "-m", "bots.cli.main", "ask", "warm-up"], cwd=repo, env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        print(f"{repo} ({args.bytecode} bytecode)")
        print(f"{'command':34} {'wall median s':>13} {'max s':>6} {'CPU median s':>12} {'min s':>6}   "
              f"({args.runs} runs, load {os.getloadavg()[0]:.1f})")
        for name, argv in CASES.items():
            runs = [_time(repo, argv, env) for _ in range(args.runs)]
            walls, cpus = [w for w, _ in runs], [c for _, c in runs]
            print(f"{name:34} {statistics.median(walls):13.2f} {max(walls):6.2f} {statistics.median(cpus):12.2f} "
                  f"{min(cpus):6.2f}")
        print(f"(load average at the end: {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
