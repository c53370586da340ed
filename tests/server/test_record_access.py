"""Exporting a browser game's record (issue 11): only when it is over, only for a player of it
(a seat and its token), or on this computer for a game whose seats need no token; the
record names every seat's player and bot."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hjerterfri.core.record import match_from_record
from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.store.database import open_database
from hjerterfri.web.app import create_app
from tests.server.conftest import new_game, play_out


@pytest.fixture
def local(db_url: str) -> Iterator[TestClient]:
    """A browser on the computer that serves the game."""
    with TestClient(
        create_app(db_url), base_url="http://127.0.0.1", client=("127.0.0.1", 50000)
    ) as test_client:
        yield test_client


def finished(client: TestClient) -> dict[str, Any]:
    game = new_game(client, rules={"single_deal": True}, opponents=["medium", "easy", "random"])
    with client.websocket_connect(game["websocket"]) as ws:
        play_out(ws, ws.receive_json(), random.Random(3))
    return game


def record(client: TestClient, game_id: str, **params: Any) -> Any:
    return client.get(f"/api/games/{game_id}/record", params=params)


def test_a_player_of_the_game_gets_its_record_naming_players_and_bots(client: TestClient) -> None:
    game = finished(client)
    answer = record(client, game["id"], seat=game["seat"], token=game["token"])
    assert answer.status_code == 200, answer.text
    data = answer.json()
    assert match_from_record(data).is_over
    assert data["meta"]["players"] == [
        {"name": "Anna", "bot": None},
        {"name": "Astrid", "bot": "medium"},
        {"name": "Bjørn", "bot": "easy"},
        {"name": "Freja", "bot": "random"},
    ]


@pytest.mark.parametrize(
    ("params", "code"),
    [({}, "token_required"), ({"seat": 0, "token": "guess"}, "wrong_token"),
     ({"seat": 1, "token": "guess"}, "wrong_token")],
)  # fmt: skip
def test_anyone_else_is_refused_and_told_why(
    client: TestClient, params: dict[str, Any], code: str
) -> None:
    game = finished(client)
    answer = record(client, game["id"], **params)
    assert answer.status_code == 403
    assert answer.json()["detail"]["code"] == code


def test_an_unfinished_game_is_refused_even_to_its_player(client: TestClient) -> None:
    game = new_game(client)
    answer = record(client, game["id"], seat=game["seat"], token=game["token"])
    assert answer.status_code == 409
    assert answer.json()["detail"]["code"] == "game_not_over"


def test_a_game_without_tokens_is_for_this_computer_only(
    db_url: str, client: TestClient, local: TestClient
) -> None:
    games = Games(open_database(db_url))  # as `hjerterfri play` makes them: no seat tokens
    game = games.create(NewGame(name="Ane", seed=2, rules={"single_deal": True}))
    games.table(game["id"]).set_stand_in(0, "easy")
    assert record(local, game["id"]).status_code == 200
    refused = record(client, game["id"])
    assert refused.status_code == 403 and refused.json()["detail"]["code"] == "not_local"
