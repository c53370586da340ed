"""A PettingZoo AEC environment: one deal, or a whole match, of Hjerterfri under any ``Rules``.

A thin adapter over the core, as DESIGN.md asks: the ``Deal`` decides every rule, each
agent observes only what its seat knows (its own cards and what was played in the open; see
``hjerterfri.env.observation`` for the layout), and observations are
``{"observation", "action_mask"}`` like PettingZoo's classic card games.

Actions are ``Discrete(54)``: 0–51 are the cards (``hjerterfri.Card`` numbers); 52 and 53
are the shooter's moon choice (others +26 / me −26) under ``MoonRule.SHOOTERS_CHOICE``.
While passing, an agent acts three times in a row, one card each; its picks are handed to
``Deal.pass_cards`` together. An episode is one deal (``episode="deal"``) or a match to its
end (``episode="match"``); when a deal is scored each agent's reward is minus its points.
An illegal action raises ``IllegalMoveError`` and changes nothing.

``env()`` is the environment itself, not wrapped: it makes the checks PettingZoo's
``OrderEnforcingWrapper`` and ``AssertOutOfBoundsWrapper`` would (nothing before ``reset``;
no action outside the mask), and two layers of attribute forwarding on every call would
halve its speed (bench/env.py).
"""

from __future__ import annotations

from typing import Any, Final

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils.env_logger import EnvLogger

from hjerterfri.core import Deal, Rules
from hjerterfri.env.encoding import ACTIONS, observation_space, refuse
from hjerterfri.env.table import EnvTable


class HjerterfriEnv(AECEnv):  # type: ignore[misc]
    """``reset(seed=…, options={"number": k})`` starts at deal ``k`` of the seed's match."""

    metadata: Final = {
        "render_modes": ["ansi"],
        "name": "hjerterfri_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self, rules: Rules | None = None, render_mode: str | None = None, episode: str = "deal"
    ) -> None:
        super().__init__()
        self.rules = rules or Rules()
        self.render_mode = render_mode
        self.table = EnvTable(self.rules, episode)
        self.possible_agents = [f"seat_{s}" for s in range(self.rules.players)]
        self.agents = self.possible_agents[:]
        self.observation_spaces = dict.fromkeys(self.possible_agents, observation_space())
        self.action_spaces = dict.fromkeys(self.possible_agents, spaces.Discrete(ACTIONS))
        self._seats = {agent: s for s, agent in enumerate(self.possible_agents)}
        self._has_reset = False
        self._zeros = dict.fromkeys(self.possible_agents, 0.0)

    @property
    def deal(self) -> Deal | None:
        return self.table.deal

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # -- the cycle ---------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        number = int((options or {}).get("number", 1))
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1)[0])
        self.table.reset(seed, number)
        self._has_reset = True
        self.agents = self.possible_agents[:]
        self.rewards = dict(self._zeros)
        self._cumulative_rewards = dict(self._zeros)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._agent_to_act()

    def _agent_to_act(self) -> str:
        return self.possible_agents[self.table.to_act() or 0]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        if not self._has_reset:
            EnvLogger.error_observe_before_reset()
        seat = self._seats[agent]
        return {"observation": self.table.observe(seat), "action_mask": self._mask(seat)}

    def _mask(self, seat: int) -> np.ndarray:
        if self.terminations.get(self.possible_agents[seat]):
            return np.zeros(ACTIONS, dtype=np.int8)
        return self.table.mask(seat)

    def agent_iter(self, max_iter: int = 2**63) -> Any:
        if not self._has_reset:
            EnvLogger.error_agent_iter_before_reset()
        return super().agent_iter(max_iter)

    def step(self, action: int | None) -> None:
        if not self._has_reset:
            EnvLogger.error_step_before_reset()
        if not self.agents:
            EnvLogger.warn_step_after_terminated_truncated()
            return
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table
        assert table.deal is not None and action is not None
        action = int(action)  # learners hand over numpy integers
        seat = self._seats[agent]
        if not table.allows(seat, action):
            raise refuse(action, agent)
        self._cumulative_rewards[agent] = 0.0
        points = table.act(seat, action)
        if points is None:
            self.rewards = dict(self._zeros)
            self.agent_selection = self._agent_to_act()
        else:
            self.rewards = {a: float(-points[s]) for s, a in enumerate(self.possible_agents)}
            if table.over:
                self.terminations = dict.fromkeys(self.agents, True)
                self.agent_selection = agent
            else:
                table.next_deal()
                self.agent_selection = self._agent_to_act()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if not self._has_reset:
            EnvLogger.error_render_before_reset()
        if self.render_mode != "ansi" or self.deal is None:
            return None
        deal = self.deal
        lines = [f"deal {deal.number} ({deal.pass_direction}), {deal.phase.value}"]
        lines += [f"seat {s}: {deal.hand(s)}" for s in range(self.rules.players)]
        lines.append("trick: " + " ".join(f"{s}:{c}" for s, c in deal.trick))
        return "\n".join(lines)

    def close(self) -> None:
        pass


def raw_env(
    rules: Rules | None = None, render_mode: str | None = None, episode: str = "deal"
) -> HjerterfriEnv:
    return HjerterfriEnv(rules, render_mode, episode)


def env(
    rules: Rules | None = None, render_mode: str | None = None, episode: str = "deal"
) -> HjerterfriEnv:
    """The environment; it checks call order and actions itself (see the module's docstring)."""
    return HjerterfriEnv(rules, render_mode, episode)
