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
from concurrent.futures import Future

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


class GroupCommit:
    """One engine's writer thread, started when there is something to write."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._waiting: queue.SimpleQueue[tuple[str, Write, Future[None]]] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._writer: threading.Thread | None = None

    def write(self, key: str, work: Write) -> None:
        """Run ``work`` in a transaction with the writes waiting now; return once committed.

        ``key`` orders the writes inside one transaction (the game's id: two processes then
        lock rows in one order and cannot deadlock each other). Raises what ``work`` raised.
        """
        done: Future[None] = Future()
        self._waiting.put((key, work, done))
        self._wake()
        done.result()

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
            group.sort(key=lambda item: item[0])
            self._commit(group)

    def _commit(self, group: list[tuple[str, Write, Future[None]]]) -> None:
        def together(db: Connection) -> list[Exception | None]:
            return [_attempt(db, work) for _, work, _ in group]

        try:
            outcomes = transaction(self.engine, together)
        except Exception:
            for _, work, done in group:  # find the faulty write: each alone
                try:
                    transaction(self.engine, work)
                except Refused as refused:
                    done.set_exception(refused.error)
                except Exception as exc:
                    done.set_exception(exc)
                else:
                    done.set_result(None)
            return
        for (_, _, done), error in zip(group, outcomes, strict=True):
            if error is None:
                done.set_result(None)
            else:
                done.set_exception(error)


def _attempt(db: Connection, work: Write) -> Exception | None:
    try:
        work(db)
    except Refused as refused:
        return refused.error
    return None
