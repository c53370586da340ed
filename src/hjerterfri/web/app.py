"""The FastAPI app: the start page's API, the table's websocket, the other routers, the page."""

from __future__ import annotations

import asyncio
import gc
import logging
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles
from sqlalchemy.engine import Engine

from hjerterfri.services.games import Games
from hjerterfri.services.lobbies import Lobbies
from hjerterfri.services.review_analysis import Reviews
from hjerterfri.services.statistics import PlayerStatistics
from hjerterfri.services.store.database import open_database
from hjerterfri.services.table.bot_pool import QUICK_LEVELS, BotPool
from hjerterfri.services.table.seat_bots import BotFactory, default_bots
from hjerterfri.web import (
    api,
    creation_limit,
    guide_routes,
    help_routes,
    i18n_routes,
    lobby_routes,
    relay,
    request_limit,
    review_routes,
    scoreboard_routes,
    server,
    stats_routes,
)
from hjerterfri.web.headers import SecurityHeaders
from hjerterfri.web.request_limit import LimitRequests

STATIC = Path(__file__).with_name("static")
IDLE_SECONDS = 600.0  # a table left this long with no page open is unloaded
SWEEP_SECONDS = 60.0
log = logging.getLogger(__name__)


async def _unload_idle(hub: server.Hub) -> None:
    """Keeps memory bounded: idle tables leave memory and come back from their log."""
    while True:
        await asyncio.sleep(SWEEP_SECONDS)
        try:
            await hub.unload_idle(IDLE_SECONDS)
        except Exception:  # a failed sweep must not end the sweeping
            log.exception("unloading idle tables failed")


# Where ``hjerterfri serve --workers N`` tells its worker processes it listens.
BIND_HOST_VAR = "HJERTERFRI_BIND_HOST"
BIND_PORT_VAR = "HJERTERFRI_BIND_PORT"
BOT_PROCESSES_VAR = "HJERTERFRI_BOT_PROCESSES"


def create_app(
    database_url: str | None = None,
    *,
    engine: Engine | None = None,
    bots: BotFactory = default_bots,
    bind_host: str = "127.0.0.1",
    bind_port: int | None = None,
    bot_processes: int = 0,
) -> FastAPI:
    """An app on ``database_url`` (or ``engine``; default: the user's SQLite file).

    ``bind_host`` / ``bind_port``: where the server listens, to tell friends how to reach it.
    ``bot_processes``: worker processes the bots think in, started with the app (``serve``
    gives one per core); 0 lets them think in threads of this process, as tests do.
    """
    engine = engine or open_database(database_url)
    pool = BotPool(bots, processes=bot_processes)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        pool.start()
        sweeper = asyncio.create_task(_unload_idle(app.state.hub))
        try:
            async with relay.lifespan(app):  # other processes' moves, relayed while serving
                yield
        finally:
            sweeper.cancel()
            await app.state.hub.bots.stop()
            pool.stop()

    app = FastAPI(title="Hjerterfri", docs_url="/api/docs", redoc_url=None, lifespan=lifespan)
    app.state.engine = engine
    app.state.games = Games(engine, bots=bots, moves_bots=False, quick_levels=QUICK_LEVELS)
    app.state.hub = server.Hub(app.state.games, pool)
    app.state.lobbies = Lobbies(app.state.games)
    app.state.statistics = PlayerStatistics(engine, submit=pool.submit)  # remembers replays
    app.state.creation_limit = creation_limit.limit_from_environment()  # starts an address may make
    app.state.request_limit = request_limit.limit_from_environment()  # its requests, all told
    app.state.reviews = Reviews(app.state.games, submit=pool.submit)  # analyses are kept
    app.state.bind_host = bind_host
    app.state.bind_port = bind_port
    app.include_router(api.router)
    app.include_router(server.router)
    app.include_router(i18n_routes.router)
    app.include_router(scoreboard_routes.router)
    app.include_router(lobby_routes.router)
    app.include_router(stats_routes.router)
    app.include_router(help_routes.router)
    app.include_router(review_routes.router)
    app.include_router(guide_routes.router)
    # Last, so that every route above wins over a file of the same name.
    app.mount("/", StaticFiles(directory=STATIC, html=True, check_dir=False), name="static")
    app.add_middleware(LimitRequests)  # before any route's work, and any static file's
    app.add_middleware(SecurityHeaders)  # outermost: errors and 404s get the headers too
    return app


def app_from_environment() -> FastAPI:
    """The app each worker process of ``hjerterfri serve --workers N`` runs (uvicorn imports
    it by name): the database from ``$HJERTERFRI_DATABASE_URL``, the address from the two
    ``HJERTERFRI_BIND_*`` variables the command sets, its bot processes from
    ``$HJERTERFRI_BOT_PROCESSES``."""
    port = os.environ.get(BIND_PORT_VAR)
    app = create_app(
        bind_host=os.environ.get(BIND_HOST_VAR, "127.0.0.1"),
        bind_port=int(port) if port else None,
        bot_processes=int(os.environ.get(BOT_PROCESSES_VAR, "0")),
    )
    freeze_startup_objects()
    return app


def freeze_startup_objects() -> None:
    """Leave what the server made at startup out of Python's full garbage collections.

    The modules, routes and schemas (about 120,000 objects) live as long as the process; each
    full collection scanned them all again, stopping every table for a quarter of a second
    on a loaded machine. Called by ``serve`` just before it serves (never in tests, which
    make and drop many apps in one process)."""
    gc.collect()
    gc.freeze()
