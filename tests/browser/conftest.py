"""Browser tests: Debian's Chromium driven by pytest-playwright against the real server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.live_server import LiveServer, free_port

# A page waits for the server; on a loaded 2-core CI machine an answer (the rules help, a
# state) can take longer than Playwright's 5 s default. Waiting longer costs nothing when
# the page is right and only makes a wrong page fail later.
expect.set_options(timeout=20_000)


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "locale": "en-GB", "viewport": {"width": 1280, "height": 800}}


@pytest.fixture
def page(page: Page) -> Iterator[Page]:
    """pytest-playwright's page, failing the test if the page's JavaScript throws."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    assert errors == [], f"the page threw: {errors}"


@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[LiveServer]:
    """A fresh server and database for each test."""
    database = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    server = LiveServer(database, free_port(), tmp_path / "server.log")
    server.start()
    yield server
    server.stop()
