"""Every command the README shows works as written (issue 11). Each is run through the CLI
runner with what the README leaves open filled in (a record file, a game id) plus a private
database and a free port; where the command would start a long game, a server or a screen,
the test stops it at that point and checks what was about to start."""

from __future__ import annotations

import json
import re
import socket
from pathlib import Path
from typing import Any

import pytest
import typer
import uvicorn
from typer.testing import CliRunner

from hjerterfri.bots.arena import run_arena
from hjerterfri.cli import app
from hjerterfri.cli import arena as arena_module
from hjerterfri.cli import game as game_module
from hjerterfri.cli import parting as parting_module
from hjerterfri.cli import score as score_module
from hjerterfri.core import Match, Rules
from hjerterfri.core.record import dumps
from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.scoreboard.board import Board
from hjerterfri.services.store.boards import BoardStore
from hjerterfri.services.store.database import open_database
from hjerterfri.tui import HjerterfriApp
from tests.core.test_match import play_match

README = Path(__file__).parents[2] / "README.md"


def readme_commands() -> list[list[str]]:
    """Each `hjerterfri …` in the README, its [optional] parts given; "…" ones are prose."""
    found = []
    for text in re.findall(r"`(hjerterfri [^`]*)`", README.read_text()):
        if "…" in text:
            continue
        words = text.replace("[", " ").replace("]", " ").split()[1:]
        if words in (["replay"], ["export"]):
            continue  # named in prose; as commands they need the file the README shows
        if "ADDRESS" in words:
            continue  # a Ray cluster's: tests/bots/test_arena_ray.py starts one and runs it
        if words not in found:
            found.append(words)
    return found


COMMANDS = readme_commands()


def free_port() -> str:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return str(probe.getsockname()[1])


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any]]:
    """What each command was about to start, instead of starting it."""
    seen: list[tuple[str, Any]] = []

    def stop(kind: str) -> Any:
        def record(*args: Any, **kwargs: Any) -> None:
            seen.append((kind, (args, kwargs)))
            raise typer.Exit(0)

        return record

    monkeypatch.setattr(uvicorn.Server, "run", stop("server"))
    monkeypatch.setattr(HjerterfriApp, "run", stop("terminal game"))
    monkeypatch.setattr(arena_module, "run_arena", stop("arena"))
    monkeypatch.setattr(parting_module, "decisions", stop("parting"))
    monkeypatch.setattr(game_module, "play_deal", stop("watched game"))
    monkeypatch.setattr(score_module, "_choose_board", stop("scoreboard"))
    monkeypatch.setattr(score_module.ScoreSession, "run", stop("scoreboard"))
    return seen


def test_the_readme_shows_every_command() -> None:
    shown = {words[0] for words in COMMANDS}
    assert shown == {
        "serve",
        "play",
        "watch",
        "replay",
        "export",
        "arena",
        "paired",
        "parting",
        "score",
        "stats",
    }


@pytest.mark.parametrize("words", COMMANDS, ids=[" ".join(w) for w in COMMANDS])
def test_a_readme_command_works_as_written(
    words: list[str],
    started: list[tuple[str, Any]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the scoreboard's key file
    db = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    engine = open_database(db)
    games = Games(engine)
    game = games.create(NewGame(name="Ane", seed=2, rules={"single_deal": True}))
    games.table(game["id"]).set_stand_in(0, "easy")
    record = tmp_path / "GAME.json"
    record.write_text(dumps(play_match(Match(Rules(target=40), seed=3))))
    board = BoardStore(engine).create(Board(names=("Ane", "Bo", "Cai", "Dag"), rules=Rules()))
    link = f"http://192.0.2.1:8000/scoreboard/?board={board.stored.id}#key={board.key}"
    if words[0] == "paired":  # real runs, each pair on the same deals
        for seed, tag in ((1, ""), (2, "2")):
            for name, first in ((f"BEFORE{tag}.json", "easy"), (f"AFTER{tag}.json", "medium")):
                lineup = (first, "random", "random", "random")
                report = run_arena(lineup, Rules(single_deal=True), deals=2, seed=seed)
                (tmp_path / name).write_text(json.dumps(report.to_dict()))
    fill = {
        "GAME.json": str(record),
        "game.json": str(tmp_path / "game.json"),
        "ID": game["id"],
        "LINK": link,
        "stats.csv": str(tmp_path / "stats.csv"),
        "BEFORE.json": str(tmp_path / "BEFORE.json"),
        "AFTER.json": str(tmp_path / "AFTER.json"),
        "BEFORE2.json": str(tmp_path / "BEFORE2.json"),
        "AFTER2.json": str(tmp_path / "AFTER2.json"),
    }
    args = [fill.get(word, word) for word in words]
    extra = {
        "serve": ["--db", db, "--port", free_port(), "--no-browser"],
        "play": ["--db", db],
        "score": ["--db", db],
        "export": ["--db", db],
        "stats": ["--db", db],
    }
    if words[0] == "export" and "GAME.json" in words:
        args[args.index(str(record))] = str(tmp_path / "exported.json")
    result = CliRunner().invoke(app, args + extra.get(words[0], []), env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    if words[0] == "watch" and "--players" in words:
        (_kind, ((deal, bots), _kw)), *_ = started
        assert deal.rules.players == 5 and deal.rules.jack_of_diamonds
        assert [type(bot).__name__ for bot in bots].count(type(bots[1]).__name__) == 4
    if words[0] == "arena" and "--bots" in words:
        (_kind, ((names, _rules), kwargs)), *_ = started
        given = words[words.index("--bots") + 1].split(",")
        assert list(names) == given + [given[-1]] * (4 - len(given))  # the last fills the rest
        assert kwargs["deals"] == int(words[words.index("--deals") + 1])
    if words[0] == "paired" and len(words) == 3:
        assert "medium (AFTER.json) − easy (BEFORE.json), slot 0, over 2 deals" in result.output
    if words[0] == "paired" and len(words) == 5:
        text = " ".join(result.output.split())
        assert "pair 2: medium (AFTER2.json) − easy (BEFORE2.json), 2 deals:" in text
        assert "over 4 deals both played (2 pairs pooled)" in text
    if words[0] == "parting":
        (_kind, ((bot, reference, rules, deals, _seed), _kw)), *_ = started
        assert (bot, reference) == ("hard", "medium")
        if "--deals" in words:
            assert deals == int(words[words.index("--deals") + 1])
            assert rules.players == int(words[words.index("--players") + 1])
    if words[0] == "replay":
        assert "Winner:" in result.output or "Draw between" in result.output
    if words[0] == "stats" and "--csv" in words:
        assert len((tmp_path / "stats.csv").read_text().splitlines()) == 2  # Ane's one game
    if words[0] == "export":
        written = tmp_path / ("exported.json" if "GAME.json" in words else "game.json")
        assert json.loads(written.read_text())["meta"]["players"][0]["name"] == "Ane"
