"""Scoreboard fixtures: an app on a temp SQLite database, a live server, Debian's Chromium."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from fastapi.testclient import TestClient

from hjerterfri.web.app import create_app


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'api.sqlite3'}")) as test_client:
        yield test_client


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[str]:
    """The whole app served by uvicorn in a thread; yields its base URL."""
    app = create_app(f"sqlite:///{tmp_path / 'live.sqlite3'}")
    config = uvicorn.Config(
        app, host="127.0.0.1", port=_free_port(), log_level="warning", timeout_graceful_shutdown=2
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("the test server did not start")
        threading.Event().wait(0.05)
    yield f"http://127.0.0.1:{config.port}"
    server.should_exit = True
    thread.join(timeout=10)


@pytest.fixture
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """A phone: the scoreboard is used at the card table."""
    return {**browser_context_args, "viewport": {"width": 390, "height": 844}}
