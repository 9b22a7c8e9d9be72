"""PDF → Markdown body with page marks, and a title (pypdfium2, permissive licence, fast; see STACK.md).

A PDF holds layout lines, not paragraphs. What a reader of the page sees, and what is rebuilt here:
- running headers and footers ("DRAFT Jan 12 2", "Page 3 of 9") repeat at the top or bottom of most pages:
  lines found there on at least half the pages, the same but for a number that counts the pages, are
  removed, and so are bare page numbers;
- table-of-contents lines ("Section 6: Prerequisites ........ 2") are dropped: they repeat every heading and
  outranked the real section in search;
- paragraphs are rebuilt from line breaks: a line that runs to the right margin, or is followed by a
  lower-case continuation, is joined to the next; a word hyphenated across lines is joined whole, unless the
  hyphen is the compound's own ("in-class"), told by the document's own words;
- each page starts with a page mark (core.knowledge.page_marks), so chunks and citations know their page;
- the title is the document's metadata title unless that is a generated one ("Microsoft Word - x.docx"),
  else the first heading-like line of the first page.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from core.knowledge.page_marks import page_mark

EDGE_LINES = 3  # lines at the top and at the bottom of a page where running headers and footers live
_PAGE_NUMBER = re.compile(r"^(page\s*)?\d{1,4}(\s*(of|/)\s*\d{1,4})?$|^-\s*\d{1,4}\s*-$|^[ivxlc]{1,6}$", re.I)
_TOC_LINE = re.compile(r"(\.\s?){4,}\s*\d{1,4}\s*$|…{2,}\s*\d{0,4}\s*$|_{5,}\s*\d{1,4}\s*$")
_LIST_MARK = re.compile(r"^\s*([•●▪◦■□➢►\uf0b7\uf0a7\uf076\uf0d8-]|\d{1,2}[.)]|[a-zA-Z][.)]|\(\w{1,3}\))\s+")
_BULLET = re.compile(r"^\s*[•●▪◦■□➢►\uf0b7\uf0a7\uf076\uf0d8]\s*")
_GENERATED_TITLE = re.compile(r"^(microsoft (word|powerpoint|excel)\b|untitled|document\d*$)|\.(docx?|pdf|pptx?|rtf|txt|odt)$",
                              re.I)


# A hyphen found at a line break: a syllable break or a compound's own, told apart once the whole text is read
BREAK_HYPHEN = "\ufffe"
# anchored at a word's start, so a long run of word characters is scanned once, not from every position
_BREAK = re.compile(r"(?<!\w)(\w+)\ufffe(\w+)")
_BREAK_WORD = re.compile(r"(?<![\w\ufffe])[\w\ufffe]*\ufffe[\w\ufffe]*")
# the text around a break that says the hyphen is literal: a web address, or a compound that has another hyphen
_URL_AROUND = re.compile(r"(https?://|www\.)\S*$|\.(com|org|edu|net|gov)\b", re.I)


@dataclass
class PdfText:
    title: str
    body: str  # Markdown, one page mark before each page's text
    pages: int


class PdfUnreadable(ValueError):
    """The file is not a PDF pypdfium2 can open; the message says why."""


def _page_lines(data: bytes) -> tuple[list[list[str]], str]:
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(data)
    except Exception as exc:  # noqa: BLE001 - pdfium raises PdfiumError and friends
        raise PdfUnreadable(f"PDF does not parse ({exc})") from exc
    try:
        meta_title = str(pdf.get_metadata_dict().get("Title") or "").strip()
        pages = []
        for page in pdf:
            textpage = page.get_textpage()
            text = textpage.get_text_range().replace("\r\n", "\n").replace("\r", "\n")
            # PDFium marks a hyphen it found at a line break with U+FFFE (or U+0002) and already joins the two
            # lines; whether the hyphen was a syllable break or a compound's own is decided with the whole text.
            # After a single letter it is a grade or an initial at a line's end ("A-" then "86-82: B"): the line
            # break is put back, and the paragraph rebuilder joins a lower-case continuation itself.
            text = re.sub(r"(?<!\w)([A-Za-z])[\ufffe\x02]\n?", r"\1-\n", text)
            text = re.sub(r"[\ufffe\x02]\n?", BREAK_HYPHEN, text)
            pages.append([line.rstrip("\n") for line in text.split("\n")])
            textpage.close()
            page.close()
    finally:
        pdf.close()
    return pages, meta_title


def _edge_key(line: str) -> str:
    return re.sub(r"\d+", "#", " ".join(line.lower().split()))


def _edges(lines: list[str]) -> list[int]:
    """Indices of the first and last non-empty lines of a page."""
    filled = [i for i, line in enumerate(lines) if line.strip()]
    return sorted(set(filled[:EDGE_LINES] + filled[-EDGE_LINES:]))


def _counts_pages(found: list[tuple[int, str]]) -> bool:
    """Is a line that repeats with different numbers a running line? Only when one of its numbers follows the
    page number ("DRAFT Jan 12 2", "Page 3 of 9", printed numbers offset from the file's): "Week 3", "Week 5"
    headings at the tops of pages are content."""
    if len({line for _, line in found}) == 1:
        return True
    numbers = [(page, [int(x) for x in re.findall(r"\d+", line)]) for page, line in found]
    width = min(len(nums) for _, nums in numbers)
    return any(len({nums[j] - page for page, nums in numbers}) == 1 for j in range(width))


def remove_running_lines(pages: list[list[str]]) -> list[list[str]]:
    """Pages without running headers/footers and bare page numbers."""
    seen: dict[str, list[tuple[int, str]]] = {}
    for page, lines in enumerate(pages):
        for key, line in {_edge_key(lines[i]): lines[i].strip() for i in _edges(lines)}.items():
            seen.setdefault(key, []).append((page, line))
    need = max(2, (len(pages) + 1) // 2)
    running = {key for key, found in seen.items() if len(found) >= need and _counts_pages(found)}
    out = []
    for lines in pages:
        drop = {i for i in _edges(lines) if _edge_key(lines[i]) in running or _PAGE_NUMBER.match(lines[i].strip())}
        out.append([line for i, line in enumerate(lines) if i not in drop])
    return out


def is_toc_line(line: str) -> bool:
    return bool(_TOC_LINE.search(line.strip()))


def text_width(pages: list[list[str]]) -> int:
    """Characters of a full line — the right margin, roughly (the 90th percentile over the document)."""
    lengths = sorted(len(line.rstrip()) for lines in pages for line in lines if line.strip())
    return lengths[int(len(lengths) * 0.9)] if lengths else 0


def paragraphs(lines: list[str], width: int) -> list[str]:
    """Layout lines of one page → paragraphs (list items stay one per line, as Markdown items); a hyphen at a
    line break is left as BREAK_HYPHEN for ``resolve_break_hyphens``, which needs the whole document."""
    filled = [line for line in lines if line.strip()]
    out: list[str] = []
    prev = ""
    for line in filled:
        text = " ".join(line.split())
        if _BULLET.match(text):
            text = "- " + _BULLET.sub("", text)
        if out and not _LIST_MARK.match(line) and _continues(prev, text, width):
            if re.search(r"[A-Za-z]-$", out[-1]) and text[:1].islower():
                out[-1] = out[-1][:-1] + BREAK_HYPHEN + text  # hyphenated across the line break
            else:
                out[-1] += " " + text
        else:
            out.append(text)
        prev = line
    return out


def resolve_break_hyphens(text: str, vocabulary: Counter | None = None) -> str:
    """Each hyphen found at a line break, as a syllable break ("require-ments" → "requirements") or as the
    compound's own ("in-class", "AI-enabled", "doi-org"), decided by the document's own words: joined when the
    whole word is used elsewhere; kept when the hyphenated form is, or both halves are words of the document,
    the second half starts with a capital or a digit, the first is an acronym, the compound has another
    hyphen, or it is part of a web address; joined otherwise (a compound whose second half the document never
    uses alone, "long-sleeved", is then glued: no word list ships to tell). Dropping every such hyphen glued
    compounds into words nobody searches for ("inclass") and that no quote of the page contains."""
    words = vocabulary if vocabulary is not None else break_vocabulary(text)

    def one(m: re.Match) -> str:
        head, tail = m.group(1), m.group(2)
        joined = head + tail
        if words[joined.lower()]:
            return joined
        before = re.search(r"\S*$", text[max(0, m.start() - 80):m.start()]).group()  # the rest of the token
        after = (text[m.end():m.end() + 80].split() or [""])[0]
        if (words[f"{head}-{tail}".lower()] or (words[head.lower()] and words[tail.lower()])
                or tail[:1].isdigit() or (tail[:1].isupper() and not joined.isupper())
                or (len(head) > 1 and head.isupper() and tail.islower())  # "AI-enabled"
                or before.endswith("-") or after.startswith("-")  # "fill-in-the-blank"
                or _URL_AROUND.search(before + head) or _URL_AROUND.search(tail + after)):
            return f"{head}-{tail}"
        return joined

    return _BREAK.sub(one, text).replace(BREAK_HYPHEN, "-")


def break_vocabulary(text: str) -> Counter:
    """Words and hyphenated words of a text, lower-cased, leaving out the ones a line-break hyphen splits."""
    plain = _BREAK_WORD.sub(" ", text).lower()
    return Counter(re.findall(r"\w+(?:-\w+)*", plain)) + Counter(re.findall(r"\w+", plain))


def _continues(prev: str, text: str, width: int) -> bool:
    """Is ``text`` the next line of the paragraph ``prev`` ended?"""
    ended = prev.rstrip()
    if not ended:
        return False
    if text[:1].islower() and not ended.endswith(":"):
        return True
    # a line that ran to the right margin wrapped, unless it ended a sentence there
    return len(ended) >= 0.75 * width and not re.search(r"[.!?:]['\")\]]?$", ended)


def _heading_like(line: str) -> bool:
    words = re.findall(r"[A-Za-z]{2,}", line)
    return (4 <= len(line) <= 120 and len(words) >= 2 and not re.search(r"[.,;]$", line)
            and not line.startswith(("<", "- ")) and not is_toc_line(line) and "@" not in line)


def pdf_text(data: bytes) -> PdfText:
    pages, meta_title = _page_lines(data)
    pages = [[line for line in lines if not is_toc_line(line)] for lines in remove_running_lines(pages)]
    width = text_width(pages)
    parts: list[str] = []
    first_lines: list[str] = []
    for n, kept in enumerate(pages, start=1):
        paras = paragraphs(kept, width)
        if n == 1:
            first_lines = [" ".join(line.split()) for line in kept if line.strip()][:15]
        if paras:
            parts.append(page_mark(n) + "\n\n" + "\n\n".join(paras))
    body = "\n\n".join(parts)
    words = break_vocabulary(body)
    first_lines = [resolve_break_hyphens(line, words) for line in first_lines]
    title = meta_title if meta_title and not _GENERATED_TITLE.search(meta_title) else ""
    title = title or next((line for line in first_lines if _heading_like(line)), "")
    return PdfText(title=title, body=resolve_break_hyphens(body, words), pages=len(pages))
