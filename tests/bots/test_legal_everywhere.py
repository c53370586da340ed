"""No bot ever makes an illegal move or crashes, in every preset and for 3 to 6 players.

Every action goes through the checked API, which raises on anything illegal. The cheap
levels play a few hundred deals; the search bot fewer, with a tiny budget.
"""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from hjerterfri.bots import make_bot
from hjerterfri.bots.search_bot import SearchBot
from hjerterfri.core import PRESETS, Deal, MoonRule, Rules
from tests.bots.play import play_deal

TABLES = [
    dataclasses.replace(rules, players=n)
    for rules, n in itertools.product(PRESETS.values(), (3, 4, 5, 6))
]
EXTRA = [
    Rules(players=3, three_player_removes="2C"),
    Rules(queen_points=12, moon=MoonRule.AUTOMATIC, hearts_must_break=False),
    Rules(jack_of_diamonds=True, moon=MoonRule.SHOOTERS_CHOICE, first_trick_points=True),
]


@pytest.mark.parametrize("rules", TABLES + EXTRA, ids=repr)
def test_cheap_levels_play_legally(rules: Rules) -> None:
    for number in range(1, 13):
        levels = ["random", "easy", "medium", "medium", "easy", "random"][: rules.players]
        bots = [make_bot(level, seed=number * 10 + s) for s, level in enumerate(levels)]
        points = play_deal(Deal.new(rules, seed=number, number=number), bots)
        assert len(points) == rules.players


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("preset", ["hjerterfri", "omnibus", "online"])
def test_search_bot_plays_legally(players: int, preset: str) -> None:
    rules = Rules.preset(preset, players=players)
    for number in range(1, 3):
        bots = [SearchBot(seed=s, budget=0.02) for s in range(players)]
        play_deal(Deal.new(rules, seed=number, number=number), bots)


def test_moon_choice_is_made_by_every_level() -> None:
    """A rigged moon under the shooter's choice: each level answers with a valid choice."""
    hands = [
        "AH KH QH JH TH 9H 8H 7H 6H AS KS QS AC",
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2S",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
        "2H 3H 4H 5H 3S 4S 5S 6S 7S 8S 9S TS JS",
    ]
    rules = Rules(moon=MoonRule.SHOOTERS_CHOICE)
    for level in ("random", "easy", "medium", "hard"):
        deal = Deal.from_hands(rules, hands)
        bots = [make_bot(level, seed=1) for _ in range(4)]
        if level == "hard":
            bots = [SearchBot(seed=1, budget=0.02) for _ in range(4)]
        play_deal(deal, bots)
        assert deal.moon_choice in ("others_plus_26", "shooter_minus_26")
