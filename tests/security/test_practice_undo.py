"""A player who undoes against bots, as the issue's attacker did: the game says it is practice.

Undo in a one-human game puts the bots' cards back in their hands after the player saw them.
That stays (it is a practice aid), but the game is marked: in the state the page gets, in the
list of past games, and in the store's listing that statistics read; a restart keeps it.
"""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from hjerterfri.services.store.database import open_database
from hjerterfri.services.store.games import GameStore
from hjerterfri.web.app import create_app
from tests.server.conftest import new_game, until_asked


def _bots_cards_seen(state: dict[str, Any]) -> list[str]:
    return [e["card"] for e in state["events"] if e["type"] == "played" and e["seat"] != 0]


def test_undo_against_bots_marks_the_game_as_practice_for_good(db_url: str) -> None:
    with TestClient(create_app(db_url)) as first:
        game = new_game(first)
        assert game["undo_used"] is False
        with first.websocket_connect(game["websocket"]) as ws:
            state = ws.receive_json()
            assert state["undo_used"] is False
            ws.send_json({"type": "pass", "seq": state["seq"], "cards": state["deal"]["hand"][:3]})
            state = until_asked(ws)
            ws.send_json({"type": "play", "seq": state["seq"], "card": state["deal"]["legal"][0]})
            received: list[Any] = []
            state = until_asked(ws, received)
            assert any(_bots_cards_seen(m) for m in received), "the bots answered"
            ws.send_json({"type": "undo", "seq": state["seq"]})
            undone = ws.receive_json()
            # Undo stays in a game against bots; the bots' cards go back, and it says so.
            assert undone["type"] == "state" and undone["reset"] is True
            assert undone["undo_used"] is True
        listed = first.get("/api/games?state=unfinished").json()["games"]
        assert [(g["id"], g["undo_used"]) for g in listed] == [(game["id"], True)]

    with TestClient(create_app(db_url)) as second:  # a restart keeps the mark
        assert second.get(f"/api/games/{game['id']}").json()["undo_used"] is True
        with second.websocket_connect(game["websocket"]) as ws:
            assert ws.receive_json()["undo_used"] is True
    rows = GameStore(open_database(db_url)).list()
    assert [(r.id, r.undo_used) for r in rows] == [(game["id"], True)]


def test_a_game_without_undo_is_not_marked(db_url: str) -> None:
    with TestClient(create_app(db_url)) as client:
        game = new_game(client)
        with client.websocket_connect(game["websocket"]) as ws:
            state = ws.receive_json()
            ws.send_json({"type": "pass", "seq": state["seq"], "cards": state["deal"]["hand"][:3]})
            assert ws.receive_json()["undo_used"] is False
        assert client.get(f"/api/games/{game['id']}").json()["undo_used"] is False
    assert [r.undo_used for r in GameStore(open_database(db_url)).list()] == [False]
