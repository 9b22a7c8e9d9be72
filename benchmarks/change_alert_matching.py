"""Benchmark (not a test): change-alert matching after a sync.

    python benchmarks/change_alert_matching.py [--answers 10000] [--pages 1000] [--changed 50] [--store redis|sqlite]

10,000 archived answers quote pages of a 1,000-page knowledge base (real chunker, LanceDB with a hashing
embedder so the model's speed is not measured); 50 pages are edited (half in a quoted sentence, half in
another section) and re-indexed. Timed: reading the 50 pages back from the index plus matching them against
the subscriptions in the store (Redis started on loopback, or SQLite). Target: under 5 s.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.answering.answers import CitationBook  # noqa: E402
from core.conversation.alert_subscriptions import AlertSubscriptions  # noqa: E402
from core.conversation.answer_archive import ShownAnswer  # noqa: E402
from core.conversation.change_alerts import ChangeAlertPlanner, current_pages, subscriptions_for  # noqa: E402
from core.conversation.model import ConversationKey  # noqa: E402
from core.knowledge.chunking import StructuredChunker  # noqa: E402
from core.knowledge.documents import SourceDocument  # noqa: E402
from core.knowledge.index.lancedb_index import LanceDBIndex  # noqa: E402
from core.knowledge.knowledge_base import KnowledgeBase  # noqa: E402
from core.retrieval.hybrid import Passage  # noqa: E402
from tests.index_support import HashEmbedder  # noqa: E402


def page(i: int, version: int, deadline: int = 15, fee: int = 40) -> SourceDocument:
    body = (f"# Policy {i}\n\n## Deadline\n\nRequests for policy {i} are accepted until {deadline} March each year. "
            f"Late requests need the dean's approval.\n\n## Fees\n\nThe fee for policy {i} is {fee} dollars. "
            "Fees are charged to the student account.\n\n## Contact\n\nWrite to the registrar's office.\n")
    return SourceDocument(id=f"p{i}", title=f"Policy {i}", url=f"https://wiki.example/p{i}", version=str(version),
                          body=body)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--answers", type=int, default=10_000)
    ap.add_argument("--pages", type=int, default=1_000)
    ap.add_argument("--changed", type=int, default=50)
    ap.add_argument("--store", choices=("redis", "sqlite"), default="redis")
    args = ap.parse_args()
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        redis = None
        if args.store == "redis":
            from tests.services import RedisServer

            redis = RedisServer().start()
        try:
            kb = KnowledgeBase(LanceDBIndex(Path(tmp) / "lance"), HashEmbedder(), StructuredChunker(400, 40))
            kb.upsert([page(i, 1) for i in range(args.pages)])
            chunks = {i: kb.index.export_document(f"p{i}")[0] for i in range(args.pages)}
            subs = AlertSubscriptions(redis.url if redis else None, Path(tmp) / "state", 30)
            started = time.perf_counter()
            batch = []
            for n in range(args.answers):
                i = rng.randrange(args.pages)
                book = CitationBook()
                for chunk in chunks[i]:
                    if chunk.section == "Deadline":
                        book.cite(Passage(chunk=chunk, score=1.0))
                shown = ShownAnswer(id=f"a{n}", platform="slack", conversation=f"t{n}",
                                    conversation_ref=ConversationKey(platform="slack", channel="C1", thread=f"t{n}"),
                                    user_id=f"U{n % 500}", question="q", answer="a", citations=book.citations,
                                    passages=book.passages)
                batch.extend(subscriptions_for(shown))
                if len(batch) >= 500:
                    subs.add(batch)
                    batch = []
            subs.add(batch)
            stored_s = time.perf_counter() - started
            changed = rng.sample(range(args.pages), args.changed)
            kb.upsert([page(i, 2, deadline=22) if k % 2 == 0 else page(i, 2, fee=55) for k, i in enumerate(changed)])
            planner = ChangeAlertPlanner(subs, 30)
            started = time.perf_counter()
            pages = current_pages(kb.index, [f"p{i}" for i in changed])
            read_s = time.perf_counter() - started
            plan = planner.plan(pages)
            total_s = time.perf_counter() - started
        finally:
            if redis:
                redis.close()
    print(f"store={args.store} answers={args.answers} pages={args.pages} changed={args.changed}")
    print(f"subscriptions stored in {stored_s:.2f} s")
    print(f"matching: {total_s:.2f} s (index read {read_s:.2f} s, plan {total_s - read_s:.2f} s); "
          f"alerts={len(plan.alerts)} unchanged={plan.unchanged} (target < 5 s)")


if __name__ == "__main__":
    main()
