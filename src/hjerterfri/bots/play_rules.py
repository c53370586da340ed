"""The guides' playing lessons, one small function each, tried in order by the rule-based bots.

Each rule looks at a ``TableView`` and returns ``Advice`` when it applies, else None. A level
is just an ordered tuple of rules, so the easy and medium bots differ only in which lessons
they know.
"""

from __future__ import annotations

from collections.abc import Callable

from hjerterfri.bots import reasons
from hjerterfri.bots.advice import play_advice, symbol
from hjerterfri.bots.base import Advice
from hjerterfri.bots.cardbits import (
    AS_BIT,
    HEARTS,
    JD,
    KS_BIT,
    QS,
    SPADES,
    above,
    below,
    highest,
    lowest,
    most_dangerous,
    safest_lead,
)
from hjerterfri.bots.view import TableView
from hjerterfri.core import Suit
from hjerterfri.core.cards import JD_BIT, MOON_CARDS, QS_BIT, SUIT_MASKS

HEARTS_SUIT = int(Suit.HEARTS)

PlayRule = Callable[[TableView], Advice | None]


def only_card(view: TableView) -> Advice | None:
    if view.legal & (view.legal - 1) == 0:
        return play_advice(lowest(view.legal), reasons.ONLY_CARD)
    return None


def shoot_moon(view: TableView) -> Advice | None:
    """With every point so far and a commanding hand, keep winning tricks."""
    if not view.shooting():
        return None
    return play_advice(highest(view.legal), reasons.SHOOT_MOON)


def stop_moon(view: TableView) -> Advice | None:
    """Take a trick with points in it, or at least keep points away from the chaser."""
    chaser = view.moon_chaser()
    if chaser is None:
        return None
    legal = view.legal
    if view.leading:
        hearts = legal & HEARTS
        unseen_hearts = view.unseen & HEARTS
        if hearts and unseen_hearts and highest(hearts) > highest(unseen_hearts):
            return play_advice(highest(hearts), reasons.STOP_MOON_LEAD, seat=chaser)
        return None
    winning = view.winning_card
    if legal & SUIT_MASKS[view.trick[0] & 3]:
        beaters = legal & above(winning)
        if beaters and view.trick_mask & MOON_CARDS:
            return play_advice(highest(beaters), reasons.STOP_MOON_TAKE, seat=chaser)
        return None
    if view.winning_seat == chaser or chaser in view.later_seats():
        clean = legal & ~MOON_CARDS & ~JD_BIT
        if clean:
            return play_advice(_most_dangerous(view, clean), reasons.STOP_MOON_KEEP, seat=chaser)
    return None


def guard_moon(view: TableView) -> Advice | None:
    """While one other seat holds every point card taken, keep the top heart as a stopper:
    under its heart lead play the lowest heart, and discard no heart onto its trick."""
    suspect = view.moon_suspect()
    if suspect is None or view.leading or suspect not in (view.winning_seat, *view.later_seats()):
        return None
    legal = view.legal
    hearts = view.hand & HEARTS
    if view.trick[0] & 3 == HEARTS_SUIT and legal & HEARTS:
        low = lowest(legal)
        if hearts.bit_count() >= 2 and low < view.winning_card:
            return play_advice(low, reasons.GUARD_MOON, seat=suspect)
        return None
    if legal & SUIT_MASKS[view.trick[0] & 3] or not hearts:
        return None
    clean = legal & ~MOON_CARDS & ~JD_BIT
    if clean:
        return play_advice(_most_dangerous(view, clean), reasons.GUARD_MOON, seat=suspect)
    return None


def take_jack(view: TableView) -> Advice | None:
    """Under the J♦ rule, win a trick that holds J♦ and is worth less than nothing."""
    if not view.obs.rules.jack_of_diamonds or not view.trick or not view.trick_mask & JD_BIT:
        return None
    beaters = view.legal & above(view.winning_card)
    if beaters and view.last_to_play and view.trick_points < 0 and view.trick[0] & 3 == JD & 3:
        return play_advice(highest(beaters), reasons.TAKE_JACK)
    return None


def drop_queen_under(view: TableView) -> Advice | None:
    if view.trick and view.legal & QS_BIT and view.winning_card in (47, 51):
        return play_advice(QS, reasons.DROP_QUEEN_UNDER, winner=symbol(view.winning_card))
    return None


def win_clean_last(view: TableView) -> Advice | None:
    """Last to a trick without points: winning is free, so shed the highest card."""
    if not view.trick or not view.last_to_play or view.trick_points > 0:
        return None
    follow = view.legal & SUIT_MASKS[view.trick[0] & 3]
    safe = follow & ~QS_BIT & ~HEARTS
    if safe and view.obs.rules.jack_of_diamonds and not view.trick_mask & JD_BIT:
        safe &= ~JD_BIT
    if not safe or highest(safe) < view.winning_card:
        return None
    return play_advice(highest(safe), reasons.WIN_CLEAN_LAST)


def duck(view: TableView) -> Advice | None:
    """Follow with the highest card that still loses to the winning card."""
    if not view.trick:
        return None
    winning = view.winning_card
    under = view.legal & below(winning)
    if not under:
        return None
    return play_advice(highest(under), reasons.DUCK, winner=symbol(winning))


def forced_win(view: TableView) -> Advice | None:
    """Following suit but unable to duck: win high, except spades while the queen is out."""
    if not view.trick or not view.legal & SUIT_MASKS[view.trick[0] & 3]:
        return None
    winner = symbol(view.winning_card)
    if view.trick[0] & 3 == 3 and view.queen_out and not view.last_to_play:
        pick = view.legal & ~QS_BIT or view.legal
        return play_advice(lowest(pick), reasons.WIN_LOW_SPADE, winner=winner)
    pick = view.legal & ~QS_BIT or view.legal
    return play_advice(highest(pick), reasons.WIN_HIGH, winner=winner)


def dump_points(view: TableView) -> Advice | None:
    """Void in the led suit: Q♠ first, then the spades that catch her, then high hearts."""
    if not view.trick:
        return None
    legal = view.legal
    if legal & QS_BIT:
        return play_advice(QS, reasons.DUMP_QUEEN)
    high_spades = legal & (AS_BIT | KS_BIT)
    if high_spades and view.queen_out:
        return play_advice(highest(high_spades), reasons.DUMP_HIGH_SPADE)
    if legal & HEARTS:
        return play_advice(highest(legal & HEARTS), reasons.DUMP_HEART)
    return None


def dump_high(view: TableView) -> Advice | None:
    if not view.trick:
        return None
    keep = JD_BIT if view.obs.rules.jack_of_diamonds else 0
    pool = view.legal & ~keep or view.legal
    return play_advice(_most_dangerous(view, pool), reasons.DUMP_HIGH)


def lead_flush_queen(view: TableView) -> Advice | None:
    """Lead a spade under the queen while she is out and we hold no spade above her."""
    if not view.leading or not view.queen_out or view.hand & (AS_BIT | KS_BIT | QS_BIT):
        return None
    low_spades = view.legal & SPADES & ((1 << QS) - 1)
    if not low_spades:
        return None
    return play_advice(highest(low_spades), reasons.LEAD_FLUSH_QUEEN)


def lead_safest(view: TableView) -> Advice | None:
    """Lead the low card most likely to be beaten, preferring short suits and no voids."""
    if not view.leading:
        return None
    voids = tuple(
        sum(1 for s, v in enumerate(view.void_suits) if s != view.seat and v >> suit & 1)
        for suit in range(4)
    )
    jack = view.obs.rules.jack_of_diamonds
    card = safest_lead(view.legal, view.hand, view.unseen, voids, jack)
    short = (view.hand & SUIT_MASKS[card & 3]).bit_count() <= 2 and card & 3 != 2
    return play_advice(card, reasons.LEAD_SHORT if short else reasons.LEAD_LOW)


def lowest_legal(view: TableView) -> Advice | None:
    return play_advice(lowest(view.legal), reasons.LEAD_LOW)


def _most_dangerous(view: TableView, pool: int) -> int:
    """The card we most want gone: high ranks, and in short suits to make a void."""
    return most_dangerous(pool, view.hand, view.unseen)


EASY_RULES: tuple[PlayRule, ...] = (only_card, duck, dump_points, dump_high, lowest_legal)

MEDIUM_RULES: tuple[PlayRule, ...] = (
    only_card,
    shoot_moon,
    stop_moon,
    guard_moon,
    take_jack,
    drop_queen_under,
    win_clean_last,
    duck,
    forced_win,
    dump_points,
    dump_high,
    lead_flush_queen,
    lead_safest,
)


def advise_play(view: TableView, rules: tuple[PlayRule, ...]) -> Advice:
    """The first rule that applies; every level ends with a rule that always does."""
    for rule in rules:
        advice = rule(view)
        if advice is not None:
            return advice
    raise RuntimeError("no play rule applied")  # unreachable: the last rules always apply
