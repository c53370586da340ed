"""The Textual app: opens the game asked for (new, resumed, or chosen on the start screen).

It only wires screens together. Games are made and found by ``services.games``, exactly
as the browser's are, so both list and resume the same games.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import ClassVar

from textual.app import App
from textual.binding import Binding, BindingType

from hjerterfri.bots import DEFAULT_LEVEL
from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.review_analysis import Reviews
from hjerterfri.services.statistics import PlayerStatistics
from hjerterfri.services.table.config import TableConfig
from hjerterfri.tui.guide import GuidedTableScreen
from hjerterfri.tui.review_screen import ReviewScreen
from hjerterfri.tui.session import Session, unfinished
from hjerterfri.tui.start_screen import GUIDED, NEW, REVIEW, STATISTICS, StartScreen
from hjerterfri.tui.stats_screen import statistics_dialog
from hjerterfri.tui.styles import CSS
from hjerterfri.tui.table_screen import TableScreen
from hjerterfri.tui.words import Words

ASK = "ask"
DEFAULT_DELAY = 0.6


class HjerterfriApp(App[None]):
    """Hjerterfri in the terminal. ``start``: ``ask``, ``new``, or a game id to resume."""

    CSS = CSS
    TITLE = "Hjerterfri"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [Binding("ctrl+q", "quit", show=False, priority=True)]

    def __init__(
        self,
        games: Games,
        request: NewGame,
        *,
        start: str = ASK,
        delay: float = DEFAULT_DELAY,
        guided: bool = False,
    ) -> None:
        super().__init__()
        self.games = games
        self.request = request
        self.words = Words(request.language)
        self.start = start
        self.delay = delay
        self.session: Session | None = None
        self.guided = guided
        self.reviews = Reviews(games)  # the hard bot's views of decisions, kept while it runs

    def on_mount(self) -> None:
        if self.start == ASK:
            self._ask()
            return
        self._chosen(self.start)

    def on_unmount(self) -> None:
        self.reviews.close()

    def _ask(self) -> None:
        """The start screen: a new game (guided or not), games to play on or to review,
        the statistics."""
        finished = self.games.list(over=True)
        screen = StartScreen(unfinished(self.games), self.words, self.setup_text(), finished)
        self.push_screen(screen, self._chosen)

    def setup_text(self) -> str:
        """The new game's settings in a few words."""
        words = self.words
        request = self.request
        players = request.rules.get("players", 4)
        levels = request.opponents or (DEFAULT_LEVEL,)
        return words(
            "{players} players, rules {preset}, opponents {levels}",
            players=players,
            preset=request.preset,
            levels=", ".join(sorted({words.level(level) for level in levels})),
        )

    def _chosen(self, choice: str | None) -> None:
        if choice is None:
            return
        if choice == STATISTICS:
            self.show_statistics(then=self._ask)
            return
        if choice.startswith(REVIEW):
            self.show_review(choice.removeprefix(REVIEW), then=self._ask)
            return
        if choice in (NEW, GUIDED):
            self.guided = self.guided or choice == GUIDED
            self.session = Session.start(self.games, self.request)
        else:
            self.session = Session(self.games, choice)
        self._sit_down()

    def _sit_down(self) -> None:
        assert self.session is not None
        screen = GuidedTableScreen(
            self.session,
            self.words,
            delay=self.delay,
            new_game=self.new_game,
            on_speed=self._keep_speed,
            guided=self.guided,
            on_statistics=self.show_statistics,
            on_review=self.show_review,
        )
        if isinstance(self.screen, TableScreen | StartScreen):
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def show_statistics(self, then: Callable[[], None] | None = None) -> None:
        """The statistics of the name at the table (or the one given for a new game)."""
        name = self.request.name
        if self.session is not None:
            name = self.session.names()[self.session.seat]
        dialog = statistics_dialog(PlayerStatistics(self.games.store.engine), name, self.words)
        self.push_screen(dialog, lambda _closed: then() if then else None)

    def show_review(self, game_id: str, then: Callable[[], None] | None = None) -> None:
        """A game trick by trick; a running one from its human seat's side only."""
        summary = self.games.summary(game_id)
        seat = None if summary["over"] else summary["human_seat"]
        screen = ReviewScreen(self.reviews, game_id, seat, self.words)
        self.push_screen(screen, lambda _closed: then() if then else None)

    def _keep_speed(self, delay: float) -> None:
        """The speed chosen at the table, for the games that follow."""
        self.delay = delay

    def new_game(self) -> None:
        """Another game with the settings of the one just played."""
        assert self.session is not None
        self.request = again(self.session.table.config, self.request)
        self.session = Session.start(self.games, self.request)
        self._sit_down()


def again(config: TableConfig, request: NewGame) -> NewGame:
    """A new game's request with the seats and rules of ``config``, and a new seed."""
    human = config.humans[0]
    opponents = tuple(s.level or DEFAULT_LEVEL for s in config.seats if s.is_bot)
    return dataclasses.replace(
        request,
        name=config.seats[human].name,
        preset=config.preset,
        rules=config.rules.to_dict(),
        opponents=opponents,
        seed=None,
    )
