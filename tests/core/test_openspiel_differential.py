"""Differential test: our engine against OpenSpiel's ``hearts`` on the same deals.

Both engines are driven with the same dealt hands, pass direction, passes and plays. At
every decision the seat to act and the legal actions must be the same, and at the end the
points must be the same. 2048 deals are spread evenly over the 32 combinations of the five
rules both engines have:

| ours (``Rules``)               | OpenSpiel parameter                     |
| ------------------------------ | --------------------------------------- |
| passing (left/right/across/none) vs ``PassOrder.NONE`` | ``pass_cards``  |
| ``first_trick_points=False``   | ``no_pts_on_first_trick=True``          |
| ``hearts_must_break``          | ``must_break_hearts``                   |
| ``queen_breaks_hearts``        | ``qs_breaks_hearts`` (its default is True, ours False) |
| ``jack_of_diamonds``           | ``jd_bonus``                            |

The common ground, and why it is not wider (RULES.md against OpenSpiel's hearts.cc):
- Four players only: OpenSpiel's Hearts has no 3-, 5- or 6-player game.
- Moon scored "others +26" only: that is OpenSpiel's one moon rule; our "shooter -26",
  "shooter's choice" and "automatic" have no counterpart there.
- Q♠ worth 13 only: OpenSpiel has no "queen worth 12".
- ``avoid_all_tricks_bonus=False`` (OpenSpiel's -5 for taking no trick is no rule of ours),
  ``can_lead_any_club=False`` (RULES.md: the lowest club must lead) and
  ``can_lead_hearts_instead_of_qs=False`` (RULES.md: a leader holding only hearts and Q♠
  before hearts are broken must lead Q♠) are set explicitly to match RULES.md.
- Within that common ground no rule differs. Two agreements worth knowing: OpenSpiel never
  restricts J♦ in the first trick (nor does RULES.md), and its moon test ("every trick
  whose points are neither 0 nor -10 went to one seat") is RULES.md's "all hearts and Q♠",
  since a trick holding J♦ and a heart cannot add up to 0 or -10 with four cards.
- Defaults differ (OpenSpiel's queen breaks hearts, ours does not), so every parameter
  is set explicitly.
- Passing: OpenSpiel passes one card at a time, seat 0's three first, then seat 1's and
  so on; we pass three at once. Its pass direction is a chance outcome (0 none, 1 left,
  2 across, 3 right): the seat offset, as our ``pass_offset``.

Mapping: OpenSpiel numbers cards rank * 4 + suit with suits C, D, H, S, as we do, and in
open-spiel 2.0.x pass actions and play actions are both plain card numbers 0..51 (the
play actions have offset 0 from the pass actions); ``test_action_ids_are_card_numbers``
pins that down. Its ``returns()`` are ``26 - points`` for each seat (26 is its constant
"total positive points", also with ``jd_bonus``), so ``points = 26 - returns``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pyspiel
import pytest

from hjerterfri import CARDS, Deal, PassOrder, Phase, Rules
from hjerterfri.core.cards import HEARTS_MASK, JD_BIT, QS_BIT, SUIT_MASKS, mask_cards

DEALS_PER_VARIANT = 64
OPENSPIEL_TOTAL_POINTS = 26  # hearts.h kTotalPositivePoints: returns are 26 - points
MOON = HEARTS_MASK | QS_BIT
POINT_CARDS = MOON | JD_BIT

# (passing, first trick clean, hearts must break, queen breaks hearts, jack of diamonds)
VARIANTS = list(itertools.product((True, False), repeat=5))


def variant_id(variant: tuple[bool, ...]) -> str:
    names = ("pass", "clean1st", "mustbreak", "qsbreaks", "jd")
    return "-".join(n if on else "no" + n for n, on in zip(names, variant, strict=True))


def our_rules(variant: tuple[bool, ...]) -> Rules:
    passing, clean, must_break, qs_breaks, jd = variant
    return Rules(
        pass_order=PassOrder.LEFT_FIRST if passing else PassOrder.NONE,
        first_trick_points=not clean,
        hearts_must_break=must_break,
        queen_breaks_hearts=qs_breaks,
        jack_of_diamonds=jd,
    )


def openspiel_game(variant: tuple[bool, ...]) -> pyspiel.Game:
    passing, clean, must_break, qs_breaks, jd = variant
    return pyspiel.load_game(
        "hearts",
        {
            "pass_cards": passing,
            "no_pts_on_first_trick": clean,
            "must_break_hearts": must_break,
            "qs_breaks_hearts": qs_breaks,
            "jd_bonus": jd,
            "avoid_all_tricks_bonus": False,
            "can_lead_any_club": False,
            "can_lead_hearts_instead_of_qs": False,
        },
    )


# A policy picks a card from the legal mask of the seat to act. Uniform random play seldom
# shoots the moon, so every other deal is a "feeder" deal: one seat gets a strong hand and
# tries to take every trick while the others duck and throw it their point cards, which
# makes moons (with and without J♦) common enough to check the moon scoring.
Policy = Callable[[Deal, int, random.Random], int]


def random_policy(deal: Deal, legal: int, rng: random.Random) -> int:
    return rng.choice(mask_cards(legal))


def feeder_policy(shooter: int) -> Policy:
    def choose(deal: Deal, legal: int, rng: random.Random) -> int:
        cards = mask_cards(legal)  # lowest rank first
        trick = deal.trick
        following = bool(trick) and bool(legal & SUIT_MASKS[trick[0][1] & 3])
        if deal.to_act == shooter:
            if following or not trick:
                return cards[-1]
            keep = [c for c in cards if not (1 << c) & POINT_CARDS]
            return (keep or cards)[0]
        if following or not trick:
            return cards[0]
        suit = trick[0][1] & 3
        best = max((c for _, c in trick if c & 3 == suit), default=-1)
        shooter_wins = any(s == shooter and c == best for s, c in trick)
        points = [c for c in cards if (1 << c) & MOON]
        if shooter_wins and points:
            return points[-1]
        safe = [c for c in cards if not (1 << c) & MOON]
        return (safe or cards)[-1]

    return choose


@dataclass
class Tally:
    decisions: int = 0
    passes: int = 0
    moons: int = 0
    moons_with_jack: int = 0
    legal: list[int] = field(default_factory=list)  # our legal mask at each play, in order


def strong_hand_deal(rules: Rules, number: int, shooter: int, rng: random.Random) -> Deal:
    """Deal ``number``'s pass direction, but ``shooter`` holds 13 of the 20 cards ten to ace."""
    high = [c for c in range(52) if c >> 2 >= 8]
    rng.shuffle(high)
    strong = high[:13]
    rest = [c for c in range(52) if c not in strong]
    rng.shuffle(rest)
    hands = [rest[i * 13 : i * 13 + 13] for i in range(3)]
    hands.insert(shooter, strong)
    return Deal.from_hands(
        rules, [[CARDS[c] for c in h] for h in hands], pass_direction=rules.pass_offset(number)
    )


def play_both(
    game: pyspiel.Game, deal: Deal, policy: Policy, rng: random.Random, tally: Tally
) -> None:
    """Play ``deal`` (not yet passed) in both engines with the same choices; assert they agree.

    Passes are random; plays follow ``policy``. Counts what was compared in ``tally``.
    """
    state = game.new_initial_state()
    # Chance: pass direction (its action is the seat offset), then the cards one by one,
    # the k-th card dealt going to seat k % 4.
    assert state.is_chance_node()
    direction = deal.pass_offset
    assert direction in {a for a, _ in state.chance_outcomes()}
    state.apply_action(direction)
    hands = [mask_cards(int(h)) for h in deal.dealt_hands]
    for k in range(52):
        state.apply_action(int(hands[k % 4][k // 4]))
    assert not state.is_chance_node()

    if deal.phase is Phase.PASS:
        for seat in range(4):
            chosen: list[int] = []
            for _ in range(3):
                assert state.current_player() == seat
                hand = int(deal.hand(seat)) & ~sum(1 << c for c in chosen)
                assert state.legal_actions() == mask_cards(hand)
                card = rng.choice(mask_cards(hand))
                chosen.append(card)
                state.apply_action(card)
                tally.passes += 1
            deal.pass_cards(seat, [CARDS[c] for c in chosen])
    assert deal.phase is Phase.PLAY

    while deal.phase is Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        assert state.current_player() == seat, f"trick {len(deal.tricks)}"
        legal = int(deal.legal_plays())
        assert state.legal_actions() == mask_cards(legal), (
            f"seat {seat} in trick {len(deal.tricks)}, trick so far {deal.trick}: "
            f"OpenSpiel {[str(CARDS[a]) for a in state.legal_actions()]}, "
            f"ours {[str(c) for c in mask_cards(legal)]}"
        )
        card = policy(deal, legal, rng)
        deal.play(CARDS[card])
        state.apply_action(card)
        tally.decisions += 1
        tally.legal.append(legal)

    assert deal.phase is Phase.DONE
    assert state.is_terminal()
    points = deal.points
    assert points is not None
    theirs = [OPENSPIEL_TOTAL_POINTS - r for r in state.returns()]
    assert list(points) == theirs, f"moon shooter {deal.moon_shooter}"
    shooter = deal.moon_shooter
    if shooter is not None:
        tally.moons += 1
        tally.moons_with_jack += bool(deal.rules.jack_of_diamonds and JD in deal.taken(shooter))


@pytest.mark.parametrize("variant", VARIANTS, ids=variant_id)
def test_same_legal_plays_and_points_as_openspiel(variant: tuple[bool, ...]) -> None:
    rules = our_rules(variant)
    game = openspiel_game(variant)
    tally = Tally()
    passing_deals = 0
    for i in range(DEALS_PER_VARIANT):
        seed = VARIANTS.index(variant) * DEALS_PER_VARIANT + i
        rng = random.Random(f"differential/{seed}")
        # Deal numbers 1..4 rotate the pass direction left, right, across, none (when
        # passing); every other deal is a feeder deal, the shooter's seat rotating too.
        number = 1 + i // 2 % 4
        if i % 2:
            shooter = i // 8 % 4
            deal = strong_hand_deal(rules, number, shooter, rng)
            play_both(game, deal, feeder_policy(shooter), rng, tally)
        else:
            play_both(game, Deal.new(rules, seed=seed, number=number), random_policy, rng, tally)
        passing_deals += number != 4
    assert tally.decisions == DEALS_PER_VARIANT * 52
    assert tally.passes == (passing_deals * 12 if variant[0] else 0)
    # The moon scoring must have been compared too, with J♦ in the shooter's tricks when
    # J♦ counts.
    assert tally.moons >= 4
    if variant[4]:
        assert tally.moons_with_jack >= 2


# Rigged corner cases, played without passing so the rig holds. Seat 3 leads 2C and seat
# 0, holding AC as its only club, wins the first trick. RULES.md's expectation at the
# corner is asserted too, not only that the engines agree.
NO_PASS_VARIANTS = [v for v in VARIANTS if not v[0]]
HEARTS = [c for c in range(52) if c & 3 == 2]
QS, AC, C2, JD = 43, 48, 0, 37


def corner_deal(rules: Rules, fixed: dict[int, list[int]], rng: random.Random) -> Deal:
    """Seats in ``fixed`` hold those cards (13 each); 2C goes to seat 3; the rest at random."""
    used = {c for cards in fixed.values() for c in cards}
    rest = [c for c in range(52) if c not in used and c != C2]
    rng.shuffle(rest)
    hands = {seat: list(cards) for seat, cards in fixed.items()}
    hands.setdefault(3, [C2])
    for seat in range(4):
        hand = hands.setdefault(seat, [])
        while len(hand) < 13:
            hand.append(rest.pop())
    return Deal.from_hands(rules, [[CARDS[c] for c in hands[s]] for s in range(4)])


def corner_legal(variant: tuple[bool, ...], name: str, hand: list[int]) -> list[list[int]]:
    """Play 8 rigged deals with seat 0 holding ``hand`` in both engines; our legal masks."""
    rules = our_rules(variant)
    game = openspiel_game(variant)
    out = []
    for seed in range(8):
        tally = Tally()
        deal = corner_deal(rules, {0: hand}, random.Random(f"{name}/{seed}"))
        play_both(game, deal, random_policy, random.Random(seed), tally)
        out.append(tally.legal)
    return out


@pytest.mark.parametrize("variant", NO_PASS_VARIANTS, ids=variant_id)
def test_corner_first_trick_with_only_hearts_and_queen(variant: tuple[bool, ...]) -> None:
    """Seat 0 holds Q♠ and twelve hearts: void in clubs, it may discard any of them."""
    hand = [QS, *HEARTS[1:]]
    for legal in corner_legal(variant, "corner-a", hand):
        assert legal[1] == sum(1 << c for c in hand)


@pytest.mark.parametrize("variant", NO_PASS_VARIANTS, ids=variant_id)
def test_corner_leader_with_only_hearts_and_queen(variant: tuple[bool, ...]) -> None:
    """Seat 0 wins trick 1 with AC, then holds Q♠ and hearts: must lead Q♠ if unbroken."""
    _, clean, must_break, _, _ = variant
    hand = [AC, QS, *HEARTS[:11]]
    for legal in corner_legal(variant, "corner-b", hand):
        if must_break and clean:  # nobody can discard KH or AH in the first trick
            assert legal[4] == 1 << QS
        elif not must_break:
            assert legal[4] == sum(1 << c for c in hand[1:])


@pytest.mark.parametrize("variant", NO_PASS_VARIANTS, ids=variant_id)
def test_corner_leader_with_only_hearts(variant: tuple[bool, ...]) -> None:
    """Seat 0 wins trick 1 with AC, then holds only hearts: it may lead any of them."""
    hand = [AC, *HEARTS[:12]]
    for legal in corner_legal(variant, "corner-c", hand):
        assert legal[4] == sum(1 << c for c in hand[1:])


def test_action_ids_are_card_numbers() -> None:
    """OpenSpiel's pass and play actions are our card numbers, with the same text."""
    game = openspiel_game((True, True, True, False, False))
    state = game.new_initial_state()
    state.apply_action(1)  # pass left
    for card in range(52):
        state.apply_action(card)  # seat card % 4 gets card: seat 0 holds every club
    assert game.num_distinct_actions() == 52
    assert [state.action_to_string(0, a) for a in state.legal_actions()] == [
        str(CARDS[c]) for c in range(0, 52, 4)
    ]
    for seat in range(4):
        for card in mask_cards(sum(1 << c for c in range(seat, 52, 4)))[-3:]:
            state.apply_action(card)
    # Seat 0 kept 2C..TC and got seat 3's three top spades; it leads 2C.
    assert state.current_player() == 0
    assert state.legal_actions() == [0]
    assert state.action_to_string(0, 0) == str(CARDS[0]) == "2C"
    assert [state.action_to_string(0, a) for a in range(52)] == [str(c) for c in CARDS]
