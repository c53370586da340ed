"""A player reached from another address plays a whole deal well inside the request limit.

Friends at the table and visitors through a reverse proxy come from addresses of their own,
so the limit on what one address asks (docs/protocol.md, "Limits") applies to their pages.
Here a page opened by a public name loads, starts a game and plays a deal to the end with
the server's default limit: not one answer is a 429, and the whole of it asks for less than
a quarter of the burst, so a family of four behind one address can open their pages at
once.
"""

from __future__ import annotations

from playwright.sync_api import Page, Response

from hjerterfri.web.request_limit import BURST_SECONDS, PER_SECOND
from tests.browser.conftest import PUBLIC_NAME
from tests.browser.live_server import LiveServer
from tests.browser.table_driver import (
    CLICK_ACTIONS,
    open_start_page,
    play_to_the_end,
    set_fast_by_clicks,
    start_game_by_clicks,
)


def test_a_visitor_plays_a_deal_without_meeting_the_limit(
    public_page: Page, live_server: LiveServer
) -> None:
    page = public_page
    answers: list[Response] = []
    page.on("response", lambda answer: answers.append(answer))
    open_start_page(page, f"http://{PUBLIC_NAME}:{live_server.port}/")
    start_game_by_clicks(page, name="Anna", single_deal=True)
    set_fast_by_clicks(page)
    play_to_the_end(page, CLICK_ACTIONS)
    refused = [a.url for a in answers if a.status == 429]
    assert refused == []
    assert 0 < len(answers) < PER_SECOND * BURST_SECONDS / 4, len(answers)
