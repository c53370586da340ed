"""Bots at a table: a wrong bot never stops the game; hints come from the seat's view only."""

from __future__ import annotations

import random

import pytest

import hjerterfri.bots
from hjerterfri.core import Card, Deal, Observation, Rules
from hjerterfri.services.table import seat_bots
from hjerterfri.services.table.config import Action
from tests.server.test_table import act, config, started


class Careless:
    """Passes and plays the first card of its hand, legal or not."""

    name = "careless"

    def __init__(self, _level: str = "", _seed: int = 0) -> None:
        pass

    def choose_pass(self, observation: Observation) -> list[Card]:
        return [sorted(observation.hand)[0]] * 3  # the same card three times

    def choose_play(self, observation: Observation) -> Card:
        return sorted(observation.hand)[-1]


def test_a_bot_choosing_illegal_moves_is_given_legal_ones() -> None:
    table = started(bots=Careless)
    rng = random.Random(1)
    while not table.match.is_over:
        act(table, rng)
    assert table.match.is_over


def test_the_illegal_choice_is_replaced_by_the_plainest_legal_one() -> None:
    deal = Deal.new(Rules(), seed=1)
    refused = seat_bots.bot_action(deal, 1, "careless", Careless(), lambda action: False)
    assert refused == seat_bots.any_legal(deal, 1)
    assert refused.kind == "pass" and len(set(refused.cards)) == 3


def test_without_advise_the_hint_says_what_the_bot_would_do(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delattr(hjerterfri.bots, "advise")
    table = started(config(), bots=lambda level, seed: hjerterfri.bots.make_bot("random", seed))
    hint = table.hint(0)
    assert hint.reason == "The medium bot would pass these cards."
    assert len(hint.cards) == 3


def test_a_seat_param_of_a_hint_is_a_number() -> None:
    advice = hjerterfri.bots.Advice(
        cards=(Card("3C"),),
        reason="Seat 2 may be shooting the moon.",
        template="Seat {seat} may be shooting the moon.",
        params={"seat": "2", "card": "3♣"},
    )
    hint = seat_bots._hint_from(advice, "medium")
    assert hint.params == {"seat": 2, "card": "3♣"}
    assert hint.cards == ("3C",) and hint.template.startswith("Seat {seat}")


def test_bot_actions_are_table_actions() -> None:
    deal = Deal.new(Rules(pass_order="none"), seed=2)  # type: ignore[arg-type]
    seat = deal.to_act
    assert seat is not None
    action = seat_bots.bot_action(deal, seat, "random", Careless(), lambda a: True)
    assert isinstance(action, Action) and action.kind == "play"
