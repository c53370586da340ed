"""A match: deals until the target, pass direction rotating, totals, winners, draws, play-offs."""

from __future__ import annotations

import random

import pytest

from hjerterfri import Deal, Match, Phase, Rules, TieRule
from hjerterfri.core import CardSet, ChooseMoon, NextDeal, PassCards, PlayCard, seat_views
from tests.core.hands import replay_conformance


def play_deal(deal: Deal, rng: random.Random) -> None:
    if deal.phase is Phase.PASS:
        for seat in range(deal.rules.players):
            deal.pass_cards(seat, rng.sample(sorted(deal.hand(seat)), 3))
    while deal.phase is Phase.PLAY:
        deal.play(rng.choice(sorted(deal.legal_plays())))
    if deal.phase is Phase.MOON:
        deal.choose_moon("others_plus_26")


def play_match(match: Match, seed: int = 0) -> Match:
    rng = random.Random(seed)
    while True:
        play_deal(match.deal, rng)
        if match.is_over:
            return match
        match.next_deal()


def test_a_match_deals_until_someone_reaches_the_target() -> None:
    match = play_match(Match(Rules(), seed=5))
    totals = match.totals
    assert max(totals) >= 100
    before_last = [t - p for t, p in zip(totals, match.scores[-1], strict=True)]
    assert max(before_last) < 100
    assert match.winners == tuple(s for s, t in enumerate(totals) if t == min(totals))
    assert [d.number for d in match.deals] == list(range(1, len(match.deals) + 1))
    directions = [d.pass_direction for d in match.deals[:4]]
    assert directions == ["left", "right", "across", "none"]


def test_totals_are_the_sum_of_the_deals() -> None:
    match = play_match(Match(Rules(players=5), seed=8))
    for seat in range(5):
        assert match.totals[seat] == sum(points[seat] for points in match.scores)


def test_a_single_deal_game_ends_after_one_deal() -> None:
    match = play_match(Match(Rules(single_deal=True), seed=3))
    assert len(match.deals) == 1
    assert match.is_over


def test_next_deal_is_refused_while_a_deal_runs_or_after_the_end() -> None:
    match = Match(Rules(single_deal=True), seed=3)
    with pytest.raises(ValueError, match="not over yet"):
        match.next_deal()
    play_match(match)
    with pytest.raises(ValueError, match="the match is over"):
        match.next_deal()


def test_a_match_is_reproducible_from_its_seed() -> None:
    first = play_match(Match(Rules(), seed=12), seed=1)
    second = play_match(Match(Rules(), seed=12), seed=1)
    assert first.scores == second.scores


def test_lowest_shared_total_is_a_draw_by_default() -> None:
    deal = replay_conformance(6, target=1)
    points = deal.points
    assert points is not None
    match = Match.from_deals(deal.rules, None, [deal])
    assert match.is_over
    lowest = min(points)
    if points.count(lowest) > 1:
        assert match.is_draw and match.winners == ()
    else:
        assert not match.is_draw and match.winners == (points.index(lowest),)


def test_draw_shared_win_and_play_off() -> None:
    # Conformance deal 6 leaves two seats clean: with a target of 1 it ends the game tied.
    record_points = replay_conformance(6).points
    assert record_points is not None
    zero_seats = [s for s, p in enumerate(record_points) if p == 0]
    assert len(zero_seats) >= 2, "deal 6 should leave two seats clean"
    for ties, draw, winners, over in [
        (TieRule.DRAW, True, (), True),
        (TieRule.SHARED_WIN, False, tuple(zero_seats), True),
        (TieRule.PLAY_OFF, False, (), False),
    ]:
        deal = replay_conformance(6, target=1, ties=ties)
        match = Match.from_deals(deal.rules, None, [deal])
        assert match.is_over is over
        assert match.is_draw is draw
        assert match.winners == winners
        assert match.leaders == tuple(zero_seats)


def test_play_off_deals_again_until_the_lowest_total_is_not_shared() -> None:
    match = play_match(Match(Rules(target=30, ties=TieRule.PLAY_OFF), seed=4))
    totals = match.totals
    assert totals.count(min(totals)) == 1
    assert len(match.winners) == 1


def test_the_moon_shooters_stand_beside_the_score_sheet() -> None:
    plain, moon = replay_conformance(1), replay_conformance(1362)  # 1362: seat 3 shoots
    assert plain.moon_shooter is None
    match = Match.from_deals(moon.rules, None, [moon])
    assert match.moon_shooters == (3,)
    unfinished = Deal.new(moon.rules, seed=1, number=2)
    match = Match.from_deals(moon.rules, None, [moon, unfinished])
    assert match.moon_shooters == (3,) and len(match.scores) == 1  # only finished deals
    played = play_match(Match(Rules(target=30), seed=4))
    assert len(played.moon_shooters) == len(played.scores)
    assert list(played.moon_shooters) == [d.moon_shooter for d in played.deals]


@pytest.mark.parametrize(("players", "moon"), [(4, "automatic"), (3, "shooters_choice")])
def test_apply_returns_each_deal_s_own_events(players: int, moon: str) -> None:
    """``Match.apply`` answers the common moves without rebuilding events: what it returns,
    move by move, is still exactly each deal's all-seeing log, from the first deal to the end."""
    for seed in range(6):
        rng = random.Random(seed)
        match = Match(Rules(players=players, moon=moon), seed=seed)
        returned = list(match.deal.events)
        while not match.is_over:
            deal = match.deal
            if deal.phase is Phase.PASS:
                seat = next(s for s in range(players) if deal.passed(s) is None)
                cards = CardSet(rng.sample(sorted(deal.hand(seat)), 3))
                returned += match.apply(PassCards(seat, cards))
            elif deal.phase is Phase.PLAY:
                card = rng.choice(sorted(deal.legal_plays()))
                returned += match.apply(PlayCard(deal.to_act or 0, card))
            elif deal.phase is Phase.MOON:
                choice = rng.choice(["others_plus_26", "shooter_minus_26"])
                returned += match.apply(ChooseMoon(deal.to_act or 0, choice))
            else:
                returned += match.apply(NextDeal())
        own = [e for d in match.deals for e in seat_views.events_for(d, seat_views.ALL_SEEING)]
        assert returned == own
