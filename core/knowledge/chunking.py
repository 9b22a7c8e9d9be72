"""Structure-following chunker: H1/H2 sections, then greedy packing of whole blocks with overlap.

Why our own and not LlamaIndex's ``MarkdownNodeParser`` + ``SentenceSplitter``: the former splits on every
heading level (H3 fragments of a few words), the latter counts tokens and happily cuts a table row or a
list item in two. Here the unit of packing is a Markdown block — paragraph, list item (with its nested
items), table row (the header row is repeated in every chunk of a table), fenced code — so a chunk boundary
falls between blocks whenever a block fits, and only oversized blocks are split by sentence.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass, field

from core.knowledge.documents import Chunk, SourceDocument
from core.knowledge.page_marks import PageLocator, with_page

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_LIST_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+")
_TABLE_ROW = re.compile(r"^\s*\|")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+")
_PLACEHOLDER = re.compile(
    r"^(todo|tbd|tba|n/?a|wip|coming soon|content coming soon|to be (added|written|announced|determined)|"
    r"placeholder|lorem ipsum.*|\{[^}]*\}|\[[^\]]*\]|<[^>]*>|xxx+|\.\.\.|draft)$",
    re.IGNORECASE,
)


@dataclass
class _Section:
    headings: list[str]  # heading lines as written ("# Title", "## Fees")
    path: list[str]  # heading texts
    lines: list[str] = field(default_factory=list)


@dataclass
class ChunkingReport:
    """What the filters dropped, per rule, so ingestion can report it."""

    kept: int = 0
    dropped: Counter[str] = field(default_factory=Counter)

    def merge(self, other: "ChunkingReport") -> None:
        self.kept += other.kept
        self.dropped.update(other.dropped)


def _split_sections(body: str) -> list[_Section]:
    """Split on H1/H2 outside code fences; deeper headings stay inside their section."""
    sections: list[_Section] = [_Section(headings=[], path=[])]
    h1: tuple[str, str] | None = None
    in_fence = False
    for line in body.splitlines():
        if _FENCE.match(line):
            in_fence = not in_fence
        m = None if in_fence else _HEADING.match(line)
        if m and len(m.group(1)) <= 2:
            level, text = len(m.group(1)), m.group(2).strip()
            if level == 1:
                h1 = (line.strip(), text)
                sections.append(_Section(headings=[line.strip()], path=[text]))
            else:
                heads = [h1[0], line.strip()] if h1 else [line.strip()]
                path = [h1[1], text] if h1 else [text]
                sections.append(_Section(headings=heads, path=path))
            continue
        sections[-1].lines.append(line)
    return [s for s in sections if s.headings or any(l.strip() for l in s.lines)]


def _blocks(lines: list[str]) -> list[tuple[str, str]]:
    """Group lines into (kind, text) blocks: para, item, row, table_head, code, heading."""
    blocks: list[tuple[str, str]] = []
    i, n = 0, len(lines)
    while i < n:
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if _FENCE.match(line):
            j = i + 1
            while j < n and not _FENCE.match(lines[j]):
                j += 1
            blocks.append(("code", "\n".join(lines[i : j + 1])))
            i = j + 1
            continue
        if _HEADING.match(line):
            blocks.append(("heading", line.strip()))
            i += 1
            continue
        if _TABLE_ROW.match(line):
            # header row + separator travel together and are repeated in every chunk of the table
            if i + 1 < n and _TABLE_SEP.match(lines[i + 1]):
                blocks.append(("table_head", line.rstrip() + "\n" + lines[i + 1].rstrip()))
                i += 2
            else:
                blocks.append(("row", line.rstrip()))
                i += 1
            continue
        m = _LIST_ITEM.match(line)
        if m:
            indent = len(m.group(1))
            j = i + 1
            # nested items and continuation lines belong to this item
            while j < n and lines[j].strip() and (
                len(lines[j]) - len(lines[j].lstrip()) > indent and not _FENCE.match(lines[j])
                or (not _LIST_ITEM.match(lines[j]) and not _TABLE_ROW.match(lines[j]) and not _HEADING.match(lines[j]))
            ):
                j += 1
            blocks.append(("item", "\n".join(l.rstrip() for l in lines[i:j])))
            i = j
            continue
        j = i + 1
        while j < n and lines[j].strip() and not (
            _FENCE.match(lines[j]) or _HEADING.match(lines[j]) or _TABLE_ROW.match(lines[j]) or _LIST_ITEM.match(lines[j])
        ):
            j += 1
        blocks.append(("para", "\n".join(l.rstrip() for l in lines[i:j])))
        i = j
    return blocks


def _split_oversized(text: str, size: int) -> list[str]:
    """Split one block larger than the chunk size: by sentences, then hard by words."""
    pieces: list[str] = []
    current = ""
    for sentence in _SENTENCE_END.split(text):
        while len(sentence) > size:  # a single enormous "sentence": cut at a word boundary
            cut = sentence.rfind(" ", 0, size)
            cut = cut if cut > size // 2 else size
            pieces.append((current + " " + sentence[:cut]).strip() if current else sentence[:cut])
            current, sentence = "", sentence[cut:].lstrip()
        if current and len(current) + 1 + len(sentence) > size:
            pieces.append(current)
            current = sentence
        else:
            current = f"{current} {sentence}".strip()
    if current:
        pieces.append(current)
    return pieces


_TAIL_START = re.compile(r"(?<=[.!?;:])\s+|\n")


def _tail(text: str, room: int) -> str:
    """The longest suffix of ``text`` within ``room`` characters that starts at a sentence or line start,
    else at a word start; "" when not even a few words fit."""
    if room < 40:
        return ""
    floor = len(text) - room
    for m in _TAIL_START.finditer(text):
        if m.end() >= floor:
            return text[m.end():].strip()
    cut = text.find(" ", floor)
    return text[cut + 1:].strip() if cut != -1 else ""


def _join(blocks: list[tuple[str, str]]) -> str:
    out: list[str] = []
    prev = None
    for kind, text in blocks:
        # table rows and consecutive list items stay on adjacent lines; everything else is a paragraph
        tight = prev is not None and (
            (kind == "row" and prev in ("row", "table_head")) or (kind == "item" and prev == "item")
        )
        out.append(("\n" if tight else "\n\n") + text if out else text)
        prev = kind
    return "".join(out)


def _body_noise(body: str) -> str | None:
    """Name of the noise rule a chunk body trips, or None when it is real content."""
    content_lines = [l.strip() for l in body.splitlines() if l.strip() and not _HEADING.match(l.strip())]
    if not content_lines:
        return "empty"
    stripped = [re.sub(r"^([-*+>|]|\d+[.)])\s*", "", l).strip(" *_`|") for l in content_lines]
    stripped = [s for s in stripped if s]
    if not stripped or not re.search(r"[A-Za-z0-9]", " ".join(stripped)):
        return "punctuation_only"
    if all(_PLACEHOLDER.match(s.strip(" .!:")) for s in stripped):
        return "placeholder_only"
    return None


class StructuredChunker:
    """Chunks a ``SourceDocument`` into ``Chunk`` objects with deterministic ids."""

    def __init__(self, chunk_size: int = 2000, chunk_overlap: int = 400) -> None:
        if chunk_size < 100:
            raise ValueError("chunk_size must be at least 100 characters")
        if not 0 <= chunk_overlap < chunk_size:
            raise ValueError("chunk_overlap must be between 0 and chunk_size")
        self.chunk_size = chunk_size
        self.chunk_overlap = chunk_overlap

    def _pack(self, head: str, blocks: list[tuple[str, str]]) -> list[str]:
        budget = max(self.chunk_size - len(head) - 2, self.chunk_size // 2)
        units: list[tuple[str, str]] = []
        for kind, text in blocks:
            if len(text) > budget:
                units.extend(("para", piece) for piece in _split_oversized(text, budget))
            else:
                units.append((kind, text))
        chunks: list[str] = []
        current: list[tuple[str, str]] = []
        table_head: tuple[str, str] | None = None
        size = 0
        for kind, text in units:
            if kind == "table_head":
                table_head = (kind, text)
            elif kind not in ("row",):
                table_head = None if kind != "item" else table_head
            if current and size + len(text) + 2 > budget:
                chunks.append(_join(current))
                # overlap: carry whole trailing blocks up to the overlap budget
                carried: list[tuple[str, str]] = []
                carried_size = 0
                room = min(self.chunk_overlap, budget - len(text) - 2)  # the next block must still fit
                for blk in reversed(current):
                    if blk[0] == "table_head":
                        break
                    if carried_size + len(blk[1]) > room:
                        # a block too long to repeat whole (PDF paragraphs usually are): repeat its tail, so a
                        # sentence cut by the boundary is whole in one of the two chunks
                        tail = _tail(blk[1], room - carried_size) if blk[0] == "para" else ""
                        if tail:
                            carried.insert(0, ("para", tail))
                            carried_size += len(tail) + 2
                        break
                    carried.insert(0, blk)
                    carried_size += len(blk[1]) + 2
                if kind == "row" and table_head is not None:
                    carried = [table_head] + [b for b in carried if b[0] == "row"]
                current = carried
                size = sum(len(b[1]) + 2 for b in current)
            current.append((kind, text))
            size += len(text) + 2
        if current and any(k != "table_head" for k, _ in current):
            chunks.append(_join(current))
        return chunks

    def chunk(self, doc: SourceDocument) -> tuple[list[Chunk], ChunkingReport]:
        report = ChunkingReport()
        chunks: list[Chunk] = []
        seen: Counter[str] = Counter()
        page_trail = " > ".join(doc.breadcrumb)
        pages = PageLocator(doc.body)  # PDFs: page marks out of the text, each chunk's page into its URL
        for section in _split_sections(pages.text):
            head = "\n".join(section.headings)
            blocks = _blocks(section.lines)
            bodies = self._pack(head, blocks) if blocks else [""]
            for previous, body in zip(["", *bodies], bodies):
                rule = _body_noise(body)
                if rule:
                    report.dropped[rule] += 1
                    continue
                text = f"{head}\n\n{body}" if head else body
                section_path = [p for p in section.path if p != doc.title]
                trail = " > ".join([page_trail, *section_path])
                enriched = f"{trail}\n{doc.title}\n\n{text}"
                key = f"{doc.id}\x00{enriched}"
                seen[key] += 1
                digest = hashlib.sha256(f"{key}\x00{seen[key]}".encode("utf-8")).hexdigest()[:32]
                chunks.append(
                    Chunk(
                        id=digest,
                        doc_id=doc.id,
                        position=len(chunks),
                        section=" > ".join(section_path),
                        text=text,
                        enriched_text=enriched,
                        title=doc.title,
                        url=with_page(doc.url, pages.page_of(body, previous)) if pages.paged else doc.url,
                        version=doc.version,
                        last_updated=doc.last_updated,
                        space=doc.space,
                        space_key=doc.space_key,
                        breadcrumb=page_trail,
                        labels=list(doc.labels),
                        source_type=doc.source_type,
                        allowed_users=list(doc.allowed_users),
                        allowed_groups=list(doc.allowed_groups),
                    )
                )
        report.kept = len(chunks)
        return chunks, report
