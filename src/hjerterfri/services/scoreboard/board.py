"""The scoreboard ("poengtavla") for games played with real cards: pure logic, no I/O.

A ``Board`` holds the players' names, the ``Rules`` and the entries of the deals played.
Everything else (each deal's points, running totals, moons, the end) is recomputed from
those entries, so an edit or a delete of any earlier deal simply replays them. Every
change is checked first and raises a ``ScoreboardError`` without touching the board.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from hjerterfri.core.deal import direction_name
from hjerterfri.core.errors import InvalidRulesError
from hjerterfri.core.rules import Rules
from hjerterfri.core.scoring import Outcome, outcome
from hjerterfri.services.scoreboard.entry import Entry, read_entry, score
from hjerterfri.services.scoreboard.errors import (
    GameOverError,
    InvalidBoardError,
    InvalidEntryError,
    NoSuchDealError,
    Problem,
)

MAX_NAME = 20


@dataclasses.dataclass(frozen=True)
class ScoredDeal:
    """One line of the history: the entry, what it scored, and the totals after it."""

    number: int
    entry: Entry
    points: tuple[int, ...]
    totals: tuple[int, ...]
    dealer: int
    pass_direction: str
    shooter: int | None
    moon_choice: str | None

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["entry"] = self.entry.to_dict()
        return data


def make_rules(players: int, preset: str = "hjerterfri", **variants: Any) -> Rules:
    """The rules for a new board: a preset with the table's variants, or a clear refusal."""
    try:
        return Rules.preset(preset, players=players, **variants)
    except (InvalidRulesError, TypeError) as exc:
        raise InvalidBoardError(Problem.BAD_RULES, detail=str(exc)) from None


class Board:
    """A game's score sheet. ``check_*`` only look; ``add``, ``edit``, ``delete`` change it."""

    def __init__(
        self,
        names: Sequence[str],
        rules: Rules | None = None,
        *,
        first_dealer: int = 0,
        entries: Sequence[Entry] = (),
    ) -> None:
        self.names = clean_names(names)
        self.rules = rules if rules is not None else make_rules(len(self.names))
        if self.rules.players != len(self.names):
            raise InvalidBoardError(
                Problem.BAD_RULES,
                detail=f"the rules are for {self.rules.players} players, "
                f"but {len(self.names)} names were given",
            )
        if isinstance(first_dealer, bool) or first_dealer not in range(len(self.names)):
            raise InvalidBoardError(Problem.BAD_DEALER, players=len(self.names))
        self.first_dealer = first_dealer
        self._deals = self._replay(list(entries))

    # -- what the table sees -------------------------------------------------------
    @property
    def deals(self) -> tuple[ScoredDeal, ...]:
        return tuple(self._deals)

    @property
    def entries(self) -> tuple[Entry, ...]:
        return tuple(d.entry for d in self._deals)

    @property
    def totals(self) -> tuple[int, ...]:
        return self._deals[-1].totals if self._deals else (0,) * len(self.names)

    @property
    def leaders(self) -> tuple[int, ...]:
        """The players with the lowest total now (everyone before the first deal)."""
        lowest = min(self.totals)
        return tuple(seat for seat, total in enumerate(self.totals) if total == lowest)

    @property
    def to_target(self) -> tuple[int, ...]:
        """How many points each player is from the target (0 once reached)."""
        return tuple(max(0, self.rules.target - total) for total in self.totals)

    @property
    def outcome(self) -> Outcome:
        return outcome(self.rules, self.totals, len(self._deals))

    @property
    def next_number(self) -> int:
        return len(self._deals) + 1

    def dealer(self, number: int) -> int:
        """Who deals deal ``number``: the deal passes to the left (clockwise) each time."""
        return (self.first_dealer + number - 1) % len(self.names)

    def pass_direction(self, number: int) -> str:
        """``left``, ``right``, ``across`` or ``none`` for deal ``number``."""
        return direction_name(self.rules.pass_offset(number), self.rules.players)

    # -- checks (never change anything) ----------------------------------------------
    def check_add(self, entry: Entry) -> ScoredDeal:
        """What ``entry`` would score as the next deal; raises if it cannot be added."""
        if self.outcome.over:
            raise GameOverError(Problem.GAME_OVER)
        return self._replay([*self.entries, entry])[-1]

    def check_edit(self, number: int, entry: Entry) -> list[ScoredDeal]:
        entries = list(self.entries)
        entries[self._index(number)] = entry
        return self._replay(entries)

    def check_delete(self, number: int) -> list[ScoredDeal]:
        entries = list(self.entries)
        del entries[self._index(number)]
        return self._replay(entries)

    # -- changes -----------------------------------------------------------------------
    def add(self, entry: Entry) -> ScoredDeal:
        self._deals.append(self.check_add(entry))
        return self._deals[-1]

    def edit(self, number: int, entry: Entry) -> ScoredDeal:
        self._deals = self.check_edit(number, entry)
        return self._deals[number - 1]

    def rename(self, names: Sequence[str]) -> None:
        """New names for the same players in the same seats (a typo mended); deals stay."""
        given = [names] if isinstance(names, str) else list(names)
        if len(given) != len(self.names):
            raise InvalidBoardError(Problem.RENAME_COUNT, players=len(self.names), given=len(given))
        self.names = clean_names(given)

    def delete(self, number: int) -> None:
        self._deals = self.check_delete(number)

    # -- plain data ------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """Everything a page or a follower needs, as JSON-ready data."""
        result = self.outcome
        number = self.next_number
        upcoming = {
            "number": number,
            "dealer": self.dealer(number),
            "pass": self.pass_direction(number),
        }
        return {
            "names": list(self.names),
            "rules": self.rules.to_dict(),
            "deal_points": self.rules.deal_points,
            "first_dealer": self.first_dealer,
            "deals": [d.to_dict() for d in self._deals],
            "totals": list(self.totals),
            "leaders": list(self.leaders),
            "to_target": list(self.to_target),
            "next": None if result.over else upcoming,
            "outcome": dataclasses.asdict(result),
        }

    # -- inside ------------------------------------------------------------------------------
    def _index(self, number: int) -> int:
        if (
            isinstance(number, bool)
            or not isinstance(number, int)
            or not 1 <= number <= len(self._deals)
        ):
            raise NoSuchDealError(Problem.NO_SUCH_DEAL, number=number, last=len(self._deals))
        return number - 1

    def _replay(self, entries: list[Entry]) -> list[ScoredDeal]:
        """Score ``entries`` in order; the game may end only at the last of them."""
        deals: list[ScoredDeal] = []
        totals = (0,) * len(self.names)
        for number, entry in enumerate(entries, start=1):
            if deals and outcome(self.rules, totals, len(deals)).over:
                raise InvalidEntryError(Problem.ENDS_EARLY, number=len(deals))
            taken = read_entry(entry, self.rules, self.names)
            points, choice = score(taken, entry, self.rules, totals, self.names)
            totals = tuple(t + p for t, p in zip(totals, points, strict=True))
            deals.append(
                ScoredDeal(
                    number=number,
                    entry=entry,
                    points=points,
                    totals=totals,
                    dealer=self.dealer(number),
                    pass_direction=self.pass_direction(number),
                    shooter=taken.shooter,
                    moon_choice=choice,
                )
            )
        return deals


def clean_names(names: Sequence[str]) -> tuple[str, ...]:
    """Trimmed, non-empty, short and different names for 3 to 6 players."""
    if isinstance(names, str):
        names = [names]
    if not 3 <= len(names) <= 6:
        raise InvalidBoardError(Problem.PLAYER_COUNT, given=len(names))
    cleaned = tuple(str(name).strip() for name in names)
    seen: set[str] = set()
    for position, name in enumerate(cleaned, start=1):
        if not name:
            raise InvalidBoardError(Problem.BLANK_NAME, position=position)
        if len(name) > MAX_NAME:
            raise InvalidBoardError(Problem.LONG_NAME, name=name, limit=MAX_NAME)
        if name.casefold() in seen:
            raise InvalidBoardError(Problem.SAME_NAME, name=name)
        seen.add(name.casefold())
    return cleaned
