"""The events one seat is shown, as typed values, built once each as play goes on.

Which events a seat may see, and what of them, is core's to say (``Deal.events_for``: others'
passes and hands left out, ``HeartsBroken``, ``MoonShot`` and a ``Claimed`` in their place).
A ``SeatFeed`` follows one seat through a table's match: asked after a change, it asks core
for the events of the current deal after the last it read and views those, and no others,
so the work per move does not grow with the length of the match. The list is append-only
while play goes on; an undo replays the table into a new match, and the feed starts over
(``FeedUpdate.reset``). An event's ``index`` tells a client how many it has seen.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any, Literal

from hjerterfri.core import (
    Claimed,
    Deal,
    Dealt,
    HeartsBroken,
    Match,
    MatchOver,
    MoonShot,
    Passed,
    PassesExchanged,
    Played,
    Scored,
    TrickTaken,
    direction_name,
)
from hjerterfri.services.table.table import Table
from hjerterfri.services.table.views import Cards, cards, played_cards


@dataclasses.dataclass(frozen=True, kw_only=True)
class EventView:
    """Where an event stands: its place in the seat's list, and the deal it belongs to."""

    index: int
    deal: int


@dataclasses.dataclass(frozen=True, kw_only=True)
class DealtView(EventView):
    type: Literal["dealt"] = "dealt"
    dealer: int
    pass_direction: str
    hand: Cards  # this seat's own hand only


@dataclasses.dataclass(frozen=True, kw_only=True)
class PassedView(EventView):
    type: Literal["passed"] = "passed"
    seat: int
    to_seat: int
    cards: Cards | None  # None unless this seat passed them


@dataclasses.dataclass(frozen=True, kw_only=True)
class ExchangedView(EventView):
    type: Literal["passes_exchanged"] = "passes_exchanged"
    received: Cards  # what this seat received


@dataclasses.dataclass(frozen=True, kw_only=True)
class PlayedView(EventView):
    type: Literal["played"] = "played"
    seat: int
    card: str
    trick: int
    auto: bool  # played for a human by itself: the only card


@dataclasses.dataclass(frozen=True, kw_only=True)
class HeartsBrokenView(EventView):
    type: Literal["hearts_broken"] = "hearts_broken"
    seat: int
    card: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class TrickTakenView(EventView):
    type: Literal["trick_taken"] = "trick_taken"
    trick: int
    winner: int
    cards: Cards  # in playing order
    points: int


@dataclasses.dataclass(frozen=True, kw_only=True)
class MoonShotView(EventView):
    type: Literal["moon"] = "moon"
    shooter: int


@dataclasses.dataclass(frozen=True, kw_only=True)
class ScoredView(EventView):
    type: Literal["scored"] = "scored"
    points: tuple[int, ...]
    moon_shooter: int | None
    moon_choice: str | None


@dataclasses.dataclass(frozen=True, kw_only=True)
class ClaimedView(EventView):
    """A seat claimed the tricks left and showed its hand; the cards played out follow."""

    type: Literal["claimed"] = "claimed"
    seat: int
    tricks: int  # how many tricks it claimed, the one on the table included
    hand: Cards  # the hand it showed, in hand order: public, the claimant shows it to all


@dataclasses.dataclass(frozen=True, kw_only=True)
class MatchOverView(EventView):
    type: Literal["match_over"] = "match_over"
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    draw: bool


SeatEvent = (
    DealtView
    | PassedView
    | ExchangedView
    | PlayedView
    | HeartsBrokenView
    | TrickTakenView
    | MoonShotView
    | ScoredView
    | MatchOverView
    | ClaimedView
)


@dataclasses.dataclass(frozen=True)
class FeedUpdate:
    """The events new since the feed last looked; ``reset``: the match was replayed (an
    undo), so these are all of them and what was shown before is void."""

    events: tuple[SeatEvent, ...]
    reset: bool


@dataclasses.dataclass(frozen=True)
class _At:
    """What an event's view is built with besides the event: its place, and whose view."""

    index: int
    deal: int
    seat: int
    players: int
    auto: bool = False  # for a Played: the table played it for a human by itself


def _dealt(e: Dealt, at: _At) -> SeatEvent:
    return DealtView(
        index=at.index,
        deal=at.deal,
        dealer=e.dealer,
        pass_direction=direction_name(e.pass_offset, at.players),
        hand=cards(e.hands[at.seat]),
    )


def _passed(e: Passed, at: _At) -> SeatEvent:
    own = e.seat == at.seat  # core leaves others' cards out; the protocol says null
    return PassedView(
        index=at.index,
        deal=at.deal,
        seat=e.seat,
        to_seat=e.to_seat,
        cards=cards(e.cards) if own else None,
    )


def _exchanged(e: PassesExchanged, at: _At) -> SeatEvent:
    return ExchangedView(index=at.index, deal=at.deal, received=cards(e.received[at.seat]))


def _played(e: Played, at: _At) -> SeatEvent:
    return PlayedView(
        index=at.index, deal=at.deal, seat=e.seat, card=str(e.card), trick=e.trick, auto=at.auto
    )


def _broken(e: HeartsBroken, at: _At) -> SeatEvent:
    return HeartsBrokenView(index=at.index, deal=at.deal, seat=e.seat, card=str(e.card))


def _taken(e: TrickTaken, at: _At) -> SeatEvent:
    return TrickTakenView(
        index=at.index,
        deal=at.deal,
        trick=e.trick,
        winner=e.winner,
        cards=played_cards(e.cards),
        points=e.points,
    )


def _moon(e: MoonShot, at: _At) -> SeatEvent:
    return MoonShotView(index=at.index, deal=at.deal, shooter=e.shooter)


def _scored(e: Scored, at: _At) -> SeatEvent:
    return ScoredView(
        index=at.index,
        deal=at.deal,
        points=tuple(e.points),
        moon_shooter=e.moon_shooter,
        moon_choice=e.moon_choice,
    )


def _claimed(e: Claimed, at: _At) -> SeatEvent:
    return ClaimedView(
        index=at.index, deal=at.deal, seat=e.seat, tricks=e.tricks, hand=cards(e.hand)
    )


def _over(e: MatchOver, at: _At) -> SeatEvent:
    return MatchOverView(
        index=at.index, deal=at.deal, totals=e.totals, winners=e.winners, draw=e.draw
    )


_VIEWS: dict[type, Callable[[Any, _At], SeatEvent]] = {
    Dealt: _dealt,
    Passed: _passed,
    PassesExchanged: _exchanged,
    Played: _played,
    HeartsBroken: _broken,
    TrickTaken: _taken,
    MoonShot: _moon,
    Scored: _scored,
    MatchOver: _over,
    Claimed: _claimed,
}


@dataclasses.dataclass
class _Place:
    """How far into one deal the feed has read."""

    deal: Deal
    read: int = 0  # of the deal's events as the seat sees them
    plays: int = 0  # Played events among them: the table knows which it played by itself


class SeatFeed:
    """The events ``seat`` has been shown of one table's match, and the next ones on demand."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.built = 0  # event views made, ever: the work done, counted
        self.count = 0  # events this seat has been shown of the match as it now is
        self._match: Match | None = None
        self._deal_index = 0
        self._place: _Place | None = None
        self._over_said = False

    def update(self, table: Table, *, reset: bool = False) -> FeedUpdate:
        """The events since the last update; all of them when the match was replayed (or
        ``reset`` asks to start over)."""
        match = table.match
        if reset or match is not self._match:
            reset = reset or self._match is not None
            self._match = match
            self.count = self._deal_index = 0
            self._place = None
            self._over_said = False
        return FeedUpdate(tuple(self._new_events(table, match)), reset)

    def _view(self, event: Any, deal: Deal, auto: bool = False) -> SeatEvent:
        """The view of the next event, counted here as it is built."""
        at = _At(self.count, deal.number, self.seat, deal.rules.players, auto)
        self.count += 1
        self.built += 1
        return _VIEWS[type(event)](event, at)

    def _new_events(self, table: Table, match: Match) -> Iterator[SeatEvent]:
        deals = match.deals
        while True:
            deal = deals[self._deal_index]
            if self._place is None or self._place.deal is not deal:
                self._place = _Place(deal)
            yield from self._deal_events(table, self._place)
            if self._deal_index == len(deals) - 1:
                break
            self._deal_index += 1
        if match.is_over and not self._over_said:
            self._over_said = True
            for event in match.events_for(self.seat, self.count):  # MatchOver, the last
                yield self._view(event, match.deal)

    def _deal_events(self, table: Table, place: _Place) -> Iterator[SeatEvent]:
        deal = place.deal
        new = deal.events_for(self.seat, place.read)
        place.read += len(new)
        for event in new:
            auto = False
            if isinstance(event, Played):
                auto = table.was_auto(deal.number, place.plays)
                place.plays += 1
            yield self._view(event, deal, auto)
