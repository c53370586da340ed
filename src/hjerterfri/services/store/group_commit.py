"""Many tables' writes in one transaction: a writer thread that commits them together.

When many tables move at once, each action's own transaction would queue for SQLite's one
writer lock (every waiter sleeping and polling) or take a PostgreSQL commit of its own. Here
every thread that has an action to store hands it to one writer thread and waits; the writer
takes all the writes waiting at that moment and keeps them in one transaction (a "group
commit"). One write alone costs one hand-over more than before; a hundred cost one commit.

A write may refuse (``Refused``, e.g. the game moved on in another process) only before it
has written anything, so the others in its transaction stand. Any other failure spoils the
transaction: the writer then tries each write of that group alone, so only the faulty one
fails, with its own error.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable

from sqlalchemy.engine import Connection, Engine

from hjerterfri.services.store.database import transaction

# The most writes in one transaction; more wait for the next.
MOST = 100
# A writer with nothing to do for this long stops; the next write starts another.
IDLE_SECONDS = 2.0

Write = Callable[[Connection], None]


class Refused(Exception):
    """Raised by a write, before it writes anything, to say no with ``error`` (the others in
    its transaction still commit; ``error`` is what its caller gets)."""

    def __init__(self, error: Exception) -> None:
        super().__init__(str(error))
        self.error = error


class _Waiting:
    """One write and its caller, who waits on ``done`` (a bare lock: cheaper to hand over
    than a ``Future``'s condition, and a busy server hands over hundreds a second)."""

    __slots__ = ("done", "error", "key", "work")

    def __init__(self, key: str, work: Write) -> None:
        self.key = key
        self.work = work
        self.error: Exception | None = None
        self.done = threading.Lock()
        self.done.acquire()

    def finish(self, error: Exception | None) -> None:
        if self.done.locked():  # once: only the writer thread finishes a write
            self.error = error
            self.done.release()


class GroupCommit:
    """One engine's writer thread, started when there is something to write."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._waiting: queue.SimpleQueue[_Waiting] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._writer: threading.Thread | None = None

    def write(self, key: str, work: Write) -> None:
        """Run ``work`` in a transaction with the writes waiting now; return once committed.

        ``key`` orders the writes inside one transaction (the game's id: two processes then
        lock rows in one order and cannot deadlock each other). Raises what ``work`` raised.
        """
        waiting = _Waiting(key, work)
        self._waiting.put(waiting)
        self._wake()
        waiting.done.acquire()
        if waiting.error is not None:
            raise waiting.error

    def _wake(self) -> None:
        with self._lock:
            if self._writer is None or not self._writer.is_alive():
                self._writer = threading.Thread(
                    target=self._run, name="hjerterfri-group-commit", daemon=True
                )
                self._writer.start()

    def _run(self) -> None:
        while True:
            try:
                group = [self._waiting.get(timeout=IDLE_SECONDS)]
            except queue.Empty:
                with self._lock:
                    if self._waiting.empty():  # else a write came just now: go on
                        self._writer = None
                        return
                continue
            while len(group) < MOST:
                try:
                    group.append(self._waiting.get_nowait())
                except queue.Empty:
                    break
            group.sort(key=lambda waiting: waiting.key)
            try:
                self._commit(group)
            except BaseException as exc:  # a fault here must not leave its callers waiting
                error = exc if isinstance(exc, Exception) else RuntimeError("the writer stopped")
                for waiting in group:
                    waiting.finish(error)
                raise

    def _commit(self, group: list[_Waiting]) -> None:
        def together(db: Connection) -> list[Exception | None]:
            return [_attempt(db, waiting.work) for waiting in group]

        try:
            outcomes = transaction(self.engine, together)
        except Exception:
            for waiting in group:  # find the faulty write: each alone
                try:
                    transaction(self.engine, waiting.work)
                except Refused as refused:
                    waiting.finish(refused.error)
                except Exception as exc:
                    waiting.finish(exc)
                else:
                    waiting.finish(None)
            return
        for waiting, error in zip(group, outcomes, strict=True):
            waiting.finish(error)


def _attempt(db: Connection, work: Write) -> Exception | None:
    try:
        work(db)
    except Refused as refused:
        return refused.error
    return None
