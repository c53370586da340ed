"""One human seat at a stored table, as the terminal drives it: act, and see each step after.

The table (``services.table``) decides everything and the games store keeps every action
as it happens, exactly as for a browser game, so a game started here resumes after a quit
or a crash, here or in the browser. After an action, the bots' moves that followed are
shown one by one: each step is the seat's view (``services.table.views``) of a copy of the
table that follows the log one action at a time, so the terminal never keeps a second copy
of the rules, and the work per step does not grow with the length of the game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.table import views
from hjerterfri.services.table.config import Action, TableError
from hjerterfri.services.table.seat_bots import Hint
from hjerterfri.services.table.seat_events import SeatEvent, SeatFeed
from hjerterfri.services.table.table import Table
from hjerterfri.services.table.views import SeatState


@dataclasses.dataclass(frozen=True)
class Step:
    """The seat's view just after ``action`` (None: the table as it is), and the new events."""

    state: SeatState
    events: tuple[SeatEvent, ...]
    action: Action | None = None


class Session:
    """A seat's handle on one game in the store; every method is a blocking call."""

    def __init__(self, games: Games, game_id: str) -> None:
        self.games = games
        self.game_id = game_id
        self.table: Table = games.table(game_id)
        humans = self.table.config.humans
        if not humans:
            raise TableError("not_a_human_seat", f"Game {game_id} has no human seat.")
        self.seat = humans[0]
        self.replayed = 0  # actions the following copy has applied: the work done, counted
        self._feed = SeatFeed(self.seat)
        self._follower = self._follow(self.table.log)

    @classmethod
    def start(cls, games: Games, request: NewGame) -> Session:
        return cls(games, games.create(request)["id"])

    # -- what the seat sees ----------------------------------------------------------------
    def now(self) -> Step:
        """The table as it is, with every event of the game (to draw the log afresh)."""
        every = SeatFeed(self.seat).update(self.table).events
        return Step(views.state(self.table, self.seat), every)

    def names(self) -> list[str]:
        return [seat.name for seat in self.table.config.seats]

    # -- what the seat does -----------------------------------------------------------------
    def play(self, card: str) -> list[Step]:
        return self._act(lambda: self.table.play(self.seat, card))

    def pass_cards(self, cards: list[str]) -> list[Step]:
        return self._act(lambda: self.table.pass_cards(self.seat, cards))

    def choose_moon(self, choice: str) -> list[Step]:
        return self._act(lambda: self.table.choose_moon(self.seat, choice))

    def next_deal(self) -> list[Step]:
        return self._act(lambda: self.table.next_deal(self.seat))

    def claim(self) -> list[Step]:
        """Claim every trick left: the table checks it and plays the rest out."""
        return self._act(lambda: self.table.claim(self.seat))

    def set_auto_play_forced(self, on: bool) -> list[Step]:
        steps = self._act(lambda: self.table.set_auto_play_forced(self.seat, on))
        self._follower = self._follow(self.table.log)  # the copy takes the new setting
        return steps

    def undo(self) -> list[Step]:
        """Back to before the seat's last decision; one step, drawn afresh."""
        self.table.undo(self.seat)
        self._follower = self._follow(self.table.log)
        return [self.now()]

    def hint(self) -> Hint:
        return self.table.hint(self.seat)

    def _act(self, do: Callable[[], None]) -> list[Step]:
        """Do it (the table refuses with ``TableError`` and changes nothing), then the steps."""
        do()
        return self._steps()

    def _follow(self, log: tuple[Action, ...]) -> Table:
        """A copy of the table replayed up to ``log``'s end; the seat's feed follows it."""
        table = self.table
        auto = {self.seat: table.auto_play_forced(self.seat)}
        copy = Table(table.config, log=log, auto_play_forced=auto, undo_used=table.undo_used)
        self._feed.update(copy)  # what the copy has done so far is seen already
        return copy

    def _steps(self) -> list[Step]:
        """A step per action the table made since the copy last followed it."""
        log = self.table.log
        follower = self._follower
        steps = []
        for length in range(len(follower.log) + 1, len(log) + 1):
            action = log[length - 1]
            follower.replay(action)
            self.replayed += 1
            new = self._feed.update(follower).events
            shown = self.table if length == len(log) else follower  # the last: the table itself
            steps.append(Step(views.state(shown, self.seat), new, action))
        if not steps:  # a setting changed: nothing was played
            steps.append(Step(views.state(self.table, self.seat), ()))
        return steps


def unfinished(games: Games) -> list[dict[str, Any]]:
    """Unfinished games of one human against bots, newest first, as the store summarises them.

    A table of friends is left to the browser, where each friend holds their own seat.
    """
    return [g for g in games.list(over=False) if sum(s["kind"] == "human" for s in g["seats"]) == 1]
