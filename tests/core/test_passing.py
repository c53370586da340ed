"""Passing: directions by deal number, simultaneous hidden picks, the exchange, the log."""

from __future__ import annotations

import pytest

from hjerterfri import CardSet, Deal, Passed, PassesExchanged, Phase, Rules


def test_pass_direction_follows_the_deal_number() -> None:
    names = [Deal.new(Rules(), seed=1, number=n).pass_direction for n in range(1, 6)]
    assert names == ["left", "right", "across", "none", "left"]
    names = [Deal.new(Rules(players=5), seed=1, number=n).pass_direction for n in range(1, 4)]
    assert names == ["left", "right", "none"]


def test_a_keeper_deal_starts_with_play() -> None:
    deal = Deal.new(Rules(), seed=1, number=4)
    assert deal.phase is Phase.PLAY
    assert deal.received(0) is None


@pytest.mark.parametrize(("number", "offset"), [(1, 1), (2, -1), (3, 2)])
def test_cards_go_to_the_seat_the_direction_names(number: int, offset: int) -> None:
    deal = Deal.new(Rules(), seed=9, number=number)
    before = deal.hands
    picks = {seat: CardSet(sorted(before[seat])[:3]) for seat in range(4)}
    for seat in range(4):
        assert deal.to_act is None and deal.phase is Phase.PASS
        deal.pass_cards(seat, picks[seat])
    for seat in range(4):
        giver = (seat - offset) % 4
        assert deal.received(seat) == picks[giver]
        assert deal.hand(seat) == (before[seat] - picks[seat]) | picks[giver]
    assert deal.phase is Phase.PLAY
    assert "2C" in deal.hand(deal.to_act or 0)


def test_picks_stay_hidden_until_everyone_has_passed() -> None:
    deal = Deal.new(Rules(), seed=2)
    hand0 = deal.hand(0)
    deal.pass_cards(0, sorted(hand0)[:3])
    assert deal.hand(0) == hand0  # nothing moves before the exchange
    seen_by_1 = deal.observation(1)
    assert seen_by_1.passed is None and seen_by_1.received is None
    assert seen_by_1.hand == deal.hand(1)
    mine = deal.observation(0)
    assert mine.passed == CardSet(sorted(hand0)[:3])
    assert mine.received is None


def test_the_log_records_passes_in_the_order_made_then_the_exchange() -> None:
    deal = Deal.new(Rules(), seed=4)
    for seat in (2, 0, 3, 1):
        event = deal.pass_cards(seat, sorted(deal.hand(seat))[-3:])
        assert isinstance(event, Passed) and event.to_seat == (seat + 1) % 4
    kinds = [type(e).__name__ for e in deal.events]
    assert kinds == ["Dealt", "Passed", "Passed", "Passed", "Passed", "PassesExchanged"]
    assert [e.seat for e in deal.events if isinstance(e, Passed)] == [2, 0, 3, 1]
    exchanged = deal.events[-1]
    assert isinstance(exchanged, PassesExchanged)
    assert exchanged.received[1] == deal.passed(0)


def test_cards_are_passed_whatever_the_number_of_players() -> None:
    for players in (3, 5, 6):
        deal = Deal.new(Rules(players=players), seed=1)
        for seat in range(players):
            deal.pass_cards(seat, sorted(deal.hand(seat))[:3])
        assert all(len(r or ()) == 3 for r in (deal.received(s) for s in range(players)))
