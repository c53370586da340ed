"""``hjerterfri play`` refuses bad options in words before any screen opens."""

from __future__ import annotations

import dataclasses

import pytest
from typer.testing import CliRunner

from hjerterfri.cli import app
from hjerterfri.core import Rules
from hjerterfri.services.table import views
from hjerterfri.services.table.config import Action, TableConfig, human_and_bots
from hjerterfri.services.table.table import Table
from hjerterfri.tui.session import Step
from hjerterfri.tui.table_screen import TableScreen

runner = CliRunner()


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--lang", "fr"], "there is no language 'fr'; choose one of da, nb, sv, en"),
        (["--opponents", "medium,easy,hard,random"], "4 levels given for 3 seats"),
        (["--opponents", "genius"], "there is no bot level 'genius'"),
        (["--players", "2"], "Invalid value for '--players': 2 is out of range; give one from 3"),
        (["--target", "abc"], "Invalid value for '--target': 'abc' is not a whole number"),
        (["--db", "notaurl"], "Invalid value for --db: 'notaurl' is not a database URL"),
        (["--preset", "nope"], "There is no preset 'nope'"),
        (["--resume", "--new"], "choose --resume or --new, not both"),
        (["--delay", "-1"], "give 0 or more seconds"),
    ],
)
def test_bad_options_are_explained(args: list[str], says: str, db_url: str) -> None:
    result = runner.invoke(app, ["play", "--db", db_url, *args])
    assert result.exit_code == 2
    assert says in " ".join(result.output.replace("│", " ").split())  # unboxed, unwrapped


def test_resume_without_a_game_says_so(db_url: str) -> None:
    result = runner.invoke(app, ["play", "--db", db_url, "--resume"])
    assert result.exit_code == 1
    assert "There is no unfinished game to resume" in result.output


def test_bots_cards_are_paced_longer_after_a_trick() -> None:
    seats = human_and_bots("Anna", ["easy"] * 3, ("easy",))
    state = views.state(Table(TableConfig(rules=Rules(), seed=1, seats=seats)), 0)
    one, two = views.TrickPlay(1, "2C"), views.TrickPlay(2, "3C")
    taken = views.LastTrick(number=0, leader=1, winner=1, points=0, plays=(one, two))

    def step(trick: list[views.TrickPlay], last: object, action: Action | None) -> Step:
        deal = dataclasses.replace(state.deal, trick=tuple(trick), last_trick=last)
        return Step(dataclasses.replace(state, deal=deal), (), action)

    screen = TableScreen.__new__(TableScreen)
    screen.delay = 0.5
    card = Action("play", 1, ("2C",))
    assert screen._pause_before(step([one], None, card), step([one, two], None, card)) == 0.5
    assert screen._pause_before(step([], taken, card), step([one], None, card)) == 1.0
    assert screen._pause_before(step([], None, None), step([], None, Action("pass", 1))) == 0
    screen.delay = 0
    assert screen._pause_before(step([one], None, card), step([one, two], None, card)) == 0
