"""The Teams streaming wire format (Teams "Stream bot messages", REST): what each activity of a stream carries.

- Updates are ``typing`` activities with a ``streaminfo`` entity: ``streamType`` ``informative`` (a progress
  line such as "Searching…", shown as a blue bar) or ``streaming`` (the answer so far, cumulative text);
  ``streamSequence`` starts at 1 and increases by one per update.
- The first update's response ``{"id": …}`` is the ``streamId``; every later activity names it.
- The final activity is a ``message`` (text, entities, attachments, channelData as any message) whose
  ``streaminfo`` has ``streamType: "final"`` and no ``streamSequence``.
- The same fields are mirrored in ``channelData`` (as the Teams AI library sends them) for older clients.
- Refusals: 403 ``ContentStreamNotAllowed`` (not allowed here, stopped by the user, over two minutes, or the
  stream is already complete); 429 when updates come too fast.
"""

from __future__ import annotations

from copy import copy
from typing import Literal

from botbuilder.schema import Activity, ActivityTypes

from bots.teams.ai_message import json_entities

STREAM_INFO = "streaminfo"
ALREADY_COMPLETED = "already completed"  # Teams' 403 text when a stream was finished before
StreamType = Literal["informative", "streaming", "final"]


def stream_info(stream_type: StreamType, stream_id: str | None, sequence: int | None) -> dict:
    info: dict = {"type": STREAM_INFO, "streamType": stream_type}
    if stream_id:
        info["streamId"] = stream_id
    if sequence is not None and stream_type != "final":
        info["streamSequence"] = sequence
    return info


def _channel_data(info: dict, extra: dict | None = None) -> dict:
    mirrored = {k: v for k, v in info.items() if k != "type"}
    return {**(extra or {}), **mirrored}


def update_activity(stream_type: StreamType, text: str, stream_id: str | None, sequence: int) -> Activity:
    """An informative or streaming update (a ``typing`` activity)."""
    info = stream_info(stream_type, stream_id, sequence)
    return Activity(type=ActivityTypes.typing, text=text, entities=json_entities([info]),
                    channel_data=_channel_data(info))


def final_activity(message: Activity, stream_id: str) -> Activity:
    """The answer message, closing the stream ``stream_id``."""
    final = copy(message)
    info = stream_info("final", stream_id, None)  # (botbuilder clears activity ids on send: the entity names it)
    entities = [e.serialize() for e in message.entities or []]
    final.entities = json_entities([*entities, info])
    final.channel_data = _channel_data(info, message.channel_data if isinstance(message.channel_data, dict) else None)
    return final


def without_stream(message: Activity) -> Activity:
    """The same message as a message of its own (no stream to close)."""
    plain = copy(message)
    plain.id = None
    plain.entities = json_entities([e.serialize() for e in message.entities or [] if e.type != STREAM_INFO])
    if isinstance(message.channel_data, dict):
        plain.channel_data = {k: v for k, v in message.channel_data.items()
                              if k not in ("streamId", "streamType", "streamSequence")} or None
    return plain


def stream_of(activity: dict) -> dict | None:
    """The ``streaminfo`` entity of an activity's JSON, if any (tests and the local connector read it)."""
    for entity in activity.get("entities") or []:
        if isinstance(entity, dict) and entity.get("type") == STREAM_INFO:
            return entity
    return None
