"""A token bucket per client address: what the start limit and the request limit both count.

Each address may take ``burst`` at once and then ``per_second`` on average. Only addresses
that have taken something recently are remembered: past ``kept`` of them, those whose bucket
has filled up again are forgotten, as they would be new anyway.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable

KEPT = 10_000  # addresses remembered; beyond that, those with a full bucket are forgotten


class AddressBuckets:
    """``take(address)`` spends one token of that address's bucket, or says how long to wait."""

    def __init__(
        self,
        burst: int,
        per_second: float,
        clock: Callable[[], float] = time.monotonic,
        kept: int = KEPT,
    ) -> None:
        self.burst = burst
        self.per_second = per_second
        self.clock = clock
        self.kept = kept
        self._buckets: dict[str, tuple[float, float]] = {}  # address -> (tokens, when)

    def take(self, address: str) -> int:
        """0 if ``address`` may go on (one token spent), else the whole seconds until it may."""
        now = self.clock()
        tokens, when = self._buckets.get(address, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - when) * self.per_second)
        if tokens < 1:
            self._buckets[address] = (tokens, now)
            return max(1, math.ceil((1 - tokens) / self.per_second))
        self._buckets[address] = (tokens - 1, now)
        if len(self._buckets) > self.kept:
            self._forget_full(now)
        return 0

    def _forget_full(self, now: float) -> None:
        """Drop the addresses whose bucket has filled up again: they are as if new."""
        for address, (tokens, when) in list(self._buckets.items()):
            if tokens + (now - when) * self.per_second >= self.burst:
                del self._buckets[address]


def setting_from_environment(name: str, example: int) -> int | None:
    """The whole number from 1 that ``$name`` gives (a ``serve`` option passed on to each
    server process), None when unset; anything else raises ValueError saying what is right."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return None
    if not raw.isdigit() or int(raw) < 1:
        raise ValueError(f"{name}={raw!r}: give a whole number from 1, e.g. {example}")
    return int(raw)
