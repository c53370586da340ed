"""A database of recorded games for the statistics tests, built once per test module."""

from __future__ import annotations

import pytest

from hjerterfri.services.games import Games
from hjerterfri.services.store.database import open_database
from tests.statistics.recorded import feeder_or_level, play_game


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Games, list[str]]:
    """Anna's games against several levels and presets, and one of Bo's; returns the
    database URL, the service and Anna's games' ids, oldest first."""
    url = f"sqlite:///{tmp_path_factory.mktemp('stats') / 'games.sqlite3'}"
    games = Games(open_database(url), bots=feeder_or_level)
    anna = [
        play_game(games, "Anna", seed=1),
        play_game(games, "Anna", seed=9, opponents=("easy", "easy", "easy")),
        play_game(games, "anna ", seed=3, opponents=("easy", "random", "random")),
        play_game(games, "Anna", seed=4, preset="omnibus"),
        play_game(games, "Anna", seed=5, opponents=("easy", "easy", "easy"), preset="online"),
    ]
    play_game(games, "Bo", seed=6)
    return url, games, anna
