"""Actions as values: Match.verify says why not and changes nothing, can says yes or no,
apply takes the action and returns the events it made."""

from __future__ import annotations

import pytest

from hjerterfri import Card, CardSet, Match, MoonRule, Phase, Rules
from hjerterfri.core import (
    ChooseMoon,
    Dealt,
    IllegalMoveError,
    InvalidCardError,
    NextDeal,
    PassCards,
    Passed,
    PassesExchanged,
    PlayCard,
    Played,
    Reason,
    Scored,
    TrickTaken,
    parse_pass,
    parse_play,
)
from tests.core.hands import replay_conformance
from tests.core.test_scoring import SHOOTER_TAKES_JACK


def _passing_match() -> Match:
    match = Match(Rules(), seed=7)
    assert match.deal.phase is Phase.PASS  # deal 1 passes left
    return match


def _first_three(match: Match, seat: int) -> CardSet:
    return CardSet(sorted(match.deal.hand(seat))[:3])


def _play_out(match: Match, *, highest: bool) -> None:
    """Every seat passes its three lowest cards, then plays its highest or lowest legal card."""
    deal = match.deal
    for seat in range(4):
        match.apply(PassCards(seat, _first_three(match, seat)))
    while deal.phase is Phase.PLAY:
        actor = deal.to_act
        assert actor is not None
        legal = sorted(deal.legal_plays())
        match.apply(PlayCard(actor, legal[-1] if highest else legal[0]))


def _refused(match: Match, action: PassCards | PlayCard | ChooseMoon | NextDeal) -> Reason:
    """Checks a refused action left the match exactly as it was; returns why it was refused."""
    before = match.deal.clone()
    deals = len(match.deals)
    assert not match.can(action)
    with pytest.raises(IllegalMoveError) as verified:
        match.verify(action)
    with pytest.raises(IllegalMoveError) as applied:
        match.apply(action)
    assert applied.value.reason is verified.value.reason
    assert str(applied.value) == str(verified.value)
    assert match.deal == before
    assert len(match.deals) == deals
    return verified.value.reason


def test_text_is_parsed_into_actions_once_at_the_edge() -> None:
    assert parse_play(2, "Q♠") == PlayCard(2, Card("QS"))
    assert parse_play(2, "10d") == PlayCard(2, Card("TD"))
    assert parse_pass(1, "QS, AH 2C") == PassCards(1, CardSet(["QS", "AH", "2C"]))
    assert parse_pass(1, ["QS", "AH", "2C"]) == parse_pass(1, "2C AH QS")


def test_text_that_names_no_card_is_an_invalid_card_error() -> None:
    with pytest.raises(InvalidCardError, match="1S"):
        parse_play(0, "1S")
    with pytest.raises(InvalidCardError, match="QX"):
        parse_pass(0, "QS QX 2C")


def test_a_card_named_twice_in_a_pass_is_refused_when_parsed() -> None:
    with pytest.raises(IllegalMoveError, match="chosen twice") as info:
        parse_pass(0, "QS QS 2C")
    assert info.value.reason is Reason.DUPLICATE_CARD


def test_a_pass_is_applied_and_the_last_one_exchanges_the_cards() -> None:
    match = _passing_match()
    for seat in range(3):
        action = PassCards(seat, _first_three(match, seat))
        assert match.can(action)
        match.verify(action)
        assert match.apply(action) == (Passed(seat, (seat + 1) % 4, action.cards),)
    last = PassCards(3, _first_three(match, 3))
    passed, exchanged = match.apply(last)
    assert passed == Passed(3, 0, last.cards)
    assert isinstance(exchanged, PassesExchanged)
    assert exchanged.received[0] == last.cards
    assert match.deal.phase is Phase.PLAY


def test_refused_passes_change_nothing_and_say_why() -> None:
    match = _passing_match()
    held = _first_three(match, 0)
    assert _refused(match, PassCards(0, CardSet(sorted(held)[:2]))) is Reason.WRONG_PASS_COUNT
    not_held = CardSet(sorted(match.deal.hand(1))[:3])
    assert _refused(match, PassCards(0, not_held)) is Reason.NOT_IN_HAND
    assert _refused(match, PassCards(9, held)) is Reason.NOT_YOUR_TURN
    match.apply(PassCards(0, held))
    assert _refused(match, PassCards(0, held)) is Reason.ALREADY_PASSED
    assert _refused(match, PlayCard(0, Card("2C"))) is Reason.WRONG_PHASE


def test_a_card_gives_played_then_the_trick_then_the_score() -> None:
    match = Match(Rules(single_deal=True), seed=3)
    for seat in range(4):
        match.apply(PassCards(seat, _first_three(match, seat)))
    deal = match.deal
    header = len(deal.events)
    made: list[object] = []
    while deal.phase is Phase.PLAY:
        actor = deal.to_act
        assert actor is not None
        card = sorted(deal.legal_plays())[0]
        trick = len(deal.tricks)
        events = match.apply(PlayCard(actor, card))
        assert events[0] == Played(actor, card, trick)
        assert len(events) == 1 or isinstance(events[1], TrickTaken)
        made.extend(events)
    assert made[4] == deal.events[header + 4]
    assert isinstance(made[4], TrickTaken)
    assert isinstance(made[-1], Scored)
    assert made[-1].points == deal.points
    assert tuple(made) == deal.events[header:]


def test_refused_cards_change_nothing_and_say_why() -> None:
    match = Match(Rules(), seed=3)
    for seat in range(4):
        match.apply(PassCards(seat, _first_three(match, seat)))
    deal = match.deal
    actor = deal.to_act
    assert actor is not None
    other = (actor + 1) % 4
    opening = Card("2C")
    assert _refused(match, PlayCard(other, opening)) is Reason.NOT_YOUR_TURN
    not_held = sorted(deal.hand(other))[0]
    assert _refused(match, PlayCard(actor, not_held)) is Reason.NOT_IN_HAND
    wrong_lead = sorted(deal.hand(actor) - CardSet(["2C"]))[0]
    assert _refused(match, PlayCard(actor, wrong_lead)) is Reason.MUST_LEAD_LOWEST_CLUB
    assert match.can(PlayCard(actor, opening))


def test_the_moon_choice_is_the_shooters_alone() -> None:
    deal = replay_conformance(SHOOTER_TAKES_JACK, moon=MoonRule.SHOOTERS_CHOICE)
    match = Match.from_deals(deal.rules, None, [deal])
    assert deal.phase is Phase.MOON and deal.to_act == 3
    assert _refused(match, ChooseMoon(1, "shooter_minus_26")) is Reason.NOT_YOUR_TURN
    assert _refused(match, ChooseMoon(3, "everyone_wins")) is Reason.NO_MOON
    assert match.apply(ChooseMoon(3, "shooter_minus_26")) == (
        Scored((0, 0, 0, -26), 3, "shooter_minus_26"),
    )
    assert _refused(match, ChooseMoon(3, "others_plus_26")) is Reason.NO_MOON


def test_next_deal_deals_once_the_deal_is_scored() -> None:
    match = Match(Rules(), seed=11)
    assert _refused(match, NextDeal()) is Reason.WRONG_PHASE
    _play_out(match, highest=True)
    assert match.can(NextDeal())
    (dealt,) = match.apply(NextDeal())
    assert isinstance(dealt, Dealt)
    assert dealt.number == 2 and match.deal.number == 2
    assert dealt.hands == match.deal.dealt_hands


def test_no_next_deal_once_the_match_is_over() -> None:
    match = Match(Rules(single_deal=True), seed=11)
    _play_out(match, highest=False)
    assert match.is_over
    assert _refused(match, NextDeal()) is Reason.WRONG_PHASE


def test_something_that_is_no_action_is_a_type_error() -> None:
    match = Match(Rules(), seed=1)
    with pytest.raises(TypeError, match="no action"):
        match.verify("QS")  # type: ignore[arg-type]
