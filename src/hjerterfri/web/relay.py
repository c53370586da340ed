"""Moves made through another server process, shown on this process's pages.

With several processes over one PostgreSQL (``hjerterfri serve --workers N``, or processes
on several machines), friends at one table may be connected to different processes. Every
kept action sends a notification (``services.store.notify``); here each process hears the
others', reads the moved game again into its live table (``Games.refresh``) and sends its
own connections the new state, exactly as if the move had been made here.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

from fastapi import FastAPI
from fastapi.concurrency import run_in_threadpool
from sqlalchemy.engine import Engine

from hjerterfri.services.store.database import is_postgresql
from hjerterfri.services.store.notify import Listener
from hjerterfri.services.table.config import TableError
from hjerterfri.web.server import Hub

log = logging.getLogger(__name__)


class Relay:
    """Listens for other processes' moves while the app runs (PostgreSQL only)."""

    def __init__(self, hub: Hub, engine: Engine) -> None:
        self.hub = hub
        self._engine = engine
        self._listener: Listener | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        if not is_postgresql(self._engine):
            return  # SQLite: one process, nothing to hear
        self._loop = asyncio.get_running_loop()
        self._listener = Listener(self._engine, self.hub.games.origin, self._heard)
        await run_in_threadpool(self._listener.start)

    async def stop(self) -> None:
        if self._listener is not None:
            await run_in_threadpool(self._listener.stop)
        for task in list(self._tasks):
            task.cancel()

    def _heard(self, game_id: str | None) -> None:
        """From the listening thread: hand the news to the event loop."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._schedule, game_id)

    def _schedule(self, game_id: str | None) -> None:
        task = asyncio.create_task(self.relay(game_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def relay(self, game_id: str | None) -> None:
        """Read ``game_id`` (None: every loaded game) again and show it to its pages here."""
        games = self.hub.games
        for moved in [game_id] if game_id is not None else games.loaded():
            async with self.hub.lock(moved):
                if self.hub.is_gone(moved):
                    continue
                try:
                    found = await run_in_threadpool(games.refresh, moved)
                except TableError as exc:  # deleted by another process
                    if exc.code == "no_such_game":
                        await self.hub.close_deleted(moved)
                    continue
                except Exception:  # the next notification or action reads it again
                    log.exception("could not read game %s again", moved)
                    continue
                if found is not None:
                    table, extended = found
                    await self.hub.broadcast(moved, table, reset=not extended)


@contextlib.asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    """The app's lifespan: relay other processes' moves while it serves."""
    relay = Relay(app.state.hub, app.state.engine)
    app.state.relay = relay
    await relay.start()
    try:
        yield
    finally:
        await relay.stop()
