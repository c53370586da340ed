"""One deal as the table enters it: each player's points, or the point cards each one took.

``read_entry`` checks the entry against the rules and finds a moon by itself; ``score``
turns what was taken into the deal's points under the board's moon rule. Both only read.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from hjerterfri.core.cards import (
    HEARTS_MASK,
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    Card,
    mask_cards,
    parse_card,
)
from hjerterfri.core.errors import InvalidCardError
from hjerterfri.core.rules import MoonRule, Rules
from hjerterfri.core.scoring import MOON_CHOICES, moon_choice, moon_points
from hjerterfri.services.scoreboard.errors import InvalidEntryError, Problem

HEARTS = 13


@dataclasses.dataclass(frozen=True, kw_only=True)
class Entry:
    """What was typed for a deal. Exactly one of ``points`` and ``cards`` is given.

    ``moon`` answers "did the top player shoot the moon?" when the points alone cannot
    tell (only with J♦ −10); ``moon_choice`` is the shooter's pick under "shooter's choice".
    """

    points: tuple[Any, ...] | None = None  # as typed: ``read_entry`` refuses non-numbers
    cards: tuple[tuple[Any, ...], ...] | None = None
    moon: bool | None = None
    moon_choice: str | None = None

    def __post_init__(self) -> None:
        if (self.points is None) == (self.cards is None):
            raise InvalidEntryError(Problem.ENTRY_KIND)
        if self.moon_choice is not None and self.moon_choice not in MOON_CHOICES:
            raise InvalidEntryError(Problem.BAD_MOON_CHOICE, choice=self.moon_choice)

    def to_dict(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        if self.cards is not None:
            data["cards"] = [list(hand) for hand in self.cards]
        if self.points is not None:
            data["points"] = list(self.points)
        return {key: value for key, value in data.items() if value is not None}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Entry:
        """Read plain data (JSON), keeping whatever was typed for ``read_entry`` to judge."""
        points, cards = data.get("points"), data.get("cards")
        return cls(
            points=tuple(points) if isinstance(points, list) else points,
            cards=tuple(tuple(hand) for hand in cards) if isinstance(cards, list) else cards,
            moon=data.get("moon"),
            moon_choice=data.get("moon_choice"),
        )


@dataclasses.dataclass(frozen=True)
class Taken:
    """What the players took in a deal: raw points, and a moon's shooter if there was one."""

    raw: tuple[int, ...]
    shooter: int | None = None
    jack_holder: int | None = None
    scored_as: str | None = None  # the moon choice the typed points were already scored with


def point_cards(rules: Rules) -> frozenset[Card]:
    """The cards that score: every heart, Q♠, and J♦ when it counts −10."""
    cards = {*mask_cards(HEARTS_MASK), QUEEN_OF_SPADES}
    return frozenset(cards | ({JACK_OF_DIAMONDS} if rules.jack_of_diamonds else set()))


def read_entry(entry: Entry, rules: Rules, names: Sequence[str]) -> Taken:
    """Check ``entry`` and say what was taken; raises ``InvalidEntryError`` with the reason."""
    hands, points = entry.cards, entry.points or ()
    given = len(hands) if hands is not None else len(points)
    if given != rules.players:
        raise InvalidEntryError(Problem.WRONG_COUNT, players=rules.players, given=given)
    if hands is not None:
        return _read_cards(hands, rules, names)
    return _read_points(points, rules, names, entry.moon)


def score(
    taken: Taken, entry: Entry, rules: Rules, totals: Sequence[int], names: Sequence[str]
) -> tuple[tuple[int, ...], str | None]:
    """The deal's points and how a moon was scored (None without a moon)."""
    if taken.shooter is None:
        return taken.raw, None
    choice = _moon_choice(taken, entry, rules, totals, names)
    return moon_points(rules.players, taken.shooter, taken.jack_holder, choice), choice


def _moon_choice(
    taken: Taken, entry: Entry, rules: Rules, totals: Sequence[int], names: Sequence[str]
) -> str:
    assert taken.shooter is not None
    if rules.moon is not MoonRule.SHOOTERS_CHOICE:
        return moon_choice(rules, totals, taken.shooter, taken.jack_holder)
    picks = {c for c in (entry.moon_choice, taken.scored_as) if c is not None}
    if len(picks) > 1:
        raise InvalidEntryError(Problem.MOON_CHOICE_CONFLICT)
    if not picks:
        raise InvalidEntryError(Problem.MOON_CHOICE_NEEDED, name=_name(taken.shooter, names))
    return picks.pop()


def _name(seat: int, names: Sequence[str]) -> str:
    return names[seat] if seat < len(names) else f"Player {seat + 1}"


def _read_points(
    values: Sequence[Any], rules: Rules, names: Sequence[str], moon: bool | None
) -> Taken:
    for seat, value in enumerate(values):
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidEntryError(Problem.NOT_WHOLE, name=_name(seat, names), value=value)
    points = tuple(values)
    total = sum(points)
    if total != rules.deal_points:
        scored = _scored_moon(points, rules)
        if scored is None:
            raise InvalidEntryError(Problem.WRONG_SUM, total=total, expected=rules.deal_points)
        return scored
    _check_each(points, rules, names)
    return _split(points, rules, names, moon)


def _check_each(points: tuple[int, ...], rules: Rules, names: Sequence[str]) -> None:
    """Each player's points within what one player can take; at most one J♦."""
    low = -10 if rules.jack_of_diamonds else 0
    high = HEARTS + rules.queen_points
    for seat, value in enumerate(points):
        if not low <= value <= high:
            raise InvalidEntryError(
                Problem.OUT_OF_RANGE, name=_name(seat, names), value=value, low=low, high=high
            )
    below = [seat for seat, value in enumerate(points) if value < 0]
    if len(below) > 1:
        first, second = (_name(s, names) for s in below[:2])
        raise InvalidEntryError(Problem.TWO_JACKS, first=first, second=second)
    if not rules.jack_of_diamonds and max(points) < rules.queen_points:
        raise InvalidEntryError(Problem.NO_QUEEN, queen=rules.queen_points)


def _split(points: tuple[int, ...], rules: Rules, names: Sequence[str], moon: bool | None) -> Taken:
    """Every way Q♠ and J♦ can lie behind the points; a moon if all (or the answer) say so."""
    seats = range(rules.players)
    jacks: Sequence[int | None] = seats if rules.jack_of_diamonds else (None,)
    moons, plain = [], False
    for queen in seats:
        for jack in jacks:
            hearts = [
                p - (rules.queen_points if s == queen else 0) + (10 if s == jack else 0)
                for s, p in enumerate(points)
            ]
            if min(hearts) < 0:
                continue
            if hearts[queen] == HEARTS:
                moons.append(Taken(points, queen, jack))
            else:
                plain = True
    if not moons and not plain:
        raise InvalidEntryError(Problem.IMPOSSIBLE)
    if moons and plain and moon is None:
        shooter = moons[0].shooter
        assert shooter is not None
        raise InvalidEntryError(
            Problem.MOON_UNCLEAR, name=_name(shooter, names), value=points[shooter]
        )
    return moons[0] if moons and (moon or not plain) else Taken(points)


def _scored_moon(points: tuple[int, ...], rules: Rules) -> Taken | None:
    """The points typed as a moon already scored (0/26/26/26 or −26/0/0/0, J♦ included)."""
    seats = range(rules.players)
    jacks: Sequence[int | None] = seats if rules.jack_of_diamonds else (None,)
    for shooter in seats:
        for jack in jacks:
            for choice in MOON_CHOICES:
                if moon_points(rules.players, shooter, jack, choice) == points:
                    raw = [0] * rules.players
                    raw[shooter] = HEARTS + rules.queen_points
                    if jack is not None:
                        raw[jack] -= 10
                    return Taken(tuple(raw), shooter, jack, choice)
    return None


def _read_cards(hands: Sequence[Sequence[str]], rules: Rules, names: Sequence[str]) -> Taken:
    scoring = point_cards(rules)
    owner: dict[Card, int] = {}
    for seat, hand in enumerate(hands):
        for text in hand:
            card = _card(text)
            if card not in scoring:
                raise InvalidEntryError(Problem.NOT_POINT_CARD, card=card.symbol)
            if owner.setdefault(card, seat) != seat:
                first, second = _name(owner[card], names), _name(seat, names)
                raise InvalidEntryError(
                    Problem.CARD_TWICE, card=card.symbol, first=first, second=second
                )
    missing = sorted(scoring - owner.keys())
    if missing:
        raise InvalidEntryError(Problem.CARDS_MISSING, cards=" ".join(c.symbol for c in missing))
    raw = [0] * rules.players
    for card, seat in owner.items():
        raw[seat] += _value(card, rules)
    moon = {owner[c] for c in scoring if c != JACK_OF_DIAMONDS}
    shooter = moon.pop() if len(moon) == 1 else None
    jack = owner.get(JACK_OF_DIAMONDS)
    return Taken(tuple(raw), shooter, jack if shooter is not None else None)


def _card(text: Any) -> Card:
    try:
        return parse_card(text)
    except InvalidCardError:
        raise InvalidEntryError(Problem.NOT_A_CARD, text=str(text)) from None


def _value(card: Card, rules: Rules) -> int:
    return {QUEEN_OF_SPADES: rules.queen_points, JACK_OF_DIAMONDS: -10}.get(card, 1)
