"""``hjerterfri play``: a whole game against the bots in the terminal (Textual).

Games are kept in the same database as ``hjerterfri serve``'s, every action as it is
made, so a game quit here (or in a crash) resumes where it was, here or in the browser.
"""

from __future__ import annotations

from typing import Annotated

import typer

from hjerterfri.bots import DEFAULT_LEVEL, LEVELS
from hjerterfri.cli.values import (
    FEWEST,
    MOST,
    DatabaseOption,
    database,
    seat_levels,
    seconds,
    whole_number,
)
from hjerterfri.cli.values import language as checked_language
from hjerterfri.cli.values import players as players_option
from hjerterfri.core.rules import DEFAULT_PRESET, PRESETS
from hjerterfri.i18n import LANGUAGES
from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.table.config import TableError, build_rules
from hjerterfri.tui.session import unfinished


def _rules(preset: str, players: int, target: int | None, single_deal: bool) -> dict[str, object]:
    """The changes to the preset, each refused under the option that asked for it."""
    changes: dict[str, object] = {}
    for option, key, value in (
        ("--players", "players", players),
        ("--target", "target", target),
        ("--single-deal", "single_deal", single_deal or None),
    ):
        if value is None:
            continue
        changes[key] = value
        try:
            build_rules(preset, changes)
        except TableError as exc:
            hint = "--preset" if exc.code == "unknown_preset" else option
            raise typer.BadParameter(str(exc), param_hint=hint) from None
    return changes


def play(
    lang: Annotated[
        str | None,
        typer.Option("--lang", help=f"Language: {', '.join(LANGUAGES)} (default: your locale)."),
    ] = None,
    preset: Annotated[
        str, typer.Option(help=f"Rules preset: {', '.join(sorted(PRESETS))}.")
    ] = DEFAULT_PRESET,
    players: Annotated[
        int,
        typer.Option(parser=players_option, help=f"{FEWEST} to {MOST} players, you included."),
    ] = 4,
    opponents: Annotated[
        str,
        typer.Option(
            help=f"Bot level for every opponent, or one each: {', '.join(LEVELS)}; with fewer "
            "levels than opponents the last fills the rest."
        ),
    ] = DEFAULT_LEVEL,
    target: Annotated[
        int | None,
        typer.Option(
            parser=whole_number(1), help="End the game at this total (default: the preset's)."
        ),
    ] = None,
    single_deal: Annotated[bool, typer.Option("--single-deal", help="Play one deal only.")] = False,
    name: Annotated[str, typer.Option(help="Your name at the table.")] = "",
    resume: Annotated[
        bool, typer.Option("--resume", help="Play on the last unfinished game at once.")
    ] = False,
    new: Annotated[bool, typer.Option("--new", help="Start a new game at once.")] = False,
    guided: Annotated[
        bool,
        typer.Option(
            "--guided", help="Explain each rule and tip before you act (F5 turns it off)."
        ),
    ] = False,
    delay: Annotated[
        float,
        typer.Option(
            parser=seconds, help="Seconds each bot's card stays before the next (0: none)."
        ),
    ] = 0.6,
    seed: Annotated[
        int | None, typer.Option(parser=whole_number(), help="Seed for a repeatable deal.")
    ] = None,
    db: DatabaseOption = None,
) -> None:
    """Play Hjerterfri in the terminal against the bots. Unfinished games resume."""
    from hjerterfri.tui import HjerterfriApp
    from hjerterfri.tui.app import ASK
    from hjerterfri.tui.start_screen import NEW
    from hjerterfri.tui.words import Words

    language = checked_language(lang)
    if resume and new:
        raise typer.BadParameter("choose --resume or --new, not both.", param_hint="--resume")
    changes = _rules(preset, players, target, single_deal)
    levels = seat_levels(
        opponents, players - 1, LEVELS, "--opponents", example="hard,medium (hard, then medium)"
    )
    words = Words(language)
    request = NewGame(
        name=name.strip() or words("You"),
        language=language,
        preset=preset,
        rules=changes,
        opponents=levels,
        seed=seed,
    )
    games = Games(database(db))
    start = NEW if new else ASK
    if resume:
        waiting = unfinished(games)
        if not waiting:
            typer.echo("There is no unfinished game to resume; start one with `hjerterfri play`.")
            raise typer.Exit(1)
        start = waiting[0]["id"]
    HjerterfriApp(games, request, start=start, delay=delay, guided=guided).run()
