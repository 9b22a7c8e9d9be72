"""Per-channel behaviour of a chat front door: switched off, mentions only, or scoped to some documents.

Configured as JSON keyed by channel id, with ``"*"`` as the default for channels not listed, e.g.
``{"C123": {"mentions_only": true, "scope": {"space": "REG"}}, "C999": {"disabled": true}}``.
Platform-neutral: Slack uses it today, the Teams adapter can read the same shape.
"""

from __future__ import annotations

import json

from pydantic import BaseModel, ConfigDict, Field, ValidationError


class ChannelPolicy(BaseModel):
    model_config = ConfigDict(extra="forbid")  # a typo in a key must fail loudly, not silently do nothing

    disabled: bool = Field(False, description="Ignore every message in the channel.")
    mentions_only: bool = Field(False, description="Answer only when mentioned (no thread follow-ups without a mention).")
    change_alerts: bool = Field(True, description="Post a follow-up when a page cited in the channel changes.")
    scope: dict | None = Field(None, description='Search filter, e.g. {"space": "REG"} or {"doc_id": "handbook"}.')


class ChannelPolicies:
    def __init__(self, policies: dict[str, ChannelPolicy] | None = None) -> None:
        self._policies = policies or {}
        self._default = self._policies.get("*", ChannelPolicy())

    @classmethod
    def parse(cls, raw: str | dict | None) -> "ChannelPolicies":
        """Parse the JSON setting; raises ``ValueError`` with a one-line reason when it is malformed."""
        if raw is None or (isinstance(raw, str) and not raw.strip()):
            return cls()
        try:
            data = json.loads(raw) if isinstance(raw, str) else raw
        except json.JSONDecodeError as exc:
            raise ValueError(f"channel config is not valid JSON: {exc}") from None
        if not isinstance(data, dict):
            raise ValueError("channel config must be a JSON object keyed by channel id")
        policies: dict[str, ChannelPolicy] = {}
        for channel, value in data.items():
            try:
                policies[str(channel)] = ChannelPolicy.model_validate(value)
            except ValidationError as exc:
                first = exc.errors()[0]
                where = ".".join(str(p) for p in first["loc"]) or "value"
                raise ValueError(f"channel config for {channel!r}: {where}: {first['msg']}") from None
        return cls(policies)

    def for_channel(self, channel: str) -> ChannelPolicy:
        return self._policies.get(channel, self._default)
