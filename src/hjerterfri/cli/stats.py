"""``hjerterfri stats``: a player's statistics over the finished games of the database, as
Rich tables; ``--csv`` writes one line per game, ``--reset`` starts the name's count afresh
(games are kept: docs/statistics.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich import box
from rich.console import Console
from rich.table import Table

from hjerterfri.cli.values import database, output_file
from hjerterfri.services.statistics import Figures, Group, PlayerStatistics
from hjerterfri.services.store import ENV_VAR

console = Console()
SPARKS = "▁▂▃▄▅▆▇█"


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
    db: Annotated[
        str | None,
        typer.Option("--db", envvar=ENV_VAR, help="Database URL (default: the user's file)."),
    ] = None,
) -> None:
    """Show a player's games, wins, points, moons and Q♠ across finished games."""
    if not name.strip():
        raise typer.BadParameter("give the player's name, as typed at the table", param_hint="NAME")
    output_file(csv, "--csv")
    service = PlayerStatistics(database(db))
    if reset:
        if not yes and not typer.confirm(
            f"Count {name.strip()}'s statistics afresh from now on? The games themselves are kept."
        ):
            typer.echo("Nothing was reset.")
            raise typer.Exit(1)
        service.reset(name)
        typer.echo(f"{name.strip()}'s statistics count from now on; no game was deleted.")
        return
    figures = service.of(name)
    if csv is not None:
        csv.write_text(service.csv(name), encoding="utf-8")
    if figures.straight.games == 0 and figures.with_undo.games == 0:
        since = " since the last reset" if figures.reset_at else ""
        typer.echo(f"{figures.name} has no finished game{since} in this database yet.")
    else:
        console.print(summary_table(f"{figures.name} — games played straight", figures.straight))
        for title, key, groups in (
            ("By rules preset", "Preset", figures.straight.by_preset),
            ("By opponents' level", "Opponents", figures.straight.by_opponents),
        ):
            if groups:
                console.print(group_table(title, key, groups))
        if figures.with_undo.games:
            console.print(summary_table("Games with undo (counted apart)", figures.with_undo))
    if csv is not None:
        typer.echo(f"One line per game is written to {csv}.")


def _number(value: float | None, digits: int = 1) -> str:
    return "–" if value is None else f"{value:.{digits}f}"


def sparkline(points: tuple[int, ...]) -> str:
    """The trend in one line: a taller bar is more points (worse)."""
    if not points:
        return "–"
    low, high = min(points), max(points)
    span = (high - low) or 1
    return "".join(SPARKS[(p - low) * (len(SPARKS) - 1) // span] for p in points)


def summary_table(title: str, figures: Figures) -> Table:
    table = Table(title=title, box=box.SIMPLE, show_header=False)
    table.add_column("What")
    table.add_column("Figure", justify="right")
    rate = None if figures.win_rate is None else figures.win_rate * 100
    rows = [
        ("Games", str(figures.games)),
        ("Wins", f"{figures.wins} ({_number(rate, 0)} %)"),
        ("Points per deal", _number(figures.points_per_deal)),
        ("Points per game", _number(figures.points_per_game)),
        ("Moons shot", str(figures.moons_shot)),
        ("Moons stopped", str(figures.moons_stopped)),
        ("Q♠ taken", str(figures.queens_taken)),
        ("Best game", "–" if figures.best is None else f"{figures.best.points} points"),
        ("Worst game", "–" if figures.worst is None else f"{figures.worst.points} points"),
        ("Latest games", f"{sparkline(figures.trend)}  {' '.join(map(str, figures.trend))}"),
    ]
    for what, figure in rows:
        table.add_row(what, figure)
    return table


def group_table(title: str, key: str, groups: tuple[Group, ...]) -> Table:
    table = Table(title=title, box=box.SIMPLE)
    for header in (key, "Games", "Wins", "Points per game"):
        table.add_column(header, justify="left" if header == key else "right")
    for group in groups:
        table.add_row(group.key, str(group.games), str(group.wins), _number(group.points_per_game))
    return table
