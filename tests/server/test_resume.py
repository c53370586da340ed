"""A server that dies (no shutdown at all) and starts again resumes every game exactly."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from fastapi.testclient import TestClient

from hjerterfri.services.store.games import game_actions
from hjerterfri.web.app import create_app
from tests.server.conftest import choose, new_game, play_out, until_asked


def comparable(state: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in state.items() if k not in ("reset", "events", "seq")}


def advance(ws: Any, state: dict[str, Any], rng: random.Random, steps: int) -> dict[str, Any]:
    for _ in range(steps):
        ws.send_json(choose(state, rng))
        state = until_asked(ws)
    return state


def test_a_new_app_on_the_same_database_resumes_the_game_exactly(
    db_url: str, tmp_path: Path
) -> None:
    # No ``with``: the app never runs a shutdown, as after kill -9.
    first = TestClient(create_app(db_url))
    game = new_game(first, seed=31, opponents=["easy", "medium", "random"])
    rng = random.Random(5)
    with first.websocket_connect(game["websocket"]) as ws:
        before = advance(ws, ws.receive_json(), rng, 20)
    del first

    second = TestClient(create_app(db_url))
    unfinished = second.get("/api/games?state=unfinished").json()["games"]
    assert [g["id"] for g in unfinished] == [game["id"]]
    with second.websocket_connect(game["websocket"]) as ws:
        after = ws.receive_json()
        assert after["reset"] is True
        assert comparable(after) == comparable(before)
        assert after["seq"] == before["seq"] + 1
        # A message written for the old server is stale, not applied to the new one.
        ws.send_json(choose(before, random.Random(0)))
        assert ws.receive_json()["code"] == "stale"
        resumed = play_out(ws, after, rng)[-1]

    # The same choices without a restart end the same way: the bots replay identically.
    reference = TestClient(create_app(f"sqlite:///{tmp_path / 'reference.sqlite3'}"))
    twin = new_game(reference, seed=31, opponents=["easy", "medium", "random"])
    rng = random.Random(5)
    with reference.websocket_connect(twin["websocket"]) as ws:
        state = advance(ws, ws.receive_json(), rng, 20)
        uninterrupted = play_out(ws, state, rng)[-1]
    assert resumed["score_sheet"] == uninterrupted["score_sheet"]
    assert resumed["totals"] == uninterrupted["totals"]


def test_a_server_killed_between_the_bots_moves_lets_them_move_again(db_url: str) -> None:
    first = TestClient(create_app(db_url))
    game = new_game(first, seed=4)
    with first.websocket_connect(game["websocket"]) as ws:
        before = advance(ws, ws.receive_json(), random.Random(1), 6)
    engine = first.app.state.engine  # type: ignore[attr-defined]
    with engine.begin() as db:
        rows = db.execute(
            sa.select(game_actions.c.idx, game_actions.c.action)
            .where(game_actions.c.game_id == game["id"])
            .order_by(game_actions.c.idx)
        ).all()
        human = max(r.idx for r in rows if '"seat": 0' in r.action and '"auto"' not in r.action)
        assert human < rows[-1].idx, "the bots should have moved after the human"
        db.execute(game_actions.delete().where(game_actions.c.idx > human))
    del first

    second = TestClient(create_app(db_url))
    with second.websocket_connect(game["websocket"]) as ws:
        after = until_asked(ws)  # the table as stored, then the bots' moves one by one
    assert comparable(after) == comparable(before)


def test_finished_games_stay_finished_after_a_restart(db_url: str) -> None:
    first = TestClient(create_app(db_url))
    game = new_game(first, rules={"single_deal": True})
    with first.websocket_connect(game["websocket"]) as ws:
        end = play_out(ws, ws.receive_json(), random.Random(2))[-1]
    del first
    second = TestClient(create_app(db_url))
    finished = second.get("/api/games?state=finished").json()["games"]
    assert [g["id"] for g in finished] == [game["id"]]
    assert finished[0]["totals"] == end["totals"]
    with second.websocket_connect(game["websocket"]) as ws:
        assert ws.receive_json()["match"]["over"] is True


def test_the_forced_card_setting_survives_a_restart(db_url: str) -> None:
    first = TestClient(create_app(db_url))
    game = new_game(first)
    with first.websocket_connect(game["websocket"]) as ws:
        state = ws.receive_json()
        ws.send_json({"type": "settings", "seq": state["seq"], "auto_play_forced": True})
        assert ws.receive_json()["settings"] == {"auto_play_forced": True}
    del first
    second = TestClient(create_app(db_url))
    with second.websocket_connect(game["websocket"]) as ws:
        assert ws.receive_json()["settings"] == {"auto_play_forced": True}
