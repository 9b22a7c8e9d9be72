"""Adaptive Cards (schema 1.5) for Teams: the "Talk to an adviser" card under an answer message (the answer
itself is a text message with native citations and feedback buttons: ``ai_message.py``), and the card that
replaces a card after a click (answers sent before native citations carried the whole answer in a card with
numbered sources and 👍/👎 buttons; their clicks still work).

Buttons are ``Action.Execute`` (Universal Actions: an ``adaptiveCard/action`` invoke the bot answers with
an updated card) with an ``Action.Submit`` fallback carrying the same data (a message with ``value``) for
clients without Universal Actions. Both carry ``advisor_action`` + ``answer_id`` in their data, so one
parser (``parse_card_action``) serves both paths.

Teams renders only a Markdown subset in a TextBlock (bold, italic, links, lists): headings become bold
lines, block quotes become emphasised containers and pipe tables become 1.5 ``Table`` elements.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from core.knowledge.citation import Citation
from core.conversation.feedback import FeedbackKind

CARD_CONTENT_TYPE = "application/vnd.microsoft.card.adaptive"
SCHEMA = "http://adaptivecards.io/schemas/adaptive-card.json"
# Teams rejects messages above ~28 KB; the card JSON adds overhead around the answer text.
MAX_ANSWER_CHARS = 18_000

ACTION_KINDS: dict[str, FeedbackKind] = {
    "helpful": "helpful",
    "not_helpful": "not_helpful",
    "adviser": "adviser_request",
}
_BUTTON_TITLES = {"helpful": "👍 Helpful", "not_helpful": "👎 Not helpful", "adviser": "Talk to an adviser"}
_THANKS = {
    "helpful": "Thanks, glad it helped! 👍",
    "not_helpful": "Thanks for telling us 👎 — the knowledge-base team reviews these answers.",
}

_LIST_ITEM = re.compile(r"^\s*([-*+]|\d+[.)])\s+")
_HEADING = re.compile(r"^#{1,6}\s+(.*)$")
_TABLE_SEPARATOR = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$")


@dataclass(frozen=True)
class CardAction:
    verb: str
    kind: FeedbackKind
    answer_id: str
    in_text: bool = False  # the button sits under an answer shown as message text (not inside an answer card)


def parse_card_action(data: object, verb: str | None = None) -> CardAction | None:
    """The button behind an Execute invoke (``verb`` + data) or a Submit message (``value`` only)."""
    if not isinstance(data, dict):
        return None
    verb = verb or data.get("advisor_action")
    answer_id = data.get("answer_id")
    if verb not in ACTION_KINDS or not isinstance(answer_id, str) or not answer_id:
        return None
    return CardAction(verb=verb, kind=ACTION_KINDS[verb], answer_id=answer_id, in_text=data.get("in_text") is True)


def text_block(text: str, **extra) -> dict:
    return {"type": "TextBlock", "text": text, "wrap": True, **extra}


def _table(lines: list[str]) -> dict:
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in lines if not _TABLE_SEPARATOR.match(line.strip())]
    width = max(len(r) for r in rows)
    return {
        "type": "Table",
        "columns": [{"width": 1} for _ in range(width)],
        "firstRowAsHeader": _TABLE_SEPARATOR.match(lines[1].strip()) is not None if len(lines) > 1 else False,
        "gridStyle": "accent",
        "rows": [{"type": "TableRow", "cells": [
            {"type": "TableCell", "items": [text_block(cell, size="Small")]} for cell in row + [""] * (width - len(row))
        ]} for row in rows],
    }


def markdown_elements(markdown: str) -> list[dict]:
    """Answer Markdown → card elements that Teams renders faithfully."""
    if len(markdown) > MAX_ANSWER_CHARS:
        markdown = markdown[:MAX_ANSWER_CHARS].rstrip() + " …"
    elements: list[dict] = []
    for block in re.split(r"\n\s*\n", markdown.strip()):
        lines = [line.rstrip() for line in block.strip("\n").splitlines() if line.strip()]
        if len(lines) > 1 and all(line.lstrip().startswith("|") for line in lines):
            elements.append(_table(lines))
            continue
        # A block may mix a lead-in line and a quote ("**Title** [1]" then "> …"): split it into runs.
        for quoted, run in itertools.groupby(lines, key=lambda line: line.lstrip().startswith(">")):
            run = list(run)
            if quoted:
                inner = markdown_elements("\n\n".join(_unquote(run)))
                elements.append({"type": "Container", "style": "emphasis", "items": inner, "spacing": "Small"})
            else:
                elements.append(text_block(_join_lines([_heading_to_bold(line) for line in run])))
    return elements


def plain_summary(markdown: str, limit: int = 120) -> str:
    """One line of plain text for notifications, where Teams cannot show the card."""
    text = re.sub(r"[*_>#|`]|\[\d+\]", " ", markdown)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _join_lines(lines: list[str]) -> str:
    """Markdown soft line breaks become spaces (Teams would show them as hard breaks); list items and
    bold lead-in lines keep their own line."""
    out: list[str] = []
    for line in lines:
        if out and not _LIST_ITEM.match(line) and not _LIST_ITEM.match(out[-1]) and not out[-1].endswith("**") \
                and not line.startswith("**"):
            out[-1] = f"{out[-1]} {line.strip()}"
        else:
            out.append(line)
    return "\n".join(out)


def _unquote(lines: list[str]) -> list[str]:
    """Quoted lines without their markers; an empty quoted line separates paragraphs."""
    paragraphs, current = [], []
    for line in lines:
        content = re.sub(r"^\s*>\s?", "", line)
        if content.strip():
            current.append(content)
        elif current:
            paragraphs.append("\n".join(current))
            current = []
    if current:
        paragraphs.append("\n".join(current))
    return paragraphs


def _heading_to_bold(line: str) -> str:
    m = _HEADING.match(line)
    return f"**{m.group(1).strip()}**" if m else line


def source_caption(citation: Citation) -> str:
    """'p. 3 · updated 2026-06-01 · v15' — where in a PDF, and how fresh the cited page is, so students can judge it."""
    parts = [citation.page_label] if citation.page_label else []
    if citation.last_updated:
        parts.append(f"updated {citation.last_updated}")
    if citation.version:
        parts.append(f"v{citation.version}" if citation.version.isdigit() else f"version {citation.version[:12]}")
    return " · ".join(parts)


def _source(citation: Citation) -> dict:
    # One entry per document (citations are numbered by document); sections are named in the answer.
    items = [text_block(f"**[{citation.n}]** {citation.title}", spacing="Small")]
    caption = source_caption(citation)
    if caption:
        items.append(text_block(caption, isSubtle=True, size="Small", spacing="None"))
    container: dict = {"type": "Container", "items": items, "spacing": "Small"}
    if citation.url.startswith(("https://", "http://")):  # a file path is no link Teams can open
        container["selectAction"] = {"type": "Action.OpenUrl", "url": citation.url, "title": f"Open source {citation.n}"}
    return container


def _button(verb: str, answer_id: str, emphasised: bool = False, in_text: bool = False) -> dict:
    data: dict = {"advisor_action": verb, "answer_id": answer_id}
    if in_text:
        data["in_text"] = True
    title = _BUTTON_TITLES[verb]
    action = {
        "type": "Action.Execute", "verb": verb, "title": title, "data": data,
        # Clients without Universal Actions fall back to a message with this data as its value.
        "fallback": {"type": "Action.Submit", "title": title, "data": data},
    }
    if emphasised:
        action["style"] = "positive"
    return action


def adaptive_card(body: list[dict], actions: list[dict] | None = None) -> dict:
    card = {"type": "AdaptiveCard", "$schema": SCHEMA, "version": "1.5", "msteams": {"width": "Full"}, "body": body}
    if actions:
        card["actions"] = actions
    return card


def _answer_body(text: str, citations: list[Citation], abstained: bool) -> list[dict]:
    body = markdown_elements(text)
    if citations and not abstained:
        body.append(text_block("Sources", weight="Bolder", spacing="Medium", separator=True))
        body.extend(_source(c) for c in citations)
    return body


def adviser_card(answer_id: str, emphasised: bool = False) -> dict:
    """The one button under an answer that is not feedback (Teams' own 👍/👎 are the feedback)."""
    body = [text_block("Need more help with this? An adviser can follow up.", isSubtle=True, size="Small")]
    return adaptive_card(body, [_button("adviser", answer_id, emphasised=emphasised, in_text=True)])


def after_action_card(action: CardAction, answer_text: str, citations: list[Citation], adviser_note: str) -> dict:
    """A card as it looks after a click: the buttons used are replaced by a confirmation (``answer_text`` only
    for an old answer card, which showed the answer itself)."""
    body = _answer_body(answer_text, citations, abstained=False) if answer_text else []
    note = adviser_note if action.kind == "adviser_request" else _THANKS[action.verb]
    body.append(text_block(note, isSubtle=True, spacing="Medium", separator=bool(body)))
    # After 👍/👎 the student may still want a person; after asking for one there is nothing left to click.
    actions = [_button("adviser", action.answer_id, in_text=action.in_text)] if action.kind != "adviser_request" else None
    return adaptive_card(body, actions)


def adviser_request_note(office_hours: str) -> str:
    return (f"I've let the advising team know you'd like to talk to an adviser about this. "
            f"You can also reach them directly during office hours ({office_hours}).")

