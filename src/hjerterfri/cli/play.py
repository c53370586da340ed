"""``hjerterfri play``: a whole game against the bots in the terminal (Textual).

Games are kept in the same database as ``hjerterfri serve``'s, every action as it is
made, so a game quit here (or in a crash) resumes where it was, here or in the browser.
"""

from __future__ import annotations

from typing import Annotated

import typer

from hjerterfri.bots import LEVELS
from hjerterfri.cli.score_text import language_from_environment
from hjerterfri.core import PRESETS
from hjerterfri.i18n import LANGUAGES
from hjerterfri.services.config import TableError, build_rules
from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.store import ENV_VAR, open_database
from hjerterfri.tui.session import unfinished


def _levels(text: str, players: int) -> tuple[str, ...]:
    levels = [level.strip().lower() for level in text.split(",") if level.strip()]
    if len(levels) == 1:
        levels *= players - 1
    if len(levels) != players - 1:
        raise typer.BadParameter(
            f"{len(levels)} levels given for {players - 1} opponents; give one level for all, "
            f"or {players - 1} separated by commas, like medium,easy,hard.",
            param_hint="--opponents",
        )
    for level in levels:
        if level not in LEVELS:
            raise typer.BadParameter(
                f"there is no level {level!r}; choose from {', '.join(LEVELS)}.",
                param_hint="--opponents",
            )
    return tuple(levels)


def play(
    lang: Annotated[
        str | None,
        typer.Option("--lang", help=f"Language: {', '.join(LANGUAGES)} (default: your locale)."),
    ] = None,
    preset: Annotated[
        str, typer.Option(help=f"Rules preset: {', '.join(sorted(PRESETS))}.")
    ] = "hjerterfri",
    players: Annotated[int, typer.Option(help="3 to 6 players, you included.")] = 4,
    opponents: Annotated[
        str,
        typer.Option(help=f"Bot level for every opponent, or one each: {', '.join(LEVELS)}."),
    ] = "medium",
    target: Annotated[
        int | None, typer.Option(help="End the game at this total (default: the preset's).")
    ] = None,
    single_deal: Annotated[bool, typer.Option("--single-deal", help="Play one deal only.")] = False,
    name: Annotated[str, typer.Option(help="Your name at the table.")] = "",
    resume: Annotated[
        bool, typer.Option("--resume", help="Play on the last unfinished game at once.")
    ] = False,
    new: Annotated[bool, typer.Option("--new", help="Start a new game at once.")] = False,
    delay: Annotated[
        float, typer.Option(help="Seconds each bot's card stays before the next (0: none).")
    ] = 0.6,
    seed: Annotated[int | None, typer.Option(help="Seed for a repeatable deal.")] = None,
    db: Annotated[
        str | None,
        typer.Option(
            "--db", envvar=ENV_VAR, help="Database URL (default: the file `serve` uses too)."
        ),
    ] = None,
) -> None:
    """Play Hjerterfri in the terminal against the bots. Unfinished games resume."""
    from hjerterfri.tui import HjerterfriApp
    from hjerterfri.tui.app import ASK, NEW
    from hjerterfri.tui.words import Words

    language = (lang or language_from_environment()).strip().lower()
    if language not in LANGUAGES:
        raise typer.BadParameter(
            f"there is no language {language!r}; choose one of {', '.join(LANGUAGES)}.",
            param_hint="--lang",
        )
    if resume and new:
        raise typer.BadParameter("choose --resume or --new, not both.", param_hint="--resume")
    if delay < 0:
        raise typer.BadParameter(
            f"{delay} is below 0; give 0 or more seconds.", param_hint="--delay"
        )
    changes: dict[str, object] = {"players": players}
    if target is not None:
        changes["target"] = target
    if single_deal:
        changes["single_deal"] = True
    try:
        build_rules(preset, changes)
    except TableError as exc:
        raise typer.BadParameter(str(exc), param_hint="--preset/--players/--target") from None
    levels = _levels(opponents, players)
    words = Words(language)
    request = NewGame(
        name=name.strip() or words("You"),
        language=language,
        preset=preset,
        rules=changes,
        opponents=levels,
        seed=seed,
    )
    games = Games(open_database(db))
    start = NEW if new else ASK
    if resume:
        waiting = unfinished(games)
        if not waiting:
            typer.echo("There is no unfinished game to resume; start one with `hjerterfri play`.")
            raise typer.Exit(1)
        start = waiting[0]["id"]
    HjerterfriApp(games, request, start=start, delay=delay).run()
