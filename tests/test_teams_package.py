"""The Teams app package: manifest filled in, icons at the sizes Teams requires, bad input refused."""

from __future__ import annotations

import importlib.util
import json
import zipfile
from pathlib import Path

import pytest

PACKAGE_SCRIPT = Path(__file__).resolve().parent.parent / "deploy" / "teams" / "package.py"
APP_ID = "5d1e7a52-0000-4000-8000-00000000a11c"


@pytest.fixture(scope="module")
def package():
    spec = importlib.util.spec_from_file_location("teams_package", PACKAGE_SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_package_has_manifest_and_icons_at_the_root(package, tmp_path):
    out = package.build_package(tmp_path / "app.zip", APP_ID, "bot.example.edu", "Northbridge State", "1.2.3")
    with zipfile.ZipFile(out) as zf:
        assert sorted(zf.namelist()) == ["color.png", "manifest.json", "outline.png"]
        manifest = json.loads(zf.read("manifest.json"))
        assert package.png_size(zf.read("color.png")) == (192, 192)
        assert package.png_size(zf.read("outline.png")) == (32, 32)
    assert tuple(int(p) for p in manifest["manifestVersion"].split(".")) >= (1, 16)
    assert manifest["id"] == APP_ID and manifest["version"] == "1.2.3"
    bot = manifest["bots"][0]
    assert bot["botId"] == APP_ID
    assert set(bot["scopes"]) == {"personal", "team", "groupChat"}
    commands = bot["commandLists"][0]["commands"]
    assert commands and all(len(c["title"]) <= 32 for c in commands)
    assert manifest["validDomains"] == ["bot.example.edu"]
    assert len(manifest["description"]["short"]) <= 80 and len(manifest["name"]["short"]) <= 30
    assert "${" not in json.dumps(manifest)


@pytest.mark.parametrize("app_id,host", [("not-a-guid", "bot.example.edu"), (APP_ID, "https://bot.example.edu")])
def test_bad_values_are_refused_with_a_one_line_error(package, tmp_path, capsys, app_id, host):
    assert package.main(["--app-id", app_id, "--host", host, "--out", str(tmp_path / "x.zip")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1
    assert not (tmp_path / "x.zip").exists()
