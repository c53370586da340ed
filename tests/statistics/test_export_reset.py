"""The CSV export (HTTP and `hjerterfri stats --csv`), the JSON endpoint, and the reset:
only from the serving computer, after a confirmation in the terminal, and no game is lost."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from hjerterfri.cli import app as cli
from hjerterfri.services.games import Games
from hjerterfri.services.statistics import PlayerStatistics
from hjerterfri.services.store.database import open_database
from hjerterfri.web.app import create_app
from tests.statistics.recorded import expected_play, feeder_or_level, play_game

LOCAL = ("127.0.0.1", 50000)


def stats_cli(url: str, *args: str, answer: str = "", lang: str = "en") -> str:
    result = CliRunner().invoke(cli, ["stats", *args, "--db", url, "--lang", lang], input=answer)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.output


def test_the_csv_has_a_line_per_game_with_its_figures(
    recorded: tuple[str, Games, list[str]],
) -> None:
    url, games, anna = recorded
    with TestClient(create_app(url)) as client:
        response = client.get("/api/stats/csv", params={"name": "anna"})
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/csv")
    assert "attachment" in response.headers["content-disposition"]
    rows = list(csv.DictReader(io.StringIO(response.text)))
    assert [r["game_id"] for r in rows] == anna  # oldest first
    for row in rows:
        expected = expected_play(games, row["game_id"])
        assert int(row["points"]) == expected["points"]
        assert int(row["queens_taken"]) == expected["queens_taken"]
        assert int(row["moons_stopped"]) == expected["moons_stopped"]
        assert row["won"] == str(expected["won"])


def test_the_endpoint_answers_the_figures_and_refuses_a_blank_name(
    recorded: tuple[str, Games, list[str]],
) -> None:
    url, games, _anna = recorded
    with TestClient(create_app(url)) as client:
        body = client.get("/api/stats", params={"name": "Anna"}).json()
        blank = client.get("/api/stats", params={"name": "  "})
        missing = client.get("/api/stats")
    service = PlayerStatistics(games.store.engine).of("Anna").to_dict()
    assert body == {**service, "can_reset": False} and body["straight"]["games"] == 5
    assert blank.status_code == 422 and blank.json()["detail"]["code"] == "name_required"
    assert missing.status_code == 422


def test_the_command_shows_the_figures_and_writes_the_csv(
    recorded: tuple[str, Games, list[str]], tmp_path: Path
) -> None:
    url, games, _anna = recorded
    path = tmp_path / "anna.csv"
    shown = stats_cli(url, "Anna", "--csv", str(path))
    figures = PlayerStatistics(games.store.engine).of("Anna").straight
    assert "Anna — games played straight" in shown
    assert f"{figures.wins} ({100 * figures.wins / 5:.0f} %)" in shown
    assert f"{figures.points_per_game:.1f}" in shown and "omnibus" in shown
    assert path.read_text(encoding="utf-8") == PlayerStatistics(games.store.engine).csv("Anna")
    assert "has no finished game" in stats_cli(url, "Nobody")


def test_the_command_speaks_danish(recorded: tuple[str, Games, list[str]]) -> None:
    url, games, _anna = recorded
    figures = PlayerStatistics(games.store.engine).of("Anna").straight
    shown = stats_cli(url, "Anna", lang="da")
    assert "Anna — spil spillet uden fortryd" in shown
    assert "Måner stoppet" in shown and "Efter modstandernes niveau" in shown
    assert f"{figures.worst.points} point" in shown  # type: ignore[union-attr]
    assert "Nobody har intet færdigt spil" in stats_cli(url, "Nobody", lang="da")
    refused = CliRunner().invoke(cli, ["stats", "Anna", "--db", url, "--lang", "xx"])
    assert refused.exit_code == 2 and "there is no language 'xx'" in refused.output


@pytest.fixture
def small(tmp_path: Path) -> tuple[str, Games]:
    url = f"sqlite:///{tmp_path / 'small.sqlite3'}"
    games = Games(open_database(url), bots=feeder_or_level)
    play_game(games, "Anna", seed=1)
    play_game(games, "Bo", seed=2)
    return url, games


def test_a_reset_counts_afresh_and_keeps_every_game(small: tuple[str, Games]) -> None:
    url, games = small
    with (
        TestClient(create_app(url)) as remote,
        TestClient(create_app(url), base_url="http://127.0.0.1", client=LOCAL) as local,
    ):
        assert remote.get("/api/stats", params={"name": "Anna"}).json()["can_reset"] is False
        assert local.get("/api/stats", params={"name": "Anna"}).json()["can_reset"] is True
        refused = remote.post("/api/stats/reset", params={"name": "Anna"})
        assert refused.status_code == 403 and refused.json()["detail"]["code"] == "not_local"
        assert remote.get("/api/stats", params={"name": "Anna"}).json()["straight"]["games"] == 1
        answer = local.post("/api/stats/reset", params={"name": "anna"})
        assert answer.status_code == 200, answer.text
        assert answer.json()["straight"]["games"] == 0 and answer.json()["reset_at"]
        assert len(local.get("/api/games").json()["games"]) == 2  # no game deleted
        assert local.get("/api/stats", params={"name": "Bo"}).json()["straight"]["games"] == 1
        play_game(games, "Anna", seed=3)
        assert local.get("/api/stats", params={"name": "Anna"}).json()["straight"]["games"] == 1


def test_the_command_resets_only_after_a_yes(small: tuple[str, Games]) -> None:
    url, games = small
    service = PlayerStatistics(games.store.engine)
    assert "Nothing was reset." in stats_cli(url, "Anna", "--reset", answer="n\n")
    assert service.of("Anna").straight.games == 1
    assert "no game was deleted" in stats_cli(url, "Anna", "--reset", answer="y\n")
    assert service.of("Anna").straight.games == 0 and len(games.list()) == 2
    assert "since the last reset" in stats_cli(url, "Anna")


def test_a_game_with_undo_is_counted_apart_and_marked(small: tuple[str, Games]) -> None:
    url, games = small
    undone = play_game(games, "Anna", seed=4, undo=True)
    assert next(r for r in games.store.list() if r.id == undone).undo_used
    stats = PlayerStatistics(games.store.engine).of("Anna")
    assert stats.straight.games == 1 and stats.straight.best is not None
    assert stats.straight.best.game_id != undone
    assert stats.with_undo.games == 1
    assert stats.with_undo.best is not None and stats.with_undo.best.game_id == undone
    assert stats.with_undo.points_per_game == expected_play(games, undone)["points"]
    rows = list(csv.DictReader(io.StringIO(PlayerStatistics(games.store.engine).csv("Anna"))))
    assert {r["game_id"]: r["undo_used"] for r in rows}[undone] == "True"
    shown = stats_cli(url, "Anna")
    assert "Games with undo, counted apart" in shown
