"""``hjerterfri score`` as a newcomer types it (issue 11): a word that is no points, the
moon's question in the board's language, who deals first, and what ☾ means."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from hjerterfri.cli import app
from hjerterfri.cli.score_keys import KeyRing
from hjerterfri.services.scoreboard.board import Board
from hjerterfri.services.store.boards import BoardStore
from hjerterfri.services.store.database import open_database


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # where the editor keys go
    return f"sqlite:///{tmp_path / 'score.sqlite3'}"


def the_board(db: str) -> Board:
    """The one board made, opened with the editor key this machine kept."""
    ((board_id, key),) = KeyRing().keys.items()
    return BoardStore(open_database(db)).get(board_id, key).board


def run(db: str, *lines: str, lang: str = "en") -> str:
    result = CliRunner().invoke(
        app, ["score", "--db", db, "--lang", lang], input="\n".join(lines) + "\n"
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.output


def new_board(dealer: str = "1", moon: str = "1") -> list[str]:
    """4 players, the dealer by number, the default rules but the moon rule by number."""
    return ["4", "Anna", "Bo", "Cai", "Dag", dealer, "hjerterfri", "100", moon, "n", "13", "1"]


def test_a_word_that_is_no_points_is_said_so(db: str) -> None:
    out = run(db, *new_board(), "abc", "q")
    assert "“abc” is not understood: type the points, like 13 0 13 0, or e, d, r, q." in out
    assert "1 were given" not in out


def test_who_deals_first_is_asked_and_kept(db: str) -> None:
    out = run(db, *new_board(dealer="3"), "q")
    assert "Who deals first?" in out and "3 = Cai" in out
    assert "Deal 1: Cai deals · Pass left" in out
    assert the_board(db).first_dealer == 2


def test_the_moon_question_is_asked_in_danish_words(db: str) -> None:
    out = run(db, *new_board(moon="3"), "0 26 0 0", "2", "q", lang="da")
    assert "1 = De andre får 26" in out and "2 = Bo får −26" in out
    assert "others_plus_26" not in out and "shooter_minus_26" not in out
    assert the_board(db).totals == (0, -26, 0, 0)


def test_the_moon_mark_is_explained_under_the_board(db: str) -> None:
    out = run(db, *new_board(), "0 26 0 0", "q")
    assert "☾ = a moon: one player took every heart and Q♠." in out
