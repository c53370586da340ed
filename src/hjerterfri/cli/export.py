"""``hjerterfri export``: a finished game (terminal or browser, from the same database) as a
match record that ``hjerterfri replay`` reads. Whoever holds the database may export any of
its games; the browser's endpoint checks who asks (docs/protocol.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from hjerterfri.cli.values import DatabaseOption, database, output_file
from hjerterfri.services.games import Games
from hjerterfri.services.table.config import TableError


def export(
    path: Annotated[Path, typer.Argument(metavar="FILE", help="Where to write the record (JSON).")],
    game: Annotated[
        str | None,
        typer.Option("--game", help="The game's id (default: the newest finished game)."),
    ] = None,
    db: DatabaseOption = None,
) -> None:
    """Write a finished game's record (every hand and card, who played) for `replay`."""
    output_file(path, "FILE")
    games = Games(database(db))
    chosen = _chosen(games, game)
    record = games.record(chosen["id"])
    path.write_text(json.dumps(record, indent=1, ensure_ascii=False))
    names = ", ".join(seat["name"] for seat in chosen["seats"])
    typer.echo(f"The game of {names} is written to {path}; `hjerterfri replay {path}` shows it.")


def _chosen(games: Games, game: str | None) -> dict[str, Any]:
    if game is None:
        finished = games.list(over=True)
        if not finished:
            typer.echo(
                "There is no finished game to export yet; a record is written once a game is over."
            )
            raise typer.Exit(1)
        return finished[0]
    try:
        summary: dict[str, Any] = games.summary(game)
    except TableError:
        raise typer.BadParameter(
            f"there is no game {game!r}; leave --game out for the newest finished game",
            param_hint="--game",
        ) from None
    if not summary["over"]:
        raise typer.BadParameter(
            f"game {game!r} is still being played; its record shows every hand, so it is "
            "written once the game is over",
            param_hint="--game",
        )
    return summary
