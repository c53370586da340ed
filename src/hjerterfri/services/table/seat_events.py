"""The events one seat is shown, as typed values, built once each as play goes on.

A ``SeatFeed`` follows one seat through a table's match: asked after a change, it builds
the event views that are new since it last looked, and no others, so the work per move does
not grow with the length of the match. The list is append-only while play goes on; an undo
replays the match, and the feed starts over (``FeedUpdate.reset``). An event's ``index``
tells a client how many it has seen.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any, Literal

from hjerterfri.core import (
    Deal,
    Dealt,
    Match,
    Passed,
    PassesExchanged,
    Phase,
    Played,
    Scored,
    Suit,
    TrickTaken,
    direction_name,
)
from hjerterfri.core.cards import QS_BIT
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
)


@dataclasses.dataclass(frozen=True)
class FeedUpdate:
    """The events new since the feed last looked; ``reset``: the match was replayed (an
    undo), so these are all of them and what was shown before is void."""

    events: tuple[SeatEvent, ...]
    reset: bool


def _breaks_hearts(deal: Deal, card: int) -> bool:
    queen = bool(QS_BIT >> card & 1) and deal.rules.queen_breaks_hearts
    return card & 3 == Suit.HEARTS or queen


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
    own = e.seat == at.seat
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


def _taken(e: TrickTaken, at: _At) -> SeatEvent:
    return TrickTakenView(
        index=at.index,
        deal=at.deal,
        trick=e.trick,
        winner=e.winner,
        cards=played_cards(e.cards),
        points=e.points,
    )


def _scored(e: Scored, at: _At) -> SeatEvent:
    return ScoredView(
        index=at.index,
        deal=at.deal,
        points=tuple(e.points),
        moon_shooter=e.moon_shooter,
        moon_choice=e.moon_choice,
    )


_VIEWS: dict[type, Callable[[Any, _At], SeatEvent]] = {
    Dealt: _dealt,
    Passed: _passed,
    PassesExchanged: _exchanged,
    Played: _played,
    TrickTaken: _taken,
    Scored: _scored,
}


@dataclasses.dataclass
class _Place:
    """How far into one deal the feed has read, and what it has said of it."""

    deal: Deal
    read: int = 0  # core events read
    plays: int = 0
    broken: bool = False
    moon_said: bool = False


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
        if reset or match is not self._match or self._went_back(match):
            reset = reset or self._match is not None
            self._match = match
            self.count = self._deal_index = 0
            self._place = None
            self._over_said = False
        return FeedUpdate(tuple(self._new_events(table, match)), reset)

    def _went_back(self, match: Match) -> bool:
        """Whether the match lost events the feed has read (taken back in the same object)."""
        place = self._place
        if place is None:
            return False
        deals = match.deals
        return (
            len(deals) <= self._deal_index
            or deals[self._deal_index] is not place.deal
            or len(place.deal.events) < place.read
        )

    def _at(self, deal: Deal, auto: bool = False) -> _At:
        """The place of the next event: counted here, as it is built."""
        index = self.count
        self.count += 1
        self.built += 1
        return _At(index, deal.number, self.seat, deal.rules.players, auto)

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
            at = self._at(match.deal)
            yield MatchOverView(
                index=at.index,
                deal=at.deal,
                totals=tuple(match.totals),
                winners=tuple(match.winners),
                draw=match.is_draw,
            )

    def _deal_events(self, table: Table, place: _Place) -> Iterator[SeatEvent]:
        deal = place.deal
        events = deal.events
        while place.read < len(events):
            event = events[place.read]
            place.read += 1
            if isinstance(event, Scored):
                yield from self._moon(place)
            auto = False
            if isinstance(event, Played):
                auto = table.was_auto(deal.number, place.plays)
                place.plays += 1
            yield _VIEWS[type(event)](event, self._at(deal, auto))
            if isinstance(event, Played) and not place.broken and _breaks_hearts(deal, event.card):
                place.broken = True
                at = self._at(deal)
                yield HeartsBrokenView(
                    index=at.index, deal=at.deal, seat=event.seat, card=str(event.card)
                )
        if deal.phase is Phase.MOON:
            yield from self._moon(place)

    def _moon(self, place: _Place) -> Iterator[SeatEvent]:
        """The moon, said once: when the shooter is to choose, or else just before the score."""
        shooter = place.deal.moon_shooter
        if place.moon_said or shooter is None:
            return
        place.moon_said = True
        at = self._at(place.deal)
        yield MoonShotView(index=at.index, deal=at.deal, shooter=shooter)
