"""What a deal shows: its whole log, and what one seat may see of it (core owns secrecy).

A seat's events are the deal's events with every other seat's secret left out — the
cards of their passes, their dealt hands, what they received — and with the public facts
derived from the play put in their place: ``HeartsBroken`` right after the card that broke
them, ``MoonShot`` before the score (or while the shooter chooses). A ``Claimed`` is in
every seat's list, the hand shown included (the claimant shows it to all), before the
cards that were played out for it. A seat's list only
grows while the deal goes on, so an index into it tells a client what it has seen, and
``events_for(deal, seat, start)`` builds only the events from ``start`` on.

These read ``Deal``'s state directly (the raw tricks, not ``Trick`` objects), so a list
asked for from a late index costs little.
"""

from __future__ import annotations

from typing import Final, Protocol

from hjerterfri.core.cards import CARDS, Card, CardSet
from hjerterfri.core.events import (
    PLAYED,
    Claimed,
    Dealt,
    Event,
    HeartsBroken,
    MoonShot,
    Passed,
    PassesExchanged,
    Scored,
    TrickTaken,
)
from hjerterfri.core.observation import Observation, Phase, Trick
from hjerterfri.core.rules import Rules
from hjerterfri.core.trick_rules import TrickRules


class Deal(Protocol):
    """What the seat views read of a ``core.deal.Deal``: stated here, so that this module,
    which ``Deal`` calls, does not import it back (no import cycle, not even for types)."""

    rules: Rules
    number: int
    dealer: int
    pass_offset: int
    totals: tuple[int, ...]
    _tr: TrickRules
    _trick: list[int]
    _tricks: list[tuple[int, tuple[int, ...], int]]
    _leader: int
    _passes: list[int | None]
    _pass_order: list[int]
    _claim: tuple[int, Claimed] | None

    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def hearts_broken(self) -> bool: ...
    @property
    def leader(self) -> int: ...
    @property
    def dealt_hands(self) -> tuple[CardSet, ...]: ...
    @property
    def trick(self) -> tuple[tuple[int, Card], ...]: ...
    @property
    def tricks(self) -> tuple[Trick, ...]: ...
    @property
    def points_taken(self) -> tuple[int, ...]: ...
    @property
    def moon_shooter(self) -> int | None: ...
    @property
    def moon_choice(self) -> str | None: ...
    @property
    def points(self) -> tuple[int, ...] | None: ...
    def hand(self, seat: int) -> CardSet: ...
    def passed(self, seat: int) -> CardSet | None: ...
    def received(self, seat: int) -> CardSet | None: ...
    def legal_plays(self) -> CardSet: ...


ALL_SEEING: Final = -1  # the "seat" that sees every card: the deal's own log
_HIDDEN: Final = CardSet()


def check_seat(deal: Deal, seat: int) -> None:
    n = deal.rules.players
    if not (isinstance(seat, int) and 0 <= seat < n):
        raise ValueError(f"there is no seat {seat!r}; seats are 0 to {n - 1}")


def trick_taken(deal: Deal, number: int) -> TrickTaken:
    """The ``TrickTaken`` of finished trick ``number`` (0-based)."""
    _, cards, winner = deal._tricks[number]
    points = deal._tr.points(sum(1 << c for c in cards))
    return TrickTaken(number, winner, tuple(CARDS[c] for c in cards), points)


def _first_break(deal: Deal) -> tuple[int, int] | None:
    """(trick, place in it) of the first card played that breaks hearts, if one has been."""
    breakers = deal._tr.breakers
    for number, (_, cards, _) in enumerate(deal._tricks):
        for place, c in enumerate(cards):
            if breakers >> c & 1:
                return number, place
    for place, c in enumerate(deal._trick):
        if breakers >> c & 1:
            return len(deal._tricks), place
    return None


def _header(deal: Deal, seat: int) -> list[Event]:
    """Dealt, each pass, the exchange: seen by ``seat`` (or by ``ALL_SEEING``)."""
    n, offset = deal.rules.players, deal.pass_offset
    dealt = deal.dealt_hands
    if seat != ALL_SEEING:
        dealt = tuple(hand if s == seat else _HIDDEN for s, hand in enumerate(dealt))
    out: list[Event] = [Dealt(deal.number, deal.dealer, offset, dealt)]
    for s in deal._pass_order:
        mask = deal._passes[s]
        assert mask is not None
        cards = CardSet.from_mask(mask) if seat in (s, ALL_SEEING) else _HIDDEN
        out.append(Passed(s, (s + offset) % n, cards))
    if offset and deal.phase is not Phase.PASS:
        received = tuple(
            deal.received(s) or _HIDDEN if seat in (s, ALL_SEEING) else _HIDDEN for s in range(n)
        )
        out.append(PassesExchanged(received))
    return out


def _ending(deal: Deal, seat: int) -> list[Event]:
    """The moon (to a seat) and the score, once the deal is played out."""
    points, shooter = deal.points, deal.moon_shooter
    moon: list[Event] = [MoonShot(shooter)] if shooter is not None and seat != ALL_SEEING else []
    if points is not None:
        return [*moon, Scored(points, shooter, deal.moon_choice)]
    return moon if deal.phase is Phase.MOON else []


def events_for(deal: Deal, seat: int, start: int = 0) -> tuple[Event, ...]:
    """The deal's events from index ``start`` on, as ``seat`` may see them.

    ``seat`` ``ALL_SEEING`` gives the deal's own log (every card, no derived events).
    The header and finished tricks before ``start`` are counted, not built.
    """
    if seat != ALL_SEEING:
        check_seat(deal, seat)
    out: list[Event] = []
    pos = 1 + len(deal._pass_order) + (bool(deal.pass_offset) and deal.phase is not Phase.PASS)
    if start < pos:  # the header is built only when asked for: not for each card applied
        out.extend(_header(deal, seat)[start:])
    n = deal.rules.players
    broken = _first_break(deal) if seat != ALL_SEEING else None
    claimed, claim_at = _claim_place(deal)
    tricks = deal._tricks
    current = (deal._leader, tuple(deal._trick), -1)
    for number, (leader, cards, winner) in enumerate([*tricks, current]):
        size = len(cards) + (winner >= 0) + (broken is not None and broken[0] == number)
        size += claim_at is not None and claim_at[0] == number
        if pos + size <= start:
            pos += size
            continue
        made: list[Event] = []
        for place, c in enumerate(cards):
            by = (leader + place) % n
            if claimed is not None and claim_at == (number, place):
                made.append(claimed)
            made.append(PLAYED[number][by][c])
            if broken == (number, place):
                made.append(HeartsBroken(by, CARDS[c], number))
        if winner >= 0:
            made.append(trick_taken(deal, number))
        out.extend(made[max(0, start - pos) :])
        pos += size
    out.extend(_ending(deal, seat)[max(0, start - pos) :])
    return tuple(out)


def _claim_place(deal: Deal) -> tuple[Claimed | None, tuple[int, int] | None]:
    """The deal's claim, and (trick, place in it) of the first card played out for it."""
    if deal._claim is None:
        return None, None
    before, claimed = deal._claim
    return claimed, divmod(before, deal.rules.players)


def event_count(deal: Deal, seat: int) -> int:
    """How many events ``events_for(deal, seat)`` holds, without making them."""
    n = deal.rules.players
    passes = len(deal._pass_order) + (bool(deal.pass_offset) and deal.phase is not Phase.PASS)
    plays = len(deal._tricks) * (n + 1) + len(deal._trick)
    derived = 0
    if seat != ALL_SEEING:
        derived = (_first_break(deal) is not None) + (deal.moon_shooter is not None)
    claimed = deal._claim is not None
    return 1 + passes + plays + derived + claimed + (deal.points is not None)


def observation(deal: Deal, seat: int) -> Observation:
    """What ``seat`` may know now, and nothing more."""
    check_seat(deal, seat)
    phase = deal.phase
    legal = deal.legal_plays() if deal.to_act == seat else CardSet()
    return Observation(
        rules=deal.rules,
        seat=seat,
        number=deal.number,
        dealer=deal.dealer,
        pass_offset=deal.pass_offset,
        phase=phase,
        hand=deal.hand(seat),
        passed=deal.passed(seat),
        received=deal.received(seat),
        tricks=deal.tricks,
        trick=deal.trick,
        leader=None if phase is Phase.PASS else deal.leader,
        to_act=deal.to_act,
        hearts_broken=deal.hearts_broken,
        points_taken=deal.points_taken,
        legal=legal,
        totals=deal.totals,
        points=deal.points,
        moon_shooter=deal.moon_shooter,
        moon_choice=deal.moon_choice,
        moon_pending=phase is Phase.MOON,
        claim=deal._claim[1] if deal._claim is not None else None,
    )
