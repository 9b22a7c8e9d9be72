"""Overhead of the answer check: ``check_answer`` on model-sized answers over the sample knowledge base.

    PYTHONPATH=$PWD python3 benchmarks/answer_check.py [--answers 400] [--seed 7]

Passages are the sample knowledge base's pages cut into 1,800-character pieces (what the agent shows the
model), five per turn like ``retrieval_top_k``. Each synthetic answer cites two or three of them with 4-8
sentences copied from the passages (so they carry the passages' real numbers, dates, times and URLs) and,
in a third of the answers, one sentence with an altered number, so both the keep and the remove paths
run. Timed per answer (wall clock, and this thread's CPU time): ``check_answer`` (fact extraction from the answer and the cited passages, the
per-sentence comparison, renumbering). Also timed: fencing and cleaning five passages for the model
(``strip_instructions`` + ``PassageFence.escape``), per search. Target: check ≤ 10 ms per answer.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from core.answering.grounding import check_answer, sentences  # noqa: E402
from core.answering.passage_fence import PASSAGE_CHARS, PassageFence, strip_instructions  # noqa: E402
from core.knowledge.citation import Citation  # noqa: E402

SAMPLE_KB = REPO / "core" / "knowledge" / "sample_kb"


def passages() -> list[str]:
    out = []
    for page in sorted(SAMPLE_KB.glob("*.md")):
        body = page.read_text().split("---", 2)[-1]
        out += [body[i:i + PASSAGE_CHARS] for i in range(0, len(body), PASSAGE_CHARS) if body[i:i + PASSAGE_CHARS].strip()]
    return out


def synthetic_turn(rng: random.Random, pool: list[str]) -> tuple[str, list[Citation], dict[int, list[str]]]:
    shown = rng.sample(pool, 5)
    available = [Citation(n=i, title=f"Page {i}", url=f"https://kb.example.edu/page/{i}", version="3",
                          last_updated="2026-06-30") for i in range(1, 6)]
    texts = {i: [t] for i, t in enumerate(shown, 1)}
    lines = []
    for _ in range(rng.randint(4, 8)):
        n = rng.randint(1, 3)
        candidates = [s.strip() for line in shown[n - 1].splitlines() if not re.match(r"\s*(#|\||>)", line)
                      for s in sentences(line) if 20 < len(s.strip()) < 300]
        sentence = rng.choice(candidates) if candidates else "See the page."
        lines.append(f"{sentence.rstrip('.')} [{n}].")
    if rng.random() < 1 / 3:
        lines.append("The fee is $987.65 and the deadline is October 31 [1].")
    return " ".join(lines), available, texts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    pool = passages()
    turns = [synthetic_turn(rng, pool) for _ in range(args.answers)]
    check_answer(*turns[0])  # warm the regex caches
    check_ms, check_cpu_ms, fence_ms, verdicts = [], [], [], {}
    for text, available, texts in turns:
        started, started_cpu = time.perf_counter(), time.thread_time()
        checked = check_answer(text, available, texts)
        check_ms.append((time.perf_counter() - started) * 1000)
        check_cpu_ms.append((time.thread_time() - started_cpu) * 1000)
        verdicts[checked.verdict] = verdicts.get(checked.verdict, 0) + 1
        fence = PassageFence.new()
        started = time.thread_time()
        for [passage] in texts.values():
            fence.escape(strip_instructions(passage)[0])
        fence_ms.append((time.thread_time() - started) * 1000)
    for values in (check_ms, check_cpu_ms, fence_ms):
        values.sort()

    def pct(values: list[float], q: float) -> float:
        return values[min(len(values) - 1, int(q * len(values)))]

    print(f"{len(pool)} sample passages, {args.answers} answers "
          f"(mean {statistics.mean(len(t) for t, _, _ in turns):.0f} chars); verdicts: {verdicts}")
    print(f"answer check per answer, wall: p50 {pct(check_ms, .5):.2f} ms, p95 {pct(check_ms, .95):.2f} ms, "
          f"max {check_ms[-1]:.2f} ms")
    print(f"answer check per answer, CPU:  p50 {pct(check_cpu_ms, .5):.2f} ms, p95 {pct(check_cpu_ms, .95):.2f} ms, "
          f"max {check_cpu_ms[-1]:.2f} ms (wall time includes waiting for a CPU on a loaded machine)")
    print(f"fencing 5 passages per search, CPU: p50 {pct(fence_ms, .5):.2f} ms, p95 {pct(fence_ms, .95):.2f} ms")


if __name__ == "__main__":
    main()
