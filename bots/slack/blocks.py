"""Core answers as Slack Block Kit: Markdown → mrkdwn, split within Slack's limits, sources and buttons.

Slack limits (Block Kit reference): a ``section`` text holds at most 3,000 characters, a message at most
50 blocks, a ``context`` block at most 10 elements. mrkdwn needs ``&``, ``<`` and ``>`` escaped.
"""

from __future__ import annotations

import re

from core.knowledge.citation import Citation
from core.answering.answers import Answer

SECTION_LIMIT = 3000
MAX_BLOCKS = 50
CONTEXT_ELEMENTS = 10
FALLBACK_TEXT_LIMIT = 3000

ACTION_HELPFUL = "advisor_feedback_helpful"
ACTION_NOT_HELPFUL = "advisor_feedback_not_helpful"
ACTION_ADVISER = "advisor_talk_to_adviser"
ACTIONS_BLOCK_ID = "advisor_answer_actions"

_LINK = re.compile(r"\[([^\]\n]+)\]\((\S+?)(?:\s+\"[^\"]*\")?\)")
_BOLD = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
_ITALIC = re.compile(r"(?<![*\w])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![*\w])")
_STRIKE = re.compile(r"~~(?=\S)(.+?)(?<=\S)~~")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^(\s*)[-*+]\s+(.*)$")
_QUOTE = re.compile(r"^\s{0,3}>\s?(.*)$")
_RULE = re.compile(r"^\s{0,3}([-*_])(?:\s*\1){2,}\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_BOLD_MARK = "\x01"


def escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _link(url: str, label: str) -> str:
    """``<url|label>`` for web links (both already escaped); anything else (a file path) stays plain text."""
    if not re.match(r"https?://|mailto:", url):
        return label
    safe_url = url.replace("|", "%7C").replace(">", "%3E").replace("<", "%3C").replace(" ", "%20")
    return f"<{safe_url}|{label.replace('|', '¦')}>"


def _inline(text: str) -> str:
    """Inline Markdown → mrkdwn; code spans are left alone (but escaped)."""
    parts = re.split(r"(`[^`\n]+`)", text)
    out = []
    for i, part in enumerate(parts):
        if i % 2:  # a code span
            out.append(escape(part))
            continue
        part = escape(part)
        part = _LINK.sub(lambda m: _link(m.group(2), m.group(1)), part)
        part = _BOLD.sub(lambda m: f"{_BOLD_MARK}{m.group(2)}{_BOLD_MARK}", part)
        part = _ITALIC.sub(r"_\1_", part)
        part = _STRIKE.sub(r"~\1~", part)
        out.append(part.replace(_BOLD_MARK, "*"))
    return "".join(out)


def _line(line: str) -> str:
    if _RULE.match(line):
        return ""
    heading = _HEADING.match(line)
    if heading:
        inner = heading.group(1).replace("**", "").replace("__", "")
        return f"*{_inline(inner)}*" if inner else ""
    bullet = _BULLET.match(line)
    if bullet:
        depth = len(bullet.group(1).expandtabs(4)) // 2
        return "    " * depth + "• " + _inline(bullet.group(2))
    return _inline(line)


def markdown_to_mrkdwn(markdown: str) -> str:
    """Links, bold/italic/strike, headings (bold lines), bullets (•), numbered lists, quotes and code fences."""
    out: list[str] = []
    in_code = False
    for line in markdown.splitlines():
        if _FENCE.match(line):
            in_code = not in_code
            out.append("```")
            continue
        if in_code:
            out.append(escape(line))
            continue
        quote = _QUOTE.match(line)
        if quote:  # Slack has one quote level; nested markers collapse into it
            inner = quote.group(1)
            while (nested := _QUOTE.match(inner)) is not None:
                inner = nested.group(1)
            converted = _line(inner)
            out.append(f">{converted}" if not converted else f"> {converted}")
            continue
        out.append(_line(line))
    if in_code:  # an unclosed fence would swallow the rest of the message
        out.append("```")
    return re.sub(r"\n{3,}", "\n\n", "\n".join(out)).strip()


def _cut(text: str, limit: int) -> tuple[str, str]:
    """Split ``text`` at the last paragraph, line or word break before ``limit``."""
    for sep in ("\n\n", "\n", " "):
        at = text.rfind(sep, 0, limit)
        if at > limit // 3:
            return text[:at], text[at + len(sep):]
    return text[:limit], text[limit:]


def split_mrkdwn(text: str, limit: int = SECTION_LIMIT) -> list[str]:
    """Pieces of at most ``limit`` characters; a code fence cut in two is closed and reopened."""
    pieces: list[str] = []
    rest = text.strip()
    budget = limit - 8  # room to close and reopen a fence
    while rest:
        if len(rest) <= limit:
            head, rest = rest, ""
        else:
            head, rest = _cut(rest, budget)
            if head.count("```") % 2:
                head, rest = head + "\n```", "```\n" + rest
        if head.strip():
            pieces.append(head.strip("\n"))
        rest = rest.strip("\n")
    return pieces


def _section(text: str) -> dict:
    return {"type": "section", "text": {"type": "mrkdwn", "text": text}}


def citation_line(c: Citation) -> str:
    """``[1] <url|title> · p. 3 · v7 · updated 2026-08-14``; file content hashes are not shown as versions."""
    parts = [f"[{c.n}] {_link(escape(c.url), escape(c.title or c.url or 'source'))}"]
    if c.page_label:
        parts.append(c.page_label)
    if c.version and c.version.isdigit():
        parts.append(f"v{c.version}")
    if c.last_updated:
        parts.append(f"updated {c.last_updated}")
    return " · ".join(parts)


def sources_block(citations: list[Citation]) -> dict | None:
    """One context element, one numbered line per source (lines that would pass 3,000 characters are dropped)."""
    if not citations:
        return None
    text = "*Sources*"
    for c in citations:
        line = citation_line(c)
        if len(text) + 1 + len(line) > SECTION_LIMIT:
            break
        text += "\n" + line
    return {"type": "context", "block_id": "advisor_sources", "elements": [{"type": "mrkdwn", "text": text}]}


def actions_block(answer_id: str, highlight_adviser: bool = False) -> dict:
    adviser = {"type": "button", "action_id": ACTION_ADVISER, "value": answer_id,
               "text": {"type": "plain_text", "text": "Talk to an adviser", "emoji": True}}
    if highlight_adviser:
        adviser["style"] = "primary"
    return {"type": "actions", "block_id": ACTIONS_BLOCK_ID, "elements": [
        {"type": "button", "action_id": ACTION_HELPFUL, "value": answer_id,
         "text": {"type": "plain_text", "text": "👍 Helpful", "emoji": True}},
        {"type": "button", "action_id": ACTION_NOT_HELPFUL, "value": answer_id,
         "text": {"type": "plain_text", "text": "👎 Not helpful", "emoji": True}},
        adviser,
    ]}


def answer_blocks(answer: Answer, answer_id: str | None) -> list[dict]:
    """The answer as sections, then sources, notes and (for real answers) the feedback buttons."""
    tail: list[dict] = []
    sources = sources_block(answer.citations)
    if sources:
        tail.append(sources)
    if answer.notes:
        tail.append({"type": "context", "elements": [{"type": "mrkdwn", "text": f"_{escape(n)}_"[:SECTION_LIMIT]}
                                                     for n in answer.notes[:CONTEXT_ELEMENTS]]})
    if answer_id and answer.mode in ("extractive", "agent", "unavailable"):
        tail.append(actions_block(answer_id, highlight_adviser=answer.abstained or answer.suggest_adviser))
    sections = [_section(p) for p in split_mrkdwn(markdown_to_mrkdwn(answer.text))] or [_section(" ")]
    room = MAX_BLOCKS - len(tail)
    if len(sections) > room:
        sections = sections[: room - 1] + [_section("_… the answer was too long for one Slack message; "
                                                     "see the sources below._")]
    return sections + tail


def fallback_text(answer: Answer) -> str:
    """Plain text for notifications and clients that cannot show blocks."""
    text = markdown_to_mrkdwn(answer.text)
    return text if len(text) <= FALLBACK_TEXT_LIMIT else text[: FALLBACK_TEXT_LIMIT - 1] + "…"


def notice_blocks(text: str) -> list[dict]:
    """A short notice (rate limit, size limit, confirmation) as one section."""
    return [_section(escape(text)[:SECTION_LIMIT])]
