"""The OpenSpiel game ``python_hjerterfri``: OpenSpiel's own checks, move-for-move agreement
with OpenSpiel's ``hearts`` and with our engine, secrecy of the tensors, resampled worlds,
and OpenSpiel's ISMCTS, MCTS and ``evaluate_bots`` on 3 to 6 players."""

from __future__ import annotations

import pickle
import random

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

from hjerterfri import CARDS, Deal, InvalidRulesError, MoonRule, Phase, Rules
from hjerterfri.core.cards import mask_cards
from hjerterfri.core.scoring import MOON_CHOICES
from hjerterfri.env.observation import SECTIONS
from hjerterfri.env.openspiel_game import HjerterfriState, game_params
from tests.core.test_openspiel_differential import (
    VARIANTS,
    feeder_policy,
    openspiel_game,
    our_rules,
    random_policy,
    variant_id,
)

TABLES = [
    Rules(),
    Rules(players=3, three_player_removes="2C"),
    Rules.preset("omnibus", players=5),
    Rules(players=6, moon=MoonRule.SHOOTERS_CHOICE, queen_points=12),
    Rules.preset("hjarter"),
    Rules(pass_order="none", moon=MoonRule.AUTOMATIC, single_deal=True),  # type: ignore[arg-type]
]


def load(rules: Rules, number: int = 1) -> pyspiel.Game:
    return pyspiel.load_game("python_hjerterfri", game_params(rules, number))


def dealt(game: pyspiel.Game, rng: random.Random) -> HjerterfriState:
    state = game.new_initial_state()
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        state.apply_action(rng.choice(outcomes)[0])
    return state  # type: ignore[no-any-return]


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: f"{r.players}p-{r.moon.value}")
def test_openspiel_generic_checks_pass(rules: Rules) -> None:
    game = load(rules, number=2)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_states_serialise_pickle_and_clone_mid_deal() -> None:
    game = load(Rules.preset("omnibus", players=5))
    rng = random.Random(4)
    state = dealt(game, rng)
    for _ in range(30):
        state.apply_action(rng.choice(state.legal_actions()))
    text = pyspiel.serialize_game_and_state(game, state)
    again_game, again = pyspiel.deserialize_game_and_state(text)
    assert str(again_game) == str(game) and str(again) == str(state)
    assert again.history() == state.history()
    assert str(pickle.loads(pickle.dumps(state))) == str(state)
    copy = state.clone()
    copy.apply_action(copy.legal_actions()[0])
    assert str(copy) != str(state) and len(copy.history()) == len(state.history()) + 1


def test_bad_rules_say_what_is_wrong() -> None:
    with pytest.raises(InvalidRulesError, match="players=7 is not supported"):
        pyspiel.load_game("python_hjerterfri", {"players": 7})
    with pytest.raises(InvalidRulesError, match="moon='sometimes' is not a choice"):
        pyspiel.load_game("python_hjerterfri", {"moon": "sometimes"})
    with pytest.raises(InvalidRulesError, match="deal_number=0"):
        pyspiel.load_game("python_hjerterfri", {"deal_number": 0})


@pytest.mark.parametrize("variant", VARIANTS, ids=variant_id)
def test_moves_match_openspiel_hearts(variant: tuple[bool, ...]) -> None:
    """Four players, the rules both games have: the same actions give the same choices."""
    rules = our_rules(variant)
    rng = random.Random(hash(variant_id(variant)) & 0xFFFF)
    hearts = openspiel_game(variant)
    for number in range(1, 5):
        ours = load(rules, number)
        theirs = hearts.new_initial_state()
        theirs.apply_action(rules.pass_offset(number) % 4)  # hearts deals the direction too
        state = ours.new_initial_state()
        for _ in range(52):
            card = rng.choice(state.chance_outcomes())[0]
            state.apply_action(card)
            theirs.apply_action(card)
        policy = feeder_policy(number % 4) if number % 2 else random_policy
        while not state.is_terminal():
            assert state.current_player() == theirs.current_player()
            assert state.legal_actions() == theirs.legal_actions(), str(state)
            deal = state.table.deal  # type: ignore[union-attr]
            legal = sum(1 << a for a in state.legal_actions())
            if deal is not None and deal.phase is Phase.PLAY:
                action = policy(deal, legal, rng)
            else:
                action = rng.choice(state.legal_actions())
            state.apply_action(action)
            theirs.apply_action(action)
        assert theirs.is_terminal()
        assert state.returns() == [r - 26 for r in theirs.returns()]  # hearts: 26 - points


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: f"{r.players}p-{r.moon.value}")
def test_moves_match_our_engine(rules: Rules) -> None:
    """Every variant: the game offers what ``Deal`` allows and scores what it scores."""
    rng = random.Random(rules.players)
    for number in range(1, 4):
        game = load(rules, number)
        for _ in range(4):
            state = dealt(game, rng)
            hands = [[c for c in mask_cards(int(h))] for h in state.table.deal.dealt_hands]  # type: ignore[union-attr]
            deal = Deal.from_hands(rules, hands, pass_direction=rules.pass_offset(number))
            picks: dict[int, list[int]] = {}
            while not state.is_terminal():
                seat = state.current_player()
                if deal.phase is Phase.PASS:
                    held = int(deal.hand(seat)) & ~sum(1 << c for c in picks.get(seat, []))
                    assert state.legal_actions() == mask_cards(held)
                elif deal.phase is Phase.PLAY:
                    assert seat == deal.to_act
                    assert state.legal_actions() == mask_cards(int(deal.legal_plays()))
                else:
                    assert seat == deal.moon_shooter
                    assert state.legal_actions() == [52, 53]
                action = rng.choice(state.legal_actions())
                state.apply_action(action)
                if deal.phase is Phase.PASS:
                    picks.setdefault(seat, []).append(action)
                    if len(picks[seat]) == 3:
                        deal.pass_cards(seat, [CARDS[c] for c in picks[seat]])
                elif deal.phase is Phase.PLAY:
                    deal.play(CARDS[action])
                else:
                    deal.choose_moon(MOON_CHOICES[action - 52])
            assert deal.points is not None
            assert state.returns() == [-p for p in deal.points]


def test_tensors_hold_only_what_the_player_knows() -> None:
    """Another seat's hidden cards never show; a resampled world looks the same to the player."""
    game = load(Rules.preset("omnibus", players=5))
    rng = random.Random(8)
    state = dealt(game, rng)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    worlds_differ = 0
    while not state.is_terminal():
        player = state.current_player()
        tensor = np.array(state.information_state_tensor(player))
        deal = state.table.deal  # type: ignore[union-attr]
        hand = tensor[SECTIONS["hand"]]
        assert [c for c in range(52) if hand[c]] == mask_cards(int(deal.hand(player)))
        world = state.resample_from_infostate(player, sampler)
        assert world.information_state_string(player) == state.information_state_string(player)
        assert world.information_state_tensor(player) == state.information_state_tensor(player)
        assert world.observation_tensor(player) == state.observation_tensor(player)
        assert world.legal_actions() == state.legal_actions()
        worlds_differ += str(world) != str(state)
        state.apply_action(rng.choice(state.legal_actions()))
    assert worlds_differ > 10  # the hidden hands really were dealt anew


def test_observers_other_than_one_players_view_are_refused() -> None:
    game = load(Rules())
    public_only = pyspiel.IIGObservationType(
        perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE
    )
    with pytest.raises(ValueError, match="one player's view"):
        game.make_py_observer(public_only)


def test_observation_leaves_out_the_order_of_play() -> None:
    game = load(Rules())
    assert game.information_state_tensor_size() == SECTIONS["match"].stop
    ordered = SECTIONS["trick_of"].stop - SECTIONS["trick_of"].start
    assert game.observation_tensor_size() == game.information_state_tensor_size() - 2 * ordered


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_openspiel_search_bots_play_whole_deals(players: int) -> None:
    game = load(Rules.preset("omnibus", players=players))
    rs = np.random.RandomState(players)
    rollouts = mcts.RandomRolloutEvaluator(1, rs)
    bots = [
        ismcts.ISMCTSBot(game, rollouts, 2.0, 4, random_state=rs),
        mcts.MCTSBot(game, 2.0, 4, rollouts, random_state=rs),
    ]
    bots += [pyspiel.make_uniform_random_bot(p, players) for p in range(2, players)]
    returns = pyspiel.evaluate_bots(game.new_initial_state(), bots, players)
    assert len(returns) == players
    assert sum(returns) in (-16.0, -26.0 * (players - 1) + 10)  # J♦ -10; a moon: others +26


def test_string_forms_name_cards_as_players_do() -> None:
    game = load(Rules(moon=MoonRule.SHOOTERS_CHOICE))
    state = game.new_initial_state()
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 0) == "deal 2C"
    state = dealt(game, random.Random(1))
    assert state.action_to_string(0, 43) == "pass QS"
    assert state.action_to_string(0, 52) == "moon: others_plus_26"
    assert state.action_to_string(0, 53) == "moon: shooter_minus_26"
    hand = " ".join(str(c) for c in state.table.deal.hand(0))  # type: ignore[union-attr]
    assert f"dealt {hand}" in state.information_state_string(0)
    assert f"hand {hand}" in state.observation_string(0)
    assert str(state).startswith("deal 1, pass left, pass")
