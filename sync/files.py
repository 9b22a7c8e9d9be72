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
from urllib.parse import quote

import yaml

from core.knowledge.documents import SourceDocument
from core.knowledge.page_marks import PageLocator
from sync.pdf_text import PdfUnreadable, pdf_text

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
    # (file not read, the file read instead): the same document in another format
    copies: list[tuple[str, str]] = field(default_factory=list)


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
            level = _docx_heading_level(para)
            if level:
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


def _docx_heading_level(para) -> int:
    """1-6 for a heading paragraph: Title and Heading N styles, styles based on them (a custom "Syllabus
    Heading" based on Heading 2), or an outline level set on the paragraph or its style; 0 otherwise."""
    from docx.oxml.ns import qn

    style = para.style
    for _ in range(5):  # the style chain is short; guard against loops
        if style is None:
            break
        name = (style.name or "").lower()
        if name == "title":
            return 1
        if m := re.fullmatch(r"heading\s*(\d)", name):
            return min(int(m.group(1)), 6)
        style = style.base_style
    for ppr in (para._p.pPr, para.style.element.pPr if para.style is not None else None):  # noqa: SLF001
        level = ppr.find(qn("w:outlineLvl")) if ppr is not None else None
        if level is not None and (value := level.get(qn("w:val"), "")).isdigit() and int(value) < 6:
            return int(value) + 1
    return 0


def html_to_markdown(text: str) -> str:
    """The page's Markdown; its title is its first heading (as for Markdown files), and the ``<title>`` only
    becomes one when the page has no heading."""
    from bs4 import BeautifulSoup
    from markdownify import markdownify

    soup = BeautifulSoup(text, "lxml")
    for tag in soup(["script", "style", "nav", "header", "footer"]):
        tag.decompose()
    title = soup.title.get_text(strip=True) if soup.title else ""
    body = soup.body or soup
    if soup.title is not None:
        soup.title.decompose()
    has_heading = body.find(["h1", "h2", "h3", "h4", "h5", "h6"]) is not None
    md = markdownify(str(body), heading_style="ATX").strip()
    return md if has_heading or not title else f"# {title}\n\n{md}"


def path_id(path: Path, root: Path | None, id_from: str = "path") -> str:
    """A file's id when its front matter names none: its path inside the ingested folder, without suffix."""
    return path.stem if id_from == "stem" else _relative(path, root).with_suffix("").as_posix()


def _relative(path: Path, root: Path | None) -> Path:
    return path.relative_to(root) if root and path.is_relative_to(root) else Path(path.name)


def file_url(path: Path, root: Path | None, base_url: str | None = None) -> str:
    """Where a citation of this file points: the published copy (``base_url`` + the path inside the folder),
    else the plain path inside the ingested folder — never a ``file://`` URL to a machine's (temp) folder."""
    rel = _relative(path, root).as_posix()
    if base_url:
        return base_url.rstrip("/") + "/" + quote(rel)
    return f"{root.name}/{rel}" if root is not None and root.name and path.is_relative_to(root) else rel


def load_file(path: Path, root: Path | None = None, id_from: str = "path", base_url: str | None = None) -> SourceDocument:
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
    title = ""
    if kind == "pdf":
        try:
            pdf = pdf_text(data)
        except PdfUnreadable as exc:
            raise FileSkipped(str(exc)) from exc
        body, title = pdf.body, pdf.title
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
    if not PageLocator(body).text.strip():
        raise FileSkipped("no text could be extracted (scanned PDF or empty document?)")
    doc_id = str(meta.get("id") or path_id(path, root, id_from))
    title = str(meta.get("title") or title or _first_heading(body) or path.stem.replace("-", " ").replace("_", " "))
    return SourceDocument(
        id=doc_id,
        title=title,
        url=str(meta.get("url") or file_url(path, root, base_url)),
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


# Where a folder holds one document saved in several formats (a benchmark's docs/pdf/x.pdf and docs/docx/x.docx),
# the first readable of these is kept: PDF text held more of SyllabusQA's evidence spans than the DOCX copies
# (train 0.814 vs 0.758, dev 0.859 vs 0.824; docs/evaluation.md, session 43).
FORMAT_PREFERENCE = (".pdf", ".docx", ".md", ".markdown", ".html", ".htm", ".txt")


def load_files_one_per_stem(paths: Iterable[Path]) -> FileLoadReport:
    """Documents id'd by file stem, one per stem: the same document in several formats is read once, in the
    first readable format of FORMAT_PREFERENCE, so its text is not indexed twice. Two files of one format
    and one stem (in different folders) would share an id: the second is skipped, and says so."""
    by_stem: dict[str, list[tuple[Path, Path]]] = {}
    for path, root in iter_files(paths):
        by_stem.setdefault(path.stem.casefold(), []).append((path, root))
    report = FileLoadReport()
    for found in by_stem.values():
        found.sort(key=lambda f: (_format_rank(f[0]), str(f[0])))
        read: Path | None = None
        for path, root in found:
            if read is None:
                read = path if _load_into(report, path, root, "stem") else None
            elif path.suffix.lower() != read.suffix.lower():
                report.copies.append((str(path), str(read)))
            else:
                report.skipped.append((str(path), f"same id as {read} (ids are file names without extension)"))
    return report


def _format_rank(path: Path) -> int:
    suffix = path.suffix.lower()
    return FORMAT_PREFERENCE.index(suffix) if suffix in FORMAT_PREFERENCE else len(FORMAT_PREFERENCE)


def _load_into(report: FileLoadReport, path: Path, root: Path, id_from: str) -> bool:
    """Read one file into the report; a file that cannot be read is recorded as skipped, never raised."""
    try:
        if not path.exists():
            raise FileSkipped("no such file")
        report.documents.append(load_file(path, root, id_from))
        return True
    except FileSkipped as exc:
        report.skipped.append((str(path), str(exc)))
    except Exception as exc:  # noqa: BLE001 - one broken file must never stop the batch
        log.exception("unexpected error reading %s", path)
        report.skipped.append((str(path), f"unexpected error: {type(exc).__name__}: {exc}"))
    return False


def load_files(paths: Iterable[Path], id_from: str = "path") -> FileLoadReport:
    report = FileLoadReport()
    for path, root in iter_files(paths):
        _load_into(report, path, root, id_from)
    return report
