"""``hjerterfri serve``: its options reach uvicorn and the database; the address is printed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import uvicorn
from typer.testing import CliRunner, Result

from hjerterfri.cli import app
from hjerterfri.cli import serve as serve_module
from hjerterfri.services.table.bot_pool import NICE_VAR
from hjerterfri.web import addresses
from hjerterfri.web.creation_limit import LIMIT_VAR
from hjerterfri.web.request_limit import LIMIT_VAR as REQUEST_LIMIT_VAR


@pytest.fixture
def no_serving(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """``uvicorn.Server.run`` records the server instead of serving."""
    servers: list[Any] = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda server: servers.append(server))
    return servers


def test_serve_listens_where_told_on_the_database_given(
    no_serving: list[Any], tmp_path: Path
) -> None:
    url = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    args = ["serve", "--host", "127.0.0.1", "--port", "8123", "--db", url, "--no-browser"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "http://127.0.0.1:8123/" in result.output
    (server,) = no_serving
    assert (server.config.host, server.config.port) == ("127.0.0.1", 8123)
    assert (tmp_path / "cli.sqlite3").exists()


def test_the_database_can_come_from_the_environment(no_serving: list[Any], tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'env.sqlite3'}"
    result = CliRunner().invoke(
        app, ["serve", "--no-browser"], env={"HJERTERFRI_DATABASE_URL": url}
    )
    assert result.exit_code == 0, result.output
    assert (tmp_path / "env.sqlite3").exists()


class Started:
    started = True
    should_exit = False


def test_the_address_is_printed_when_no_browser_opens(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(serve_module.webbrowser, "open", lambda url: False)
    serve_module._open_when_up(Started(), "http://127.0.0.1:8000/")
    assert "open http://127.0.0.1:8000/ yourself" in capsys.readouterr().out


def test_a_browser_is_opened_at_the_address(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[str] = []
    monkeypatch.setattr(serve_module.webbrowser, "open", lambda url: opened.append(url) or True)
    serve_module._open_when_up(Started(), "http://127.0.0.1:8000/")
    assert opened == ["http://127.0.0.1:8000/"]


def test_on_all_interfaces_the_address_for_friends_is_printed(
    no_serving: list[Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(addresses, "lan_addresses", lambda: ["192.168.1.20"])
    url = f"sqlite:///{tmp_path / 'lan.sqlite3'}"
    args = ["serve", "--host", "0.0.0.0", "--port", "8123", "--db", url, "--no-browser"]
    result = CliRunner().invoke(app, args)
    assert "Friends on your network: http://192.168.1.20:8123/" in result.output
    local = CliRunner().invoke(app, ["serve", "--port", "8123", "--db", url, "--no-browser"])
    assert "--host 0.0.0.0" in local.output and "192.168.1.20" not in local.output


def serve_with(tmp_path: Path, *options: str, env: dict[str, str | None]) -> Result:
    """``serve`` with ``options`` on a fresh database, no browser, port 8123; the terminal
    wide enough that an error stays on one line."""
    url = f"sqlite:///{tmp_path / 'options.sqlite3'}"
    args = ["serve", *options, "--db", url, "--no-browser", "--port", "8123"]
    return CliRunner().invoke(app, args, env={"COLUMNS": "300", **env})


def test_the_bots_priority_reaches_the_bot_pool(no_serving: list[Any], tmp_path: Path) -> None:
    result = serve_with(tmp_path, "--bot-nice", "4", env={NICE_VAR: None})
    assert result.exit_code == 0, result.output
    (server,) = no_serving
    assert server.config.app.state.hub.pool.nice == 4


def test_a_priority_out_of_range_is_refused_with_the_range(tmp_path: Path) -> None:
    result = serve_with(tmp_path, "--bot-nice", "20", env={NICE_VAR: None})
    assert result.exit_code == 2
    assert "20 is out of range" in result.output and "19" in result.output
    wrong = serve_with(tmp_path, env={NICE_VAR: "low"})
    assert wrong.exit_code == 2
    assert "'low'; give a whole number from 0 to 19" in wrong.output
    assert not (tmp_path / "options.sqlite3").exists()  # refused before the database is made


def test_the_start_limit_reaches_the_app(no_serving: list[Any], tmp_path: Path) -> None:
    result = serve_with(tmp_path, "--start-limit", "5", env={LIMIT_VAR: None})
    assert result.exit_code == 0, result.output
    (server,) = no_serving
    limit = server.config.app.state.creation_limit
    assert (limit.buckets.burst, limit.buckets.per_second * 60) == (5, 5.0)


def test_a_start_limit_below_one_is_refused_with_the_range(tmp_path: Path) -> None:
    result = serve_with(tmp_path, "--start-limit", "0", env={LIMIT_VAR: None})
    assert result.exit_code == 2
    assert "0 is out of range" in result.output
    wrong = serve_with(tmp_path, env={LIMIT_VAR: "zero"})
    assert wrong.exit_code == 2
    assert "HJERTERFRI_START_LIMIT='zero': give a whole number from 1" in wrong.output
    assert not (tmp_path / "options.sqlite3").exists()  # refused before the database is made


def test_the_request_limit_reaches_the_app(no_serving: list[Any], tmp_path: Path) -> None:
    result = serve_with(tmp_path, "--request-limit", "7", env={REQUEST_LIMIT_VAR: None})
    assert result.exit_code == 0, result.output
    (server,) = no_serving
    limit = server.config.app.state.request_limit
    assert (limit.buckets.burst, limit.buckets.per_second) == (70, 7.0)


def test_a_wrong_request_limit_is_refused_with_the_range(tmp_path: Path) -> None:
    result = serve_with(tmp_path, "--request-limit", "0", env={REQUEST_LIMIT_VAR: None})
    assert result.exit_code == 2
    assert "0 is out of range" in result.output
    wrong = serve_with(tmp_path, env={REQUEST_LIMIT_VAR: "-3"})
    assert wrong.exit_code == 2
    assert "HJERTERFRI_REQUEST_LIMIT='-3': give a whole number from 1" in wrong.output
    assert not (tmp_path / "options.sqlite3").exists()  # refused before the database is made
