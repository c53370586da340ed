"""Where a server's bots think: worker processes, so that its event loop only does I/O.

A bot's decision is a pure function of a picklable ``BotTurn`` (``SeatBots.decide``), so
it can be made in any process. ``BotPool`` runs it in a pool of ``spawn``-started worker
processes (one per core by default), outside the server's interpreter lock, or, with
``processes=0``, in threads of this process (tests, and bot factories that do not pickle).
A worker that fails or dies never stops a game: its turn gets a legal move, and a broken
pool is replaced for the next one.

The workers give way to the server: they run at a lower scheduling priority (``nice``, 10
by default, ``$HJERTERFRI_BOT_NICE``), so a page's message is answered at once however
hard the bots think. They never outlive the server: ``stop`` ends them at once, they
ignore the Ctrl+C the terminal sends to every process of the server, and a worker whose
server died (``kill -9``) ends itself within a second.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from hjerterfri.services.table.config import Action, TableError
from hjerterfri.services.table.seat_bots import (
    BotFactory,
    BotTurn,
    Hint,
    SeatBots,
    default_bots,
    fallback,
)

log = logging.getLogger(__name__)
T = TypeVar("T")

QUICK_LEVELS = frozenset({"random", "easy", "medium"})
"""Levels the server decides in its own process, as part of the move before: rule bots
answer in about a millisecond, less than a round trip to a worker process costs. Only the
searching levels (hard, expert) think in the pool."""

_local = threading.local()  # per thread (and so per worker process): bots by factory


def _seat_bots(factory: BotFactory) -> SeatBots:
    """This thread's bots of ``factory``, made once: a bot is reused for every decision."""
    by_factory: dict[BotFactory, SeatBots] = _local.__dict__.setdefault("bots", {})
    if factory not in by_factory:
        by_factory[factory] = SeatBots(factory)
    return by_factory[factory]


def _decide(factory: BotFactory, turn: BotTurn) -> Action:
    return _seat_bots(factory).decide(turn)


def _hint(factory: BotFactory, turn: BotTurn) -> Hint | tuple[str, str]:
    """A hint, or a refusal as (code, message): an exception's arguments may not pickle."""
    try:
        return _seat_bots(factory).hint(turn.observation, turn.seed)
    except TableError as exc:
        return exc.code, str(exc)


NICE_VAR = "HJERTERFRI_BOT_NICE"
DEFAULT_NICE = 10
LOWEST_PRIORITY = 19  # the highest nice value there is
PARENT_CHECK_SECONDS = 0.5


def default_nice() -> int:
    """How much lower the workers' priority is than the server's: ``$HJERTERFRI_BOT_NICE``,
    else ``DEFAULT_NICE``."""
    text = os.environ.get(NICE_VAR, "").strip()
    if not text:
        return DEFAULT_NICE
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value <= LOWEST_PRIORITY:
        raise ValueError(
            f"${NICE_VAR} is {text!r}; give a whole number from 0 to {LOWEST_PRIORITY}"
        )
    return value


def _start_worker(nice: int, server: int) -> None:
    """Each worker process, as it starts: lower priority, deaf to Ctrl+C, watching its server."""
    if nice:
        os.nice(nice)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the server stops its workers itself
    threading.Thread(target=_end_with, args=(server,), name="parent-watch", daemon=True).start()


def _end_with(server: int) -> None:
    """Ends this worker once ``server`` is no longer its parent (it died, even by kill -9)."""
    while os.getppid() == server:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)


def _end_workers(executor: concurrent.futures.Executor) -> bool:
    """Terminates a process pool's workers, even mid-decision: a stopping server waits for
    no bot (``shutdown`` alone lets a worker finish its search first). False for threads."""
    if not isinstance(executor, concurrent.futures.ProcessPoolExecutor):
        return False
    processes = getattr(executor, "_processes", None) or {}  # Python 3.11 to 3.13
    for process in list(processes.values()):
        process.terminate()
    return True


def default_processes() -> int:
    """One worker per core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


class BotPool:
    """Bots' decisions and hints, awaited from the event loop and computed elsewhere."""

    def __init__(
        self, factory: BotFactory = default_bots, *, processes: int = 0, nice: int | None = None
    ) -> None:
        if processes < 0:
            raise ValueError(f"processes is {processes}; use 0 (threads) or more")
        nice = default_nice() if nice is None else nice
        if not 0 <= nice <= LOWEST_PRIORITY:
            raise ValueError(
                f"nice is {nice}; use 0 (the server's priority) to {LOWEST_PRIORITY} (the lowest)"
            )
        self.factory = factory
        self.processes = processes
        self.nice = nice
        self._executor: concurrent.futures.Executor | None = None

    def start(self) -> None:
        if self._executor is None:
            self._executor = self._new_executor()

    def stop(self) -> None:
        executor, self._executor = self._executor, None
        if executor is not None:
            # With the workers gone, waiting is only for the pool's own tidying up (else
            # its semaphores are reported leaked); a thread cannot be ended, so no waiting.
            ended = _end_workers(executor)
            executor.shutdown(wait=ended, cancel_futures=True)

    def _new_executor(self) -> concurrent.futures.Executor:
        if self.processes == 0:
            return concurrent.futures.ThreadPoolExecutor(thread_name_prefix="bots")
        context = multiprocessing.get_context("spawn")  # no copy of the server's state
        return concurrent.futures.ProcessPoolExecutor(
            self.processes,
            mp_context=context,
            initializer=_start_worker,
            initargs=(self.nice, os.getpid()),
        )

    def submit(self, work: Callable[..., T], *args: Any) -> concurrent.futures.Future[T]:
        """``work(*args)`` on the pool, for heavy work other than a move (a review's
        analysis): whatever it computes, the tables go on. ``work`` and its arguments must
        pickle when the pool is processes."""
        self.start()
        executor = self._executor
        assert executor is not None
        try:
            return executor.submit(work, *args)
        except BrokenProcessPool:  # a worker died since: a new pool takes it
            self._replace(executor)
            replacement = self._executor
            assert replacement is not None  # stopped only with the server
            return replacement.submit(work, *args)

    async def decide(self, turn: BotTurn) -> Action:
        """The bot's move for ``turn``; a legal one if the worker failed or died."""
        try:
            return await self._run(_decide, turn)
        except Exception:
            log.exception("a bot worker failed at seat %d; using a legal move", turn.seat)
            return fallback(turn)

    async def hint(self, turn: BotTurn) -> Hint:
        """A hint for ``turn``'s seat; ``TableError`` "no_hint" when there is none."""
        answer = await self._run(_hint, turn)
        if isinstance(answer, tuple):
            raise TableError(*answer)
        return answer

    async def _run(self, work: Callable[[BotFactory, BotTurn], T], turn: BotTurn) -> T:
        self.start()
        executor = self._executor
        assert executor is not None
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(executor, work, self.factory, turn)
        except BrokenProcessPool:
            self._replace(executor)
            raise

    def _replace(self, broken: concurrent.futures.Executor) -> None:
        """A new pool in place of ``broken`` (one of its workers died); the first caller to
        notice makes it, the others find it made."""
        if self._executor is broken:
            log.error("a bot worker process died; starting a new pool")
            broken.shutdown(wait=False, cancel_futures=True)
            self._executor = self._new_executor()
