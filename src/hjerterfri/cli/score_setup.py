"""The questions that set up a new board in ``hjerterfri score``: players, names and rules."""

from __future__ import annotations

from typing import TypeVar

from rich.console import Console
from rich.prompt import Confirm, IntPrompt, Prompt

from hjerterfri.cli.score_text import Words
from hjerterfri.core.rules import DEFAULT_PRESET, PRESETS, SETTING, MoonRule, TieRule
from hjerterfri.services.scoreboard.board import Board, clean_names, make_rules
from hjerterfri.services.scoreboard.errors import ScoreboardError

T = TypeVar("T")


def ask_new_board(console: Console, _: Words) -> Board:
    """Ask until the answers make a board; every refusal is explained and asked again."""
    players = IntPrompt.ask(
        _("How many players?"), choices=_choices("players"), default=SETTING["players"].default
    )
    names = _ask_names(console, _, players)
    dealer = ask_labelled(console, _("Who deals first?"), list(enumerate(names)), default=0, _=_)
    preset = Prompt.ask(_("Rules"), choices=sorted(PRESETS), default=DEFAULT_PRESET)
    base = PRESETS[preset]
    while True:
        try:
            rules = make_rules(
                players,
                preset,
                target=IntPrompt.ask(_("Game ends at"), default=base.target),
                moon=ask_labelled(console, _("Moon"), moon_rules(_), default=base.moon.value, _=_),
                jack_of_diamonds=Confirm.ask(
                    _("Jack of diamonds −10"), default=base.jack_of_diamonds
                ),
                queen_points=IntPrompt.ask(
                    _("Queen of spades"),
                    choices=_choices("queen_points"),
                    default=base.queen_points,
                ),
                ties=ask_labelled(
                    console,
                    _("Tie for the lowest total"),
                    tie_rules(_),
                    default=base.ties.value,
                    _=_,
                ),
            )
            return Board(names, rules, first_dealer=dealer)
        except ScoreboardError as exc:
            console.print(f"[red]{_.error(exc)}[/]")


def _choices(setting: str) -> list[str]:
    """The values the rules' schema allows for ``setting``, as typed at a prompt."""
    return [str(value) for value in SETTING[setting].values]


def moon_rules(_: Words) -> list[tuple[str, str]]:
    """The moon rules in the schema's order, in the scoreboard's own words."""
    words = {
        MoonRule.OTHERS_PLUS_26.value: _("Others get 26"),
        MoonRule.SHOOTER_MINUS_26.value: _("Shooter gets −26"),
        MoonRule.SHOOTERS_CHOICE.value: _("Shooter's choice"),
        MoonRule.AUTOMATIC.value: _("Automatic (others +26 unless that loses the game)"),
    }
    return [(str(value), words[str(value)]) for value in SETTING["moon"].values]


def tie_rules(_: Words) -> list[tuple[str, str]]:
    """The tie rules in the schema's order, in the scoreboard's own words."""
    words = {
        TieRule.DRAW.value: _("The game is a draw"),
        TieRule.SHARED_WIN.value: _("They share the win"),
        TieRule.PLAY_OFF.value: _("Play another deal"),
    }
    return [(str(value), words[str(value)]) for value in SETTING["ties"].values]


def ask_labelled(
    console: Console, question: str, options: list[tuple[T, str]], *, default: T, _: Words
) -> T:
    """A question answered by number (each option's words shown, in the board's language);
    the option's own value (``draw``, ``others_plus_26``) is understood too."""
    for number, (_value, label) in enumerate(options, start=1):
        console.print(f"  {number} = {label}")
    numbers = {str(n): value for n, (value, _label) in enumerate(options, start=1)}
    by_value = {str(value): value for value, _label in options}
    shown_default = next(n for n, value in numbers.items() if value == default)
    while True:
        answer = Prompt.ask(question, default=shown_default).strip().lower()
        if answer in numbers:
            return numbers[answer]
        if answer in by_value:
            return by_value[answer]
        said = _("Type a number from 1 to {last}.", last=len(options))
        console.print(f"[red]{said}[/]")


def _ask_names(console: Console, _: Words, players: int) -> tuple[str, ...]:
    while True:
        names = [Prompt.ask(_("Player {number}", number=n)) for n in range(1, players + 1)]
        try:
            return clean_names(names)
        except ScoreboardError as exc:
            console.print(f"[red]{_.error(exc)}[/]")
