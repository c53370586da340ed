"""Saving scoreboards in the shared database (tables of the "scoreboard" Alembic branch).

A board is stored as what the table typed: names, rules and each deal's entry. Loading
replays the entries through ``Board``, so the totals can never disagree with the deals.
Each save bumps ``version``; a save from a stale copy is refused, so two phones entering
the same deal at once cannot both win, and followers can watch ``version`` for news.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import secrets
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
from hjerterfri.services.scoreboard import Board
from hjerterfri.services.scoreboard_entry import Entry
from hjerterfri.services.scoreboard_errors import NoSuchBoardError, Problem, ScoreboardError


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


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class BoardStore:
    """Create, load, list and save boards on one engine."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def create(self, board: Board) -> Stored:
        now = _now()
        board_id, follow = secrets.token_urlsafe(9), secrets.token_urlsafe(9)
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
        )
        with Session(self.engine) as session, session.begin():
            session.add(row)
            session.add_all(_deal_rows(board_id, board))
        return Stored(board_id, follow, 0, board, now)

    def get(self, board_id: str) -> Stored:
        return self._load(BoardRow.id == board_id, board_id)

    def by_follow(self, follow: str) -> Stored:
        """The board behind a read-only follow link."""
        return self._load(BoardRow.follow == follow, follow)

    def version(self, follow: str) -> int | None:
        """The current version of a followed board (None if it is gone): cheap to poll."""
        with Session(self.engine) as session:
            return session.scalar(select(BoardRow.version).where(BoardRow.follow == follow))

    def save(self, stored: Stored) -> Stored:
        """Write ``stored.board`` if nobody saved since it was read; return the new version."""
        now = _now()
        board = stored.board
        with Session(self.engine) as session, session.begin():
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

    def delete(self, board_id: str) -> None:
        """Remove a board and its deals for good; its followers are told it is gone."""
        with Session(self.engine) as session, session.begin():
            session.execute(delete(DealRow).where(DealRow.board_id == board_id))
            gone = session.execute(delete(BoardRow).where(BoardRow.id == board_id))
            if gone.rowcount != 1:  # type: ignore[attr-defined]
                raise NoSuchBoardError(Problem.NO_SUCH_BOARD, board=board_id)

    def list(self) -> list[dict[str, Any]]:
        """Every board, unfinished first, newest first: what a chooser shows."""
        with Session(self.engine) as session:
            rows = session.scalars(
                select(BoardRow).order_by(BoardRow.over, BoardRow.updated_at.desc())
            ).all()
            counts: dict[str, int] = dict(
                session.execute(
                    select(DealRow.board_id, func.count()).group_by(DealRow.board_id)
                ).all()
            )
            return [
                {
                    "id": row.id,
                    "follow": row.follow,
                    "names": json.loads(row.names),
                    "deals": counts.get(row.id, 0),
                    "over": row.over,
                    "updated_at": row.updated_at.isoformat(),
                }
                for row in rows
            ]

    def _load(self, where: Any, key: str) -> Stored:
        with Session(self.engine) as session:
            row = session.scalars(select(BoardRow).where(where)).one_or_none()
            if row is None:
                raise NoSuchBoardError(Problem.NO_SUCH_BOARD, board=key)
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
