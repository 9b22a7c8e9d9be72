"""Files → ``SourceDocument``: Markdown (with YAML front matter), HTML, text, PDF (pypdfium2), DOCX.

Each bad file is skipped with a one-line reason and the rest of the batch goes on.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import yaml

from core.knowledge.documents import SourceDocument

log = logging.getLogger(__name__)

SUPPORTED = {".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html", ".txt": "text",
             ".pdf": "pdf", ".docx": "docx"}
MAX_FILE_BYTES = 15 * 1024 * 1024
_FRONT_MATTER = re.compile(r"\A---\s*\n(.*?)\n---\s*(\n|\Z)", re.S)


class FileSkipped(Exception):
    """A file that cannot be ingested; the message is the one-line reason."""


@dataclass
class FileLoadReport:
    documents: list[SourceDocument] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)


def _read_text(path: Path, data: bytes) -> str:
    if b"\x00" in data[:8192]:
        raise FileSkipped("binary content (NUL bytes) in a text file")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileSkipped(f"not UTF-8 text (byte {exc.start}); re-save it as UTF-8") from exc


def _parse_front_matter(text: str) -> tuple[dict, str]:
    m = _FRONT_MATTER.match(text)
    if not m:
        return {}, text
    try:
        meta = yaml.safe_load(m.group(1)) or {}
    except yaml.YAMLError as exc:
        raise FileSkipped(f"invalid YAML front matter: {str(exc).splitlines()[0]}") from exc
    if not isinstance(meta, dict):
        raise FileSkipped("front matter is not a mapping")
    return meta, text[m.end():]


def _as_list(value) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [v.strip() for v in value.split(",") if v.strip()]
    return [str(v) for v in value]


def _as_datetime(value) -> datetime | None:
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=timezone.utc)
    try:
        parsed = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)


def pdf_to_markdown(data: bytes) -> str:
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(data)
    except Exception as exc:  # noqa: BLE001 - pdfium raises PdfiumError and friends
        raise FileSkipped(f"PDF does not parse ({exc})") from exc
    try:
        pages = []
        for page in pdf:
            textpage = page.get_textpage()
            pages.append(textpage.get_text_range().replace("\r\n", "\n").replace("\r", "\n"))
            textpage.close()
            page.close()
    finally:
        pdf.close()
    # PDF lines are layout lines: re-join wrapped lines inside paragraphs so sentences are whole.
    text = "\n\n".join(p.strip() for p in pages if p.strip())
    text = re.sub(r"(?<![.:;!?\n])\n(?!\n|\s*[-•*●▪]|\s*\d+[.)]\s)", " ", text)
    return re.sub(r"[ \t]{2,}", " ", text)


def docx_to_markdown(data: bytes) -> str:
    import io

    import docx
    from docx.document import Document as _Doc  # noqa: F401 - type only
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    try:
        document = docx.Document(io.BytesIO(data))
    except Exception as exc:  # noqa: BLE001
        raise FileSkipped(f"DOCX does not open ({exc})") from exc
    out: list[str] = []
    for block in document.element.body.iterchildren():
        tag = block.tag.rsplit("}", 1)[-1]
        if tag == "p":
            para = Paragraph(block, document)
            text = para.text.strip()
            if not text:
                continue
            style = (para.style.name or "").lower() if para.style is not None else ""
            if style.startswith("heading") or style == "title":
                level = 1 if style == "title" else min(int(re.sub(r"\D", "", style) or 1), 6)
                out.append(f"{'#' * level} {text}")
            elif "list" in style:
                out.append(f"- {text}")
            else:
                out.append(text)
        elif tag == "tbl":
            table = Table(block, document)
            rows = []
            for r in table.rows:
                cells = [c.text.strip().replace("\n", " ").replace("|", "\\|") for c in r.cells]
                rows.append("| " + " | ".join(cells) + " |")
            if rows:
                width = rows[0].count("|") - 1
                rows.insert(1, "|" + " --- |" * max(width, 1))
                out.append("\n".join(rows))
    return "\n\n".join(out)


def html_to_markdown(text: str) -> str:
    from bs4 import BeautifulSoup
    from markdownify import markdownify

    soup = BeautifulSoup(text, "lxml")
    for tag in soup(["script", "style", "nav", "header", "footer"]):
        tag.decompose()
    title = soup.title.get_text(strip=True) if soup.title else ""
    body = soup.body or soup
    return (f"# {title}\n\n" if title else "") + markdownify(str(body), heading_style="ATX").strip()


def load_file(path: Path, root: Path | None = None, id_from: str = "path") -> SourceDocument:
    """One file as a document, or ``FileSkipped`` with the reason."""
    kind = SUPPORTED.get(path.suffix.lower())
    if kind is None:
        raise FileSkipped(f"unsupported file type {path.suffix or '(none)'}")
    size = path.stat().st_size
    if size == 0:
        raise FileSkipped("empty file")
    if size > MAX_FILE_BYTES:
        raise FileSkipped(f"too large ({size / 1e6:.1f} MB > {MAX_FILE_BYTES / 1e6:.0f} MB)")
    data = path.read_bytes()
    meta: dict = {}
    if kind == "pdf":
        body = pdf_to_markdown(data)
    elif kind == "docx":
        body = docx_to_markdown(data)
    else:
        text = _read_text(path, data)
        if kind == "markdown":
            meta, body = _parse_front_matter(text)
        elif kind == "html":
            body = html_to_markdown(text)
        else:
            body = text
    if not body.strip():
        raise FileSkipped("no text could be extracted (scanned PDF or empty document?)")
    rel = path.relative_to(root) if root and path.is_relative_to(root) else Path(path.name)
    doc_id = str(meta.get("id") or (path.stem if id_from == "stem" else rel.with_suffix("").as_posix()))
    title = str(meta.get("title") or _first_heading(body) or path.stem.replace("-", " ").replace("_", " "))
    return SourceDocument(
        id=doc_id,
        title=title,
        url=str(meta.get("url") or path.resolve().as_uri()),
        version=str(meta.get("version") or hashlib.sha256(data).hexdigest()[:12]),
        last_updated=_as_datetime(meta.get("last_updated")) or datetime.fromtimestamp(path.stat().st_mtime, timezone.utc),
        space=str(meta.get("space") or ""),
        space_key=str(meta.get("space_key") or ""),
        ancestors=_as_list(meta.get("ancestors")),
        labels=_as_list(meta.get("labels")),
        body=body,
        source_type=kind,
        allowed_users=_as_list(meta.get("allowed_users")),
        allowed_groups=_as_list(meta.get("allowed_groups")),
    )


def _first_heading(body: str) -> str | None:
    m = re.search(r"^#\s+(.+)$", body, re.M)
    return m.group(1).strip() if m else None


def iter_files(paths: Iterable[Path]) -> Iterator[tuple[Path, Path]]:
    """(file, root) for every supported file under the given files or folders, in a stable order."""
    for p in paths:
        p = Path(p)
        if p.is_dir():
            for f in sorted(p.rglob("*")):
                if f.is_file() and f.suffix.lower() in SUPPORTED and f.name.lower() != "readme.md":
                    yield f, p
        else:
            yield p, p.parent


def load_files(paths: Iterable[Path], id_from: str = "path") -> FileLoadReport:
    report = FileLoadReport()
    for path, root in iter_files(paths):
        try:
            if not path.exists():
                raise FileSkipped("no such file")
            report.documents.append(load_file(path, root, id_from))
        except FileSkipped as exc:
            report.skipped.append((str(path), str(exc)))
        except Exception as exc:  # noqa: BLE001 - one broken file must never stop the batch
            log.exception("unexpected error reading %s", path)
            report.skipped.append((str(path), f"unexpected error: {type(exc).__name__}: {exc}"))
    return report
