"""The batched environment: K tables in step, one array out, the same play as one table."""

from __future__ import annotations

import numpy as np
import pytest

from hjerterfri import IllegalMoveError, Rules
from hjerterfri.env import HjerterfriVectorEnv
from hjerterfri.env.observation import SECTIONS, SIZE


def test_tables_play_whole_deals_and_start_again() -> None:
    tables = HjerterfriVectorEnv(Rules(players=5), 8, seed=1)
    observed = tables.reset()
    assert observed["observation"].shape == (8, SIZE)
    assert observed["action_mask"].shape == (8, 54)
    rng = np.random.default_rng(1)
    finished = 0
    totals = np.zeros(5)
    for _ in range(200):
        masks = observed["action_mask"]
        actions = [int(rng.choice(np.flatnonzero(m))) for m in masks]
        for k, table in enumerate(tables.tables):
            hand = observed["observation"][k][SECTIONS["hand"]]
            seat = observed["seat"][k]
            assert table.deal is not None
            assert np.flatnonzero(hand).tolist() == [int(c) for c in table.deal.hand(seat)]
        observed, rewards, dones = tables.step(np.array(actions))
        finished += int(dones.sum())
        totals += rewards.sum(axis=0)
        for k in np.flatnonzero(dones):
            assert rewards[k].sum() in (-26.0, -26.0 * 4)  # a deal's points, or a moon
    assert finished >= 8  # 200 steps: every table finished a deal (10 passes + 50 cards)
    assert totals.sum() < 0


def test_a_bad_action_names_the_table_and_changes_nothing() -> None:
    tables = HjerterfriVectorEnv(Rules(), 3, seed=4)
    observed = tables.reset()
    actions = [int(np.flatnonzero(m)[0]) for m in observed["action_mask"]]
    actions[2] = int(np.flatnonzero(observed["action_mask"][2] == 0)[0])
    before = [t.deal.clone() for t in tables.tables]  # type: ignore[union-attr]
    with pytest.raises(IllegalMoveError, match="table 2"):
        tables.step(np.array(actions))
    assert [t.deal for t in tables.tables] == before
    with pytest.raises(ValueError, match="2 actions for 3 tables"):
        tables.step(np.array(actions[:2]))
    with pytest.raises(ValueError, match="num_tables=0"):
        HjerterfriVectorEnv(Rules(), 0)


def test_the_same_seed_gives_the_same_tables() -> None:
    first = HjerterfriVectorEnv(Rules(), 4, seed=9).reset()
    again = HjerterfriVectorEnv(Rules(), 4, seed=9).reset()
    assert np.array_equal(first["observation"], again["observation"])
