"""Bolt's listener tasks, tracked.

With ``process_before_response=False`` Bolt runs each listener in an ``asyncio`` task of its own that nothing
references. Work in flight was then invisible between Bolt's dispatch and the moment our listener handed its
answer to ``spawn``: a graceful shutdown (or a test waiting for the answers) could find nothing to wait for
while a listener had not started yet — under load a test settled before the second answer was posted.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable

import slack_bolt
from slack_bolt.async_app import AsyncApp
from slack_bolt.request.async_request import AsyncBoltRequest
from slack_bolt.response import BoltResponse

_BOLT_DIR = os.path.dirname(slack_bolt.__file__) + os.sep


def runs_bolt(task: asyncio.Task) -> bool:
    """Whether ``task`` runs Bolt's own code (a listener runner), not, say, a connection handler."""
    code = getattr(task.get_coro(), "cr_code", None)
    return code is not None and code.co_filename.startswith(_BOLT_DIR)


async def dispatch_tracked(app: AsyncApp, request: AsyncBoltRequest,
                           track: Callable[[asyncio.Task], object]) -> BoltResponse:
    """``app.async_dispatch(request)``, handing every task Bolt started for it to ``track``."""
    before = asyncio.all_tasks()
    response = await app.async_dispatch(request)
    for task in asyncio.all_tasks() - before:
        if not task.done() and runs_bolt(task):
            track(task)
    return response
