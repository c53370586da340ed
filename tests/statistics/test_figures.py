"""Statistics against recorded games whose figures the test works out by itself."""

from __future__ import annotations

import concurrent.futures
import dataclasses
import datetime
from typing import Any

from hjerterfri.services.games import Games
from hjerterfri.services.statistics import GamePlay, PlayerStatistics, statistics, tally
from tests.statistics.recorded import expected_play


def test_each_game_is_counted_as_its_cards_say(recorded: tuple[str, Games, list[str]]) -> None:
    _url, games, anna = recorded
    stats = PlayerStatistics(games.store.engine)
    plays = {p.game_id: p for p in stats.plays("Anna")}
    assert set(plays) == set(anna)  # " anna " is Anna; Bo's game is not hers
    for game_id in anna:
        play = plays[game_id]
        shown = {k: getattr(play, k) for k in expected_play(games, game_id)}
        assert shown == expected_play(games, game_id), game_id
    # The set is worth testing: it holds a moon, a stopped moon, Q♠ taken, a win and a loss.
    every = [expected_play(games, g) for g in anna]
    assert sum(e["moons_shot"] for e in every) > 0
    assert sum(e["moons_stopped"] for e in every) > 0
    assert sum(e["queens_taken"] for e in every) > 0
    assert {e["won"] for e in every} == {True, False}


def test_the_replays_run_in_another_process_once_each(
    recorded: tuple[str, Games, list[str]],
) -> None:
    """The server hands the replays to its bot processes (``submit``): the figures are the
    same as replayed here, and a second look replays nothing."""
    _url, games, anna = recorded
    sent: list[str] = []
    with concurrent.futures.ProcessPoolExecutor(1) as pool:

        def submit(work: Any, *args: Any) -> concurrent.futures.Future[Any]:
            sent.append(args[0].id)
            return pool.submit(work, *args)

        away = PlayerStatistics(games.store.engine, submit=submit)
        first = away.of("Anna")
        assert away.of("Anna") == first
    assert sorted(sent) == sorted(anna)
    assert first == PlayerStatistics(games.store.engine).of("Anna")


def test_the_summary_adds_the_games_up(recorded: tuple[str, Games, list[str]]) -> None:
    _url, games, anna = recorded
    every = [expected_play(games, g) for g in anna]
    figures = PlayerStatistics(games.store.engine).of("Anna").straight
    points = [e["points"] for e in every]
    assert figures.games == 5
    assert figures.wins == sum(e["won"] for e in every)
    assert figures.win_rate == figures.wins / 5
    assert figures.points_per_game == sum(points) / 5
    assert figures.points_per_deal == sum(points) / sum(e["deals"] for e in every)
    assert figures.moons_shot == sum(e["moons_shot"] for e in every)
    assert figures.moons_stopped == sum(e["moons_stopped"] for e in every)
    assert figures.queens_taken == sum(e["queens_taken"] for e in every)
    assert figures.best is not None and figures.best.points == min(points)
    assert figures.worst is not None and figures.worst.points == max(points)
    assert figures.trend == tuple(points)  # played in this order, oldest first
    presets = {g.key: g.games for g in figures.by_preset}
    assert presets == {"hjerterfri": 3, "omnibus": 1, "online": 1}
    levels = {g.key: g.games for g in figures.by_opponents}
    assert levels == {"random": 2, "easy": 2, "mixed": 1}


def test_a_name_without_games_has_empty_figures(recorded: tuple[str, Games, list[str]]) -> None:
    _url, games, _anna = recorded
    figures = PlayerStatistics(games.store.engine).of("Nobody").straight
    assert figures.games == 0 and figures.win_rate is None and figures.best is None
    assert figures.trend == () and figures.by_preset == ()


def _play(game_id: str, points: int, minute: int) -> GamePlay:
    moment = datetime.datetime(2026, 1, 1, 12, minute, tzinfo=datetime.UTC)
    return GamePlay(game_id, moment, "hjerterfri", "easy", False, 5, points, False, 0, 0, 0)


def test_the_trend_shows_the_latest_ten_games_in_order() -> None:
    plays = [_play(f"g{i:02}", i, i) for i in range(14)]
    assert tally(reversed(plays)).trend == tuple(range(4, 14))


def test_games_with_undo_are_counted_apart() -> None:
    straight = [_play("a", 10, 1), _play("b", 30, 2)]
    undone = dataclasses.replace(_play("c", 0, 3), undo_used=True, won=True)
    figures = statistics("Anna ", None, [*straight, undone])
    assert figures.name == "Anna"
    assert figures.straight.games == 2 and figures.straight.wins == 0
    assert figures.straight.best == straight[0] and figures.straight.trend == (10, 30)
    assert figures.with_undo.games == 1 and figures.with_undo.wins == 1
    assert figures.with_undo.best == undone and figures.with_undo.trend == (0,)
