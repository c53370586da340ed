"""The events a seat is shown: each built once as play goes on, its own secrets only, and
started over when an undo replays the match."""

from __future__ import annotations

import random

from hjerterfri.core import Rules
from hjerterfri.services.table.config import TableConfig, human_and_bots
from hjerterfri.services.table.seat_events import (
    DealtView,
    MatchOverView,
    PassedView,
    SeatEvent,
    SeatFeed,
)
from hjerterfri.services.table.table import Table
from tests.server.test_table import act


def _table(seed: int, target: int) -> Table:
    seats = human_and_bots("Anna", ["random"] * 3, ("random",))
    table = Table(TableConfig(rules=Rules(target=target), seed=seed, seats=seats))
    table.advance()
    return table


def _play_through(table: Table, feeds: list[SeatFeed]) -> list[list[int]]:
    """Plays seat 0 to the end; per update of each feed, how many views it built."""
    rng = random.Random(1)
    work: list[list[int]] = [[] for _ in feeds]
    while not table.match.is_over:
        act(table, rng)
        for feed, counts in zip(feeds, work, strict=True):
            before = feed.built
            update = feed.update(table)
            assert not update.reset
            counts.append(feed.built - before)
            assert feed.built - before == len(update.events)
    return work


def test_each_event_is_built_once_however_long_the_match() -> None:
    short, long = _table(4, target=26), _table(4, target=200)
    for table in (short, long):
        feeds = [SeatFeed(seat) for seat in range(4)]
        for feed in feeds:
            feed.update(table)
        work = _play_through(table, feeds)
        fresh = SeatFeed(0).update(table).events
        assert feeds[0].built == feeds[0].count == len(fresh)  # no view was built twice
        assert max(work[0]) <= 60  # at most a deal's worth per move, never the match's
    assert len(long.match.deals) >= 3 * len(short.match.deals)


def test_what_a_seat_sees_of_the_others_passes_and_hands() -> None:
    table = _table(7, target=30)
    feeds = [SeatFeed(seat) for seat in range(4)]
    _play_through(table, feeds)
    every: list[SeatEvent] = list(SeatFeed(2).update(table).events)
    assert isinstance(every[-1], MatchOverView)
    for event in every:
        if isinstance(event, PassedView):
            assert (event.cards is not None) == (event.seat == 2)
        if isinstance(event, DealtView):
            deal = table.match.deals[event.deal - 1]
            dealt = deal.events[0]
            assert event.hand == tuple(str(c) for c in dealt.hands[2].sorted_by_suit())


def test_an_undo_starts_the_feed_over_with_the_match_as_replayed() -> None:
    table = _table(3, target=100)
    feed = SeatFeed(0)
    feed.update(table)
    rng = random.Random(2)
    for _ in range(6):
        act(table, rng)
    shown = feed.update(table)
    assert not shown.reset and shown.events
    table.undo(0)
    update = feed.update(table)
    assert update.reset
    assert update.events == SeatFeed(0).update(table).events
    assert feed.count == len(update.events)
    act(table, rng)
    after = feed.update(table)
    assert not after.reset and after.events[0].index == len(update.events)
