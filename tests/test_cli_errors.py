"""Every configuration or environment mistake a person can make is one line naming the setting, exit code 2,
no traceback — walked as a table through the real `advisor` entry point."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest

from bots.cli.main import main
from tests.services import free_port

REPO = Path(__file__).resolve().parents[1]


def _closed_port() -> int:
    return free_port()  # nothing listens there


CASES = [
    ({"ADVISOR_CHUNK_SIZE": "-5"}, ["ingest", "{folder}"], "ADVISOR_CHUNK_SIZE=-5"),
    ({"ADVISOR_CHUNK_OVERLAP": "5000"}, ["ingest", "{folder}"], "ADVISOR_CHUNK_OVERLAP"),
    ({"ADVISOR_INDEX_BACKEND": "pinecone"}, ["index", "stats"], "ADVISOR_INDEX_BACKEND=pinecone"),
    ({"ADVISOR_PORT": "eighty"}, ["index", "stats"], "ADVISOR_PORT=eighty"),
    ({"ADVISOR_FUSION": "magic"}, ["ask", "hello"], "ADVISOR_FUSION=magic"),
    ({"ADVISOR_CRISIS_RESOURCES_BY_LANGUAGE": '{{"nl": "Bel 112"}}'}, ["ask", "hello"], "covered languages are es, fr"),
    ({"ADVISOR_CRISIS_RESOURCES_BY_LANGUAGE": "Llama al 112"}, ["ask", "hello"], "crisis_resources_by_language"),
    ({"ADVISOR_REDIS_URL": "redis://127.0.0.1:{closed}/0"}, ["handoffs", "list"], "cannot reach Redis at ADVISOR_REDIS_URL"),
    ({"ADVISOR_REDIS_URL": "redis://:hunter2@127.0.0.1:{closed}/0"}, ["report", "unanswered"], "ADVISOR_REDIS_URL=redis://:***@"),
    ({"ADVISOR_REDIS_URL": "localhost:6379"}, ["report", "feedback"], "is not a Redis URL"),
    ({"ADVISOR_EMBEDDING_PROVIDER": "openai", "ADVISOR_EMBEDDING_BASE_URL": "http://127.0.0.1:{closed}/v1",
      "ADVISOR_EMBEDDING_API_KEY": "k"}, ["ingest", "{folder}"], "ADVISOR_EMBEDDING_BASE_URL"),
]


@pytest.mark.parametrize(("env", "args", "expected"), CASES, ids=[c[2].split("=")[0][:40] for c in CASES])
def test_bad_settings_are_one_line_with_the_variable_and_exit_2(env, args, expected, tmp_path, monkeypatch, capsys):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "page.md").write_text("# Page\n\nSome text about the library opening hours.\n")
    closed = _closed_port()
    monkeypatch.chdir(tmp_path)  # no .env from the working directory
    monkeypatch.setenv("ADVISOR_DATA_DIR", str(tmp_path / "data"))
    for key, value in env.items():
        monkeypatch.setenv(key, value.format(closed=closed))
    with pytest.raises(SystemExit) as exit_info:
        main([a.format(folder=folder) for a in args])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2, err
    assert expected in err, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert "hunter2" not in err


def test_serve_on_a_busy_port_says_so_in_one_line_without_claiming_to_serve(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "ADVISOR_DATA_DIR": str(tmp_path / "data"),
               "PYTHONPATH": str(REPO)}
        result = subprocess.run([sys.executable, "-m", "bots.cli.main", "serve", "--host", "127.0.0.1", "--port", str(port)],
                                cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 2, result.stderr
    assert "in use" in result.stderr and "Traceback" not in result.stderr
    assert "serving on" not in result.stdout
