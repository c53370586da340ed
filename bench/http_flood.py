"""One address floods the server; how long does everyone else wait for the start page?

``python bench/http_flood.py --routes /api/stats,/api/games --connections 200``

It starts ``hjerterfri serve`` itself (as ``bench/server.py`` does: a SQLite file in a
temporary folder, ``--src DIR`` for another checkout's code). Requests come as the reverse
proxy of docs/hosting.md sends them: from 127.0.0.1, with a public ``Host`` and the
visitor's address in ``X-Forwarded-For``, so each client counts as the address it names
and none as the computer that serves. First a visitor asks for ``GET /`` alone for
``--seconds`` (the reference); then, for each route, a flooder at another address keeps
``--connections`` requests for it in flight while the visitor asks for ``GET /`` again.
``websockets`` floods with that many websockets to a game of the flooder's own, each asking
for the state again as soon as it has it. Printed per route: the flood's answers a second
(served, and refused with 429), and the visitor's ``GET /`` p50 and max, and its p50 as a
ratio of the reference.
A benchmark, not a test: nothing here asserts on time.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import signal
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent))
from server import percentile, running_server

PUBLIC = "hjerterfri.example.org"  # not a loopback name: no one here is "this computer"
VISITOR = {"Host": PUBLIC, "X-Forwarded-For": "198.51.100.4"}
FLOODERS = "203.0.113.{}"  # each route's flood from an address of its own, fresh
PAUSE = 0.05  # between the visitor's requests
WEBSOCKETS = "websockets"  # the route that floods with websockets asking for the state
GAME = {"name": "Flood", "seed": 1, "opponents": ["random"] * 3}


@dataclass
class Row:
    """One setting: the visitor's ``GET /`` times, and the flood's answers a second."""

    route: str
    times: list[float]
    served: float | None = None
    refused: float | None = None  # 429
    failed: float | None = None  # connections the server closed, or refused


async def visit(http: httpx.AsyncClient, seconds: float) -> list[float]:
    """The visitor's ``GET /`` times (s) over ``seconds``, one request at a time."""
    times: list[float] = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        start = time.monotonic()
        answer = await http.get("/", headers=VISITOR)
        times.append(time.monotonic() - start)
        if answer.status_code != 200:
            print(f"  the visitor got {answer.status_code}", file=sys.stderr)
        await asyncio.sleep(PAUSE)
    return times


async def flood(port: int, route: str, address: str, statuses: Counter[int]) -> None:
    """One of the flooder's connections: asks for ``route`` again as soon as answered.

    Plain HTTP/1.1 over a socket, not httpx: a flooder spends little on each request, and
    so on this machine's two cores the server, not the flooder, is what runs out."""
    request = (
        f"GET {route} HTTP/1.1\r\nHost: {PUBLIC}\r\nX-Forwarded-For: {address}\r\n\r\n"
    ).encode()
    while True:
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError:
            statuses[0] += 1
            await asyncio.sleep(0.1)
            continue
        try:
            while True:
                writer.write(request)
                head = await reader.readuntil(b"\r\n\r\n")
                length = 0
                for line in head.split(b"\r\n")[1:]:
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value)
                await reader.readexactly(length)
                statuses[int(head.split(b" ", 2)[1])] += 1
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            statuses[0] += 1  # the server closed the connection: open another
        finally:
            writer.close()


async def own_table(port: int, address: str) -> str:
    """The websocket of a game the flooder starts for itself, with its seat's token."""
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as http:
        headers = {"Host": PUBLIC, "X-Forwarded-For": address}
        game = await http.post("/api/games", json=GAME, headers=headers)
        return f"ws://127.0.0.1:{port}{game.json()['websocket']}"


async def ask_for_state(url: str, address: str, statuses: Counter[int]) -> None:
    """One of the flooder's websockets: asks for the table's state as soon as it has it,
    as a script that waits for each answer does (a state counts as 200, an error as 429),
    and connects again when closed."""
    extra = {"X-Forwarded-For": address}
    while True:
        try:
            async with websockets.connect(url, additional_headers=extra, max_size=None) as ws:
                await ws.recv()
                while True:
                    await ws.send('{"type": "sync"}')
                    reply = json.loads(await ws.recv())
                    statuses[200 if reply.get("type") == "state" else 429] += 1
        except (OSError, websockets.WebSocketException):
            statuses[0] += 1
            await asyncio.sleep(0.1)


def flood_process(
    port: int, route: str, address: str, connections: int, warm_up: int, pipe: Connection
) -> None:
    """The flood: says when ``warm_up`` answers have come, then counts them until told to
    stop, and sends the counts by status."""

    async def run() -> None:
        statuses: Counter[int] = Counter()
        if route == WEBSOCKETS:
            url = await own_table(port, address)
            flooding = [ask_for_state(url, address, statuses) for _ in range(connections)]
        else:
            flooding = [flood(port, route, address, statuses) for _ in range(connections)]
        tasks = [asyncio.create_task(one) for one in flooding]
        while sum(statuses.values()) < warm_up:
            await asyncio.sleep(0.05)
        statuses.clear()
        pipe.send("ready")
        while not pipe.poll():
            await asyncio.sleep(0.05)
        pipe.send(dict(statuses))
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    asyncio.run(run())


async def measure(args: argparse.Namespace, db: str) -> list[Row]:
    rows: list[Row] = []
    async with running_server(args, db, 4) as (_, http, _ws):
        await visit(http, 1.0)  # warm up
        rows.append(Row("(no flood)", await visit(http, args.seconds)))
        port = http.base_url.port or 80
        for number, route in enumerate(args.routes.split(","), start=10):
            # The flooder in a process of its own: in this one, its 200 connections would
            # hold up the visitor's requests before the server ever saw them.
            ours, theirs = multiprocessing.Pipe()
            flooder = multiprocessing.get_context("spawn").Process(
                target=flood_process,
                args=(port, route, FLOODERS.format(number), args.connections, args.warm_up, theirs),
            )
            flooder.start()
            ours.recv()  # past the burst
            started = time.monotonic()
            times = await visit(http, args.seconds)
            elapsed = time.monotonic() - started
            ours.send("stop")
            answered: dict[int, int] = ours.recv()
            flooder.join()
            served = sum(n for status, n in answered.items() if status not in (0, 429))
            refused, failed = answered.get(429, 0), answered.get(0, 0)
            rows.append(Row(route, times, served / elapsed, refused / elapsed, failed / elapsed))
    return rows


def print_rows(rows: list[Row]) -> None:
    reference = percentile(rows[0].times, 0.5)
    print(
        f"{'flooded route':<16}{'served/s':>10}{'429/s':>10}{'failed/s':>10}"
        f"{'GET / p50':>12}{'max':>10}{'p50 ratio':>11}"
    )
    for row in rows:
        counts = "".join(
            f"{'':>10}" if n is None else f"{n:>10.0f}"
            for n in (row.served, row.refused, row.failed)
        )
        p50 = percentile(row.times, 0.5)
        print(
            f"{row.route:<16}{counts}{p50 * 1000:>10.1f}ms{max(row.times) * 1000:>8.0f}ms"
            f"{p50 / reference:>10.1f}×"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--routes",
        default=f"/api/stats,/api/games,/api/options,{WEBSOCKETS}",
        help=f"the routes flooded in turn; {WEBSOCKETS!r}: websockets asking for the state",
    )
    parser.add_argument("--connections", type=int, default=200, help="the flood's, at once")
    parser.add_argument("--seconds", type=float, default=10.0, help="measured per route")
    parser.add_argument(
        "--warm-up", type=int, default=2000, help="flood answers before measuring (the burst)"
    )
    parser.add_argument("--src", help="run the server from this src folder (old code)")
    args = parser.parse_args()
    args.workers = args.bot_processes = args.server_cpus = None  # as bench/server.py's
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # stops the server too
    with tempfile.TemporaryDirectory() as folder:
        rows = asyncio.run(measure(args, f"sqlite:///{folder}/games.sqlite3"))
    print_rows(rows)


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        main()
