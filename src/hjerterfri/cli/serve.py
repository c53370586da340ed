"""``hjerterfri serve``: placeholder until its issue lands."""

from __future__ import annotations

import typer


def serve() -> None:
    """Not built yet."""
    typer.echo("hjerterfri serve is not built yet.", err=True)
    raise typer.Exit(1)
