"""The games' rows in SQL: a row per table, and one row per action of its log.

Each action is its own short transaction, committed as it happens, so a killed server
loses at most the action it was writing. The schema is made by the ``games`` Alembic
branch (``migrations/versions/games_0001_tables.py`` and after); these definitions only read it.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from hjerterfri.services.table.config import Action

metadata = sa.MetaData()
games = sa.Table(
    "games",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("name", sa.String(200), nullable=False),
    sa.Column("language", sa.String(8), nullable=False),
    sa.Column("config", sa.Text, nullable=False),
    sa.Column("settings", sa.Text, nullable=False),
    sa.Column("seq", sa.Integer, nullable=False),
    sa.Column("over", sa.Boolean, nullable=False),
    sa.Column("summary", sa.Text, nullable=False),
    sa.Column("undo_used", sa.Boolean, nullable=False, server_default=sa.false()),
)
game_actions = sa.Table(
    "game_actions",
    metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("idx", sa.Integer, primary_key=True),
    sa.Column("action", sa.Text, nullable=False),
)


def now() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC)


@dataclasses.dataclass(frozen=True)
class GameRow:
    """A game as stored: its setup and latest summary, without the log."""

    id: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    name: str
    language: str
    config: dict[str, Any]
    settings: dict[str, Any]
    seq: int
    over: bool
    summary: dict[str, Any]
    # Undo was used: it showed what the bots held, so the game is practice, not a clean
    # result. Statistics read it from ``GameStore.list``.
    undo_used: bool = False


JSON_FIELDS = ("config", "settings", "summary")


def _row(r: Any) -> GameRow:
    values = dict(r._mapping)
    for name in JSON_FIELDS:
        values[name] = json.loads(values[name])
    values["over"] = bool(values["over"])
    values["undo_used"] = bool(values["undo_used"])
    return GameRow(**values)


def _columns(row: GameRow) -> dict[str, Any]:
    values = dataclasses.asdict(row)
    for name in JSON_FIELDS:
        values[name] = json.dumps(values[name])
    return values


class GameStore:
    """Reads and writes games; knows SQL, nothing of the rules."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def insert(self, row: GameRow) -> None:
        with self.engine.begin() as db:
            db.execute(games.insert().values(**_columns(row)))

    def append(self, game_id: str, index: int, action: Action) -> None:
        with self.engine.begin() as db:
            db.execute(
                game_actions.insert().values(
                    game_id=game_id, idx=index, action=json.dumps(action.to_dict())
                )
            )

    def truncate(self, game_id: str, length: int) -> None:
        """An undo: the log back to ``length`` entries and the game marked, in one transaction."""
        with self.engine.begin() as db:
            db.execute(
                game_actions.delete().where(
                    game_actions.c.game_id == game_id, game_actions.c.idx >= length
                )
            )
            db.execute(games.update().where(games.c.id == game_id).values(undo_used=True))

    def update(
        self,
        game_id: str,
        *,
        seq: int,
        settings: dict[str, Any],
        over: bool,
        summary: dict[str, Any],
    ) -> None:
        with self.engine.begin() as db:
            db.execute(
                games.update()
                .where(games.c.id == game_id)
                .values(
                    seq=seq,
                    settings=json.dumps(settings),
                    over=over,
                    summary=json.dumps(summary),
                    updated_at=now(),
                )
            )

    def delete(self, db: Connection, game_id: str) -> None:
        """Removes the game's actions and its row inside transaction ``db``."""
        db.execute(game_actions.delete().where(game_actions.c.game_id == game_id))
        db.execute(games.delete().where(games.c.id == game_id))

    def get(self, game_id: str) -> GameRow | None:
        with self.engine.connect() as db:
            r = db.execute(games.select().where(games.c.id == game_id)).first()
        return None if r is None else _row(r)

    def actions(self, game_id: str) -> list[Action]:
        with self.engine.connect() as db:
            rows = db.execute(
                sa.select(game_actions.c.action)
                .where(game_actions.c.game_id == game_id)
                .order_by(game_actions.c.idx)
            ).all()
        return [Action.from_dict(json.loads(r.action)) for r in rows]

    def list(self, over: bool | None = None) -> list[GameRow]:
        """Games newest first; only finished or unfinished ones when ``over`` says so."""
        query = games.select().order_by(games.c.updated_at.desc(), games.c.id)
        if over is not None:
            query = query.where(games.c.over == over)
        with self.engine.connect() as db:
            return [_row(r) for r in db.execute(query)]
