"""The bot pool: decisions made in worker processes, and a dying worker never stops a game."""

from __future__ import annotations

import asyncio
import os
import random
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

import pytest
from fastapi.testclient import TestClient

from hjerterfri.core import Card, Deal, Observation, Rules
from hjerterfri.services.table.bot_pool import NICE_VAR, BotPool
from hjerterfri.services.table.seat_bots import BotTurn, SeatBots, any_legal
from hjerterfri.web.app import create_app
from tests.conftest import own_loop
from tests.server.conftest import new_game, play_out
from tests.server.processes import all_gone, niceness, spawned_workers

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


class Sleeper(Crasher):
    """A bot that thinks for a minute before it plays, as a deep search may; it says it
    started thinking in the file ``$SLEEPER_FLAG``."""

    name = "sleeper"

    def choose_play(self, observation: Observation) -> Card:
        Path(os.environ["SLEEPER_FLAG"]).touch()
        time.sleep(60)
        return min(observation.legal)


def test_the_workers_think_at_a_lower_priority_than_the_server() -> None:
    turn = BotTurn(Deal.new(Rules(), seed=5).observation(0), "medium", 11)

    async def decide_and_look() -> list[int]:
        pool = BotPool(processes=1, nice=7)
        try:
            await pool.decide(turn)  # the worker has started and answered
            return [niceness(pid) for pid in spawned_workers(os.getpid())]
        finally:
            pool.stop()

    assert own_thread(decide_and_look) == [min(19, os.nice(0) + 7)]  # 19: the lowest


def test_a_priority_out_of_range_is_refused_with_the_range() -> None:
    with pytest.raises(ValueError, match="nice is 25; use 0"):
        BotPool(processes=1, nice=25)


def test_the_priority_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(NICE_VAR, "3")
    assert BotPool(processes=1).nice == 3
    monkeypatch.setenv(NICE_VAR, "high")
    with pytest.raises(ValueError, match="'high'; give a whole number from 0 to 19"):
        BotPool(processes=1)


def test_a_stopped_pool_ends_its_workers_even_mid_thought(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    flag = tmp_path / "thinking"
    monkeypatch.setenv("SLEEPER_FLAG", str(flag))  # the worker inherits it
    deal = Deal.new(Rules(pass_order="none"), seed=2)  # type: ignore[arg-type]
    seat = deal.to_act
    assert seat is not None
    turn = BotTurn(deal.observation(seat), "sleeper", 1)

    async def stop_while_thinking() -> tuple[list[int], object]:
        pool = BotPool(Sleeper, processes=1)
        thinking = asyncio.ensure_future(pool.decide(turn))
        while not flag.exists():
            await asyncio.sleep(0.05)
        workers = spawned_workers(os.getpid())
        pool.stop()
        return workers, await asyncio.wait_for(thinking, 30)

    workers, card = own_thread(stop_while_thinking)
    assert card == any_legal(turn.observation)  # the stopped worker's turn got a legal card
    assert workers and all_gone(workers), "a worker outlived its stopped pool"
