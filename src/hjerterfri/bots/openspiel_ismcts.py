"""OpenSpiel's ISMCTS as an outside reference opponent, seated through our ``Observation``.

Each decision rebuilds an OpenSpiel ``hearts`` state that gives this seat exactly the
information state it has here: its dealt hand, its passes, every card played. The hidden
hands in that state come from our ``WorldSampler`` (ISMCTS resamples them anyway, with
OpenSpiel's own resampler). Rules map as in ``tests/core/test_openspiel_differential.py``;
OpenSpiel's Hearts has four players, Q♠ = 13 and moon "others +26" only, so other tables
are refused. ``engine="python"`` is ``open_spiel.python.algorithms.ismcts``;
``engine="cpp"`` is the same algorithm in OpenSpiel's C++ (``pyspiel.ISMCTSBot``), about
30 times faster, for long arena runs. ``pyspiel`` is imported only when this bot is built.
"""

from __future__ import annotations

from typing import Any

from hjerterfri.bots import moon
from hjerterfri.bots.cardbits import cards_of
from hjerterfri.bots.search_bot import decision_rng
from hjerterfri.bots.world import WorldSampler
from hjerterfri.core import CARDS, Card, MoonRule, Observation, Phase, Rules

SIMULATIONS = 1000
UCT_C = 2.0  # OpenSpiel's examples' exploration constant
PASS_COUNT = 3


def openspiel_params(rules: Rules) -> dict[str, bool]:
    """OpenSpiel ``hearts`` parameters for our rules; ValueError where it has no counterpart."""
    if rules.players != 4 or rules.queen_points != 13 or rules.moon is not MoonRule.OTHERS_PLUS_26:
        raise ValueError(
            "OpenSpiel's Hearts plays 4 players, Q♠ = 13 and moon 'others +26' only; "
            f"these rules have {rules.players} players, Q♠ = {rules.queen_points}, "
            f"moon {rules.moon.value!r}"
        )
    return {
        "pass_cards": True,
        "no_pts_on_first_trick": not rules.first_trick_points,
        "must_break_hearts": rules.hearts_must_break,
        "qs_breaks_hearts": rules.queen_breaks_hearts,
        "jd_bonus": rules.jack_of_diamonds,
        "avoid_all_tricks_bonus": False,
        "can_lead_any_club": False,
        "can_lead_hearts_instead_of_qs": False,
    }


class OpenSpielIsmctsBot:
    """ISMCTS with random rollouts, ``simulations`` per decision (each of the 3 pass cards)."""

    def __init__(
        self,
        rules: Rules,
        seed: int | None = None,
        *,
        simulations: int = SIMULATIONS,
        engine: str = "python",
    ) -> None:
        import pyspiel

        if engine not in ("python", "cpp"):
            raise ValueError(f"engine {engine!r}; use 'python' or 'cpp'")
        self.name = "openspiel-ismcts" + ("-cpp" if engine == "cpp" else "")
        self._pyspiel = pyspiel
        self._game = pyspiel.load_game("hearts", openspiel_params(rules))
        self._seed = seed
        self._simulations = simulations
        self._engine = engine

    def _search(self, state: Any, obs: Observation, salt: int) -> int:
        seed = decision_rng(self._seed, obs).randrange(2**31) + salt
        if self._engine == "cpp":
            pyspiel = self._pyspiel
            evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
            bot = pyspiel.ISMCTSBot(
                seed,
                evaluator,
                UCT_C,
                self._simulations,
                -1,
                pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
                False,
                False,
            )
            return int(bot.step(state))
        import numpy as np
        from open_spiel.python.algorithms import ismcts, mcts

        rollouts = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
        searcher = ismcts.ISMCTSBot(
            self._game,
            rollouts,
            UCT_C,
            self._simulations,
            random_state=np.random.RandomState(seed + 1),
        )
        return int(searcher.step(state))

    def choose_play(self, observation: Observation) -> Card:
        state = openspiel_state(self._game, observation)
        return CARDS[self._search(state, observation, 0)]

    def choose_pass(self, observation: Observation) -> list[Card]:
        state = openspiel_state(self._game, observation)
        chosen = []
        for salt in range(PASS_COUNT):
            card = self._search(state, observation, salt)
            chosen.append(CARDS[card])
            state.apply_action(card)
        return chosen

    def choose_moon(self, observation: Observation) -> str:
        return moon.choose_moon(observation)


def openspiel_state(game: Any, obs: Observation) -> Any:
    """An OpenSpiel state in which ``obs.seat`` knows exactly what ``obs`` says, to act now.

    Seats are turned so that ``obs.seat`` is OpenSpiel's player 0 (the game is the same from
    every chair): OpenSpiel's resampler breaks when players before the searcher have passed.
    """
    n, me = obs.players, obs.seat
    hands = WorldSampler(obs).sample(decision_rng(None, obs))
    for trick in obs.tricks:
        for seat, card in trick.plays:
            hands[seat] |= 1 << card
    for seat, card in obs.trick:
        hands[seat] |= 1 << card
    offset = obs.pass_offset
    passing = obs.phase is Phase.PASS
    passes = _passes(obs, hands) if offset and not passing else [0] * n
    dealt = [0] * n
    for seat in range(n):
        giver = (seat - offset) % n
        dealt[seat] = (hands[seat] & ~passes[giver]) | passes[seat]
    state = game.new_initial_state()
    state.apply_action(offset)
    cards = [cards_of(dealt[(player + me) % n]) for player in range(n)]
    for k in range(52):
        state.apply_action(cards[k % n][k // n])
    if offset:
        if passing:
            return state
        for player in range(n):
            for passed in cards_of(passes[(player + me) % n]):
                state.apply_action(passed)
    for trick in obs.tricks:
        for _, played in trick.plays:
            state.apply_action(int(played))
    for _, played in obs.trick:
        state.apply_action(int(played))
    return state


def _passes(obs: Observation, holdings: list[int]) -> list[int]:
    """Each seat's pass, consistent with what every seat holds after the exchange."""
    n, me, offset = obs.players, obs.seat, obs.pass_offset
    assert obs.passed is not None and obs.received is not None
    passes = [0] * n
    passes[me] = int(obs.passed)
    passes[(me - offset) % n] = int(obs.received)
    for giver in range(n):
        if giver in (me, (me - offset) % n):
            continue
        passes[giver] = _any_three(holdings[(giver + offset) % n])
    return passes


def _any_three(mask: int) -> int:
    out = 0
    for card in cards_of(mask)[:PASS_COUNT]:
        out |= 1 << card
    return out
