"""A write that loses a race is tried again, so no "database is locked" reaches a player; a
write that is wrong fails at once and leaves nothing behind."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import Connection

from hjerterfri.services.store.database import open_database, transaction
from tests.conftest import postgresql_url

RESETS = sa.table("statistics_resets", sa.column("name"), sa.column("reset_at"))


def names(engine: sa.Engine) -> list[str]:
    with engine.connect() as db:
        return list(db.execute(sa.select(RESETS.c.name)).scalars())


def test_a_write_that_finds_sqlite_locked_waits_its_turn_and_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "busy.sqlite3"
    open_database(f"sqlite:///{path}").dispose()
    # An engine that does not wait at all: SQLite says "database is locked" at once.
    impatient = sa.create_engine(f"sqlite:///{path}", connect_args={"timeout": 0})
    other = sqlite3.connect(path, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")  # another writer holds the database for a moment
    other.execute("INSERT INTO statistics_resets VALUES ('Bo', '2026-01-01 00:00:00')")
    release = threading.Timer(0.3, other.commit)
    attempts: list[int] = []

    def write(db: Connection) -> None:
        attempts.append(1)
        db.execute(RESETS.insert().values(name="Anna", reset_at=sa.func.current_timestamp()))

    release.start()
    transaction(impatient, write)
    release.join()
    assert len(attempts) > 1, "the first attempt should have found the database locked"
    assert sorted(names(impatient)) == ["Anna", "Bo"]


def test_a_postgresql_serialization_failure_is_tried_again(postgresql_database: object) -> None:
    engine = open_database(postgresql_url(postgresql_database))
    attempts: list[int] = []

    def write(db: Connection) -> None:
        attempts.append(1)
        db.execute(RESETS.insert().values(name="Anna", reset_at=sa.func.now()))
        if len(attempts) == 1:  # what PostgreSQL says when two transactions collide
            db.execute(sa.text("DO $$ BEGIN RAISE EXCEPTION USING ERRCODE = '40001'; END $$"))

    transaction(engine, write)
    assert len(attempts) == 2 and names(engine) == ["Anna"]
    engine.dispose()


def test_a_wrong_write_fails_at_once_and_writes_nothing(database_url: str) -> None:
    engine = open_database(database_url)
    attempts: list[int] = []

    def write(db: Connection) -> None:
        attempts.append(1)
        db.execute(RESETS.insert().values(name="Anna", reset_at=sa.func.current_timestamp()))
        db.execute(sa.text("SELECT * FROM no_such_table"))

    with pytest.raises(sa.exc.DBAPIError):
        transaction(engine, write)
    assert len(attempts) == 1 and names(engine) == []
    engine.dispose()
