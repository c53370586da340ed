"""The search path of a deal: ``clone``, ``legal_mask``, ``push`` and ``pop``."""

from __future__ import annotations

import random

import pytest

from hjerterfri import Deal, MoonRule, Phase, Rules
from hjerterfri.core.cards import mask_cards


def test_clone_sets_every_slot_and_is_independent() -> None:
    deal = Deal.new(Rules(), seed=3, number=1)
    for seat in range(4):
        deal.pass_cards(seat, list(deal.hand(seat))[-3:])
    for _ in range(9):
        deal.push(mask_cards(deal.legal_mask())[0])
    copy = deal.clone()
    missing = [name for name in Deal.__slots__ if not hasattr(copy, name)]
    assert missing == []
    assert all(getattr(copy, n) == getattr(deal, n) for n in Deal.__slots__)
    assert copy == deal
    copy.push(mask_cards(copy.legal_mask())[-1])
    copy.pop()
    copy.push(mask_cards(copy.legal_mask())[-1])
    assert copy != deal
    assert len(deal.plays) == 9


def test_legal_mask_is_legal_plays_and_empty_outside_play() -> None:
    deal = Deal.new(Rules(), seed=4, number=1)
    assert deal.phase is Phase.PASS and deal.legal_mask() == 0
    for seat in range(4):
        deal.pass_cards(seat, list(deal.hand(seat))[:3])
    rng = random.Random(4)
    while deal.phase is Phase.PLAY:
        assert deal.legal_mask() == int(deal.legal_plays()) != 0
        deal.push(rng.choice(mask_cards(deal.legal_mask())))
    assert deal.legal_mask() == 0 and not deal.legal_plays()


def test_push_pop_restore_exactly_across_trick_ends() -> None:
    rules = Rules(queen_breaks_hearts=True, jack_of_diamonds=True)
    deal = Deal.new(rules, seed=5, number=4)
    rng = random.Random(5)
    snapshots = []
    while deal.phase is Phase.PLAY:
        snapshots.append(deal.clone())
        deal.push(rng.choice(mask_cards(deal.legal_mask())))
    assert deal.phase is Phase.DONE and deal.points is not None
    while snapshots:
        deal.pop()
        assert deal == snapshots.pop()


PLAYOUT_RULES = [
    Rules(),
    Rules(first_trick_points=True, hearts_must_break=False),
    Rules(queen_breaks_hearts=True, jack_of_diamonds=True),
    Rules(moon=MoonRule.SHOOTERS_CHOICE, queen_points=12),
    Rules(players=3),
    Rules(players=3, three_player_removes="2C", hearts_must_break=False),
    Rules(players=5, queen_breaks_hearts=True),
    Rules(players=6, first_trick_points=True),
]


@pytest.mark.parametrize("rules", PLAYOUT_RULES, ids=lambda r: f"{r.players}p")
def test_playout_is_pushing_legal_cards(rules: Rules) -> None:
    """From every point of a deal, ``playout`` ends as pushing its cards one by one does."""
    rng = random.Random(rules.players)
    for number in range(1, 7):
        deal = Deal.new(rules, seed=number, number=number)
        if deal.phase is Phase.PASS:
            for seat in range(rules.players):
                deal.pass_cards(seat, rng.sample(list(deal.hand(seat)), 3))
        while deal.phase is Phase.PLAY:
            start = deal.clone()
            ended = deal.clone()
            ended.playout(random.Random(len(deal.plays)))
            assert ended.phase is not Phase.PLAY
            replay = deal.clone()
            for card in ended.plays[len(deal.plays) :]:
                assert replay.legal_mask() >> card & 1, f"{card} after {replay.plays}"
                replay.push(card)
            assert ended == replay
            while len(ended.plays) > len(deal.plays):
                ended.pop()
            assert ended == start
            deal.push(rng.choice(mask_cards(deal.legal_mask())))


def test_playout_picks_uniformly_and_leaves_finished_deals_alone() -> None:
    deal = Deal.from_hands(
        Rules(),
        [
            "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
            "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
            "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
            "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
        ],
    )
    deal.push(0)  # 2C; seat 1 has no club and may discard any diamond
    counts: dict[int, int] = {}
    rng = random.Random(11)
    for _ in range(2600):
        copy = deal.clone()
        copy.playout(rng)
        card = copy.plays[1]
        counts[card] = counts.get(card, 0) + 1
    assert sorted(counts) == mask_cards(int(deal.hand(1)))
    assert all(160 <= c <= 240 for c in counts.values()), counts  # 200 each expected
    done = copy.clone()
    copy.playout(rng)
    assert copy == done
