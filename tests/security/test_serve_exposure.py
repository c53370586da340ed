"""``hjerterfri serve --host`` beyond this computer says who can then create tables (issue 9)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import uvicorn
from typer.testing import CliRunner

from hjerterfri.cli import app
from hjerterfri.web import addresses

WARNING = "can create tables and play here"


@pytest.fixture
def no_serving(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    servers: list[Any] = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda server: servers.append(server))
    monkeypatch.setattr(addresses, "lan_addresses", lambda: ["192.168.1.20"])
    return servers


def serve(host: str, tmp_path: Path) -> str:
    db = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    args = ["serve", "--host", host, "--port", "8123", "--db", db, "--no-browser"]
    result = CliRunner().invoke(app, args, env={"COLUMNS": "300"})
    assert result.exit_code == 0, result.output
    return result.output


def test_all_interfaces_warn_that_anyone_reaching_it_can_create_tables(
    no_serving: list[Any], tmp_path: Path
) -> None:
    out = serve("0.0.0.0", tmp_path)
    assert f"Anyone who can reach http://192.168.1.20:8123/ {WARNING}" in out
    assert "only on a network you trust" in out


def test_loopback_gives_no_warning(no_serving: list[Any], tmp_path: Path) -> None:
    for host in ("127.0.0.1", "localhost"):
        assert WARNING not in serve(host, tmp_path)
