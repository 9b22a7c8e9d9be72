"""Confluence storage format (XHTML with ``ac:``/``ri:`` elements) → clean Markdown, with BeautifulSoup + lxml +
markdownify.

The storage format is rewritten into plain HTML first (macros become blockquotes, code blocks, headings or
nothing), then markdownify turns that HTML into Markdown. Why the strict XML pass first: Confluence bodies are
XML, and a body that does not parse must be reported for that page and never half-indexed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime
from urllib.parse import quote, quote_plus

from bs4 import BeautifulSoup
from bs4.element import Tag
from markdownify import MarkdownConverter

# parsing is its own module; both names are read from here by the CLI and the tests
from sync.storage_parser import StorageFormatError, parse_storage  # noqa: F401



# Macros that carry no page content of their own (navigation, dynamic lists, decoration).
_DROPPED_MACROS = {
    "toc", "children", "pagetree", "pagetreesearch", "recently-updated", "livesearch", "search",
    "contentbylabel", "content-by-label", "content-report-table", "attachments", "anchor", "jiraissues",
    "recently-updated-dashboard", "popular-labels", "related-labels", "listlabels", "blog-posts",
    "create-from-template", "add-page", "space-details", "page-index", "index", "navmap", "gallery",
    "viewfile", "view-file", "multimedia", "widget", "include", "excerpt-include", "change-history",
    "roadmap", "status-handy", "loremipsum", "detailssummary", "tasks-report-macro", "contributors",
    "contributors-summary", "space-attachments", "blog-posts", "favpages", "im", "iframe", "html-include",
}
# Parameters a reader sees on the page (a tab's title, a button's label), kept for macros this module does
# not know: everything else in parameters is configuration (colours, ids, sizes, flags).
_VISIBLE_PARAMETERS = ("title", "text", "label", "caption", "heading", "subject", "body")
# Emoticon names as Confluence's editor writes them → the character Confluence shows.
_EMOTICONS = {"smile": "🙂", "sad": "🙁", "cheeky": "😛", "laugh": "😀", "wink": "😉", "thumbs-up": "👍",
              "thumbs-down": "👎", "information": "ℹ️", "tick": "✅", "cross": "❌", "warning": "⚠️", "plus": "➕",
              "minus": "➖", "question": "❓", "light-on": "💡", "light-off": "💡", "yellow-star": "⭐",
              "red-star": "⭐", "green-star": "⭐", "blue-star": "⭐", "heart": "❤️", "broken-heart": "💔"}
_PANELS = {"info": "Info", "note": "Note", "warning": "Warning", "tip": "Tip", "panel": "", "success": "Success",
           "error": "Error"}
_CODE_MACROS = {"code", "noformat", "code-block"}


def _qname(tag: Tag) -> str:
    return f"{tag.prefix}:{tag.name}" if tag.prefix else tag.name


def _attr(tag: Tag, name: str) -> str:
    """Attribute by its prefixed name, whatever prefix form the parser kept."""
    value = tag.get(name)
    if value is None and ":" in name:
        value = tag.get(name.split(":", 1)[1])
    return value or ""


def _param(macro: Tag, name: str) -> str:
    for p in macro.find_all("parameter", recursive=False):
        if p.prefix == "ac" and _attr(p, "ac:name") == name:
            return p.get_text().strip()
    return ""


def _child(tag: Tag, qname: str) -> Tag | None:
    prefix, name = qname.split(":", 1)
    for c in tag.find_all(name, recursive=False):
        if c.prefix == prefix:
            return c
    return None


_USER_ATTRS = ("ri:account-id", "ri:userkey", "ri:username")


def mentioned_users(xml: str) -> set[str]:
    """Every user reference (Cloud account id, Server/DC user key or user name) in a storage-format body, as
    ``attribute=value`` keys — what ``storage_to_markdown(users=…)`` looks display names up by."""
    return {f"{attr}={value}" for attr, value in re.findall(r'(ri:account-id|ri:userkey|ri:username)="([^"]+)"', xml)}


def user_key(user: Tag) -> tuple[str, str]:
    """(``attribute=value`` key, raw value) of an ``ri:user`` element."""
    for attr in _USER_ATTRS:
        value = _attr(user, attr)
        if value:
            return f"{attr}={value}", value
    return "", ""


def _written_date(value: str) -> str:
    """``2026-03-01`` → ``1 March 2026 (2026-03-01)``: the words a reader and the keyword search's date terms
    know, and the ISO date for anything that parses dates. Unparseable values are kept as they are."""
    try:
        day = datetime.strptime(value.strip()[:10], "%Y-%m-%d")
    except ValueError:
        return value.strip()
    return f"{day.day} {day:%B %Y} ({day:%Y-%m-%d})"


class _Rewriter:
    """Turns ``ac:``/``ri:`` elements into plain HTML, in place."""

    def __init__(self, soup: BeautifulSoup, base_url: str, page_id: str, space_key: str,
                 users: Mapping[str, str] | None = None) -> None:
        self.soup = soup
        self.base_url = base_url.rstrip("/")
        self.page_id = page_id
        self.space_key = space_key
        self.users = users or {}

    def user_name(self, user: Tag) -> str:
        """A mention's display name; the account id (or user name) when it could not be looked up."""
        key, raw = user_key(user)
        return self.users.get(key) or raw

    def new(self, name: str, text: str | None = None, **attrs: str) -> Tag:
        tag = self.soup.new_tag(name, attrs=attrs)
        if text is not None:
            tag.string = text
        return tag

    def titled_block(self, name: str, title: str, body: Tag | None) -> Tag:
        """``<name><p><strong>title</strong></p>…body…</name>``: panels and expand macros."""
        block = self.new(name)
        if title:
            head = self.new("p")
            head.append(self.new("strong", title))
            block.append(head)
        for child in list(body.contents) if body is not None else []:
            block.append(child.extract())
        return block

    def page_url(self, title: str, space_key: str) -> str:
        # /display/KEY/Title resolves on Server/DC and redirects on Cloud.
        return f"{self.base_url}/display/{quote(space_key or self.space_key)}/{quote_plus(title)}"

    def attachment_url(self, filename: str, page: Tag | None) -> str:
        if page is not None and _attr(page, "ri:content-title"):
            return (f"{self.page_url(_attr(page, 'ri:content-title'), _attr(page, 'ri:space-key'))}"
                    f"?preview=/{quote(filename)}")
        return f"{self.base_url}/download/attachments/{self.page_id}/{quote(filename)}"

    def rewrite(self) -> None:
        # innermost first, so a macro inside a panel is already plain HTML when the panel is rewritten
        for tag in reversed(self.soup.find_all(True)):
            if tag.parent is None:
                continue
            if tag.prefix in ("ac", "ri", "at"):
                self.rewrite_one(tag)
            elif tag.name == "time":  # the date picker: the date is only in the attribute
                tag.replace_with(_written_date(tag.get("datetime") or tag.get_text()))

    def scrub(self) -> None:
        """Whatever storage markup is left (a reference outside any link, a parameter outside any macro) goes:
        nothing ``ac:``/``ri:`` ever reaches Markdown, and words outside references are kept."""
        for tag in self.soup.find_all(True):
            if tag.parent is not None and tag.prefix in ("ac", "ri", "at"):
                if tag.prefix == "ri" or tag.name in ("parameter", "default-parameter", "task-id", "task-status",
                                                      "placeholder", "adf-attribute"):
                    tag.decompose()
                else:
                    tag.unwrap()

    def rewrite_one(self, tag: Tag) -> None:
        name = _qname(tag)
        if name in ("ac:structured-macro", "ac:macro"):
            self.macro(tag)
        elif name == "ac:rich-text-body" and tag.parent.prefix == "ac":
            pass  # the enclosing macro decides what its body becomes
        elif name in ("ac:layout", "ac:layout-section", "ac:layout-cell", "ac:rich-text-body",
                      "ac:inline-comment-marker", "ac:adf-node", "ac:adf-content", "ac:adf-extension"):
            tag.unwrap()
        elif name == "ac:adf-attribute":
            tag.decompose()  # node configuration (panel type, decision state), not text
        elif name == "ac:adf-fallback":
            # the same content again, for editors that cannot read the node: keep it only when there is no node
            if tag.parent is not None and _child(tag.parent, "ac:adf-node") is not None:
                tag.decompose()
            else:
                tag.unwrap()
        elif name == "ac:link":
            self.link(tag)
        elif name == "ac:emoticon":
            fallback = _attr(tag, "ac:emoji-fallback")
            if re.fullmatch(r":[\w+-]+:", fallback):  # a shortname, not a character: the named one reads better
                fallback = ""
            text = fallback or _EMOTICONS.get(_attr(tag, "ac:name"), "") or _attr(tag, "ac:emoji-shortname")
            tag.replace_with(text) if text else tag.decompose()
        elif name == "ri:user" and tag.parent is not None and tag.parent.prefix != "ac":
            tag.replace_with(self.user_name(tag))  # a user outside a link (e.g. in a table cell)
        elif name == "ac:image":
            alt = _attr(tag, "ac:alt") or _attr(tag, "ac:title")
            caption = _child(tag, "ac:caption")
            words = [f"[Image: {alt}]" if alt else "", " ".join(caption.get_text().split()) if caption else ""]
            if any(words):
                tag.replace_with(self.new("em", " ".join(w for w in words if w)))
            else:
                tag.decompose()
        elif name == "ac:task-list":
            ul = self.new("ul")
            for task in tag.find_all("task", recursive=False):
                done = (_child(task, "ac:task-status") or self.new("x", "")).get_text().strip() == "complete"
                body = _child(task, "ac:task-body")
                li = self.new("li")
                li.append(("[x] " if done else "[ ] ") + (" ".join(body.get_text().split()) if body else ""))
                ul.append(li)
            tag.replace_with(ul)
        elif name in ("ac:placeholder", "ac:parameter", "ac:task-status", "ac:task-id", "ac:default-parameter") \
                or tag.prefix == "ri":
            # parameters and resource identifiers are read by their macro or link; stray ones carry no text
            if tag.parent is not None and tag.parent.prefix not in ("ac", "ri"):
                tag.decompose()
        elif name in ("ac:plain-text-body", "ac:plain-text-link-body", "ac:link-body", "ac:task", "ac:task-body",
                      "ac:caption"):
            pass  # read by the enclosing element
        else:
            tag.unwrap()

    def macro(self, tag: Tag) -> None:
        kind = _attr(tag, "ac:name").lower()
        body = _child(tag, "ac:rich-text-body")
        if kind in _DROPPED_MACROS:
            tag.decompose()
        elif kind in _CODE_MACROS:
            plain = _child(tag, "ac:plain-text-body")
            lang = _param(tag, "language") or ("" if kind == "noformat" else "")
            pre = self.new("pre")
            code = self.new("code", plain.get_text() if plain else "", **({"class": f"language-{lang}"} if lang else {}))
            pre.append(code)
            title = _param(tag, "title")
            if title:
                tag.insert_before(self.new("p", title))
            tag.replace_with(pre)
        elif kind in _PANELS:
            label = _param(tag, "title") or _PANELS[kind]
            tag.replace_with(self.titled_block("blockquote", f"{label}:" if label else "", body))
        elif kind == "expand":
            tag.replace_with(self.titled_block("div", _param(tag, "title") or "Details", body))
        elif kind == "status":
            tag.replace_with(self.new("strong", f"[{_param(tag, 'title') or _param(tag, 'colour')}]"))
        elif kind == "jira":
            # one issue: its key is what the page shows (a JQL table macro is dynamic content: dropped)
            key, server = _param(tag, "key"), self.jira_url(tag)
            if not key:
                tag.decompose()
            else:
                tag.replace_with(self.new("a", key, href=f"{server}/browse/{key}") if server else key)
        elif kind == "html":
            plain = _child(tag, "ac:plain-text-body")
            text = BeautifulSoup(plain.get_text(), "lxml").get_text(" ", strip=True) if plain else ""
            tag.replace_with(self.new("p", text)) if text else tag.decompose()
        else:
            self.other_macro(tag, body)

    def jira_url(self, tag: Tag) -> str:
        server = _param(tag, "server")
        return server.rstrip("/") if server.startswith(("http://", "https://")) else ""

    def other_macro(self, tag: Tag, body: Tag | None) -> None:
        """Any other macro keeps what a reader sees: its rich-text body (excerpt, section, column, details —
        the page-properties table — tabs, …), else its plain-text body, and visible parameters (a title, a
        label, the default parameter of old-style macros)."""
        visible = [_param(tag, p) for p in _VISIBLE_PARAMETERS]
        default = _child(tag, "ac:default-parameter")
        visible.append(default.get_text().strip() if default is not None else "")
        visible.append(_param(tag, ""))  # the unnamed parameter, the new-format default parameter
        for p in tag.find_all("parameter", recursive=False):  # a user picked in a parameter (profile macro)
            visible += [self.user_name(u) for u in p.find_all("user") if u.prefix == "ri"]
        visible = [v for v in dict.fromkeys(visible) if v]
        plain = _child(tag, "ac:plain-text-body")
        if body is not None:
            block = self.titled_block("div", " ".join(visible), body)
        elif plain is not None and plain.get_text().strip():
            block = self.new("div")
            if visible:
                block.append(self.new("p", " ".join(visible)))
            block.append(self.new("p", plain.get_text().strip()))
        elif visible:
            block = self.new("span", " ".join(visible))
        else:
            tag.decompose()
            return
        tag.replace_with(block)

    def link(self, tag: Tag) -> None:
        page = _child(tag, "ri:page")
        attachment = _child(tag, "ri:attachment")
        url_ref = _child(tag, "ri:url")
        body = _child(tag, "ac:plain-text-link-body") or _child(tag, "ac:link-body")
        text = body.get_text(" ", strip=True) if body is not None else ""
        anchor = _attr(tag, "ac:anchor")
        if attachment is not None:
            filename = _attr(attachment, "ri:filename")
            href = self.attachment_url(filename, _child(attachment, "ri:page"))
            text = text or filename
        elif page is not None:
            title = _attr(page, "ri:content-title")
            href = self.page_url(title, _attr(page, "ri:space-key")) + (f"#{quote(anchor)}" if anchor else "")
            text = text or title
        elif url_ref is not None:
            href = _attr(url_ref, "ri:value")
            text = text or href
        elif (user := _child(tag, "ri:user")) is not None:
            tag.replace_with(text or self.user_name(user))
            return
        elif (blog := _child(tag, "ri:blog-post")) is not None:
            text = text or _attr(blog, "ri:content-title")
            tag.replace_with(text) if text else tag.decompose()
            return
        elif (space := _child(tag, "ri:space")) is not None:
            key = _attr(space, "ri:space-key")
            href, text = f"{self.base_url}/display/{quote(key)}", text or key
        else:  # an anchor on this page or an unknown target: keep the words, not the reference
            text = text or anchor
            if text:
                tag.replace_with(text)
            else:
                tag.decompose()
            return
        tag.replace_with(self.new("a", text, href=href))


class _Markdown(MarkdownConverter):
    """markdownify with Confluence table cells (paragraphs inside cells would break the row)."""

    def convert_p(self, el, text, parent_tags):  # noqa: D102 - markdownify hook
        if "td" in parent_tags or "th" in parent_tags:
            return " " + text.strip() + " "
        return super().convert_p(el, text, parent_tags)


def _drop_empty_paragraphs(soup: BeautifulSoup) -> None:
    for p in soup.find_all("p"):
        if not p.get_text(strip=True) and not p.find(["img", "a", "em"]):
            p.decompose()


def storage_to_markdown(xml: str, base_url: str = "", page_id: str = "", space_key: str = "",
                        users: Mapping[str, str] | None = None) -> str:
    """Markdown body of a storage-format page; raises ``StorageFormatError`` on malformed XML. ``users`` maps
    ``mentioned_users`` keys to display names (a mention without one shows the account id)."""
    soup = parse_storage(xml)
    rewriter = _Rewriter(soup, base_url, page_id, space_key, users)
    rewriter.rewrite()
    rewriter.scrub()
    _drop_empty_paragraphs(soup)
    root = soup.find("storage-root")
    md = _Markdown(heading_style="ATX", bullets="-", table_infer_header=True, escape_underscores=False,
                   escape_asterisks=False, code_language_callback=_code_language).convert_soup(root)
    md = md.replace("\u00a0", " ")  # &nbsp; is everywhere in Confluence text; search wants plain spaces
    md = re.sub(r"[ \t]+\n", "\n", md)
    md = re.sub(r"\n{3,}", "\n\n", md)
    return md.strip() + "\n"


def _code_language(el: Tag) -> str:
    code = el.find("code")
    classes = code.get("class", []) if code is not None else []
    classes = classes.split() if isinstance(classes, str) else classes
    return next((c.removeprefix("language-") for c in classes if c.startswith("language-")), "")
