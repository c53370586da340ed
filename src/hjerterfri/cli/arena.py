"""``hjerterfri arena``: placeholder until its issue lands."""

from __future__ import annotations

import typer


def arena() -> None:
    """Not built yet."""
    typer.echo("hjerterfri arena is not built yet.", err=True)
    raise typer.Exit(1)
