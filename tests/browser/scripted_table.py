"""A scripted table server for the page: states written by hand, sent over a mocked websocket.

For what a real game rarely deals on demand (a moon, a draw), the test plays the server's part
of docs/protocol.md; the HTTP routes (translations, options) stay the real server's.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page, WebSocketRoute

NAMES = ("Anna", "Astrid", "Bjørn", "Freja")


def table_state(seq: int, you: str | None, **deal: Any) -> dict[str, Any]:
    """A ``state`` message for seat 0 at a four-player table, with ``deal`` fields changed."""
    seats = [{"seat": 0, "name": NAMES[0], "kind": "human", "level": None}]
    seats += [{"seat": s, "name": NAMES[s], "kind": "bot", "level": "medium"} for s in (1, 2, 3)]
    base_deal: dict[str, Any] = {
        "number": 1, "dealer": 3, "pass_direction": "left", "pass_to": 1, "pass_from": 3,
        "phase": "play", "to_act": None, "leader": 0, "hand": [], "legal": [], "passed": None,
        "received": None, "trick": [], "last_trick": None, "tricks_played": 12,
        "hand_sizes": [1, 0, 0, 0], "points_taken": [25, 0, 0, 0], "hearts_broken": True,
        "moon": None, "ladder": None, "points": None, "claim": None,
    }  # fmt: skip
    return {
        "type": "state", "seq": seq, "reset": False, "game_id": "scripted", "language": "en",
        "seat": 0, "events": [], "seats": seats, "rules": {"players": 4}, "preset": "hjerterfri",
        "deal": {**base_deal, **deal}, "you": you, "score_sheet": [], "moons": [],
        "totals": [0, 0, 0, 0],
        "match": {"over": False, "winners": [], "draw": False, "leaders": [0, 1, 2, 3]},
        "undo_available": False, "hint_available": False, "settings": {"auto_play_forced": False},
    }  # fmt: skip


Reply = Callable[[dict[str, Any]], list[dict[str, Any]]]


class ScriptedTable:
    """Answers the page's messages by ``type`` with the states a script gives for them."""

    def __init__(self, first: dict[str, Any], replies: dict[str, Reply]) -> None:
        self.first = {**copy.deepcopy(first), "reset": True}
        self.replies = replies
        self.received: list[dict[str, Any]] = []

    def install(self, page: Page) -> None:
        page.route_web_socket("**/ws/games/scripted*", self._connected)

    def _connected(self, socket: WebSocketRoute) -> None:
        socket.on_message(lambda text: self._answer(socket, text))
        socket.send(json.dumps(self.first))

    def _answer(self, socket: WebSocketRoute, text: str | bytes) -> None:
        message = json.loads(text)
        self.received.append(message)
        reply = self.replies.get(message["type"])
        for answer in reply(message) if reply else []:
            socket.send(json.dumps(answer))
