"""The table's websocket: reads client messages, hands them to the table, sends each seat its view.

It decides nothing about the game. A message is read (``messages.parse_client``), checked
against the table's sequence number, and passed to the table's method by a small table of
handlers; what comes back is sent — an error or a hint to the asker alone, a new state to
every connection at the table, each seeing only its own seat.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect
from fastapi.concurrency import run_in_threadpool
from pydantic_core import to_json

from hjerterfri.bots import DEFAULT_LEVEL
from hjerterfri.core.error_catalogue import CLOSE_DEFAULT, close_code
from hjerterfri.services.echo import quoted
from hjerterfri.services.games import Games
from hjerterfri.services.table import views
from hjerterfri.services.table.bot_pool import BotPool
from hjerterfri.services.table.config import TableError
from hjerterfri.services.table.seat_bots import Hint
from hjerterfri.services.table.seat_events import SeatFeed
from hjerterfri.services.table.table import Table
from hjerterfri.web import flood
from hjerterfri.web.bot_driver import BotDriver
from hjerterfri.web.messages import (
    ErrorMessage,
    HintReply,
    MoonMessage,
    PassMessage,
    PlayMessage,
    PresenceMessage,
    ProtocolError,
    SettingsMessage,
    StandInMessage,
    SyncMessage,
    parse_client,
    state_message,
)
from hjerterfri.web.request_limit import RequestLimit

log = logging.getLogger(__name__)
router = APIRouter()
STAND_IN_LEVEL = DEFAULT_LEVEL
RESET = "reset"
CHANGED = "changed"

Outcome = Hint | str
Handler = Callable[[Table, int, Any], Outcome]


def _pass(table: Table, seat: int, msg: PassMessage) -> Outcome:
    table.pass_cards(seat, msg.cards)
    return CHANGED


def _play(table: Table, seat: int, msg: PlayMessage) -> Outcome:
    table.play(seat, msg.card)
    return CHANGED


def _moon(table: Table, seat: int, msg: MoonMessage) -> Outcome:
    table.choose_moon(seat, msg.choice)
    return CHANGED


def _claim(table: Table, seat: int, _msg: object) -> Outcome:
    table.claim(seat)
    return CHANGED


def _next_deal(table: Table, seat: int, _msg: object) -> Outcome:
    table.next_deal(seat)
    return CHANGED


def _undo(table: Table, seat: int, _msg: object) -> Outcome:
    table.undo(seat)
    return RESET


def _settings(table: Table, seat: int, msg: SettingsMessage) -> Outcome:
    table.set_auto_play_forced(seat, msg.auto_play_forced)
    return CHANGED


def _stand_in(table: Table, seat: int, msg: StandInMessage) -> Outcome:
    table.set_stand_in(msg.seat, STAND_IN_LEVEL if msg.on else None)
    return CHANGED


HANDLERS: dict[str, Handler] = {
    "pass": _pass,
    "play": _play,
    "moon": _moon,
    "claim": _claim,
    "next_deal": _next_deal,
    "undo": _undo,
    "settings": _settings,
    "stand_in": _stand_in,
}


@dataclasses.dataclass(eq=False)
class Connection:
    """One open websocket on one seat; ``feed`` knows the events it has been sent."""

    websocket: WebSocket
    game_id: str
    seat: int
    language: str
    greeted: bool = False  # it has had its first state
    bucket: flood.Bucket = dataclasses.field(default_factory=flood.Bucket)
    feed: SeatFeed = dataclasses.field(init=False)

    def __post_init__(self) -> None:
        self.feed = SeatFeed(self.seat)


class Hub:
    """The open connections of each table, and one lock per table so actions never interleave.

    A human's move is stored and broadcast at once; the table's bots then move (``BotDriver``),
    thinking in ``pool``'s worker processes, each move broadcast as it lands.
    """

    def __init__(self, games: Games, pool: BotPool | None = None) -> None:
        self.games = games
        self.pool = pool or BotPool(games.bots)
        self.bots = BotDriver(self, self.pool)
        self._rooms: dict[str, set[Connection]] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._gone: set[str] = set()  # deleted games: a late message to one is dropped

    def join(self, conn: Connection) -> None:
        self._rooms.setdefault(conn.game_id, set()).add(conn)

    def leave(self, conn: Connection) -> None:
        room = self._rooms.get(conn.game_id, set())
        room.discard(conn)
        if not room:
            self._rooms.pop(conn.game_id, None)
            self.games.touch(conn.game_id)  # idle from now, not from when it was loaded

    async def unload_idle(self, seconds: float) -> list[str]:
        """Unload the tables idle for ``seconds`` with no page open and no bots moving.

        Under each table's lock, so no message is half-handled; a page that opens it later
        loads it again from its log (``Games.table``). Returns the games unloaded.
        """
        return [game_id for game_id in self.games.idle(seconds) if await self._unload(game_id)]

    async def unload_if_over(self, game_id: str, table: Table) -> bool:
        """A finished game whose last page closed leaves memory at once: only a review or
        its record reads it again (from its log), so a busy server's memory stays flat
        however many games it has seen end."""
        return table.match.is_over and await self._unload(game_id)

    async def _unload(self, game_id: str) -> bool:
        if self._rooms.get(game_id) or self.bots.busy(game_id):
            return False
        lock = self.lock(game_id)
        async with lock:
            if self._rooms.get(game_id) or self.bots.busy(game_id):
                return False
            self.games.unload(game_id)
        if not lock.locked():
            self._locks.pop(game_id, None)
        return True

    def is_connected(self, game_id: str, seat: int) -> bool:
        return any(c.seat == seat for c in self._rooms.get(game_id, ()))

    def connected(self, game_id: str, table: Table) -> list[bool]:
        """Per seat: a player's page is open on it (bots are always there)."""
        seats = table.config.seats
        return [s.is_bot or self.is_connected(game_id, i) for i, s in enumerate(seats)]

    async def send_presence(self, game_id: str, table: Table, skip: Connection) -> None:
        """Tells the other seats' connections who is connected now (a new one's state says it)."""
        message = PresenceMessage(connected=self.connected(game_id, table)).model_dump()
        for conn in list(self._rooms.get(game_id, ())):
            if conn.seat == skip.seat or not conn.greeted:
                continue
            try:
                await conn.websocket.send_json(message)
            except Exception:  # a socket closing under us; its own loop cleans up
                log.debug("could not send to a closing connection", exc_info=True)

    def check_stand_in(self, conn: Connection, table: Table, msg: StandInMessage) -> None:
        """Only the host hands a seat to a bot, and only the seat of a player who is away."""
        if conn.seat != table.host:
            host = table.config.seats[table.host].name if table.host is not None else "the host"
            raise TableError("not_host", f"Only {host}, who set up the table, can do that.")
        if not table.is_human(msg.seat) or msg.seat == conn.seat:
            others = [s for s in table.config.humans if s != conn.seat]
            raise TableError(
                "not_a_human_seat",
                f"Seat {msg.seat} is not another player's seat; theirs are "
                f"{', '.join(map(str, others)) or 'none'}.",
            )
        if msg.on and self.is_connected(conn.game_id, msg.seat):
            name = table.config.seats[msg.seat].name
            raise TableError(
                "seat_connected",
                f"{name} is connected; a bot only plays for a player who is away.",
            )

    async def delete(self, game_id: str, seat: int | None, token: str | None) -> None:
        """Deletes a game (``Games.delete``), then closes its open pages as "no such game"."""
        async with self.lock(game_id):
            await run_in_threadpool(self.games.delete, game_id, seat, token)
            await self.close_deleted(game_id)

    async def close_deleted(self, game_id: str) -> None:
        """A game is deleted (here, or by another process): its open pages here are closed."""
        self._gone.add(game_id)
        text = f"The game {game_id} has been deleted."
        for conn in self._rooms.pop(game_id, set()):
            try:
                await _refuse(conn.websocket, "no_such_game", text)
            except Exception:  # a socket closing under us; its own loop cleans up
                log.debug("could not close a closing connection", exc_info=True)

    def is_gone(self, game_id: str) -> bool:
        return game_id in self._gone

    def lock(self, game_id: str) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    async def send_state(self, conn: Connection, table: Table, *, reset: bool) -> None:
        """The seat's view now, with the events new since its last (none when it redraws)."""
        update = conn.feed.update(table, reset=reset)  # an undo took events back: redraw
        conn.greeted = True
        message = state_message(
            seq=table.seq,
            reset=update.reset,
            game_id=conn.game_id,
            language=conn.language,
            events=() if update.reset else update.events,
            state=views.state(table, conn.seat),
            connected=self.connected(conn.game_id, table),
        )
        # pydantic's JSON writer: what ``send_json`` sends, in a fraction of the time.
        await conn.websocket.send_text(to_json(message).decode())

    async def broadcast(
        self, game_id: str, table: Table, *, reset: bool, skip: Connection | None = None
    ) -> None:
        for conn in list(self._rooms.get(game_id, ())):
            if conn is skip or not conn.greeted:  # a page still opening gets it all at once
                continue
            try:
                await self.send_state(conn, table, reset=reset)
            except Exception:  # a socket closing under us; its own loop cleans up
                log.debug("could not send to a closing connection", exc_info=True)

    async def handle(self, conn: Connection, table: Table, text: str | bytes) -> None:
        """One client message: refused with an error to ``conn``, or done and broadcast."""
        try:
            msg = parse_client(text)
        except ProtocolError as exc:
            closing = close_code(exc.code)
            if closing:  # too large: the connection is not read any further
                await _refuse(conn.websocket, exc.code, str(exc), table.seq)
                raise WebSocketDisconnect(closing) from None
            await _error(conn, exc.code, str(exc), table.seq, exc.request)
            return
        async with self.lock(conn.game_id):
            if self.is_gone(conn.game_id):
                return
            if isinstance(msg, SyncMessage):
                await self.send_state(conn, table, reset=True)
                return
            kind = str(getattr(msg, "type", ""))
            if isinstance(msg, StandInMessage):
                try:
                    self.check_stand_in(conn, table, msg)
                except TableError as exc:
                    await _error(conn, exc.code, str(exc), table.seq, kind)
                    return
            if msg.seq != table.seq:
                text = (
                    f"Your message was for table state {msg.seq}, but the table is at "
                    f"{table.seq}; look again and retry with seq {table.seq}."
                )
                await _error(conn, "stale", text, table.seq, kind)
                return
            try:
                if kind == "hint":
                    outcome: Outcome = await self.pool.hint(table.hint_turn(conn.seat))
                else:
                    outcome = await run_in_threadpool(HANDLERS[kind], table, conn.seat, msg)
                    await self.bots.settle(table)
            except TableError as exc:
                await _error(conn, exc.code, str(exc), table.seq, kind)
                return
            except Exception:
                # A bug, not a bad message: say so, and send everyone the state as it now is.
                log.exception("the %s message of seat %d failed", kind, conn.seat)
                text = "The server failed to do that; the table is shown as it is now."
                await _error(conn, "internal_error", text, table.seq, kind)
                await self.broadcast(conn.game_id, table, reset=True)
                return
            if isinstance(outcome, Hint):
                await conn.websocket.send_json(_hint_reply(outcome, table.seq).model_dump())
                return
            await self.broadcast(conn.game_id, table, reset=outcome == RESET)
            self.bots.start(conn.game_id, table)


def _hint_reply(hint: Hint, seq: int) -> HintReply:
    return HintReply(
        seq=seq,
        cards=list(hint.cards),
        reason=hint.reason,
        level=hint.level,
        choice=hint.choice,
        reason_template=hint.template,
        reason_params=hint.params,
    )


async def _error(conn: Connection, code: str, message: str, seq: int | None, request: Any) -> None:
    reply = ErrorMessage(code=code, message=message, seq=seq, request=request)
    await conn.websocket.send_json(reply.model_dump())


async def _refuse(websocket: WebSocket, code: str, message: str, seq: int | None = None) -> None:
    reply = ErrorMessage(code=code, message=message, seq=seq, request=None)
    await websocket.send_json(reply.model_dump())
    await websocket.close(close_code(code) or CLOSE_DEFAULT)


def _seat_number(text: str | None, humans: tuple[int, ...]) -> int | None:
    """The ``seat`` query: a seat number, or the first human seat when it is left out.

    Only ASCII digits, and few of them: ``"²".isdigit()`` is true but ``int`` refuses it.
    """
    if text is None:
        return humans[0] if humans else None
    text = text.strip()
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 2 else None


async def _admitted(conn: Connection, table: Table) -> bool:
    """Whether to read this message: a flooding connection is told once, then closed."""
    verdict = conn.bucket.admit()
    if verdict is flood.Verdict.WARN:
        await _error(conn, "too_many_messages", flood.TOO_MANY, table.seq, None)
    elif verdict is flood.Verdict.CLOSE:
        await conn.websocket.close(flood.CLOSE_CODE)
        raise WebSocketDisconnect(flood.CLOSE_CODE)
    return verdict is flood.Verdict.READ


@router.websocket("/ws/games/{game_id}")
async def table_socket(
    websocket: WebSocket, game_id: str, seat: str | None = None, token: str | None = None
) -> None:
    """One player's seat at a table, for as long as the page is open."""
    await websocket.accept()
    hub: Hub = websocket.app.state.hub
    try:
        table = await run_in_threadpool(hub.games.table, game_id)
        language = await run_in_threadpool(hub.games.language, game_id)
    except TableError as exc:
        await _refuse(websocket, exc.code, str(exc))
        return
    humans = table.config.humans
    chosen = _seat_number(seat, humans)
    if chosen is None or not table.is_human(chosen):
        await _refuse(
            websocket,
            "not_a_human_seat",
            f"Seat {quoted(seat)} is not a human player's seat; the human seats are "
            f"{', '.join(map(str, humans)) or 'none'}.",
        )
        return
    try:
        await run_in_threadpool(hub.games.check_token, game_id, chosen, token)
    except TableError as exc:
        await _refuse(websocket, exc.code, str(exc))
        return
    conn = Connection(websocket, game_id, chosen, language)
    limit: RequestLimit = websocket.app.state.request_limit
    returning = not hub.is_connected(game_id, chosen)
    hub.join(conn)
    try:
        async with hub.lock(game_id):
            if hub.is_gone(game_id):  # deleted while this page was connecting
                await _refuse(websocket, "no_such_game", f"The game {game_id} has been deleted.")
                return
            # Joined now, so no longer unloaded as idle; ask again in case it just was.
            table = await run_in_threadpool(hub.games.table, game_id)
            await _arrive(hub, conn, table, returning=returning)
        while True:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                break
            if not await _admitted(conn, table):
                continue
            await limit.throttle(websocket)  # all of this address's messages, together
            text = message.get("text")
            await hub.handle(conn, table, text if text is not None else message.get("bytes", b""))
    except WebSocketDisconnect:
        pass
    finally:
        hub.leave(conn)
        if not hub.is_connected(game_id, chosen):
            await hub.send_presence(game_id, table, skip=conn)
        await hub.unload_if_over(game_id, table)


async def _arrive(hub: Hub, conn: Connection, table: Table, *, returning: bool) -> None:
    """A page opens a seat: it takes the seat back from a stand-in bot and sees everything."""
    seq = table.seq
    await hub.bots.settle(table)  # bots' passes left by a restart or a failure
    back_from_bot = table.stand_in(conn.seat) is not None
    if back_from_bot:
        await run_in_threadpool(table.set_stand_in, conn.seat, None)
    await hub.send_state(conn, table, reset=True)
    if table.seq != seq:
        await hub.broadcast(conn.game_id, table, reset=False, skip=conn)
    elif returning:
        await hub.send_presence(conn.game_id, table, skip=conn)
    # Bots left to move by a restart or an earlier failure move now; normally none is.
    hub.bots.start(conn.game_id, table)
