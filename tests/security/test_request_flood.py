"""A flood of requests from one address is refused before it costs the other tables.

Every request is served by the event loop all tables share; one script asking for
``/api/stats`` as fast as it could made the start page wait most of a second for everyone.
So one address may make ``burst`` requests at once and ``per_second`` a second after that;
past it, pages, API calls and websockets alike get ``429 too_many_requests``. Other
addresses, and the computer that serves, are not held up.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from hjerterfri.web.app import create_app
from hjerterfri.web.request_limit import PAUSE, InFlight, RequestLimit
from tests.conftest import own_loop
from tests.manual_clock import ManualClock

PER_SECOND = 2  # the test's limit: 20 at once, then 2 a second
BURST = 10 * PER_SECOND
GAME = {"name": "Anna", "seed": 7, "opponents": ["random", "random", "random"]}


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def pauses() -> list[float]:
    return []


@pytest.fixture
def app(tmp_path: Path, clock: ManualClock, pauses: list[float]) -> FastAPI:
    async def pause(seconds: float) -> None:  # the refusal's pause, seen and not waited
        pauses.append(seconds)

    app = create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    app.state.request_limit = RequestLimit(per_second=PER_SECOND, clock=clock, pause=pause)
    return app


@pytest.fixture
def stranger(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app, client=("203.0.113.7", 40000)) as client:
        yield client


def use_up(client: TestClient, requests: int) -> None:
    for _ in range(requests):
        assert client.get("/api/options").status_code == 200


def assert_refused(answer: object, wait: int) -> None:
    status = answer.status_code
    body = answer.json()
    assert status == 429, body
    assert body["detail"]["code"] == "too_many_requests"
    assert body["detail"]["retry_after"] == wait
    assert answer.headers["Retry-After"] == str(wait)
    message = body["detail"]["message"]
    assert f"at most {BURST} at once and {PER_SECOND} a second" in message
    assert f"try again in {wait} seconds" in message


def test_an_address_may_make_a_burst_then_every_route_tells_it_when_to_retry(
    stranger: TestClient, pauses: list[float]
) -> None:
    use_up(stranger, BURST)
    assert pauses == []
    for path in ("/api/options", "/api/stats", "/", "/js/api.js", "/no/such/page"):
        assert_refused(stranger.get(path), wait=1)
    refused = stranger.get("/")
    assert refused.headers["X-Content-Type-Options"] == "nosniff"  # still a safe answer
    assert pauses == [PAUSE] * 6  # each refusal waited, so a flood gets few a second


def test_a_refused_request_changes_nothing(app: FastAPI, clock: ManualClock) -> None:
    with TestClient(app, client=("203.0.113.7", 40000)) as stranger:
        use_up(stranger, BURST - 1)
        games = stranger.get("/api/games", params={"state": "all"}).json()["games"]
        assert_refused(stranger.post("/api/games", json=GAME), wait=1)
        clock.now += 10  # refilled
        assert stranger.get("/api/games", params={"state": "all"}).json()["games"] == games


def test_a_websocket_over_the_limit_is_told_why_and_closed_before_it_reaches_a_table(
    stranger: TestClient, pauses: list[float]
) -> None:
    use_up(stranger, BURST)
    with stranger.websocket_connect("/ws/games/no-such-game?seat=0") as ws:
        told = ws.receive_json()
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert told["type"] == "error" and told["code"] == "too_many_requests"
    assert f"at most {BURST} at once and {PER_SECOND} a second" in told["message"]
    assert closed.value.code == 4429  # the page connects again a little later
    assert pauses == [PAUSE]


def test_the_bucket_refills_with_time_and_other_addresses_are_not_held_up(
    app: FastAPI, stranger: TestClient, clock: ManualClock
) -> None:
    use_up(stranger, BURST)
    assert stranger.get("/api/options").status_code == 429
    with TestClient(app, client=("198.51.100.4", 40000)) as neighbour:
        use_up(neighbour, BURST)
    clock.now += 1 / PER_SECOND  # one request earned back
    use_up(stranger, 1)
    assert stranger.get("/api/options").status_code == 429
    clock.now += 0.1  # most of a token short: told to wait a whole second
    assert_refused(stranger.get("/api/options"), wait=1)
    clock.now += 60
    use_up(stranger, BURST)  # a full bucket again, not more


def test_the_computer_that_serves_is_never_limited(app: FastAPI) -> None:
    with TestClient(app, base_url="http://127.0.0.1", client=("127.0.0.1", 40000)) as local:
        use_up(local, BURST * 3)


@own_loop
async def test_an_address_past_its_slots_waits_its_turn_and_is_forgotten_when_done() -> None:
    in_flight = InFlight(per_address=2)
    first = await in_flight.enter("203.0.113.7")
    second = await in_flight.enter("203.0.113.7")
    third = asyncio.create_task(in_flight.enter("203.0.113.7"))
    neighbour = await in_flight.enter("198.51.100.4")  # another address is not held up
    await asyncio.sleep(0)
    assert not third.done()
    first()
    first()  # giving a slot back twice frees only one
    release_third = await third
    gone_away = asyncio.create_task(in_flight.enter("203.0.113.7"))
    await asyncio.sleep(0)
    gone_away.cancel()  # its client left while it waited
    for release in (second, release_third, neighbour):
        release()
    await asyncio.gather(gone_away, return_exceptions=True)
    assert in_flight.addresses() == []  # nothing kept of addresses no longer asking


def test_an_address_past_its_messages_is_read_later_not_refused(tmp_path: Path) -> None:
    """Websocket messages of all an address's connections count together; past the limit
    they wait, so a script asking for the state as fast as answered gets every answer, at
    the allowed rate (here the pause moves the clock on, as waiting would)."""
    clock = ManualClock()
    waited: list[float] = []

    async def pause(seconds: float) -> None:
        waited.append(seconds)
        clock.now += seconds

    app = create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    app.state.request_limit = RequestLimit(per_second=PER_SECOND, clock=clock, pause=pause)
    with TestClient(app, client=("203.0.113.7", 40000)) as stranger:
        game = stranger.post("/api/games", json=GAME).json()
        with (
            stranger.websocket_connect(game["websocket"]) as first,
            stranger.websocket_connect(game["websocket"]) as second,
        ):
            assert first.receive_json()["type"] == "state"
            assert second.receive_json()["type"] == "state"
            asked = BURST  # 3 of the burst are spent: the start and the two handshakes
            for i in range(asked):
                ws = first if i % 2 else second
                ws.send_json({"type": "sync"})
                assert ws.receive_json()["type"] == "state"
    assert waited == [1] * 2  # 3 past the burst, 2 a second: two waits of a second


def test_the_computer_that_serves_is_never_held_back(app: FastAPI, pauses: list[float]) -> None:
    with TestClient(app, base_url="http://127.0.0.1", client=("127.0.0.1", 40000)) as local:
        game = local.post("/api/games", json=GAME).json()
        with local.websocket_connect(f"ws://127.0.0.1{game['websocket']}") as ws:
            ws.receive_json()
            for _ in range(BURST * 2):
                ws.send_json({"type": "sync"})
                assert ws.receive_json()["type"] == "state"
    assert pauses == []
