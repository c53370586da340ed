"""The server's bots: after each change at a table, they move until a human must decide.

The same steps as ``seat_bots.until_human``, with each decision awaited from the bot pool
(worker processes), so the event loop stays free for every other table. The table's lock
is not held while a bot thinks: whatever happened meanwhile (an undo, a stand-in ending)
changed the table's seq, and the decision, made for a table that is no more, is dropped.
Each move is stored and broadcast as it lands; the page animates the events. Bots of the
quick levels (``QUICK_LEVELS``) never wait for the pool: the table makes their moves here as
part of the move before them (one transaction, one broadcast), so a table of them costs
one thread hop per human action.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Protocol

from fastapi.concurrency import run_in_threadpool

from hjerterfri.services.table.bot_pool import BotPool
from hjerterfri.services.table.seat_bots import BotTurn
from hjerterfri.services.table.table import Table

log = logging.getLogger(__name__)


class Hub(Protocol):
    """What the driver needs of the server's ``Hub``: stated here, so the two modules do not
    import each other."""

    def lock(self, game_id: str) -> asyncio.Lock: ...
    def is_gone(self, game_id: str) -> bool: ...
    async def broadcast(self, game_id: str, table: Table, *, reset: bool) -> None: ...


class BotDriver:
    """One task per table whose bots are moving; ``start`` after anything a human does."""

    def __init__(self, hub: Hub, pool: BotPool) -> None:
        self.hub = hub
        self.pool = pool
        self._tasks: dict[str, asyncio.Task[None]] = {}

    def start(self, game_id: str, table: Table) -> None:
        """Let the bots at ``table`` move, unless they already are (that task sees the change)."""
        if self.busy(game_id):
            return
        task = asyncio.get_running_loop().create_task(self._run(game_id, table))
        self._tasks[game_id] = task
        task.add_done_callback(lambda done: self._forget(game_id, done))

    def busy(self, game_id: str) -> bool:
        task = self._tasks.get(game_id)
        return task is not None and not task.done()

    def _forget(self, game_id: str, task: asyncio.Task[None]) -> None:
        if self._tasks.get(game_id) is task:
            del self._tasks[game_id]

    async def stop(self) -> None:
        """Cancel every table's bots (the server stops; a restart lets them move again)."""
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _run(self, game_id: str, table: Table) -> None:
        try:
            while await self._step(game_id, table):
                pass
        except Exception:
            # A move could not be stored (or a bug): the bots wait, as after a restart, and
            # move again when a page next opens the table; everyone sees the table as it is.
            log.exception("the bots of game %s stopped", game_id)
            async with self.hub.lock(game_id):
                if not self.hub.is_gone(game_id):
                    await self.hub.broadcast(game_id, table, reset=True)

    async def _step(self, game_id: str, table: Table) -> bool:
        """One bot's move, and the quiet moves after it, stored and broadcast; False when a
        human decides."""
        async with self.hub.lock(game_id):
            if self.hub.is_gone(game_id):
                return False
            seq = table.seq
            await self.settle(table)
            if table.seq != seq:
                await self.hub.broadcast(game_id, table, reset=False)
            turn = table.next_step()
            if turn is None:
                return False
            assert isinstance(turn, BotTurn)  # settled: no forced card is left to make
            seq = table.seq
        action = await self.pool.decide(turn)  # no lock held: other messages are answered
        async with self.hub.lock(game_id):
            if self.hub.is_gone(game_id):
                return False
            if table.seq == seq:  # else the table changed while the bot thought: ask again
                await run_in_threadpool(table.apply_automatic, action)
                await self.settle(table)
                await self.hub.broadcast(game_id, table, reset=False)
        return True

    async def settle(self, table: Table) -> None:
        """Make the moves no one waits to watch (``Table.quiet_step``): forced cards, the
        quick levels' moves (in this process, as one action) and the other bots' passes
        (decided in the pool). The caller holds the table's lock and broadcasts."""
        step = table.quiet_step()
        while step is not None:
            if table.quick_step() is not None:
                await run_in_threadpool(table.advance_quick)
            else:
                action = await self.pool.decide(step) if isinstance(step, BotTurn) else step
                await run_in_threadpool(table.apply_automatic, action)  # quick answers join
            step = table.quiet_step()
