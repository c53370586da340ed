"""Starting a table for friends across server processes: two starts at once give one game,
and both hosts' pages are sent to it; no start ever fails with an internal error."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
import sqlalchemy as sa

from hjerterfri.services.games import Games
from hjerterfri.services.lobbies import Lobbies, NewLobby
from hjerterfri.services.store.database import open_database
from hjerterfri.services.store.games import games


@pytest.fixture
def two_processes(db_url: str) -> Iterator[list[Lobbies]]:
    """Two servers' lobbies over one database: an engine, tables and lock of their own each."""
    sides = [Lobbies(Games(open_database(db_url), moves_bots=False)) for _ in range(2)]
    yield sides
    for side in sides:
        side.store.engine.dispose()


class MeetOnce:
    """Wraps a read so that its first call waits for the other side's first call: both have
    read before either writes, the race at its worst, every time."""

    def __init__(self, barrier: threading.Barrier, read: Callable[[str], Any]) -> None:
        self.barrier, self.read, self.met = barrier, read, False

    def __call__(self, game_id: str) -> Any:
        row = self.read(game_id)
        if not self.met:
            self.met = True
            self.barrier.wait()
        return row


def test_two_starts_at_once_on_two_processes_give_one_game(
    two_processes: list[Lobbies], monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = two_processes
    lobby = first.create(NewLobby(name="Anna", friends=1, seed=3))
    barrier = threading.Barrier(2, timeout=60)
    for side in two_processes:  # each finds no game yet, then both store one
        monkeypatch.setattr(side.games.store, "get", MeetOnce(barrier, side.games.store.get))
    with ThreadPoolExecutor(2) as threads:
        answers = list(
            threads.map(lambda side: side.start(lobby["id"], lobby["token"]), two_processes)
        )
    assert [answer["id"] for answer in answers] == [lobby["id"]] * 2
    with first.store.engine.connect() as db:
        assert db.scalar(sa.select(sa.func.count()).select_from(games)) == 1
    assert first.view(lobby["id"])["started"] and second.view(lobby["id"])["started"]


def test_a_start_cut_short_after_closing_the_seats_is_finished_by_the_next(
    two_processes: list[Lobbies],
) -> None:
    first, second = two_processes
    lobby = first.create(NewLobby(name="Anna", friends=1, seed=3))
    first.store.mark_started(lobby["id"])  # then that process died, before storing the game
    game = second.start(lobby["id"], lobby["token"])
    assert game["id"] == lobby["id"]
    assert [seat["kind"] for seat in game["seats"]] == ["human", "bot", "bot", "bot"]
