"""A client that sends whatever it likes, as the issue's attacker did: deep, huge, many, odd.

Each malformed message gets a clear, short error to its sender and nothing else: the table
does not change, the other players hear nothing, the log shows no traceback, and a
connection that will not stop is closed with a documented code.
"""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tests.server.conftest import new_game

SHORT = 400  # an error never carries more than a short prefix of what it answers


def _sync(ws: Any) -> dict[str, Any]:
    ws.send_json({"type": "sync"})
    state: dict[str, Any] = ws.receive_json()
    assert state["type"] == "state"
    return {k: v for k, v in state.items() if k not in ("reset", "events")}


def _short_error(reply: dict[str, Any], code: str) -> None:
    assert reply["type"] == "error" and reply["code"] == code, str(reply)[:300]
    assert len(json.dumps(reply)) < SHORT, f"{len(json.dumps(reply))} characters came back"


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize(
    "text",
    [
        _nested(30_000),  # under the size limit, far over any sane depth
        '{"type": "play", "seq": 1, "card": ' + _nested(20_000) + "}",
        '{"type": "sync", "x": ' + '{"a": ' * 8_000 + "1" + "}" * 8_000 + "}",
    ],
    ids=["arrays", "inside-a-message", "objects"],
)
def test_deep_nesting_is_refused_as_bad_json_and_the_connection_lives(
    client: TestClient, text: str
) -> None:
    game = new_game(client)
    with client.websocket_connect(game["websocket"]) as ws:
        ws.receive_json()
        before = _sync(ws)
        ws.send_text(text)
        reply = ws.receive_json()
        _short_error(reply, "bad_json")
        assert "nested" in reply["message"]
        assert _sync(ws) == before  # the same connection goes on, nothing changed


@pytest.mark.parametrize(
    "text",
    [
        _nested(100_000),
        json.dumps({"type": "play", "seq": 1, "card": "Q" * 15_000_000}),
    ],
    ids=["100k-arrays", "15MB-card"],
)
def test_a_message_over_64_kb_gets_a_short_error_and_close_1009(
    client: TestClient, text: str
) -> None:
    game = new_game(client)
    with (
        client.websocket_connect(game["websocket"]) as ws,
        client.websocket_connect(game["websocket"]) as other,
    ):
        ws.receive_json()
        other.receive_json()
        before = _sync(other)
        ws.send_text(text)
        reply = ws.receive_json()
        _short_error(reply, "message_too_large")
        assert "65536" in reply["message"]
        assert ws.receive()["code"] == 1009
        assert _sync(other) == before  # the other page heard nothing; nothing changed


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ({"type": "play", "card": "Q" * 60_000}, "bad_message"),
        ({"type": "pass", "cards": ["Q" * 6_000] * 3}, "bad_message"),
        ({"type": "pass", "cards": ["2C"] * 5_000}, "bad_message"),
        ({"type": "moon", "choice": "x" * 60_000}, "bad_message"),
        ({"type": "x" * 60_000}, "unknown_type"),
        ({"type": "play", "card": "2C", "k" * 60_000: 1}, "bad_message"),
        ({"type": "play", "card": "Z" * 8}, "invalid_card"),
    ],
    ids=["card", "pass-cards", "many-cards", "choice", "type", "key", "invalid-card"],
)
def test_bad_input_is_echoed_as_a_short_prefix_at_most(
    client: TestClient, message: dict[str, Any], code: str
) -> None:
    game = new_game(client)
    with client.websocket_connect(game["websocket"]) as ws:
        state = ws.receive_json()
        ws.send_text(json.dumps({**message, "seq": state["seq"]}))
        _short_error(ws.receive_json(), code)


def test_a_flooding_connection_is_told_once_then_closed_and_other_tables_go_on(
    client: TestClient,
) -> None:
    victim = new_game(client, seed=8)
    attacker_game = new_game(client, seed=9)
    with (
        client.websocket_connect(victim["websocket"]) as neighbour,
        client.websocket_connect(attacker_game["websocket"]) as attacker,
    ):
        neighbour.receive_json()
        first = attacker.receive_json()
        flood = json.dumps({"type": "undo", "seq": -1})  # cheap to refuse: only the flood counts
        for _ in range(5_000):
            attacker.send_text(flood)
        attacker.send_text(json.dumps({"type": "sync"}))  # a server that let all in answers it
        replies: list[dict[str, Any]] = []
        with pytest.raises(WebSocketDisconnect) as closed:
            while not replies or replies[-1]["type"] != "state":
                replies.append(attacker.receive_json())
        assert closed.value.code == 4429
        told = [r["code"] for r in replies if r["type"] == "error" and r["code"] != "stale"]
        assert told == ["too_many_messages"]
        assert len(replies) < 2_500  # the rest were dropped unread
        # Another table was never stalled: it answers at once, and so does the server.
        assert _sync(neighbour)["seq"] >= 0
    with client.websocket_connect(attacker_game["websocket"]) as again:
        assert again.receive_json()["seq"] == first["seq"]  # the flood changed nothing


@pytest.mark.parametrize(
    ("query", "code", "close"),
    [
        ("?seat=%C2%B2", "not_a_human_seat", 4403),  # "²": a digit to Python, no number
        ("?seat=%D9%A3", "not_a_human_seat", 4403),  # Arabic-Indic three
        ("?seat=-1", "not_a_human_seat", 4403),
        ("?seat=", "not_a_human_seat", 4403),
        ("?seat=99999999999999999999999999999", "not_a_human_seat", 4403),
        ("?seat=" + "7" * 5_000, "not_a_human_seat", 4403),
        ("?seat=%00", "not_a_human_seat", 4403),
        ("?seat=0&token=%ED%A0%80", "wrong_token", 4401),
        ("?seat=0&token=%FF", "wrong_token", 4401),
        ("?seat=0&token=" + "a" * 5_000, "wrong_token", 4401),
    ],
    ids=[
        "superscript",
        "arabic-digit",
        "negative",
        "empty",
        "huge",
        "long",
        "nul",
        "surrogate-token",
        "latin1-token",
        "long-token",
    ],
)
def test_every_bad_query_parameter_gets_a_close_code_never_a_traceback(
    client: TestClient, caplog: pytest.LogCaptureFixture, query: str, code: str, close: int
) -> None:
    game = new_game(client)
    with (
        caplog.at_level(logging.WARNING),
        client.websocket_connect(f"/ws/games/{game['id']}{query}") as ws,
    ):
        _short_error(ws.receive_json(), code)
        assert ws.receive()["code"] == close
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []


def test_a_huge_game_id_is_not_echoed_back(client: TestClient) -> None:
    with client.websocket_connect("/ws/games/" + "x" * 3_000) as ws:
        _short_error(ws.receive_json(), "no_such_game")
        assert ws.receive()["code"] == 4404
