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

from hjerterfri.core import Deal, Phase, Rules
from hjerterfri.env.encoding import ACTIONS, action_mask, apply, encode, observation_space, refuse


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
        self.observation_spaces = dict.fromkeys(self.possible_agents, observation_space())
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
        if self.terminations.get(self.possible_agents[seat]):
            return np.zeros(ACTIONS, dtype=np.int8)
        return action_mask(deal, seat, self._picks[seat])

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
            raise refuse(action, agent)
        self._cumulative_rewards[agent] = 0.0
        self._picks[seat] = apply(deal, seat, action, self._picks[seat])
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
