"""A match: deals until someone reaches the target (or one deal), with totals and winners."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hjerterfri.core import claims, seat_views
from hjerterfri.core.actions import Action, ChooseMoon, Claim, NextDeal, PassCards, PlayCard
from hjerterfri.core.deal import Deal
from hjerterfri.core.errors import IllegalMoveError, Reason
from hjerterfri.core.events import Event, MatchOver
from hjerterfri.core.observation import Phase
from hjerterfri.core.rules import Rules
from hjerterfri.core.scoring import Outcome, outcome


class Match:
    """Deals in order, pass direction rotating by deal number, totals kept from the deals.

    >>> match = Match(Rules(), seed=1)
    >>> match.deal.number
    1
    """

    __slots__ = ("_deals", "_earlier", "rules", "seed")
    seed: int | None  # None only for matches of rigged deals

    def __init__(self, rules: Rules | None = None, *, seed: int | None = None) -> None:
        self.rules = rules or Rules()
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        self._deals = [Deal.new(self.rules, seed=self.seed, number=1)]
        self._earlier: tuple[tuple[tuple[int, ...] | None, int | None], ...] = ()

    @classmethod
    def from_deals(cls, rules: Rules, seed: int | None, deals: Sequence[Deal]) -> Match:
        """A match made of deals built elsewhere (records, rigged tests). Deals are not copied."""
        if not deals:
            raise ValueError("a match holds at least one deal")
        match = object.__new__(cls)
        match.rules, match.seed, match._deals = rules, seed, list(deals)
        match._earlier = ()
        return match

    @property
    def deal(self) -> Deal:
        """The current (last) deal."""
        return self._deals[-1]

    @property
    def deals(self) -> tuple[Deal, ...]:
        return tuple(self._deals)

    @property
    def scores(self) -> tuple[tuple[int, ...], ...]:
        """The points of each finished deal, in order: the score sheet."""
        sheet = [points for points, _ in self._finished_deals() if points is not None]
        current = self.deal.points
        if current is not None:
            sheet.append(current)
        return tuple(sheet)

    @property
    def moon_shooters(self) -> tuple[int | None, ...]:
        """Beside ``scores``: who shot the moon in each finished deal, None where nobody did."""
        shooters = [shooter for points, shooter in self._finished_deals() if points is not None]
        if self.deal.points is not None:
            shooters.append(self.deal.moon_shooter)
        return tuple(shooters)

    def _finished_deals(self) -> tuple[tuple[tuple[int, ...] | None, int | None], ...]:
        """Each earlier deal's points and shooter, worked out once: a deal before the current
        one never changes (deals are only added), and every view of the table asks for the
        score sheet, totals and leaders several times."""
        earlier = len(self._deals) - 1
        if len(self._earlier) != earlier:
            self._earlier = tuple((d.points, d.moon_shooter) for d in self._deals[:earlier])
        return self._earlier

    @property
    def totals(self) -> tuple[int, ...]:
        totals = [0] * self.rules.players
        for points in self.scores:
            for seat, p in enumerate(points):
                totals[seat] += p
        return tuple(totals)

    @property
    def outcome(self) -> Outcome:
        """Over or not, winners, draw — from the finished deals' totals."""
        if self.deal.phase is not Phase.DONE:
            return Outcome(over=False, winners=(), draw=False, play_off=False)
        return outcome(self.rules, self.totals, len(self._deals))

    @property
    def is_over(self) -> bool:
        return self.outcome.over

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest total once the match is over; () before, and in a draw."""
        return self.outcome.winners

    @property
    def leaders(self) -> tuple[int, ...]:
        """The seats with the lowest total now."""
        lowest = min(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == lowest)

    @property
    def is_draw(self) -> bool:
        return self.outcome.draw

    def next_deal(self) -> Deal:
        """Deal the next deal once the current one is scored and the match goes on."""
        self._verify_next_deal()
        assert self.seed is not None
        deal = Deal.new(self.rules, seed=self.seed, number=self.deal.number + 1, totals=self.totals)
        self._deals.append(deal)
        return deal

    def _verify_next_deal(self) -> None:
        if self.deal.phase is not Phase.DONE:
            raise IllegalMoveError(Reason.WRONG_PHASE, f"deal {self.deal.number} is not over yet")
        if self.is_over:
            raise IllegalMoveError(Reason.WRONG_PHASE, "the match is over; start a new one")
        if self.seed is None:
            raise IllegalMoveError(
                Reason.WRONG_PHASE, "a match of rigged deals has no seed to deal more from"
            )

    # -- actions: verify, can, apply (core/actions.py) ------------------------------
    def verify(self, action: Action) -> None:
        """Raise ``IllegalMoveError`` saying why ``action`` may not be taken now; change nothing."""
        deal = self.deal
        if isinstance(action, PlayCard):
            deal.verify_play(action.card, action.seat)
        elif isinstance(action, PassCards):
            deal.verify_pass(action.seat, action.cards)
        elif isinstance(action, ChooseMoon):
            deal.verify_moon(action.choice, action.seat)
        elif isinstance(action, NextDeal):
            self._verify_next_deal()
        elif isinstance(action, Claim):
            claims.verify_claim(deal, action.seat)
        else:
            raise TypeError(
                f"{action!r} is no action; use PassCards, PlayCard, ChooseMoon, Claim or NextDeal"
            )

    def can(self, action: Action) -> bool:
        """Whether ``action`` may be taken now."""
        try:
            self.verify(action)
        except IllegalMoveError:
            return False
        return True

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Take ``action`` and return the events it made (all-seeing: a pass's cards too).

        A card may give ``Played``, ``TrickTaken`` and ``Scored``; the last pass ``Passed``
        and ``PassesExchanged``; ``NextDeal`` the new deal's ``Dealt``; ``Claim`` the
        ``Claimed`` and then every card played out for it. A refused action
        raises ``IllegalMoveError`` and changes nothing.
        """
        if isinstance(action, NextDeal):
            return self.next_deal().events
        deal = self.deal
        # The common cases, kept cheap (no events rebuilt): a card that takes no trick or a
        # trick taken while the deal goes on, a pass that is not the last.
        if isinstance(action, PlayCard) and len(deal._trick) < deal.rules.players - 1:
            return (deal.play(action.card, action.seat),)
        before = seat_views.event_count(deal, seat_views.ALL_SEEING)
        if isinstance(action, PlayCard):
            played = deal.play(action.card, action.seat)
            if deal.phase is Phase.PLAY:
                return (played, seat_views.trick_taken(deal, len(deal._tricks) - 1))
        elif isinstance(action, PassCards):
            passed = deal.pass_cards(action.seat, action.cards)
            if deal.phase is Phase.PASS:
                return (passed,)
        elif isinstance(action, ChooseMoon):
            deal.choose_moon(action.choice, action.seat)
        elif isinstance(action, Claim):  # the deal keeps the Claimed, before the cards
            claims.play_out_claim(deal, action.seat)
        else:
            self.verify(action)  # raises: no action
        return seat_views.events_for(deal, seat_views.ALL_SEEING, before)

    # -- what a seat may see ---------------------------------------------------------
    def events_for(self, seat: int, start: int = 0) -> tuple[Event, ...]:
        """Every deal's events as ``seat`` may see them, then ``MatchOver`` once the match is
        over; from index ``start`` on. Deals before ``start`` are counted, not built."""
        return tuple(event for _, event in self.numbered_events_for(seat, start))

    def numbered_events_for(self, seat: int, start: int = 0) -> tuple[tuple[int, Event], ...]:
        """``events_for``, each event beside the number of the deal it belongs to (a list
        from a late ``start`` need not hold that deal's ``Dealt``); ``MatchOver``: the last."""
        seat_views.check_seat(self.deal, seat)
        out: list[tuple[int, Event]] = []
        pos = 0
        for deal in self._deals:
            count = seat_views.event_count(deal, seat)
            if pos + count > start:
                number = deal.number
                out.extend((number, e) for e in deal.events_for(seat, max(0, start - pos)))
            pos += count
        if pos >= start and self.is_over:
            out.append((self.deal.number, MatchOver(self.totals, self.winners, self.is_draw)))
        return tuple(out)

    def __repr__(self) -> str:
        return f"<Match seed={self.seed} deals={len(self._deals)} totals={self.totals}>"
