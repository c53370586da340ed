"""What one seat may know about a deal — and nothing more. Bots and screens get only this."""

from __future__ import annotations

import dataclasses
import enum

from hjerterfri.core.cards import HEARTS_MASK, SUIT_MASKS, Card, CardSet, Suit
from hjerterfri.core.events import Claimed
from hjerterfri.core.rules import Rules
from hjerterfri.core.trick_rules import hearts_breakers

_HEARTS = int(Suit.HEARTS)
_ALL_BUT_HEARTS = 0b1111 & ~(1 << _HEARTS)
# The suits of each 4-bit mask (bit n: suit n), made once: ``voids`` answers with these.
_SUIT_SETS = tuple(frozenset(Suit(s) for s in range(4) if m >> s & 1) for m in range(16))


class Phase(enum.Enum):
    PASS = "pass"  # every seat chooses its cards at once; nobody is "to act"
    PLAY = "play"
    MOON = "moon"  # the shooter chooses how the moon scores (MoonRule.SHOOTERS_CHOICE)
    DONE = "done"


@dataclasses.dataclass(frozen=True)
class Trick:
    """A finished trick: who led, every ``(seat, card)`` in playing order, who took it."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    points: int = 0  # the raw points the winner took with it (public); a deal always sets it

    @property
    def cards(self) -> CardSet:
        mask = 0
        for _, card in self.plays:
            mask |= 1 << card
        return CardSet.from_mask(mask)


@dataclasses.dataclass(frozen=True)
class Observation:
    """A seat's view: its own hand and passes, everything played in the open, shown voids.

    Another seat's unplayed cards never appear here, except the ones this seat passed to it
    and a claimant's hand, which it showed to every seat as it claimed.
    """

    rules: Rules
    seat: int
    number: int
    dealer: int
    pass_offset: int
    phase: Phase
    hand: CardSet
    passed: CardSet | None  # what this seat passed, once it has
    received: CardSet | None  # what it was passed, once the exchange is done
    tricks: tuple[Trick, ...]
    trick: tuple[tuple[int, Card], ...]  # the trick on the table, in playing order
    leader: int | None
    to_act: int | None
    hearts_broken: bool
    points_taken: tuple[int, ...]  # raw points in each seat's tricks so far
    legal: CardSet  # this seat's legal plays; empty when it is not its turn
    totals: tuple[int, ...]  # match totals before this deal
    points: tuple[int, ...] | None  # each seat's score for the deal once scored, else None
    moon_shooter: int | None  # the seat that took every heart and Q♠, once all is played
    moon_choice: str | None  # how that moon scores, once known (chosen, or by the rules)
    moon_pending: bool  # the shooter is still to choose how the moon scores
    claim: Claimed | None = None  # the claim that ended the deal: its hand is shown to all

    @property
    def last_trick(self) -> Trick | None:
        """The trick finished last, with its points; None before the first is taken."""
        return self.tricks[-1] if self.tricks else None

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def pass_to(self) -> int:
        return (self.seat + self.pass_offset) % self.players

    @property
    def played(self) -> CardSet:
        """Every card on the table or in a finished trick."""
        mask = 0
        for seat_mask in self.played_masks:
            mask |= seat_mask
        return CardSet.from_mask(mask)

    @property
    def played_masks(self) -> tuple[int, ...]:
        """For each seat, the cards it has played this deal, as a bit mask."""
        masks = [0] * self.players
        for trick in self.tricks:
            for seat, card in trick.plays:
                masks[seat] |= 1 << card
        for seat, card in self.trick:
            masks[seat] |= 1 << card
        return tuple(masks)

    @property
    def voids(self) -> tuple[frozenset[Suit], ...]:
        """For each seat, the suits it has shown it holds none of.

        A seat is void in the led suit once it fails to follow; a seat that leads a heart
        before hearts are broken (where they must be) has shown it holds only hearts.
        """
        return tuple(_SUIT_SETS[mask] for mask in self.void_masks)

    @property
    def void_masks(self) -> tuple[int, ...]:
        """``voids`` as a 4-bit mask per seat (bit ``n``: the suit ``card & 3 == n``)."""
        voids = [0] * self.players  # a bit per suit, as card & 3 numbers it
        breakers = hearts_breakers(self.rules.queen_breaks_hearts)
        broken = False
        must_break = self.rules.hearts_must_break
        for plays in [t.plays for t in self.tricks] + [self.trick]:
            if not plays:
                continue
            lead_seat, lead_card = plays[0]
            led = lead_card & 3
            if led == _HEARTS and not broken and must_break:
                voids[lead_seat] |= _ALL_BUT_HEARTS
            for seat, card in plays:
                if card & 3 != led:
                    voids[seat] |= 1 << led
                if breakers >> card & 1:
                    broken = True
        return tuple(voids)

    @property
    def known_cards(self) -> tuple[CardSet, ...]:
        """Cards known to be in other seats' hands: the ones this seat passed, until played."""
        known = [CardSet() for _ in range(self.players)]
        if self.passed is not None and self.received is not None and self.pass_offset:
            known[self.pass_to] = self.passed - self.played
        return tuple(known)

    @property
    def unseen(self) -> CardSet:
        """Cards in the deck this seat has not seen played and does not hold."""
        deck = CardSet.from_mask(self.rules.deck_mask)
        return deck - self.hand - self.played

    def hand_size(self, seat: int) -> int:
        """How many cards ``seat`` still holds (all seats' counts are public)."""
        count = self.rules.hand_size - len(self.tricks)
        on_table = {s for s, _ in self.trick}
        return count - (1 if seat in on_table else 0)

    @property
    def hearts_left(self) -> int:
        return (HEARTS_MASK & ~int(self.played)).bit_count()

    def suit_in_hand(self, suit: Suit) -> CardSet:
        return CardSet.from_mask(int(self.hand) & SUIT_MASKS[suit])
