"""Real services for tests: processes started on free loopback ports, stopped at the end.

CI sets ADVISOR_REQUIRE_SERVICES=1 so a missing binary fails the run instead of skipping tests.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def require_binary(name: str, env_var: str | None = None) -> str:
    path = (os.environ.get(env_var) if env_var else None) or shutil.which(name)
    if not path:
        go_bin = Path(os.environ.get("GOPATH", Path.home() / "go")) / "bin" / name
        path = str(go_bin) if go_bin.exists() else None
    if not path:
        message = f"{name} not found (install it, see .ci/run)"
        if os.environ.get("ADVISOR_REQUIRE_SERVICES"):
            pytest.fail(message)
        pytest.skip(message)
    return path


class RedisServer:
    """A private redis-server: own port, own temp dir, AOF on (like production)."""

    def __init__(self) -> None:
        self.binary = require_binary("redis-server")
        self.port = free_port()
        self.dir = tempfile.mkdtemp(prefix="advisor-redis-")
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> "RedisServer":
        self.proc = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", self.dir,
             "--appendonly", "yes", "--save", "", "--protected-mode", "yes"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        deadline = time.time() + 10
        while time.time() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2) as s:
                    s.sendall(b"PING\r\n")
                    if s.recv(16).startswith(b"+PONG"):
                        return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(5)

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)
