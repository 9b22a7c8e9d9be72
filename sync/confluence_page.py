"""A Confluence REST v1 content object → ``SourceDocument`` (its storage body converted to Markdown), and the
front-matter form ``advisor convert`` prints."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

import yaml

from core.knowledge.documents import SourceDocument
from sync.storage_converter import storage_to_markdown


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
                     allowed_groups: list[str] | None = None, ancestors: list[str] | None = None,
                     users: Mapping[str, str] | None = None) -> SourceDocument:
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
        body=storage_to_markdown(storage, base_url, str(page["id"]), space.get("key", ""), users),
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
