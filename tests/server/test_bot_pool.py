"""The bot pool: decisions made in worker processes, and a dying worker never stops a game."""

from __future__ import annotations

import os
import random
from collections.abc import Awaitable, Callable
from typing import TypeVar

from fastapi.testclient import TestClient

from hjerterfri.core import Card, Deal, Observation, Rules
from hjerterfri.services.table.bot_pool import BotPool
from hjerterfri.services.table.seat_bots import BotTurn, SeatBots, any_legal
from hjerterfri.web.app import create_app
from tests.conftest import own_loop
from tests.server.conftest import new_game, play_out

T = TypeVar("T")


class Crasher:
    """A bot whose process dies when it must play, as a worker killed mid-thought would."""

    name = "crasher"

    def __init__(self, _level: str = "", _seed: int = 0) -> None:
        pass

    def choose_pass(self, observation: Observation) -> list[Card]:
        return sorted(observation.hand)[-3:]

    def choose_play(self, observation: Observation) -> Card:
        os._exit(3)


def own_thread(work: Callable[[], Awaitable[T]]) -> T:
    """The result of ``work`` run on an event loop of its own (``own_loop``)."""
    result: list[T] = []

    @own_loop
    async def run() -> None:
        result.append(await work())

    run()
    return result[0]


def test_a_worker_process_decides_as_the_server_itself_would() -> None:
    deal = Deal.new(Rules(), seed=5)
    turns = [BotTurn(deal.observation(s), level, 11) for s in range(4) for level in ("medium",)]

    async def decide_all() -> list[object]:
        pool = BotPool(processes=1)
        try:
            return [await pool.decide(turn) for turn in turns]
        finally:
            pool.stop()

    assert own_thread(decide_all) == [SeatBots().decide(turn) for turn in turns]


def test_a_worker_that_dies_gives_a_legal_move_and_the_next_decision_a_new_worker() -> None:
    deal = Deal.new(Rules(pass_order="none"), seed=2)  # type: ignore[arg-type]
    seat = deal.to_act
    assert seat is not None
    play = BotTurn(deal.observation(seat), "crasher", 1)
    other = (seat + 1) % 4
    passing = BotTurn(Deal.new(Rules(), seed=2).observation(other), "crasher", 1)

    async def both() -> tuple[object, object]:
        pool = BotPool(Crasher, processes=1)
        try:
            return await pool.decide(play), await pool.decide(passing)
        finally:
            pool.stop()

    died, after = own_thread(both)
    assert died == any_legal(play.observation)  # the plainest legal card: 2♣ here
    assert after == SeatBots(Crasher).decide(passing)  # a new worker made this one


def test_a_whole_game_with_the_bots_in_a_worker_process(db_url: str) -> None:
    with TestClient(create_app(db_url, bot_processes=1)) as client:
        game = new_game(client, rules={"single_deal": True}, opponents=["easy", "medium", "hard"])
        with client.websocket_connect(game["websocket"]) as ws:
            end = play_out(ws, ws.receive_json(), random.Random(3))[-1]
    assert end["match"]["over"] and sum(end["totals"]) in (26, 78)
