"""A minimal PDF writer for tests: pages of text lines in Helvetica (WinAnsi), optional running header and
footer, and a metadata title — real PDF files that pdfium parses, made without a PDF library."""

from __future__ import annotations


def _literal(text: str) -> str:
    out = []
    for byte in text.encode("cp1252"):
        ch = chr(byte)
        if ch in "\\()":
            out.append("\\" + ch)
        elif 32 <= byte < 127:
            out.append(ch)
        else:
            out.append(f"\\{byte:03o}")
    return "(" + "".join(out) + ")"


def make_pdf(pages: list[list[str]], title: str | None = None, header: str | None = None,
             footer: str | None = None, font_size: int = 10) -> bytes:
    """``header``/``footer`` may hold ``{page}`` (the page number)."""
    objects: list[bytes] = []

    def add(body: str | bytes) -> int:
        objects.append(body.encode("latin-1") if isinstance(body, str) else body)
        return len(objects)

    catalog = add("")  # filled in below
    pages_obj = add("")
    font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
    kids = []
    for n, lines in enumerate(pages, start=1):
        ops = []
        placed = [(770, header), (40, footer)]
        for y, text in placed:
            if text:
                ops.append(f"BT /F1 8 Tf 72 {y} Td {_literal(text.format(page=n))} Tj ET")
        y = 740
        for line in lines:
            if line:
                ops.append(f"BT /F1 {font_size} Tf 72 {y} Td {_literal(line)} Tj ET")
            y -= font_size + 4
        stream = "\n".join(ops).encode("latin-1")
        content = add(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
        kids.append(add(f"<< /Type /Page /Parent {pages_obj} 0 R /MediaBox [0 0 612 792] "
                        f"/Resources << /Font << /F1 {font} 0 R >> >> /Contents {content} 0 R >>"))
    objects[catalog - 1] = f"<< /Type /Catalog /Pages {pages_obj} 0 R >>".encode()
    objects[pages_obj - 1] = (f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] "
                              f"/Count {len(kids)} >>").encode()
    info = add(f"<< /Title {_literal(title)} /Producer (tests) >>") if title is not None else None
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += "".join(f"{o:010d} 00000 n \n" for o in offsets).encode()
    trailer = f"<< /Size {len(objects) + 1} /Root {catalog} 0 R" + (f" /Info {info} 0 R" if info else "") + " >>"
    out += f"trailer\n{trailer}\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)
