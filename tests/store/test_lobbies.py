"""The lobbies' store on SQLite and PostgreSQL: once a lobby has started, in any process, no
seat can be taken, and only one start closes it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy.engine import Engine

from hjerterfri.services.store.database import open_database
from hjerterfri.services.store.lobbies import LobbyStore
from hjerterfri.services.table.config import TableError

SETUP = {"open": [2], "levels": [None, "easy", "easy", "easy"]}


@pytest.fixture
def engine(database_url: str) -> Iterator[Engine]:
    engine = open_database(database_url)
    yield engine
    engine.dispose()


def test_only_the_first_start_closes_the_lobby(engine: Engine) -> None:
    store = LobbyStore(engine)
    store.create("a" * 32, "en", SETUP, "Anna")
    assert store.mark_started("a" * 32) is True
    assert store.mark_started("a" * 32) is False  # a second click, or another process
    row = store.get("a" * 32)
    assert row is not None and row.started


def test_a_seat_taken_after_the_start_is_refused_and_nothing_is_kept(engine: Engine) -> None:
    """A friend's page read the lobby before the host started it (perhaps on another server
    process): the seat is refused, and the lobby keeps the names it started with."""
    first, second = LobbyStore(engine), LobbyStore(open_database(str(engine.url)))
    first.create("b" * 32, "en", SETUP, "Anna")
    first.mark_started("b" * 32)
    with pytest.raises(TableError) as refused:
        second.take_seat("b" * 32, 2, {0: "Anna", 2: "Bo"})
    assert refused.value.code == "table_started"
    row = first.get("b" * 32)
    assert row is not None and row.names == {0: "Anna"}
    second.engine.dispose()
