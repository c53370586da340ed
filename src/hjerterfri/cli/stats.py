"""``hjerterfri stats``: a player's statistics over the finished games of the database, as
Rich tables in the player's language (the "tui" catalogue); ``--csv`` writes one line per
game, ``--reset`` starts the name's count afresh (games are kept: docs/statistics.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer
from rich import box
from rich.console import Console
from rich.table import Table

from hjerterfri.cli.values import DatabaseOption, database, output_file
from hjerterfri.cli.values import language as checked_language
from hjerterfri.i18n import LANGUAGES, gettext
from hjerterfri.services.statistics import Figures, GamePlay, Group, PlayerStatistics

console = Console()
SPARKS = "▁▂▃▄▅▆▇█"
Words = Callable[..., str]


def translator(language: str) -> Words:
    def words(message: str, **params: Any) -> str:
        return gettext(language, "tui", message).format(**params)

    return words


def stats(
    name: Annotated[
        str, typer.Argument(metavar="NAME", help="The player's name, as typed at the table.")
    ],
    csv: Annotated[
        Path | None,
        typer.Option("--csv", metavar="FILE", help="Also write one line per game to FILE (CSV)."),
    ] = None,
    reset: Annotated[
        bool,
        typer.Option(
            "--reset", help="Count NAME's games afresh from now on (asks first; games are kept)."
        ),
    ] = False,
    yes: Annotated[bool, typer.Option("--yes", help="Reset without asking.")] = False,
    lang: Annotated[
        str | None,
        typer.Option("--lang", help=f"Language: {', '.join(LANGUAGES)} (default: your locale)."),
    ] = None,
    db: DatabaseOption = None,
) -> None:
    """Show a player's games, wins, points, moons and Q♠ across finished games."""
    language = checked_language(lang)
    if not name.strip():
        raise typer.BadParameter("give the player's name, as typed at the table", param_hint="NAME")
    output_file(csv, "--csv")
    words = translator(language)
    service = PlayerStatistics(database(db))
    who = name.strip()
    if reset:
        question = words(
            "Count {name}'s statistics afresh from now on? No game is deleted.", name=who
        )
        if not yes and not typer.confirm(question):
            typer.echo(words("Nothing was reset."))
            raise typer.Exit(1)
        service.reset(name)
        typer.echo(words("{name}'s statistics count from now on; no game was deleted.", name=who))
        return
    figures = service.of(name)
    if csv is not None:
        csv.write_text(service.csv(name), encoding="utf-8")
    if figures.straight.games == 0 and figures.with_undo.games == 0:
        if figures.reset_at:
            typer.echo(words("{name} has no finished game since the last reset.", name=who))
        else:
            typer.echo(words("{name} has no finished game in this database yet.", name=who))
    else:
        title = words("{name} — games played straight", name=figures.name)
        console.print(summary_table(words, title, figures.straight))
        key = words("Rules preset")
        console.print(group_table(words, words("By rules preset"), key, figures.straight.by_preset))
        key = words("Opponents")
        groups = figures.straight.by_opponents
        console.print(group_table(words, words("By opponents' level"), key, groups))
        if figures.with_undo.games:
            title = words("Games with undo, counted apart")
            console.print(summary_table(words, title, figures.with_undo))
    if csv is not None:
        typer.echo(words("One line per game is written to {path}.", path=csv))


def _number(value: float | None, digits: int = 1) -> str:
    return "–" if value is None else f"{value:.{digits}f}"


def sparkline(points: tuple[int, ...]) -> str:
    """The trend in one line: a taller bar is more points (worse)."""
    if not points:
        return "–"
    low, high = min(points), max(points)
    span = (high - low) or 1
    return "".join(SPARKS[(p - low) * (len(SPARKS) - 1) // span] for p in points)


def _game(words: Words, play: GamePlay | None) -> str:
    return "–" if play is None else words("{points} points", points=play.points)


def summary_table(words: Words, title: str, figures: Figures) -> Table:
    table = Table(title=title, box=box.SIMPLE, show_header=False)
    table.add_column("")
    table.add_column("", justify="right")
    rate = None if figures.win_rate is None else figures.win_rate * 100
    trend = f"{sparkline(figures.trend)}  {' '.join(map(str, figures.trend))}"
    rows = [
        (words("Games"), str(figures.games)),
        (words("Wins"), f"{figures.wins} ({_number(rate, 0)} %)"),
        (words("Points per deal"), _number(figures.points_per_deal)),
        (words("Points per game"), _number(figures.points_per_game)),
        (words("Moons shot"), str(figures.moons_shot)),
        (words("Moons stopped"), str(figures.moons_stopped)),
        (words("Q♠ taken"), str(figures.queens_taken)),
        (words("Best game"), _game(words, figures.best)),
        (words("Worst game"), _game(words, figures.worst)),
        (words("Latest games"), trend),
    ]
    for what, figure in rows:
        table.add_row(what, figure)
    return table


def group_table(words: Words, title: str, key: str, groups: tuple[Group, ...]) -> Table:
    table = Table(title=title, box=box.SIMPLE)
    table.add_column(key)
    for header in (words("Games"), words("Wins"), words("Points per game")):
        table.add_column(header, justify="right")
    for group in groups:
        table.add_row(group.key, str(group.games), str(group.wins), _number(group.points_per_game))
    return table
