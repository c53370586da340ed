"""The ``hjerterfri`` command. Each sub-command lives in its own module of this package."""

from __future__ import annotations

import inspect

import typer

from hjerterfri.cli import arena, export, game, parting, play, score, serve, stats

app = typer.Typer(
    help="Hjerterfri — the Nordic Hearts. Play in the browser or the terminal, watch bots, "
    "keep score, and more.",
    no_args_is_help=True,
    add_completion=False,
)


def _flowing(doc: str | None) -> str:
    """``doc`` with each paragraph on one line: Typer keeps a docstring's line breaks after
    its first paragraph, which breaks lines early in a terminal narrower than the source."""
    paragraphs = inspect.cleandoc(doc or "").split("\n\n")
    return "\n\n".join(" ".join(p.split()) for p in paragraphs)


for command in (
    serve.serve,
    play.play,
    game.watch,
    game.replay,
    export.export,
    arena.arena,
    arena.paired,
    parting.parting,
    score.score,
    stats.stats,
):
    app.command(help=_flowing(command.__doc__))(command)

__all__ = ["app"]
