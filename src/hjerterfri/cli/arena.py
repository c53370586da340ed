"""``hjerterfri arena``: bots against each other on duplicate deals, with confidence intervals."""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

import typer
from rich import box
from rich.console import Console, JustifyMethod
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table

from hjerterfri.bots import LEVELS
from hjerterfri.bots.arena import (
    ARENA_ONLY,
    ArenaReport,
    RotationResult,
    WorkerPool,
    check_bot_name,
    run_arena,
)
from hjerterfri.bots.arena_paired import (
    THIS_BOT,
    NotComparable,
    PairedResult,
    compare_pooled,
    compare_runs,
)
from hjerterfri.cli.values import (
    PlayersOption,
    PresetOption,
    SeedOption,
    output_file,
    preset_rules,
    rule_change,
    seat_levels,
    whole_number,
)
from hjerterfri.core import HjerterfriError, Rules

console = Console()
MAX_JOBS = 4 * (os.cpu_count() or 1)  # more workers than that only fight over the cores


def _report_table(report: ArenaReport) -> Table:
    table = Table(
        title=f"{report.deals} duplicate deals ({report.deal_plays} played), "
        f"{report.slots[0].matches} matches a seat, seed {report.seed}",
        box=box.SIMPLE_HEAD,
        collapse_padding=True,
        pad_edge=False,
    )
    columns: tuple[tuple[str, JustifyMethod], ...] = (
        ("#", "right"),
        ("Bot", "left"),
        ("Pts/deal", "right"),
        ("vs rest", "right"),
        ("Moons", "right"),
        ("Stops", "right"),
        ("Wins", "right"),
        ("Draws", "right"),
        ("ms med/max", "right"),
    )
    for name, justify in columns:
        table.add_column(name, justify=justify, no_wrap=name != "Bot", overflow="fold")
    for slot, s in enumerate(report.slots):
        table.add_row(
            str(slot),
            s.bot,
            f"{s.mean:.2f}±{half_interval(s.ci95)}",
            f"{s.vs_field:+.2f}±{half_interval(s.vs_field_ci95)}",
            str(s.moons_shot),
            str(s.moons_stopped),
            f"{100 * s.win_rate:.1f}%" if s.matches else "n/a",
            str(s.draws) if s.matches else "n/a",
            f"{_ms(s.median_seconds)}/{s.max_seconds * 1000:.0f}",
        )
    return table


def _cluster(address: str | None) -> WorkerPool | None:
    """The Ray cluster's worker pool for ``--ray``, or None for local workers."""
    if address is None:
        return None
    from hjerterfri.bots.arena_ray import ray_pool

    try:
        return ray_pool(address)
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--ray") from None


def half_interval(half_width: float) -> str:
    """A 95 % half-interval, or n/a where one deal gives no spread to measure."""
    return f"{half_width:.2f}" if math.isfinite(half_width) else "n/a"


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}" if seconds < 0.01 else f"{seconds * 1000:.0f}"


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
            "shooter (always tries to win the trick: does the field stop a moon?), shooter-low "
            "(the same, winning with its lowest card that beats the trick), hard-2026 "
            "(the hard of 2026-11, a baseline), hard-next (a candidate to measure against it), "
            "hard-uniform (hard before its worlds were shaped by the pass), "
            "hard-no-plan (hard before it weighed going for the moon itself), "
            "hard-no-slips (hard before the other seats slipped in its play-outs), "
            "hard-oracle (hard shown every hand: what knowing the hidden cards is worth; "
            "hard-oracle-queen, -suits and -suits-queen are shown only where Q♠ is or each "
            "seat's suit lengths). "
            "Fewer than the seats: the last fills the rest (hard,medium = one hard against "
            "mediums).",
        ),
    ] = "hard,medium",
    deals: Annotated[
        int,
        typer.Option(
            parser=whole_number(1),
            help="Distinct deals; each is played once per rotation of the bots through the seats.",
        ),
    ] = 200,
    seed: SeedOption = 1,
    jobs: Annotated[
        int,
        typer.Option(
            parser=whole_number(1, MAX_JOBS),
            help=f"Worker processes (1 to {MAX_JOBS}, four a core of this computer).",
        ),
    ] = 1,
    preset: PresetOption = "hjerterfri",
    rules: Annotated[
        str | None,
        typer.Option(hidden=True, help="Deprecated: the old name of --preset."),
    ] = None,
    players: PlayersOption = None,
    rule: Annotated[
        list[str] | None,
        typer.Option(
            metavar="NAME=VALUE",
            help="Change one rule of the preset; repeat for more. For example "
            "--rule pass_order=none --rule single_deal=true (no passing, one deal a match).",
        ),
    ] = None,
    json_path: Annotated[
        Path | None,
        typer.Option(
            "--json",
            help="Also write the results here as JSON, one row a deal too (checked first).",
        ),
    ] = None,
    records: Annotated[
        Path | None,
        typer.Option(
            help="Write every match played (each rotation) into this folder as a record "
            "that `hjerterfri replay` reads, naming each seat's bot."
        ),
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
    changes = [rule_change(text) for text in rule or ()]
    option = "--rules" if rules else "--preset"
    table_rules = preset_rules(rules or preset, players, option, changes)
    names = _lineup(bots, table_rules)
    output_file(json_path, "--json")
    keep = _records_folder(records)
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
            records=keep,
        )
    if report.deals < deals:
        console.print(f"[yellow]Interrupted: {report.deals} of {deals} deals played.[/]")
    console.print(_report_table(report))
    console.print(
        "Pts/deal: points per deal ±95% (n/a from one deal); vs rest: minus the others' mean on "
        "the same deals; "
        "Stops: deals where a seat took all but ≤ 3 moon cards and this bot took the rest; "
        "Wins: n/a until a whole match is played (give more --deals)."
    )
    if json_path:
        json_path.write_text(json.dumps(report.to_dict(), indent=2, allow_nan=False))
        console.print(f"Results written to {json_path}")


def paired(
    runs: Annotated[
        list[Path],
        typer.Argument(
            metavar="BEFORE AFTER",
            help="Arena --json results in pairs: the bot as it was (e.g. today's hard), then "
            "the candidate on the same --seed, preset, players and rules. More pairs, each on "
            "another seed, are pooled.",
            show_default=False,
        ),
    ],
    slot: Annotated[
        int,
        typer.Option(
            parser=whole_number(), help="The bot slot to compare (0: the first in --bots)."
        ),
    ] = 0,
) -> None:
    """Arena runs on the same deals compared deal by deal: AFTER minus BEFORE.

    AFTER's points a deal minus BEFORE's, with a 95 % interval usually far narrower than
    either run's own (negative = AFTER better), then split by who shot the moon. Several
    pairs (each on its own seed) are shown one by one and pooled."""
    if len(runs) % 2:
        raise typer.BadParameter(
            f"{len(runs)} file{'' if len(runs) == 1 else 's'} given; give them in pairs, "
            "BEFORE then AFTER (and another BEFORE AFTER on another seed to pool)",
            param_hint="BEFORE AFTER",
        )
    pairs = [(runs[i], runs[i + 1]) for i in range(0, len(runs), 2)]
    loaded = []
    results = []
    for number, (before, after) in enumerate(pairs, start=1):
        tag = "" if number == 1 else f" {number}"
        data = (_arena_result(before, f"BEFORE{tag}"), _arena_result(after, f"AFTER{tag}"))
        try:
            results.append(compare_runs(*data, slot))
        except NotComparable as error:
            raise typer.BadParameter(
                str(error), param_hint=f"'BEFORE{tag}' and 'AFTER{tag}'"
            ) from None
        loaded.append(data)
    if len(pairs) == 1:
        _print_paired(results[0], pairs[0][0].name, pairs[0][1].name)
        return
    try:
        pooled = compare_pooled(loaded, slot)
    except NotComparable as error:
        raise typer.BadParameter(str(error), param_hint="BEFORE AFTER") from None
    for number, ((before, after), result) in enumerate(zip(pairs, results, strict=True), 1):
        console.print(
            f"pair {number}: {result.after_bot} ({after.name}) − {result.before_bot} "
            f"({before.name}), {result.deals} deals: {result.difference:+.2f} ± "
            f"{half_interval(result.ci95)}"
        )
    _print_paired(pooled, "the befores", "the afters", f" ({len(pairs)} pairs pooled)")


def _print_paired(result: PairedResult, before: str, after: str, pooled: str = "") -> None:
    """The paired figure, each side's margin, and the split by who shot the moon."""
    console.print(
        f"{result.after_bot} ({after}) − {result.before_bot} ({before}), slot "
        f"{result.slot}, over {result.deals} deals both played{pooled}: "
        f"{result.difference:+.2f} ± {half_interval(result.ci95)} points a deal "
        f"(95 %; negative = {after} better)"
    )
    console.print(
        f"Each against the other seats on those deals: {before} {result.before:+.2f}, "
        f"{after} {result.after:+.2f} points a deal."
    )
    table = Table(
        title="Who shot the moon", title_justify="left", box=box.SIMPLE_HEAD, show_edge=False
    )
    for header in (f"in {before}", f"in {after}", "plays", "share"):
        table.add_column(header, justify="right" if header in ("plays", "share") else "left")
    for part in result.moons:
        table.add_row(
            result.before_bot if part.before == THIS_BOT else part.before,
            result.after_bot if part.after == THIS_BOT else part.after,
            str(part.plays),
            f"{part.share:+.2f}",
        )
    console.print(table)
    console.print("share: those plays' part of the difference; the shares add up to it.")


def _arena_result(path: Path, hint: str) -> dict[str, object]:
    """The JSON that ``hjerterfri arena --json`` wrote, or a refusal naming what is wrong."""
    try:
        data = json.loads(path.read_text())
    except FileNotFoundError:
        raise typer.BadParameter(f"there is no file {path}", param_hint=hint) from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise typer.BadParameter(
            f"{path} is not an arena result ({error}); write one with hjerterfri arena --json FILE",
            param_hint=hint,
        ) from None
    if not isinstance(data, dict):
        raise typer.BadParameter(
            f"{path} is not an arena result; write one with hjerterfri arena --json FILE",
            param_hint=hint,
        )
    return data


def _records_folder(folder: Path | None) -> Callable[[RotationResult], None] | None:
    """Check ``--records`` before the run; then each rotation's record goes into it."""
    if folder is None:
        return None
    if folder.exists() and not folder.is_dir():
        raise typer.BadParameter(f"{folder} is a file; give a folder", param_hint="--records")
    if folder.is_dir():
        output_file(folder / "match-0-rotation-0.json", "--records")  # writable?
    else:
        output_file(folder, "--records")  # its parent exists: it can be made
        folder.mkdir()

    def keep(rotation: RotationResult) -> None:
        name = f"match-{rotation.match}-rotation-{rotation.rotation}.json"
        (folder / name).write_text(rotation.record or "")

    return keep


def _lineup(bots: str, rules: Rules) -> tuple[str, ...]:
    """One bot a seat; a single bot is refused, since the arena is there to compare."""
    known = (*LEVELS, *ARENA_ONLY)
    example = "hard,medium (one hard against medium in every other seat)"
    names = seat_levels(bots, rules.players, known, "--bots", example=example)
    if len(set(names)) == 1:
        raise typer.BadParameter(
            f"the arena compares bots, and every seat would be {names[0]}; give two or more, "
            f"like {example}",
            param_hint="--bots",
        )
    for name in set(names):
        seatable(name, rules, "--bots")
    return names


def seatable(name: str, rules: Rules, option: str) -> None:
    """Refuse, naming ``option``, a bot the arena cannot seat at a table with ``rules`` (an
    OpenSpiel bot without OpenSpiel installed, say)."""
    try:
        check_bot_name(name, rules)
    except (HjerterfriError, ValueError, ImportError) as exc:
        raise typer.BadParameter(str(exc), param_hint=option) from None
