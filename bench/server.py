"""The server under load: ``python bench/server.py --tables 10,100 --level medium``.

For each number of tables it starts ``hjerterfri serve`` itself on a free port (a SQLite
file in a temporary directory; ``--postgresql``: a fresh database on a PostgreSQL server it
starts in a temporary directory, as the tests do; ``--db URL``: that database), with
``--workers`` server processes, sets up that many tables
of one scripted human and three bots, and for ``--seconds`` each human plays a legal card
from its state as soon as it is asked (after ``--think`` seconds, ±50 %, if given); a
finished match is followed by a new one. One more table stays idle, and its page asks for
a ``sync`` four times a second. Printed per setting: actions/s (every pass and card, the
bots' included, and the humans' own alone), play → next prompt p50/p95/p99 (from sending
a card to the state that asks the human again), errors (error replies, and 30 s without a
message), the server's CPU (all its processes, in cores) and RSS, and the idle table's sync
p50/p99; then each setting's actions/s as a ratio of the first. ``--src DIR`` runs the
server from another checkout's ``src`` (e.g. ``git worktree add /tmp/bench-base main``),
for a before/after in one run.
``--server-cpus 0`` pins the server (and its bot processes) to CPU 0 and the load to the
others, as issue 13's figures were taken.

``--games N`` measures memory instead: the tables play N games of one deal each through
the server, and its RSS is printed every tenth of them, then how far it strayed from the
first reading after warming up (the target is ±10 %).

The server runs in a session of its own; at the end, or on Ctrl+C, it is stopped as by
Ctrl+C, and whatever of its process group (uvicorn's workers, the bot pools) is left is
killed: nothing is left running.
A benchmark, not a test: nothing here asserts on time.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

TIMEOUT = 30.0
TICKS = os.sysconf("SC_CLK_TCK")
ROOT = Path(__file__).resolve().parents[1]
WARM_UP = 0.1  # of a --games run: memory is compared from here on


@dataclass
class Figures:
    actions: int = 0
    human: int = 0  # the scripted humans' own passes and cards, of ``actions``
    errors: int = 0
    games: int = 0
    latencies: list[float] = field(default_factory=list)
    syncs: list[float] = field(default_factory=list)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def choose(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    deal = state["deal"]
    answers: dict[str, Callable[[], dict[str, Any]]] = {
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


async def new_game(
    http: httpx.AsyncClient, level: str, seed: int, rules: dict[str, Any] | None = None
) -> str:
    body = {"name": "Bench", "seed": seed, "opponents": [level] * 3, "rules": rules or {}}
    response = await http.post("/api/games", json=body)
    response.raise_for_status()
    address: str = response.json()["websocket"]
    return address


async def human(
    base: str, http: httpx.AsyncClient, args: argparse.Namespace, seed: int, out: Figures
) -> None:
    """One table's human: answers every prompt, starts a new match when one ends."""
    rng = random.Random(seed)
    rules = {"single_deal": True} if args.games else {}
    while True:
        address = await new_game(http, args.level, seed, rules)
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
                    out.games += 1
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
                if answer["type"] in ("pass", "play"):
                    out.human += 1
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
    """``hjerterfri serve`` in a session of its own: its process group is all of it."""
    command = [sys.executable, "-m", "hjerterfri", "serve", "--port", str(port)]
    command += ["--no-browser", "--db", db]
    if args.workers is not None:
        command += ["--workers", str(args.workers)]
    if args.bot_processes is not None:
        command += ["--bot-processes", str(args.bot_processes)]
    env = dict(os.environ)
    if args.src:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [args.src, env.get("PYTHONPATH")]))
    if args.server_cpus:  # the server and all it starts (its bot processes) on these only
        command = ["taskset", "--cpu-list", args.server_cpus, *command]
    return subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, start_new_session=True)


def parse_cpu_list(text: str) -> list[int]:
    """taskset's CPU list ("0", "0,2", "1-3") as numbers."""
    cpus: list[int] = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        cpus += range(int(low), int(high or low) + 1)
    return cpus


def stop_server(server: subprocess.Popen[bytes]) -> None:
    """Stops the server as Ctrl+C would (it ends its own workers and bot pools), then
    kills whatever of its process group is left after 10 s."""
    server.terminate()
    with contextlib.suppress(subprocess.TimeoutExpired):
        server.wait(10)
    deadline = time.monotonic() + 10
    while group_alive(server.pid) and time.monotonic() < deadline:
        time.sleep(0.2)  # a bot worker ends on its own within a second of its server
    left = group_alive(server.pid)
    if left:
        print(f"  processes {left} outlived the server; killing them", file=sys.stderr)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(server.pid, signal.SIGKILL)
    server.wait()


def group_alive(group: int) -> list[int]:
    """The running processes (not zombies) of process group ``group``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                if int(fields[2]) == group and fields[0] != "Z":
                    found.append(int(entry.name))
    return found


async def wait_until_up(http: httpx.AsyncClient, server: subprocess.Popen[bytes]) -> None:
    for _ in range(600):
        if server.poll() is not None:
            raise SystemExit(f"the server stopped with code {server.returncode}")
        with contextlib.suppress(httpx.HTTPError):
            if (await http.get("/api/options")).status_code == 200:
                return
        await asyncio.sleep(0.1)
    raise SystemExit("the server did not start in 60 s")


@contextlib.contextmanager
def temporary_postgresql() -> Iterator[Callable[[str], str]]:
    """A PostgreSQL server in a temporary folder on a free port, the one the tests start
    (``tests/postgresql_server.py``); yields a maker of fresh databases' URLs. Unlike the
    tests' server it writes to disk as a real one does (``fsync`` on)."""
    sys.path.insert(0, str(ROOT))  # the tests' helper, from a checkout
    from pytest_postgresql.janitor import DatabaseJanitor
    from tests.postgresql_server import temporary_server

    with temporary_server(" -c fsync=on -c max_connections=300") as server:

        def database(name: str) -> str:
            janitor = DatabaseJanitor(
                user=server.user, host=server.host, port=server.port, dbname=name
            )
            janitor.init()
            return f"postgresql+psycopg://{server.user}@{server.host}:{server.port}/{name}"

        yield database


@contextlib.asynccontextmanager
async def running_server(
    args: argparse.Namespace, db: str, connections: int
) -> AsyncIterator[tuple[subprocess.Popen[bytes], httpx.AsyncClient, str]]:
    """The server started on ``db`` and answering; a client for it; its websocket base."""
    port = free_port()
    server = start_server(args, port, db)
    limits = httpx.Limits(max_connections=connections)
    try:
        async with httpx.AsyncClient(
            base_url=f"http://127.0.0.1:{port}", timeout=TIMEOUT, limits=limits
        ) as http:
            await wait_until_up(http, server)
            yield server, http, f"ws://127.0.0.1:{port}"
    finally:
        stop_server(server)


async def stop_all(tasks: list[asyncio.Task[None]]) -> int:
    """Cancels the clients; how many of them had failed (each said on stderr)."""
    for task in tasks:
        task.cancel()
    await asyncio.wait(tasks, timeout=30)  # closing many sockets may take a while
    crashed = [t.exception() for t in tasks if t.done() and not t.cancelled() and t.exception()]
    for error in crashed[:3]:
        print(f"  a client failed: {error!r}", file=sys.stderr)
    return len(crashed)


async def measure(args: argparse.Namespace, tables: int, db: str) -> dict[str, float]:
    out, idle = Figures(), Figures()
    async with running_server(args, db, tables + 10) as (server, http, base):
        print(f"  {tables} tables: the server is up; measuring", file=sys.stderr)
        tasks = [asyncio.create_task(idle_table(base, http, args.level, idle))]
        tasks += [asyncio.create_task(human(base, http, args, seed, out)) for seed in range(tables)]
        await asyncio.sleep(min(5.0, args.seconds / 4))  # settle in
        out.actions, out.human, out.latencies, idle.syncs = 0, 0, [], []
        pids = processes_of(server.pid)
        cpu, start = cpu_seconds(pids), time.perf_counter()
        await asyncio.sleep(args.seconds)
        elapsed = time.perf_counter() - start
        pids = processes_of(server.pid)
        used, rss = cpu_seconds(pids) - cpu, rss_mb(pids)
        actions, latencies, syncs = out.actions, list(out.latencies), list(idle.syncs)
        human_actions = out.human
        crashed = await stop_all(tasks)
    return {
        "tables": tables,
        "actions_s": actions / elapsed,
        "human_s": human_actions / elapsed,
        "p50": 1000 * percentile(latencies, 0.50),
        "p95": 1000 * percentile(latencies, 0.95),
        "p99": 1000 * percentile(latencies, 0.99),
        "errors": out.errors + crashed,
        "cpu": used / elapsed,
        "rss": rss,
        "sync50": 1000 * percentile(syncs, 0.50),
        "sync99": 1000 * percentile(syncs, 0.99),
    }


async def memory(args: argparse.Namespace, tables: int, db: str) -> None:
    """Plays ``args.games`` one-deal games at ``tables`` tables; prints the server's RSS every
    tenth of them, and how far it strayed after the warm-up."""
    out = Figures()
    every = max(1, args.games // 10)
    async with running_server(args, db, tables + 10) as (server, http, base):
        print(f"{args.games} games of one deal, {tables} tables, level {args.level}")
        print("   games  actions  seconds  RSS MB  errors")
        tasks = [asyncio.create_task(human(base, http, args, seed, out)) for seed in range(tables)]
        start, readings, shown = time.perf_counter(), [], -1
        while out.games < args.games and not all(task.done() for task in tasks):
            await asyncio.sleep(0.5)
            if out.games // every > shown:
                shown = out.games // every
                rss = rss_mb(processes_of(server.pid))
                readings.append((out.games, rss))
                print(
                    f"{out.games:>8}  {out.actions:>7}  {time.perf_counter() - start:>7.0f}  "
                    f"{rss:>6.0f}  {out.errors:>6}",
                    flush=True,
                )
        errors = out.errors + await stop_all(tasks)
    settled = [rss for games, rss in readings if games >= WARM_UP * args.games] or [0.0]
    low, high = min(settled), max(settled)
    print(
        f"RSS after {WARM_UP:.0%} of the games: {settled[0]:.0f} MB, then {low:.0f} to "
        f"{high:.0f} MB ({100 * (high - settled[0]) / (settled[0] or 1):+.1f} % at most); "
        f"{errors} errors"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", default="10", help="numbers of tables, e.g. 10,100")
    parser.add_argument("--level", default="medium", help="the bots' level")
    parser.add_argument("--think", type=float, default=0.0, help="a human's think time, s")
    parser.add_argument("--seconds", type=float, default=30.0, help="measured time per setting")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--db", help="database URL (default: SQLite in a temporary folder)")
    where.add_argument(
        "--postgresql", action="store_true", help="a temporary PostgreSQL server of its own"
    )
    parser.add_argument("--workers", type=int, help="server processes (serve --workers)")
    parser.add_argument("--bot-processes", type=int, help="serve --bot-processes")
    parser.add_argument("--games", type=int, help="measure RSS over this many one-deal games")
    parser.add_argument("--src", help="run the server from this src folder (old code)")
    parser.add_argument(
        "--server-cpus",
        help="pin the server to these CPUs (taskset's list, e.g. 0) and the load to the others",
    )
    args = parser.parse_args()
    if args.server_cpus:
        pinned = set(parse_cpu_list(args.server_cpus))
        os.sched_setaffinity(0, (os.sched_getaffinity(0) - pinned) or os.sched_getaffinity(0))
    if args.games is not None and args.games < 1:
        parser.error(f"--games {args.games}: give 1 or more games")
    # a SIGTERM to the benchmark stops its servers too, as Ctrl+C does
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    with contextlib.ExitStack() as stack:
        folder = stack.enter_context(tempfile.TemporaryDirectory())
        databases = stack.enter_context(temporary_postgresql()) if args.postgresql else None
        counts = [int(n) for n in args.tables.split(",")]
        if args.games:
            db = database_for(args, databases, folder, "memory")
            asyncio.run(memory(args, counts[0], db))
            return
        rows = [
            asyncio.run(measure(args, tables, database_for(args, databases, folder, str(tables))))
            for tables in counts
        ]
    print_rows(args, rows)


def database_for(
    args: argparse.Namespace, databases: Callable[[str], str] | None, folder: str, name: str
) -> str:
    """The URL the server of one setting runs on: a fresh database unless ``--db`` is given."""
    if args.db:
        return str(args.db)
    if databases is not None:
        return databases(f"bench_{name}")
    return f"sqlite:///{folder}/bench-{name}.sqlite3"


def print_rows(args: argparse.Namespace, rows: list[dict[str, float]]) -> None:
    kind = "PostgreSQL" if args.postgresql or (args.db or "").startswith("postgres") else "SQLite"
    print(
        f"level {args.level}, think {args.think} s, {args.seconds:.0f} s each, {kind}, "
        f"{args.workers or 1} server process(es), server {args.src or 'this checkout'}"
    )
    print(
        "tables  actions/s  (humans')  play→prompt p50/p95/p99 ms  errors  CPU cores  RSS MB  "
        "idle sync p50/p99 ms  actions/s ratio"
    )
    for row in rows:
        print(
            f"{row['tables']:>6}  {row['actions_s']:>9.1f}  {row['human_s']:>9.1f}  "
            f"{row['p50']:>8.0f} /{row['p95']:>6.0f} /{row['p99']:>6.0f}  "
            f"{row['errors']:>6}  {row['cpu']:>9.2f}  {row['rss']:>6.0f}  "
            f"{row['sync50']:>8.1f} /{row['sync99']:>7.1f}  "
            f"{row['actions_s'] / (rows[0]['actions_s'] or float('nan')):>10.2f}"
        )


if __name__ == "__main__":
    main()
