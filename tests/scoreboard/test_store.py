"""Boards survive a round trip through the database; stale saves and wrong keys are refused."""

from __future__ import annotations

import pytest
from sqlalchemy import inspect, text

from hjerterfri.services.scoreboard.board import Board, make_rules
from hjerterfri.services.scoreboard.entry import Entry
from hjerterfri.services.scoreboard.errors import (
    KeyNeededError,
    NoSuchBoardError,
    NotTheEditorError,
    Problem,
)
from hjerterfri.services.store.boards import BoardStore, StaleBoardError
from hjerterfri.services.store.database import open_database


@pytest.fixture
def store(database_url: str) -> BoardStore:
    """On SQLite and on PostgreSQL (``database_url`` in tests/conftest.py)."""
    return BoardStore(open_database(database_url))


def test_migration_adds_the_scoreboard_tables_beside_the_games(store: BoardStore) -> None:
    tables = set(inspect(store.engine).get_table_names())
    assert {"scoreboards", "scoreboard_deals"} <= tables
    columns = {c["name"] for c in inspect(store.engine).get_columns("scoreboards")}
    assert "editor_key_hash" in columns


def test_round_trip_keeps_entries_rules_and_results(store: BoardStore, database_url: str) -> None:
    rules = make_rules(4, moon="shooters_choice", jack_of_diamonds=True, target=60)
    board = Board(("Åse", "Bo", "Cai", "Dag"), rules, first_dealer=3)
    board.add(Entry(points=(0, 16, 0, 0), moon=True, moon_choice="shooter_minus_26"))
    created = store.create(board)
    stored, key = created.stored, created.key
    board.add(Entry(cards=(("QS", "2H"), ("JD",), tuple(f"{r}H" for r in "3456789TJQKA"), ())))
    store.save(stored, key)
    # A fresh engine on the same file: nothing is kept in memory.
    again = BoardStore(open_database(database_url)).get(stored.id, key)
    assert again.version == 1
    assert again.board.to_dict() == board.to_dict()
    assert again.board.names[0] == "Åse"
    assert store.by_follow(stored.follow).board.totals == board.totals


def test_a_stale_save_is_refused_and_changes_nothing(store: BoardStore) -> None:
    created = store.create(Board(("A", "B", "C")))
    board_id, key = created.stored.id, created.key
    first, second = store.get(board_id, key), store.get(board_id, key)
    first.board.add(Entry(points=(26, 0, 0)))
    store.save(first, key)
    second.board.add(Entry(points=(13, 13, 0)))
    with pytest.raises(StaleBoardError) as caught:
        store.save(second, key)
    assert caught.value.reason is Problem.STALE
    assert store.get(board_id, key).board.totals == (0, 26, 26)


def test_held_lists_what_the_keys_open_unfinished_first(store: BoardStore) -> None:
    done = store.create(Board(("A", "B", "C"), make_rules(3, single_deal=True)))
    done.stored.board.add(Entry(points=(26, 0, 0)))
    store.save(done.stored, done.key)
    open_ = store.create(Board(("D", "E", "F")))
    other = store.create(Board(("G", "H", "I")))
    listed = store.held({done.stored.id: done.key, open_.stored.id: open_.key})
    assert [b["id"] for b in listed] == [open_.stored.id, done.stored.id]
    assert listed[1]["deals"] == 1 and listed[1]["over"] is True
    assert listed[0]["names"] == ["D", "E", "F"] and listed[0]["deals"] == 0
    followed = store.held({}, {other.stored.follow})
    assert followed == [
        {
            "follow": other.stored.follow,
            "names": ["G", "H", "I"],
            "deals": 0,
            "over": False,
            "updated_at": followed[0]["updated_at"],
            "editor": False,
        }
    ]
    assert store.held({other.stored.id: open_.key}) == []  # a key opens its own board only
    assert store.version(open_.stored.follow) == 0
    assert store.version("nope") is None


def test_every_change_needs_the_board_s_own_key(store: BoardStore) -> None:
    mine, theirs = store.create(Board(("A", "B", "C"))), store.create(Board(("D", "E", "F")))
    stored = mine.stored
    stored.board.add(Entry(points=(26, 0, 0)))
    with pytest.raises(KeyNeededError):
        store.save(stored, None)
    with pytest.raises(NotTheEditorError) as wrong:
        store.save(stored, theirs.key)
    assert wrong.value.reason is Problem.WRONG_KEY
    with pytest.raises(NotTheEditorError):
        store.delete(stored.id, theirs.key)
    with pytest.raises(KeyNeededError):
        store.get(stored.id, "")
    assert store.get(stored.id, mine.key).board.deals == ()


def test_a_board_without_a_key_is_claimed_once(store: BoardStore) -> None:
    created = store.create(Board(("A", "B", "C")))
    with store.engine.begin() as db:  # as the migration leaves a board from before keys
        db.execute(text("UPDATE scoreboards SET editor_key_hash = NULL"))
    board_id = created.stored.id
    with pytest.raises(NotTheEditorError) as unowned:
        store.get(board_id, created.key)
    assert unowned.value.reason is Problem.UNOWNED
    assert [b["id"] for b in store.unowned()] == [board_id]
    key = store.claim(board_id)
    assert store.get(board_id, key).board.names == ("A", "B", "C")
    assert store.unowned() == []
    with pytest.raises(NotTheEditorError) as again:
        store.claim(board_id)
    assert again.value.reason is Problem.OWNED_ALREADY
    assert store.get(board_id, key).version == 0
    with pytest.raises(NoSuchBoardError):
        store.claim("nope")


def test_unknown_board(store: BoardStore) -> None:
    with pytest.raises(NoSuchBoardError) as caught:
        store.get("nope", "some key")
    assert str(caught.value) == "There is no board nope."
