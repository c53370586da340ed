"""Shared test helpers: where the project's shared rule material lives."""

from __future__ import annotations

import asyncio
import functools
import json
import sys
import threading
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytest_postgresql import factories
from pytest_postgresql.executors.proc import PostgreSQLExecutor
from pytest_postgresql.janitor import DatabaseJanitor

from hjerterfri.services.store.database import open_database
from tests.postgresql_server import temporary_server

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
CONFORMANCE = SHARED / "conformance" / "variants.jsonl"


def load_conformance() -> list[dict[str, Any]]:
    """The shared conformance deals; CI lays shared/ beside the clone, so they must be there."""
    if not CONFORMANCE.exists():
        raise FileNotFoundError(f"conformance deals not found at {CONFORMANCE}")
    return [json.loads(line) for line in CONFORMANCE.read_text().splitlines() if line.strip()]


# Debian's Chromium, as root, headless and off the network: Playwright cannot download its
# own browser here, and Chromium's background connections would be refused.
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright launches Debian's Chromium for every browser test."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def conformance_deals() -> list[dict[str, Any]]:
    return load_conformance()


@pytest.fixture(autouse=True, scope="session")
def absl_logs_to_the_real_stderr() -> None:
    """OpenSpiel's Python algorithms import ``absl.logging``, whose handler keeps the stream
    that was ``sys.stderr`` at import: inside a test, pytest's capture. A later test whose
    command configures logging (``serve`` through uvicorn's dictConfig) closes every handler,
    and absl's closes that stream: pytest then dies with "lost sys.stderr". Pointing it at
    the process's own stderr, which absl never closes, ends that order dependence."""
    import absl.logging

    absl.logging.get_absl_handler().python_handler.stream = sys.__stderr__


# PostgreSQL for the store and server tests: one server for the whole run
# (``tests/postgresql_server.py``), and a fresh database per test, copied from a template
# that is migrated once.
@pytest.fixture(scope="session")
def postgresql_server() -> Iterator[PostgreSQLExecutor]:
    with temporary_server() as server:
        template = DatabaseJanitor(
            user=server.user,
            host=server.host,
            port=server.port,
            dbname=server.template_dbname,
            maintenance_dbname=server.maintenance_dbname,
            as_template=True,
        )
        template.init()
        url = f"postgresql+psycopg://{server.user}@{server.host}:{server.port}/"
        open_database(url + server.template_dbname).dispose()
        yield server


postgresql_database = factories.postgresql("postgresql_server")


def postgresql_url(connection: Any) -> str:
    info = connection.info
    return f"postgresql+psycopg://{info.user}@{info.host}:{info.port}/{info.dbname}"


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh, empty database of each kind the server supports, as its URL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'games.sqlite3'}"
    return postgresql_url(request.getfixturevalue("postgresql_database"))


def own_loop(test: Callable[..., Awaitable[None]]) -> Callable[..., None]:
    """Run an async test in a thread of its own, on its own event loop.

    The browser tests' Playwright keeps an event loop running in the main thread for the
    whole session, and a second loop cannot run in a thread that has one.
    """

    @functools.wraps(test)
    def run(*args: Any, **kwargs: Any) -> None:
        failure: list[BaseException] = []

        def target() -> None:
            try:
                asyncio.run(test(*args, **kwargs))  # type: ignore[arg-type]
            except BaseException as exc:
                failure.append(exc)

        thread = threading.Thread(target=target, name=test.__name__)
        thread.start()
        thread.join()
        if failure:
            raise failure[0]

    return run
