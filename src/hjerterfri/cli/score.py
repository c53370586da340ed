"""``hjerterfri score``: placeholder until its issue lands."""

from __future__ import annotations

import typer


def score() -> None:
    """Not built yet."""
    typer.echo("hjerterfri score is not built yet.", err=True)
    raise typer.Exit(1)
