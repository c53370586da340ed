"""A Gymnasium environment: one seat learns, our bots hold the others; a deal or a match.

For single-agent learners (Stable-Baselines3, CleanRL, sb3-contrib's ``MaskablePPO``):
``gymnasium.make("hjerterfri/Hjerterfri-v0", rules=…, seat=0, opponents="medium")``. The
learner's observations, actions and action mask are the PettingZoo adapter's (see
``encoding``); the opponents are bots of the chosen level, each deciding from its own
``Observation`` only, so nothing hidden reaches the learner through them. Between the
learner's steps the bots play until it is the learner's turn again. The reward is minus the
learner's points when a deal is scored, 0 before; ``info["points"]`` then holds everyone's.
An episode is one deal (``episode="deal"``) or a whole match (``episode="match"``), whose
deals follow each other with the running totals in the observation.
An action its mask does not allow raises ``IllegalMoveError`` and changes nothing; with
``illegal_action="end"`` it ends the episode instead, at ``ILLEGAL_REWARD`` (the worst a
deal can score), with ``info["illegal"]`` — for learners that sample without the mask, and
for Gymnasium's ``check_env``, which steps with unmasked samples.
"""

from __future__ import annotations

from typing import Any, Final, SupportsInt

import gymnasium
import numpy as np
from gymnasium import spaces

from hjerterfri.bots import LEVELS
from hjerterfri.core import Deal, Rules
from hjerterfri.env.encoding import ACTIONS, Observed, observation_space, refuse
from hjerterfri.env.opponents import Opponent, make_opponent
from hjerterfri.env.table import EnvTable, check_episode

ENV_ID: Final = "hjerterfri/Hjerterfri-v0"
ILLEGAL_REWARD: Final = -26.0
ILLEGAL_ACTIONS: Final = ("raise", "end")


class HjerterfriSoloEnv(gymnasium.Env[Observed, np.int64]):
    """The learner at ``seat``; ``reset(seed=…, options={"number": k})`` picks the deal."""

    # Read from the class by gymnasium.make; gymnasium declares it an instance attribute.
    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        seat: int = 0,
        opponents: str | list[str] = "medium",
        illegal_action: str = "raise",
        render_mode: str | None = None,
        episode: str = "deal",
    ) -> None:
        self.rules = rules or Rules()
        n = self.rules.players
        if not (isinstance(seat, int) and 0 <= seat < n):
            raise ValueError(f"seat {seat!r} is not at a {n}-player table; choose 0 to {n - 1}")
        levels = [opponents] * (n - 1) if isinstance(opponents, str) else list(opponents)
        if len(levels) != n - 1:
            raise ValueError(f"{len(levels)} opponent levels for {n - 1} opponents")
        unknown = [level for level in levels if level not in LEVELS]
        if unknown:
            raise ValueError(f"no bot level {unknown[0]!r}; choose from {', '.join(LEVELS)}")
        if illegal_action not in ILLEGAL_ACTIONS:
            raise ValueError(f"illegal_action {illegal_action!r}; use 'raise' or 'end'")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode {render_mode!r}; use None or 'ansi'")
        self.seat = seat
        self.levels = levels
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.observation_space = observation_space()
        self.action_space = spaces.Discrete(ACTIONS)
        self.table = EnvTable(self.rules, check_episode(episode))
        self._opponents: dict[int, Opponent] = {}
        self._started = False
        self._ended = False  # by an illegal action under illegal_action="end", or the last deal

    @property
    def deal(self) -> Deal | None:
        return self.table.deal

    # -- the cycle ---------------------------------------------------------------------------
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observed, dict[str, Any]]:
        super().reset(seed=seed)
        deal_seed = int(self.np_random.integers(2**32))
        number = int((options or {}).get("number", 1))
        self.table.reset(deal_seed, number)
        others = [s for s in range(self.rules.players) if s != self.seat]
        self._opponents = {
            s: make_opponent(level, deal_seed + s)
            for s, level in zip(others, self.levels, strict=True)
        }
        self._started = True
        self._ended = False
        self._let_bots_act()
        return self._answer()

    def step(self, action: SupportsInt) -> tuple[Observed, float, bool, bool, dict[str, Any]]:
        if not self._started:
            raise RuntimeError("call reset() before step()")
        chosen = int(action)  # learners hand over numpy integers
        if self._ended:
            raise RuntimeError("the episode is over; call reset() for the next one")
        table = self.table
        if not table.allows(self.seat, chosen):
            if self.illegal_action == "raise":
                raise refuse(chosen, f"seat {self.seat}")
            self._ended = True
            observed, info = self._answer()
            return observed, ILLEGAL_REWARD, True, False, {**info, "illegal": True}
        table.act(self.seat, chosen)
        points = self._let_bots_act()
        reward = 0.0 if points is None else float(-points[self.seat])
        self._ended = points is not None and table.over
        if points is not None and not self._ended:
            table.next_deal()
            self._let_bots_act()
        observed, info = self._answer()
        if points is not None:
            info["points"] = points
        return observed, reward, self._ended, False, info

    def action_masks(self) -> np.ndarray:
        """The legal actions as booleans: what sb3-contrib's ``MaskablePPO`` asks for."""
        return self.table.mask(self.seat).astype(bool)

    def _let_bots_act(self) -> tuple[int, ...] | None:
        """Bots act until the learner is to act or the deal is scored; returns its points."""
        table = self.table
        deal = table.deal
        assert deal is not None
        while deal.points is None:
            seat = table.to_act()
            if seat == self.seat:
                return None
            assert seat is not None
            self._opponents[seat].act(table, seat)
        return deal.points

    def _answer(self) -> tuple[Observed, dict[str, Any]]:
        """The learner's observation and the info beside it; the mask is worked out once."""
        mask = self.table.mask(self.seat)
        observed = {"observation": self.table.observe(self.seat), "action_mask": mask}
        return observed, {"action_mask": mask.copy()}

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.deal is None:
            return None
        deal, seat = self.deal, self.seat
        lines = [f"deal {deal.number} ({deal.pass_direction}), {deal.phase.value}"]
        lines.append(f"your hand (seat {seat}): {deal.hand(seat)}")
        lines.append("trick: " + " ".join(f"{s}:{c}" for s, c in deal.trick))
        lines.append("points taken: " + " ".join(map(str, deal.points_taken)))
        return "\n".join(lines)
