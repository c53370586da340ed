"""Claiming the rest of the tricks: does a seat take every trick left, whatever the others do?

A player who says "the rest are mine" shows the hand; the usual table rule, used here, is
that the claim stands if there is a way for the claimant to play its cards, each one chosen
when its turn comes (seeing what was played before), that takes every remaining trick —
the one on the table included — against every way the others may play. The check is
exact: an and-or search over the cards still in play (``ClaimSearch``), the claimant's
turns an "or" (some card keeps the claim alive), the others' turns an "and" (every card
they may play does). The other seats' hands are known to the judge (the server), not to
the claimant; a claim is a statement about the real deal.

What keeps the search small, each step sound (tests/core/test_claims.py checks every
answer against a plain search of every play):

- The quick test, at the start of every trick the claimant leads: when each of its cards
  is above every card of that suit the others still hold (``holds_every_top``), any lead
  wins and so do all after it. A claim that passes it is proved without searching, at
  any point of the deal.
- Cards next to each other in rank with nothing still in play between them play alike;
  one of them is tried (Q♠, which breaks hearts under some rules and may not be thrown on
  a clean first trick, is never merged with its neighbours).
- A seat that cannot follow suit throws the lowest card of some suit (Q♠ apart): keeping
  the higher card never helps the claimant, and which suit is thrown is still tried.
- Positions at the start of a trick are remembered.

The search is bounded by ``NODE_BUDGET`` nodes: a position too large to decide that way
(only very early in a deal, with several of the claimant's cards not on top) is answered
``Verdict.TOO_EARLY``, never guessed. Claiming is therefore allowed at any point when the
quick test proves it, and otherwise once the search is small enough to run.

What a seat is offered is another matter: the judge sees every hand, so whether it would
accept a claim can tell a player where the others' cards lie. ``proved_from_view`` answers
from the seat's own view alone; the table offers the claim (its button) only when that
proves it, and a player who claims anyway is judged by the exact check.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Final

from hjerterfri.core.cards import CARDS, QS_BIT, SUIT_MASKS, CardSet
from hjerterfri.core.errors import IllegalMoveError, Reason
from hjerterfri.core.events import Claimed
from hjerterfri.core.observation import Observation, Phase
from hjerterfri.core.refusals import wrong_phase
from hjerterfri.core.trick_rules import trick_rules_for, winning_card

if TYPE_CHECKING:
    from hjerterfri.core.deal import Deal

NODE_BUDGET: Final = 20_000  # measured: at most a few hundred nodes on strong 12-card hands
_QS: Final = QS_BIT.bit_length() - 1


class Verdict(enum.Enum):
    """The answer to a claim: it stands, it does not, or it is too early to tell."""

    CERTAIN = "certain"
    NOT_CERTAIN = "not_certain"
    TOO_EARLY = "too_early"


class _OverBudget(Exception):
    """The search grew past ``NODE_BUDGET`` nodes."""


def holds_every_top(hand: int, others: int) -> bool:
    """Each card of ``hand`` is above every card of its suit in ``others`` (both masks).

    With the lead, such a hand takes every trick whatever the others hold or play. Bots use
    it with ``others`` = every card they have not seen played, so it needs no hidden card.
    """
    for suit_mask in SUIT_MASKS:
        mine = hand & suit_mask
        if (
            mine
            and others & suit_mask
            and (others & suit_mask).bit_length() > (mine & -mine).bit_length()
        ):
            return False
    return True


class ClaimSearch:
    """The exact claim check for one seat from one position of a deal.

    Built from the deal's public state (every hand, the trick on the table, the tricks
    done); the deal itself is not touched. ``verdict()`` answers; ``card()`` gives a card
    the claimant can play now that keeps the claim alive (when it is its turn).
    """

    def __init__(self, deal: Deal, seat: int) -> None:
        self.seat = seat
        self._rules = trick_rules_for(deal.rules)
        self._playing = deal.phase is Phase.PLAY
        self._hands = tuple(int(h) for h in deal.hands)
        self._trick = tuple(int(c) for _, c in deal.trick)
        self._leader = deal.leader
        finished = deal.tricks
        self._done = len(finished)
        breakers = self._rules.breakers
        self._broken = any(int(t.cards) & breakers for t in finished)
        self._memo: dict[tuple[tuple[int, ...], int, int, bool], bool] = {}
        self._nodes = 0

    # -- answers -------------------------------------------------------------------
    @property
    def nodes(self) -> int:
        """Positions searched so far (bench/claims.py reports them)."""
        return self._nodes

    def verdict(self) -> Verdict:
        if not self._playing or not 0 <= self.seat < self._rules.players:
            return Verdict.NOT_CERTAIN
        try:
            won = self._node(self._hands, self._trick, self._leader, self._done, self._broken)
        except _OverBudget:
            return Verdict.TOO_EARLY
        return Verdict.CERTAIN if won else Verdict.NOT_CERTAIN

    def card(self) -> int | None:
        """A card for the claimant to play now that keeps every remaining trick certain.

        None when it is not the claimant's turn or no card does (or the search is over budget).
        """
        hands, trick, leader = self._hands, self._trick, self._leader
        if not self._playing or (leader + len(trick)) % self._rules.players != self.seat:
            return None
        legal = self._rules.legal(hands[self.seat], trick, self._done, self._broken)
        try:
            for card in self._alike_once(legal, hands, trick):
                if self._play(hands, trick, leader, self._done, self._broken, self.seat, card):
                    return card
        except _OverBudget:
            return None
        return None

    # -- the search ----------------------------------------------------------------
    def _node(
        self, hands: tuple[int, ...], trick: tuple[int, ...], leader: int, done: int, broken: bool
    ) -> bool:
        """The claimant takes every trick from here, playing its best."""
        self._nodes += 1
        if self._nodes > NODE_BUDGET:
            raise _OverBudget
        if trick:
            return self._turn(hands, trick, leader, done, broken)
        if done == self._rules.hand_size:
            return True
        key = (hands, leader, done, broken)
        known = self._memo.get(key)
        if known is None:
            known = self._memo[key] = self._turn(hands, trick, leader, done, broken)
        return known

    def _turn(
        self, hands: tuple[int, ...], trick: tuple[int, ...], leader: int, done: int, broken: bool
    ) -> bool:
        seat = self.seat
        actor = (leader + len(trick)) % self._rules.players
        legal = self._rules.legal(hands[actor], trick, done, broken)
        if actor == seat:
            choices = self._alike_once(legal, hands, trick)
            if not trick:  # a lead wins only if it is above every other card of its suit
                others = 0
                for s, h in enumerate(hands):
                    if s != seat:
                        others |= h
                if holds_every_top(hands[seat], others):
                    return True
                if done and _kept_out(hands, seat):
                    return False
                choices = [c for c in choices if holds_every_top(1 << c, others)]
            return any(self._play(hands, trick, leader, done, broken, actor, c) for c in choices)
        follow = legal & SUIT_MASKS[trick[0] & 3] if trick else 0
        mine = (seat - leader) % self._rules.players  # the claimant's place in the trick
        if mine < len(trick):  # the claimant has played: its card must still be the best
            best = winning_card(trick)
            if best != trick[mine] or follow >> best > 1:
                return False  # taken already, or this seat takes it now
            choices = self._throws(legal, hands[seat])
        elif follow or not trick:  # it leads, or follows before the claimant: any card may matter
            choices = self._alike_once(legal, hands, trick)
        else:
            choices = self._throws(legal, hands[seat])
        return all(self._play(hands, trick, leader, done, broken, actor, c) for c in choices)

    def _play(
        self,
        hands: tuple[int, ...],
        trick: tuple[int, ...],
        leader: int,
        done: int,
        broken: bool,
        actor: int,
        card: int,
    ) -> bool:
        after = list(hands)
        after[actor] ^= 1 << card
        played = (*trick, card)
        if len(played) < self._rules.players:
            return self._node(tuple(after), played, leader, done, broken)
        if self._rules.winner(played, leader) != self.seat:
            return False
        mask = 0
        for c in played:
            mask |= 1 << c
        now_broken = broken or bool(mask & self._rules.breakers)
        return self._node(tuple(after), (), self.seat, done + 1, now_broken)

    @staticmethod
    def _alike_once(legal: int, hands: tuple[int, ...], trick: tuple[int, ...]) -> list[int]:
        """``legal`` with one card of each run of cards that play alike, highest runs first.

        Two cards of a suit play alike when no card still in play lies between them; Q♠ is
        kept apart from its neighbours (it breaks hearts under some rules, and the first
        trick may forbid it).
        """
        in_play = 0
        for h in hands:
            in_play |= h
        for c in trick:
            in_play |= 1 << c
        out: list[int] = []
        for suit_mask in SUIT_MASKS:
            mine = legal & suit_mask
            previous = -1
            while mine:
                low = mine & -mine
                card = low.bit_length() - 1
                mine ^= low
                if previous >= 0 and card != _QS and previous != _QS:
                    between = in_play & suit_mask & (low - 1) & ~((2 << previous) - 1)
                    if not between:
                        out[-1] = card  # the run's highest card stands for it
                        previous = card
                        continue
                out.append(card)
                previous = card
        out.sort(reverse=True)
        return out

    def _throws(self, legal: int, claimant: int) -> list[int]:
        """A defender's cards worth trying when its card cannot take the trick.

        In a suit the claimant holds: the lowest (Q♠ on its own); keeping a higher card of
        the same kind instead never helps the claimant. The suits the claimant is void in
        are never led again by it, so their cards only wait to be thrown: one of them is
        tried, one that does not break hearts if there is one (breaking them only widens
        the claimant's leads). Q♠ is always tried on its own.
        """
        guards: list[int] = []  # below every card the claimant holds of the suit
        threats: list[int] = []  # above one of them: kept as long as possible, so tried last
        idle = idle_breaker = -1
        breakers = self._rules.breakers
        for suit_mask in SUIT_MASKS:
            mine = legal & suit_mask & ~QS_BIT
            if not mine:
                continue
            low = (mine & -mine).bit_length() - 1
            held = claimant & suit_mask
            if held:
                (threats if low > (held & -held).bit_length() - 1 else guards).append(low)
            elif breakers >> low & 1:
                idle_breaker = low
            else:
                idle = low
        out = [idle if idle >= 0 else idle_breaker] if idle >= 0 or idle_breaker >= 0 else []
        out += guards
        out += threats
        if legal & QS_BIT:
            out.append(_QS)
        return out


def _kept_out(hands: tuple[int, ...], seat: int) -> bool:
    """Some card of the claimant, who leads every trick from here, is sure to lose one.

    A defender whose highest card h of a suit is above the claimant's lowest card c of it
    keeps h until c is led, unless the claimant can lead that suit above h more often than
    the defender has other cards of it to follow with: it plays those low, and in every
    other trick it follows another suit or throws something else (it holds as many cards
    as the claimant, so something else is there until the last trick). Only after the
    first trick, where a clean-trick rule can force a particular throw.
    """
    claimant = hands[seat]
    for suit_mask in SUIT_MASKS:
        mine = claimant & suit_mask
        if not mine:
            continue
        lowest = (mine & -mine).bit_length() - 1
        for other, hand in enumerate(hands):
            theirs = hand & suit_mask
            if other == seat or not theirs:
                continue
            high = theirs.bit_length() - 1
            if high > lowest and theirs.bit_count() - 1 >= (mine >> high).bit_count():
                return True
    return False


def proved_from_view(obs: Observation) -> bool:
    """The seat's own view proves its claim, wherever the cards it cannot see lie.

    It is to play, and each card it holds is above every card of that suit it has not seen
    played (the trick on the table's included); with a trick on the table it also holds the
    suit led, so its card takes that trick and it leads every one after. Only what the seat
    may know is read, so a "claim" button shown by this tells a player nothing about the
    others' hands; every claim such a view proves is certain in the real deal too (the
    exact check, ``verify_claim``, still judges every claim made).
    """
    if obs.phase is not Phase.PLAY or obs.to_act != obs.seat:
        return False
    hand = int(obs.hand)
    gone = 0
    for trick in obs.tricks:
        for _, card in trick.plays:
            gone |= 1 << card
    out = obs.rules.deck_mask & ~gone & ~hand  # held by others, or on the table now
    if obs.trick and not hand & SUIT_MASKS[obs.trick[0][1] & 3]:
        return False  # it must throw a card to this trick, and the trick is lost
    return holds_every_top(hand, out)


def claim_verdict(deal: Deal, seat: int) -> Verdict:
    """Whether ``seat`` takes every trick left in ``deal`` whatever the others play."""
    return ClaimSearch(deal, seat).verdict()


def verify_claim(deal: Deal, seat: int) -> ClaimSearch:
    """Raise ``IllegalMoveError`` (``CLAIM_NOT_CERTAIN``) unless ``seat``'s claim stands."""
    if deal.phase is not Phase.PLAY:
        raise wrong_phase(deal.phase)
    search = ClaimSearch(deal, seat)
    verdict = search.verdict()
    if verdict is Verdict.TOO_EARLY:
        raise IllegalMoveError(
            Reason.CLAIM_NOT_CERTAIN,
            "It is too early to prove that claim; play on and claim a little later.",
        )
    if verdict is not Verdict.CERTAIN:
        raise IllegalMoveError(
            Reason.CLAIM_NOT_CERTAIN,
            "Your claim is not certain: another player could still take a trick. Play on.",
        )
    return search


def play_out_claim(deal: Deal, seat: int) -> tuple[int, CardSet]:
    """Check ``seat``'s claim, then play the rest of the deal: the claimant's cards as the
    search finds them, each other seat its lowest legal card (the claimant takes every
    trick whatever they play, so the points are the same). Returns the tricks claimed and
    the hand shown. A refused claim raises and changes nothing; an accepted one is kept in
    the deal (``Deal.claim``), so every seat's events show it."""
    search = verify_claim(deal, seat)
    hand = deal.hand(seat)
    tricks = deal.rules.hand_size - len(deal.tricks)
    # kept in the deal's history, before the cards played out for it (core/seat_views.py)
    deal._claim = (len(deal.plays), Claimed(seat, tricks, hand))
    while deal.phase is Phase.PLAY:
        if deal.to_act == seat:
            card = search.card()
            assert card is not None  # the claim is certain: some card keeps it
        else:
            legal = deal.legal_mask()
            card = (legal & -legal).bit_length() - 1
        deal.play(CARDS[card])
        search = ClaimSearch(deal, seat)
    return tricks, hand
