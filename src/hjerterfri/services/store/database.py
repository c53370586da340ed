"""Where games and scoreboards are kept: one SQL database (SQLite by default), migrated by Alembic.

Each feature owns its tables and its own Alembic branch (``branch_labels``) under
``migrations/versions``; opening a database upgrades every branch to its head.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import platformdirs
from alembic import command
from alembic.config import Config
from sqlalchemy import create_engine, event, text
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError

from hjerterfri.core import HjerterfriError

MIGRATIONS = Path(__file__).with_name("migrations")
ENV_VAR = "HJERTERFRI_DATABASE_URL"
EXAMPLE_URL = "sqlite:///path/to/games.sqlite3"
POSTGRES_EXAMPLE = "postgresql+psycopg://user:password@host/hjerterfri"
# How long SQLite waits for another writer before it says "database is locked" (seconds).
SQLITE_BUSY_TIMEOUT = 10.0
# A transaction that lost a race (SQLite busy, PostgreSQL serialization or deadlock) is
# tried again this many times, after a short random wait that doubles each time.
RETRIES = 8
FIRST_WAIT = 0.01
# PostgreSQL's codes for "try again": serialization_failure, deadlock_detected,
# lock_not_available.
_TRANSIENT_SQLSTATES = frozenset({"40001", "40P01", "55P03"})
_TRANSIENT_SQLITE = ("database is locked", "database table is locked", "database is busy")
# One key for ``pg_advisory_xact_lock``: processes starting together migrate one at a time.
_MIGRATION_LOCK = 7_146_523_001
T = TypeVar("T")


class DatabaseError(HjerterfriError, ValueError):
    """A database URL that cannot be opened, said in words: what was given, what would work."""


def default_database_url() -> str:
    """``$HJERTERFRI_DATABASE_URL``, else a SQLite file in the user's data directory."""
    url = os.environ.get(ENV_VAR)
    if url:
        return url
    folder = Path(platformdirs.user_data_dir("hjerterfri", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'hjerterfri.sqlite3'}"


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL keeps every committed event on disk even if the server is killed mid-game.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def open_database(url: str | None = None) -> Engine:
    """An engine on ``url`` (or the default), with every migration applied.

    Raises ``DatabaseError`` (before anything is written) for a URL that is no URL, names
    a driver that is not installed, or points at a SQLite file in a folder that is missing.
    """
    url = url or default_database_url()
    _check_url(url)
    try:
        engine = _engine(url)
    except ImportError as exc:
        raise DatabaseError(
            f"{url!r} needs the Python package {exc.name!r}, which is not installed; "
            f"install it or give a SQLite URL like {EXAMPLE_URL}"
        ) from None
    try:
        upgrade(engine)
    except DBAPIError as exc:
        engine.dispose()
        reason = str(exc.orig).strip() or type(exc.orig).__name__
        raise DatabaseError(f"cannot open the database {url}: {reason}") from None
    return engine


def _engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        # Threads wait for SQLite's one writer (busy timeout), never for a pooled
        # connection: the pool grows with them instead (``max_overflow=-1``).
        engine = create_engine(
            url,
            connect_args={"check_same_thread": False, "timeout": SQLITE_BUSY_TIMEOUT},
            pool_size=8,
            max_overflow=-1,
        )
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    # Times come back in UTC, as SQLite's do (they were written in UTC), whatever the
    # server's own time zone.
    return create_engine(
        url,
        connect_args={"options": "-c timezone=UTC"},
        pool_size=8,
        max_overflow=16,
        pool_pre_ping=True,
    )


def is_postgresql(engine: Engine) -> bool:
    return engine.dialect.name == "postgresql"


def is_transient(exc: DBAPIError) -> bool:
    """A failure that trying again can cure: a lock or a lost race, not a wrong statement."""
    code = getattr(exc.orig, "sqlstate", None) or getattr(exc.orig, "pgcode", None)
    if code in _TRANSIENT_SQLSTATES:
        return True
    message = str(exc.orig).lower()
    return any(words in message for words in _TRANSIENT_SQLITE)


def transaction(engine: Engine, work: Callable[[Connection], T]) -> T:
    """``work`` in one transaction, tried again after a short wait when it lost a race.

    Players never see "database is locked": a busy database only makes an action slower.
    Anything else (and a race lost ``RETRIES`` times) is raised, and nothing was written.
    """
    wait = FIRST_WAIT
    for attempt in range(RETRIES + 1):
        try:
            with engine.begin() as db:
                return work(db)
        except DBAPIError as exc:
            if attempt == RETRIES or not is_transient(exc):
                raise
        time.sleep(wait * (0.5 + random.random()))
        wait *= 2
    raise AssertionError("unreachable")  # pragma: no cover


def _check_url(url: str) -> None:
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise DatabaseError(f"{url!r} is not a database URL; give one like {EXAMPLE_URL}") from None
    try:
        parsed.get_dialect()
    except NoSuchModuleError:
        raise DatabaseError(
            f"{url!r} names the database kind {parsed.drivername!r}, which this program "
            f"cannot use; give a SQLite URL like {EXAMPLE_URL}"
        ) from None
    if parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:"):
        folder = Path(parsed.database).parent
        if not folder.is_dir():
            raise DatabaseError(
                f"cannot open the database {url}: the folder {folder} does not exist; "
                "create it or give another path"
            )


def upgrade(engine: Engine) -> None:
    """Bring every branch of the schema to its newest revision."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        if is_postgresql(engine):  # several processes starting at once migrate in turn
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _MIGRATION_LOCK})
        config.attributes["connection"] = connection
        command.upgrade(config, "heads")
