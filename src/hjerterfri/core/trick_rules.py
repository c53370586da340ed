"""The rules of a trick on bit masks, stated once: legal cards, the winner, points, hearts.

``Deal``, its random play-out, ``Observation``, the search bot's rollouts and its exact
endgame all read these, so a rule of play lives here and nowhere else. They stay on plain
ints (a card is ``rank * 4 + suit``, a set of cards one bit each) because search calls
them millions of times.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from hjerterfri.core.cards import (
    FULL_MASK,
    HEARTS_MASK,
    JD_BIT,
    MOON_CARDS,
    QS_BIT,
    SUIT_MASKS,
)
from hjerterfri.core.rules import Rules

NOT_MOON: Final = FULL_MASK & ~MOON_CARDS
NOT_HEARTS: Final = FULL_MASK & ~HEARTS_MASK
QS_CARD: Final = QS_BIT.bit_length() - 1
JACK_BONUS: Final = 10  # J♦ takes 10 off its taker's points when the rules count it


def hearts_breakers(queen_breaks_hearts: bool) -> int:
    """The cards whose play breaks hearts: every heart, and Q♠ when the rules say so."""
    return HEARTS_MASK | QS_BIT if queen_breaks_hearts else HEARTS_MASK


def winning_card(trick: Sequence[int]) -> int:
    """The card winning a trick so far: the highest of the led suit."""
    suit = trick[0] & 3
    best = trick[0]
    for c in trick:
        if c & 3 == suit and c > best:
            best = c
    return best


def trick_winner(trick: Sequence[int], leader: int, players: int) -> int:
    """The seat that takes (or is taking) a trick led by ``leader``."""
    return (leader + trick.index(winning_card(trick))) % players


def card_points(mask: int, rules: Rules) -> int:
    """Raw points of the cards in ``mask`` under ``rules`` (J♦ counts −10 when it scores)."""
    return trick_rules_for(rules).points(mask)


_MADE: dict[int, tuple[Rules, TrickRules]] = {}  # id(rules) -> that Rules and its TrickRules


def trick_rules_for(rules: Rules) -> TrickRules:
    """The ``TrickRules`` of ``rules``, made once per ``Rules`` object.

    Found by the object's id, not its hash: hashing a ``Rules`` takes microseconds, and a
    deal is made in about a hundred. The entry holds the ``Rules`` (so its id is not
    reused while it is there); the few tables' rules a process uses fit, and more clear it.
    """
    made = _MADE.get(id(rules))
    if made is not None and made[0] is rules:
        return made[1]
    if len(_MADE) >= 256:
        _MADE.clear()
    tr = TrickRules(rules)
    _MADE[id(rules)] = (rules, tr)
    return tr


class TrickRules:
    """One table's rules of play, read once from ``Rules`` into ints.

    ``legal`` is the one statement of which cards may be played; the random play-out in
    ``core/playout.py`` applies it to per-suit lists (its speed depends on that), and a test
    checks every card it plays against ``legal``.
    """

    __slots__ = (
        "breakers",
        "first_clean",
        "hand_size",
        "jack",
        "must_break",
        "opening",
        "players",
        "queen_breaks",
        "queen_points",
        "rules",
    )

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.players = rules.players
        self.hand_size = rules.hand_size
        self.opening = 1 << rules.lowest_club  # the only card the first trick may open with
        self.first_clean = not rules.first_trick_points
        self.must_break = rules.hearts_must_break
        self.queen_breaks = rules.queen_breaks_hearts
        self.breakers = hearts_breakers(rules.queen_breaks_hearts)
        self.queen_points = rules.queen_points
        self.jack = JACK_BONUS if rules.jack_of_diamonds else 0

    def legal(self, hand: int, trick: Sequence[int], tricks_done: int, broken: bool) -> int:
        """The cards of ``hand`` that may go to ``trick`` (led card first; empty: a lead).

        ``broken``: hearts are broken by a finished trick (or, equally for a lead, by any
        card played before it).
        """
        if trick:
            follow = hand & SUIT_MASKS[trick[0] & 3]
            if follow:
                return follow
            if self.first_clean and not tricks_done:
                return hand & NOT_MOON or hand
            return hand
        if not tricks_done:
            return self.opening
        if self.must_break and not broken:
            return hand & NOT_HEARTS or hand
        return hand

    def breaks_hearts(self, card: int) -> bool:
        return bool(self.breakers >> card & 1)

    def only_queen_may_lead(self, legal: int) -> bool:
        """A lead before hearts are broken where Q♠ is the one card that is not a heart."""
        return legal == QS_BIT

    def points(self, mask: int) -> int:
        """Raw points of the cards in ``mask``, before any moon."""
        return self.seat_points((mask,))[0]

    def seat_points(self, won: Sequence[int]) -> tuple[int, ...]:
        """The raw points in each of the sets of cards ``won`` (a heart 1, Q♠ 13 or 12,
        J♦ −10 when it counts), before any moon."""
        queen, jack = self.queen_points, self.jack
        return tuple(
            [
                (w & HEARTS_MASK).bit_count()
                + (queen if w & QS_BIT else 0)
                - (jack if w & JD_BIT else 0)
                for w in won
            ]
        )

    def winner(self, trick: Sequence[int], leader: int) -> int:
        """The seat that takes a trick led by ``leader``."""
        return (leader + trick.index(winning_card(trick))) % self.players
