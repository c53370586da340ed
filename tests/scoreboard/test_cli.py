"""``hjerterfri score`` driven with typed input: a game to a winner, corrections, continuing,
and the editor keys it keeps on this machine."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest
from sqlalchemy import text
from typer.testing import CliRunner

from hjerterfri.cli import app
from hjerterfri.cli.score_keys import KeyRing, key_file
from hjerterfri.services.scoreboard.board import Board
from hjerterfri.services.store.boards import BoardStore, Stored
from hjerterfri.services.store.database import open_database

NEW_BOARD = ["4", "Anna", "Bo", "Cai", "Dag", "1", "hjerterfri", "50", "others_plus_26", "n", "13"]


@pytest.fixture(autouse=True)
def this_machine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's data directory (where the keys are kept) is a fresh one for each test."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return key_file()


@pytest.fixture
def db(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'cli.sqlite3'}"


def run(db: str, *lines: str, lang: str = "en", options: tuple[str, ...] = ()) -> str:
    result = CliRunner().invoke(
        app, ["score", "--db", db, "--lang", lang, *options], input="\n".join(lines) + "\n"
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.output


def first_board(db: str) -> Stored:
    """The first board this machine holds a key for, as kept in the database."""
    store, keys = BoardStore(open_database(db)), KeyRing().keys
    board_id = store.held(keys)[0]["id"]
    return store.get(board_id, keys[board_id])


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
    board = first_board(db).board
    assert board.outcome.over and len(board.deals) == 5


def test_continue_a_saved_board_and_moon_questions(db: str) -> None:
    run(db, *NEW_BOARD[:-2], "y", "13", "draw", "3 3 0 10", "q")
    out = run(db, "1", "0 16 0 0", "y", "q")  # J♦ in use: was 16 a moon? yes
    assert "say whether Bo took every heart and Q♠" in out
    board = first_board(db).board
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
    assert first_board(db).board.names == ("Anna", "Bo", "Cai")


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
    board = first_board(db).board
    assert board.names == ("Anna", "Bo", "Cia", "Dag")
    assert board.totals == (13, 0, 13, 0)


def test_the_key_is_kept_on_this_machine_for_its_owner_only(db: str, this_machine: Path) -> None:
    run(db, *NEW_BOARD, "draw", "13 0 13 0", "q")
    keys = json.loads(this_machine.read_text())
    assert stat.S_IMODE(this_machine.stat().st_mode) == 0o600
    [(board_id, key)] = keys.items()
    with open_database(db).connect() as database:
        kept = json.dumps(
            [list(map(str, row)) for row in database.execute(text("SELECT * FROM scoreboards"))]
        )
    assert board_id in kept and key not in kept  # the database has only its hash
    out = run(db, "1", "0 0 26 0", "q")  # continued with the kept key
    assert first_board(db).board.totals == (39, 26, 13, 26)
    assert "Anna, Bo, Cai, Dag" in out


def test_boards_of_other_phones_are_not_listed_or_changed(db: str) -> None:
    theirs = BoardStore(open_database(db)).create(Board(("Xena", "Yrsa", "Zak")))
    out = run(db, *NEW_BOARD, "draw", "q")
    assert "Xena" not in out and "Saved boards" not in out
    out = run(db, "q")
    assert "Xena" not in out and "Anna, Bo, Cai, Dag" in out
    store = BoardStore(open_database(db))
    assert store.get(theirs.stored.id, theirs.key).version == 0


def test_a_share_to_edit_link_hands_a_board_to_this_machine(db: str) -> None:
    theirs = BoardStore(open_database(db)).create(Board(("Xena", "Yrsa", "Zak")))
    link = f"http://192.168.1.20:8000/scoreboard/?board={theirs.stored.id}#key={theirs.key}"
    out = run(db, "26 0 0", "s", "q", options=("--take", link))
    assert f"/scoreboard/?follow={theirs.stored.follow}" in out
    assert f"/scoreboard/?board={theirs.stored.id}#key={theirs.key}" in out
    assert "whoever opens this can change and delete the board" in out
    assert first_board(db).board.totals == (0, 26, 26)
    assert "Xena, Yrsa, Zak" in run(db, "q")  # listed from now on


def test_a_wrong_or_broken_share_link_is_refused_and_nothing_is_kept(
    db: str, this_machine: Path
) -> None:
    theirs = BoardStore(open_database(db)).create(Board(("Xena", "Yrsa", "Zak")))
    result = CliRunner().invoke(app, ["score", "--db", db, "--lang", "en", "--take", "hello"])
    assert result.exit_code == 2
    assert "hello is not a share-to-edit link" in result.output
    wrong = f"/scoreboard/?board={theirs.stored.id}#key=guessed"
    result = CliRunner().invoke(app, ["score", "--db", db, "--lang", "en", "--take", wrong])
    assert result.exit_code == 1
    assert "That editor key does not open this board" in result.output
    assert json.loads(this_machine.read_text()) == {}  # no key kept
    assert BoardStore(open_database(db)).get(theirs.stored.id, theirs.key).version == 0


def test_a_board_from_before_keys_is_taken_over_by_the_keeper_of_the_database(db: str) -> None:
    store = BoardStore(open_database(db))
    old = store.create(Board(("Åse", "Bo", "Cai"))).stored
    with store.engine.begin() as database:  # as the migration leaves a board from before keys
        database.execute(text("UPDATE scoreboards SET editor_key_hash = NULL"))
    out = run(db, "1", "n", "n", *NEW_BOARD, "draw", "q")  # asked, declined: a new board
    assert "(from before editor keys: no owner yet)" in out
    assert [b["id"] for b in store.unowned()] == [old.id]
    run(db, "2", "y", "26 0 0", "q")
    assert store.unowned() == []
    taken = store.get(old.id, KeyRing().keys[old.id])
    assert taken.board.totals == (0, 26, 26)


def test_an_unreadable_key_file_is_left_alone(db: str, this_machine: Path) -> None:
    this_machine.parent.mkdir(parents=True)
    this_machine.write_text("{not json")
    result = CliRunner().invoke(app, ["score", "--db", db, "--lang", "en"], input="q\n")
    assert result.exit_code == 1
    assert "cannot be used" in result.output and "it was left as it is" in result.output
    assert this_machine.read_text() == "{not json"


def test_no_board_is_made_when_its_key_could_not_be_kept(
    db: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "not-a-folder").write_text("")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "not-a-folder"))
    result = CliRunner().invoke(
        app, ["score", "--db", db, "--lang", "en"], input="\n".join(NEW_BOARD) + "\n"
    )
    assert result.exit_code == 1
    assert "cannot be used" in result.output and "How many players?" not in result.output
    with open_database(db).connect() as database:
        assert database.execute(text("SELECT count(*) FROM scoreboards")).scalar() == 0
