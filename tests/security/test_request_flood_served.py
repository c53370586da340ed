"""The request limit in a real ``hjerterfri serve``, reached as through a reverse proxy.

Requests come from 127.0.0.1 with a public ``Host`` and the visitor's address in
``X-Forwarded-For`` (docs/hosting.md), so each counts as the address it names. The server
runs with ``--request-limit 5``: 50 requests at once, then 5 a second.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import httpx
import pytest

from hjerterfri.web.request_limit import IN_FLIGHT
from tests.browser.live_server import LiveServer, free_port

PER_SECOND = 5
BURST = 10 * PER_SECOND
PUBLIC = "hjerterfri.example.org"


def visitor(address: str) -> dict[str, str]:
    return {"Host": PUBLIC, "X-Forwarded-For": address}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    where = tmp_path_factory.mktemp("request-limit")
    live = LiveServer(f"sqlite:///{where / 'games.sqlite3'}", free_port(), where / "log")
    live.start(["--request-limit", str(PER_SECOND)])
    try:
        yield live
    finally:
        live.stop()


@pytest.fixture
def http(server: LiveServer) -> Iterator[httpx.Client]:
    limits = httpx.Limits(max_connections=IN_FLIGHT * 2)
    with httpx.Client(base_url=server.url, timeout=10, limits=limits) as client:
        yield client


def test_a_flooding_address_is_refused_and_its_neighbour_is_served(http: httpx.Client) -> None:
    flooder = visitor("203.0.113.21")
    answers = []
    while len(answers) < 2 * BURST and (not answers or answers[-1].status_code == 200):
        answers.append(http.get("/api/options", headers=flooder))
    assert [a.status_code for a in answers[:BURST]] == [200] * BURST
    refused = answers[-1]  # the bucket refills as they go, but far slower than they ask
    assert refused.status_code == 429
    assert refused.json()["detail"]["code"] == "too_many_requests"
    assert int(refused.headers["Retry-After"]) >= 1
    neighbour = http.get("/", headers=visitor("198.51.100.22"))
    assert neighbour.status_code == 200 and "Hjerterfri" in neighbour.text


def test_a_follower_with_more_boards_open_than_slots_still_gets_the_page(
    http: httpx.Client,
) -> None:
    """A stream holds no slot once it has begun: a club's screen following many boards
    from one address must not lock that address out."""
    follower = visitor("203.0.113.23")
    board = http.post("/api/scoreboard/boards", json={"names": ["A", "B", "C"]}, headers=follower)
    assert board.status_code == 201, board.text
    events = f"/api/scoreboard/follow/{board.json()['follow']}/events"
    with contextlib.ExitStack() as streams:
        for _ in range(IN_FLIGHT + 2):
            stream = streams.enter_context(http.stream("GET", events, headers=follower))
            assert stream.status_code == 200
        page = http.get("/", headers=follower)  # would wait for a slot forever
        assert page.status_code == 200


def test_the_computer_that_serves_is_never_limited(http: httpx.Client) -> None:
    for _ in range(BURST + 5):
        assert http.get("/api/options").status_code == 200
