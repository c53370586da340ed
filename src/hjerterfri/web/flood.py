"""How many messages a connection may send: a token bucket per connection.

A page sends a message when its player acts, a few a second at most; a connection that
sends far more is a bug or an attack. Its excess messages are dropped unread (the first one
answered with ``too_many_messages``), and if it keeps on it is closed with code 4429, so
that one connection's flood costs the server little and never stalls other tables.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from enum import Enum

from hjerterfri.core.error_catalogue import CATALOGUE

BURST = 500  # messages a connection may send at once
PER_SECOND = 200.0  # and then, on average (a script that waits for each answer stays under)
PATIENCE = 1000  # messages dropped in one flood before the connection is closed
CLOSE_CODE = CATALOGUE["too_many_messages"].close or 4429  # stated in the error catalogue


class Verdict(Enum):
    READ = "read"  # handle the message
    WARN = "warn"  # drop it and say why, once per flood
    DROP = "drop"  # drop it silently
    CLOSE = "close"  # the flood goes on: close the connection


@dataclasses.dataclass
class Bucket:
    """``burst`` tokens, refilled at ``per_second``; each message takes one.

    A flood begins with the first message dropped and ends when the bucket is full again:
    it is answered once, and closed after ``patience`` dropped messages.
    """

    burst: int = BURST
    per_second: float = PER_SECOND
    patience: int = PATIENCE
    clock: Callable[[], float] = time.monotonic
    tokens: float = dataclasses.field(init=False)
    last: float | None = dataclasses.field(default=None, init=False)
    dropped: int = dataclasses.field(default=0, init=False)  # in the flood going on, or 0

    def __post_init__(self) -> None:
        self.tokens = float(self.burst)  # a new connection may send a whole burst

    def admit(self) -> Verdict:
        now = self.clock()
        if self.last is not None:
            self.tokens = min(float(self.burst), self.tokens + (now - self.last) * self.per_second)
        self.last = now
        if self.tokens >= self.burst:
            self.dropped = 0  # quiet long enough: the flood is over
        if self.tokens >= 1 and not self.dropped:
            self.tokens -= 1
            return Verdict.READ
        self.dropped += 1
        if self.dropped == 1:
            return Verdict.WARN
        return Verdict.CLOSE if self.dropped > self.patience else Verdict.DROP


TOO_MANY = (
    f"Too many messages: at most {BURST} at once and {PER_SECOND:g} a second; the rest are "
    f"dropped unread, and a connection that keeps on is closed (code {CLOSE_CODE})."
)
