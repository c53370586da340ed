"""``hjerterfri arena``: bots against each other on duplicate deals, with confidence intervals."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table

from hjerterfri.core import HjerterfriError, Rules
from hjerterfri.services.arena import ArenaReport, check_bot_name, run_arena

console = Console()
TABLE_WIDTH = 110  # the results table's natural width; wider than a pipe's default 80


def _report_table(report: ArenaReport) -> Table:
    table = Table(
        title=f"{report.deals} duplicate deals ({report.deal_plays} played), "
        f"{report.slots[0].matches} matches a seat, seed {report.seed}"
    )
    for name, justify in (
        ("#", "right"),
        ("Bot", "left"),
        ("Pts/deal", "right"),
        ("±95%", "right"),
        ("vs rest", "right"),
        ("±95%", "right"),
        ("Moons", "right"),
        ("Stops", "right"),
        ("Wins", "right"),
        ("Draws", "right"),
        ("ms med/max", "right"),
    ):
        table.add_column(name, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    for slot, s in enumerate(report.slots):
        table.add_row(
            str(slot),
            s.bot,
            f"{s.mean:.2f}",
            f"{s.ci95:.2f}",
            f"{s.vs_field:+.2f}",
            f"{s.vs_field_ci95:.2f}",
            str(s.moons_shot),
            str(s.moons_stopped),
            f"{100 * s.win_rate:.1f}%",
            str(s.draws),
            f"{s.median_seconds * 1000:.1f}/{s.max_seconds * 1000:.0f}",
        )
    return table


def _cluster(address: str | None) -> object:
    """The Ray cluster's worker pool for ``--ray``, or None for local workers."""
    if address is None:
        return None
    from hjerterfri.services.arena_ray import ray_pool

    try:
        return ray_pool(address)
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--ray") from None


def _advance(progress: Progress, bar: TaskID, done: int, deals: int) -> None:
    """Move the bar; where output is no terminal (a log file), print a line every tenth."""
    before = progress.tasks[0].completed
    progress.update(bar, completed=done)
    if not console.is_terminal and int(10 * before / deals) != int(10 * done / deals):
        console.print(f"arena: {done}/{deals} deals, {progress.tasks[0].elapsed or 0:.0f} s")


def arena(
    bots: Annotated[
        str,
        typer.Option(
            help="Comma-separated bots, one per seat: random, easy, medium, hard, "
            "openspiel-ismcts (OpenSpiel's Python ISMCTS), openspiel-ismcts-cpp (its C++ twin), "
            "shooter (always tries to win the trick: does the field stop a moon?).",
        ),
    ] = "hard,medium,medium,medium",
    deals: Annotated[
        int,
        typer.Option(
            min=1,
            help="Distinct deals; each is played once per rotation of the bots through the seats.",
        ),
    ] = 200,
    seed: Annotated[int, typer.Option(help="Seed of the deals and the bots.")] = 1,
    jobs: Annotated[int, typer.Option(min=1, help="Worker processes.")] = 1,
    rules: Annotated[str, typer.Option(help="Rules preset.")] = "hjerterfri",
    json_path: Annotated[
        Path | None,
        typer.Option("--json", help="Also write the results here as JSON, one row a deal too."),
    ] = None,
    ray: Annotated[
        str | None,
        typer.Option(
            "--ray",
            metavar="ADDRESS",
            help="Run on the Ray cluster at ADDRESS (host:port of its head, or auto) instead "
            "of local workers; needs pip install 'hjerterfri[ray]'.",
        ),
    ] = None,
) -> None:
    """Bots against each other on duplicate deals: points per deal, moons, match wins."""
    names = tuple(b.strip().lower() for b in bots.split(",") if b.strip())
    try:
        table_rules = Rules.preset(rules)
        table_rules = Rules.preset(rules, players=len(names)) if len(names) != 4 else table_rules
        for name in names:
            check_bot_name(name, table_rules)
    except (HjerterfriError, ValueError) as exc:
        raise typer.BadParameter(str(exc)) from None
    cluster = _cluster(ray)
    with Progress(
        TextColumn("[bold]arena"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
    ) as progress:
        bar = progress.add_task("deals", total=deals)
        report = run_arena(
            names,
            table_rules,
            deals=deals,
            seed=seed,
            jobs=jobs,
            progress=lambda done: _advance(progress, bar, done, deals),
            pool=cluster,
        )
    if report.deals < deals:
        console.print(f"[yellow]Interrupted: {report.deals} of {deals} deals played.[/]")
    console.width = max(console.width, TABLE_WIDTH)
    console.print(_report_table(report))
    console.print(
        "vs rest: the bot's points per deal minus the other bots' mean on the same deals; "
        "Stops: deals where a seat took all but ≤ 3 moon cards and this bot took the rest."
    )
    if json_path:
        json_path.write_text(json.dumps(report.to_dict(), indent=2))
        console.print(f"Results written to {json_path}")
