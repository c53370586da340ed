"""A visitor whose address started too many games is told, in words, when to try again.

The page is opened by a public name (``hjerterfri.test``, mapped to this computer inside
Chromium), as through a reverse proxy: the server does not take it for the computer that
serves, so the address's allowance of new games applies (docs/protocol.md, "Limits"). The
server runs with ``--start-limit 2`` (two at once, then one every 30 s), so the allowance a
script spent is still spent when the page asks.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import PUBLIC_NAME
from tests.browser.live_server import LiveServer, free_port
from tests.browser.table_driver import open_start_page

GAME = {"name": "Bo", "seed": 1, "opponents": ["random"] * 3}


@pytest.fixture
def limited_server(tmp_path: Path) -> Iterator[LiveServer]:
    server = LiveServer(f"sqlite:///{tmp_path / 'games.sqlite3'}", free_port(), tmp_path / "log")
    server.start(["--start-limit", "2"])
    yield server
    server.stop()


def test_the_start_page_says_when_to_try_again(
    public_page: Page, limited_server: LiveServer
) -> None:
    server = limited_server
    public = {"Host": f"{PUBLIC_NAME}:{server.port}"}
    started = [httpx.post(server.url + "api/games", json=GAME, headers=public) for _ in range(3)]
    assert [s.status_code for s in started] == [201, 201, 429]  # spent, as a script would
    assert httpx.post(server.url + "api/games", json=GAME).status_code == 201  # this computer
    page = public_page
    open_start_page(page, f"http://{PUBLIC_NAME}:{server.port}/")
    page.locator("#player-name").fill("Anna")
    page.locator("#start-game").click()
    error = page.locator("#start-error")
    expect(error).to_contain_text("Many games were started from here in a short time")
    expect(error).to_contain_text("seconds.")
    expect(page.locator("#start-screen")).to_be_visible()  # still here, nothing half-made
