"""How search results reach the model: numbered passages, each fenced as quoted data with a per-turn fence.

A page is data, never instructions, but a page can be written to look like the tool's own output. So:

- every turn draws a random fence (``PassageFence.new``); each passage's text sits between a line
  ``<<<FENCE`` and a line ``FENCE>>>``, and the system prompt names the fence, so a page cannot guess the
  line that ends its quote;
- passage text is escaped: the fence never appears inside it, a line that looks like a passage header
  (``[7] Title …``) is prefixed with a backslash, and runs of ``<<<``/``>>>`` become ``‹‹‹``/``›››``;
  header fields (title, section, URL) are flattened to one line, so they cannot open a new one;
- sentences that address the assistant rather than the student ("ignore previous instructions", "AI
  assistants must…", "system prompt") are replaced by a marker before the model sees them; the answer
  check compares the answer with this cleaned text, so obeying such a sentence cannot pass as grounded.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass

from core.answering.answers import CitationBook
from core.retrieval.hybrid import Passage

PASSAGE_CHARS = 1800
REMOVED = "[text addressed to the assistant removed]"

_HEADER_LIKE = re.compile(r"^(\s*(?:>\s*)*)(\[\d+(?:\s*,\s*\d+)*\])", re.M)
_ANGLE_RUN = re.compile(r"<{3,}|>{3,}")
_SENTENCE = re.compile(r".*?(?:[.!?]+(?=\s)|\n|$)")  # a full stop inside a URL or address ends nothing
# who a page's text may address: "the assistant" only in phrases no page says to a person ("note to the
# assistant"); elsewhere only words that cannot mean a teaching assistant or a car model
_AI_ANY = r"(?:ai|a\.i\.|assistants?|chat ?bots?|bots?|language models?|llms?|gpt\w*)"
_AI = r"(?:ai|a\.i\.|ai assistants?|chat ?bots?|language models?|llms?|gpt\w*|virtual assistants?)"
_INSTRUCTION = re.compile(
    r"\b(?:ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,60}\b(?:instructions?|prompts?|rules|guidelines|"
    r"directions|context|messages?)\b"
    r"|\b(?:system|developer) (?:prompt|message|instructions?)\b"
    r"|\b(?:new|updated|additional|hidden|secret) instructions?\b"
    rf"|\b(?:you are|you're|act as|pretend to be|behave as)\s+(?:now\s+)?(?:an?\s+|the\s+)?(?:\w+\s+)?{_AI}\b"
    rf"|\b(?:note|attention|message|instructions?|notice)s?\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?{_AI_ANY}\b"
    rf"|\b(?:if you are|as) an?\s+{_AI}\b"
    rf"|\b{_AI}\s+(?:reading|answering|processing|summari[sz]ing)\s+this\b"
    rf"|\b(?:all\s+|any\s+)?{_AI}\s+(?:must|should|shall|are required to|need to|will now)\b"
    r"|(?:^|[\n.!?]\s*)\W{0,3}(?:system|assistant|developer)(?: prompt| message)?\s*:"  # role labels
    r"|<\|?(?:im_start|im_end|system|endoftext)\|?>|\[/?inst\]|<</?sys>>"  # chat-template tokens
    r"|\b(?:respond|reply|answer)\s+(?:only\s+)?with\s+(?:exactly|only)\b|\b(?:respond|reply|answer)\s+only\s+with\b"
    r"|\bdo not (?:tell|mention|reveal|inform)\b[^.!?\n]{0,20}\b(?:students?|users?)\b",
    re.I,
)


@dataclass(frozen=True)
class PassageFence:
    token: str

    @classmethod
    def new(cls) -> "PassageFence":
        return cls(f"DATA-{secrets.token_hex(8)}")

    @property
    def opening(self) -> str:
        return f"<<<{self.token}"

    @property
    def closing(self) -> str:
        return f"{self.token}>>>"

    def escape(self, text: str) -> str:
        """Passage text that cannot close its fence or start a passage header."""
        text = text.replace(self.token, "DATA-…")
        text = _ANGLE_RUN.sub(lambda m: ("‹" if m.group(0)[0] == "<" else "›") * len(m.group(0)), text)
        return _HEADER_LIKE.sub(lambda m: f"{m.group(1)}\\{m.group(2)}", text)

    def field(self, value: str) -> str:
        """A header field (title, section, URL) as one line without the fence in it."""
        return " ".join(self.escape(value).split())


def strip_instructions(text: str) -> tuple[str, int]:
    """``text`` with every sentence that addresses the assistant replaced by a marker; and how many."""
    if not _INSTRUCTION.search(text):  # the usual case: one pass over the text
        return text, 0
    removed = 0

    def clean(match: re.Match) -> str:
        nonlocal removed
        sentence = match.group(0)
        if not _INSTRUCTION.search(sentence):
            return sentence
        removed += 1
        lead = sentence[: len(sentence) - len(sentence.lstrip())]
        return lead + REMOVED + ("\n" if sentence.endswith("\n") else "")

    return _SENTENCE.sub(clean, text), removed


def shown_text(passage: Passage, max_chars: int = PASSAGE_CHARS) -> tuple[str, int]:
    """The passage text the model is shown (cut to ``max_chars``, instructions removed), and removals."""
    text = passage.chunk.text
    text = text if len(text) <= max_chars else text[:max_chars].rstrip() + " …"
    return strip_instructions(text)


def format_passages(passages: list[tuple[Passage, str]], book: CitationBook, fence: PassageFence) -> str:
    """Numbered passages: a header line with citation data, then the escaped text inside the turn's fence."""
    blocks = []
    for passage, text in passages:
        c = passage.chunk
        n = book.cite(passage)
        where = fence.field(c.title) + (f" › {fence.field(c.section)}" if c.section else "")
        meta = ", ".join(x for x in (f"version {fence.field(c.version)}" if c.version else "",
                                     f"updated {c.last_updated.date().isoformat()}" if c.last_updated else "") if x)
        blocks.append(f"[{n}] {where} ({meta}) {fence.field(c.url)}\n{fence.opening}\n{fence.escape(text)}\n"
                      f"{fence.closing}")
    return "\n\n".join(blocks)
