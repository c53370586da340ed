"""Every shared conformance deal replays through the engine with the same legal cards and points."""

from __future__ import annotations

from typing import Any

import pytest

from hjerterfri import Deal, Phase, Rules
from tests.conftest import load_conformance

DEALS = load_conformance()


@pytest.mark.parametrize("record", DEALS, ids=[f"{d['id']}-{d['setting']}" for d in DEALS])
def test_conformance_deal_replays_exactly(record: dict[str, Any]) -> None:
    rules = Rules.from_dict(record["rules"])  # the fields are named as ours
    assert sorted(str(c) for c in rules.removed) == sorted(record["removed"])
    assert str(rules.lowest_club) == record["lowest_club"]
    deal = Deal.from_hands(rules, record["hands"], pass_direction=record["pass_direction"])
    assert deal.pass_offset == record["pass_offset"] % rules.players
    if deal.phase is Phase.PASS:
        for seat, cards in enumerate(record["passed"]):
            deal.pass_cards(seat, cards)
    assert [sorted(map(str, h)) for h in deal.hands] == [
        sorted(h) for h in record["hands_after_pass"]
    ]
    assert deal.to_act == record["first_leader"]
    steps = zip(record["plays"], record["legal"], strict=True)
    for step, ((seat, card), legal) in enumerate(steps):
        assert deal.to_act == seat, f"step {step}"
        assert sorted(map(str, deal.legal_plays())) == sorted(legal), f"step {step}"
        deal.play(card)
    assert [t.winner for t in deal.tricks] == record["trick_winners"]
    assert list(deal.points_taken) == record["points_taken"]
    assert deal.phase is Phase.DONE
    assert list(deal.points or ()) == record["points"]
    assert deal.moon_shooter == record["moon_shooter"]
