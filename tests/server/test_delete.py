"""Deleting a game: only its host (or anyone, for a game without tokens), and nothing is left.

A refusal deletes nothing; a deleted game's open pages are closed as "no such game".
"""

from __future__ import annotations

from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from hjerterfri.core.error_catalogue import close_code
from hjerterfri.services.store.games import game_actions, games
from hjerterfri.services.store.lobbies import lobbies
from hjerterfri.services.store.seat_tokens import seat_tokens
from tests.server.conftest import new_game
from tests.server.test_friends import FRIEND, HOST, address, next_state, refusal, started_table


def delete(client: TestClient, game_id: str, body: dict[str, Any] | None = None) -> Any:
    return client.request("DELETE", f"/api/games/{game_id}", json=body)


def rows(client: TestClient, game_id: str) -> dict[str, int]:
    """How many rows of each table belong to the game."""
    engine = client.app.state.engine  # type: ignore[attr-defined]
    count = sa.func.count()
    with engine.connect() as db:
        return {
            "games": db.scalar(sa.select(count).where(games.c.id == game_id)),
            "actions": db.scalar(sa.select(count).where(game_actions.c.game_id == game_id)),
            "tokens": db.scalar(sa.select(count).where(seat_tokens.c.game_id == game_id)),
            "lobbies": db.scalar(sa.select(count).where(lobbies.c.id == game_id)),
        }


def listed(client: TestClient) -> list[str]:
    return [g["id"] for g in client.get("/api/games").json()["games"]]


def test_a_single_players_game_is_deleted_with_its_token(client: TestClient) -> None:
    game = new_game(client)
    assert rows(client, game["id"])["actions"] > 0 and game["id"] in listed(client)
    response = delete(client, game["id"], {"seat": 0, "token": game["token"]})
    assert response.status_code == 204 and response.content == b""
    assert rows(client, game["id"]) == {"games": 0, "actions": 0, "tokens": 0, "lobbies": 0}
    assert game["id"] not in listed(client)
    refusal(client.get(f"/api/games/{game['id']}"), 404, "no_such_game")
    # Deleting it again finds nothing, and says so.
    message = refusal(delete(client, game["id"], {"token": game["token"]}), 404, "no_such_game")
    assert game["id"] in message


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        (None, 403, "token_required"),
        ({"seat": 0}, 403, "token_required"),
        ({"seat": 0, "token": "not-the-token"}, 403, "wrong_token"),
        ({"seat": 1, "token": "not-the-token"}, 403, "not_host"),
    ],
)
def test_a_wrong_or_missing_token_deletes_nothing(
    client: TestClient, body: dict[str, Any] | None, status: int, code: str
) -> None:
    game = new_game(client)
    before = rows(client, game["id"])
    message = refusal(delete(client, game["id"], body), status, code)
    assert "Anna" in message and "seat 0" in message
    assert rows(client, game["id"]) == before
    with client.websocket_connect(game["websocket"]) as ws:
        assert next_state(ws)["seat"] == 0  # still there, and playable


def test_a_body_that_does_not_fit_is_refused(client: TestClient) -> None:
    game = new_game(client)
    response = delete(client, game["id"], {"seat": -1, "token": game["token"], "extra": 1})
    assert response.status_code == 422
    assert game["id"] in listed(client)


def test_a_friends_game_is_deleted_by_its_host_only(client: TestClient) -> None:
    game_id, tokens = started_table(client)
    before = rows(client, game_id)
    assert before["lobbies"] == 1 and before["tokens"] == 2
    # The friend's own token does not open the host's seat, nor does naming the friend's seat.
    refusal(delete(client, game_id, {"seat": FRIEND, "token": tokens[FRIEND]}), 403, "not_host")
    refusal(delete(client, game_id, {"seat": HOST, "token": tokens[FRIEND]}), 403, "wrong_token")
    assert rows(client, game_id) == before
    assert delete(client, game_id, {"seat": HOST, "token": tokens[HOST]}).status_code == 204
    assert rows(client, game_id) == {"games": 0, "actions": 0, "tokens": 0, "lobbies": 0}
    refusal(client.get(f"/api/lobbies/{game_id}"), 404, "no_such_table")


def test_a_game_without_tokens_is_deleted_by_anyone(client: TestClient) -> None:
    game = new_game(client)
    engine = client.app.state.engine  # type: ignore[attr-defined]
    with engine.begin() as db:  # as a game of `hjerterfri play`, or from before tokens
        db.execute(sa.delete(seat_tokens).where(seat_tokens.c.game_id == game["id"]))
    assert delete(client, game["id"]).status_code == 204
    assert game["id"] not in listed(client)


def test_an_open_page_of_the_deleted_game_is_closed_as_no_such_game(client: TestClient) -> None:
    game_id, tokens = started_table(client)
    with (
        client.websocket_connect(address(game_id, HOST, tokens[HOST])) as host,
        client.websocket_connect(address(game_id, FRIEND, tokens[FRIEND])) as friend,
    ):
        next_state(host)
        next_state(friend)
        assert delete(client, game_id, {"token": tokens[HOST]}).status_code == 204
        for ws in (host, friend):
            while (message := ws.receive_json())["type"] == "presence":
                pass
            assert message["type"] == "error" and message["code"] == "no_such_game"
            assert "deleted" in message["message"]
            assert ws.receive()["code"] == close_code("no_such_game")
    # Opening it again is refused the same way.
    with client.websocket_connect(address(game_id, HOST, tokens[HOST])) as ws:
        assert ws.receive_json()["code"] == "no_such_game"
        assert ws.receive()["code"] == close_code("no_such_game")
