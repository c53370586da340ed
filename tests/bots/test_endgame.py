"""The exact endgame: the right card where the rollout policy goes wrong, and the same
values as a plain search that remembers nothing and tries every card."""

from __future__ import annotations

import random

import pytest

from hjerterfri.bots.cardbits import cards_of
from hjerterfri.bots.endgame import Endgame, moon_is_dead
from hjerterfri.bots.rollout import Playout
from hjerterfri.core import Card, Rules
from hjerterfri.core.cards import SUIT_MASKS


def mask(text: str) -> int:
    out = 0
    for card in text.split():
        out |= 1 << int(Card(card))
    return out


# Two tricks left. Seat 1 led 3♣, seat 2 played 4♣, seat 3 (no clubs) threw 5♥; seat 0 is
# last with A♣ 2♣. Ducking looks safe, but then seat 2 leads 7♣, seat 3 throws Q♠ and
# seat 0's A♣ must win her: take this trick now (1 point) and lead 2♣ under K♣.
HANDS = [mask("AC 2C"), mask("KC"), mask("7C"), mask("QS")]
TRICK = [int(Card(c)) for c in ("3C", "4C", "5H")]


def test_exact_search_takes_the_small_trick_to_escape_the_queen() -> None:
    endgame = Endgame(Playout(Rules()))
    take = endgame.points_after(HANDS, TRICK, 1, 11, True, int(Card("AC")))
    duck = endgame.points_after(HANDS, TRICK, 1, 11, True, int(Card("2C")))
    assert take == (1, 13, 0, 0)
    assert duck == (13, 0, 1, 0)


def test_the_rollout_policy_ducks_into_the_queen() -> None:
    """Why the search needs the exact endgame: its play-outs make this mistake."""
    playout = Playout(Rules())
    won = playout.run(HANDS[:], [0] * 4, TRICK[:], 1, 11, True)
    assert [playout.points(w) for w in won] == [13, 0, 1, 0]


def test_the_moon_is_dead_once_two_seats_have_points() -> None:
    assert not moon_is_dead([mask("2H 3H"), mask("4C"), 0, 0])
    assert moon_is_dead([mask("2H"), 0, mask("QS"), 0])


def plain_max_n(playout: Playout, hands: list[int], trick: list[int], leader: int) -> list[int]:
    """Every seat takes its fewest points; ties go to the first card, suit by suit."""
    n = playout.players
    if not any(hands) and not trick:
        return [0] * n
    seat = (leader + len(trick)) % n
    legal = playout.legal(hands[seat], trick, 5, True)
    best: list[int] | None = None
    for card in (c for suit in SUIT_MASKS for c in cards_of(legal & suit)):
        value = plain_after(playout, hands, trick, leader, card)
        if best is None or value[seat] < best[seat]:
            best = value
    assert best is not None
    return best


def plain_after(
    playout: Playout, hands: list[int], trick: list[int], leader: int, card: int
) -> list[int]:
    n = playout.players
    seat = (leader + len(trick)) % n
    hands = hands[:]
    hands[seat] ^= 1 << card
    trick = [*trick, card]
    if len(trick) < n:
        return plain_max_n(playout, hands, trick, leader)
    lead = trick[0] & 3
    win = max(range(n), key=lambda i: trick[i] if trick[i] & 3 == lead else -1)
    winner = (leader + win) % n
    rest = plain_max_n(playout, hands, [], winner)
    rest[winner] += sum(playout.points(1 << c) for c in trick)
    return rest


@pytest.mark.parametrize("seed", range(12))
def test_same_values_as_a_plain_search(seed: int) -> None:
    rng = random.Random(seed)
    rules = Rules(jack_of_diamonds=seed % 2 == 1)
    playout = Playout(rules)
    deck = list(range(52))
    rng.shuffle(deck)
    left = 3
    hands = [sum(1 << c for c in deck[s * left : (s + 1) * left]) for s in range(4)]
    leader = rng.randrange(4)
    endgame = Endgame(playout)
    for card in cards_of(playout.legal(hands[leader], [], 13 - left, True)):
        exact = endgame.points_after(hands, [], leader, 13 - left, True, card)
        assert list(exact) == plain_after(playout, hands, [], leader, card)
