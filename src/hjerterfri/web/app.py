"""The FastAPI app: the start page's API, the table's websocket, the other routers, the page."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles
from sqlalchemy.engine import Engine

from hjerterfri.services.games import Games
from hjerterfri.services.lobbies import Lobbies
from hjerterfri.services.review_analysis import Reviews
from hjerterfri.services.statistics import PlayerStatistics
from hjerterfri.services.store.database import open_database
from hjerterfri.services.table.seat_bots import BotFactory, default_bots
from hjerterfri.web import (
    api,
    guide_routes,
    help_routes,
    i18n_routes,
    lobby_routes,
    review_routes,
    scoreboard_routes,
    server,
    stats_routes,
)
from hjerterfri.web.headers import SecurityHeaders

STATIC = Path(__file__).with_name("static")


def create_app(
    database_url: str | None = None,
    *,
    engine: Engine | None = None,
    bots: BotFactory = default_bots,
    bind_host: str = "127.0.0.1",
    bind_port: int | None = None,
) -> FastAPI:
    """An app on ``database_url`` (or ``engine``; default: the user's SQLite file).

    ``bind_host`` / ``bind_port``: where the server listens, to tell friends how to reach it.
    """
    engine = engine or open_database(database_url)
    app = FastAPI(title="Hjerterfri", docs_url="/api/docs", redoc_url=None)
    app.state.engine = engine
    app.state.games = Games(engine, bots=bots)
    app.state.hub = server.Hub(app.state.games)
    app.state.lobbies = Lobbies(app.state.games)
    app.state.statistics = PlayerStatistics(engine)  # one instance: it remembers replays
    app.state.reviews = Reviews(app.state.games)  # its bot analyses are kept
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
    app.add_middleware(SecurityHeaders)  # outermost: errors and 404s get the headers too
    return app
