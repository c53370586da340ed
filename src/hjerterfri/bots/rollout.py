"""A lean deal for search: play a sampled world to the end with a cheap guide-like policy.

The search bot runs thousands of these per decision, so this is plain ints and lists, no
``Card`` objects, no events, no undo: each rollout starts from a fresh copy of a few ints.
The policy is the medium bot's core (duck, shed high when the trick is free, dump Q♠ and
high hearts when void, lead low where others can beat it) plus a cheap moon sense: a seat
that holds every point taken so far keeps winning, and the others then stop feeding it.
``GuidePlayout``, hard's, plays three more of the medium bot's lessons: flush Q♠, lead the
safest card, throw the most dangerous card. The search may have the other seats slip: play
a random legal card at a share of their decisions (``run(slips=…)``), so that it does not count
on them playing exactly as this policy does.
"""

from __future__ import annotations

import random
from typing import Final

from hjerterfri.bots import moon_run
from hjerterfri.bots.cardbits import (
    AS_BIT,
    HEARTS,
    KS_BIT,
    QS,
    cards_of,
    lowest,
    most_dangerous,
    safest_lead,
    stopper_throws,
    sure_winners,
)
from hjerterfri.core.cards import JD_BIT, MOON_CARDS, QS_BIT, SUIT_MASKS
from hjerterfri.core.trick_rules import TrickRules

MOON_ALERT: Final = 8  # moon cards one seat must hold (all of those taken) to count as shooting
BELOW: Final = tuple(SUIT_MASKS[c & 3] & ((1 << c) - 1) for c in range(52))
ABOVE: Final = tuple(SUIT_MASKS[c & 3] & ~((1 << (c + 1)) - 1) for c in range(52))
SPADES_OVER_QUEEN: Final = AS_BIT | KS_BIT
SPADES_UNDER_QUEEN: Final = SUIT_MASKS[QS & 3] & (QS_BIT - 1)


class Playout(TrickRules):
    """The rule facts a rollout needs, read once from ``Rules``: the core's ``TrickRules``
    (legal cards, points, what breaks hearts), with the rollout policy beside them."""

    __slots__ = ()

    def run(
        self,
        hands: list[int],
        won: list[int],
        trick: list[int],
        leader: int,
        tricks_done: int,
        broken: bool,
        first: int = -1,
        runner: int = -1,
        stopper: int = -1,
        planner: int = -1,
        slips: float = 0.0,
        slip_rng: random.Random | None = None,
        steady: int = -1,
    ) -> list[int]:
        """Play to the end, ``first`` (if given) as the next card; the arguments are changed
        in place. Returns ``won``. ``runner`` (if given) is a seat seen running for the moon:
        it keeps winning while it holds every point card taken, and the others stop it, or
        only ``stopper`` does if given (see ``choose``). ``planner`` (if given) goes for the
        moon from the next card on, and the others meet it as players do (``choose_in_run``).
        With ``slips`` (and ``slip_rng``), at that share of its decisions with a choice every
        seat but ``steady`` plays a random legal card instead of the policy's."""
        n = self.players
        seat = (leader + len(trick)) % n
        remaining = 0
        for h in hands:
            remaining |= h
        slip = slip_rng if slips else None
        while tricks_done < self.hand_size:
            hand = hands[seat]
            if first >= 0:
                card, first = first, -1
            else:
                legal = self.legal(hand, trick, tricks_done, broken)
                others = remaining & ~hand
                if (
                    slip is not None
                    and seat != steady
                    and legal & (legal - 1)
                    and slip.random() < slips
                ):
                    card = random_card(legal, slip)
                elif planner >= 0:
                    card = self.choose_in_run(seat, hand, legal, trick, won, others, planner)
                else:
                    card = self.choose(seat, hand, legal, trick, won, others, runner, stopper)
            hands[seat] = hand ^ (1 << card)
            remaining ^= 1 << card
            if self.breakers >> card & 1:
                broken = True
            trick.append(card)
            if len(trick) < n:
                seat = (seat + 1) % n
                continue
            winner = self.winner(trick, leader)
            mask = 0
            for c in trick:
                mask |= 1 << c
            won[winner] |= mask
            trick.clear()
            leader = seat = winner
            tricks_done += 1
        return won

    def choose(
        self,
        seat: int,
        hand: int,
        legal: int,
        trick: list[int],
        won: list[int],
        others: int,
        runner: int = -1,
        stopper: int = -1,
    ) -> int:
        """The policy: one card from ``legal``. ``others`` are the unplayed cards not held.

        Against a shooter every other seat takes its point tricks when it can and throws it
        no points. With ``stopper`` only that seat does, and it also keeps its high cards as
        stoppers (the lowest card under the shooter's; void, the clean card that beats the
        fewest others, or the lowest point card when it must throw one) and leads a card
        nobody beats while it has one, keeping the lead from the shooter, as ``hard``'s moon
        guard plays; the rest play on unaware, as a field of careless players does, so the
        search does not count on someone else to stop the moon."""
        if legal & (legal - 1) == 0:
            return legal.bit_length() - 1
        shooter = _shooter(won, runner)
        if shooter is not None and stopper >= 0 and seat not in (shooter, stopper):
            shooter = None
        if not trick:
            if shooter == seat:
                return legal.bit_length() - 1
            if shooter is not None and seat == stopper:
                sure = sure_winners(legal, others)
                if sure:
                    return (sure & -sure).bit_length() - 1
            return self._lead(legal, others)
        lead = trick[0]
        suit = lead & 3
        win = lead
        trick_mask = 0
        for c in trick:
            trick_mask |= 1 << c
            if c & 3 == suit and c > win:
                win = c
        n = self.players
        if legal & SUIT_MASKS[suit]:
            over = legal & ABOVE[win]
            if shooter == seat and over:
                return over.bit_length() - 1
            if shooter is not None and shooter != seat and over and trick_mask & MOON_CARDS:
                return over.bit_length() - 1
            if shooter is not None and seat == stopper and legal & BELOW[win]:
                kept = legal & BELOW[win]
                return (kept & -kept).bit_length() - 1
            last = len(trick) == n - 1
            if last and not trick_mask & MOON_CARDS:
                shed = legal & ~QS_BIT
                if shed and (shed.bit_length() - 1) > win:
                    return shed.bit_length() - 1
            under = legal & BELOW[win]
            if under:
                return under.bit_length() - 1
            no_queen = legal & ~QS_BIT or legal
            if suit == 3 and not last and others & QS_BIT:
                return (no_queen & -no_queen).bit_length() - 1
            return no_queen.bit_length() - 1
        if shooter is not None and shooter != seat:
            clean = legal & ~MOON_CARDS
            if clean and seat == stopper:
                return lowest(stopper_throws(clean, hand, others))
            if clean:
                return clean.bit_length() - 1
            if seat == stopper:
                return (legal & -legal).bit_length() - 1
        if shooter == seat:
            clean = legal & ~MOON_CARDS
            if clean:
                return (clean & -clean).bit_length() - 1
        if legal & QS_BIT:
            return QS
        if others & QS_BIT and legal & SPADES_OVER_QUEEN:
            return (legal & SPADES_OVER_QUEEN).bit_length() - 1
        if legal & HEARTS:
            return (legal & HEARTS).bit_length() - 1
        pool = (legal & ~JD_BIT if self.jack else legal) or legal
        return self._discard(pool, hand, others)

    def choose_in_run(
        self,
        seat: int,
        hand: int,
        legal: int,
        trick: list[int],
        won: list[int],
        others: int,
        planner: int,
    ) -> int:
        """The policy while ``planner`` goes for the moon: it wins what it can and the others
        meet the run as the guides' players do (``moon_run``); once another seat has taken a
        point card the run is over, and every seat plays as usual."""
        if legal & (legal - 1) == 0:
            return legal.bit_length() - 1
        if moon_run.run_alive(won, planner):
            if seat == planner:
                return moon_run.runner_card(hand, legal, trick, others)
            card = moon_run.reaction(seat, hand, legal, trick, won, others, planner)
            if card >= 0:
                return card
        return self.choose(seat, hand, legal, trick, won, others)

    def _discard(self, pool: int, hand: int, others: int) -> int:
        """A card to throw when no point card is due: the highest."""
        return pool.bit_length() - 1

    def _lead(self, legal: int, others: int) -> int:
        """The lowest card of a suit in which somebody else holds a higher one."""
        best = -1
        for suit in range(4):
            mine = legal & SUIT_MASKS[suit]
            if not mine:
                continue
            card = (mine & -mine).bit_length() - 1
            if not others & ABOVE[card]:
                continue
            if suit == 3 and card > QS and others & QS_BIT:
                continue
            if card == QS:
                continue
            if best < 0 or card >> 2 < best >> 2:
                best = card
        if best >= 0:
            return best
        return (legal & -legal).bit_length() - 1


class GuidePlayout(Playout):
    """``hard``'s play-outs: ``Playout``'s policy with three more of the guides' lessons, as
    the medium bot plays them, so the worlds are played out closer to how players play:

    - a seat that holds no spade above the ten leads its highest one below Q♠ while she is
      out, to force her out (``play_rules.lead_flush_queen``): 0.51 ± 0.36 points a deal
      better against mediums (3 to 6 players, 1,055 deals paired, stop 20);
    - a seat that may throw any card throws the one it most wants gone, high and in a short
      suit (``cardbits.most_dangerous``, the medium bot's ``dump_high``), not just the
      highest: a further 0.26 ± 0.26 at 6 players (262 deals paired, stop 21);
    - a seat that leads plays the low card least likely to win a trick with points, by how
      many unseen cards of its suit are over and under it (``cardbits.safest_lead``, the
      medium bot's ``lead_safest``), not just the lowest rank: a further 0.28 ± 0.25 at 5
      and 6 players (476 deals paired, stop 31); not under the J♦ rule, where it lost.

    docs/research.md has the runs; ``hard-2026`` keeps ``Playout``."""

    __slots__ = ()

    def _discard(self, pool: int, hand: int, others: int) -> int:
        return most_dangerous(pool, hand, others)

    def _lead(self, legal: int, others: int) -> int:
        if others & QS_BIT and not legal & (SPADES_OVER_QUEEN | QS_BIT):
            low = legal & SPADES_UNDER_QUEEN
            if low:
                return low.bit_length() - 1
        if self.jack:  # under the J♦ rule the safe leads lost 0.88 ± 0.98 (Omnibus, stop 31)
            return super()._lead(legal, others)
        return safest_lead(legal, legal, others)  # leading, its legal cards are its suits


def random_card(cards: int, rng: random.Random) -> int:
    """One of ``cards`` (a bit mask), each as likely."""
    held = cards_of(cards)
    return held[int(rng.random() * len(held))]


def _shooter(won: list[int], runner: int = -1) -> int | None:
    """The one seat holding every moon card taken so far, once it holds enough to threaten
    or is the ``runner`` already seen going for the moon."""
    holder = None
    for seat, cards in enumerate(won):
        if cards & MOON_CARDS:
            if holder is not None:
                return None
            holder = seat
    if holder is not None and (
        holder == runner or (won[holder] & MOON_CARDS).bit_count() >= MOON_ALERT
    ):
        return holder
    return None
