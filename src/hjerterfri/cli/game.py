"""``hjerterfri watch``: a bot game deal by deal; ``hjerterfri replay``: a record's scores."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from hjerterfri.bots import DEFAULT_LEVEL, LEVELS, make_bot
from hjerterfri.bots.arena import play_deal
from hjerterfri.cli.record_view import (
    bot_players,
    deal_view,
    result_line,
    score_sheet,
    seat_names,
)
from hjerterfri.cli.values import (
    FEWEST,
    MOST,
    output_file,
    preset_rules,
    seat_levels,
    seconds,
    whole_number,
)
from hjerterfri.cli.values import players as players_option
from hjerterfri.core import (
    PRESETS,
    InvalidRecordError,
    Match,
    NextDeal,
    direction_name,
    ladder_steps,
)
from hjerterfri.core.cards import QUEEN_OF_SPADES
from hjerterfri.core.deal import Deal
from hjerterfri.core.record import dumps, load_record

console = Console()


def _deal_line(deal: Deal) -> str:
    """One line a deal: its pass, each seat's points, who took Q♠, and any moon."""
    points = "  ".join(f"{p:+3d}" for p in deal.points or ())
    queen = next(s for s in range(deal.rules.players) if QUEEN_OF_SPADES in deal.taken(s))
    moon = (
        f"  [bold magenta]moon by seat {deal.moon_shooter}![/]"
        if deal.moon_shooter is not None
        else ""
    )
    return (
        f"Deal {deal.number:>2} ({direction_name(deal.pass_offset, deal.rules.players):>6}): "
        f"{points}   Q♠ → seat {queen}{moon}"
    )


def _ladder_line(deal: Deal) -> str:
    """The ladder ("trappen") of the first deal: each seat's step, out of one per trick."""
    steps = ladder_steps(deal.rules.players, deal.tricks)
    top = deal.rules.hand_size
    seats = ", ".join(
        f"seat {s} {step}/{top}" + (" (top)" if step == top else "") for s, step in enumerate(steps)
    )
    return f"         Ladder: {seats}"


def watch(
    preset: Annotated[
        str, typer.Option(help=f"Rules preset: {', '.join(sorted(PRESETS))}.")
    ] = "hjerterfri",
    bots: Annotated[
        str,
        typer.Option(
            help=f"Bot level for every seat, or one each, comma-separated ({', '.join(LEVELS)}); "
            "with fewer levels than seats the last fills the rest."
        ),
    ] = DEFAULT_LEVEL,
    players: Annotated[
        int | None,
        typer.Option(parser=players_option, help=f"{FEWEST} to {MOST} players."),
    ] = None,
    seed: Annotated[
        int | None, typer.Option(parser=whole_number(), help="Seed for a repeatable game.")
    ] = None,
    delay: Annotated[
        float, typer.Option(parser=seconds, help="Seconds between deals (0 or more).")
    ] = 0.3,
    record: Annotated[
        Path | None, typer.Option(help="Write the game's record here (checked before it starts).")
    ] = None,
) -> None:
    """Watch a whole game between computer players, deal by deal."""
    rules = preset_rules(preset, players)
    levels = seat_levels(
        bots, rules.players, LEVELS, "--bots", example="hard,medium (hard, then medium)"
    )
    output_file(record, "--record")
    match = Match(rules, seed=seed)
    seats = [make_bot(level, seed=(match.seed or 0) * 10 + s) for s, level in enumerate(levels)]
    names = seat_names(match, {"players": bot_players(levels)})
    console.print(
        f"[bold]Hjerterfri[/] — {rules.players} players, preset {preset!r}, "
        f"seed {match.seed}, to {rules.target}"
    )
    console.print("Seats: " + ", ".join(f"seat {s} {level}" for s, level in enumerate(levels)))
    while True:
        play_deal(match, seats)
        console.print(_deal_line(match.deal))
        if match.deal.number == 1:
            console.print(_ladder_line(match.deal))
        if match.is_over:
            break
        match.apply(NextDeal())
        time.sleep(delay)
    console.print(score_sheet(match, "Score sheet", names))
    console.print(f"[bold green]{result_line(match, names)}[/]")
    if record:
        record.write_text(dumps(match, {"source": "watch", "players": bot_players(levels)}))
        console.print(f"Record written to {record}")


def replay(
    path: Annotated[Path, typer.Argument(help="A match record (JSON).")],
    tricks: Annotated[
        bool, typer.Option("--tricks", help="Show every deal trick by trick: who played what.")
    ] = False,
) -> None:
    """Replay a match record and print its score sheet, or say exactly why it is invalid."""
    try:
        match, meta = load_record(path.read_text())
    except OSError as exc:
        console.print(f"[red]Cannot read {path}: {exc.strerror}[/]")
        raise typer.Exit(2) from None
    except UnicodeDecodeError:
        console.print(f"[red]Invalid record {path}: not text (a record is a JSON file)[/]")
        raise typer.Exit(1) from None
    except InvalidRecordError as exc:
        console.print(f"[red]Invalid record {path}: {exc}[/]", markup=True, highlight=False)
        raise typer.Exit(1) from None
    names = seat_names(match, meta)
    if tricks:
        for deal in match.deals:
            console.print(deal_view(deal, names))
    console.print(score_sheet(match, f"{path.name} — seed {match.seed}", names))
    console.print(result_line(match, names), markup=False)
