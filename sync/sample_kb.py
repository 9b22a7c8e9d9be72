"""The bundled sample knowledge base is a demo: it answers a newcomer's first question, and it leaves as soon
as real content arrives.

A marker file in the state directory records that a real ingest or sync has happened, so `advisor index
drop` followed by `advisor ask` never brings the fictional pages back into a real deployment.
`ADVISOR_SAMPLE_KB=always` keeps them (demos, tests); `never` never indexes them.
"""

from __future__ import annotations

import logging
from pathlib import Path

import core.knowledge
from core.foundation.settings import Settings
from sync.sync_state import SyncState

log = logging.getLogger(__name__)

SAMPLE_KB = Path(core.knowledge.__file__).resolve().parent / "sample_kb"
_REAL_CONTENT_MARKER = "real-content-ingested"


def sample_source_name() -> str:
    from sync.file_source import FileSource

    return FileSource([SAMPLE_KB]).name


def is_sample(paths: list[Path]) -> bool:
    return [Path(p).resolve() for p in paths] == [SAMPLE_KB]


def should_seed(settings: Settings) -> bool:
    """Index the demo pages into an empty index? Only while no real content was ever ingested (auto)."""
    if settings.sample_kb != "auto":
        return settings.sample_kb == "always"
    return not (settings.state_dir / _REAL_CONTENT_MARKER).exists()


def retire_sample(settings: Settings, knowledge_base, state: SyncState) -> int:
    """Real content has arrived: remember that, and remove the demo pages from the index. Returns how many."""
    settings.state_dir.mkdir(parents=True, exist_ok=True)
    (settings.state_dir / _REAL_CONTENT_MARKER).touch()
    if settings.sample_kb == "always":
        return 0
    source = sample_source_name()
    removed = 0
    for doc_id in state.documents(source):
        knowledge_base.delete(doc_id)
        state.forget(source, doc_id)
        removed += 1
    if removed:
        log.info("removed %d sample knowledge-base pages now that real content is indexed", removed)
    return removed
