"""The questions that set up a new board in ``hjerterfri score``: players, names and rules."""

from __future__ import annotations

from rich.console import Console
from rich.prompt import Confirm, IntPrompt, Prompt

from hjerterfri.cli.score_text import Words
from hjerterfri.core.rules import PRESETS, MoonRule, TieRule
from hjerterfri.services.scoreboard import Board, clean_names, make_rules
from hjerterfri.services.scoreboard_errors import ScoreboardError


def ask_new_board(console: Console, _: Words) -> Board:
    """Ask until the answers make a board; every refusal is explained and asked again."""
    players = IntPrompt.ask(_("How many players?"), choices=["3", "4", "5", "6"], default=4)
    names = _ask_names(console, _, players)
    preset = Prompt.ask(_("Rules"), choices=sorted(PRESETS), default="hjerterfri")
    base = PRESETS[preset]
    while True:
        try:
            rules = make_rules(
                players,
                preset,
                target=IntPrompt.ask(_("Game ends at"), default=base.target),
                moon=Prompt.ask(
                    _("Moon"), choices=[m.value for m in MoonRule], default=base.moon.value
                ),
                jack_of_diamonds=Confirm.ask(
                    _("Jack of diamonds −10"), default=base.jack_of_diamonds
                ),
                queen_points=IntPrompt.ask(
                    _("Queen of spades"), choices=["13", "12"], default=base.queen_points
                ),
                ties=Prompt.ask(
                    _("Tie for the lowest total"),
                    choices=[t.value for t in TieRule],
                    default=base.ties.value,
                ),
            )
            return Board(names, rules)
        except ScoreboardError as exc:
            console.print(f"[red]{_.error(exc)}[/]")


def _ask_names(console: Console, _: Words, players: int) -> tuple[str, ...]:
    while True:
        names = [Prompt.ask(_("Player {number}", number=n)) for n in range(1, players + 1)]
        try:
            return clean_names(names)
        except ScoreboardError as exc:
            console.print(f"[red]{_.error(exc)}[/]")
