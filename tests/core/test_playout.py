"""The search path of a deal: ``clone``, ``legal_mask``, ``push`` and ``pop``."""

from __future__ import annotations

import dataclasses
import random

import pytest

from hjerterfri import Deal, IllegalMoveError, MoonRule, Phase, Rules
from hjerterfri.core.cards import JD_BIT, mask_cards
from hjerterfri.core.errors import Reason
from hjerterfri.core.scoring import moon_choice
from tests.core.hands import FIRST_TRICK_HANDS


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


def rollout_points(deal: Deal) -> tuple[int, ...]:
    """What ``rollout`` gives for a played-out deal: its points, or while the shooter is still
    choosing, the moon scored as the automatic rule would choose."""
    shooter = deal.moon_shooter
    if deal.phase is not Phase.MOON or shooter is None:
        assert deal.points is not None
        return deal.points
    rules = dataclasses.replace(deal.rules, moon=MoonRule.AUTOMATIC)
    jack = next((s for s in range(rules.players) if JD_BIT & int(deal.taken(s))), None)
    return deal.points_if(moon_choice(rules, deal.totals, shooter, jack))


@pytest.mark.parametrize("rules", PLAYOUT_RULES, ids=lambda r: f"{r.players}p")
def test_rollout_scores_the_cards_playout_plays_and_leaves_the_deal_alone(rules: Rules) -> None:
    """``rollout`` plays what ``playout`` plays with the same generator (checked card by card
    above), scores it as pushing those cards does, and leaves the deal as it was."""
    rng = random.Random(rules.players + 10)
    for number in range(1, 5):
        deal = Deal.new(rules, seed=number, number=number, totals=(50,) * rules.players)
        if deal.phase is Phase.PASS:
            for seat in range(rules.players):
                deal.pass_cards(seat, rng.sample(list(deal.hand(seat)), 3))
        while deal.phase is Phase.PLAY:
            start = deal.clone()
            points = deal.rollout(random.Random(len(deal.plays)))
            assert deal == start
            ended = deal.clone()
            ended.playout(random.Random(len(deal.plays)))
            replay = deal.clone()
            for card in ended.plays[len(deal.plays) :]:
                replay.push(card)
            assert points == rollout_points(replay)
            deal.push(rng.choice(mask_cards(deal.legal_mask())))
        assert deal.rollout(rng) == rollout_points(deal)


MOON_HANDS = [
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",  # seat 0 leads clubs and takes every trick
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
]


@pytest.mark.parametrize(
    ("totals", "points"),
    [
        ((0, 0, 0, 0), (0, 26, 26, 26)),  # +26 to the others does not end the game
        ((80, 80, 10, 10), (-26, 0, 0, 0)),  # +26 would end it with the shooter not winning
    ],
)
def test_rollout_scores_a_moon_under_the_shooters_choice_as_the_automatic_rule(
    totals: tuple[int, ...], points: tuple[int, ...]
) -> None:
    deal = Deal.from_hands(Rules(moon=MoonRule.SHOOTERS_CHOICE), MOON_HANDS, totals=totals)
    rng = random.Random(1)
    assert deal.rollout(rng) == points
    deal.push(0)
    assert deal.rollout(rng) == points
    deal.playout(rng)
    assert deal.phase is Phase.MOON and deal.points is None
    assert deal.rollout(rng) == points
    deal.choose_moon("others_plus_26")
    assert deal.rollout(rng) == deal.points == (0, 26, 26, 26)


def test_rollout_needs_the_passes_made_and_scores_the_jack_with_a_moon() -> None:
    deal = Deal.from_hands(Rules(), MOON_HANDS, pass_direction="left")
    with pytest.raises(ValueError, match="passing"):
        deal.rollout(random.Random(1))
    # Seat 2 holds only hearts: whatever it plays, seat 0 takes every trick.
    deal = Deal.from_hands(Rules(jack_of_diamonds=True), MOON_HANDS)
    assert deal.rollout(random.Random(2)) == (-10, 26, 26, 26)


def test_play_refuses_a_card_offered_before_push_pop_or_playout_moved_on() -> None:
    """``play`` trusts the legal plays just offered, so every move must make it forget them."""
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    deal.play("2C")
    offered = deal.legal_plays()  # seat 1's clubs
    deal.push(mask_cards(deal.legal_mask())[0])
    with pytest.raises(IllegalMoveError) as refused:
        deal.play(next(iter(offered)))  # a card of seat 1's, now that seat 2 is to play
    assert refused.value.reason is Reason.NOT_IN_HAND
    now = deal.legal_plays()  # seat 2's
    deal.pop()
    with pytest.raises(IllegalMoveError) as refused:
        deal.play(next(iter(now)))
    assert refused.value.reason is Reason.NOT_IN_HAND
    deal.legal_plays()
    deal.playout(random.Random(1))
    with pytest.raises(IllegalMoveError) as refused:
        deal.play(next(iter(offered)))
    assert refused.value.reason is Reason.WRONG_PHASE
