"""One human seat at a stored table, as the terminal drives it: act, and see each step after.

The table (``services.table``) decides everything and the games store keeps every action
as it happens, exactly as for a browser game, so a game started here resumes after a quit
or a crash, here or in the browser. After an action, the bots' moves that followed are
shown one by one: each step is the seat's view (``services.views``) of the table replayed
up to that action, so the terminal never keeps a second copy of the rules or the state.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.table import views
from hjerterfri.services.table.config import Action, TableError
from hjerterfri.services.table.seat_bots import Hint
from hjerterfri.services.table.table import Table


@dataclasses.dataclass(frozen=True)
class Step:
    """The seat's view just after ``action`` (None: the table as it is), and the new events."""

    state: dict[str, Any]
    events: list[dict[str, Any]]
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
        self._seen = len(views.events(self.table, self.seat))

    @classmethod
    def start(cls, games: Games, request: NewGame) -> Session:
        return cls(games, games.create(request)["id"])

    # -- what the seat sees ----------------------------------------------------------------
    def now(self) -> Step:
        """The table as it is, with every event since the last step (all of them at first)."""
        every = views.events(self.table, self.seat)
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
        return self._act(lambda: self.table.set_auto_play_forced(self.seat, on))

    def undo(self) -> list[Step]:
        """Back to before the seat's last decision; one step, drawn afresh."""
        self.table.undo(self.seat)
        every = views.events(self.table, self.seat)
        self._seen = len(every)
        return [Step(views.state(self.table, self.seat), every)]

    def hint(self) -> Hint:
        return self.table.hint(self.seat)

    def _act(self, do: Callable[[], None]) -> list[Step]:
        """Do it (the table refuses with ``TableError`` and changes nothing), then the steps."""
        before = len(self.table.log)
        do()
        return self._steps(before)

    def _steps(self, start: int) -> list[Step]:
        """A step per action from ``start`` on, each the table replayed up to that action."""
        log = self.table.log
        config = self.table.config
        steps = []
        for length in range(start + 1, len(log) + 1):
            replayed = self.table
            if length < len(log):
                auto = {self.seat: self.table.auto_play_forced(self.seat)}
                replayed = Table(
                    config,
                    log=log[:length],
                    auto_play_forced=auto,
                    undo_used=self.table.undo_used,
                )
            every = views.events(replayed, self.seat)
            steps.append(
                Step(views.state(replayed, self.seat), every[self._seen :], log[length - 1])
            )
            self._seen = len(every)
        if not steps:  # a setting changed: nothing was played
            steps.append(Step(views.state(self.table, self.seat), []))
        return steps


def unfinished(games: Games) -> list[dict[str, Any]]:
    """Unfinished games of one human against bots, newest first, as the store summarises them.

    A table of friends is left to the browser, where each friend holds their own seat.
    """
    return [g for g in games.list(over=False) if sum(s["kind"] == "human" for s in g["seats"]) == 1]
