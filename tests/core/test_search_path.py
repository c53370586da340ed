"""The search path of a deal: ``clone``, ``legal_mask``, ``push`` and ``pop``."""

from __future__ import annotations

import random

from hjerterfri import Deal, Phase, Rules
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
