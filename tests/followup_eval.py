"""Follow-up questions in a thread, scored in extractive mode over the sample knowledge base.

``tests/data/followup_conversations.json`` holds two- and three-turn conversations; every turn names the page
whose citation should come first. A turn scores when the first citation of its answer is that page. The
figure that matters is the follow-ups' (turns after the first): whether the thread's topic was kept, or
dropped when the student changed it.

    PYTHONPATH=$PWD python3 -m tests.followup_eval [DATA_DIR]
"""

from __future__ import annotations

import json
import sys
import tempfile
import uuid
from dataclasses import dataclass, field
from pathlib import Path

CONVERSATIONS = Path(__file__).resolve().parent / "data" / "followup_conversations.json"


@dataclass
class FollowUpScore:
    first_turns: int = 0
    first_right: int = 0
    follow_ups: int = 0
    follow_ups_right: int = 0
    misses: list[tuple[str, str, str]] = field(default_factory=list)  # (question, expected, got)

    @property
    def follow_up_accuracy(self) -> float:
        return self.follow_ups_right / max(self.follow_ups, 1)

    @property
    def first_turn_accuracy(self) -> float:
        return self.first_right / max(self.first_turns, 1)


def load_conversations() -> list[list[tuple[str, str]]]:
    return [[(q, title) for q, title in conv] for conv in json.loads(CONVERSATIONS.read_text())["conversations"]]


def score_followups(advising, conversations: list[list[tuple[str, str]]] | None = None) -> FollowUpScore:
    """Play every conversation in its own thread through ``advising.answer`` and score the first citations."""
    from core.conversation.model import Asker, ConversationKey

    score = FollowUpScore()
    run = uuid.uuid4().hex[:8]  # fresh threads on every run, even over a data dir kept between runs
    for i, conversation in enumerate(conversations or load_conversations()):
        key = ConversationKey(platform="cli", workspace="followups", channel="C", thread=f"{run}-{i}")
        for turn, (question, expected) in enumerate(conversation):
            answer = advising.answer(question, conversation=key, asker=Asker(id=f"student-{i}"))
            got = answer.citations[0].title if answer.citations else "(no citation)"
            right = got == expected
            if turn == 0:
                score.first_turns += 1
                score.first_right += right
            else:
                score.follow_ups += 1
                score.follow_ups_right += right
                if not right:
                    score.misses.append((question, expected, got))
    return score


def sample_runtime(data_dir: Path):
    """An extractive-mode runtime over the sample knowledge base, indexed into ``data_dir``."""
    from bots.cli.ingest import ingest_paths
    from bots.runtime import AdvisorRuntime
    from sync.sample_kb import SAMPLE_KB
    from core.foundation.settings import Settings

    rt = AdvisorRuntime(Settings(_env_file=None, data_dir=data_dir))
    if rt.index_is_empty():
        ingest_paths(rt, [SAMPLE_KB], quiet=True)
    return rt


def main(argv: list[str]) -> None:
    data_dir = Path(argv[0]) if argv else Path(tempfile.mkdtemp(prefix="followups-")) / "data"
    score = score_followups(sample_runtime(data_dir).advising)
    for question, expected, got in score.misses:
        print(f"miss: {question!r}: expected {expected!r}, got {got!r}")
    print(f"first turns: {score.first_right}/{score.first_turns} = {score.first_turn_accuracy:.1%}")
    print(f"follow-ups:  {score.follow_ups_right}/{score.follow_ups} = {score.follow_up_accuracy:.1%}")


if __name__ == "__main__":
    main(sys.argv[1:])
