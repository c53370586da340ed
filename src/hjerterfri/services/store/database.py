"""Where games and scoreboards are kept: one SQL database (SQLite by default), migrated by Alembic.

Each feature owns its tables and its own Alembic branch (``branch_labels``) under
``migrations/versions``; opening a database upgrades every branch to its head.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import platformdirs
from alembic import command
from alembic.config import Config
from sqlalchemy import create_engine, event
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError

from hjerterfri.core import HjerterfriError

MIGRATIONS = Path(__file__).with_name("migrations")
ENV_VAR = "HJERTERFRI_DATABASE_URL"
EXAMPLE_URL = "sqlite:///path/to/games.sqlite3"


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
        engine = create_engine(url, connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url)


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
        config.attributes["connection"] = connection
        command.upgrade(config, "heads")
