"""An answer as a Teams AI message: the text with in-text ``[n]`` citations, the "AI generated" label,
native citation entities (the reference panel), Teams' own 👍/👎 feedback buttons, and a small card for the
one button that is not feedback ("Talk to an adviser").

Wire format (Teams "bot messages with AI-generated content", Microsoft 365 Agents SDK ``AIEntity``): one root
entity ``{"type": "https://schema.org/Message", "@type": "Message", "@context": "https://schema.org",
"@id": "", "additionalType": ["AIGeneratedContent"], "citation": [Claim…]}``; a Claim is ``{"@type": "Claim",
"position": n, "appearance": {"@type": "DigitalDocument", "name" (≤ 80), "abstract" (≤ 160), "url",
"keywords" (≤ 3, each ≤ 28)}}``, at most 20 per message, and ``position`` n is the ``[n]`` in the text.
Feedback buttons: ``channelData.feedbackLoop = {"type": "default"}`` (current docs) plus the older
``feedbackLoopEnabled: true``; the click arrives as a ``message/submitAction`` invoke naming only the message
(``replyToId``), so the sender links each delivered message id to its answer id (``AnswerArchive``).

Teams renders a subset of Markdown in text messages: no headings and no tables, so headings become bold lines
and a pipe table becomes one line per row.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from botbuilder.core import CardFactory
from botbuilder.schema import Activity, ActivityTypes, Entity

from bots.teams.cards import adviser_card, plain_summary
from core.answering.answers import Answer
from core.conversation.feedback import FeedbackKind
from core.knowledge.citation import Citation, CitedPassage

AI_MESSAGE_TYPE = "https://schema.org/Message"
MAX_CITATIONS = 20  # Teams refuses a message with more (400)
MAX_TITLE = 80
MAX_ABSTRACT = 160
MAX_KEYWORDS = 3
MAX_KEYWORD = 28
MAX_TEXT_CHARS = 18_000  # Teams refuses messages above ~100 KB (UTF-16) with entities and the card
MAX_COMMENT_CHARS = 2_000
# Answers the knowledge-base pipeline wrote (an LLM or the extractive answerer) carry the AI label; canned
# texts (small talk, crisis resources, handoff notices) do not.
AI_MODES = frozenset({"agent", "extractive"})
# Rating crisis resources with 👍/👎 would be out of place; small talk has nothing to rate.
NO_FEEDBACK_MODES = frozenset({"smalltalk", "crisis"})

_MARKERS = re.compile(r"\[(\d+(?:\s*,\s*\d+)+)\]")
_POSITION = re.compile(r"\[(\d+)\]")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
_TABLE_SEPARATOR = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$")


class JsonEntity(Entity):
    """An activity entity with arbitrary JSON members (botbuilder's ``Entity`` keeps only ``type``)."""

    _attribute_map = {"type": {"key": "type", "type": "str"},
                      "additional_properties": {"key": "", "type": "{object}"}}

    def __init__(self, data: dict) -> None:
        super().__init__(type=data.get("type"))
        self.additional_properties = {k: v for k, v in data.items() if k != "type"}


def json_entities(entities: list[dict] | None) -> list[Entity] | None:
    """Entities as sent (an outbox entry keeps the JSON; ``Activity.deserialize`` would drop their members)."""
    return [JsonEntity(e) for e in entities if isinstance(e, dict)] if entities else None


# --- text ----------------------------------------------------------------------------------------------

def teams_markdown(markdown: str) -> str:
    """Answer Markdown → the subset a Teams text message renders; ``[1, 2]`` → ``[1][2]`` (one marker each)."""
    if len(markdown) > MAX_TEXT_CHARS:
        markdown = markdown[:MAX_TEXT_CHARS].rstrip() + " …"
    markdown = _MARKERS.sub(lambda m: "".join(f"[{n.strip()}]" for n in m.group(1).split(",")), markdown)
    out: list[str] = []
    lines = markdown.strip().splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.lstrip().startswith("|"):
            table = []
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                table.append(lines[i])
                i += 1
            out.extend(_table_lines(table))
            continue
        heading = _HEADING.match(line)
        out.append(f"**{heading.group(1)}**" if heading and heading.group(1) else line)
        i += 1
    return "\n".join(out)


def _table_lines(table: list[str]) -> list[str]:
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in table if not _TABLE_SEPARATOR.match(line.strip())]
    has_header = len(table) > 1 and _TABLE_SEPARATOR.match(table[1].strip()) is not None
    lines = []
    for index, row in enumerate(rows):
        cells = [c for c in row if c]
        lines.append(" · ".join(f"**{c}**" for c in cells) if has_header and index == 0 else " · ".join(cells))
    return lines


def cited_positions(text: str) -> list[int]:
    """The ``[n]`` markers in a text, in order of first appearance."""
    return list(dict.fromkeys(int(n) for n in _POSITION.findall(text)))


# --- citations -----------------------------------------------------------------------------------------

def snippets_by_document(passages: list[CitedPassage]) -> dict[str, str]:
    """The first quoted passage of each cited document (what the reference panel shows as its abstract)."""
    snippets: dict[str, str] = {}
    for passage in passages:
        if passage.doc_id and passage.doc_id not in snippets and passage.text.strip():
            snippets[passage.doc_id] = passage.text
    return snippets


def _clip(text: str, limit: int) -> str:
    text = " ".join(re.sub(r"[*_`>#|]|\[\d+\]", " ", text).split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def citation_keywords(citation: Citation) -> list[str]:
    """Version and date of the cited page (and its PDF page): at most 3 keywords of at most 28 characters."""
    words = []
    if citation.version:
        version = citation.version if len(citation.version) <= 12 else citation.version[:12]
        words.append(f"Version {version}")
    if citation.last_updated:
        words.append(f"Updated {citation.last_updated}")
    if citation.page_label:
        words.append(citation.page_label)
    elif citation.section:
        words.append(citation.section)
    return [w if len(w) <= MAX_KEYWORD else w[: MAX_KEYWORD - 1] + "…" for w in words[:MAX_KEYWORDS]]


def claim(citation: Citation, snippet: str = "") -> dict:
    appearance: dict = {"@type": "DigitalDocument", "name": _clip(citation.title or f"Source {citation.n}", MAX_TITLE),
                        "abstract": _clip(snippet or citation.section or citation.title, MAX_ABSTRACT)}
    if citation.url.startswith(("https://", "http://")):  # a file path is no link Teams can open
        appearance["url"] = citation.url
    keywords = citation_keywords(citation)
    if keywords:
        appearance["keywords"] = keywords
    return {"@type": "Claim", "position": citation.n, "appearance": appearance}


def ai_entity(text: str, citations: list[Citation], snippets: dict[str, str] | None = None,
              ai_generated: bool = True) -> dict | None:
    """The root message entity: the AI label and a Claim for each ``[n]`` that the text uses."""
    snippets = snippets or {}
    by_position = {c.n: c for c in citations}
    claims = [claim(by_position[n], snippets.get(by_position[n].doc_id, ""))
              for n in cited_positions(text) if n in by_position][:MAX_CITATIONS]
    if not ai_generated and not claims:
        return None
    entity: dict = {"type": AI_MESSAGE_TYPE, "@type": "Message", "@context": "https://schema.org", "@id": ""}
    if ai_generated:
        entity["additionalType"] = ["AIGeneratedContent"]
    if claims:
        entity["citation"] = claims
    return entity


# --- the answer message ------------------------------------------------------------------------------

def feedback_channel_data() -> dict:
    return {"feedbackLoop": {"type": "default"}, "feedbackLoopEnabled": True}


def answer_message(answer: Answer, answer_id: str) -> Activity:
    """The answer as one Teams message: text, AI label and citations, feedback buttons, adviser card."""
    return shown_answer_message(answer.text, answer.citations, snippets_by_document(answer.passages), answer_id,
                                mode=answer.mode,
                                adviser_emphasised=answer.suggest_adviser or answer.abstained)


def shown_answer_message(text: str, citations: list[Citation], snippets: dict[str, str], answer_id: str, *,
                         mode: str = "agent", adviser_emphasised: bool = False,
                         adviser_card_body: dict | None = None) -> Activity:
    """Also used to rebuild an answer message from the archive (a card update must resend the whole message)."""
    body = teams_markdown(text)
    entity = ai_entity(body, citations, snippets, ai_generated=mode in AI_MODES)
    message = Activity(type=ActivityTypes.message, text=body, text_format="markdown",
                       summary=plain_summary(body), entities=json_entities([entity] if entity else None))
    if mode not in NO_FEEDBACK_MODES:
        message.channel_data = feedback_channel_data()
    if mode != "smalltalk":
        card = adviser_card_body or adviser_card(answer_id, emphasised=adviser_emphasised)
        message.attachments = [CardFactory.adaptive_card(card)]
    return message


# --- the feedback buttons' invoke ---------------------------------------------------------------------

FEEDBACK_INVOKE = "message/submitAction"
_REACTIONS: dict[str, FeedbackKind] = {"like": "helpful", "dislike": "not_helpful"}


@dataclass(frozen=True)
class FeedbackLoopInput:
    kind: FeedbackKind
    comment: str


def parse_feedback_invoke(value: object) -> FeedbackLoopInput | None:
    """``{"actionName": "feedback", "actionValue": {"reaction": "like"|"dislike", "feedback": "{\\"feedbackText\\": …}"}}``."""
    if not isinstance(value, dict) or value.get("actionName") != "feedback":
        return None
    action = value.get("actionValue")
    if not isinstance(action, dict) or action.get("reaction") not in _REACTIONS:
        return None
    feedback = action.get("feedback")
    if isinstance(feedback, str):
        try:
            feedback = json.loads(feedback) if feedback.strip().startswith("{") else {"feedbackText": feedback}
        except ValueError:
            feedback = {"feedbackText": feedback}
    text = feedback.get("feedbackText") if isinstance(feedback, dict) else None
    comment = text.strip()[:MAX_COMMENT_CHARS] if isinstance(text, str) else ""
    return FeedbackLoopInput(kind=_REACTIONS[action["reaction"]], comment=comment)
