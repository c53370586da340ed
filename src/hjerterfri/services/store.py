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
from sqlalchemy.engine import Engine

MIGRATIONS = Path(__file__).with_name("migrations")
ENV_VAR = "HJERTERFRI_DATABASE_URL"


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
    """An engine on ``url`` (or the default), with every migration applied."""
    url = url or default_database_url()
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas)
    else:
        engine = create_engine(url)
    upgrade(engine)
    return engine


def upgrade(engine: Engine) -> None:
    """Bring every branch of the schema to its newest revision."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "heads")
