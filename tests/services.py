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
import urllib.request
from pathlib import Path

import pytest


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def free_port_pair() -> int:
    """A free port whose successor is free too."""
    for _ in range(50):
        port = free_port()
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port + 1))
            except OSError:
                continue
        return port
    raise RuntimeError("no two consecutive free ports")


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
        # appendfsync always: the tests kill -9 this server and expect every acknowledged write back. With
        # the default (everysec) a busy disk lets Redis postpone the AOF write by up to 2 s after replying,
        # and a kill in that window loses the write (seen as a flaky history test under load).
        self.proc = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", self.dir,
             "--appendonly", "yes", "--appendfsync", "always", "--save", "", "--protected-mode", "yes"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        deadline = time.time() + 60
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


class WeaviateServer:
    """A private single-node weaviate-server (built from the Go module): own ports, own data dir.

    ``kill()`` then ``start()`` restarts it on the same data directory (crash-recovery tests).
    The server's output goes to ``log_path`` for debugging a failed start.
    """

    def __init__(self, data_dir: str | None = None) -> None:
        self.binary = require_binary("weaviate-server", "ADVISOR_WEAVIATE_SERVER_BIN")
        self.http_port = free_port()
        self.grpc_port = free_port()
        self.dir = data_dir or tempfile.mkdtemp(prefix="advisor-weaviate-")
        self.log_path = Path(self.dir + ".log")
        self.proc: subprocess.Popen | None = None
        self._log = None
        # gossip, data, raft and raft-rpc ports: all private, so parallel runs never collide. With
        # CLUSTER_IN_LOCALHOST the server finds a node's raft-rpc port at its raft port + 1.
        raft = free_port_pair()
        self._cluster_ports = [free_port(), free_port(), raft, raft + 1]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.http_port}"

    def _env(self) -> dict[str, str]:
        gossip, data, raft, raft_rpc = self._cluster_ports
        env = {k: v for k, v in os.environ.items() if not k.startswith(("AUTHENTICATION_", "CLUSTER_", "RAFT_"))}
        env.update({
            "AUTHENTICATION_ANONYMOUS_ACCESS_ENABLED": "true",
            "PERSISTENCE_DATA_PATH": self.dir,
            "DEFAULT_VECTORIZER_MODULE": "none",
            "ENABLE_MODULES": "",
            "DISABLE_TELEMETRY": "true",
            "GRPC_PORT": str(self.grpc_port),
            "CLUSTER_HOSTNAME": "node1",
            "CLUSTER_IN_LOCALHOST": "true",
            # without these memberlist advertises the first private address (here an IPv6 one) and the
            # single-node raft cluster never finds its own leader
            "CLUSTER_BIND_ADDR": "127.0.0.1",
            "CLUSTER_ADVERTISE_ADDR": "127.0.0.1",
            "CLUSTER_GOSSIP_BIND_PORT": str(gossip),
            "CLUSTER_DATA_BIND_PORT": str(data),
            "RAFT_PORT": str(raft),
            "RAFT_INTERNAL_RPC_PORT": str(raft_rpc),
            "RAFT_BOOTSTRAP_EXPECT": "1",
            # one node: no network partitions to ride out, so short raft timeouts (a faster start)
            "RAFT_TIMEOUTS_MULTIPLIER": "1",
            "QUERY_DEFAULTS_LIMIT": "25",
            "LOG_LEVEL": os.environ.get("ADVISOR_WEAVIATE_LOG_LEVEL", "warning"),
        })
        return env

    def ready(self) -> bool:
        try:
            with urllib.request.urlopen(f"{self.url}/v1/.well-known/ready", timeout=0.5) as resp:
                return resp.status == 200
        except OSError:
            return False

    def start(self, timeout_s: float = 180.0) -> "WeaviateServer":
        self._log = open(self.log_path, "ab")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            [self.binary, "--scheme", "http", "--host", "127.0.0.1", "--port", str(self.http_port)],
            env=self._env(), stdout=self._log, stderr=subprocess.STDOUT,
        )
        deadline = time.time() + timeout_s
        while time.time() < deadline:
            if self.proc.poll() is not None:
                break
            if self.ready():
                return self
            time.sleep(0.1)
        self.stop()
        tail = self.log_path.read_text(errors="replace")[-2000:]
        raise RuntimeError(f"weaviate-server did not become ready on {self.url}; log {self.log_path}:\n{tail}")

    def kill(self) -> None:
        """SIGKILL, as a crash would (no graceful shutdown)."""
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self._close_log()

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self._close_log()

    def _close_log(self) -> None:
        if self._log:
            self._log.close()
            self._log = None

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)
        self.log_path.unlink(missing_ok=True)
