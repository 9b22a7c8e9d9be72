"""Markdown → Slack mrkdwn and Block Kit limits."""

from __future__ import annotations

from bots.slack.app import question_text
from bots.slack.blocks import (
    MAX_BLOCKS,
    SECTION_LIMIT,
    answer_blocks,
    citation_line,
    markdown_to_mrkdwn,
    split_mrkdwn,
)
from core.knowledge.citation import Citation
from core.answering.answers import Answer


def test_links_bold_italic_headings_lists_quotes_and_code():
    md = (
        "# Applying **now**\n"
        "See the [portal](https://u.edu/a?x=1&y=2) and **deadlines** or *dates* ~~old~~.\n"
        "- first\n  - nested\n* second\n1. numbered\n"
        "> quoted **bold** [1]\n>\n"
        "```\nif a < b and c > d: pass\n```\n"
        "Use `x<y` & <tags>; a local [file](/srv/kb/a.md).\n---\n"
    )
    out = markdown_to_mrkdwn(md).splitlines()
    assert out[0] == "*Applying now*"
    assert out[1] == "See the <https://u.edu/a?x=1&amp;y=2|portal> and *deadlines* or _dates_ ~old~."
    assert out[2:6] == ["• first", "    • nested", "• second", "1. numbered"]
    assert out[6:8] == ["> quoted *bold* [1]", ">"]
    assert out[8:11] == ["```", "if a &lt; b and c &gt; d: pass", "```"]
    assert out[11] == "Use `x&lt;y` &amp; &lt;tags&gt;; a local file."


def test_unclosed_code_fence_is_closed():
    assert markdown_to_mrkdwn("```\ncode").endswith("```")


def test_long_text_splits_within_section_limit_at_paragraphs_and_reopens_code_fences():
    paragraphs = [f"Paragraph {i} " + "word " * 120 for i in range(30)]
    pieces = split_mrkdwn("\n\n".join(paragraphs))
    assert len(pieces) > 1 and all(len(p) <= SECTION_LIMIT for p in pieces)
    assert all(p.startswith("Paragraph") for p in pieces)
    code = "```\n" + "\n".join(f"line {i} " + "x" * 60 for i in range(120)) + "\n```"
    code_pieces = split_mrkdwn(code)
    assert len(code_pieces) > 1 and all(p.count("```") == 2 and len(p) <= SECTION_LIMIT for p in code_pieces)
    assert all(len(p) <= SECTION_LIMIT for p in split_mrkdwn("y" * 10_000))


def test_huge_answer_stays_within_fifty_blocks_and_keeps_sources_and_buttons():
    answer = Answer(text="\n\n".join("z" * 2900 for _ in range(80)),
                    citations=[Citation(n=1, title="Fees", url="https://u.edu/fees", version="7", last_updated="2026-08-14")])
    out = answer_blocks(answer, "a" * 32)
    assert len(out) == MAX_BLOCKS
    assert out[-2]["block_id"] == "advisor_sources" and out[-1]["type"] == "actions"
    assert "too long" in out[-3]["text"]["text"]
    assert all(len(b["text"]["text"]) <= SECTION_LIMIT for b in out if b["type"] == "section")


def test_citation_line_shows_version_and_date_and_skips_file_hashes_and_paths():
    web = Citation(n=2, title="Fees & charges", url="https://u.edu/fees", version="7", last_updated="2026-08-14")
    assert citation_line(web) == "[2] <https://u.edu/fees|Fees &amp; charges> · v7 · updated 2026-08-14"
    local = Citation(n=1, title="Handbook", url="file:///srv/handbook.md", version="3f2a9c1b0d4e")
    assert citation_line(local) == "[1] Handbook"


def test_small_talk_and_refusals_carry_no_buttons():
    assert [b["type"] for b in answer_blocks(Answer(text="Hello!", mode="smalltalk"), "id")] == ["section"]
    abstained = answer_blocks(Answer(text="I couldn't find this.", abstained=True, suggest_adviser=True), "id")
    adviser = abstained[-1]["elements"][2]
    assert adviser["text"]["text"] == "Talk to an adviser" and adviser["style"] == "primary"


def test_question_text_drops_the_bot_mention_and_unwraps_slack_markup():
    raw = "<@UBOT> what about <https://u.edu/x|this page> for <@U123|ann> in <#C1|cs101> &amp; <!here>?"
    assert question_text(raw, "UBOT") == "what about this page for @ann in #cs101 & @here?"
