"""How fast the games' store keeps table actions when many tables move at once.

Threads (as the server's thread pool) each drive their share of tables: seat 0 plays a
random legal move as soon as it may, three bots answer. Prints actions/s, database commits
per action, action latency p50/p99 and the errors, by kind. No web layer: this is the store
and the tables alone (``bench/server.py`` measures the whole server).

    .venv/bin/python bench/store.py --db sqlite:////tmp/bench.sqlite3 --tables 50
"""

from __future__ import annotations

import argparse
import collections
import random
import statistics
import sys
import threading
import time
from pathlib import Path

import sqlalchemy as sa

from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.store.database import open_database

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' helper, from a checkout
from tests.table_moves import random_decision


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", required=True)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--threads", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--level", default="random")
    args = parser.parse_args()

    engine = open_database(args.db)
    games = Games(engine)
    ids = [
        games.create(NewGame(name="Anna", seed=i, opponents=(args.level,) * 3))["id"]
        for i in range(args.tables)
    ]
    commits = [0]
    sa.event.listen(engine, "commit", lambda _conn: commits.__setitem__(0, commits[0] + 1))
    latencies: list[float] = []
    errors: collections.Counter[str] = collections.Counter()
    lock = threading.Lock()
    stop = time.monotonic() + args.seconds

    def drive(share: list[str], seed: int) -> None:
        rng = random.Random(seed)
        while time.monotonic() < stop:
            for game_id in share:
                table = games.table(game_id)
                if table.match.is_over:
                    continue
                begin = time.perf_counter()
                try:
                    random_decision(table, rng)
                except Exception as exc:
                    with lock:
                        errors[type(exc).__name__ + ": " + str(exc)[:60]] += 1
                    continue
                with lock:
                    latencies.append(time.perf_counter() - begin)

    commits[0] = 0
    threads = [
        threading.Thread(target=drive, args=(ids[i :: args.threads], i))
        for i in range(args.threads)
    ]
    began = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - began
    ordered = sorted(latencies) or [0.0]
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(
        f"{engine.dialect.name} tables={args.tables} threads={args.threads} "
        f"actions/s={len(latencies) / elapsed:.0f} "
        f"commits/action={commits[0] / max(1, len(latencies)):.2f} "
        f"p50={statistics.median(ordered) * 1000:.1f}ms p99={p99 * 1000:.1f}ms "
        f"errors={sum(errors.values())}"
    )
    for text, count in errors.most_common(5):
        print(f"  {count} × {text}")
    engine.dispose()


if __name__ == "__main__":
    main()
