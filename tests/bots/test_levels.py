"""Level names: the players' levels, and the baseline and candidate only the arena seats."""

from __future__ import annotations

import pytest

from hjerterfri.bots import DEFAULT_LEVEL, LEVELS, check_level, make_bot
from hjerterfri.bots.search_bot import SearchBot
from hjerterfri.core.errors import UnknownChoiceError


def test_the_baseline_and_the_candidate_are_seatable_but_not_offered_to_players() -> None:
    baseline = make_bot(" Hard-2026 ", seed=1)
    assert isinstance(baseline, SearchBot) and baseline.name == "hard-2026"
    assert not baseline.infer and not baseline.endgame
    candidate = make_bot("hard-next", seed=1)
    assert isinstance(candidate, SearchBot) and candidate.name == "hard-next"
    assert candidate.infer and candidate.endgame
    assert "hard-2026" not in LEVELS and "hard-next" not in LEVELS
    # Players get what measured best: the search without the candidate's additions.
    hard = make_bot("hard", seed=1)
    assert isinstance(hard, SearchBot) and hard.name == "hard"
    assert not hard.infer and not hard.endgame


def test_an_unknown_level_names_every_choice() -> None:
    with pytest.raises(
        ValueError,
        match="no bot level 'expert'; choose one of "
        "random, easy, medium, hard, hard-2026, hard-next",
    ):
        make_bot("expert")


def test_one_check_refuses_a_level_and_names_the_levels_offered() -> None:
    assert check_level("hard") == "hard"
    assert DEFAULT_LEVEL in LEVELS
    with pytest.raises(UnknownChoiceError) as info:
        check_level("hard-2026")  # seated by the arena, never offered to a player
    assert info.value.code == "unknown_level"
    assert str(info.value) == (
        "there is no bot level 'hard-2026'; choose one of random, easy, medium, hard"
    )
