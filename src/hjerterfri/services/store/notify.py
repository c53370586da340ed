"""Telling the other server processes that a game moved: PostgreSQL's LISTEN/NOTIFY.

Every commit of a table action sends ``<game id> <origin>`` on one channel, inside its
transaction, so PostgreSQL delivers it exactly when (and only if) the action is kept. Each
process listens on its own connection and hears every other process's games; SQLite has
one process only, so there nothing is sent.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine

log = logging.getLogger(__name__)
CHANNEL = "hjerterfri_games"
# How often the listening thread looks whether it should stop, and waits to reconnect.
POLL_SECONDS = 0.2

# Called with a game's id; with None when notifications may have been missed (the
# connection was lost), so every loaded game should be read again.
Moved = Callable[[str | None], None]


def publish(db: Connection, game_id: str, origin: str) -> None:
    """Inside transaction ``db``: tell the other processes, at commit, that ``game_id`` moved."""
    if db.dialect.name == "postgresql":
        db.execute(
            text("SELECT pg_notify(:channel, :payload)"),
            {"channel": CHANNEL, "payload": f"{game_id} {origin}"},
        )


def parse(payload: str, origin: str) -> str | None:
    """The game a notification names, or None when it came from this process itself."""
    game_id, _, sender = payload.partition(" ")
    return None if sender == origin else game_id


class Listener:
    """A thread with one PostgreSQL connection that hears other processes' moves."""

    def __init__(self, engine: Engine, origin: str, moved: Moved) -> None:
        url = engine.url.set(drivername="postgresql")
        self._dsn = url.render_as_string(hide_password=False)
        self._origin = origin
        self._moved = moved
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="hjerterfri-listen", daemon=True)

    def start(self) -> None:
        """Listen from now on: returns once the first connection listens (or failed)."""
        self._thread.start()
        self._ready.wait(timeout=10)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _run(self) -> None:
        first = True
        while not self._stop.is_set():
            try:
                self._listen(missed=not first)
            except Exception:  # the database went away: listen again when it is back
                log.warning("lost the PostgreSQL notification connection", exc_info=True)
            first = False
            self._ready.set()
            self._stop.wait(POLL_SECONDS)

    def _listen(self, *, missed: bool) -> None:
        import psycopg

        with psycopg.connect(self._dsn, autocommit=True) as conn:
            conn.execute(f"LISTEN {CHANNEL}")
            self._ready.set()
            if missed:
                self._moved(None)
            while not self._stop.is_set():
                for note in conn.notifies(timeout=POLL_SECONDS):
                    game_id = parse(note.payload, self._origin)
                    if game_id is not None:
                        self._moved(game_id)
