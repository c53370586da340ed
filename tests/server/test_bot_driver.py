"""The server's bots move outside its event loop: other tables, and this one, are answered
while they think; and an idle table leaves memory and comes back from its log."""

from __future__ import annotations

import random
import threading
from typing import Any

from fastapi.testclient import TestClient

from hjerterfri.core import Card, Observation
from hjerterfri.services.games import Games
from hjerterfri.web.app import create_app
from hjerterfri.web.server import Hub
from tests.server.conftest import new_game, play_out, until_asked

THINKING = threading.Event()  # a slow bot has started on a card
RELEASE = threading.Event()  # the test lets it finish


class Slow:
    """At level "hard", thinks about every card until the test releases it; else plays at once."""

    name = "slow"

    def __init__(self, level: str = "", _seed: int = 0) -> None:
        self.level = level

    def choose_pass(self, observation: Observation) -> list[Card]:
        return sorted(observation.hand)[:3]

    def choose_play(self, observation: Observation) -> Card:
        if self.level == "hard":
            THINKING.set()
            assert RELEASE.wait(60), "the test never released the bot"
        return min(observation.legal)


def comparable(state: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in state.items() if k not in ("reset", "events", "seq")}


def test_other_tables_and_this_one_are_answered_while_its_bots_think(db_url: str) -> None:
    THINKING.clear()
    RELEASE.clear()
    with TestClient(create_app(db_url, bots=Slow)) as client:
        slow = new_game(client, seed=3, opponents=["hard"] * 3)
        quick = new_game(client, seed=4, opponents=["random"] * 3)
        with (
            client.websocket_connect(slow["websocket"]) as thinking,
            client.websocket_connect(quick["websocket"]) as idle,
        ):
            state = thinking.receive_json()
            idle.receive_json()
            hand = state["deal"]["hand"]
            thinking.send_json({"type": "pass", "seq": state["seq"], "cards": hand[:3]})
            passed = thinking.receive_json()  # the pass is answered at once
            assert passed["type"] == "state" and passed["deal"]["passed"] is not None
            assert THINKING.wait(30), "no bot started on a card"
            # A bot is thinking and holds no lock: the other table answers...
            idle.send_json({"type": "sync"})
            assert idle.receive_json()["type"] == "state"
            # ...and so does its own table, showing the cards played so far.
            thinking.send_json({"type": "sync"})
            now = thinking.receive_json()
            assert now["type"] == "state" and now["you"] is None
            assert not RELEASE.is_set()
            RELEASE.set()
            assert until_asked(thinking)["you"] == "play"


def test_an_idle_table_is_unloaded_and_comes_back_the_same_from_its_log(
    client: TestClient,
) -> None:
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    games: Games = client.app.state.games  # type: ignore[attr-defined]
    game = new_game(client, seed=12)
    with client.websocket_connect(game["websocket"]) as ws:
        state = ws.receive_json()
        ws.send_json({"type": "pass", "seq": state["seq"], "cards": state["deal"]["hand"][:3]})
        before = until_asked(ws)
        # A table with a page open stays, however long it is left.
        assert client.portal.call(hub.unload_idle, 0) == []  # type: ignore[union-attr]
    assert client.portal.call(hub.unload_idle, 0) == [game["id"]]  # type: ignore[union-attr]
    assert game["id"] not in games.idle(0)  # nothing of it is kept in memory
    with client.websocket_connect(game["websocket"]) as ws:
        after = ws.receive_json()
        assert comparable(after) == comparable(before)
        ws.send_json({"type": "play", "seq": after["seq"], "card": after["deal"]["legal"][0]})
        assert until_asked(ws)["type"] == "state"  # and it plays on


def test_a_finished_game_leaves_memory_when_its_last_page_closes(client: TestClient) -> None:
    """Memory stays flat however many games end: a finished table is unloaded as its page
    closes (a running one waits to be idle); a review or its record reads it from its log."""
    games: Games = client.app.state.games  # type: ignore[attr-defined]
    running = new_game(client, seed=4)
    with client.websocket_connect(running["websocket"]) as ws:
        ws.receive_json()
    assert running["id"] in games.loaded()  # not over: kept for the player's return
    game = new_game(client, seed=5, rules={"single_deal": True})
    with client.websocket_connect(game["websocket"]) as ws:
        last = play_out(ws, ws.receive_json(), random.Random(5))[-1]
        assert last["match"]["over"] and game["id"] in games.loaded()
    assert game["id"] not in games.loaded()
    again = games.table(game["id"])  # what a review or the record reads: the stored log
    assert again.match.is_over and list(again.match.totals) == last["totals"]


class SlowPass(Slow):
    """At level "hard", thinks about its pass until the test releases it."""

    def choose_pass(self, observation: Observation) -> list[Card]:
        if self.level == "hard":
            THINKING.set()
            assert RELEASE.wait(60), "the test never released the bot"
        return sorted(observation.hand)[:3]


def test_a_table_of_searching_bots_is_set_up_at_once(db_url: str) -> None:
    """Their passes are seconds of search: made in the bot pool once the page opens, never
    while the start page waits for its new game (where they held up every table)."""
    THINKING.clear()
    RELEASE.clear()
    with TestClient(create_app(db_url, bots=SlowPass)) as client:
        game = new_game(client, seed=3, opponents=["hard"] * 3)  # answered, nobody passed
        assert not THINKING.is_set()
        with client.websocket_connect(game["websocket"]) as ws:
            assert THINKING.wait(30)  # the page opened: the pool makes the passes
            RELEASE.set()
            state = ws.receive_json()
            assert state["you"] == "pass" and len(state["deal"]["hand"]) == 13
            hand = state["deal"]["hand"]
            ws.send_json({"type": "pass", "seq": state["seq"], "cards": hand[:3]})
            assert until_asked(ws)["deal"]["received"] is not None  # the passes were made
