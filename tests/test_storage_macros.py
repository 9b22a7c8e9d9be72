"""Storage format → Markdown keeps what a reader of the page sees: dates from the date picker, mentioned people,
status lozenges, Jira keys, page-properties tables, anchors, emoticons, and the visible text of any other macro
(fixtures in tests/data/confluence are storage bodies as Confluence writes them)."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from lxml import etree
from typer.testing import CliRunner

from bots.cli.main import app
from sync.storage_converter import mentioned_users, parse_storage, storage_to_markdown
from tests.conftest import DATA

FIXTURES = DATA / "confluence"
BASE = "https://wiki.example.edu"
MARIA = "ri:account-id=5b10ac8d82e05b22cc7d4ef5"


def _md(name: str, users: dict[str, str] | None = None) -> str:
    return storage_to_markdown((FIXTURES / name).read_text(encoding="utf-8"), BASE, "4242", "ADM", users)


def test_date_picker_dates_are_written_out_and_machine_readable():
    md = _md("dates_mentions_status.xml")
    assert "Applications close 1 March 2026 (2026-03-01) at noon." in md
    assert "Decisions are sent by 15 April 2026 (2026-04-15)." in md
    assert "after 31 May 2026 (2026-05-31)" in md  # inside a panel
    assert "Send offers by 15 April 2026 (2026-04-15)" in md  # inside a task
    assert "| Last reviewed | 20 November 2025 (2025-11-20) |" in _md("page_properties_and_more.xml")
    # a value the date picker never writes is kept as it is, not dropped
    assert "sometime" in storage_to_markdown('<p>Due <time datetime="sometime"/>.</p>')


def test_mentions_show_the_display_name_else_the_account_id():
    md = _md("dates_mentions_status.xml", {MARIA: "Maria Lopez"})
    assert "Ask Maria Lopez for help with fee waivers" in md
    assert "or 712020:9c4d1f0e-aaaa-bbbb-cccc-1234567890ab for visa letters" in md  # no name known: the id
    assert "the owner is 8a7f808a6d1b2c3d016d1b2c3e4f0001." in md  # Server/DC user key
    assert "For transcripts, the admissions officer signs the form." in md  # the link's own text wins
    assert "| Portal open | **[OPEN]** | Maria Lopez |" in md  # a mention in a table cell
    assert "(Maria Lopez)" in md
    assert "Contact jdoe in Disability Services." in _md("page_properties_and_more.xml")
    assert mentioned_users((FIXTURES / "dates_mentions_status.xml").read_text()) == {
        MARIA, "ri:account-id=712020:9c4d1f0e-aaaa-bbbb-cccc-1234567890ab",
        "ri:userkey=8a7f808a6d1b2c3d016d1b2c3e4f0001"}


def test_status_lozenges_jira_keys_anchors_links_and_emoticons_keep_their_text():
    md = _md("dates_mentions_status.xml")
    assert "**[OPEN]**" in md and "**[In progress]**" in md and "Green" not in md and "subtle" not in md
    assert "| ADM-142 |" in md  # a Jira key on an application link without a URL
    assert "[ADM-150](https://jira.example.edu/browse/ADM-150)" in md
    assert "project = ADM" not in md and "maximumIssues" not in md  # a JQL table is dynamic content
    assert "See application fees below, and Fee waivers on this page." in md  # anchor links, with and without text
    assert "deadlines" not in md  # the anchor macro's name is not shown on the page
    assert "[Finance space](https://wiki.example.edu/display/FIN)" in md
    assert "the announcement New fee waiver rules." in md
    assert "✅ Transcripts uploaded" in md and "⚠️ Test scores" in md and "🎓 Congratulations" in md


def test_page_properties_tabs_buttons_and_unknown_macros_keep_visible_text():
    md = _md("page_properties_and_more.xml")
    assert "| Course code | BIO 210 |" in md and "| Credits | 4 |" in md and "| State | **[APPROVED]** |" in md
    assert "currentSpace" not in md  # the page-properties report is a query, not content
    assert "## Prerequisites\n\nBIO 110 with a grade of C or better." in md  # toc-zone keeps its body
    assert "**Lab sections**\n\nLabs meet Tuesdays in Science Hall 204." in md
    assert "**Field trips**\n\nTwo field trips to the river estuary." in md
    assert "Register for BIO 210" in md and "#0052CC" not in md  # a button's label, not its colour
    assert "final = 0.4 * exams + 0.6 * labs" in md  # an unknown macro's plain-text body
    assert "Exam dates may move if the building is closed." in md
    assert "Office hours: Monday 2–4 pm" in md and "<div" not in md and "<b>" not in md
    assert "Hover for the syllabus" in md  # old-format macro, default parameter
    assert "Grades are posted within ten working days." in md and "MultiExcerptName" not in md
    assert "557058:f1e2d3c4-0000-1111-2222-333344445555" in md  # profile macro: the person, by id when unnamed
    # new-editor nodes: their content once, not again from the fallback
    assert md.count("Lab safety training is required before the first lab.") == 1
    assert md.count("Late lab reports lose 10% per day.") == 1 and "DECIDED" not in md


def test_image_captions_are_kept():
    md = storage_to_markdown('<ac:image ac:alt="Campus map"><ri:attachment ri:filename="map.png"/>'
                             '<ac:caption><p>Parking is behind the library.</p></ac:caption></ac:image>')
    assert "Campus map" in md and "Parking is behind the library." in md and "map.png" not in md


# --- word recall: what the page shows must come back --------------------------------------------------------
_AC = "{http://atlassian.com/content}"
_VISIBLE_PARAMETERS = {"title", "label", "key", "text"}
_DYNAMIC = {"toc", "children", "detailssummary", "recently-updated", "jira-jql", "anchor"}


def _visible_words(xml: str) -> Counter:
    """Words a reader sees on the page: text nodes, less configuration parameters and dynamic macros."""
    soup_root = etree.fromstring(str(parse_storage(xml)).encode("utf-8"))
    words: list[str] = []

    def hidden(el) -> bool:
        while el is not None:
            if el.tag == f"{_AC}parameter" and el.get(f"{_AC}name") not in _VISIBLE_PARAMETERS:
                return True
            if el.tag == f"{_AC}structured-macro" and el.get(f"{_AC}name") in _DYNAMIC:
                return True
            if el.tag == f"{_AC}adf-fallback" or el.tag == f"{_AC}adf-attribute":
                return True
            if el.tag in (f"{_AC}task-id", f"{_AC}task-status"):
                return True
            el = el.getparent()
        return False

    for el in soup_root.iter():
        if not isinstance(el.tag, str):
            continue
        for text, owner in ((el.text, el), (el.tail, el.getparent())):
            if text and owner is not None and not hidden(owner):
                if owner.tag == f"{_AC}plain-text-body" and owner.getparent().get(f"{_AC}name") == "html":
                    text = re.sub(r"<[^>]+>", " ", text)
                words += re.findall(r"\w+", text.lower())
    return Counter(words)


def _recall(xml: str, md: str) -> float:
    want = _visible_words(xml)
    got = Counter(re.findall(r"\w+", md.lower()))
    return sum(min(n, got[w]) for w, n in want.items()) / max(1, sum(want.values()))


@pytest.mark.parametrize("fixture", sorted(p.name for p in FIXTURES.glob("*.xml") if p.name != "malformed.xml"))
def test_word_recall_of_every_fixture_and_no_storage_markup(fixture):
    xml = (FIXTURES / fixture).read_text(encoding="utf-8")
    md = storage_to_markdown(xml, BASE, "4242", "ADM")
    assert "ac:" not in md and "ri:" not in md
    assert _recall(xml, md) >= 0.95, fixture


def test_advisor_convert_keeps_dates_statuses_and_names_known_from_the_sync_state(tmp_path, monkeypatch):
    from sync.sync_state import SyncState

    monkeypatch.setenv("ADVISOR_DATA_DIR", str(tmp_path))
    state = SyncState.in_dir(tmp_path / "state")
    state.record_user_name(MARIA, "Maria Lopez")
    state.close()
    out = CliRunner().invoke(app, ["convert", str(FIXTURES / "dates_mentions_status.xml"), "--base-url", BASE])
    assert out.exit_code == 0, out.output
    assert "1 March 2026 (2026-03-01)" in out.output and "Ask Maria Lopez" in out.output
    assert "**[OPEN]**" in out.output and "ac:" not in out.output and "ri:" not in out.output


def test_sync_looks_each_mentioned_person_up_once_and_keeps_the_name_in_the_sync_state(confluence_server, tmp_path):
    from tests.confluence_support import SyncEnv, sync_settings

    server = confluence_server
    server.reset()
    server.add_space("ADM", "Admissions")
    server.users["5b10ac8d82e05b22cc7d4ef5"] = "Maria Lopez"
    mention = '<ac:link><ri:user ri:account-id="{}" /></ac:link>'
    first = server.add_page("Fee waivers", f"<p>Ask {mention.format('5b10ac8d82e05b22cc7d4ef5')} about fee waivers "
                            f"before <time datetime=\"2026-03-01\"/>.</p>", "ADM")
    second = server.add_page("Visa letters", f"<p>{mention.format('5b10ac8d82e05b22cc7d4ef5')} and "
                             f"{mention.format('gone-0000')} sign visa letters.</p>", "ADM")
    env = SyncEnv(server, sync_settings(server, tmp_path / "data"))
    try:
        report = env.sync()
        assert report.new == 2 and report.failed == []
        texts = {doc: " ".join(c.text for c in env.doc_chunks(doc)) for doc in (first, second)}
        assert "Ask Maria Lopez about fee waivers before 1 March 2026 (2026-03-01)." in texts[first]
        assert "Maria Lopez and gone-0000 sign visa letters." in texts[second]  # unknown person: the account id
        assert server.calls["user"] == 2  # one lookup per person, not per mention
        assert env.state.user_names() == {MARIA: "Maria Lopez"}

        server.edit(first, append_markdown="Waivers are decided within a week.")
        server.edit(second, append_markdown="Letters take three days.")
        env.sync()
        assert server.calls["user"] == 3  # Maria comes from the sync state; the unknown id is asked again
    finally:
        env.close()


def test_prefixes_are_restored_when_the_parser_gives_only_namespace_uris():
    """lxml 6.2 hands BeautifulSoup no namespace map: "ac:structured-macro" arrives as "structured-macro" with its URI
    and the root without declarations. The tree is rebuilt as earlier lxml versions gave it (whichever one runs)."""
    from bs4 import BeautifulSoup
    from bs4.element import NamespacedAttribute

    from sync.storage_parser import _with_prefixes

    ac, ri = "http://atlassian.com/content", "http://atlassian.com/resource/identifier"
    soup = BeautifulSoup("<storage-root><structured-macro>x</structured-macro><user/></storage-root>", "lxml-xml")
    macro, user = soup.find("structured-macro"), soup.find("user")
    macro.namespace, user.namespace = ac, ri
    macro.attrs = {NamespacedAttribute(None, "name", ac): "info"}
    user.attrs = {NamespacedAttribute(None, "account-id", ri): "5b10"}
    _with_prefixes(soup)
    assert (macro.prefix, user.prefix) == ("ac", "ri")
    assert macro.get("ac:name") == "info" and user.get("ri:account-id") == "5b10"
    serialised = str(soup)
    assert 'xmlns:ac="http://atlassian.com/content"' in serialised and "<ac:structured-macro" in serialised
    etree.fromstring(serialised.encode("utf-8"))  # well-formed again: every prefix declared
