"""The examples run, at a tiny size, and print what they promise."""

from __future__ import annotations

import runpy
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_openspiel_ismcts_on_five_player_omnibus(capsys: pytest.CaptureFixture[str]) -> None:
    example = runpy.run_path(str(EXAMPLES / "openspiel_ismcts.py"))
    example["main"](["--deals", "2", "--simulations", "4"])
    printed = capsys.readouterr().out
    assert "ISMCTS (4 simulations a decision):" in printed
    assert "random seats:" in printed


def test_maskable_ppo_trains_and_is_measured_against_random_play(
    capsys: pytest.CaptureFixture[str],
) -> None:
    example = runpy.run_path(str(EXAMPLES / "maskable_ppo.py"))
    learned, baseline = example["main"](["--timesteps", "256", "--deals", "2"])
    printed = capsys.readouterr().out
    assert "MaskablePPO after 256 steps:" in printed
    assert "random play at the same seat:" in printed
    assert 0 <= learned <= 26 and 0 <= baseline <= 26  # points a deal, one seat's share
