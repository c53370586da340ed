"""The games' rows in SQL: a row per table, and one row per entry of its log.

Everything one table action writes (a human's move, the bots' and forced moves it sets off,
an undo's truncation, the seq and the summary) is one transaction (``GameStore.commit``), so
a killed server loses at most the action it was writing, and never half of one. The
schema is made by the ``games`` Alembic branch (``migrations/versions/games_0001_tables.py``
and after); these definitions only read it.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from hjerterfri.services.store import notify
from hjerterfri.services.store.database import transaction
from hjerterfri.services.store.group_commit import GroupCommit, Refused
from hjerterfri.services.table.config import Action, TableError

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

# The statements of every action, built once (building them is most of what a commit costs).
_ADVANCE_VALUES: dict[str, Any] = {
    "seq": sa.bindparam("new_seq"),
    "settings": sa.bindparam("new_settings"),
    "over": sa.bindparam("new_over"),
    "summary": sa.bindparam("new_summary"),
    "updated_at": sa.bindparam("now"),
}
_THIS_GAME_AS_KEPT = (games.c.id == sa.bindparam("game"), games.c.seq == sa.bindparam("kept"))
_ADVANCE = games.update().where(*_THIS_GAME_AS_KEPT).values(**_ADVANCE_VALUES)
_ADVANCE_UNDONE = (
    games.update().where(*_THIS_GAME_AS_KEPT).values(**_ADVANCE_VALUES, undo_used=True)
)
_TRUNCATE = game_actions.delete().where(
    game_actions.c.game_id == sa.bindparam("game"), game_actions.c.idx >= sa.bindparam("first")
)
_APPEND = game_actions.insert()


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


class StaleGame(TableError):
    """The stored game moved on since this process read it (another process acted first)."""

    def __init__(self, game_id: str) -> None:
        super().__init__(
            "stale",
            f"Another page moved at game {game_id} first; look again and retry.",
        )


@dataclasses.dataclass
class ActionWrite:
    """What one table action changes in its log, gathered until the action is done."""

    truncate_to: int | None = None
    entries: list[tuple[int, Action]] = dataclasses.field(default_factory=list)

    def append(self, index: int, action: Action) -> None:
        self.entries.append((index, action))

    def truncate(self, length: int) -> None:
        self.entries = [(i, a) for i, a in self.entries if i < length]
        self.truncate_to = length if self.truncate_to is None else min(self.truncate_to, length)


@dataclasses.dataclass(frozen=True)
class Standing:
    """A table's stored fields after an action: where it stands and how it is set up."""

    seq: int
    settings: dict[str, Any]
    over: bool
    summary: dict[str, Any]


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

    def __init__(self, engine: Engine, origin: str = "") -> None:
        self.engine = engine
        self._group = GroupCommit(engine)
        # Which process wrote: its own notifications are not news to it.
        self.origin = origin

    def insert(self, row: GameRow) -> None:
        transaction(self.engine, lambda db: db.execute(games.insert().values(**_columns(row))))

    def commit(
        self, game_id: str, write: ActionWrite, *, kept_seq: int, standing: Standing
    ) -> None:
        """One action's log entries and the table's new standing, in one transaction
        (shared with other tables' actions stored at the same moment: ``GroupCommit``).

        The game's row is updated first, only if its stored seq is still ``kept_seq``: that
        locks the row (PostgreSQL) or the database (SQLite) until the commit, so two
        processes never write one game at once, and one that read an older game gets
        ``StaleGame`` and writes nothing. Other processes hear of it (``notify``).
        """
        values: dict[str, Any] = {
            "game": game_id,
            "kept": kept_seq,
            "new_seq": standing.seq,
            "new_settings": json.dumps(standing.settings),
            "new_over": standing.over,
            "new_summary": json.dumps(standing.summary),
            "now": now(),
        }
        entries = [
            {"game_id": game_id, "idx": index, "action": json.dumps(action.to_dict())}
            for index, action in write.entries
        ]

        def work(db: Connection) -> None:
            advance = _ADVANCE_UNDONE if write.truncate_to is not None else _ADVANCE
            if db.execute(advance, values).rowcount != 1:
                raise Refused(StaleGame(game_id))
            if write.truncate_to is not None:
                db.execute(_TRUNCATE, {"game": game_id, "first": write.truncate_to})
            if entries:
                db.execute(_APPEND, entries)
            notify.publish(db, game_id, self.origin)

        try:
            self._group.write(game_id, work)
        except sa.exc.IntegrityError:
            # An entry's place in the log is taken: another writer got there first. Its
            # seq check should have said so; either way the page looks again.
            raise StaleGame(game_id) from None

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
