"""The search building blocks: worlds the seat cannot tell from the real deal, and the
determinized search of docs/research.md, run as written there."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from hjerterfri import Deal, Observation, Phase, Rules, Suit
from hjerterfri.bots import make_bot
from hjerterfri.core.cards import SUIT_MASKS
from hjerterfri.search import WorldSampler, determinize

DOCS = Path(__file__).resolve().parents[1] / "docs" / "research.md"
VARIANTS = [Rules(), Rules(players=3), Rules.preset("omnibus", players=5), Rules(players=6)]


def decisions(rules: Rules, seed: int) -> list[tuple[Deal, Observation]]:
    """Every decision of a deal played by medium bots: the deal there and the seat's view."""
    deal = Deal.new(rules, seed=seed, number=seed % 3 + 1)
    bot = make_bot("medium", seed)
    out = []
    if deal.phase is Phase.PASS:
        for seat in range(rules.players):
            out.append((deal.clone(), deal.observation(seat)))
            deal.pass_cards(seat, bot.choose_pass(deal.observation(seat)))
    while deal.phase is Phase.PLAY:
        obs = deal.observation(deal.to_act)  # type: ignore[arg-type]
        out.append((deal.clone(), obs))
        deal.play(bot.choose_play(obs))
    return out


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: f"{r.players}p")
def test_a_world_looks_the_same_to_the_seat(rules: Rules) -> None:
    rng = random.Random(rules.players)
    differ = 0
    for seed in range(3):
        for real, obs in decisions(rules, seed):
            world = determinize(obs, rng)
            assert world.observation(obs.seat) == obs
            differ += world.hands != real.hands
            for seat, voids in enumerate(obs.voids):
                for suit in voids:
                    assert not int(world.hand(seat)) & SUIT_MASKS[suit], (seat, suit)
            known = obs.known_cards
            for seat in range(rules.players):
                assert int(known[seat]) & ~int(world.hand(seat)) == 0  # its pass stays there
    assert differ > 20


def test_a_world_respects_a_shown_void() -> None:
    """Seat 1 discarded on a club lead: no world gives it a club."""
    hands = [
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    ]
    deal = Deal.from_hands(Rules(), hands)
    deal.play("2C")
    deal.play("2D")
    obs = deal.observation(2)
    assert Suit.CLUBS in obs.voids[1]
    sampler = WorldSampler(obs)
    rng = random.Random(3)
    for _ in range(50):
        world = determinize(obs, rng, sampler)
        assert not int(world.hand(1)) & SUIT_MASKS[Suit.CLUBS]
        assert world.observation(2) == obs


def docs_example() -> dict[str, Any]:
    block = re.search(r"<!-- determinized-search -->\n```python\n(.*?)```", DOCS.read_text(), re.S)
    assert block, "docs/research.md lost its determinized-search example"
    names: dict[str, Any] = {}
    exec(block.group(1), names)
    return names


def test_the_documented_search_beats_random_play() -> None:
    best_card = docs_example()["best_card"]
    rules = Rules(pass_order="none")  # type: ignore[arg-type]
    random_bot = make_bot("random", 5)
    searched = played = 0
    for seed in range(8):
        deal = Deal.new(rules, seed=seed)
        while deal.phase is Phase.PLAY:
            obs = deal.observation(deal.to_act)  # type: ignore[arg-type]
            if obs.seat == 0:
                card = best_card(obs, worlds=8, rng=random.Random(seed))
                assert card in obs.legal
            else:
                card = random_bot.choose_play(obs)
            deal.play(card)
        points = deal.points
        assert points is not None
        searched += points[0]
        played += sum(points[1:]) / 3
    assert searched < played  # fewer points than the random seats' average
