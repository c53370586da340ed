"""How much one address may ask of the server: a token bucket, and slots for its requests.

All tables share one event loop, and every request takes its turns in it: one script
keeping 200 requests for ``/api/stats`` in flight made everyone's start page wait 0.8 s
(median; ``bench/http_flood.py``). So each client address may make ``PER_SECOND``
requests a second and ``BURST_SECONDS`` times that at once (``serve --request-limit N``);
opening the page and playing a whole deal takes about 55 (the lobby's page asks once a
second), so ten families behind one address could open their pages together. Past that,
a request is answered ``429 too_many_requests`` with ``Retry-After`` before any route
runs, and a websocket is told the same in an ``error`` and closed with 4429.

Refusing alone is not enough: 200 connections still got thousands of refusals a second,
and the page waited 0.1 to 0.6 s. So an address's HTTP requests are also worked on at most
``IN_FLIGHT`` at a time, and a refusal waits ``PAUSE`` before it is sent, holding its
slot: the same flood then gets its 60 requests and some 14 refusals a second, and the
start page answers as fast as with none.

Websocket messages count too, from all of an address's connections together (200
websockets asking for the state as fast as answered took 2,800 answers a second, a core's
work); past the limit they are read only as the bucket refills (``throttle``).

As with the start limit (``web/creation_limit.py``), the computer that serves is never
limited, and behind a reverse proxy the address is the visitor's only when the proxy
passes ``X-Forwarded-For``. Each server process counts on its own.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Awaitable, Callable

from starlette.requests import HTTPConnection
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket

from hjerterfri.core.error_catalogue import CLOSE_DEFAULT, close_code, http_status
from hjerterfri.web.address_buckets import AddressBuckets, setting_from_environment
from hjerterfri.web.addresses import client_address, is_local
from hjerterfri.web.messages import ErrorMessage

PER_SECOND = 60  # requests an address may make a second, on average
BURST_SECONDS = 10  # and at once: this many seconds' worth (600: several page loads)
PAUSE = 1.0  # seconds a refusal waits before it is sent, holding its slot
IN_FLIGHT = 16  # an address's requests served at once (a browser opens 6 connections)
LIMIT_VAR = "HJERTERFRI_REQUEST_LIMIT"  # ``serve --request-limit N``
CODE = "too_many_requests"


class RequestLimit:
    """The buckets of ``serve --request-limit``: how a request over it is answered, and how
    a websocket's messages are held back to it."""

    def __init__(
        self,
        per_second: int = PER_SECOND,
        clock: Callable[[], float] = time.monotonic,
        pause: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.buckets = AddressBuckets(per_second * BURST_SECONDS, float(per_second), clock)
        self.pause = pause  # how a refusal waits ``PAUSE`` seconds before it is sent

    async def throttle(self, connection: HTTPConnection) -> None:
        """Waits until the connection's address may send one more websocket message.

        Messages are not refused but read later: a page that sent too many only sees its
        answers slow down, and a script that waits for each answer goes at the allowed
        rate. Unread messages stay in the connection's buffers, so the sender slows too."""
        if is_local(connection):
            return
        address = client_address(connection)
        while wait := self.buckets.take(address):
            await self.pause(wait)

    def refusal(self, wait: int) -> JSONResponse:
        """The answer to a request over the limit, shaped as every API refusal is."""
        return JSONResponse(
            {"detail": {"code": CODE, "message": self._message(wait), "retry_after": wait}},
            status_code=http_status(CODE),
            headers={"Retry-After": str(wait)},
        )

    async def close_socket(self, websocket: WebSocket, wait: int) -> None:
        """A websocket over the limit: told why as every refused connection is, then closed
        with 4429, after which the page connects again a little later. (Not a denial of the
        handshake: uvicorn 0.54 logs an error for each one, a flood's worth of log.)"""
        await websocket.accept()
        reply = ErrorMessage(code=CODE, message=self._message(wait), seq=None, request=None)
        await websocket.send_json(reply.model_dump())
        await websocket.close(close_code(CODE) or CLOSE_DEFAULT)

    def _message(self, wait: int) -> str:
        return (
            f"Too many requests from this address: at most {self.buckets.burst} at once and "
            f"{self.buckets.per_second:g} a second; try again in {wait} seconds."
        )


class InFlight:
    """At most ``per_address`` HTTP requests of one address are worked on at a time; the rest
    wait their turn. The event loop takes its tasks in turn, so a flood on 200 connections
    would otherwise get 200 turns to everyone else's one."""

    def __init__(self, per_address: int = IN_FLIGHT) -> None:
        self.per_address = per_address
        self._slots: dict[str, asyncio.Semaphore] = {}
        self._users: Counter[str] = Counter()  # holding or waiting for a slot, per address

    async def enter(self, address: str) -> Callable[[], None]:
        """Waits for one of ``address``'s slots; returns what gives it back (once)."""
        slots = self._slots.setdefault(address, asyncio.Semaphore(self.per_address))
        self._users[address] += 1
        try:
            await slots.acquire()
        except BaseException:  # cancelled while waiting: the client went away
            self._leave(address)
            raise
        held = True

        def release() -> None:
            nonlocal held
            if held:
                held = False
                slots.release()
                self._leave(address)

        return release

    def addresses(self) -> list[str]:
        """The addresses with a request being worked on or waiting."""
        return list(self._users)

    def _leave(self, address: str) -> None:
        self._users[address] -= 1
        if not self._users[address]:  # no one of that address is left: forget it
            del self._users[address], self._slots[address]


class LimitRequests:
    """ASGI middleware: a request waits for one of its address's slots, then is refused if
    the app's ``state.request_limit`` does not admit it. The slot is given back as the
    answer starts, so a stream (a scoreboard's events) holds none while it runs; websockets
    take none (a page keeps its connection all game), but their handshakes are counted."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.in_flight = InFlight()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        connection = HTTPConnection(scope) if scope["type"] in ("http", "websocket") else None
        if connection is None or is_local(connection):
            await self.app(scope, receive, send)
            return
        address = client_address(connection)
        limit: RequestLimit = scope["app"].state.request_limit
        if scope["type"] == "websocket":
            await self._admit(limit, address, scope, receive, send)
            return
        release = await self.in_flight.enter(address)

        async def send_releasing(message: Message) -> None:
            if message["type"] == "http.response.start":
                release()
            await send(message)

        try:
            await self._admit(limit, address, scope, receive, send_releasing)
        finally:
            release()

    async def _admit(
        self, limit: RequestLimit, address: str, scope: Scope, receive: Receive, send: Send
    ) -> None:
        wait = limit.buckets.take(address)
        if not wait:
            await self.app(scope, receive, send)
            return
        await limit.pause(PAUSE)  # an HTTP request holds its slot: few refusals a second
        if scope["type"] == "http":
            await limit.refusal(wait)(scope, receive, send)
        else:
            await limit.close_socket(WebSocket(scope, receive, send), wait)


def limit_from_environment() -> RequestLimit:
    """The limit ``serve --request-limit N`` asked for (``$HJERTERFRI_REQUEST_LIMIT``: N a
    second, 10 N at once), else ``PER_SECOND``; a wrong value raises ValueError saying so."""
    per_second = setting_from_environment(LIMIT_VAR, PER_SECOND)
    return RequestLimit() if per_second is None else RequestLimit(per_second=per_second)
