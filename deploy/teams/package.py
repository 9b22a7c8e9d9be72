"""Build the Teams app package (advisor-teams.zip): manifest.json with your values filled in, plus icons.

    python deploy/teams/package.py --app-id <Microsoft App ID> --host bot.example.edu \
        --university "Northbridge State University" [--version 1.0.1] [--out advisor-teams.zip]

Upload the zip in Teams (Apps → Manage your apps → Upload an app) or in the Teams admin center.
Standard library only.
"""

from __future__ import annotations

import argparse
import json
import re
import string
import struct
import sys
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
_GUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
_HOST = re.compile(r"^(?!https?://)[A-Za-z0-9.-]+(:\d+)?$")
ICON_SIZES = {"color.png": (192, 192), "outline.png": (32, 32)}


def png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    return struct.unpack(">II", data[16:24])


def build_manifest(app_id: str, host: str, university: str, version: str) -> dict:
    if not _GUID.match(app_id):
        raise ValueError(f"--app-id must be the bot's Microsoft App ID (a GUID), got {app_id!r}")
    if not _HOST.match(host):
        raise ValueError(f"--host must be a bare host name such as bot.example.edu (no https://), got {host!r}")
    if not re.match(r"^\d+\.\d+\.\d+$", version):
        raise ValueError(f"--version must look like 1.0.0, got {version!r}")
    # safe_substitute: "$schema" in the manifest is a JSON key, not a placeholder.
    text = string.Template((HERE / "manifest.json").read_text(encoding="utf-8")).safe_substitute(
        TEAMS_APP_ID=app_id, BOT_HOST=host, UNIVERSITY_NAME=json.dumps(university)[1:-1])
    if "${" in text:
        raise ValueError(f"manifest.json has an unknown placeholder: {text[text.index('${'):][:40]}")
    manifest = json.loads(text)
    manifest["version"] = version
    return manifest


def build_package(out: Path, app_id: str, host: str, university: str, version: str = "1.0.0") -> Path:
    manifest = build_manifest(app_id, host, university, version)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        # Teams wants the three files at the root of the zip, not in a folder.
        zf.writestr("manifest.json", json.dumps(manifest, indent=2, ensure_ascii=False))
        for name, size in ICON_SIZES.items():
            data = (HERE / name).read_bytes()
            if png_size(data) != size:
                raise ValueError(f"{name} must be {size[0]}x{size[1]} pixels")
            zf.writestr(name, data)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the Teams app package for the advising bot.")
    parser.add_argument("--app-id", required=True, help="Microsoft App ID of the Azure Bot registration (GUID).")
    parser.add_argument("--host", required=True, help="Public host name serving /api/messages, e.g. bot.example.edu.")
    parser.add_argument("--university", default="Your University", help="Developer name shown in Teams.")
    parser.add_argument("--version", default="1.0.0", help="App version; raise it for every re-upload.")
    parser.add_argument("--out", type=Path, default=Path("advisor-teams.zip"))
    args = parser.parse_args(argv)
    try:
        path = build_package(args.out, args.app_id, args.host, args.university, args.version)
    except (ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
