"""The observation layout (version 2): each section says what the docs say, from any seat."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from hjerterfri import Deal, Observation, Phase, Rules
from hjerterfri.core.cards import mask_cards
from hjerterfri.env.observation import LAYOUT, MAX_SEATS, SECTIONS, SIZE, VERSION
from hjerterfri.env.table import EnvTable


def played_out(table: EnvTable, rng: np.random.Generator, decisions: int) -> None:
    for _ in range(decisions):
        seat = table.to_act()
        assert seat is not None
        table.act(seat, int(rng.choice(np.flatnonzero(table.mask(seat)))))


def cards(vector: np.ndarray, section: str) -> list[int]:
    return [int(c) for c in np.flatnonzero(vector[SECTIONS[section]])]


def test_the_layout_is_versioned_and_adds_up() -> None:
    assert VERSION == 2
    assert [name for name, _ in LAYOUT][:4] == ["hand", "passed", "received", "played_by"]
    assert SIZE == sum(int(np.prod(shape)) for _, shape in LAYOUT) == SECTIONS["match"].stop


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_each_section_matches_the_seats_observation(players: int) -> None:
    rules = Rules(players=players, jack_of_diamonds=True)
    table = EnvTable(rules)
    deal = table.reset(seed=players, number=1)
    rng = np.random.default_rng(players)
    played_out(table, rng, 3 * players + 2 * players + 1)  # passes, two tricks and a card
    for seat in range(players):
        vector = table.observe(seat)
        obs: Observation = deal.observation(seat)
        assert cards(vector, "hand") == mask_cards(int(obs.hand))
        assert cards(vector, "passed") == mask_cards(int(obs.passed or 0))
        assert cards(vector, "received") == mask_cards(int(obs.received or 0))
        by = vector[SECTIONS["played_by"]].reshape(MAX_SEATS, 52)
        order = vector[SECTIONS["trick_of"]], vector[SECTIONS["place_in_trick"]]
        for number, trick in enumerate([*obs.tricks, None]):
            plays = obs.trick if trick is None else trick.plays
            for place, (who, card) in enumerate(plays, start=1):
                assert by[(who - seat) % players, card] == 1
                assert (order[0][card], order[1][card]) == (number + 1, place)
        assert by.sum() == len(obs.played) and not by[players:].any()
        assert cards(vector, "on_table") == sorted(int(c) for _, c in obs.trick)
        taken = vector[SECTIONS["points_taken"]]
        assert [taken[(s - seat) % players] for s in range(players)] == list(obs.points_taken)
        assert vector[SECTIONS["phase"]].tolist() == [0, 1, 0]
        assert vector[SECTIONS["players"]].tolist() == [int(players == k) for k in (3, 4, 5, 6)]
        assert vector[SECTIONS["pass_direction"]].tolist() == [0, 1, 0, 0]  # deal 1: left
        assert vector[SECTIONS["rules"]][3] == 1  # J♦
        assert vector[SECTIONS["match"]].tolist() == [0, 100, 1]


def test_a_match_episode_carries_the_totals_into_the_next_deal() -> None:
    table = EnvTable(Rules(target=30), episode="match")
    table.reset(seed=11)
    rng = np.random.default_rng(11)
    deals = 0
    while True:
        deal = table.deal
        assert deal is not None
        while deal.points is None:
            played_out(table, rng, 1)
        deals += 1
        if table.over:
            break
        totals = table.match.totals  # type: ignore[union-attr]
        table.next_deal()
        vector = table.observe(1)
        seen = vector[SECTIONS["totals"]][:4]
        assert [seen[(s - 1) % 4] for s in range(4)] == list(totals)
        assert vector[SECTIONS["match"]][2] == deals + 1
        assert table.deal is not None and table.deal.phase in (Phase.PASS, Phase.PLAY)
    assert deals >= 2 and table.match is not None and table.match.is_over


def test_bad_episode_kinds_say_what_is_wrong() -> None:
    with pytest.raises(ValueError, match="episode='season'; use 'deal'"):
        EnvTable(Rules(), episode="season")


def test_the_table_clone_is_independent() -> None:
    table = EnvTable(Rules(pass_order="none"))  # type: ignore[arg-type]
    table.reset(seed=2)
    copy = table.clone()
    played_out(copy, np.random.default_rng(2), 5)
    assert table.deal == Deal.new(Rules(pass_order="none"), seed=2)  # type: ignore[arg-type]
    assert not table.observe(0)[SECTIONS["trick_of"]].any()


def test_docs_list_the_sections_in_order_with_their_shapes() -> None:
    docs = (Path(__file__).resolve().parents[2] / "docs" / "research.md").read_text()
    table = docs.split("## The observation, version 2")[1].split("\n## ")[0]
    rows = re.findall(r"^\| `(\w+)` \| ([\d ×]+) \|", table, re.M)
    shapes = [tuple(int(k) for k in shape.split(" × ")) for _, shape in rows]
    assert [(name, shape) for (name, _), shape in zip(rows, shapes, strict=True)] == list(LAYOUT)
    assert f"`SIZE` = {SIZE} numbers" in docs
