"""The real ``hjerterfri serve`` in a subprocess on a free local port, stoppable and restartable."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STARTUP_SECONDS = 30.0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class LiveServer:
    """One server process at a time on ``port`` with the database ``database_url``."""

    def __init__(self, database_url: str, port: int, log: Path) -> None:
        self.database_url = database_url
        self.port = port
        self.log = log
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self, options: list[str] | None = None) -> None:
        """Starts the server, with ``serve``'s ``options`` if given, and waits until it answers."""
        command = [sys.executable, "-m", "hjerterfri", "serve", "--no-browser"]
        command += ["--port", str(self.port), "--db", self.database_url, *(options or [])]
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=log)
        self._wait_until_up()

    def _wait_until_up(self) -> None:
        deadline = time.monotonic() + STARTUP_SECONDS
        while time.monotonic() < deadline:
            assert self.process is not None
            if self.process.poll() is not None:
                raise RuntimeError(f"the server stopped at start:\n{self.log.read_text()}")
            try:
                with urllib.request.urlopen(self.url + "api/options", timeout=2):
                    return
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.1)
        log = self.log.read_text()
        raise RuntimeError(f"the server did not answer in {STARTUP_SECONDS} s:\n{log}")

    def kill(self) -> None:
        """Stops the server at once, as ``kill -9`` would: no chance to tidy up."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
        self.process = None

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.process = None
