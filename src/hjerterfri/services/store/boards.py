"""Saving scoreboards in the shared database (tables of the "scoreboard" Alembic branch).

A board is stored as what the table typed: names, rules and each deal's entry. Loading
replays the entries through ``Board``, so the totals can never disagree with the deals.
Each save bumps ``version``; a save from a stale copy is refused, so two phones entering
the same deal at once cannot both win, and followers can watch ``version`` for news.

Every board has an owner: whoever holds its editor key (see ``scoreboard_keys``). Reading
it as an editor, saving and deleting all need that key, checked here so that no adapter
can forget it; the follow token only reads. Boards made before keys existed have none
(``editor_key_hash`` NULL): nobody can change them until the keeper of the database takes
one over with ``claim`` (``hjerterfri score``), and nothing lists every board to anyone.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import secrets
from collections.abc import Collection, Mapping
from typing import Any

from sqlalchemy import (
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    delete,
    func,
    select,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from hjerterfri.core.rules import Rules
from hjerterfri.services.scoreboard.board import Board
from hjerterfri.services.scoreboard.entry import Entry
from hjerterfri.services.scoreboard.errors import (
    KeyNeededError,
    NoSuchBoardError,
    NotTheEditorError,
    Problem,
    ScoreboardError,
)
from hjerterfri.services.scoreboard.keys import hash_key, key_matches, new_key


class StaleBoardError(ScoreboardError):
    """The board changed since it was read; nothing was saved."""


class _Base(DeclarativeBase):
    pass


class BoardRow(_Base):
    __tablename__ = "scoreboards"
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    follow: Mapped[str] = mapped_column(String(32), unique=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    names: Mapped[str] = mapped_column(Text)
    rules: Mapped[str] = mapped_column(Text)
    first_dealer: Mapped[int] = mapped_column(Integer)
    version: Mapped[int] = mapped_column(Integer)
    over: Mapped[bool] = mapped_column(Boolean)
    editor_key_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)


class DealRow(_Base):
    __tablename__ = "scoreboard_deals"
    board_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("scoreboards.id", ondelete="CASCADE"), primary_key=True
    )
    number: Mapped[int] = mapped_column(Integer, primary_key=True)
    entry: Mapped[str] = mapped_column(Text)


@dataclasses.dataclass
class Stored:
    """A board as kept: its id (to edit), follow token (to watch), version and contents."""

    id: str
    follow: str
    version: int
    board: Board
    updated_at: dt.datetime


@dataclasses.dataclass(frozen=True)
class Created:
    """A new board and its editor key: the only time the key is seen in plain text."""

    stored: Stored
    key: str


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class BoardStore:
    """Create, load, list and save boards on one engine."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def create(self, board: Board) -> Created:
        """Save a new board; its editor key is returned once and kept only hashed."""
        now = _now()
        board_id, follow, key = secrets.token_urlsafe(9), secrets.token_urlsafe(9), new_key()
        row = BoardRow(
            id=board_id,
            follow=follow,
            created_at=now,
            updated_at=now,
            names=json.dumps(list(board.names), ensure_ascii=False),
            rules=json.dumps(board.rules.to_dict()),
            first_dealer=board.first_dealer,
            version=0,
            over=board.outcome.over,
            editor_key_hash=hash_key(key),
        )
        with Session(self.engine) as session, session.begin():
            session.add(row)
            session.add_all(_deal_rows(board_id, board))
        return Created(Stored(board_id, follow, 0, board, now), key)

    def get(self, board_id: str, key: str | None) -> Stored:
        """The board as its editor sees it: only with its editor key."""
        return self._load(BoardRow.id == board_id, board_id, key=key, editing=True)

    def by_follow(self, follow: str) -> Stored:
        """The board behind a read-only follow link."""
        return self._load(BoardRow.follow == follow, follow)

    def version(self, follow: str) -> int | None:
        """The current version of a followed board (None if it is gone): cheap to poll."""
        with Session(self.engine) as session:
            return session.scalar(select(BoardRow.version).where(BoardRow.follow == follow))

    def save(self, stored: Stored, key: str | None) -> Stored:
        """Write ``stored.board`` if ``key`` opens it and nobody saved since it was read."""
        now = _now()
        board = stored.board
        with Session(self.engine) as session, session.begin():
            _authorize(session.get(BoardRow, stored.id), stored.id, key)
            changed = session.execute(
                update(BoardRow)
                .where(BoardRow.id == stored.id, BoardRow.version == stored.version)
                .values(
                    version=stored.version + 1,
                    updated_at=now,
                    over=board.outcome.over,
                    names=json.dumps(list(board.names), ensure_ascii=False),
                )
            )
            if changed.rowcount != 1:  # type: ignore[attr-defined]
                raise StaleBoardError(Problem.STALE)
            session.query(DealRow).filter(DealRow.board_id == stored.id).delete()
            session.add_all(_deal_rows(stored.id, board))
        return dataclasses.replace(stored, version=stored.version + 1, updated_at=now)

    def delete(self, board_id: str, key: str | None) -> None:
        """Remove a board and its deals for good (``key`` must open it); followers see it go."""
        with Session(self.engine) as session, session.begin():
            _authorize(session.get(BoardRow, board_id), board_id, key)
            session.execute(delete(DealRow).where(DealRow.board_id == board_id))
            gone = session.execute(delete(BoardRow).where(BoardRow.id == board_id))
            if gone.rowcount != 1:  # type: ignore[attr-defined]
                raise NoSuchBoardError(Problem.NO_SUCH_BOARD, board=board_id)

    def held(self, keys: Mapping[str, str], follows: Collection[str] = ()) -> list[dict[str, Any]]:
        """The boards these keys open (with their ids) and these follow tokens show (without).

        Unfinished first, newest first: what a chooser shows. A wrong key, an unknown id or
        token is simply left out, so a stranger who holds nothing gets an empty list.
        """
        with Session(self.engine) as session:
            rows = session.scalars(
                select(BoardRow)
                .where(BoardRow.id.in_(list(keys)) | BoardRow.follow.in_(list(follows)))
                .order_by(BoardRow.over, BoardRow.updated_at.desc())
            ).all()
            counts = _deal_counts(session, [row.id for row in rows])
        listed = []
        for row in rows:
            key = keys.get(row.id)
            editor = key is not None and _opens(row.editor_key_hash, key)
            if editor or row.follow in follows:
                listed.append(_summary(row, counts, editor=editor))
        return listed

    def unowned(self) -> list[dict[str, Any]]:
        """Boards from before editor keys: only the keeper of the database may take them."""
        with Session(self.engine) as session:
            rows = session.scalars(
                select(BoardRow)
                .where(BoardRow.editor_key_hash.is_(None))
                .order_by(BoardRow.over, BoardRow.updated_at.desc())
            ).all()
            counts = _deal_counts(session, [row.id for row in rows])
        return [_summary(row, counts, editor=True) for row in rows]

    def claim(self, board_id: str) -> str:
        """Give a board from before editor keys its key (returned once); never a keyed one."""
        key = new_key()
        with Session(self.engine) as session, session.begin():
            claimed = session.execute(
                update(BoardRow)
                .where(BoardRow.id == board_id, BoardRow.editor_key_hash.is_(None))
                .values(editor_key_hash=hash_key(key))
            )
            if claimed.rowcount != 1:  # type: ignore[attr-defined]
                if session.get(BoardRow, board_id) is None:
                    raise NoSuchBoardError(Problem.NO_SUCH_BOARD, board=board_id)
                raise NotTheEditorError(Problem.OWNED_ALREADY)
        return key

    def _load(
        self, where: Any, name: str, *, key: str | None = None, editing: bool = False
    ) -> Stored:
        if editing and not key:
            raise KeyNeededError(Problem.KEY_NEEDED)
        with Session(self.engine) as session:
            row = session.scalars(select(BoardRow).where(where)).one_or_none()
            if row is None:
                raise NoSuchBoardError(Problem.NO_SUCH_BOARD, board=name)
            if editing:
                _authorize(row, name, key)
            entries = session.scalars(
                select(DealRow.entry).where(DealRow.board_id == row.id).order_by(DealRow.number)
            ).all()
            board = Board(
                json.loads(row.names),
                Rules.from_dict(json.loads(row.rules)),
                first_dealer=row.first_dealer,
                entries=[Entry.from_dict(json.loads(e)) for e in entries],
            )
            return Stored(row.id, row.follow, row.version, board, row.updated_at)


def _deal_rows(board_id: str, board: Board) -> list[DealRow]:
    return [
        DealRow(board_id=board_id, number=deal.number, entry=json.dumps(deal.entry.to_dict()))
        for deal in board.deals
    ]


def _opens(key_hash: str | None, key: str) -> bool:
    return key_hash is not None and key_matches(key, key_hash)


def _authorize(row: BoardRow | None, board_id: str, key: str | None) -> None:
    """Nothing if ``key`` opens the board; else why not (no key, no board, wrong, unowned)."""
    if not key:
        raise KeyNeededError(Problem.KEY_NEEDED)
    if row is None:
        raise NoSuchBoardError(Problem.NO_SUCH_BOARD, board=board_id)
    if row.editor_key_hash is None:
        raise NotTheEditorError(Problem.UNOWNED)
    if not key_matches(key, row.editor_key_hash):
        raise NotTheEditorError(Problem.WRONG_KEY)


def _deal_counts(session: Session, board_ids: list[str]) -> dict[str, int]:
    counted = session.execute(
        select(DealRow.board_id, func.count())
        .where(DealRow.board_id.in_(board_ids))
        .group_by(DealRow.board_id)
    ).all()
    return {board_id: count for board_id, count in counted}


def _summary(row: BoardRow, counts: dict[str, int], *, editor: bool) -> dict[str, Any]:
    """A line of a chooser; the id that edits only for whoever holds the key."""
    summary = {
        "follow": row.follow,
        "names": json.loads(row.names),
        "deals": counts.get(row.id, 0),
        "over": row.over,
        "updated_at": row.updated_at.isoformat(),
        "editor": editor,
    }
    return {"id": row.id, **summary} if editor else summary
