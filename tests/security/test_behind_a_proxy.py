"""Behind a reverse proxy on the serving computer, a visitor is not "this computer".

Some requests are taken only from the computer that serves (a statistics reset, the record
or the review of a game without seat tokens). The proxy of docs/hosting.md connects from
127.0.0.1 too, so the peer's address alone would give every visitor those rights. A real
``hjerterfri serve`` answers here requests shaped as that proxy sends them: from loopback,
with the public name in ``Host`` (and with ``X-Forwarded-For``, which uvicorn reads from a
proxy on this computer). The browser on the serving computer itself keeps its rights.
"""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.store.database import open_database
from tests.browser.live_server import LiveServer, free_port

PUBLIC = {"Host": "hjerterfri.example.org"}  # nginx: proxy_set_header Host $host;
FORWARDED = {**PUBLIC, "X-Forwarded-For": "203.0.113.9"}  # ... X-Forwarded-For $remote_addr;


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    where = tmp_path_factory.mktemp("proxy")
    live = LiveServer(f"sqlite:///{where / 'games.sqlite3'}", free_port(), where / "log")
    live.start()
    try:
        yield live
    finally:
        live.stop()


def token_less_game(server: LiveServer) -> str:
    """A finished game whose seats need no token, as ``hjerterfri play`` makes them."""
    games = Games(open_database(server.database_url))
    game = games.create(NewGame(name="Ane", seed=2, rules={"single_deal": True}))
    games.table(game["id"]).set_stand_in(0, "easy")
    return str(game["id"])


@pytest.mark.parametrize("headers", [PUBLIC, FORWARDED], ids=["host", "forwarded-for"])
def test_a_visitor_through_the_proxy_may_not_reset_statistics(
    server: LiveServer, headers: dict[str, str]
) -> None:
    refused = httpx.post(server.url + "api/stats/reset?name=Anna", headers=headers)
    assert refused.status_code == 403
    assert refused.json()["detail"]["code"] == "not_local"
    shown = httpx.get(server.url + "api/stats?name=Anna", headers=headers).json()
    assert shown["can_reset"] is False  # so the page offers no reset button


@pytest.mark.parametrize("headers", [PUBLIC, FORWARDED], ids=["host", "forwarded-for"])
def test_a_visitor_through_the_proxy_may_not_fetch_a_token_less_record(
    server: LiveServer, headers: dict[str, str]
) -> None:
    game_id = token_less_game(server)
    refused = httpx.get(server.url + f"api/games/{game_id}/record", headers=headers)
    assert refused.status_code == 403
    assert refused.json()["detail"]["code"] == "not_local"
    review = httpx.get(server.url + f"api/games/{game_id}/review", headers=headers)
    assert review.status_code == 403
    assert review.json()["detail"]["code"] == "not_local"


def test_the_serving_computer_keeps_its_rights(server: LiveServer) -> None:
    game_id = token_less_game(server)
    assert httpx.get(server.url + f"api/games/{game_id}/record").status_code == 200
    assert httpx.get(server.url + f"api/games/{game_id}/review").status_code == 200
    assert httpx.get(server.url + "api/stats?name=Anna").json()["can_reset"] is True
    assert httpx.post(server.url + "api/stats/reset?name=Anna").status_code == 200
    for host in ("localhost", "[::1]"):
        shown = httpx.get(server.url + "api/stats?name=Anna", headers={"Host": f"{host}:80"})
        assert shown.json()["can_reset"] is True, host
