"""The OpenSpiel ISMCTS adapter: the state it rebuilds gives the seat the same choices, and
its decisions (with few simulations here) are legal."""

from __future__ import annotations

import pyspiel
import pytest

from hjerterfri.bots import make_bot
from hjerterfri.bots.openspiel_ismcts import OpenSpielIsmctsBot, openspiel_params, openspiel_state
from hjerterfri.core import Deal, Phase, Rules
from tests.bots.play import play_deal


@pytest.mark.parametrize("preset", ["hjerterfri", "pagat", "omnibus"])
def test_rebuilt_state_offers_the_same_plays(preset: str) -> None:
    rules = Rules.preset(preset)
    game = pyspiel.load_game("hearts", openspiel_params(rules))
    medium = make_bot("medium", 1)
    for number in range(1, 5):
        deal = Deal.new(rules, seed=number, number=number)
        if deal.phase is Phase.PASS:
            for seat in range(4):
                state = openspiel_state(game, deal.observation(seat))
                assert state.current_player() == 0
                assert state.legal_actions() == sorted(int(c) for c in deal.hand(seat))
                deal.pass_cards(seat, medium.choose_pass(deal.observation(seat)))
        while deal.phase is Phase.PLAY:
            obs = deal.observation(deal.to_act)  # type: ignore[arg-type]
            state = openspiel_state(game, obs)
            assert state.current_player() == 0  # the seat to act is OpenSpiel's player 0
            assert state.legal_actions() == sorted(int(c) for c in obs.legal)
            deal.play(medium.choose_play(obs))


@pytest.mark.parametrize("engine", ["python", "cpp"])
def test_ismcts_plays_legal_deals(engine: str) -> None:
    rules = Rules()
    bots = [OpenSpielIsmctsBot(rules, seed=s, simulations=8, engine=engine) for s in range(2)]
    bots += [make_bot("medium", 3), make_bot("random", 4)]
    play_deal(Deal.new(rules, seed=9, number=1), bots)


def test_rules_openspiel_lacks_are_refused() -> None:
    with pytest.raises(ValueError, match="4 players"):
        OpenSpielIsmctsBot(Rules(players=5))
