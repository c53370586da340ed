"""Helpers for the server tests: an app on a fresh SQLite file, games played by a simple rule."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hjerterfri.core import Card, Observation
from hjerterfri.web.app import create_app


class Feeder:
    """A bot that passes its hearts and Q♠ and plays its lowest card: moons come easily."""

    name = "feeder"

    def __init__(self, _level: str = "", _seed: int = 0) -> None:
        pass

    def choose_pass(self, observation: Observation) -> list[Card]:
        ranked = sorted(observation.hand, key=lambda c: (c.suit == 2 or c == 43, c.rank))
        return ranked[-3:]

    def choose_play(self, observation: Observation) -> Card:
        return min(observation.legal, key=lambda c: c.rank)


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(db_url)) as test_client:
        yield test_client


def new_game(client: TestClient, **fields: Any) -> dict[str, Any]:
    body = {"name": "Anna", "seed": 7, "opponents": ["random", "random", "random"], **fields}
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    game: dict[str, Any] = response.json()
    return game


def choose(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A legal answer to what the table waits for, with the state's seq."""
    you = state["you"]
    deal = state["deal"]
    answers: dict[str, Callable[[], dict[str, Any]]] = {
        "pass": lambda: {"type": "pass", "cards": rng.sample(deal["hand"], 3)},
        "play": lambda: {"type": "play", "card": rng.choice(deal["legal"])},
        "moon": lambda: {"type": "moon", "choice": "shooter_minus_26"},
        "next_deal": lambda: {"type": "next_deal"},
    }
    return {**answers[you](), "seq": state["seq"]}


def asked(state: dict[str, Any]) -> bool:
    """Whether the seat must now answer: it is asked to decide, or the match is over."""
    return state["type"] != "state" or bool(state["you"]) or bool(state["match"]["over"])


def until_asked(ws: Any, received: list[Any] | None = None) -> dict[str, Any]:
    """The next message that asks this seat to decide (or an error, or the match's end),
    reading past the bots' moves, which arrive one message each."""
    while True:
        message: dict[str, Any] = ws.receive_json()
        if received is not None:
            received.append(message)
        if asked(message):
            return message


def play_out(ws: Any, state: dict[str, Any], rng: random.Random, limit: int = 10_000) -> list[Any]:
    """Answer every request until the match is over; returns every message received."""
    received: list[Any] = [state]
    if not asked(state):
        state = until_asked(ws, received)
    for _ in range(limit):
        if state["match"]["over"]:
            return received
        ws.send_json(choose(state, rng))
        state = until_asked(ws, received)
        assert state["type"] == "state", state
    raise AssertionError("the match did not end")
