"""Windows of a passage: overlapping stretches of about ``width`` characters, and the one that covers most of
a question's words.

A cross-encoder's cost grows with the tokens it reads. A 1,000-character chunk is about 230 tokens; the
window of about 480 characters that shares most words with the question is about 110, so read at 128
tokens it halves the re-ranker's time. The re-ranker trained here learns on windows cut the same way
(``training.pairs``: the one holding the evidence for a relevant chunk), so serving on windows matches
what it saw.
"""

from __future__ import annotations

import re

from core.retrieval.terms import stemmed_terms


def text_windows(text: str, width: int) -> list[str]:
    """Overlapping windows of about ``width`` characters (stride ``width // 3``), starting and ending at
    spaces; the whole text when it is no longer than ``width``."""
    if len(text) <= width:
        return [text]
    out: list[str] = []
    start = 0
    while True:
        end = min(len(text), start + width)
        if end < len(text):
            cut = text.rfind(" ", start + width // 2, end)
            end = cut if cut > 0 else end
        out.append(text[start:end].strip())
        if end >= len(text):
            return out
        nxt = start + max(width // 3, 1)
        space = text.find(" ", nxt)
        start = space + 1 if 0 < space < end else nxt


def best_window(question: str, text: str, width: int) -> str:
    """The window of ``text`` holding the most distinct (stemmed) content words of ``question``; the first
    such window on a tie, so a passage that shares no word with the question is read from its start."""
    windows = text_windows(text, width)
    if len(windows) == 1:
        return windows[0]
    wanted = stemmed_terms(question)
    if not wanted:
        return windows[0]
    return max(windows, key=lambda window: len(wanted & stemmed_terms(window)))  # max keeps the first of equals


# Sentence ends (and the lines of a syllabus: list items, headings, table rows): where a passage may be cut
# without halving a sentence. A full stop after an abbreviation or an initial, or before a lower-case word or a
# digit ("9 a.m. to 11", "Dr. Lee", "No. 4"), ends nothing.
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])[ \t]+|[ \t]*\n\s*")
_ABBREVIATION = re.compile(
    r"(?:^|[\s(])(?:[A-Za-z]|(?:[A-Za-z]\.)+[A-Za-z]|dr|mr|mrs|ms|prof|st|no|nos|vs|etc|e\.g|i\.e|cf|approx|"
    r"dept|rm|ph\.d|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)"
    r"\.$", re.IGNORECASE)


def _ends_sentence(text: str, start: int, end: int) -> bool:
    if "\n" in text[start:end]:
        return True
    following = text[end:end + 1]
    if following.islower() or following.isdigit():
        return False
    return not _ABBREVIATION.search(text[max(0, start - 12):start])


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence or line of ``text``, in order, empty ones left out; the rows of a
    table (lines starting with "|") stay together, so a cut never keeps rows without their header."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _SENTENCE_BREAK.finditer(text):
        if _ends_sentence(text, m.start(), m.end()):
            spans.append((start, m.start()))
            start = m.end()
    spans.append((start, len(text)))
    out: list[tuple[int, int]] = []
    for a, b in spans:
        if b <= a:
            continue
        if out and text[a] == "|" and text[out[-1][0]] == "|":
            out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return out


def best_sentence_run(question: str, text: str, width: int) -> str | None:
    """The run of whole consecutive sentences of ``text``, at most ``width`` characters, that holds the most
    distinct (stemmed) content words of ``question`` (the longer run on a tie, then the first); None when
    no single sentence fits. Whole sentences, so a cut passage never quotes half of one."""
    spans = sentence_spans(text)
    wanted = stemmed_terms(question)
    found = [wanted & stemmed_terms(text[a:b]) for a, b in spans]  # a run's words are its sentences' words
    best: str | None = None
    best_score = -1
    for i, (start, _) in enumerate(spans):
        covered: set[str] = set()
        for (_, end), words in zip(spans[i:], found[i:]):
            if end - start > width:
                break
            covered |= words
            run = text[start:end]
            if len(covered) > best_score or (len(covered) == best_score and best is not None and len(run) > len(best)):
                best, best_score = run, len(covered)
    return best
