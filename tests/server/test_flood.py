"""The token bucket of web/flood.py on a clock the test moves: burst, refill, once, close."""

from __future__ import annotations

from hjerterfri.web.flood import Bucket, Verdict
from tests.manual_clock import ManualClock


def test_a_burst_is_read_then_the_flood_is_told_once_dropped_and_closed() -> None:
    clock = ManualClock(now=0.0)
    bucket = Bucket(burst=3, per_second=1.0, patience=4, clock=clock)
    assert [bucket.admit() for _ in range(3)] == [Verdict.READ] * 3
    assert bucket.admit() is Verdict.WARN
    assert [bucket.admit() for _ in range(3)] == [Verdict.DROP] * 3
    assert bucket.admit() is Verdict.CLOSE


def test_a_connection_that_waits_is_read_again_and_told_again_next_time() -> None:
    clock = ManualClock(now=0.0)
    bucket = Bucket(burst=2, per_second=1.0, patience=10, clock=clock)
    assert [bucket.admit() for _ in range(3)] == [Verdict.READ, Verdict.READ, Verdict.WARN]
    clock.now = 1.0  # one token back, but the flood is not over until the bucket is full
    assert bucket.admit() is Verdict.DROP
    clock.now = 2.5
    assert bucket.admit() is Verdict.READ
    clock.now = 100.0  # a steady pace under the rate is never refused
    for _ in range(50):
        clock.now += 1.0
        assert bucket.admit() is Verdict.READ
