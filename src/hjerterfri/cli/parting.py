"""``hjerterfri parting``: where one bot parts from another, and what each parting is worth."""

from __future__ import annotations

from typing import Annotated

import typer
from rich import box
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from hjerterfri.bots import LEVELS
from hjerterfri.bots.arena import ARENA_ONLY
from hjerterfri.bots.parting import (
    ALL,
    DISCARD,
    FOLLOW,
    LEAD,
    PASS,
    Decision,
    Tally,
    decisions,
    tally,
)
from hjerterfri.cli.arena import half_interval, seatable
from hjerterfri.cli.values import (
    PlayersOption,
    PresetOption,
    SeedOption,
    preset_rules,
    rule_change,
    whole_number,
)
from hjerterfri.core import Rules

console = Console()
KINDS = (PASS, LEAD, FOLLOW, DISCARD)


def parting(
    bot: Annotated[str, typer.Option(help="The bot whose decisions are weighed.")] = "hard",
    reference: Annotated[
        str,
        typer.Option(help="The bot it is weighed against, which also plays every other seat."),
    ] = "medium",
    deals: Annotated[
        int, typer.Option(parser=whole_number(1), help="Deals, BOT in a different seat each.")
    ] = 100,
    seed: SeedOption = 1,
    preset: PresetOption = "hjerterfri",
    players: PlayersOption = None,
    rule: Annotated[
        list[str] | None,
        typer.Option(metavar="NAME=VALUE", help="Change one rule of the preset; repeat for more."),
    ] = None,
) -> None:
    """Where BOT and REFERENCE choose differently, on the real hidden cards, and what it is worth.

    At each such decision the deal is played out twice, once with each choice and every seat
    then playing as REFERENCE; BOT's seat's margin (its points minus the others' mean) after
    BOT's choice minus after REFERENCE's is the worth of that parting (negative = BOT's choice
    better). Shown by kind of decision, by trick, and by the hint's lesson at that moment."""
    changes = [rule_change(text) for text in rule or ()]
    table_rules = preset_rules(preset, players, "--preset", changes)
    _check(bot, "--bot", table_rules)
    _check(reference, "--reference", table_rules)
    if bot == reference:
        raise typer.BadParameter(
            f"both are {bot}, so they never part; name two bots, like --bot hard "
            "--reference medium",
            param_hint="--reference",
        )
    found: list[Decision] = []
    with Progress(
        TextColumn("[bold]parting"), BarColumn(), MofNCompleteColumn(), console=console
    ) as progress:
        bar = progress.add_task("deals", total=deals)
        for decision in decisions(bot, reference, table_rules, deals, seed):
            found.append(decision)
            progress.update(bar, completed=decision.deal)
        progress.update(bar, completed=deals)
    groups = tally(found, deals)
    total = groups.get(ALL, Tally(0, 0, 0.0, 0.0, 0.0))
    console.print(
        f"{bot} against {reference}, {deals} deal{'' if deals == 1 else 's'}, seed {seed}: "
        f"{bot}'s partings are worth "
        f"{total.per_deal:+.2f} ± {half_interval(total.per_deal_ci95)} points a deal to its "
        f"seat (95 %; negative = {bot} better)."
    )
    console.print(_table("by kind of decision", groups, [k for k in KINDS if k in groups]))
    by_trick = {(KINDS.index(d.kind), d.trick): d.at_trick for d in found}
    console.print(_table("by trick", groups, [by_trick[key] for key in sorted(by_trick)]))
    lessons = sorted({d.lesson for d in found}, key=lambda lesson: groups[lesson].per_deal)
    console.print(_table(f"by the hint's lesson ({reference} may play another)", groups, lessons))
    console.print(
        "parted: decisions where the two chose differently; worth: a parting's mean, and "
        "their sum a deal with its 95 % interval."
    )


def _check(name: str, option: str, rules: Rules) -> None:
    """Refuse a bot the arena cannot seat, naming the ones it can."""
    if name not in (*LEVELS, *ARENA_ONLY):
        raise typer.BadParameter(
            f"there is no bot {name!r}; choose one of {', '.join((*LEVELS, *ARENA_ONLY))}",
            param_hint=option,
        )
    seatable(name, rules, option)


def _table(title: str, groups: dict[str, Tally], keys: list[str]) -> Table:
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    for header in ("", "decisions", "parted", "worth a parting", "worth a deal"):
        table.add_column(header, justify="left" if not header else "right")
    for key in keys:
        t = groups[key]
        table.add_row(
            key,
            str(t.decisions),
            str(t.parted),
            f"{t.mean:+.2f}",
            f"{t.per_deal:+.2f} ± {half_interval(t.per_deal_ci95)}",
        )
    return table
