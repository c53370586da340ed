"""``hjerterfri watch``: a bot game deal by deal; ``hjerterfri replay``: a record's scores."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from hjerterfri.bots import make_bot
from hjerterfri.core import (
    HjerterfriError,
    InvalidRecordError,
    Match,
    Rules,
    direction_name,
    ladder_steps,
)
from hjerterfri.core.deal import Deal
from hjerterfri.core.record import dumps, loads
from hjerterfri.services.arena import play_deal

console = Console()


def _rules(preset: str, players: int | None) -> Rules:
    try:
        return Rules.preset(preset, **({"players": players} if players else {}))
    except HjerterfriError as exc:
        raise typer.BadParameter(str(exc)) from None


def _score_sheet(match: Match, title: str) -> Table:
    n = match.rules.players
    table = Table(title=title)
    table.add_column("Deal", justify="right")
    table.add_column("Pass")
    for seat in range(n):
        table.add_column(f"Seat {seat}", justify="right")
    running = [0] * n
    for deal in match.deals:
        points = deal.points
        if points is None:
            continue
        running = [r + p for r, p in zip(running, points, strict=True)]
        moon = f" ☾{deal.moon_shooter}" if deal.moon_shooter is not None else ""
        table.add_row(
            str(deal.number),
            direction_name(deal.pass_offset, n) + moon,
            *(f"{p:+d} → {t}" for p, t in zip(points, running, strict=True)),
        )
    return table


def _deal_line(deal: Deal) -> str:
    """One line a deal: its pass, each seat's points, who took Q♠, and any moon."""
    points = "  ".join(f"{p:+3d}" for p in deal.points or ())
    queen = next(s for s in range(deal.rules.players) if "QS" in deal.taken(s))
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


def _result_line(match: Match) -> str:
    if not match.is_over:
        return f"Not finished; totals {list(match.totals)}."
    if match.is_draw:
        tied = ", ".join(f"seat {s}" for s in match.leaders)
        return f"Draw between {tied} on {min(match.totals)} points."
    winners = ", ".join(f"seat {s}" for s in match.winners)
    return f"Winner: {winners} with {min(match.totals)} points."


def watch(
    preset: Annotated[str, typer.Option(help="Rules preset.")] = "hjerterfri",
    bots: Annotated[
        str, typer.Option(help="Bot level per seat, comma-separated (random, easy, medium, hard).")
    ] = "medium",
    players: Annotated[int | None, typer.Option(help="3 to 6 players.")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed for a repeatable game.")] = None,
    delay: Annotated[float, typer.Option(help="Seconds between deals.")] = 0.3,
    record: Annotated[Path | None, typer.Option(help="Write the game's record here.")] = None,
) -> None:
    """Watch a whole game between computer players, deal by deal."""
    rules = _rules(preset, players)
    match = Match(rules, seed=seed)
    levels = [level.strip() for level in bots.split(",")]
    if len(levels) == 1:
        levels *= rules.players
    if len(levels) != rules.players:
        raise typer.BadParameter(
            f"{len(levels)} bots given for {rules.players} players", param_hint="--bots"
        )
    try:
        seats = [make_bot(level, seed=(match.seed or 0) * 10 + s) for s, level in enumerate(levels)]
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--bots") from None
    console.print(
        f"[bold]Hjerterfri[/] — {rules.players} players, preset {preset!r}, "
        f"seed {match.seed}, to {rules.target}"
    )
    while True:
        play_deal(match.deal, seats)
        console.print(_deal_line(match.deal))
        if match.deal.number == 1:
            console.print(_ladder_line(match.deal))
        if match.is_over:
            break
        match.next_deal()
        time.sleep(delay)
    console.print(_score_sheet(match, "Score sheet"))
    console.print(f"[bold green]{_result_line(match)}[/]")
    if record:
        record.write_text(dumps(match))
        console.print(f"Record written to {record}")


def replay(path: Annotated[Path, typer.Argument(help="A match record (JSON).")]) -> None:
    """Replay a match record and print its score sheet, or say exactly why it is invalid."""
    try:
        match = loads(path.read_text())
    except OSError as exc:
        console.print(f"[red]Cannot read {path}: {exc.strerror}[/]")
        raise typer.Exit(2) from None
    except InvalidRecordError as exc:
        console.print(f"[red]Invalid record {path}: {exc}[/]")
        raise typer.Exit(1) from None
    console.print(_score_sheet(match, f"{path.name} — seed {match.seed}"))
    console.print(_result_line(match))
