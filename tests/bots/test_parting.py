"""``bots.parting``: where one bot parts from another on the real cards, and what it is worth."""

from __future__ import annotations

from hjerterfri.bots.parting import ALL, DISCARD, FOLLOW, LEAD, LESSONS, PASS, decisions, tally
from hjerterfri.core import Rules


def test_a_bot_weighed_against_itself_never_parts() -> None:
    found = list(decisions("medium", "medium", Rules(), deals=3, seed=2))
    assert found, "every deal has decisions with a choice"
    assert not any(d.parted for d in found)
    assert all(d.difference == 0.0 for d in found)


def test_every_decision_with_a_choice_is_counted_once_by_kind_trick_and_lesson() -> None:
    rules = Rules(players=5)
    found = list(decisions("easy", "medium", rules, deals=4, seed=3))
    assert {d.deal for d in found} == {0, 1, 2, 3}
    assert {d.seat for d in found} == {0, 1, 2, 3}  # the bot sits in another seat each deal
    groups = tally(found, deals=4)
    kinds = [k for k in (PASS, LEAD, FOLLOW, DISCARD) if k in groups]
    assert sum(groups[k].decisions for k in kinds) == len(found)
    assert sum(groups[k].parted for k in kinds) == sum(d.parted for d in found)
    for kind in kinds:
        tricks = [key for key in groups if key.startswith(f"{kind}, trick ")]
        assert sum(groups[key].decisions for key in tricks) == groups[kind].decisions
    lessons = [key for key in groups if key in LESSONS.values()]
    assert sum(groups[key].decisions for key in lessons) == len(found)
    assert groups[ALL].decisions == len(found)
    assert abs(sum(groups[k].per_deal for k in kinds) - groups[ALL].per_deal) < 1e-9
    assert abs(groups[ALL].per_deal - sum(d.difference for d in found) / 4) < 1e-9


def test_a_random_bots_partings_from_medium_cost_it_points() -> None:
    """Random play parts from the medium bot at most decisions, and its cards are worse."""
    found = list(decisions("random", "medium", Rules(), deals=12, seed=4))
    parted = [d for d in found if d.parted]
    assert len(parted) > len(found) / 2
    total = tally(found, deals=12)[ALL]
    assert total.per_deal - total.per_deal_ci95 > 0  # clear of nothing
    assert all(d.bot_choice != d.reference_choice for d in parted)
