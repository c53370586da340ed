"""A flood of new games, tables of friends or scoreboards from one address is refused.

Each start writes to the database and loads a table; a script starting hundreds a second
would fill both for nobody. One address may start ``BURST`` at once and ``PER_MINUTE`` a
minute after that; the computer that serves is never limited.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from hjerterfri.web.app import create_app
from hjerterfri.web.creation_limit import BURST, PER_MINUTE, CreationLimit
from tests.manual_clock import ManualClock

GAME = {"name": "Anna", "seed": 7, "opponents": ["random", "random", "random"]}
LOBBY = {"name": "Anna", "friends": 1}
BOARD = {"names": ["Anna", "Bo", "Cai", "Dag"]}


@pytest.fixture
def app(tmp_path: Path) -> FastAPI:
    return create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")


@pytest.fixture
def stranger(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app, client=("203.0.113.7", 40000)) as client:
        yield client


def games_listed(client: TestClient) -> int:
    return len(client.get("/api/games", params={"state": "all"}).json()["games"])


def test_an_address_may_start_a_burst_then_is_told_when_to_retry(
    app: FastAPI, stranger: TestClient
) -> None:
    app.state.creation_limit = CreationLimit(clock=ManualClock())
    for _ in range(BURST - 2):
        assert stranger.post("/api/games", json=GAME).status_code == 201
    assert stranger.post("/api/lobbies", json=LOBBY).status_code == 201
    assert stranger.post("/api/scoreboard/boards", json=BOARD).status_code == 201
    before = games_listed(stranger)
    for path, body in (("/api/games", GAME), ("/api/lobbies", LOBBY)):
        refused = stranger.post(path, json=body)
        assert refused.status_code == 429, refused.text
        assert refused.json()["detail"]["code"] == "too_many_games"
        assert refused.headers["Retry-After"] == str(round(60 / PER_MINUTE))
        assert "try again in" in refused.json()["detail"]["message"]
    assert stranger.post("/api/scoreboard/boards", json=BOARD).status_code == 429
    assert games_listed(stranger) == before  # a refused start made nothing


def test_the_bucket_refills_with_time_and_other_addresses_are_not_held_up(
    app: FastAPI, stranger: TestClient
) -> None:
    clock = ManualClock()
    app.state.creation_limit = CreationLimit(clock=clock)
    for _ in range(BURST):
        assert stranger.post("/api/games", json=GAME).status_code == 201
    assert stranger.post("/api/games", json=GAME).status_code == 429
    with TestClient(app, client=("198.51.100.4", 40000)) as neighbour:
        assert neighbour.post("/api/games", json=GAME).status_code == 201
    clock.now += 60 / PER_MINUTE  # one start earned back
    assert stranger.post("/api/games", json=GAME).status_code == 201
    assert stranger.post("/api/games", json=GAME).status_code == 429


def test_the_computer_that_serves_is_never_limited(app: FastAPI) -> None:
    app.state.creation_limit = CreationLimit(clock=ManualClock())
    with TestClient(app, base_url="http://127.0.0.1", client=("127.0.0.1", 40000)) as local:
        for _ in range(BURST + 5):
            assert local.post("/api/games", json=GAME).status_code == 201
