"""A bot's decision depends only on its observation: deals that differ only in cards the
seat cannot see give a seeded bot the same observation and the same decision."""

from __future__ import annotations

import pytest

from hjerterfri.bots import make_bot
from hjerterfri.bots.search_bot import SearchBot
from hjerterfri.core import Deal, Rules

SEAT_0 = "2D 3D 4D 5D 6D 7D 8D 9D TD 2S 3S 4S QS"
# seat 3 holds 2C and leads it; seats 1 and 2 hold the rest in two different ways
SEAT_3 = "2C 3C 4C 5C 6C 7C AS KS JS TS 2H 3H 4H"
OTHERS = "8C 9C TC JC QC KC AC JD QD KD AD 5S 6S 7S 8S 9S 5H 6H 7H 8H 9H TH JH QH KH AH"


def two_deals(direction: str) -> tuple[Deal, Deal]:
    cards = OTHERS.split()
    first = [SEAT_0, " ".join(cards[:13]), " ".join(cards[13:]), SEAT_3]
    second = [SEAT_0, " ".join(cards[::2]), " ".join(cards[1::2]), SEAT_3]
    rules = Rules()
    return (
        Deal.from_hands(rules, first, pass_direction=direction),
        Deal.from_hands(rules, second, pass_direction=direction),
    )


def bots(seed: int) -> list[object]:
    return [
        make_bot("random", seed),
        make_bot("easy", seed),
        make_bot("medium", seed),
        SearchBot(seed, budget=0.05),
    ]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_same_pass_from_same_hand(seed: int) -> None:
    a, b = two_deals("left")
    obs_a, obs_b = a.observation(0), b.observation(0)
    assert obs_a == obs_b
    for bot_a, bot_b in zip(bots(seed), bots(seed), strict=True):
        assert bot_a.choose_pass(obs_a) == bot_b.choose_pass(obs_b)  # type: ignore[attr-defined]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_same_play_from_same_view(seed: int) -> None:
    a, b = two_deals("none")
    for deal in (a, b):
        deal.play("2C")  # seat 3 leads; seat 0 cannot follow and has many choices
    obs_a, obs_b = a.observation(0), b.observation(0)
    assert a.hands != b.hands and obs_a == obs_b
    assert len(obs_a.legal) > 1
    for bot_a, bot_b in zip(bots(seed), bots(seed), strict=True):
        assert bot_a.choose_play(obs_a) == bot_b.choose_play(obs_b)  # type: ignore[attr-defined]


def late_twins(seed: int) -> tuple[Deal, Deal]:
    """Two deals, three tricks before the end, that seat 0 cannot tell apart: the same plays
    so far, but two other seats hold their remaining cards of one suit the other way round.
    Late enough for the exact endgame, with plays by the others for inference to read."""
    rules = Rules()
    start = Deal.new(rules, seed=seed, number=4)  # no passing in the fourth deal
    hands = [sorted(start.hand(s)) for s in range(4)]
    medium = [make_bot("medium", seed) for _ in range(4)]
    deal = Deal.from_hands(rules, hands)
    plays = []
    while len(deal.hand(0)) > 3 or deal.to_act != 0:
        seat = deal.to_act
        assert seat is not None
        card = medium[seat].choose_play(deal.observation(seat))
        plays.append(card)
        deal.play(card)
    for a, b in ((1, 2), (1, 3), (2, 3)):
        for suit in range(4):
            mine = [c for c in deal.hand(a) if int(c) & 3 == suit]
            theirs = [c for c in deal.hand(b) if int(c) & 3 == suit]
            if mine and theirs:
                swapped = [list(h) for h in hands]
                swapped[a] = [c for c in swapped[a] if c != mine[0]] + [theirs[0]]
                swapped[b] = [c for c in swapped[b] if c != theirs[0]] + [mine[0]]
                twin = Deal.from_hands(rules, swapped)
                for card in plays:
                    twin.play(card)
                return deal, twin
    raise AssertionError("no two seats share a suit three tricks from the end")


@pytest.mark.parametrize("seed", [1, 3, 5])
def test_same_late_play_from_same_view(seed: int) -> None:
    a, b = late_twins(seed)
    obs_a, obs_b = a.observation(0), b.observation(0)
    assert a.hands != b.hands and obs_a == obs_b
    assert len(obs_a.legal) > 1
    for bot_a, bot_b in zip(bots(seed), bots(seed), strict=True):
        assert bot_a.choose_play(obs_a) == bot_b.choose_play(obs_b)  # type: ignore[attr-defined]
