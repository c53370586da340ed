"""Who may play a seat: a random secret per taken seat, kept (hashed) in the database.

The browser that takes a seat keeps the token; the table's websocket asks for it, so no one
acts for another player by changing a seat number. A seat without a token (games stored
before tokens existed, games made by the terminal UI) stays open, as it always was.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

from hjerterfri.services.store.database import transaction
from hjerterfri.services.store.games import metadata, now
from hjerterfri.services.table.config import TableError

seat_tokens = sa.Table(
    "seat_tokens",
    metadata,
    sa.Column("game_id", sa.String(32), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("token_hash", sa.String(64), nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
)


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def insert_token(db: Connection, game_id: str, seat: int) -> str:
    """A new token for ``seat`` inside transaction ``db``; ``seat_taken`` if it has one."""
    token = secrets.token_urlsafe(24)
    try:
        with db.begin_nested():
            db.execute(
                seat_tokens.insert().values(
                    game_id=game_id, seat=seat, token_hash=_hash(token), created_at=now()
                )
            )
    except IntegrityError:
        raise TableError("seat_taken", f"Seat {seat} is taken already.") from None
    return token


class SeatTokens:
    """Issues and checks the seats' tokens."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def issue(self, game_id: str, seat: int) -> str:
        return transaction(self.engine, lambda db: insert_token(db, game_id, seat))

    def seats(self, game_id: str) -> list[int]:
        """The seats of a game that need their token."""
        query = sa.select(seat_tokens.c.seat).where(seat_tokens.c.game_id == game_id)
        with self.engine.connect() as db:
            return sorted(r.seat for r in db.execute(query))

    def delete(self, db: Connection, game_id: str) -> None:
        """Removes every seat token of a game inside transaction ``db``."""
        db.execute(seat_tokens.delete().where(seat_tokens.c.game_id == game_id))

    def by_game(self) -> dict[str, list[int]]:
        with self.engine.connect() as db:
            rows = db.execute(sa.select(seat_tokens.c.game_id, seat_tokens.c.seat)).all()
        out: dict[str, list[int]] = {}
        for row in rows:
            out.setdefault(row.game_id, []).append(row.seat)
        return {game: sorted(seats) for game, seats in out.items()}

    def check(self, game_id: str, seat: int, token: str | None) -> None:
        """Nothing when ``token`` opens ``seat`` (or the seat has none); else ``TableError``."""
        query = sa.select(seat_tokens.c.token_hash).where(
            seat_tokens.c.game_id == game_id, seat_tokens.c.seat == seat
        )
        with self.engine.connect() as db:
            stored = db.execute(query).scalar()
        if stored is None:
            return
        if not token:
            raise TableError(
                "token_required",
                f"Seat {seat} belongs to the player who took it; open the game in the browser "
                "that took the seat (its token is kept there).",
            )
        if not hmac.compare_digest(stored, _hash(token)):
            raise TableError(
                "wrong_token",
                f"That token is not the one of seat {seat}; only the browser that took the "
                "seat can play it.",
            )
