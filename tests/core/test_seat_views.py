"""What a seat may see: its events hold no other seat's secret, and the public facts
derived from the play (hearts broken, a moon) appear once, where they happen."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hjerterfri import CardSet, Deal, Match, MoonRule, Phase, Rules
from hjerterfri.core import (
    Dealt,
    Event,
    HeartsBroken,
    MatchOver,
    MoonShot,
    Passed,
    PassesExchanged,
    Played,
    Scored,
)
from tests.core.hands import replay_conformance
from tests.core.test_properties import finish, random_pass, rules_strategy
from tests.core.test_scoring import SHOOTER_TAKES_JACK

Case = tuple[Deal, random.Random]


@st.composite
def _partly_played(draw: st.DrawFn) -> tuple[Deal, random.Random]:
    """A deal of any rules with its passes made and some cards played; the generator that
    played them, for the test's own choices."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    rules = draw(rules_strategy)
    deal = Deal.new(rules, seed=draw(st.integers(0, 2**32)), number=rng.randint(1, 4))
    if deal.phase is Phase.PASS:
        random_pass(deal, rng)
    for _ in range(draw(st.integers(0, 80))):
        if deal.phase is not Phase.PLAY:
            break
        deal.play(rng.choice(sorted(deal.legal_plays())))
    return deal, rng


partly_played = _partly_played()


def _breaks(deal: Deal, card: int) -> bool:
    return card & 3 == 2 or (card == 43 and deal.rules.queen_breaks_hearts)


def _without_derived(events: tuple[Event, ...]) -> list[Event]:
    return [e for e in events if not isinstance(e, HeartsBroken | MoonShot)]


@settings(max_examples=120, deadline=None)
@given(case=partly_played)
def test_a_seat_never_sees_another_seats_pass_or_hand(case: Case) -> None:
    deal, _ = case
    rules = deal.rules
    for seat in range(rules.players):
        seen = deal.events_for(seat)
        for event in seen:
            if isinstance(event, Dealt):
                assert event.hands[seat] == deal.dealt_hands[seat]
                assert all(not h for s, h in enumerate(event.hands) if s != seat)
            if isinstance(event, Passed):
                own = deal.passed(seat) if event.seat == seat else CardSet()
                assert event.cards == own
            if isinstance(event, PassesExchanged):
                assert event.received[seat] == deal.received(seat)
                assert all(not r for s, r in enumerate(event.received) if s != seat)
        # Apart from what is hidden and what is derived, it is the deal's own log.
        public = [e for e in deal.events if not isinstance(e, Dealt | Passed | PassesExchanged)]
        assert [
            e for e in _without_derived(seen) if not isinstance(e, Dealt | Passed | PassesExchanged)
        ] == public
        assert len(_without_derived(seen)) == len(deal.events)


@settings(max_examples=120, deadline=None)
@given(case=partly_played)
def test_hearts_broken_follows_the_card_that_broke_them_once(
    case: tuple[Deal, random.Random],
) -> None:
    deal, rng = case
    rules = deal.rules
    seen = deal.events_for(rng.randrange(rules.players))
    plays = [(i, e) for i, e in enumerate(seen) if isinstance(e, Played)]
    breaking = [(i, e) for i, e in plays if _breaks(deal, e.card)]
    broken = [(i, e) for i, e in enumerate(seen) if isinstance(e, HeartsBroken)]
    if not breaking:
        assert broken == []
        assert not deal.hearts_broken
        return
    (at, event), *_ = breaking
    assert broken == [(at + 1, HeartsBroken(event.seat, event.card, event.trick))]
    assert deal.hearts_broken


@settings(max_examples=120, deadline=None)
@given(case=partly_played)
def test_events_from_an_index_are_the_tail_of_the_whole_list(
    case: tuple[Deal, random.Random],
) -> None:
    deal, rng = case
    rules = deal.rules
    seat = rng.randrange(rules.players)
    every = deal.events_for(seat)
    for start in range(len(every) + 2):
        assert deal.events_for(seat, start) == every[start:]


@settings(max_examples=40, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_a_match_ends_its_events_with_match_over(rules: Rules, seed: int, choices: int) -> None:
    rng = random.Random(choices)
    match = Match(rules, seed=seed)
    for _ in range(6):
        finish(match.deal, rng)
        if match.is_over:
            break
        match.next_deal()
    seat = rng.randrange(rules.players)
    every = match.events_for(seat)
    deals = [e for d in match.deals for e in d.events_for(seat)]
    if match.is_over:
        assert every[-1] == MatchOver(match.totals, match.winners, match.is_draw)
        assert list(every[:-1]) == deals
    else:
        assert list(every) == deals
    for start in (0, 1, len(every) // 2, len(every) - 1, len(every), len(every) + 1):
        assert match.events_for(seat, start) == every[start:]
    numbered = match.numbered_events_for(seat)
    assert tuple(e for _, e in numbered) == every
    by_deal = [(d.number, e) for d in match.deals for e in d.events_for(seat)]
    assert list(numbered[: len(by_deal)]) == by_deal
    assert match.numbered_events_for(seat, len(every) // 2) == numbered[len(every) // 2 :]


def test_a_moon_is_told_while_the_shooter_chooses_and_before_the_score() -> None:
    deal = replay_conformance(SHOOTER_TAKES_JACK, moon=MoonRule.SHOOTERS_CHOICE)
    assert deal.phase is Phase.MOON
    assert deal.events_for(0)[-1] == MoonShot(3)
    waiting = len(deal.events_for(0))
    deal.choose_moon("shooter_minus_26", seat=3)
    after = deal.events_for(0)
    assert after[waiting - 1 :] == (MoonShot(3), Scored((0, 0, 0, -26), 3, "shooter_minus_26"))
    assert sum(isinstance(e, MoonShot) for e in after) == 1


def test_a_deal_without_a_moon_tells_none() -> None:
    deal = replay_conformance(6)
    assert deal.phase is Phase.DONE
    assert not any(isinstance(e, MoonShot) for e in deal.events_for(1))


def test_there_is_no_seat_nine() -> None:
    deal = Deal.new(Rules(), seed=1)
    with pytest.raises(ValueError, match="no seat 9; seats are 0 to 3"):
        deal.events_for(9)
    with pytest.raises(ValueError, match="no seat 9"):
        Match(Rules(), seed=1).events_for(9)
