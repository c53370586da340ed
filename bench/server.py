"""The server under load: ``python bench/server.py --tables 10,100 --level medium``.

For each number of tables it starts ``hjerterfri serve`` itself on a free port (a SQLite
file in a temporary directory unless ``--db`` names a database), sets up that many tables
of one scripted human and three bots, and for ``--seconds`` each human plays a legal card
from its state as soon as it is asked (after ``--think`` seconds, ±50 %, if given); a
finished match is followed by a new one. One more table stays idle, and its page asks for
a ``sync`` four times a second. Printed per setting: actions/s (every pass and card, the
bots' included), play → next prompt p50/p95/p99 (from sending a card to the state that asks
the human again), errors (error replies, and 30 s without a message), the server's CPU (all
its processes, in cores) and RSS, and the idle table's sync p50/p99; then each setting's
actions/s as a ratio of the first. ``--src DIR`` runs the server from another checkout's
``src`` (e.g. ``git worktree add /tmp/bench-base main``), for a before/after in one run.
A benchmark, not a test: nothing here asserts on time.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

TIMEOUT = 30.0
TICKS = os.sysconf("SC_CLK_TCK")


@dataclass
class Figures:
    actions: int = 0
    errors: int = 0
    latencies: list[float] = field(default_factory=list)
    syncs: list[float] = field(default_factory=list)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def choose(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    deal = state["deal"]
    answers = {
        "pass": lambda: {"type": "pass", "cards": rng.sample(deal["hand"], 3)},
        "play": lambda: {"type": "play", "card": rng.choice(deal["legal"])},
        "moon": lambda: {"type": "moon", "choice": "others_plus_26"},
        "next_deal": lambda: {"type": "next_deal"},
    }
    return {**answers[state["you"]](), "seq": state["seq"]}


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def new_game(http: httpx.AsyncClient, level: str, seed: int) -> str:
    body = {"name": "Bench", "seed": seed, "opponents": [level] * 3}
    response = await http.post("/api/games", json=body)
    response.raise_for_status()
    address: str = response.json()["websocket"]
    return address


async def human(
    base: str, http: httpx.AsyncClient, args: argparse.Namespace, seed: int, out: Figures
) -> None:
    """One table's human: answers every prompt, starts a new match when one ends."""
    rng = random.Random(seed)
    while True:
        address = await new_game(http, args.level, seed)
        seed += 1000
        async with websockets.connect(base + address, max_size=None) as ws:
            sent: float | None = None
            while True:
                try:
                    text = await asyncio.wait_for(ws.recv(), TIMEOUT)
                except TimeoutError:
                    out.errors += 1
                    break
                message = json.loads(text)
                if message["type"] == "error":
                    out.errors += 1
                    await ws.send(json.dumps({"type": "sync"}))
                    continue
                if message["type"] != "state":
                    continue
                kinds = [e["type"] for e in message["events"]]
                out.actions += kinds.count("played") + kinds.count("passed")
                if message["match"]["over"]:
                    break
                if not message["you"]:
                    continue
                if sent is not None:
                    out.latencies.append(time.perf_counter() - sent)
                    sent = None
                if args.think:
                    await asyncio.sleep(args.think * rng.uniform(0.5, 1.5))
                answer = choose(message, rng)
                if answer["type"] == "play":
                    sent = time.perf_counter()
                await ws.send(json.dumps(answer))


async def idle_table(base: str, http: httpx.AsyncClient, level: str, out: Figures) -> None:
    """A table nobody plays at: its page asks for the state four times a second."""
    async with websockets.connect(base + await new_game(http, level, 1), max_size=None) as ws:
        await ws.recv()
        while True:
            await asyncio.sleep(0.25)
            start = time.perf_counter()
            await ws.send(json.dumps({"type": "sync"}))
            while json.loads(await ws.recv())["type"] != "state":
                pass
            out.syncs.append(time.perf_counter() - start)


def processes_of(pid: int) -> list[int]:
    """``pid`` and every process below it (the bots' workers)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
                children.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        todo.extend(children.get(current, []))
    return found


def cpu_seconds(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
    return total / TICKS


def rss_mb(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
    return total / 1024


def start_server(args: argparse.Namespace, port: int, db: str) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "hjerterfri", "serve", "--port", str(port)]
    command += ["--no-browser", "--db", db]
    if args.workers is not None:
        command += ["--workers", str(args.workers)]
    if args.bot_processes is not None:
        command += ["--bot-processes", str(args.bot_processes)]
    env = dict(os.environ)
    if args.src:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [args.src, env.get("PYTHONPATH")]))
    return subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL)


async def wait_until_up(http: httpx.AsyncClient, server: subprocess.Popen[bytes]) -> None:
    for _ in range(600):
        if server.poll() is not None:
            raise SystemExit(f"the server stopped with code {server.returncode}")
        with contextlib.suppress(httpx.HTTPError):
            if (await http.get("/api/options")).status_code == 200:
                return
        await asyncio.sleep(0.1)
    raise SystemExit("the server did not start in 60 s")


async def measure(args: argparse.Namespace, tables: int, folder: str) -> dict[str, float]:
    port = free_port()
    db = args.db or f"sqlite:///{folder}/bench-{tables}.sqlite3"
    server = start_server(args, port, db)
    out, idle = Figures(), Figures()
    limits = httpx.Limits(max_connections=tables + 10)
    try:
        async with httpx.AsyncClient(
            base_url=f"http://127.0.0.1:{port}", timeout=TIMEOUT, limits=limits
        ) as http:
            await wait_until_up(http, server)
            print(f"  {tables} tables: the server is up; measuring", file=sys.stderr)
            base = f"ws://127.0.0.1:{port}"
            tasks = [asyncio.create_task(idle_table(base, http, args.level, idle))]
            tasks += [
                asyncio.create_task(human(base, http, args, seed, out)) for seed in range(tables)
            ]
            await asyncio.sleep(min(5.0, args.seconds / 4))  # settle in
            out.actions, out.latencies, idle.syncs = 0, [], []
            pids = processes_of(server.pid)
            cpu, start = cpu_seconds(pids), time.perf_counter()
            await asyncio.sleep(args.seconds)
            elapsed = time.perf_counter() - start
            pids = processes_of(server.pid)
            used, rss = cpu_seconds(pids) - cpu, rss_mb(pids)
            actions, latencies, syncs = out.actions, list(out.latencies), list(idle.syncs)
            for task in tasks:
                task.cancel()
            await asyncio.wait(tasks, timeout=30)  # closing many sockets may take a while
            crashed = [
                t.exception() for t in tasks if t.done() and not t.cancelled() and t.exception()
            ]
            for error in crashed[:3]:
                print(f"  a client failed: {error!r}", file=sys.stderr)
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    return {
        "tables": tables,
        "actions_s": actions / elapsed,
        "p50": 1000 * percentile(latencies, 0.50),
        "p95": 1000 * percentile(latencies, 0.95),
        "p99": 1000 * percentile(latencies, 0.99),
        "errors": out.errors + len(crashed),
        "cpu": used / elapsed,
        "rss": rss,
        "sync50": 1000 * percentile(syncs, 0.50),
        "sync99": 1000 * percentile(syncs, 0.99),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", default="10", help="numbers of tables, e.g. 10,100")
    parser.add_argument("--level", default="medium", help="the bots' level")
    parser.add_argument("--think", type=float, default=0.0, help="a human's think time, s")
    parser.add_argument("--seconds", type=float, default=30.0, help="measured time per setting")
    parser.add_argument("--db", help="database URL (default: SQLite in a temporary folder)")
    parser.add_argument("--workers", type=int, help="server processes (serve --workers)")
    parser.add_argument("--bot-processes", type=int, help="serve --bot-processes")
    parser.add_argument("--src", help="run the server from this src folder (old code)")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for tables in [int(n) for n in args.tables.split(",")]:
            rows.append(asyncio.run(measure(args, tables, folder)))
    print(
        f"level {args.level}, think {args.think} s, {args.seconds:.0f} s each, "
        f"server {args.src or 'this checkout'}"
    )
    print(
        "tables  actions/s  play→prompt p50/p95/p99 ms  errors  CPU cores  RSS MB  "
        "idle sync p50/p99 ms  actions/s ratio"
    )
    for row in rows:
        print(
            f"{row['tables']:>6}  {row['actions_s']:>9.1f}  "
            f"{row['p50']:>8.0f} /{row['p95']:>6.0f} /{row['p99']:>6.0f}  "
            f"{row['errors']:>6}  {row['cpu']:>9.2f}  {row['rss']:>6.0f}  "
            f"{row['sync50']:>8.1f} /{row['sync99']:>7.1f}  "
            f"{row['actions_s'] / (rows[0]['actions_s'] or float('nan')):>10.2f}"
        )


if __name__ == "__main__":
    main()
