"""Level names: the players' levels, and the baseline only the arena seats."""

from __future__ import annotations

import pytest

from hjerterfri.bots import LEVELS, make_bot
from hjerterfri.bots.search_bot import SearchBot


def test_the_baseline_is_seatable_but_not_offered_to_players() -> None:
    baseline = make_bot(" Hard-2026 ", seed=1)
    assert isinstance(baseline, SearchBot) and baseline.name == "hard-2026"
    assert not baseline.infer and not baseline.endgame
    assert "hard-2026" not in LEVELS
    hard = make_bot("hard", seed=1)
    assert isinstance(hard, SearchBot) and hard.name == "hard" and hard.infer and hard.endgame


def test_an_unknown_level_names_every_choice() -> None:
    with pytest.raises(
        ValueError,
        match="no bot level 'expert'; choose one of: random, easy, medium, hard, hard-2026",
    ):
        make_bot("expert")
