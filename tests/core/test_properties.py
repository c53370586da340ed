"""Invariants that hold in every deal under every variant, checked by Hypothesis."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hjerterfri import Deal, Match, MoonRule, PassOrder, Phase, Rules, TieRule
from hjerterfri.core.record import dumps, loads

rules_strategy = st.builds(
    Rules,
    players=st.integers(3, 6),
    three_player_removes=st.sampled_from(["2D", "2C"]),
    pass_order=st.sampled_from(list(PassOrder)),
    first_trick_points=st.booleans(),
    hearts_must_break=st.booleans(),
    queen_breaks_hearts=st.booleans(),
    moon=st.sampled_from(list(MoonRule)),
    jack_of_diamonds=st.booleans(),
    queen_points=st.sampled_from([12, 13]),
    target=st.integers(1, 150),
    single_deal=st.booleans(),
    ties=st.sampled_from(list(TieRule)),
)


def random_pass(deal: Deal, rng: random.Random) -> None:
    seats = list(range(deal.rules.players))
    rng.shuffle(seats)
    for seat in seats:
        deal.pass_cards(seat, rng.sample(sorted(deal.hand(seat)), 3))


def finish(deal: Deal, rng: random.Random) -> None:
    if deal.phase is Phase.PASS:
        random_pass(deal, rng)
    while deal.phase is Phase.PLAY:
        deal.play(rng.choice(sorted(deal.legal_plays())))
    if deal.phase is Phase.MOON:
        deal.choose_moon(rng.choice(["others_plus_26", "shooter_minus_26"]))


def assert_every_card_in_one_place(deal: Deal) -> None:
    places = [int(h) for h in deal.hands]
    places += [int(deal.taken(s)) for s in range(deal.rules.players)]
    places.append(sum(1 << c for _, c in deal.trick))
    union = 0
    for mask in places:
        assert union & mask == 0, "a card is in two places"
        union |= mask
    assert union == deal.rules.deck_mask, "a card is nowhere"


@settings(max_examples=150, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_cards_points_and_legal_plays_stay_consistent(
    rules: Rules, seed: int, choices: int
) -> None:
    rng = random.Random(choices)
    deal = Deal.new(rules, seed=seed, number=rng.randint(1, 8))
    assert_every_card_in_one_place(deal)
    if deal.phase is Phase.PASS:
        random_pass(deal, rng)
    while deal.phase is Phase.PLAY:
        legal = deal.legal_plays()
        assert legal, "no legal play before the end"
        assert legal <= deal.hand(deal.to_act or 0)
        seat, trick, card = deal.to_act, len(deal.tricks), rng.choice(sorted(legal))
        played = deal.play(card)
        assert (played.seat, played.card, played.trick) == (seat, card, trick)
        assert played in deal.events[-3:]  # then maybe TrickTaken and Scored
        assert_every_card_in_one_place(deal)
    if deal.phase is Phase.MOON:
        deal.choose_moon("others_plus_26")
    points = deal.points
    assert points is not None
    if deal.moon_shooter is None:
        assert sum(points) == rules.deal_points
    else:
        shooter = deal.moon_shooter
        jack = [
            -10 if rules.jack_of_diamonds and "JD" in deal.taken(s) else 0
            for s in range(rules.players)
        ]
        others = [points[s] - jack[s] for s in range(rules.players) if s != shooter]
        assert (points[shooter] - jack[shooter], set(others)) in ((0, {26}), (-26, {0}))


@settings(max_examples=100, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_clone_equals_original_and_push_pop_restore_exactly(
    rules: Rules, seed: int, choices: int
) -> None:
    rng = random.Random(choices)
    deal = Deal.new(rules, seed=seed)
    if deal.phase is Phase.PASS:
        random_pass(deal, rng)
    while deal.phase is Phase.PLAY:
        copy = deal.clone()
        assert copy == deal
        card = rng.choice(sorted(deal.legal_plays()))
        copy.push(card)
        assert copy != deal  # the clone is independent
        assert copy.pop() == card
        assert copy == deal
        assert copy.events == deal.events
        deal.push(card)
    finished = deal.clone()
    assert finished == deal and finished.points == deal.points


@settings(max_examples=60, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_observation_never_shows_another_seats_unplayed_card(
    rules: Rules, seed: int, choices: int
) -> None:
    rng = random.Random(choices)
    deal = Deal.new(rules, seed=seed)
    while deal.phase in (Phase.PASS, Phase.PLAY):
        for seat in range(rules.players):
            obs = deal.observation(seat)
            visible = int(obs.hand) | int(obs.played) | int(obs.legal)
            visible |= int(obs.passed or 0) | int(obs.received or 0)
            for known in obs.known_cards:
                visible |= int(known)
            for other in range(rules.players):
                if other == seat:
                    continue
                leaked = visible & int(deal.hand(other)) & ~int(obs.passed or 0)
                assert leaked == 0, f"seat {seat} sees seat {other}'s hidden cards"
        if deal.phase is Phase.PASS:
            random_pass(deal, rng)
        else:
            deal.play(rng.choice(sorted(deal.legal_plays())))


@settings(max_examples=25, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_records_round_trip(rules: Rules, seed: int, choices: int) -> None:
    rng = random.Random(choices)
    match = Match(rules, seed=seed)
    for _ in range(rng.randint(1, 6)):
        finish(match.deal, rng)
        if match.is_over:
            break
        match.next_deal()
    if rng.random() < 0.5:  # stop part way through a deal sometimes
        deal = match.deal
        if deal.phase is Phase.PASS:
            random_pass(deal, rng)
        for _ in range(rng.randint(0, 5)):
            if deal.phase is Phase.PLAY:
                deal.play(rng.choice(sorted(deal.legal_plays())))
    again = loads(dumps(match))
    assert again.rules == match.rules and again.seed == match.seed
    assert again.deals == match.deals
    assert again.totals == match.totals
    assert again.is_over == match.is_over and again.winners == match.winners
    assert dumps(again) == dumps(match)
