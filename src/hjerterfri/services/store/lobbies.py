"""The waiting rooms of tables for friends in SQL: one row each, until the host starts the game.

A lobby's id is the id its game gets, so the link friends were given stays the game's link.
Taking a seat writes the seat's token and the player's name in one transaction, only while
the lobby has not started: the database, not a lock of one process, decides whether a friend
came before the start, and whose start opened the game (``first``).
"""

from __future__ import annotations

import dataclasses
import datetime
import json
from collections.abc import Callable
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from hjerterfri.services.store.database import transaction
from hjerterfri.services.store.games import metadata, now
from hjerterfri.services.store.seat_tokens import insert_token
from hjerterfri.services.table.config import TableError

T = TypeVar("T")

lobbies = sa.Table(
    "lobbies",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("language", sa.String(8), nullable=False),
    sa.Column("setup", sa.Text, nullable=False),
    sa.Column("names", sa.Text, nullable=False),
    sa.Column("started", sa.Boolean, nullable=False),
)


def seats_closed() -> TableError:
    """The answer to a friend who comes for a seat after the start."""
    return TableError(
        "table_started", "The game at this table has started; its open seats are played by bots."
    )


@dataclasses.dataclass(frozen=True)
class LobbyRow:
    """A lobby as stored. ``setup`` is fixed at creation; ``names`` maps taken seats to names."""

    id: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    language: str
    setup: dict[str, Any]
    names: dict[int, str]
    started: bool


def _row(r: Any) -> LobbyRow:
    values = dict(r._mapping)
    values["setup"] = json.loads(values["setup"])
    values["names"] = {int(k): v for k, v in json.loads(values["names"]).items()}
    values["started"] = bool(values["started"])
    return LobbyRow(**values)


class LobbyStore:
    """Reads and writes lobbies; knows SQL, nothing of the rules."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def create(self, lobby_id: str, language: str, setup: dict[str, Any], host: str) -> str:
        """Stores a new lobby with its host at seat 0; returns the host's token."""
        moment = now()

        def work(db: Connection) -> str:
            db.execute(
                lobbies.insert().values(
                    id=lobby_id,
                    created_at=moment,
                    updated_at=moment,
                    language=language,
                    setup=json.dumps(setup),
                    names=json.dumps({"0": host}),
                    started=False,
                )
            )
            return insert_token(db, lobby_id, 0)

        return transaction(self.engine, work)

    def delete(self, db: Connection, lobby_id: str) -> None:
        """Removes the lobby's row, if there is one, inside transaction ``db``."""
        db.execute(lobbies.delete().where(lobbies.c.id == lobby_id))

    def get(self, lobby_id: str) -> LobbyRow | None:
        with self.engine.connect() as db:
            r = db.execute(lobbies.select().where(lobbies.c.id == lobby_id)).first()
        return None if r is None else _row(r)

    def take_seat(self, lobby_id: str, seat: int, names: dict[int, str]) -> str:
        """Gives ``seat`` a token and stores the new ``names``; raises ``seat_taken`` if taken,
        and ``table_started`` if the game started meanwhile (in any process)."""
        named = json.dumps({str(k): v for k, v in names.items()})

        def work(db: Connection) -> str:
            token = insert_token(db, lobby_id, seat)
            waiting = db.execute(
                lobbies.update()
                .where(lobbies.c.id == lobby_id, lobbies.c.started.is_(False))
                .values(names=named, updated_at=now())
            )
            if waiting.rowcount != 1:  # the token goes back with the transaction
                raise seats_closed()
            return token

        return transaction(self.engine, work)

    def mark_started(self, lobby_id: str) -> bool:
        """Closes the lobby's seats for good; whether this call closed them (False: an
        earlier start, in this process or another, did)."""
        started = (
            lobbies.update()
            .where(lobbies.c.id == lobby_id, lobbies.c.started.is_(False))
            .values(started=True, updated_at=now())
        )
        return bool(transaction(self.engine, lambda db: db.execute(started).rowcount == 1))


def first(insert: Callable[[], T]) -> T | None:
    """``insert``'s result, or None when the row it adds is there already: another start
    (another process, or a second click) stored the game first. The database's key decides,
    so two starts at once give one game, never an error."""
    try:
        return insert()
    except sa.exc.IntegrityError:
        return None
