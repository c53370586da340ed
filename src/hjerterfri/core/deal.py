"""One deal as a state machine: dealt → passed → played trick by trick → scored.

Two paths change it. The checked path (``pass_cards``, ``play``, ``choose_moon``) verifies
and raises ``IllegalMoveError`` without changing anything; the unchecked path
(``push``/``pop``, in ``core/playout.py``) is for search and trusts its caller. The state is
kept minimal — dealt hands, passes, tricks — and everything else (events, points,
observations) is derived from it, so there is never a second copy of the truth. The one
thing remembered besides is the last ``legal_plays()`` answer, which ``play`` checks a card
against and every move forgets. The rules of a trick are ``core/trick_rules.py``'s.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Final

from hjerterfri.core import seat_views
from hjerterfri.core.cards import (
    CARDS,
    Card,
    CardLike,
    CardSet,
    to_card,
)
from hjerterfri.core.dealing import (
    checked_hands,
    deal_hands,
    dealer_of,
    direction_name,
    offset_of,
)
from hjerterfri.core.errors import IllegalMoveError
from hjerterfri.core.events import (
    PLAYED,
    Claimed,
    Event,
    Passed,
    Played,
    Scored,
)
from hjerterfri.core.observation import Observation, Phase, Trick
from hjerterfri.core.playout import SearchMoves
from hjerterfri.core.refusals import (
    checked_moon_choice,
    checked_pass,
    play_refusal,
    wrong_phase,
)
from hjerterfri.core.rules import MoonRule, Rules
from hjerterfri.core.scoring import (
    jack_holder,
    moon_points,
    played_out_points,
    raw_points,
)
from hjerterfri.core.scoring import moon_choice as scored_moon_choice
from hjerterfri.core.scoring import moon_shooter as shooter_of
from hjerterfri.core.trick_rules import trick_rules_for

__all__ = ["Deal", "direction_name"]

_PASS: Final = Phase.PASS
_PLAY: Final = Phase.PLAY
_new_deal: Final = object.__new__
_new_set: Final = object.__new__
_new_event: Final = tuple.__new__  # Passed(...) without its generated __new__


class Deal(SearchMoves):
    """A deal of Hjerterfri. Create with ``Deal.new`` (shuffled) or ``Deal.from_hands`` (rigged)."""

    __slots__ = (
        "_broken",
        "_claim",
        "_dealt",
        "_hands",
        "_leader",
        "_moon_choice",
        "_n",
        "_offered",
        "_pass_order",
        "_passes",
        "_phase",
        "_to_act",
        "_tr",
        "_trick",
        "_trick_views",
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
        self._tr = trick_rules_for(rules)
        self._dealt = tuple(hands)
        self._hands = list(hands)
        self._passes: list[int | None] = [None] * n
        self._pass_order: list[int] = []
        self._won = [0] * n
        self._trick: list[int] = []
        self._tricks: list[tuple[int, tuple[int, ...], int]] = []
        # ``tricks`` as the views build it, with the last raw trick it was built from.
        self._trick_views: tuple[object, tuple[Trick, ...]] = (None, ())
        self._broken = False  # a card that breaks hearts is in a finished trick
        self._moon_choice: str | None = None
        self._claim: tuple[int, Claimed] | None = None  # cards played before it, and the claim
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
        return cls(
            rules,
            deal_hands(rules, seed, number),
            pass_offset=rules.pass_offset(number),
            number=number,
            dealer=dealer_of(number, rules.players),
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
        return cls(
            rules,
            checked_hands(rules, hands),
            pass_offset=offset_of(pass_direction, rules.players),
            number=number,
            totals=totals,
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
        other._tr = self._tr
        other._dealt = self._dealt
        other._hands = self._hands[:]
        other._passes = self._passes[:]
        other._pass_order = self._pass_order[:]
        other._won = self._won[:]
        other._trick = self._trick[:]
        other._tricks = self._tricks[:]
        other._broken = self._broken
        other._moon_choice = self._moon_choice
        other._claim = self._claim
        other._leader = self._leader
        other._to_act = self._to_act
        other._offered = self._offered
        other._phase = self._phase
        other._trick_views = self._trick_views
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
            self._claim,
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
        breakers = self._tr.breakers
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
        """The tricks taken so far, oldest first (built once per trick taken: every view of
        the table asks for them)."""
        last = self._tricks[-1] if self._tricks else None
        kept_last, kept = self._trick_views
        if kept_last is last and len(kept) == len(self._tricks):
            return kept  # the same list of tricks: an undone one is a new tuple, never `last`
        n = self._n
        points = self._tr.points
        views = tuple(
            Trick(
                leader,
                tuple(((leader + i) % n, CARDS[c]) for i, c in enumerate(cards)),
                winner,
                points(sum(1 << c for c in cards)),
            )
            for leader, cards, winner in self._tricks
        )
        self._trick_views = (last, views)
        return views

    @property
    def claim(self) -> tuple[int, Claimed] | None:
        """The claim that ended this deal, beside how many cards had been played before it;
        None if nobody claimed (or the cards after it were taken back: ``pop``)."""
        return self._claim

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
        return raw_points(self.rules, self._won)

    @property
    def moon_shooter(self) -> int | None:
        """The seat that took every heart and Q♠, once the deal is played out."""
        if len(self._tricks) < self._tr.hand_size:
            return None
        return shooter_of(self._won)

    @property
    def moon_choice(self) -> str | None:
        """How the moon was scored (``others_plus_26`` or ``shooter_minus_26``), if shot."""
        shooter = self.moon_shooter
        if shooter is None:
            return None
        if self.rules.moon is MoonRule.SHOOTERS_CHOICE:
            return self._moon_choice
        return scored_moon_choice(
            self.rules, self.totals, shooter, jack_holder(self.rules, self._won)
        )

    def points_if(self, moon_choice: str) -> tuple[int, ...]:
        """The deal's points if a shot moon were scored ``moon_choice``; raw points otherwise."""
        shooter = self.moon_shooter
        if shooter is None:
            return raw_points(self.rules, self._won)
        return moon_points(self._n, shooter, jack_holder(self.rules, self._won), moon_choice)

    @property
    def points(self) -> tuple[int, ...] | None:
        """Each seat's score for this deal, moon and J♦ included; None until scored."""
        if self._phase is not Phase.DONE:
            return None
        if self._moon_choice is not None:  # the shooter's choice, made
            return self.points_if(self._moon_choice)
        return self._scored(self._won)

    def _scored(self, won: Sequence[int]) -> tuple[int, ...]:
        """The points of a played-out deal in which each seat took ``won``; see
        ``scoring.played_out_points`` (only ``rollout`` asks before the shooter has chosen)."""
        return played_out_points(self.rules, self.totals, won)

    # -- legal actions -------------------------------------------------------------
    def legal_mask(self) -> int:
        """``legal_plays()`` as a bare int mask, for search; 0 when nobody is to play."""
        if self._phase is not _PLAY:
            return 0
        return self._tr.legal(
            self._hands[self._to_act],  # type: ignore[index]
            self._trick,
            len(self._tricks),
            self._broken,
        )

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
            raise wrong_phase(self._phase)
        actor = self._to_act
        assert actor is not None
        refusal = play_refusal(
            self._tr,
            card,
            seat,
            actor,
            self._hands[actor],
            self.legal_mask(),
            self._trick,
            len(self._tricks),
        )
        if refusal is not None:
            raise refusal
        return card

    def can_play(self, card: CardLike) -> bool:
        try:
            self.verify_play(card)
        except IllegalMoveError:
            return False
        return True

    # -- checked actions -----------------------------------------------------------
    def verify_pass(self, seat: int, cards: Iterable[CardLike] | str) -> int:
        """Raise ``IllegalMoveError`` if ``seat`` may not pass ``cards``; else return their mask."""
        if isinstance(cards, str):
            cards = cards.replace(",", " ").split()
        chosen = [c if type(c) is Card else to_card(c) for c in cards]
        return checked_pass(self._phase, self._passes, self._hands, seat, chosen)

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
        other_seat = seat is not None and seat != self._to_act
        if type(card) is not Card or not legal >> card & 1 or other_seat:
            card = self.verify_play(card, seat)
        played = PLAYED[len(self._tricks)][self._to_act][card]  # type: ignore[index]
        self.push(card)
        return played

    def verify_moon(self, choice: str | MoonRule, seat: int | None = None) -> str:
        """Raise ``IllegalMoveError`` unless ``seat`` (None: the shooter) may choose ``choice``
        now; else return the choice's name."""
        return checked_moon_choice(self._phase, self._to_act, seat, choice)

    def choose_moon(self, choice: str | MoonRule, seat: int | None = None) -> Scored:
        """The shooter's choice under ``MoonRule.SHOOTERS_CHOICE``: others +26 or me −26."""
        value = self.verify_moon(choice, seat)
        self._moon_choice = value
        self._phase = Phase.DONE
        self._to_act = None
        points = self.points
        assert points is not None
        return Scored(points, self.moon_shooter, value)

    # -- phase changes -------------------------------------------------------------
    def _exchange(self) -> None:
        n, offset = self._n, self.pass_offset
        passes: list[int] = self._passes  # type: ignore[assignment]
        hands = self._hands
        self._hands = [(hands[s] & ~passes[s]) | passes[(s - offset) % n] for s in range(n)]
        self._start_play()

    def _start_play(self) -> None:
        self._phase = _PLAY
        opening = self._tr.opening
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
        return seat_views.observation(self, seat)

    @property
    def events(self) -> tuple[Event, ...]:
        """The log of this deal, derived from its state: dealt, passes, plays, tricks, a
        claim, score."""
        return seat_views.events_for(self, seat_views.ALL_SEEING)

    def events_for(self, seat: int, start: int = 0) -> tuple[Event, ...]:
        """The events ``seat`` may see, from index ``start`` on: others' passes and hands
        left out, ``HeartsBroken`` and ``MoonShot`` put in their place (``core/seat_views``)."""
        return seat_views.events_for(self, seat, start)
