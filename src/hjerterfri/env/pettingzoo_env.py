"""A PettingZoo AEC environment: one deal of Hjerterfri under any ``Rules``.

A thin adapter over the core, as DESIGN.md asks: the ``Deal`` decides every rule, each
agent is observed only through ``Deal.observation`` (so no agent can see another's hidden
cards), and observations are ``{"observation", "action_mask"}`` like PettingZoo's classic
card games.

Actions are ``Discrete(54)``: 0–51 are the cards (``hjerterfri.Card`` numbers); 52 and 53
are the shooter's moon choice (others +26 / me −26) under ``MoonRule.SHOOTERS_CHOICE``.
While passing, an agent acts three times in a row, one card each; its picks are handed to
``Deal.pass_cards`` together. An episode is one deal; each agent's reward at the end is
minus its points. An illegal action raises ``IllegalMoveError`` and changes nothing.
"""

from __future__ import annotations

from typing import Any, Final

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from hjerterfri.core import Deal, IllegalMoveError, Observation, Phase, Reason, Rules
from hjerterfri.core.rules import PASS_COUNT
from hjerterfri.core.scoring import MOON_CHOICES

CARD_ACTIONS: Final = 52
ACTIONS: Final = CARD_ACTIONS + len(MOON_CHOICES)
MAX_SEATS: Final = 6
_PHASES: Final = (Phase.PASS, Phase.PLAY, Phase.MOON)
# hand, my pass (picked or made), received, played by each seat, the trick by each seat,
# shown voids, points taken, hearts broken, phase, player count, pass direction
OBSERVATION_SIZE: Final = (
    3 * 52 + MAX_SEATS * 52 * 2 + MAX_SEATS * 4 + MAX_SEATS + 1 + len(_PHASES) + 4 + 4
)


def _bits(mask: int) -> np.ndarray:
    return np.array([(mask >> i) & 1 for i in range(52)], dtype=np.int8)


def encode(obs: Observation, picked: int = 0) -> np.ndarray:
    """A seat's observation as a flat int8 vector; other seats are numbered from this one."""
    n = obs.players
    played = np.zeros((MAX_SEATS, 52), dtype=np.int8)
    for trick in obs.tricks:
        for seat, card in trick.plays:
            played[(seat - obs.seat) % n, card] = 1
    on_table = np.zeros((MAX_SEATS, 52), dtype=np.int8)
    for seat, card in obs.trick:
        on_table[(seat - obs.seat) % n, card] = 1
    voids = np.zeros((MAX_SEATS, 4), dtype=np.int8)
    points = np.zeros(MAX_SEATS, dtype=np.int8)
    for seat in range(n):
        for suit in obs.voids[seat]:
            voids[(seat - obs.seat) % n, int(suit)] = 1
        points[(seat - obs.seat) % n] = obs.points_taken[seat]
    phase = np.array([obs.phase is p for p in _PHASES], dtype=np.int8)
    count = np.array([n == k for k in (3, 4, 5, 6)], dtype=np.int8)
    offsets = (0, 1, n - 1, n // 2 if n % 2 == 0 else -1)  # none, left, right, across
    direction = np.array([obs.pass_offset == k for k in offsets], dtype=np.int8)
    mine = int(obs.passed) if obs.passed is not None else picked
    return np.concatenate(
        [
            _bits(int(obs.hand)),
            _bits(mine),
            _bits(int(obs.received or 0)),
            played.ravel(),
            on_table.ravel(),
            voids.ravel(),
            points,
            np.array([obs.hearts_broken], dtype=np.int8),
            phase,
            count,
            direction,
        ]
    )


class HjerterfriEnv(AECEnv):  # type: ignore[misc]
    """One deal per episode; ``reset(seed=…, options={"number": k})`` picks the deal."""

    metadata: Final = {
        "render_modes": ["ansi"],
        "name": "hjerterfri_v0",
        "is_parallelizable": False,
    }

    def __init__(self, rules: Rules | None = None, render_mode: str | None = None) -> None:
        super().__init__()
        self.rules = rules or Rules()
        self.render_mode = render_mode
        self.possible_agents = [f"seat_{s}" for s in range(self.rules.players)]
        self.agents = self.possible_agents[:]
        observation = spaces.Dict(
            {
                "observation": spaces.Box(-128, 127, shape=(OBSERVATION_SIZE,), dtype=np.int8),
                "action_mask": spaces.Box(0, 1, shape=(ACTIONS,), dtype=np.int8),
            }
        )
        self.observation_spaces = dict.fromkeys(self.possible_agents, observation)
        self.action_spaces = dict.fromkeys(self.possible_agents, spaces.Discrete(ACTIONS))
        self.deal: Deal | None = None
        self._picks: list[int] = []

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # -- the cycle ---------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        number = int((options or {}).get("number", 1))
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1)[0])
        self.deal = Deal.new(self.rules, seed=seed, number=number)
        self._picks = [0] * self.rules.players
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._agent_to_act()

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def _agent_to_act(self) -> str:
        deal = self.deal
        assert deal is not None
        if deal.phase is Phase.PASS:  # seats pass in order, three picks each
            seat = next(s for s in range(self.rules.players) if deal.passed(s) is None)
            return self.possible_agents[seat]
        return self.possible_agents[deal.to_act or 0]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        deal = self.deal
        assert deal is not None
        seat = self._seat(agent)
        obs = deal.observation(seat)
        return {"observation": encode(obs, self._picks[seat]), "action_mask": self._mask(seat)}

    def _mask(self, seat: int) -> np.ndarray:
        deal = self.deal
        assert deal is not None
        mask = np.zeros(ACTIONS, dtype=np.int8)
        if self.terminations.get(self.possible_agents[seat]):
            return mask
        if deal.phase is Phase.PASS and deal.passed(seat) is None:
            mask[:CARD_ACTIONS] = _bits(int(deal.hand(seat)) & ~self._picks[seat])
        elif deal.to_act == seat and deal.phase is Phase.PLAY:
            mask[:CARD_ACTIONS] = _bits(deal.legal_mask())
        elif deal.to_act == seat and deal.phase is Phase.MOON:
            mask[CARD_ACTIONS:] = 1
        return mask

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        deal = self.deal
        assert deal is not None and action is not None
        action = int(action)  # learners hand over numpy integers
        seat = self._seat(agent)
        if not self._mask(seat)[action]:
            raise IllegalMoveError(
                Reason.WRONG_PHASE if action >= CARD_ACTIONS else Reason.NOT_IN_HAND,
                f"action {action} is not allowed for {agent} now; use one its action_mask allows",
            )
        self._cumulative_rewards[agent] = 0.0
        if deal.phase is Phase.PASS:
            self._picks[seat] |= 1 << action
            if self._picks[seat].bit_count() == PASS_COUNT:
                deal.pass_cards(seat, [c for c in range(52) if self._picks[seat] >> c & 1])
        elif deal.phase is Phase.PLAY:
            deal.play(action)
        else:
            deal.choose_moon(MOON_CHOICES[action - CARD_ACTIONS])
        points = deal.points
        if points is not None:
            for s, a in enumerate(self.possible_agents):
                self.rewards[a] = float(-points[s])
                self.terminations[a] = True
            self.agent_selection = agent
        else:
            self.rewards = dict.fromkeys(self.agents, 0.0)
            self.agent_selection = self._agent_to_act()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.deal is None:
            return None
        deal = self.deal
        lines = [f"deal {deal.number} ({deal.pass_direction}), {deal.phase.value}"]
        lines += [f"seat {s}: {deal.hand(s)}" for s in range(self.rules.players)]
        lines.append("trick: " + " ".join(f"{s}:{c}" for s, c in deal.trick))
        return "\n".join(lines)

    def close(self) -> None:
        pass


def raw_env(rules: Rules | None = None, render_mode: str | None = None) -> HjerterfriEnv:
    return HjerterfriEnv(rules, render_mode)


def env(rules: Rules | None = None, render_mode: str | None = None) -> AECEnv:
    """The environment with PettingZoo's order and bounds checks around it."""
    wrapped = wrappers.AssertOutOfBoundsWrapper(raw_env(rules, render_mode))
    return wrappers.OrderEnforcingWrapper(wrapped)
