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

import time
from collections.abc import Callable

from fastapi import HTTPException, Request

from hjerterfri.core.error_catalogue import http_status
from hjerterfri.web.address_buckets import AddressBuckets, setting_from_environment
from hjerterfri.web.addresses import client_address, is_local

BURST = 30  # starts an address may make at once
PER_MINUTE = 30.0  # and then, on average
LIMIT_VAR = "HJERTERFRI_START_LIMIT"  # ``serve --start-limit N``: N at once and N a minute
CODE = "too_many_games"


class CreationLimit:
    """A token bucket per client address; ``admit`` refuses a start the bucket cannot pay."""

    def __init__(
        self,
        burst: int = BURST,
        per_minute: float = PER_MINUTE,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.buckets = AddressBuckets(burst, per_minute / 60.0, clock)

    def admit(self, request: Request) -> None:
        """Take one start from the request's address, or raise 429 saying when to retry."""
        if is_local(request):
            return
        wait = self.buckets.take(client_address(request))
        if wait:
            raise HTTPException(
                http_status(CODE),
                detail={
                    "code": CODE,
                    "message": f"Too many games started from this address: at most "
                    f"{self.buckets.burst} at once and {self.buckets.per_second * 60:g} a "
                    f"minute; try again in {wait} seconds.",
                    "retry_after": wait,
                },
                headers={"Retry-After": str(wait)},
            )


def limit_from_environment() -> CreationLimit:
    """The limit ``serve --start-limit N`` asked for (``$HJERTERFRI_START_LIMIT``: N at once
    and N a minute), else ``BURST`` and ``PER_MINUTE``; a wrong value raises ValueError
    saying so."""
    burst = setting_from_environment(LIMIT_VAR, BURST)
    return CreationLimit() if burst is None else CreationLimit(burst=burst, per_minute=burst)


def admit_start(request: Request) -> None:
    """A route's dependency: the app's limit (``app.state.creation_limit``, set by
    ``web.app.create_app``) takes one start from this request."""
    limit: CreationLimit = request.app.state.creation_limit
    limit.admit(request)
