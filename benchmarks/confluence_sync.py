"""Benchmark (not a test): sync a generated 1,000-page Confluence space from the loopback test server.

    python benchmarks/confluence_sync.py [--pages 1000] [--changed 10] [--listing cql|children]

Reports, for a fresh LanceDB: the full first sync (seconds, chunks embedded), a re-sync with no changes
(target: ≤ 10 s and 0 embeddings, no page body fetched), and a re-sync after N pages were edited.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bots.runtime import AdvisorRuntime  # noqa: E402
from core.foundation.settings import Settings  # noqa: E402
from sync.confluence_source import sync_confluence  # noqa: E402
from sync.sync_state import SyncState  # noqa: E402
from tests.confluence_server import ConfluenceTestServer  # noqa: E402


def _run(settings, rt, state, server) -> dict:
    server.body_fetches.clear()
    server.calls.clear()
    t = time.perf_counter()
    report = asyncio.run(sync_confluence(settings, rt.knowledge_base, state))
    wall = time.perf_counter() - t
    return {"seconds": round(wall, 2), "listed": report.listed, "new": report.new, "changed": report.changed,
            "unchanged": report.unchanged, "failed": len(report.failed), "bodies_fetched": report.bodies_fetched,
            "chunks_embedded": report.chunks_embedded, "requests": dict(server.calls)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--changed", type=int, default=10)
    parser.add_argument("--listing", choices=["cql", "children"], default="cql")
    args = parser.parse_args()
    server = ConfluenceTestServer(max_limit=100).start()
    server.generate_space(args.pages, key="GEN")
    try:
        with tempfile.TemporaryDirectory() as tmp:
            settings = Settings(data_dir=Path(tmp), _env_file=None, confluence_base_url=server.base_url,
                                confluence_email=server.email, confluence_api_token=server.token,
                                confluence_concurrency=8, confluence_listing=args.listing,
                                # cql: the whole space by CQL space=; children: walk the tree from the home page
                                confluence_spaces="GEN" if args.listing == "cql" else "",
                                confluence_root_pages="" if args.listing == "cql" else server.home_pages()[0].id)
            rt = AdvisorRuntime(settings)
            rt.knowledge_base  # model load is not part of sync time
            state = SyncState.in_dir(settings.state_dir)
            full = _run(settings, rt, state, server)
            unchanged = _run(settings, rt, state, server)
            for page_id in sorted(server.pages)[: args.changed]:
                server.edit(page_id, append_markdown=f"Update: the office for page {page_id} moved to the library.")
            changed = _run(settings, rt, state, server)
            state.close()
        result = {"pages": args.pages, "listing": args.listing, "full_sync": full, "resync_no_changes": unchanged,
                  f"resync_{args.changed}_changed": changed,
                  "target_met": unchanged["seconds"] <= 10 and unchanged["chunks_embedded"] == 0}
        print(json.dumps(result, indent=2))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
