"""The waiting rooms of tables for friends in SQL: one row each, until the host starts the game.

A lobby's id is the id its game gets, so the link friends were given stays the game's link.
Taking a seat writes the seat's token and the player's name in one transaction.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from hjerterfri.services.store.database import transaction
from hjerterfri.services.store.games import metadata, now
from hjerterfri.services.store.seat_tokens import insert_token

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
        """Gives ``seat`` a token and stores the new ``names``; raises ``seat_taken`` if taken."""
        named = json.dumps({str(k): v for k, v in names.items()})

        def work(db: Connection) -> str:
            token = insert_token(db, lobby_id, seat)
            db.execute(
                lobbies.update()
                .where(lobbies.c.id == lobby_id)
                .values(names=named, updated_at=now())
            )
            return token

        return transaction(self.engine, work)

    def mark_started(self, lobby_id: str) -> None:
        started = lobbies.update().where(lobbies.c.id == lobby_id)
        transaction(
            self.engine, lambda db: db.execute(started.values(started=True, updated_at=now()))
        )
