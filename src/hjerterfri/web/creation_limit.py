"""How many games, tables of friends and scoreboards one address may start: a token bucket.

A family starts a game every few minutes, a club a table each for a dozen players; a
script that starts hundreds a second only fills the database and the server's memory. So
each client address may start ``BURST`` at once and then ``PER_MINUTE`` a minute; past
that the request is refused with ``429 too_many_games`` and ``Retry-After``, before any
work is done. The computer that serves (``is_local``) is never limited: its own player,
and the benchmarks. Behind a reverse proxy the address is the visitor's when the proxy
passes ``X-Forwarded-For`` (docs/hosting.md); without it every visitor shares the proxy's.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable

from fastapi import HTTPException, Request

from hjerterfri.core.error_catalogue import http_status
from hjerterfri.web.addresses import is_local

BURST = 30  # starts an address may make at once
PER_MINUTE = 30.0  # and then, on average
LIMIT_VAR = "HJERTERFRI_START_LIMIT"  # ``serve --start-limit N``: N at once and N a minute
KEPT = 10_000  # addresses remembered; beyond that, those with a full bucket are forgotten
CODE = "too_many_games"


class CreationLimit:
    """A token bucket per client address; ``admit`` refuses a start the bucket cannot pay."""

    def __init__(
        self,
        burst: int = BURST,
        per_minute: float = PER_MINUTE,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.burst = burst
        self.per_second = per_minute / 60.0
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # address -> (tokens, when)

    def admit(self, request: Request) -> None:
        """Take one start from the request's address, or raise 429 saying when to retry."""
        if is_local(request):
            return
        address = request.client.host if request.client else ""
        now = self.clock()
        tokens, when = self._buckets.get(address, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - when) * self.per_second)
        if tokens < 1:
            self._buckets[address] = (tokens, now)
            wait = math.ceil((1 - tokens) / self.per_second)
            raise HTTPException(
                http_status(CODE),
                detail={
                    "code": CODE,
                    "message": f"Too many games started from this address: at most "
                    f"{self.burst} at once and {self.per_second * 60:g} a minute; try again "
                    f"in {wait} seconds.",
                    "retry_after": wait,
                },
                headers={"Retry-After": str(wait)},
            )
        self._buckets[address] = (tokens - 1, now)
        if len(self._buckets) > KEPT:
            self._forget_full(now)

    def _forget_full(self, now: float) -> None:
        """Drop the addresses whose bucket has filled up again: they are as if new."""
        for address, (tokens, when) in list(self._buckets.items()):
            if tokens + (now - when) * self.per_second >= self.burst:
                del self._buckets[address]


def limit_from_environment() -> CreationLimit:
    """The limit ``serve --start-limit`` asked for (``$HJERTERFRI_START_LIMIT``: N at once
    and N a minute), else ``BURST`` and ``PER_MINUTE``; a value that is not a whole number
    from 1 raises ValueError saying so."""
    raw = os.environ.get(LIMIT_VAR, "").strip()
    if not raw:
        return CreationLimit()
    if not raw.isdigit() or int(raw) < 1:
        raise ValueError(f"{LIMIT_VAR}={raw!r}: give a whole number from 1, e.g. {BURST}")
    return CreationLimit(burst=int(raw), per_minute=float(raw))


def admit_start(request: Request) -> None:
    """A route's dependency: the app's limit (``app.state.creation_limit``, set by
    ``web.app.create_app``) takes one start from this request."""
    limit: CreationLimit = request.app.state.creation_limit
    limit.admit(request)
