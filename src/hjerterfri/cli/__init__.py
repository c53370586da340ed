"""The ``hjerterfri`` command. Each sub-command lives in its own module of this package."""

from __future__ import annotations

import typer

from hjerterfri.cli import arena, export, game, parting, play, score, serve, stats

app = typer.Typer(
    help="Hjerterfri — the Nordic Hearts. Play in the browser or the terminal, watch bots, "
    "keep score, and more.",
    no_args_is_help=True,
    add_completion=False,
)
app.command()(serve.serve)
app.command()(play.play)
app.command()(game.watch)
app.command()(game.replay)
app.command()(export.export)
app.command()(arena.arena)
app.command()(arena.paired)
app.command()(parting.parting)
app.command()(score.score)
app.command()(stats.stats)

__all__ = ["app"]
