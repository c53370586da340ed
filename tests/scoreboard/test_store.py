"""Boards survive a round trip through the database, and stale saves are refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import inspect

from hjerterfri.services.scoreboard import Board, make_rules
from hjerterfri.services.scoreboard_entry import Entry
from hjerterfri.services.scoreboard_errors import NoSuchBoardError, Problem
from hjerterfri.services.scoreboard_store import BoardStore, StaleBoardError
from hjerterfri.services.store import open_database


@pytest.fixture
def store(tmp_path: Path) -> BoardStore:
    return BoardStore(open_database(f"sqlite:///{tmp_path / 'db.sqlite3'}"))


def test_migration_adds_the_scoreboard_tables_beside_the_games(store: BoardStore) -> None:
    tables = set(inspect(store.engine).get_table_names())
    assert {"scoreboards", "scoreboard_deals"} <= tables


def test_round_trip_keeps_entries_rules_and_results(store: BoardStore, tmp_path: Path) -> None:
    rules = make_rules(4, moon="shooters_choice", jack_of_diamonds=True, target=60)
    board = Board(("Åse", "Bo", "Cai", "Dag"), rules, first_dealer=3)
    board.add(Entry(points=(0, 16, 0, 0), moon=True, moon_choice="shooter_minus_26"))
    stored = store.create(board)
    board.add(Entry(cards=(("QS", "2H"), ("JD",), tuple(f"{r}H" for r in "3456789TJQKA"), ())))
    store.save(stored)
    # A fresh engine on the same file: nothing is kept in memory.
    again = BoardStore(open_database(f"sqlite:///{tmp_path / 'db.sqlite3'}")).get(stored.id)
    assert again.version == 1
    assert again.board.to_dict() == board.to_dict()
    assert again.board.names[0] == "Åse"
    assert store.by_follow(stored.follow).board.totals == board.totals


def test_a_stale_save_is_refused_and_changes_nothing(store: BoardStore) -> None:
    stored = store.create(Board(("A", "B", "C")))
    first, second = store.get(stored.id), store.get(stored.id)
    first.board.add(Entry(points=(26, 0, 0)))
    store.save(first)
    second.board.add(Entry(points=(13, 13, 0)))
    with pytest.raises(StaleBoardError) as caught:
        store.save(second)
    assert caught.value.reason is Problem.STALE
    assert store.get(stored.id).board.totals == (0, 26, 26)


def test_list_shows_unfinished_boards_first(store: BoardStore) -> None:
    done = store.create(Board(("A", "B", "C"), make_rules(3, single_deal=True)))
    done.board.add(Entry(points=(26, 0, 0)))
    store.save(done)
    open_ = store.create(Board(("D", "E", "F")))
    listed = store.list()
    assert [b["id"] for b in listed] == [open_.id, done.id]
    assert listed[1]["deals"] == 1 and listed[1]["over"] is True
    assert listed[0]["names"] == ["D", "E", "F"] and listed[0]["deals"] == 0
    assert store.version(open_.follow) == 0
    assert store.version("nope") is None


def test_unknown_board(store: BoardStore) -> None:
    with pytest.raises(NoSuchBoardError) as caught:
        store.get("nope")
    assert str(caught.value) == "There is no board nope."
