"""Words and tables for ``hjerterfri score``: translated through the "scoreboard" domain."""

from __future__ import annotations

import os
from typing import Any

from rich.table import Table

from hjerterfri.i18n import check_language, gettext, negotiate
from hjerterfri.services.scoreboard.board import Board
from hjerterfri.services.scoreboard.errors import ScoreboardError

DOMAIN = "scoreboard"


def language_from_environment() -> str:
    """``da_DK.UTF-8`` in ``$LANG`` → ``da``; English when nothing fits."""
    tag = os.environ.get("LANG", "").split(".")[0].replace("_", "-")
    return negotiate(tag or None)


class Words:
    """Translate a message (English msgid with ``{placeholders}``) into one language."""

    def __init__(self, language: str) -> None:
        self.language = check_language(language)

    def __call__(self, message: str, **params: Any) -> str:
        return gettext(self.language, DOMAIN, message).format(**params)

    def error(self, exc: ScoreboardError) -> str:
        return self(exc.template, **exc.params)

    def passing(self, direction: str) -> str:
        labels = {
            "left": self("Pass left"),
            "right": self("Pass right"),
            "across": self("Pass across"),
            "none": self("No passing"),
        }
        return labels[direction]


def score_table(board: Board, _: Words) -> Table:
    """Every deal's points with the running total under it, and the totals at the foot."""
    moons = any(deal.shooter is not None for deal in board.deals)
    table = Table(
        title=_("Scoreboard"),
        show_footer=True,
        footer_style="bold",
        caption=_("☾ = a moon: one player took every heart and Q♠.") if moons else None,
    )
    table.add_column("#", footer=_("Total"), justify="right")
    for seat, name in enumerate(board.names):
        table.add_column(name, footer=str(board.totals[seat]), justify="right")
    for deal in board.deals:
        moon = " ☾" if deal.shooter is not None else ""
        table.add_row(
            f"{deal.number}{moon}",
            *(
                f"{p:+d} [dim]({t})[/]" if p else f"0 [dim]({t})[/]"
                for p, t in zip(deal.points, deal.totals, strict=True)
            ),
        )
    return table


def status_line(board: Board, _: Words) -> str:
    """The result when the game is over, else who leads and who deals next."""
    result = board.outcome
    names = " & ".join(board.names[s] for s in board.leaders)
    lowest = min(board.totals)
    if result.over and result.draw:
        return _("Draw between {names} on {points} points.", names=names, points=lowest)
    if result.over and len(result.winners) > 1:
        return _("{names} share the win on {points} points!", names=names, points=lowest)
    if result.over:
        return _("{name} wins on {points} points!", name=names, points=lowest)
    number = board.next_number
    upcoming = _(
        "Deal {number}: {dealer} deals · {pass}",
        number=number,
        dealer=board.names[board.dealer(number)],
        **{"pass": _.passing(board.pass_direction(number))},
    )
    if result.play_off:
        return _("{names} are tied for the lowest total: play another deal.", names=names) + (
            f"\n{upcoming}"
        )
    return upcoming
