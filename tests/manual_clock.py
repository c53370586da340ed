"""A clock for token buckets that moves only when the test says, so every refill is exact."""

from __future__ import annotations


class ManualClock:
    """Called as ``time.monotonic`` is; the test moves ``now`` by hand."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now
