"""Keeping the moon stoppers while another seat runs: the cards ``hard`` will not consider.

Against a seat seen running for the moon (``moon_threat``: it took every point card so far
and won half the tricks, two thirds at three players, or every trick before any point was
taken, or it leads only high cards and wins them), the search over sampled worlds reckons
that someone else will stop it: in an average world the other seats hold stoppers. At a
real table they throw them as readily as we do, and an always-win player then takes all
26. A strong player does not gamble the swing on that: under the runner's trick it keeps
its high cards and throws it no points, and on lead it keeps the lead from the runner when
it can. The search still chooses among the cards left, and still takes the trick when it
can.
"""

from __future__ import annotations

from hjerterfri.bots import reasons
from hjerterfri.bots.cardbits import HEARTS, above, cards_of, highest, stopper_throws
from hjerterfri.bots.inference import RUNNER_TRICKS, moon_runner, point_taker
from hjerterfri.core import Observation
from hjerterfri.core.cards import MOON_CARDS, SUIT_MASKS

THREAT_SHARE = 1 / 2
"""The share of the tricks (at least ``RUNNER_TRICKS``) that makes the seat holding every
point card taken a threat at four players or more (``threat_share``). At two thirds
(``inference.RUNNER_SHARE``) an always-win player who had won four of seven tricks with Q♠
got a K♥ thrown onto its trick and took all 26 (arena seed 14); at one half it got no moon
in 89 deals, at no cost against mediums beyond the noise (+0.14 ± 0.32 points a deal, 238
deals paired; docs/research.md, *Moons against hard*)."""


def threat_share(players: int) -> float:
    """The share of the tricks that makes a threat at a table of ``players``: twice a seat's
    fair share of the tricks, and never under ``THREAT_SHARE``. At three players half the
    tricks is only one and a half times the fair share, an ordinary deal's winner, and the
    guard then gave up 0.61 ± 0.42 points a deal against mediums (287 deals paired;
    docs/research.md, stop 24)."""
    return max(THREAT_SHARE, 2 / players)


def moon_threat(obs: Observation) -> int:
    """Another seat that may be running for the moon, or -1: ``inference.moon_runner`` at
    ``threat_share``, a seat holding every point card taken that leads the top heart to this
    trick, a seat that has won every trick (at least ``RUNNER_TRICKS``) while no point
    card was taken, the start of an always-win player's run, or one that leads high
    (``_high_leader``)."""
    runner = moon_runner(obs, threat_share(obs.players))
    if runner >= 0:
        return runner
    runner = _heart_lead_by_taker(obs)
    tricks = obs.tricks
    if runner >= 0 or len(tricks) < RUNNER_TRICKS:
        return runner
    runner = _high_leader(obs)
    if runner >= 0:
        return runner
    winners = {t.winner for t in tricks}
    if len(winners) != 1 or _points_taken(obs):
        return -1
    (seat,) = winners
    return -1 if seat == obs.seat else seat


HIGH_LEAD = 8
"""The rank (ten) from which a lead is high: a player keeping out of tricks leads low."""


def _high_leader(obs: Observation) -> int:
    """The other seat that has won ``RUNNER_TRICKS`` tricks, taken every point card taken so
    far (or none is taken), and led a ten or higher every time it led, at least twice after
    the first trick; or -1. Players who duck lead low; one who leads Q♠ and K♣ to win them
    is after every trick (arena seeds 14, 16 and 17: the always-win shooter had led Q♠ and
    T♠, or K♣ and J♦, when a hard threw K♥ or Q♠ onto its trick, or led 8♣ into its 9♣
    holding A♣, and it took all 26 before it had won half the tricks)."""
    tricks = obs.tricks
    taker = point_taker(obs)
    if taker < 0 and _points_taken(obs):
        return -1
    leads: dict[int, list[int]] = {}
    for t in tricks[1:]:
        seat, card = t.plays[0]
        leads.setdefault(seat, []).append(int(card))
    for seat, cards in leads.items():
        if seat == obs.seat or taker not in (-1, seat) or len(cards) < 2:
            continue
        wins = sum(1 for t in tricks if t.winner == seat)
        if wins >= RUNNER_TRICKS and all(c >> 2 >= HIGH_LEAD for c in cards):
            return seat
    return -1


def _heart_lead_by_taker(obs: Observation) -> int:
    """The other seat that has taken every point card taken so far, or any seat while none
    is taken, and leads this trick with a heart above every one the others could hold, or
    -1: a runner cashing its hearts, whatever its share of the tricks (arena seed 15: three
    of seven tricks, Q♠ and J♥, then A♥ led, and the Q♥ thrown under it was the last
    stopper; ``shooter-low``, seed 16: five of seven clean tricks, then, left with only
    hearts, A♥ led, and the Q♥ thrown under it was the last stopper). A higher heart in our
    own hand does not make the lead safe: it makes us the only stopper (arena seed 16: Q♥
    led, and the K♥ held back under it never took a trick)."""
    if not obs.trick:
        return -1
    leader, lead = obs.trick[0][0], int(obs.trick[0][1])
    out = int(obs.unseen) & HEARTS
    if not (1 << lead) & HEARTS or (out and highest(out) > lead):
        return -1
    taker = point_taker(obs)
    if taker < 0 and not _points_taken(obs):
        taker = leader  # nothing taken yet: every point card taken is the leader's
    return leader if taker == leader != obs.seat else -1


def _points_taken(obs: Observation) -> bool:
    """Whether any trick so far took a point card: ``point_taker``'s -1 means either none
    taken or several takers, and the threats tell the two apart with this."""
    return any(int(t.cards) & MOON_CARDS for t in obs.tricks)


def guarded(obs: Observation, runner: int, legal: list[int]) -> list[int]:
    """``legal`` less the plays that feed ``runner`` or throw a stopper under its trick: a
    card below the winning one other than the lowest; void, a point card while it has a clean
    one, or a clean card that beats more unseen cards of its suit than another would
    (``weakest``; arena seed 15: K♣ thrown under the runner's K♦ would have taken its J♣
    later; seed 16: A♦ thrown, not 9♣, with two clubs out and eight diamonds, and the runner
    cashed five diamonds), from a suit that can ``spare`` one if there is such a suit (seed
    15 again: 6♠ thrown from 6♠ 8♠, and 8♠ could no longer wait for the runner's 7♠), and
    with only point cards any but its lowest heart (the high ones still stop it).
    A sure stop is the only choice: leading, a heart above every unseen one; following, a
    card that takes the runner's trick with a point in it. Last to play to the runner's
    clean trick, a card that takes it: the lead is worth more than the card (arena seed 18:
    K♦ kept under its J♦, and the runner, void in hearts, cashed its last four tricks).
    Leading without one, a card the runner cannot win, if there is one (``_kept_lead``).
    Unchanged when no runner or when the trick cannot go to the runner: it has played, or
    is still to play but void in the suit led (arena seed 17: void too, a seat threw a club
    rather than a heart onto a trick a diamond still to come would take, and no heart
    stopped the runner later)."""
    if runner < 0:
        return legal
    if not obs.trick:
        return _sure_stop(obs, legal) or _kept_lead(obs, runner, legal) or legal
    n = obs.players
    lead = int(obs.trick[0][1])
    suit = lead & 3
    winner, win = obs.trick[0][0], lead
    for seat, played in obs.trick:
        if int(played) & 3 == suit and int(played) > win:
            winner, win = seat, int(played)
    later = {(obs.seat + k) % n for k in range(1, n - len(obs.trick))}
    runner_void = obs.void_masks[runner] >> suit & 1
    if winner != runner and (runner not in later or runner_void):
        return legal  # the trick cannot go to the runner
    mask = sum(1 << c for c in legal)
    follow = mask & SUIT_MASKS[suit]
    if follow:
        under = follow & ((1 << win) - 1)
        points = any((1 << int(c)) & MOON_CARDS for _, c in obs.trick)
        if winner == runner and (points or not later) and follow & ~under:
            return cards_of(follow & ~under)  # the sure stop, or last: take the lead from it
        keep = (follow & ~under) | (under & -under)
    else:  # void: the weakest clean card it can spare; with nothing else, the lowest heart
        hearts = mask & HEARTS
        clean = mask & ~MOON_CARDS
        clean = stopper_throws(clean, int(obs.hand), int(obs.unseen)) if clean else 0
        keep = clean or hearts & -hearts or mask
    return cards_of(keep)


def _kept_lead(obs: Observation, runner: int, legal: list[int]) -> list[int]:
    """The legal leads ``runner`` cannot win: a card of a suit the runner has shown void in,
    or one no unseen card of its suit beats while another of ours would still beat them all.
    Leading them keeps the lead from it (arena seed 14: a hard holding K♣ J♣ T♣ 7♣ led 7♣
    with 8♣ the only club out, the runner took it and cashed four hearts; K♣ first, then
    J♣, and the runner, out of clubs, throws a heart). A lone top card is not kept: leading
    it only spends the stopper (seed 18: A♦ led from A♦ 6♦ 5♦ 4♦ with the runner's J♦ out)."""
    unseen = int(obs.unseen)
    hand = int(obs.hand)
    void = obs.void_masks[runner]

    def kept(card: int) -> bool:
        if void >> (card & 3) & 1:
            return True
        out = unseen & SUIT_MASKS[card & 3]
        rest = hand & SUIT_MASKS[card & 3] & ~(1 << card)
        return not unseen & above(card) and (not out or highest(rest) > highest(out))

    return [c for c in legal if kept(c)]


def runners_top_heart(obs: Observation) -> int:
    """The bit of the highest heart this seat has not seen, or 0 when every heart is seen.
    Against a runner, ``hard`` plays out only worlds in which the runner holds it: there our
    own cards are the only stoppers, while in a world where a third seat holds it the search
    counts on that seat to stop the moon and throws ours away (the published program's moons
    against hard, stop 23 in docs/research.md)."""
    top = _top_unseen_heart(obs)
    return 1 << top if top >= 0 else 0


def _top_unseen_heart(obs: Observation) -> int:
    """The highest heart this seat has not seen, or -1 when it has seen them all."""
    unseen = int(obs.unseen) & HEARTS
    return highest(unseen) if unseen else -1


def _sure_stop(obs: Observation, legal: list[int]) -> list[int]:
    """The legal hearts that no unseen heart beats: led, they win a trick with a point card."""
    top = _top_unseen_heart(obs)
    return [c for c in legal if (1 << c) & HEARTS and c > top]


def guard_reason(obs: Observation, card: int) -> str:
    """The sentence for ``card`` when the guard chose it over the search's best card (a
    ``reasons`` template with ``{seat}``, the runner): leading, the unbeatable heart or a card
    it cannot win; taking the trick; keeping the high cards under it; or, void, throwing it
    no point."""
    if not obs.trick:
        return reasons.STOP_MOON_LEAD if _sure_stop(obs, [card]) else reasons.STOP_MOON_KEEP_LEAD
    lead = int(obs.trick[0][1])
    suit = lead & 3
    if card & 3 != suit:
        return reasons.STOP_MOON_KEEP
    win = max(int(c) for _, c in obs.trick if int(c) & 3 == suit)
    return reasons.STOP_MOON_TAKE if card > win else reasons.GUARD_MOON
