"""What a player's statistics cost: ``python bench/player_statistics.py [GAMES]``.

Stores GAMES finished games (default 40; rules to 100 points, random bots, a random bot
standing in for Anna) in a fresh SQLite file, then times ``PlayerStatistics.of("Anna")``:

- reference: the first call, which replays every finished game from its log;
- again: the second call on the same instance, as the server's next request is (it keeps
  one instance, and a finished game does not change);
- served: the first call as the server makes it, the replays sent to two worker processes;
  besides its wall-clock time, the CPU time of the calling thread, which is what every
  other table of the serving process waits for (the reference's is all of it).

Wall-clock time, best of ``ROUNDS``; prints milliseconds and the ratio to the reference.
A benchmark, not a test: nothing here asserts on time.
"""

from __future__ import annotations

import concurrent.futures
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.statistics import PlayerStatistics
from hjerterfri.services.store.database import open_database

ROUNDS = 3


def stored_games(count: int) -> Games:
    url = f"sqlite:///{Path(tempfile.mkdtemp()) / 'games.sqlite3'}"
    games = Games(open_database(url))
    for seed in range(count):
        game = games.create(NewGame(name="Anna", seed=seed, opponents=("random",) * 3))
        table = games.table(game["id"])
        table.set_stand_in(0, "random")
        while not table.match.is_over:
            table.next_deal(0)
    return games


def best_ms(run: Callable[[], object]) -> float:
    times = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    games = stored_games(count)
    cold = best_ms(lambda: PlayerStatistics(games.store.engine).of("Anna"))
    warm_stats = PlayerStatistics(games.store.engine)
    warm_stats.of("Anna")
    warm = best_ms(lambda: warm_stats.of("Anna"))
    deals = sum(p.deals for p in warm_stats.plays("Anna"))
    print(f"{count} finished games, {deals} deals")
    print(f"reference (replays every game): {cold:8.1f} ms  1.00")
    print(f"again (same instance):          {warm:8.1f} ms  {warm / cold:.3f}")
    with concurrent.futures.ProcessPoolExecutor(2) as pool:
        pool.submit(int).result()  # the workers started, as the server's are
        served, thread_cpu = [], []
        for _ in range(ROUNDS):
            stats = PlayerStatistics(games.store.engine, submit=pool.submit)
            start, cpu = time.perf_counter(), time.thread_time()
            stats.of("Anna")
            served.append(time.perf_counter() - start)
            thread_cpu.append(time.thread_time() - cpu)
    wall, mine = min(served) * 1000, min(thread_cpu) * 1000
    print(f"served (2 processes), wall:     {wall:8.1f} ms  {wall / cold:.3f}")
    print(f"served, the calling thread:     {mine:8.1f} ms  {mine / cold:.3f}")


if __name__ == "__main__":
    main()
