"""One deal as a state machine: dealt → passed → played trick by trick → scored.

Two paths change it. The checked path (``pass_cards``, ``play``, ``choose_moon``) verifies
and raises ``IllegalMoveError`` without changing anything; the unchecked path
(``push``/``pop``) is for search and trusts its caller. The state is kept minimal —
dealt hands, passes, tricks — and everything else (events, points, observations) is
derived from it, so there is never a second copy of the truth. The one thing remembered
besides is the last ``legal_plays()`` answer, which ``play`` checks a card against and every
move forgets.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Iterable, Sequence
from math import floor
from operator import attrgetter
from typing import TYPE_CHECKING, Final

from hjerterfri.core.cards import (
    CARDS,
    FULL_MASK,
    HEARTS_MASK,
    JD_BIT,
    MOON_CARDS,
    QS_BIT,
    QUEEN_OF_SPADES,
    SUIT_MASKS,
    Card,
    CardLike,
    CardSet,
    mask_cards,
    parse_cards,
    to_card,
)
from hjerterfri.core.errors import IllegalMoveError, Reason
from hjerterfri.core.events import (
    PLAYED,
    Dealt,
    Event,
    Passed,
    PassesExchanged,
    Played,
    Scored,
    TrickTaken,
)
from hjerterfri.core.observation import Observation, Phase, Trick
from hjerterfri.core.rules import PASS_COUNT, MoonRule, Rules
from hjerterfri.core.scoring import MOON_CHOICES, moon_points
from hjerterfri.core.scoring import moon_choice as scored_moon_choice

_NOT_MOON: Final = FULL_MASK & ~MOON_CARDS
_NOT_HEARTS: Final = FULL_MASK & ~HEARTS_MASK
_PASS: Final = Phase.PASS
_PLAY: Final = Phase.PLAY
_new_deal: Final = object.__new__
_new_set: Final = object.__new__
_new_event: Final = tuple.__new__  # Passed(...) without its generated __new__
QS_CARD: Final = int(QUEEN_OF_SPADES)
DIRECTIONS: Final = ("left", "right", "across", "none")


_SuitTable = dict[int, tuple[int, ...]]  # a hand's bits in one suit -> those cards, low first


@functools.cache
def _suit_tables() -> tuple[_SuitTable, _SuitTable, _SuitTable, _SuitTable]:
    """Per suit, the cards of that suit in any hand, by the hand's bits in the suit.

    A hand's suits in four look-ups, where a play-out starts. 4 x 8192 small tuples (about
    5 MB, 17 ms), so they are made on the first play-out, not on import.
    """
    out = []
    for suit in range(4):
        table: _SuitTable = {0: ()}
        for rank in range(13):
            card = rank * 4 + suit
            table.update({held | 1 << card: (*cards, card) for held, cards in table.items()})
        out.append(table)
    return out[0], out[1], out[2], out[3]


# _TO_PLAY[n][leader][count]: the seats still to play, in turn, with ``count`` cards in the trick
_TO_PLAY: Final = tuple(
    tuple(
        tuple(tuple((lead + i) % n for i in range(count, n)) for count in range(n))
        for lead in range(n)
    )
    for n in range(7)
)


_SHUFFLE_STEPS: Final = tuple((i, (i + 1).bit_length()) for i in range(51, 0, -1))


@functools.cache
def _deck_bits(deck_mask: int) -> tuple[int, ...]:
    return tuple(1 << c for c in mask_cards(deck_mask))


def _shuffled(deck_mask: int, seed: str) -> list[int]:
    """The bits of the deck's cards, in card order, shuffled by ``random.Random(seed).shuffle``.

    The same order as that call gives (a test compares them), in half the time: it is the
    standard library's Fisher–Yates written out — for each place i from the last down, a
    j from 0 to i drawn as ``_randbelow(i + 1)`` draws it (``(i + 1).bit_length()`` random
    bits, again until the number is at most i), then the cards at i and j change places.
    Deals are stored as seeds, so this must never change which cards a seed deals.
    """
    deck = list(_deck_bits(deck_mask))
    getrandbits = random.Random(seed).getrandbits
    for i, k in _SHUFFLE_STEPS[52 - len(deck) :]:
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def direction_name(offset: int, players: int) -> str:
    """``left``, ``right``, ``across`` or ``none`` for a pass offset."""
    offset %= players
    if offset == 0:
        return "none"
    if offset == 1:
        return "left"
    if offset == players - 1:
        return "right"
    return "across"


def _offset_of(direction: str | int, players: int) -> int:
    if isinstance(direction, int):
        offset = direction % players
        if offset not in (0, 1, players - 1) and not (players % 2 == 0 and offset == players // 2):
            raise ValueError(f"pass offset {direction} is not left, right, across or none")
        return offset
    name = direction.strip().lower()
    if name == "across":
        if players % 2:
            raise ValueError(f"there is no 'across' with {players} players; use left or right")
        return players // 2
    offsets = {"left": 1, "right": players - 1, "none": 0, "keep": 0}
    if name not in offsets:
        raise ValueError(f"pass direction {direction!r}; use one of {', '.join(DIRECTIONS)}")
    return offsets[name]


def _you_hold(mask: int) -> str:
    return " ".join(c.symbol for c in mask_cards(mask))


class Deal:
    """A deal of Hjerterfri. Create with ``Deal.new`` (shuffled) or ``Deal.from_hands`` (rigged)."""

    __slots__ = (
        "_breakers",
        "_broken",
        "_dealt",
        "_first_clean",
        "_hands",
        "_leader",
        "_moon_choice",
        "_must_break",
        "_n",
        "_offered",
        "_opening",
        "_pass_order",
        "_passes",
        "_phase",
        "_size",
        "_to_act",
        "_trick",
        "_tricks",
        "_won",
        "dealer",
        "number",
        "pass_offset",
        "rules",
        "seed",
        "totals",
    )

    # -- construction --------------------------------------------------------------
    def __init__(
        self,
        rules: Rules,
        hands: Sequence[int],
        *,
        pass_offset: int,
        number: int = 1,
        dealer: int | None = None,
        seed: int | None = None,
        totals: Sequence[int] | None = None,
    ) -> None:
        """Prefer ``Deal.new`` or ``Deal.from_hands``; this takes validated hand masks."""
        n = rules.players
        self.rules = rules
        self.number = number
        self.seed = seed
        self.dealer = (number - 1) % n if dealer is None else dealer
        self.pass_offset = pass_offset % n
        self.totals = tuple(totals) if totals is not None else (0,) * n
        self._n = n
        self._size = rules.hand_size
        self._opening = 1 << rules.lowest_club
        self._first_clean = not rules.first_trick_points
        self._must_break = rules.hearts_must_break
        self._breakers = HEARTS_MASK | QS_BIT if rules.queen_breaks_hearts else HEARTS_MASK
        self._dealt = tuple(hands)
        self._hands = list(hands)
        self._passes: list[int | None] = [None] * n
        self._pass_order: list[int] = []
        self._won = [0] * n
        self._trick: list[int] = []
        self._tricks: list[tuple[int, tuple[int, ...], int]] = []
        self._broken = False  # a card that breaks hearts is in a finished trick
        self._moon_choice: str | None = None
        self._leader = 0
        self._to_act: int | None = None
        self._offered = 0  # what legal_plays() last gave for this position; 0: not asked
        if self.pass_offset:
            self._phase = _PASS
        else:
            self._start_play()

    @classmethod
    def new(
        cls,
        rules: Rules | None = None,
        *,
        seed: int,
        number: int = 1,
        totals: Sequence[int] | None = None,
    ) -> Deal:
        """Shuffle and deal. The same (rules, seed, number) always gives the same deal."""
        rules = rules or Rules()
        if isinstance(number, bool) or not isinstance(number, int) or number < 1:
            raise ValueError(f"deal number {number!r} must be 1 or more")
        n = rules.players
        dealer = (number - 1) % n
        # One card at a time from the dealer's left, off the deck in card order shuffled by
        # random.Random(f"hjerterfri/{seed}/{number}").shuffle: the cards at places s, s+n,
        # ... go to seat dealer+1+s. The deck holds the cards' bits, so a hand is a sum.
        deck = _shuffled(rules.deck_mask, f"hjerterfri/{seed}/{number}")
        hands = [0] * n
        for s in range(n):
            hands[(dealer + 1 + s) % n] = sum(deck[s::n])
        return cls(
            rules,
            hands,
            pass_offset=rules.pass_offset(number),
            number=number,
            dealer=dealer,
            seed=seed,
            totals=totals,
        )

    @classmethod
    def from_hands(
        cls,
        rules: Rules | None,
        hands: Sequence[Iterable[CardLike] | str],
        *,
        pass_direction: str | int = "none",
        number: int = 1,
        totals: Sequence[int] | None = None,
    ) -> Deal:
        """A rigged deal, for tests and transcribed real hands. Checks that the hands are a deck."""
        rules = rules or Rules()
        n = rules.players
        if len(hands) != n:
            raise ValueError(f"{len(hands)} hands given for {n} players")
        masks = []
        seen = 0
        for seat, hand in enumerate(hands):
            cards = parse_cards(hand)
            mask = int(CardSet(cards))
            count = len(cards)
            if mask.bit_count() != count:
                raise ValueError(f"seat {seat}'s hand names a card twice")
            if count != rules.hand_size:
                raise ValueError(
                    f"seat {seat} holds {count} cards; with {n} players each holds "
                    f"{rules.hand_size}"
                )
            if mask & seen:
                twice = " ".join(str(c) for c in mask_cards(mask & seen))
                raise ValueError(f"{twice} dealt to more than one seat")
            seen |= mask
            masks.append(mask)
        if seen != rules.deck_mask:
            removed = " ".join(str(c) for c in mask_cards(seen & ~rules.deck_mask))
            raise ValueError(f"{removed} is taken out of the deck with {n} players")
        return cls(
            rules, masks, pass_offset=_offset_of(pass_direction, n), number=number, totals=totals
        )

    def clone(self) -> Deal:
        """An independent copy; pushing on one never changes the other."""
        other = _new_deal(Deal)
        # Immutable values are shared; the lists that push/pop and passing change are copied.
        # Every slot is named here (a test checks it): a new slot must be added to this list.
        other.rules = self.rules
        other.number = self.number
        other.seed = self.seed
        other.dealer = self.dealer
        other.pass_offset = self.pass_offset
        other.totals = self.totals
        other._n = self._n
        other._size = self._size
        other._opening = self._opening
        other._first_clean = self._first_clean
        other._must_break = self._must_break
        other._breakers = self._breakers
        other._dealt = self._dealt
        other._hands = self._hands[:]
        other._passes = self._passes[:]
        other._pass_order = self._pass_order[:]
        other._won = self._won[:]
        other._trick = self._trick[:]
        other._tricks = self._tricks[:]
        other._broken = self._broken
        other._moon_choice = self._moon_choice
        other._leader = self._leader
        other._to_act = self._to_act
        other._offered = self._offered
        other._phase = self._phase
        return other

    def _state(self) -> tuple[object, ...]:
        return (
            self.rules,
            self.number,
            self.dealer,
            self.pass_offset,
            self.totals,
            self._dealt,
            tuple(self._passes),
            tuple(self._pass_order),
            tuple(self._hands),
            tuple(self._tricks),
            tuple(self._trick),
            self._moon_choice,
            self._phase,
            self._to_act,
            self._leader,
            self._broken,
            tuple(self._won),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return self._state() == other._state()

    __hash__ = None  # type: ignore[assignment]  # a deal changes; it is no dict key

    def __repr__(self) -> str:
        return (
            f"<Deal number={self.number} phase={self._phase.value} "
            f"to_act={self._to_act} tricks={len(self._tricks)}>"
        )

    # -- public state --------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        return self._phase

    if TYPE_CHECKING:

        @property
        def to_act(self) -> int | None: ...

    else:  # the same, read in C: a play loop asks this once a card
        to_act = property(
            attrgetter("_to_act"),
            doc="The seat whose turn it is; None while passing (all seats act) and when done.",
        )

    @property
    def pass_direction(self) -> str:
        return direction_name(self.pass_offset, self._n)

    @property
    def hearts_broken(self) -> bool:
        """A heart (or Q♠, if it breaks hearts) has been played, in this trick or before."""
        breakers = self._breakers
        return self._broken or any(breakers >> c & 1 for c in self._trick)

    @property
    def leader(self) -> int:
        return self._leader

    def hand(self, seat: int) -> CardSet:
        return CardSet.from_mask(self._hands[seat])

    @property
    def hands(self) -> tuple[CardSet, ...]:
        return tuple(CardSet.from_mask(h) for h in self._hands)

    @property
    def dealt_hands(self) -> tuple[CardSet, ...]:
        return tuple(CardSet.from_mask(h) for h in self._dealt)

    def passed(self, seat: int) -> CardSet | None:
        """What ``seat`` passed, or None if it has not passed (yet)."""
        mask = self._passes[seat]
        return None if mask is None else CardSet.from_mask(mask)

    @property
    def trick(self) -> tuple[tuple[int, Card], ...]:
        """The trick on the table as ``(seat, card)`` pairs, led card first."""
        return tuple(((self._leader + i) % self._n, CARDS[c]) for i, c in enumerate(self._trick))

    @property
    def tricks(self) -> tuple[Trick, ...]:
        n = self._n
        return tuple(
            Trick(leader, tuple(((leader + i) % n, CARDS[c]) for i, c in enumerate(cards)), winner)
            for leader, cards, winner in self._tricks
        )

    @property
    def plays(self) -> tuple[Card, ...]:
        """Every card played so far, in order."""
        out = [CARDS[c] for _, cards, _ in self._tricks for c in cards]
        out.extend(CARDS[c] for c in self._trick)
        return tuple(out)

    def taken(self, seat: int) -> CardSet:
        return CardSet.from_mask(self._won[seat])

    @property
    def points_taken(self) -> tuple[int, ...]:
        """Raw points in each seat's tricks so far (before any moon)."""
        return self._raw_points(self._won)

    def _raw_points(self, won: Iterable[int]) -> tuple[int, ...]:
        """The points in each of the sets of cards ``won``, before any moon."""
        queen = self.rules.queen_points
        jack = 10 if self.rules.jack_of_diamonds else 0
        return tuple(
            [
                (w & HEARTS_MASK).bit_count()
                + (queen if w & QS_BIT else 0)
                - (jack if w & JD_BIT else 0)
                for w in won
            ]
        )

    @property
    def moon_shooter(self) -> int | None:
        """The seat that took every heart and Q♠, once the deal is played out."""
        if len(self._tricks) < self._size:
            return None
        for seat, won in enumerate(self._won):
            if won & MOON_CARDS == MOON_CARDS:
                return seat
        return None

    @property
    def moon_choice(self) -> str | None:
        """How the moon was scored (``others_plus_26`` or ``shooter_minus_26``), if shot."""
        shooter = self.moon_shooter
        if shooter is None:
            return None
        if self.rules.moon is MoonRule.SHOOTERS_CHOICE:
            return self._moon_choice
        return scored_moon_choice(self.rules, self.totals, shooter, self._jack_holder())

    def _jack_holder(self, won: Sequence[int] | None = None) -> int | None:
        """The seat that took J♦ (of ``won``, else this deal's) when it scores −10; else None."""
        if not self.rules.jack_of_diamonds:
            return None
        return next(
            (s for s, w in enumerate(self._won if won is None else won) if w & JD_BIT), None
        )

    def points_if(self, moon_choice: str) -> tuple[int, ...]:
        """The deal's points if a shot moon were scored ``moon_choice``; raw points otherwise."""
        shooter = self.moon_shooter
        if shooter is None:
            return self._raw_points(self._won)
        return moon_points(self._n, shooter, self._jack_holder(), moon_choice)

    @property
    def points(self) -> tuple[int, ...] | None:
        """Each seat's score for this deal, moon and J♦ included; None until scored."""
        if self._phase is not Phase.DONE:
            return None
        if self._moon_choice is not None:  # the shooter's choice, made
            return self.points_if(self._moon_choice)
        return self._scored(self._won)

    def _scored(self, won: Sequence[int]) -> tuple[int, ...]:
        """The points of a played-out deal in which each seat took ``won``.

        A moon scores as the rules say; under the shooter's choice, as the automatic rule
        would choose for the shooter (others +26, unless that ends the game with the shooter
        not winning): what a shooter who wants to win picks. Only ``rollout`` asks before
        the shooter has chosen.
        """
        for taken in won:
            if taken & MOON_CARDS == MOON_CARDS:
                shooter = won.index(taken)
                rules = self.rules
                if rules.moon is MoonRule.SHOOTERS_CHOICE:
                    rules = dataclasses.replace(rules, moon=MoonRule.AUTOMATIC)
                jack = self._jack_holder(won)
                choice = scored_moon_choice(rules, self.totals, shooter, jack)
                return moon_points(self._n, shooter, jack, choice)
        return self._raw_points(won)

    # -- legal actions -------------------------------------------------------------
    def legal_mask(self) -> int:
        """``legal_plays()`` as a bare int mask, for search; 0 when nobody is to play."""
        if self._phase is not _PLAY:
            return 0
        hand: int = self._hands[self._to_act]  # type: ignore[index]
        trick = self._trick
        if trick:
            follow = hand & SUIT_MASKS[trick[0] & 3]
            if follow:
                return follow
            if self._first_clean and not self._tricks:
                return hand & _NOT_MOON or hand
            return hand
        if not self._tricks:
            return self._opening
        if self._must_break and not self._broken:
            return hand & _NOT_HEARTS or hand
        return hand

    def _play_randomly(
        self, rng: random.Random, won: list[int], order: list[int] | None
    ) -> list[int]:
        """Play uniformly random legal cards from here to the end without changing the deal.

        The cards each seat takes are or-ed into ``won``; the cards played are appended to
        ``order`` in turn unless it is None. Returns each trick's winner, the trick on the
        table's first. Only in the play phase.

        The rules are those of ``legal_mask`` just above, stated again on per-suit lists of
        cards, where a random card of a suit is one ``pop``. One statement on masks for
        both (the legal mask, then its cards, then one of them) made a play-out from card 22
        take half as long again, from the deal's start 1.7 times as long. So the two
        statements are kept side by side, and tests/core/test_search_path.py checks every
        card of play-outs of every variant against ``legal_mask``.
        """
        random_ = rng.random
        n = self._n
        to_play = _TO_PLAY[n]
        clubs, diamonds, hearts, spades = _suit_tables()
        in_clubs, in_diamonds, in_hearts, in_spades = SUIT_MASKS
        unled: list[int] = []  # suit 4, "led" before a card is: nobody holds it
        suits = [  # per seat, its cards of each suit
            [
                [*clubs[held & in_clubs]],
                [*diamonds[held & in_diamonds]],
                [*hearts[held & in_hearts]],
                [*spades[held & in_spades]],
                unled,
            ]
            for held in self._hands
        ]
        winners: list[int] = []
        trick = self._trick
        left = self._size - len(self._tricks)  # tricks to finish, the one on the table included
        leader = self._leader
        broken, must_break, breakers = self._broken, self._must_break, self._breakers
        clean = self._first_clean and left == self._size  # no points in the first trick
        count = len(trick)  # cards in the trick being played
        lead, best, winner, mask = 4, 0, 0, 0
        if count:  # finish the trick on the table first
            lead = trick[0] & 3
            best = max(c for c in trick if c & 3 == lead)
            winner = (leader + trick.index(best)) % n
            for c in trick:
                mask |= 1 << c
        elif left == self._size:  # the opening lead
            card = self._opening.bit_length() - 1
            suits[leader][card & 3].remove(card)
            if order is not None:
                order.append(card)
            lead, best, winner, mask, count = card & 3, card, leader, 1 << card, 1
        while True:
            for seat in to_play[leader][count]:
                cards = suits[seat][lead]
                if cards:  # follow suit
                    k = len(cards)
                    card = cards.pop(floor(random_() * k)) if k > 1 else cards.pop()
                    if card > best:
                        best = card
                        winner = seat
                else:  # lead, or discard
                    lists = suits[seat]
                    if lead == 4:  # no heart led unless hearts are broken or all that is left
                        if must_break and not broken:
                            choice = lists[0] + lists[1] + lists[3] or lists[2]
                        else:
                            choice = lists[0] + lists[1] + lists[2] + lists[3]
                    elif clean:  # no hearts or Q♠ in the first trick if that can be helped
                        choice = [c for c in lists[0] + lists[1] + lists[3] if c != QS_CARD]
                        choice = choice or lists[0] + lists[1] + lists[2] + lists[3]
                    else:
                        choice = lists[0] + lists[1] + lists[2] + lists[3]
                    card = choice[floor(random_() * len(choice))]
                    lists[card & 3].remove(card)
                    if lead == 4:
                        lead, best, winner = card & 3, card, seat
                if order is not None:
                    order.append(card)
                mask |= 1 << card
            won[winner] |= mask
            winners.append(winner)
            left -= 1
            if not left:
                return winners
            if not broken and mask & breakers:  # hearts broken for the next lead
                broken = True
            leader = winner
            lead, count, mask, clean = 4, 0, 0, False

    def legal_plays(self) -> CardSet:
        """The cards the seat to act may play; empty when nobody is to play."""
        legal = _new_set(CardSet)  # CardSet.from_mask, written out: one a card played
        legal.mask = self._offered = self.legal_mask()
        return legal

    def verify_play(self, card: CardLike, seat: int | None = None) -> Card:
        """Raise ``IllegalMoveError`` saying why ``card`` may not be played now; else return it."""
        if type(card) is not Card:  # a Card needs no parsing: the common case, kept fast
            card = to_card(card)
        # A legal card first, the common case: legal cards are in the hand of the seat to act.
        if self.legal_mask() >> card & 1 and (seat is None or seat == self._to_act):
            return card
        if self._phase is not _PLAY:
            raise IllegalMoveError(Reason.WRONG_PHASE, self._phase_sentence())
        actor = self._to_act
        assert actor is not None
        if seat is not None and seat != actor:
            raise IllegalMoveError(
                Reason.NOT_YOUR_TURN, f"It is seat {actor}'s turn, not seat {seat}'s."
            )
        hand = self._hands[actor]
        bit = 1 << card
        if not hand & bit:
            raise IllegalMoveError(Reason.NOT_IN_HAND, f"You don't hold {card.symbol}.")
        legal = self.legal_mask()
        if legal & bit:
            return card
        if not self._trick:
            if not self._tricks:
                lowest = self.rules.lowest_club.symbol
                raise IllegalMoveError(
                    Reason.MUST_LEAD_LOWEST_CLUB, f"The first trick opens with {lowest}."
                )
            if legal == QS_BIT:
                raise IllegalMoveError(
                    Reason.HEARTS_NOT_BROKEN,
                    f"Hearts are not broken yet: lead {QUEEN_OF_SPADES.symbol}.",
                )
            raise IllegalMoveError(
                Reason.HEARTS_NOT_BROKEN, "Hearts are not broken yet: lead another suit."
            )
        lead = CARDS[self._trick[0]].suit
        if hand & SUIT_MASKS[lead]:
            raise IllegalMoveError(
                Reason.MUST_FOLLOW_SUIT,
                f"You must follow suit: you hold {lead.symbol} ({_you_hold(legal)}).",
            )
        raise IllegalMoveError(
            Reason.NO_POINTS_ON_FIRST_TRICK, "No hearts or Q♠ in the first trick."
        )

    def can_play(self, card: CardLike) -> bool:
        try:
            self.verify_play(card)
        except IllegalMoveError:
            return False
        return True

    def _phase_sentence(self) -> str:
        return {
            Phase.PASS: "Cards are being passed; play starts when every seat has passed.",
            Phase.PLAY: "Passing is over; cards are being played.",
            Phase.MOON: "The deal is played out; the shooter is choosing how the moon scores.",
            Phase.DONE: "The deal is over.",
        }[self._phase]

    # -- checked actions -----------------------------------------------------------
    def verify_pass(self, seat: int, cards: Iterable[CardLike] | str) -> int:
        """Raise ``IllegalMoveError`` if ``seat`` may not pass ``cards``; else return their mask."""
        if isinstance(cards, str):
            cards = cards.replace(",", " ").split()
        chosen = [c if type(c) is Card else to_card(c) for c in cards]
        if self._phase is not _PASS:
            raise IllegalMoveError(Reason.WRONG_PHASE, self._phase_sentence())
        if not (isinstance(seat, int) and 0 <= seat < self._n):
            raise IllegalMoveError(
                Reason.NOT_YOUR_TURN, f"There is no seat {seat!r}; seats are 0 to {self._n - 1}."
            )
        if self._passes[seat] is not None:
            raise IllegalMoveError(Reason.ALREADY_PASSED, f"Seat {seat} has already passed.")
        mask = 0
        for card in chosen:
            if mask >> card & 1:
                raise IllegalMoveError(
                    Reason.DUPLICATE_CARD,
                    f"{card.symbol} is chosen twice; pass {PASS_COUNT} different cards.",
                )
            mask |= 1 << card
        if len(chosen) != PASS_COUNT:
            raise IllegalMoveError(
                Reason.WRONG_PASS_COUNT,
                f"Pass exactly {PASS_COUNT} cards; {len(chosen)} chosen.",
            )
        missing = mask & ~self._hands[seat]
        if missing:
            raise IllegalMoveError(Reason.NOT_IN_HAND, f"You don't hold {_you_hold(missing)}.")
        return mask

    def pass_cards(self, seat: int, cards: Iterable[CardLike] | str) -> Passed:
        """Seat ``seat`` puts 3 cards aside; when the last seat has, the cards change hands."""
        mask = self.verify_pass(seat, cards)
        self._passes[seat] = mask
        self._pass_order.append(seat)
        if len(self._pass_order) == self._n:
            self._exchange()
        passed = _new_set(CardSet)
        passed.mask = mask
        return _new_event(Passed, (seat, (seat + self.pass_offset) % self._n, passed))

    def play(self, card: CardLike, seat: int | None = None) -> Played:
        """Play ``card`` for the seat to act (``seat``, if given, must be that seat)."""
        # verify_play's first test, written out for the common case: a card of the legal
        # plays just offered (push and pop forget them), as when a card is chosen from them
        legal = self._offered or self.legal_mask()
        if type(card) is not Card or seat is not None or not legal >> card & 1:
            card = self.verify_play(card, seat)
        played = PLAYED[len(self._tricks)][self._to_act][card]  # type: ignore[index]
        self.push(card)
        return played

    def choose_moon(self, choice: str | MoonRule) -> Scored:
        """The shooter's choice under ``MoonRule.SHOOTERS_CHOICE``: others +26 or me −26."""
        value = choice.value if isinstance(choice, MoonRule) else choice
        if self._phase is not Phase.MOON:
            raise IllegalMoveError(Reason.NO_MOON, "There is no moon to score now.")
        if value not in MOON_CHOICES:
            raise IllegalMoveError(
                Reason.NO_MOON,
                f"{choice!r} is no moon choice; choose {' or '.join(map(repr, MOON_CHOICES))}.",
            )
        self._moon_choice = value
        self._phase = Phase.DONE
        self._to_act = None
        points = self.points
        assert points is not None
        return Scored(points, self.moon_shooter, value)

    # -- unchecked make / unmake for search ------------------------------------------
    def push(self, card: int) -> None:
        """Play ``card`` for the seat to act without any check. Only for legal moves."""
        seat: int = self._to_act  # type: ignore[assignment]
        self._hands[seat] ^= 1 << card
        self._offered = 0
        trick = self._trick
        trick.append(card)
        n = self._n
        if len(trick) < n:
            self._to_act = seat + 1 if seat + 1 < n else 0
            return
        mask = 0
        for c in trick:
            mask |= 1 << c
        # The highest card of the led suit wins; its place in the trick gives the seat.
        top = (mask & SUIT_MASKS[trick[0] & 3]).bit_length() - 1
        leader = self._leader
        winner = (leader + trick.index(top)) % n
        self._won[winner] |= mask
        if mask & self._breakers:
            self._broken = True
        tricks = self._tricks
        tricks.append((leader, tuple(trick), winner))
        self._trick = []
        self._leader = winner
        self._to_act = winner
        if len(tricks) == self._size:
            self._finish()

    def pop(self) -> int:
        """Take back the last card played; returns it."""
        trick = self._trick
        if not trick:
            leader, cards, winner = self._tricks.pop()
            mask = 0
            for c in cards:
                mask |= 1 << c
            won = self._won
            won[winner] &= ~mask
            breakers = self._breakers
            self._broken = any(w & breakers for w in won)
            self._trick = trick = list(cards)
            self._leader = leader
            self._phase = _PLAY
            self._moon_choice = None
        card = trick.pop()
        self._offered = 0
        seat = (self._leader + len(trick)) % self._n
        self._hands[seat] |= 1 << card
        self._to_act = seat
        return card

    def rollout(self, rng: random.Random) -> tuple[int, ...]:
        """The points of a uniformly random play-out from here; the deal is left as it was.

        Monte Carlo's fast path: no clone, no trick history, nothing to undo — the cards are
        played on per-suit lists that are thrown away (``_play_randomly``), and only the
        cards each seat takes are kept and scored. A moon under the shooter's choice is
        scored as the automatic rule would choose (see ``_scored``). A deal that is over
        gives its points; one still passing cannot be played out.
        """
        phase = self._phase
        if phase is _PLAY:
            won = self._won[:]
            self._play_randomly(rng, won, None)
            return self._scored(won)
        if phase is Phase.PASS:
            raise ValueError("the deal is still passing; a play-out starts once every seat has")
        points = self.points
        return self._scored(self._won) if points is None else points

    def playout(self, rng: random.Random) -> None:
        """Play uniformly random legal cards to the end of the deal.

        The deal ends exactly as if each card had been ``push``-ed (``pop`` takes them back
        one by one): the cards come from ``_play_randomly``, as in ``rollout``, and the
        tricks and the hearts broken are then written down in bulk. Does nothing unless a
        card is to be played.
        """
        if self._phase is not _PLAY:
            return
        order: list[int] = []
        self._offered = 0
        winners = self._play_randomly(rng, self._won, order)
        n = self._n
        tricks = self._tricks
        cards = self._trick + order  # the trick on the table was finished first
        leader = self._leader
        for i, winner in enumerate(winners):
            tricks.append((leader, tuple(cards[i * n : i * n + n]), winner))
            leader = winner
        breakers = self._breakers
        self._broken = any(w & breakers for w in self._won)
        self._hands[:] = [0] * n
        self._trick = []
        self._leader = self._to_act = leader
        self._finish()

    # -- phase changes -------------------------------------------------------------
    def _exchange(self) -> None:
        n, offset = self._n, self.pass_offset
        passes: list[int] = self._passes  # type: ignore[assignment]
        hands = self._hands
        self._hands = [(hands[s] & ~passes[s]) | passes[(s - offset) % n] for s in range(n)]
        self._start_play()

    def _start_play(self) -> None:
        self._phase = _PLAY
        opening = self._opening
        for seat, hand in enumerate(self._hands):
            if hand & opening:
                self._leader = self._to_act = seat
                return

    def _finish(self) -> None:
        if self.rules.moon is MoonRule.SHOOTERS_CHOICE and self.moon_shooter is not None:
            self._phase = Phase.MOON
            self._to_act = self.moon_shooter
        else:
            self._phase = Phase.DONE
            self._to_act = None

    # -- views ---------------------------------------------------------------------
    def received(self, seat: int) -> CardSet | None:
        """The cards passed to ``seat``, once the exchange has happened."""
        if self._phase is Phase.PASS or not self.pass_offset:
            return None
        mask = self._passes[(seat - self.pass_offset) % self._n]
        return None if mask is None else CardSet.from_mask(mask)

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now, and nothing more."""
        if not (isinstance(seat, int) and 0 <= seat < self._n):
            raise ValueError(f"there is no seat {seat!r}; seats are 0 to {self._n - 1}")
        legal = self.legal_plays() if self._to_act == seat else CardSet()
        return Observation(
            rules=self.rules,
            seat=seat,
            number=self.number,
            dealer=self.dealer,
            pass_offset=self.pass_offset,
            phase=self._phase,
            hand=self.hand(seat),
            passed=self.passed(seat),
            received=self.received(seat),
            tricks=self.tricks,
            trick=self.trick,
            leader=None if self._phase is Phase.PASS else self._leader,
            to_act=self._to_act,
            hearts_broken=self.hearts_broken,
            points_taken=self.points_taken,
            legal=legal,
            totals=self.totals,
        )

    @property
    def events(self) -> tuple[Event, ...]:
        """The log of this deal, derived from its state: dealt, passes, plays, tricks, score."""
        out: list[Event] = [Dealt(self.number, self.dealer, self.pass_offset, self.dealt_hands)]
        for seat in self._pass_order:
            cards = self.passed(seat)
            assert cards is not None
            out.append(Passed(seat, (seat + self.pass_offset) % self._n, cards))
        if self.pass_offset and self._phase is not Phase.PASS:
            received = tuple(self.received(s) or CardSet() for s in range(self._n))
            out.append(PassesExchanged(received))
        for number, trick in enumerate(self.tricks):
            out.extend(Played(seat, card, number) for seat, card in trick.plays)
            out.append(
                TrickTaken(
                    number,
                    trick.winner,
                    tuple(c for _, c in trick.plays),
                    self._raw_points((int(trick.cards),))[0],
                )
            )
        out.extend(Played(seat, card, len(self._tricks)) for seat, card in self.trick)
        points = self.points
        if points is not None:
            out.append(Scored(points, self.moon_shooter, self.moon_choice))
        return tuple(out)
