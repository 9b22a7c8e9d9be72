"""Slack's message wire format to plain text, for every listener that reads what a person typed."""

from __future__ import annotations

import re

_USER_MENTION = re.compile(r"<@([UW][A-Z0-9]+)(?:\|([^>]*))?>")
_CHANNEL_MENTION = re.compile(r"<#[CG][A-Z0-9]+\|([^>]*)>")
_LINK = re.compile(r"<((?:https?|mailto):[^|>]+)(?:\|([^>]*))?>")
_SPECIAL = re.compile(r"<!([a-z]+)(?:\^[^|>]*)?(?:\|([^>]*))?>")


def question_text(slack_text: str, bot_user_id: str | None) -> str:
    """Slack's wire format → plain text: drop the bot's mention, keep the words of links and mentions."""
    text = slack_text or ""
    if bot_user_id:
        text = re.sub(rf"<@{re.escape(bot_user_id)}(?:\|[^>]*)?>", " ", text)
    text = _USER_MENTION.sub(lambda m: "@" + (m.group(2) or m.group(1)), text)
    text = _CHANNEL_MENTION.sub(r"#\1", text)
    text = _LINK.sub(lambda m: m.group(2) or m.group(1), text)
    text = _SPECIAL.sub(lambda m: "@" + (m.group(2) or m.group(1)), text)
    text = text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return re.sub(r"\s+", " ", text).strip()
