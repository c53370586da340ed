"""The start screen: a new game, or one of the unfinished games to play on."""

from __future__ import annotations

import datetime
from typing import Any

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from hjerterfri.tui.words import Words

NEW = "new"
GUIDED = "guided"
STATISTICS = "statistics"
REVIEW = "review:"  # and the game's id
SHOWN = 8  # finished games offered for review, newest first


def game_label(game: dict[str, Any], words: Words) -> str:
    """One unfinished game: when it was played, its deal, and everyone's total."""
    names = [s["name"] for s in game["seats"]]
    totals = game.get("totals") or [0] * len(names)
    scores = ", ".join(f"{n} {t}" for n, t in zip(names, totals, strict=True))
    when = _local(game["updated"])
    label = words(
        "{when} · deal {number} · {scores}",
        when=when,
        number=game.get("deal_number", 1),
        scores=scores,
    )
    if game.get("undo_used"):  # undo showed what the bots held: a practice game
        label += " · " + words("practice — undo used")
    return label


def _local(stamp: str) -> str:
    """The store's UTC time (``2026-11-30T07:02:11Z``) as this machine's local time."""
    try:
        moment = datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return stamp
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


class StartScreen(Screen[str]):
    """Choose: a new game with the settings given, or play on where a game stopped."""

    def __init__(
        self,
        games: list[dict[str, Any]],
        words: Words,
        setup: str,
        finished: list[dict[str, Any]] | None = None,
    ) -> None:
        super().__init__()
        self._games = games
        self._words = words
        self._setup = setup
        self._finished = (finished or [])[:SHOWN]

    def compose(self) -> ComposeResult:
        words = self._words
        options = [Option(words("New game") + f" ({self._setup})", id=NEW)]
        options += [Option(game_label(g, words), id=g["id"]) for g in self._games]
        options.append(Option(words("Guided first game") + f" ({self._setup})", id=GUIDED))
        options.append(Option(words("Statistics"), id=STATISTICS))
        options += [
            Option(words("Review: {game}", game=game_label(g, words)), id=REVIEW + g["id"])
            for g in self._finished
        ]
        with Vertical(classes="start"):
            yield Static("Hjerterfri", classes="dialog-title")
            yield Static(words("Play on an unfinished game, or start a new one."))
            yield OptionList(*options, id="games")
            yield Static(words("↑ ↓ choose · Enter: start · Ctrl+Q: quit"), classes="dialog-keys")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(str(event.option.id))
