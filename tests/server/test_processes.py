"""Several server processes, one service: two real ``hjerterfri serve`` processes over one
PostgreSQL. Friends at one table, connected to different processes, see each other's moves;
a process killed with ``kill -9`` loses nothing, and the game goes on in the other one."""

from __future__ import annotations

import contextlib
import json
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from typer.testing import CliRunner
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from hjerterfri.cli import app
from tests.browser.live_server import ROOT, LiveServer, free_port
from tests.conftest import postgresql_url
from tests.server.conftest import asked, choose
from tests.server.processes import all_gone, spawned_workers

HOST, FRIEND = 0, 2


@pytest.fixture
def two_processes(postgresql_database: Any, tmp_path: Path) -> Iterator[list[LiveServer]]:
    url = postgresql_url(postgresql_database)
    servers = [LiveServer(url, free_port(), tmp_path / f"server{i}.log") for i in (1, 2)]
    try:
        for server in servers:
            server.start()
        yield servers
    finally:
        for server in servers:
            server.stop()


def started_table(server: LiveServer) -> tuple[str, dict[int, str]]:
    """Anna (seat 0) and Bo (seat 2) with two bots, set up through ``server``."""
    with httpx.Client(base_url=server.url) as http:
        body = {"name": "Anna", "friends": 1, "seed": 3, "bots": ["random"] * 3}
        lobby = http.post("/api/lobbies", json=body).raise_for_status().json()
        seat = {"seat": FRIEND, "name": "Bo"}
        bo = http.post(f"/api/lobbies/{lobby['id']}/seats", json=seat).raise_for_status().json()
        start = {"token": lobby["token"]}
        http.post(f"/api/lobbies/{lobby['id']}/start", json=start).raise_for_status()
    return lobby["id"], {HOST: lobby["token"], FRIEND: bo["token"]}


def sit(
    sockets: contextlib.ExitStack, server: LiveServer, game_id: str, seat: int, token: str
) -> ClientConnection:
    address = f"ws://127.0.0.1:{server.port}/ws/games/{game_id}?seat={seat}&token={token}"
    return sockets.enter_context(connect(address, open_timeout=30))


def next_state(ws: ClientConnection) -> dict[str, Any]:
    """The next ``state``, passing over ``presence`` news of others coming and going."""
    while True:
        message: dict[str, Any] = json.loads(ws.recv(timeout=30))
        if message["type"] != "presence":
            assert message["type"] == "state", message
            return message


def step(
    sockets: dict[int, ClientConnection], states: dict[int, dict[str, Any]], rng: random.Random
) -> tuple[int, dict[int, dict[str, Any]]]:
    """The player the table waits for acts; who it was, and every player's next state."""
    actor = next(seat for seat in sockets if states[seat]["you"])
    sockets[actor].send(json.dumps(choose(states[actor], rng)))
    return actor, settled(sockets)


def public(state: dict[str, Any]) -> str:
    """What every seat sees alike of a table: two states of one moment agree on it."""
    deal = state["deal"]
    shown = (
        deal["phase"],
        deal["trick"],
        deal["tricks_played"],
        deal["hand_sizes"],
        state["totals"],
    )
    return json.dumps(shown)


def settled(sockets: dict[int, ClientConnection]) -> dict[int, dict[str, Any]]:
    """Each player's state once the table waits for one of them again.

    The bots' moves arrive one state each, and a process that only relays another's moves
    may show a moment the mover never did (a forced card not yet played there), so each
    socket is read until all of them show the same moment and someone is asked in it.
    """
    latest = {seat: next_state(ws) for seat, ws in sockets.items()}  # the move itself
    deadline = time.monotonic() + 60
    while not (
        len({public(state) for state in latest.values()}) == 1
        and any(asked(state) for state in latest.values())
    ):
        assert time.monotonic() < deadline, "the players' pages never showed one moment"
        for seat, ws in sockets.items():
            try:
                message: dict[str, Any] = json.loads(ws.recv(timeout=0.2))
            except TimeoutError:
                continue
            if message["type"] != "presence":
                assert message["type"] == "state", message
                latest[seat] = message
    return latest


def test_friends_on_two_processes_see_each_others_moves_and_survive_a_kill(
    two_processes: list[LiveServer],
) -> None:
    first, second = two_processes
    game_id, tokens = started_table(first)
    rng = random.Random(4)
    with contextlib.ExitStack() as opened:
        play_across_a_kill(opened, first, second, game_id, tokens, rng)


def play_across_a_kill(
    opened: contextlib.ExitStack,
    first: LiveServer,
    second: LiveServer,
    game_id: str,
    tokens: dict[int, str],
    rng: random.Random,
) -> None:
    anna = sit(opened, first, game_id, HOST, tokens[HOST])
    bo = sit(opened, second, game_id, FRIEND, tokens[FRIEND])
    sockets = {HOST: anna, FRIEND: bo}
    states = {HOST: next_state(anna), FRIEND: next_state(bo)}
    movers: set[int] = set()
    for _ in range(12):  # the passes and the first tricks: each moves through their own
        actor, states = step(sockets, states, rng)
        movers.add(actor)
        assert states[HOST]["deal"]["trick"] == states[FRIEND]["deal"]["trick"]
        assert states[HOST]["totals"] == states[FRIEND]["totals"]
    assert movers == {HOST, FRIEND}, "both players should have moved"

    first.kill()  # kill -9: Anna's process is gone, and nothing of what was kept with it
    anna = sit(opened, second, game_id, HOST, tokens[HOST])
    sockets[HOST] = anna
    again = next_state(anna)
    assert again["deal"]["hand"] == states[HOST]["deal"]["hand"]
    assert again["deal"]["trick"] == states[HOST]["deal"]["trick"]
    assert again["you"] == states[HOST]["you"]
    states[HOST] = again
    for _ in range(8):  # and the game goes on, both players now on the second process
        _, states = step(sockets, states, rng)
        assert states[HOST]["deal"]["trick"] == states[FRIEND]["deal"]["trick"]


def test_a_game_deleted_through_one_process_closes_its_pages_on_the_other(
    two_processes: list[LiveServer],
) -> None:
    first, second = two_processes
    game_id, tokens = started_table(first)
    with contextlib.ExitStack() as opened:
        bo = sit(opened, second, game_id, FRIEND, tokens[FRIEND])
        next_state(bo)
        body = {"seat": HOST, "token": tokens[HOST]}
        gone = httpx.request("DELETE", f"{first.url}api/games/{game_id}", json=body)
        assert gone.status_code == 204, gone.text
        told = json.loads(bo.recv(timeout=30))
        assert (told["type"], told["code"]) == ("error", "no_such_game")
        with pytest.raises(ConnectionClosed) as closed:
            bo.recv(timeout=30)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4404


def test_more_than_one_process_on_sqlite_is_refused_with_the_way_out(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'one.sqlite3'}"
    args = ["serve", "--workers", "2", "--db", url, "--no-browser", "--port", str(free_port())]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 2
    assert "--workers 2 needs PostgreSQL" in result.output
    assert "postgresql+psycopg://" in result.output


def test_serve_with_two_workers_serves_games_over_postgresql(
    postgresql_database: Any, tmp_path: Path
) -> None:
    port = free_port()
    command = [sys.executable, "-m", "hjerterfri", "serve", "--workers", "2", "--no-browser"]
    command += ["--port", str(port), "--db", postgresql_url(postgresql_database)]
    log = tmp_path / "workers.log"
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=out)
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, log.read_text()
            try:
                game = httpx.post(f"{base}/api/games", json={"name": "Anna", "seed": 2})
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, log.read_text()
                time.sleep(0.2)
        assert game.status_code == 201, game.text
        listed = [g["id"] for g in httpx.get(f"{base}/api/games").json()["games"]]
        assert game.json()["id"] in listed
        with connect(f"ws://127.0.0.1:{port}{game.json()['websocket']}") as ws:
            state = next_state(ws)
            ws.send(json.dumps(choose(state, random.Random(1))))
            assert next_state(ws)["seq"] > state["seq"]
        assert "2 server processes share the tables" in log.read_text()
    finally:
        process.terminate()
        process.wait(timeout=20)


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL])
def test_a_stopped_server_leaves_no_bot_worker_behind(stop: signal.Signals, tmp_path: Path) -> None:
    """Ctrl+C, the end of a benchmark, or ``kill -9``: the bots' processes end with the server."""
    server = LiveServer(f"sqlite:///{tmp_path / 'stop.sqlite3'}", free_port(), tmp_path / "log")
    server.start(["--bot-processes", "2"])
    try:
        body = {"name": "Anna", "seed": 5, "opponents": ["hard"] * 3}
        game = httpx.post(server.url + "api/games", json=body).raise_for_status().json()
        with connect(f"ws://127.0.0.1:{server.port}{game['websocket']}") as ws:
            state = next_state(ws)
            ws.send(json.dumps(choose(state, random.Random(1))))  # the hard bots think next
            assert server.process is not None
            deadline = time.monotonic() + 60
            while not (workers := spawned_workers(server.process.pid)):
                assert time.monotonic() < deadline, server.log.read_text()
                time.sleep(0.05)
            server.process.send_signal(stop)
            server.process.wait(timeout=60)
        assert all_gone(workers), f"bot workers {workers} outlived the server"
    finally:
        server.stop()
