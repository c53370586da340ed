"""What one seat is shown of a table now, as typed values: ``SeatState`` and its parts.

What a seat may know is core's to say: the deal is built from that seat's ``Observation``
alone, the rest from the table's public facts (seats, totals, whose turn, undo). The web turns
these values into the JSON of docs/protocol.md (``web.messages``); the terminal reads them
as they are. The events a seat is shown come from ``seat_events``.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable

from hjerterfri.core import (
    Card,
    CardSet,
    Observation,
    Rules,
    direction_name,
    ladder_steps,
)
from hjerterfri.core.cards import HAND_ORDER, JD_BIT, MOON_CARDS, SUIT_MASKS, CardLike
from hjerterfri.services.table.table import Table

Cards = tuple[str, ...]


def cards(items: Iterable[CardLike]) -> Cards:
    """Card text in hand order: clubs, diamonds, spades, hearts, each low to high."""
    mask = items.mask if isinstance(items, CardSet) else CardSet(items).mask
    return sum((_suit_text(mask & SUIT_MASKS[suit]) for suit in HAND_ORDER), ())


@functools.cache
def _suit_text(mask: int) -> Cards:
    """One suit's cards as text, low to high (at most 8,192 of these a suit; every view of
    every seat shows a hand)."""
    return tuple(str(c) for c in CardSet.from_mask(mask))


def played_cards(items: Iterable[Card]) -> Cards:
    """Card text in the order given (tricks keep playing order)."""
    return tuple(str(c) for c in items)


@dataclasses.dataclass(frozen=True)
class TrickPlay:
    """One card on the table, and the seat that played it."""

    seat: int
    card: str


@dataclasses.dataclass(frozen=True)
class LastTrick:
    """The trick taken last in this deal: all of it public."""

    number: int  # 0-based
    leader: int
    winner: int
    points: int
    plays: tuple[TrickPlay, ...]


@dataclasses.dataclass(frozen=True)
class MoonView:
    """A moon shot this deal; ``choosing`` while the shooter decides how it scores."""

    shooter: int
    choosing: bool
    choice: str | None


@dataclasses.dataclass(frozen=True)
class ClaimView:
    """The claim that ended this deal: who claimed, how many tricks, the hand shown to all."""

    seat: int
    tricks: int
    hand: Cards


@dataclasses.dataclass(frozen=True)
class LadderView:
    """The ladder of RULES.md (first deal only): each seat's step, and the top step."""

    steps: tuple[int, ...]
    top: int


@dataclasses.dataclass(frozen=True)
class DealView:
    """The current deal from one seat: its own cards, and what is played in the open."""

    number: int
    dealer: int
    pass_direction: str
    pass_to: int | None
    pass_from: int | None
    phase: str
    to_act: int | None
    leader: int | None
    hand: Cards
    legal: Cards
    passed: Cards | None
    received: Cards | None
    trick: tuple[TrickPlay, ...]
    last_trick: LastTrick | None
    tricks_played: int
    hand_sizes: tuple[int, ...]
    points_taken: tuple[int, ...]
    tricks_taken: tuple[int, ...]
    point_cards: tuple[Cards, ...]
    hearts_broken: bool
    moon: MoonView | None
    ladder: LadderView | None
    points: tuple[int, ...] | None
    claim: ClaimView | None = None


@dataclasses.dataclass(frozen=True)
class SeatView:
    """Who sits in a seat: a human by name, or a bot of a level."""

    seat: int
    name: str
    kind: str
    level: str | None


@dataclasses.dataclass(frozen=True)
class MatchView:
    over: bool
    winners: tuple[int, ...]
    draw: bool
    leaders: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class SeatSettings:
    auto_play_forced: bool


@dataclasses.dataclass(frozen=True)
class SeatState:
    """Everything the page (or the terminal) shows for one seat now."""

    seat: int
    seats: tuple[SeatView, ...]
    rules: Rules
    preset: str
    deal: DealView
    you: str | None  # what the table waits for from this seat: pass, play, moon, next_deal
    score_sheet: tuple[tuple[int, ...], ...]
    moons: tuple[int | None, ...]
    totals: tuple[int, ...]
    match: MatchView
    undo_available: bool
    undo_used: bool
    hint_available: bool
    claim_available: bool
    settings: SeatSettings
    host: int | None
    stand_ins: tuple[str | None, ...]


# -- the deal --------------------------------------------------------------------------
def _trick_plays(plays: Iterable[tuple[int, Card]]) -> tuple[TrickPlay, ...]:
    return tuple(TrickPlay(s, str(c)) for s, c in plays)


def _last_trick(obs: Observation) -> LastTrick | None:
    trick = obs.last_trick
    if trick is None:
        return None
    return LastTrick(
        number=len(obs.tricks) - 1,
        leader=trick.leader,
        winner=trick.winner,
        points=trick.points,
        plays=_trick_plays(trick.plays),
    )


def _moon(obs: Observation) -> MoonView | None:
    if obs.moon_shooter is None:
        return None
    return MoonView(obs.moon_shooter, choosing=obs.moon_pending, choice=obs.moon_choice)


def _taken(obs: Observation) -> tuple[tuple[int, ...], tuple[Cards, ...]]:
    """Per seat, the tricks it has won and the point cards in them (hearts, Q♠, J♦ when it
    scores): all public, so the plates can say what each player has taken."""
    counted = MOON_CARDS | (JD_BIT if obs.rules.jack_of_diamonds else 0)
    tricks = [0] * obs.players
    point_cards = [0] * obs.players
    for trick in obs.tricks:
        tricks[trick.winner] += 1
        for _, card in trick.plays:
            point_cards[trick.winner] |= (1 << card) & counted
    return tuple(tricks), tuple(cards(CardSet.from_mask(mask)) for mask in point_cards)


def _claim(obs: Observation) -> ClaimView | None:
    claim = obs.claim
    return None if claim is None else ClaimView(claim.seat, claim.tricks, cards(claim.hand))


def _ladder(obs: Observation) -> LadderView | None:
    """The ladder of RULES.md, shown in a game's first deal only: each seat's step and the top."""
    if obs.number != 1:
        return None
    return LadderView(tuple(ladder_steps(obs.players, obs.tricks)), obs.rules.hand_size)


def deal_view(obs: Observation) -> DealView:
    """The deal from the observation's seat: its own cards, and what is played in the open."""
    players = obs.players
    passing = bool(obs.pass_offset)
    tricks_taken, point_cards = _taken(obs)
    return DealView(
        number=obs.number,
        dealer=obs.dealer,
        pass_direction=direction_name(obs.pass_offset, players),
        pass_to=obs.pass_to if passing else None,
        pass_from=(obs.seat - obs.pass_offset) % players if passing else None,
        phase=obs.phase.value,
        to_act=obs.to_act,
        leader=obs.leader,
        hand=cards(obs.hand),
        legal=cards(obs.legal),
        passed=cards(obs.passed) if obs.passed is not None else None,
        received=cards(obs.received) if obs.received is not None else None,
        trick=_trick_plays(obs.trick),
        last_trick=_last_trick(obs),
        tricks_played=len(obs.tricks),
        hand_sizes=tuple(obs.hand_size(s) for s in range(players)),
        points_taken=tuple(obs.points_taken),
        tricks_taken=tricks_taken,
        point_cards=point_cards,
        hearts_broken=obs.hearts_broken,
        moon=_moon(obs),
        ladder=_ladder(obs),
        points=obs.points,
        claim=_claim(obs),
    )


# -- the table -------------------------------------------------------------------------
def seats(table: Table) -> tuple[SeatView, ...]:
    return tuple(SeatView(i, s.name, s.kind, s.level) for i, s in enumerate(table.config.seats))


def state(table: Table, seat: int) -> SeatState:
    """Everything the page shows for ``seat`` now, without the envelope fields."""
    match = table.match
    return SeatState(
        seat=seat,
        seats=seats(table),
        rules=table.config.rules,
        preset=table.config.preset,
        deal=deal_view(match.deal.observation(seat)),
        you=table.awaiting(seat),
        score_sheet=tuple(tuple(p) for p in match.scores),
        moons=tuple(match.moon_shooters),
        totals=tuple(match.totals),
        match=MatchView(
            over=match.is_over,
            winners=tuple(match.winners),
            draw=match.is_draw,
            leaders=tuple(match.leaders),
        ),
        undo_available=table.undo_available(seat),
        undo_used=table.undo_used,
        hint_available=table.hint_available(seat),
        claim_available=table.claim_available(seat),
        settings=SeatSettings(auto_play_forced=table.auto_play_forced(seat)),
        host=table.host,
        stand_ins=tuple(table.stand_in(s) for s in range(len(table.config.seats))),
    )
