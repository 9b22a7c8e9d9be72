"""Windows of a passage: overlapping stretches of about ``width`` characters, and the one that covers most of
a question's words.

A cross-encoder's cost grows with the tokens it reads. A 1,000-character chunk is about 230 tokens; the
window of about 480 characters that shares most words with the question is about 110, so read at 128
tokens it halves the re-ranker's time. The re-ranker trained here learns on windows cut the same way
(``training.pairs``: the one holding the evidence for a relevant chunk), so serving on windows matches
what it saw.
"""

from __future__ import annotations

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
