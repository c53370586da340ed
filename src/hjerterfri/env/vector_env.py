"""K tables stepped together, for throughput-hungry training: one numpy array in, one out.

Every seat of every table is played by the caller (self-play). ``reset()`` and ``step()``
return ``{"observation": (K, SIZE) int16, "action_mask": (K, 54) int8, "seat": (K,)}`` for
the seat to act at each table; ``step(actions)`` takes one action per table and also
returns ``rewards`` ``(K, players)`` (minus each seat's points when a deal is scored, else
0) and ``dones`` ``(K,)`` (that table's episode ended and it was dealt anew: the
observation in that row is already the next episode's). Actions are checked before any is
applied, so a bad one raises ``IllegalMoveError`` naming the table and changes nothing.
"""

from __future__ import annotations

import random

import numpy as np

from hjerterfri.core import Rules
from hjerterfri.env.encoding import ACTIONS, Observed, refuse
from hjerterfri.env.observation import DTYPE, SIZE
from hjerterfri.env.table import EnvTable


class HjerterfriVectorEnv:
    """``num_tables`` tables under the same rules; episodes are deals or matches."""

    def __init__(
        self,
        rules: Rules | None,
        num_tables: int,
        *,
        seed: int | None = None,
        episode: str = "deal",
    ) -> None:
        if isinstance(num_tables, bool) or not isinstance(num_tables, int) or num_tables < 1:
            raise ValueError(f"num_tables={num_tables!r}; use a whole number of 1 or more")
        self.rules = rules or Rules()
        self.num_tables = num_tables
        self.tables = [EnvTable(self.rules, episode) for _ in range(num_tables)]
        self._seeds = random.Random(seed)
        self._seats = np.zeros(num_tables, dtype=np.int64)

    def reset(self, seed: int | None = None) -> Observed:
        if seed is not None:
            self._seeds = random.Random(seed)
        for table in self.tables:
            table.reset(self._seeds.getrandbits(32))
        return self._observe()

    def step(self, actions: np.ndarray) -> tuple[Observed, np.ndarray, np.ndarray]:
        chosen = [int(a) for a in np.asarray(actions).reshape(-1)]
        if len(chosen) != self.num_tables:
            raise ValueError(f"{len(chosen)} actions for {self.num_tables} tables; give one each")
        for k, (table, action) in enumerate(zip(self.tables, chosen, strict=True)):
            if table.deal is None:
                raise RuntimeError("call reset() before step()")
            if not table.allows(int(self._seats[k]), action):
                raise refuse(action, f"table {k}, seat {self._seats[k]}")
        rewards = np.zeros((self.num_tables, self.rules.players), dtype=np.float32)
        dones = np.zeros(self.num_tables, dtype=bool)
        for k, (table, action) in enumerate(zip(self.tables, chosen, strict=True)):
            points = table.act(int(self._seats[k]), action)
            if points is None:
                continue
            rewards[k] = [-p for p in points]
            if table.over:
                dones[k] = True
                table.reset(self._seeds.getrandbits(32))
            else:
                table.next_deal()
        return self._observe(), rewards, dones

    def _observe(self) -> Observed:
        observations = np.empty((self.num_tables, SIZE), dtype=DTYPE)
        masks = np.empty((self.num_tables, ACTIONS), dtype=np.int8)
        for k, table in enumerate(self.tables):
            seat = table.to_act()
            assert seat is not None
            self._seats[k] = seat
            table.observe(seat, observations[k])
            masks[k] = table.mask(seat)
        return {"observation": observations, "action_mask": masks, "seat": self._seats.copy()}
