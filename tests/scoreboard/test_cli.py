"""``hjerterfri score`` driven with typed input: a game to a winner, corrections, continuing."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from hjerterfri.cli import app
from hjerterfri.services.scoreboard_store import BoardStore
from hjerterfri.services.store import open_database

NEW_BOARD = ["4", "Anna", "Bo", "Cai", "Dag", "1", "hjerterfri", "50", "others_plus_26", "n", "13"]


@pytest.fixture
def db(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'cli.sqlite3'}"


def run(db: str, *lines: str, lang: str = "en") -> str:
    result = CliRunner().invoke(
        app, ["score", "--db", db, "--lang", lang], input="\n".join(lines) + "\n"
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.output


def test_a_game_to_a_winner_with_a_correction(db: str) -> None:
    out = run(
        db,
        *NEW_BOARD,
        "draw",
        "10 4 10 0",  # refused: 24
        "13 0 13 0",
        "0 26 0 0",  # Bo's moon
        "e",
        "1",
        "0 13 0 13",  # deal 1 corrected
        "d",
        "2",
        "y",  # the moon deleted
        "20 6 0 0",
        "13 13 0 0",
        "0 13 0 13",
        "13 13 0 0",  # Bo reaches 58: Cai wins on 0
    )
    assert "The points add up to 24; a deal holds 26." in out
    assert "Deal 2: Bo deals · Pass right" in out
    assert "Cai wins on 0 points!" in out
    board = BoardStore(open_database(db)).list()[0]
    assert board["over"] and board["deals"] == 5


def test_continue_a_saved_board_and_moon_questions(db: str) -> None:
    run(db, *NEW_BOARD[:-2], "y", "13", "draw", "3 3 0 10", "q")
    out = run(db, "1", "0 16 0 0", "y", "q")  # J♦ in use: was 16 a moon? yes
    assert "say whether Bo took every heart and Q♠" in out
    stored = BoardStore(open_database(db))
    board = stored.get(stored.list()[0]["id"]).board
    assert board.totals == (29, -7, 26, 36)
    assert board.deals[1].shooter == 1


def test_bad_names_are_asked_again(db: str) -> None:
    out = run(
        db,
        "3",
        "Anna",
        "anna",
        "Cai",
        "Anna",
        "Bo",
        "Cai",
        "1",
        "hjerterfri",
        "100",
        "shooters_choice",
        "n",
        "13",
        "draw",
        "26 0 0",
        "shooter_minus_26",
        "q",
    )
    assert "Two players are called anna" in out
    assert "Anna shot the moon" in out
    board = BoardStore(open_database(db)).list()[0]
    assert board["names"] == ["Anna", "Bo", "Cai"]


def test_danish(db: str) -> None:
    out = run(db, *NEW_BOARD, "draw", "10 4 10 0", "q", lang="da")
    assert "Pointene giver 24 i alt; en runde har 26." in out


def test_unknown_language(db: str) -> None:
    result = CliRunner().invoke(app, ["score", "--db", db, "--lang", "fr"])
    assert result.exit_code == 2
    assert "no language 'fr'" in result.output


def test_players_are_renamed_keeping_their_points(db: str) -> None:
    out = run(
        db,
        *NEW_BOARD,
        "draw",
        "13 0 13 0",
        "r",
        "Anna",
        "Anna",
        "",
        "",
        "r",
        "",
        "",
        "Cia",
        "",
        "q",
    )
    assert "Two players are called Anna; give each player a different name." in out
    stored = BoardStore(open_database(db))
    board = stored.get(stored.list()[0]["id"]).board
    assert board.names == ("Anna", "Bo", "Cia", "Dag")
    assert board.totals == (13, 0, 13, 0)
