"""A claim in the deal's history: every seat sees ``Claimed`` (the hand shown) in its place,
before the cards played out for it; indices, records and take-backs keep it consistent."""

from __future__ import annotations

import json

import pytest

from hjerterfri import ChooseMoon, Claim, Claimed, Match, Played, Rules
from hjerterfri.core.errors import InvalidRecordError
from hjerterfri.core.events import TrickTaken
from hjerterfri.core.record import dumps, loads, match_to_record
from hjerterfri.core.rules import MoonRule, PassOrder
from hjerterfri.core.seat_views import ALL_SEEING, event_count
from tests.core.claim_hands import HIDDEN_ACE, TOP_CARDS, endgame


def claimed_match(rules: Rules | None = None) -> Match:
    """Seat 0 holds every top card, leads trick 6, and claims the last eight tricks."""
    rules = rules or Rules(pass_order=PassOrder.NONE)  # a record replays a deal without a pass
    deal = endgame(TOP_CARDS, leader=0, rules=rules)
    match = Match.from_deals(deal.rules, None, [deal])
    match.apply(Claim(0))
    return match


def test_every_seat_sees_the_claim_and_the_hand_before_the_cards_played_out() -> None:
    match = claimed_match()
    hand = endgame(TOP_CARDS, leader=0).hand(0)
    for seat in range(4):
        events = match.deal.events_for(seat)
        claims = [i for i, e in enumerate(events) if isinstance(e, Claimed)]
        assert len(claims) == 1
        at = claims[0]
        assert events[at] == Claimed(0, 8, hand)
        assert str(events[at].hand) == "AD JS QS KS AS QH KH AH"  # type: ignore[union-attr]
        # right after the fifth trick, before the first card played out for the claim
        assert isinstance(events[at - 1], TrickTaken) and events[at - 1].trick == 4  # type: ignore[union-attr]
        assert events[at + 1] == Played(0, events[at + 1].card, 5)  # type: ignore[union-attr]
        played_after = [e for e in events[at:] if isinstance(e, Played)]
        assert len(played_after) == 32


def test_indices_stay_consistent_from_any_start() -> None:
    """A seat that reconnects after the claim, from any index, gets the same events."""
    match = claimed_match()
    deal = match.deal
    assert event_count(deal, ALL_SEEING) == len(deal.events)
    for seat in range(4):
        whole = deal.events_for(seat)
        assert event_count(deal, seat) == len(whole)
        for start in range(len(whole) + 1):
            assert deal.events_for(seat, start) == whole[start:]
    for seat in range(4):
        whole = match.events_for(seat)
        assert sum(isinstance(e, Claimed) for e in whole) == 1
        for start in range(len(whole) + 1):
            assert match.events_for(seat, start) == whole[start:]


def test_apply_returns_the_claim_once_and_the_deal_log_keeps_it() -> None:
    deal = endgame(TOP_CARDS, leader=0)
    match = Match.from_deals(deal.rules, None, [deal])
    before = len(deal.events)
    events = match.apply(Claim(0))
    assert isinstance(events[0], Claimed)
    assert sum(isinstance(e, Claimed) for e in events) == 1
    assert deal.events[before:] == events
    assert deal.claim == (20, events[0])


def test_a_clone_keeps_the_claim_and_taking_a_card_back_takes_it_back() -> None:
    match = claimed_match()
    deal = match.deal
    copy = deal.clone()
    assert copy == deal and copy.claim == deal.claim
    copy.pop()
    assert copy.claim is None
    assert not any(isinstance(e, Claimed) for e in copy.events_for(1))
    assert deal.claim is not None  # the original is untouched


def test_a_record_keeps_the_claim_and_replays_it() -> None:
    match = claimed_match()
    record = match_to_record(match)
    assert record["deals"][0]["claim"] == {"seat": 0, "after": 20}
    again = loads(dumps(match))
    assert again.deal == match.deal
    assert again.events_for(2) == match.events_for(2)


def test_a_record_without_a_claim_has_no_claim_key() -> None:
    deal = endgame(TOP_CARDS, leader=0)
    match = Match.from_deals(deal.rules, None, [deal])
    assert "claim" not in match_to_record(match)["deals"][0]


@pytest.mark.parametrize(
    ("claim", "says"),
    [
        ({"seat": 0}, '"after"'),
        ({"seat": 7, "after": 20}, "0..3"),
        ({"seat": 0, "after": 99}, "found"),
        ({"seat": True, "after": 20}, "found"),
        ({"seat": 1, "after": 20}, "seat 1 may not claim here"),
        ({"seat": 0, "after": 20, "swap": True}, "the claim plays out"),
    ],
)
def test_a_wrong_claim_in_a_record_is_refused_where_it_is(
    claim: dict[str, object], says: str
) -> None:
    record = match_to_record(claimed_match())
    plays = record["deals"][0]["plays"]
    if claim.pop("swap", False):  # the last two cards in another order than played out
        plays[-2:] = plays[-1:-3:-1]
    record["deals"][0]["claim"] = claim
    with pytest.raises(InvalidRecordError) as refused:
        loads(json.dumps(record))
    assert says in str(refused.value)
    assert "deals[0].claim" in str(refused.value)


def test_a_claim_under_the_shooters_choice_waits_for_the_choice_in_the_record() -> None:
    rules = Rules(moon=MoonRule.SHOOTERS_CHOICE, pass_order=PassOrder.NONE)
    match = claimed_match(rules)
    assert match.deal.moon_shooter == 0
    match.apply(ChooseMoon(0, "shooter_minus_26"))
    again = loads(dumps(match))
    assert again.deal == match.deal
    events = again.deal.events_for(3)
    assert [type(e).__name__ for e in events[-3:]] == ["TrickTaken", "MoonShot", "Scored"]


def test_a_claim_in_the_middle_of_a_trick_comes_after_the_cards_on_the_table() -> None:
    deal = endgame(HIDDEN_ACE, leader=2)
    deal.play("9D")
    deal.play("TD")
    match = Match.from_deals(deal.rules, None, [deal])
    match.apply(Claim(0))
    for seat in range(4):
        events = match.deal.events_for(seat)
        at = next(i for i, e in enumerate(events) if isinstance(e, Claimed))
        assert events[at - 2 : at] == (
            Played(2, events[at - 2].card, 5),
            Played(3, events[at - 1].card, 5),
        )  # type: ignore[union-attr]
        assert events[at].tricks == 8  # type: ignore[union-attr]
        assert events[at + 1] == Played(0, events[at + 1].card, 5)  # type: ignore[union-attr]
        for start in range(len(events) + 1):
            assert match.deal.events_for(seat, start) == events[start:]
    assert match.deal.claim is not None and match.deal.claim[0] == 22
