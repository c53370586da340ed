"""Browser tests: Debian's Chromium driven by pytest-playwright against the real server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserType, Page, expect

from tests.browser.live_server import LiveServer, free_port
from tests.conftest import CHROMIUM_ARGS

PUBLIC_NAME = "hjerterfri.test"  # mapped to this computer inside Chromium by ``public_page``

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


@pytest.fixture
def public_page(
    browser_type: BrowserType, browser_type_launch_args: dict[str, Any]
) -> Iterator[Page]:
    """A page whose browser reaches this computer by ``PUBLIC_NAME``, as a visitor through a
    reverse proxy does: the server does not take it for the computer that serves, so the
    limits on an address apply to it."""
    rules = f"--host-resolver-rules=MAP {PUBLIC_NAME} 127.0.0.1"
    browser = browser_type.launch(**{**browser_type_launch_args, "args": [*CHROMIUM_ARGS, rules]})
    try:
        yield browser.new_page(locale="en-GB")
    finally:
        browser.close()
