"""The statistics box of the terminal game: what ``hjerterfri stats`` shows, for the name at
the table, with the points of the latest games as a bar chart in text.

The figures come from ``services.statistics`` as for the command and the browser page; the
tables are the command's own (``cli.stats``), so each figure is worded once.
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from hjerterfri.cli.stats import group_table, summary_table
from hjerterfri.services.statistics import PlayerStatistics, Statistics
from hjerterfri.tui.dialogs import InfoDialog
from hjerterfri.tui.words import Words

BAR_WIDTH = 30  # characters of the longest bar


def trend_chart(points: tuple[int, ...], words: Words) -> RenderableType:
    """One bar a game, oldest first: the longer the bar, the more points (worse)."""
    if not points:
        return Text("–")
    top = max(max(points), 1)
    chart = Table(box=None, show_header=False, padding=(0, 1))
    chart.add_column(justify="right", style="dim")
    chart.add_column()
    chart.add_column(justify="right")
    for number, value in enumerate(points, start=1):
        bar = "█" * round(BAR_WIDTH * max(value, 0) / top) or "▏"
        chart.add_row(words("game {number}", number=number), bar, str(value))
    return chart


def statistics_body(figures: Statistics, words: Words) -> RenderableType:
    """The command's tables, and the chart of the latest games."""
    straight = figures.straight
    if straight.games == 0 and figures.with_undo.games == 0:
        return Text(words("{name} has no finished game in this database yet.", name=figures.name))
    parts: list[RenderableType] = [
        summary_table(words, words("{name} — games played straight", name=figures.name), straight),
        Text(words("Points in the latest games"), style="bold"),
        trend_chart(straight.trend, words),
        group_table(words, words("By rules preset"), words("Rules preset"), straight.by_preset),
        group_table(words, words("By opponents' level"), words("Opponents"), straight.by_opponents),
    ]
    if figures.with_undo.games:
        title = words("Games with undo, counted apart")
        parts.append(summary_table(words, title, figures.with_undo))
    return Group(*parts)


def statistics_dialog(statistics: PlayerStatistics, name: str, words: Words) -> InfoDialog:
    """The box with ``name``'s statistics; Esc closes it."""
    body = statistics_body(statistics.of(name), words)
    keys = words("↑ ↓ PgUp PgDn: scroll · Esc: close")
    return InfoDialog(words("Statistics"), body, keys, enter=False)
