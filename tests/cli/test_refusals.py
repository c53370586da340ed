"""Each bug of issue 11 as the user typed it: refused before any work, in one line naming the
option, with exit code 2, and never a traceback."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from typer.testing import CliRunner

from hjerterfri.cli import app

WIDE = {"COLUMNS": "400"}


def run(*args: str) -> Any:
    result = CliRunner().invoke(app, list(args), env=WIDE)
    assert "Traceback" not in result.output
    return result


def refused(result: Any, option: str, says: str) -> None:
    assert result.exit_code == 2, result.output
    assert isinstance(result.exception, SystemExit)
    assert f"Invalid value for {option}" in result.output or (
        f"Invalid value for '{option}'" in result.output
    ), result.output
    assert says in result.output, result.output


@pytest.fixture
def no_serving(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    servers: list[Any] = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda server: servers.append(server))
    return servers


@pytest.fixture
def busy_port() -> Iterator[int]:
    """A port another program listens on."""
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        yield other.getsockname()[1]


def test_watch_with_a_negative_delay_plays_nothing() -> None:
    result = run("watch", "--delay", "-1")
    refused(result, "--delay", "give 0 or more seconds")
    assert "Deal  1" not in result.output


@pytest.mark.parametrize("port", ["99999", "-1"])
def test_serve_on_a_port_that_cannot_be_prints_no_url(
    port: str, no_serving: list[Any], tmp_path: Path
) -> None:
    result = run("serve", "--port", port, "--no-browser", "--db", f"sqlite:///{tmp_path}/g.db")
    refused(result, "--port", "give one from 1 to 65535")
    assert "http://" not in result.output and no_serving == []


def test_serve_on_a_port_in_use_says_so_before_anything_else(
    busy_port: int, no_serving: list[Any], tmp_path: Path
) -> None:
    db = f"sqlite:///{tmp_path}/g.db"
    result = run("serve", "--port", str(busy_port), "--no-browser", "--db", db)
    refused(result, "--port", f"port {busy_port} is already in use")
    assert "choose another, like --port 8000" in result.output
    assert "Hjerterfri is at" not in result.output and no_serving == []


@pytest.mark.parametrize(
    ("command", "url", "says"),
    [
        ("play", "notaurl", "'notaurl' is not a database URL; give one like sqlite:///"),
        ("score", "notaurl", "'notaurl' is not a database URL; give one like sqlite:///"),
        ("play", "sqlite:////nonexistent/dir/x.db", "the folder /nonexistent/dir does not exist"),
        ("serve", "sqlite:////nonexistent/dir/x.db", "the folder /nonexistent/dir does not exist"),
    ],
)
def test_a_database_that_cannot_be_opened_is_explained(
    command: str, url: str, says: str, no_serving: list[Any]
) -> None:
    refused(
        run(command, "--db", url, *(["--no-browser"] if command == "serve" else [])), "--db", says
    )


def test_arena_checks_its_json_path_before_playing() -> None:
    result = run(
        "arena", "--bots", "easy,random", "--deals", "1", "--json", "/nonexistent/dir/x.json"
    )
    refused(result, "--json", "the folder /nonexistent/dir does not exist")
    assert "arena:" not in result.output and "duplicate deals" not in result.output


def test_watch_checks_its_record_path_before_playing() -> None:
    result = run("watch", "--bots", "random", "--delay", "0", "--record", "/nonexistent/dir/x.json")
    refused(result, "--record", "the folder /nonexistent/dir does not exist")
    assert "Deal  1" not in result.output


def test_arena_takes_preset_like_every_command_and_rules_still_works(tmp_path: Path) -> None:
    for flag in ("--preset", "--rules"):
        out = tmp_path / f"{flag[2:]}.json"
        args = [
            "arena",
            "--bots",
            "easy,random",
            "--deals",
            "1",
            flag,
            "omnibus",
            "--json",
            str(out),
        ]
        assert run(*args).exit_code == 0
        assert json.loads(out.read_text())["rules"]["jack_of_diamonds"] is True
    assert "--rules" not in run("arena", "--help").output  # deprecated: hidden


def test_arena_rule_changes_the_preset_as_the_published_matches_are_played(
    tmp_path: Path,
) -> None:
    out = tmp_path / "arena.json"
    args = ["--rule", "pass_order=none", "--rule", "single_deal=true", "--rule", "queen_points=12"]
    result = run("arena", "--bots", "easy,random", "--deals", "2", *args, "--json", str(out))
    assert result.exit_code == 0, result.output
    report = json.loads(out.read_text())
    assert report["rules"]["pass_order"] == "none" and report["rules"]["single_deal"] is True
    assert report["rules"]["queen_points"] == 12 and report["rules"]["players"] == 4
    assert {(row["match"], row["deal"]) for row in report["deal_rows"]} == {(0, 1), (1, 1)}


@pytest.mark.parametrize(
    ("rule", "says"),
    [
        ("colour=red", "'colour=red' is not NAME=VALUE for a rule; NAME is one of players, pass"),
        ("single_deal", "is not NAME=VALUE for a rule"),
        ("single_deal=maybe", "single_deal='maybe' must be true or false"),
        ("pass_order=sideways", "is not a choice; use 'left_first', 'right_first' or 'none'"),
        ("queen_points=11", "is not a choice; use 13 or 12"),
        ("target=lots", "target: 'lots' is not a whole number; give 1 or more"),
    ],
)
def test_arena_rule_refusals_say_what_would_be_right(rule: str, says: str) -> None:
    result = run("arena", "--bots", "easy,random", "--deals", "1", "--rule", rule)
    refused(result, "--rule", says)
    assert "duplicate deals" not in result.output


def test_arena_one_bot_then_the_rest_fill_the_other_seats(tmp_path: Path) -> None:
    out = tmp_path / "arena.json"
    result = run("arena", "--bots", "easy,random", "--deals", "1", "--json", str(out))
    assert result.exit_code == 0, result.output
    assert json.loads(out.read_text())["bots"] == ["easy", "random", "random", "random"]


def test_arena_with_one_bot_alone_says_what_to_give() -> None:
    refused(run("arena", "--bots", "hard"), "--bots", "give two or more, like hard,medium")


def test_arena_numbers_are_refused_in_our_words() -> None:
    result = run("arena", "--deals", "abc")
    refused(result, "--deals", "'abc' is not a whole number; give 1 or more")
    assert "Input should be" not in result.output


@pytest.mark.parametrize(
    ("args", "option"),
    [
        (["watch", "--preset", "nope"], "--preset"),
        (["watch", "--players", "2"], "--players"),
        (["watch", "--bots", "genius"], "--bots"),
        (["arena", "--preset", "nope"], "--preset"),
        (["arena", "--bots", "genius,easy"], "--bots"),
        (["play", "--players", "2"], "--players"),
    ],
)
def test_every_refusal_names_its_option(args: list[str], option: str) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert f"Invalid value for {option}" in result.output or (
        f"Invalid value for '{option}'" in result.output
    )
    assert "Invalid value:" not in result.output
    assert "--preset/--players/--target" not in result.output


def test_the_arena_table_fits_80_columns_and_says_n_a_before_a_finished_match() -> None:
    result = CliRunner().invoke(
        app, ["arena", "--bots", "medium,random", "--deals", "2"], env={"COLUMNS": "80"}
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert max(len(line) for line in lines) <= 80
    rows = [line for line in lines if line.startswith((" 0 ", " 1 ", " 2 ", " 3 "))]
    assert len(rows) == 4 and all("n/a" in row and "0.0%" not in row for row in rows)
