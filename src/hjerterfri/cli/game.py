"""``hjerterfri watch``: a bot game deal by deal; ``hjerterfri replay``: a record's scores."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from hjerterfri.core import (
    HjerterfriError,
    InvalidRecordError,
    Match,
    Phase,
    Rules,
    direction_name,
)
from hjerterfri.core.deal import Deal
from hjerterfri.core.record import dumps, loads

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


def _result_line(match: Match) -> str:
    if not match.is_over:
        return f"Not finished; totals {list(match.totals)}."
    if match.is_draw:
        tied = ", ".join(f"seat {s}" for s in match.leaders)
        return f"Draw between {tied} on {min(match.totals)} points."
    winners = ", ".join(f"seat {s}" for s in match.winners)
    return f"Winner: {winners} with {min(match.totals)} points."


def _play_random_deal(deal: Deal, rng: random.Random) -> None:
    """A stand-in player until bots exist: random passes, random legal plays."""
    if deal.phase is Phase.PASS:
        for seat in range(deal.rules.players):
            deal.pass_cards(seat, rng.sample(sorted(deal.hand(seat)), 3))
    while deal.phase is Phase.PLAY:
        deal.play(rng.choice(sorted(deal.legal_plays())))
    if deal.phase is Phase.MOON:
        deal.choose_moon("others_plus_26")


def watch(
    preset: Annotated[str, typer.Option(help="Rules preset.")] = "hjerterfri",
    players: Annotated[int | None, typer.Option(help="3 to 6 players.")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed for a repeatable game.")] = None,
    delay: Annotated[float, typer.Option(help="Seconds between deals.")] = 0.3,
    record: Annotated[Path | None, typer.Option(help="Write the game's record here.")] = None,
) -> None:
    """Watch a whole game between computer players, deal by deal."""
    rules = _rules(preset, players)
    match = Match(rules, seed=seed)
    rng = random.Random(match.seed)
    console.print(
        f"[bold]Hjerterfri[/] — {rules.players} players, preset {preset!r}, "
        f"seed {match.seed}, to {rules.target}"
    )
    while True:
        _play_random_deal(match.deal, rng)
        console.print(_score_sheet(match, f"After deal {match.deal.number}"))
        if match.is_over:
            break
        match.next_deal()
        time.sleep(delay)
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
