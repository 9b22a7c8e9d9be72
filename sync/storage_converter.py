"""Confluence storage format (XHTML with ``ac:``/``ri:`` elements) → clean Markdown, with BeautifulSoup + lxml +
markdownify.

The storage format is rewritten into plain HTML first (macros become blockquotes, code blocks, headings or
nothing), then markdownify turns that HTML into Markdown. Why the strict XML pass first: Confluence bodies are
XML, and a body that does not parse must be reported for that page and never half-indexed.
"""

from __future__ import annotations

import html.entities
import re
from datetime import datetime
from urllib.parse import quote, quote_plus

import yaml
from bs4 import BeautifulSoup, Tag
from lxml import etree
from markdownify import MarkdownConverter

from core.knowledge.documents import SourceDocument

_NAMESPACES = ('xmlns:ac="http://atlassian.com/content" xmlns:ri="http://atlassian.com/resource/identifier" '
               'xmlns:at="http://atlassian.com/template"')
_XML_ENTITIES = {"amp", "lt", "gt", "quot", "apos"}
_ENTITY = re.compile(r"&([A-Za-z][A-Za-z0-9]*);")

# Macros that carry no page content of their own (navigation, dynamic lists, decoration).
_DROPPED_MACROS = {
    "toc", "toc-zone", "children", "pagetree", "pagetreesearch", "recently-updated", "livesearch", "search",
    "contentbylabel", "content-by-label", "content-report-table", "attachments", "anchor", "jira", "jiraissues",
    "recently-updated-dashboard", "popular-labels", "related-labels", "listlabels", "blog-posts", "profile",
    "create-from-template", "add-page", "space-details", "page-index", "index", "navmap", "gallery",
    "viewfile", "view-file", "multimedia", "widget", "include", "excerpt-include", "change-history",
    "roadmap", "status-handy", "loremipsum",
}
_PANELS = {"info": "Info", "note": "Note", "warning": "Warning", "tip": "Tip", "panel": "", "success": "Success",
           "error": "Error"}
_CODE_MACROS = {"code", "noformat", "code-block"}


class StorageFormatError(ValueError):
    """The page body is not well-formed storage-format XML; the message says where."""


def _numeric_entities(xml: str) -> str:
    """HTML named entities (&nbsp; &eacute; …) are legal in storage format but unknown to an XML parser."""

    def repl(m: re.Match) -> str:
        name = m.group(1)
        if name in _XML_ENTITIES:
            return m.group(0)
        code = html.entities.name2codepoint.get(name)
        return f"&#{code};" if code is not None else m.group(0)

    return _ENTITY.sub(repl, xml)


def parse_storage(xml: str) -> BeautifulSoup:
    """Parse a storage-format body strictly; ``StorageFormatError`` names the first problem and its position."""
    wrapped = f"<storage-root {_NAMESPACES}>{_numeric_entities(xml)}</storage-root>"
    try:
        etree.fromstring(wrapped.encode("utf-8"), etree.XMLParser(recover=False, resolve_entities=False,
                                                                  no_network=True, huge_tree=True))
    except etree.XMLSyntaxError as exc:
        line, column = exc.position
        detail = exc.msg.replace("storage-root", "end of page")  # our wrapper element means the page's end
        raise StorageFormatError(f"malformed storage format at line {line}, column {column}: {detail}") from exc
    return BeautifulSoup(wrapped, "lxml-xml")


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


class _Rewriter:
    """Turns ``ac:``/``ri:`` elements into plain HTML, in place."""

    def __init__(self, soup: BeautifulSoup, base_url: str, page_id: str, space_key: str) -> None:
        self.soup = soup
        self.base_url = base_url.rstrip("/")
        self.page_id = page_id
        self.space_key = space_key

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
            if tag.prefix in ("ac", "ri", "at") and tag.parent is not None:
                self.rewrite_one(tag)

    def rewrite_one(self, tag: Tag) -> None:
        name = _qname(tag)
        if name in ("ac:structured-macro", "ac:macro"):
            self.macro(tag)
        elif name == "ac:rich-text-body" and tag.parent.prefix == "ac":
            pass  # the enclosing macro decides what its body becomes
        elif name in ("ac:layout", "ac:layout-section", "ac:layout-cell", "ac:rich-text-body",
                      "ac:inline-comment-marker", "ac:adf-node", "ac:adf-content"):
            tag.unwrap()
        elif name == "ac:link":
            self.link(tag)
        elif name == "ac:image":
            alt = _attr(tag, "ac:alt") or _attr(tag, "ac:title")
            if alt:
                tag.replace_with(self.new("em", f"[Image: {alt}]"))
            else:
                tag.decompose()
        elif name == "ac:task-list":
            ul = self.new("ul")
            for task in tag.find_all("task", recursive=False):
                done = (_child(task, "ac:task-status") or self.new("x", "")).get_text().strip() == "complete"
                body = _child(task, "ac:task-body")
                li = self.new("li")
                li.append(("[x] " if done else "[ ] ") + (body.get_text(" ", strip=True) if body else ""))
                ul.append(li)
            tag.replace_with(ul)
        elif name in ("ac:emoticon", "ac:placeholder", "ac:parameter", "ac:task-status", "ac:task-id",
                      "ri:attachment", "ri:page", "ri:url", "ri:user", "ri:space", "ri:content-entity",
                      "ac:default-parameter"):
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
        elif body is not None:  # excerpt, section, column, details, div … : keep their content
            for child in list(body.contents):
                tag.insert_before(child.extract())
            tag.decompose()
        else:
            tag.decompose()

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
        else:  # a user mention or an unknown target: keep the words, not the reference
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


def storage_to_markdown(xml: str, base_url: str = "", page_id: str = "", space_key: str = "") -> str:
    """Markdown body of a storage-format page; raises ``StorageFormatError`` on malformed XML."""
    soup = parse_storage(xml)
    _Rewriter(soup, base_url, page_id, space_key).rewrite()
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


# --- whole pages ------------------------------------------------------------------------------------------
def page_web_url(page: dict, base_url: str) -> str:
    links = page.get("_links") or {}
    base = (links.get("base") or base_url).rstrip("/")
    webui = links.get("webui") or f"/pages/viewpage.action?pageId={page.get('id')}"
    return webui if webui.startswith("http") else base + webui


def _parse_when(value: str | None) -> datetime | None:
    if not value:
        return None
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None


def page_to_document(page: dict, base_url: str, allowed_users: list[str] | None = None,
                     allowed_groups: list[str] | None = None, ancestors: list[str] | None = None) -> SourceDocument:
    """A REST v1 content object (expanded with body.storage, version, ancestors, space, metadata.labels)."""
    space = page.get("space") or {}
    storage = ((page.get("body") or {}).get("storage") or {}).get("value", "")
    labels = [lbl.get("name", "") for lbl in (((page.get("metadata") or {}).get("labels") or {}).get("results") or [])]
    if ancestors is None:
        ancestors = [a.get("title", "") for a in page.get("ancestors") or []]
    version = page.get("version") or {}
    return SourceDocument(
        id=str(page["id"]),
        title=page.get("title", ""),
        url=page_web_url(page, base_url),
        version=str(version.get("number", "1")),
        last_updated=_parse_when(version.get("when")),
        space=space.get("name", ""),
        space_key=space.get("key", ""),
        ancestors=ancestors,
        labels=[lbl for lbl in labels if lbl],
        body=storage_to_markdown(storage, base_url, str(page["id"]), space.get("key", "")),
        source_type="confluence",
        allowed_users=list(allowed_users or []),
        allowed_groups=list(allowed_groups or []),
    )


def front_matter(doc: SourceDocument) -> str:
    """YAML front matter + body: what the bot indexes for a page (``advisor convert``)."""
    meta = {
        "id": doc.id, "title": doc.title, "url": doc.url, "space": doc.space, "space_key": doc.space_key,
        "version": doc.version, "last_updated": doc.last_updated.isoformat() if doc.last_updated else None,
        "ancestors": doc.ancestors, "labels": doc.labels,
    }
    if doc.is_restricted:
        meta.update(allowed_users=doc.allowed_users, allowed_groups=doc.allowed_groups)
    return "---\n" + yaml.safe_dump(meta, sort_keys=False, allow_unicode=True) + "---\n\n" + doc.body
