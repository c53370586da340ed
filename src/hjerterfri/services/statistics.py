"""A player's statistics across finished games, computed from the stored games alone.

Each finished game is replayed from its log (the one truth, DESIGN.md) to learn what the
summary does not keep: who took Q♠ and who stopped a moon. ``facts`` turns one game into
one player's ``GamePlay``; ``tally`` sums plays into ``Figures``, pure and testable.

Games are never deleted by a reset: a reset stores a moment per name, and games finished
before it no longer count for that name (docs/statistics.md). Games in which someone used
undo are counted apart, so the main figures are of games played straight.
"""

from __future__ import annotations

import concurrent.futures
import csv
import dataclasses
import datetime
import io
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from hjerterfri.core import Match
from hjerterfri.core.cards import MOON_CARDS, QUEEN_OF_SPADES
from hjerterfri.core.deal import Deal
from hjerterfri.core.events import TrickTaken
from hjerterfri.services.store.games import GameRow, GameStore, now
from hjerterfri.services.table.config import Action, TableConfig
from hjerterfri.services.table.table import Table

TREND_GAMES = 10  # how many of the latest games the trend shows
MIXED = "mixed"  # opponents of different levels
PEOPLE = "people"  # opponents who are all people

metadata = sa.MetaData()
resets = sa.Table(
    "statistics_resets",
    metadata,
    sa.Column("name", sa.String(200), primary_key=True),
    sa.Column("reset_at", sa.DateTime(timezone=True), nullable=False),
)


@dataclasses.dataclass(frozen=True)
class GamePlay:
    """One finished game as one player played it."""

    game_id: str
    finished: datetime.datetime
    preset: str
    opponents: str  # the bots' level, MIXED, or PEOPLE
    undo_used: bool
    deals: int
    points: int
    won: bool
    moons_shot: int
    moons_stopped: int
    queens_taken: int


@dataclasses.dataclass(frozen=True)
class Group:
    """Games, wins and average points of the plays that share a preset or an opponents' level."""

    key: str
    games: int
    wins: int
    points_per_game: float


@dataclasses.dataclass(frozen=True)
class Figures:
    """What a set of games adds up to; averages are None when there is no game."""

    games: int
    wins: int
    win_rate: float | None
    points_per_deal: float | None
    points_per_game: float | None
    moons_shot: int
    moons_stopped: int
    queens_taken: int
    best: GamePlay | None  # the fewest points
    worst: GamePlay | None  # the most points
    trend: tuple[int, ...]  # points of the latest games, oldest first
    by_preset: tuple[Group, ...]
    by_opponents: tuple[Group, ...]

    def to_dict(self) -> dict[str, Any]:
        out = dataclasses.asdict(self)
        for key in ("best", "worst"):
            play = getattr(self, key)
            out[key] = None if play is None else play_dict(play)
        out["trend"] = list(self.trend)
        for key in ("by_preset", "by_opponents"):
            out[key] = [dataclasses.asdict(g) for g in getattr(self, key)]
        return out


@dataclasses.dataclass(frozen=True)
class Statistics:
    """A name's figures: games played straight, and apart those in which undo was used."""

    name: str
    reset_at: datetime.datetime | None
    straight: Figures
    with_undo: Figures

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "reset_at": None if self.reset_at is None else _stamp(self.reset_at),
            "straight": self.straight.to_dict(),
            "with_undo": self.with_undo.to_dict(),
        }


def _stamp(moment: datetime.datetime) -> str:
    return moment.replace(tzinfo=None).isoformat(timespec="seconds") + "Z"


def play_dict(play: GamePlay) -> dict[str, Any]:
    out = dataclasses.asdict(play)
    out["finished"] = _stamp(play.finished)
    return out


def same_name(a: str, b: str) -> bool:
    """Names match as people type them: spaces around and letter case do not count."""
    return a.strip().casefold() == b.strip().casefold()


def opponents_label(config: TableConfig, seat: int) -> str:
    """The level of the bots ``seat`` played against: one level, MIXED, or PEOPLE."""
    others = [s for i, s in enumerate(config.seats) if i != seat]
    levels = {s.level or "" for s in others if s.is_bot}
    if not levels:
        return PEOPLE
    if len(levels) == 1 and all(s.is_bot for s in others):
        return levels.pop()
    return MIXED


def queens_taken(deal: Deal, seat: int) -> int:
    """1 if ``seat`` won the trick holding Q♠ in this deal, else 0."""
    return sum(
        1
        for e in deal.events
        if isinstance(e, TrickTaken) and e.winner == seat and QUEEN_OF_SPADES in e.cards
    )


def stopped_moon(deal: Deal, seat: int) -> bool:
    """Whether ``seat`` stopped a moon: nobody shot it, one opponent took every point card
    except those of a single trick, and that trick was ``seat``'s."""
    if deal.moon_shooter is not None:
        return False
    winners = [
        e.winner
        for e in deal.events
        if isinstance(e, TrickTaken) and any((MOON_CARDS >> c) & 1 for c in e.cards)
    ]
    others = {w for w in winners if w != seat}
    return winners.count(seat) == 1 and len(others) == 1


def facts(row: GameRow, match: Match, seat: int) -> GamePlay:
    """What seat ``seat`` did in the finished game ``row``, replayed as ``match``."""
    config = TableConfig.from_dict(row.config)
    deals = [d for d in match.deals if d.points is not None]
    return GamePlay(
        game_id=row.id,
        finished=row.updated_at,
        preset=config.preset,
        opponents=opponents_label(config, seat),
        undo_used=row.undo_used,
        deals=len(deals),
        points=match.totals[seat],
        won=seat in match.winners,
        moons_shot=sum(1 for d in deals if d.moon_shooter == seat),
        moons_stopped=sum(1 for d in deals if stopped_moon(d, seat)),
        queens_taken=sum(queens_taken(d, seat) for d in deals),
    )


def _groups(plays: Sequence[GamePlay], key: str) -> tuple[Group, ...]:
    keys = sorted({getattr(p, key) for p in plays})
    out = []
    for k in keys:
        some = [p for p in plays if getattr(p, key) == k]
        out.append(
            Group(
                key=k,
                games=len(some),
                wins=sum(p.won for p in some),
                points_per_game=sum(p.points for p in some) / len(some),
            )
        )
    return tuple(out)


def tally(plays: Iterable[GamePlay]) -> Figures:
    """Sum plays (in any order) into figures; the trend follows the games' finishing times."""
    ordered = sorted(plays, key=lambda p: (p.finished, p.game_id))
    games = len(ordered)
    deals = sum(p.deals for p in ordered)
    points = sum(p.points for p in ordered)
    wins = sum(p.won for p in ordered)
    return Figures(
        games=games,
        wins=wins,
        win_rate=wins / games if games else None,
        points_per_deal=points / deals if deals else None,
        points_per_game=points / games if games else None,
        moons_shot=sum(p.moons_shot for p in ordered),
        moons_stopped=sum(p.moons_stopped for p in ordered),
        queens_taken=sum(p.queens_taken for p in ordered),
        best=min(ordered, key=lambda p: p.points, default=None),
        worst=max(ordered, key=lambda p: p.points, default=None),
        trend=tuple(p.points for p in ordered[-TREND_GAMES:]),
        by_preset=_groups(ordered, "preset"),
        by_opponents=_groups(ordered, "opponents"),
    )


def statistics(
    name: str, reset_at: datetime.datetime | None, plays: Sequence[GamePlay]
) -> Statistics:
    """A name's figures, the games with undo kept apart from those played straight."""
    return Statistics(
        name=name.strip(),
        reset_at=reset_at,
        straight=tally(p for p in plays if not p.undo_used),
        with_undo=tally(p for p in plays if p.undo_used),
    )


CSV_COLUMNS = tuple(f.name for f in dataclasses.fields(GamePlay))


def to_csv(plays: Iterable[GamePlay]) -> str:
    """One line per game, oldest first, with a header naming the columns."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    for play in sorted(plays, key=lambda p: (p.finished, p.game_id)):
        writer.writerow(play_dict(play))
    return out.getvalue()


Submit = Callable[..., concurrent.futures.Future[Any]]  # like ``Executor.submit``


def _inline(work: Callable[..., Any], *args: Any) -> concurrent.futures.Future[Any]:
    """Runs ``work`` here and now: for a process that serves nobody else (the CLI, the TUI)."""
    future: concurrent.futures.Future[Any] = concurrent.futures.Future()
    try:
        future.set_result(work(*args))
    except Exception as error:  # pragma: no cover - handed on to the caller by ``result``
        future.set_exception(error)
    return future


def game_plays(row: GameRow, log: Sequence[Action]) -> dict[int, GamePlay]:
    """Every person's play of the finished game ``row``, by seat: a replay of its whole log,
    the heavy part of statistics, so the server runs it in its bot processes."""
    config = TableConfig.from_dict(row.config)
    match = _replay(config, log)
    return {seat: facts(row, match, seat) for seat in config.humans}


class PlayerStatistics:
    """Reads finished games and reset moments; the figures are computed by ``tally``.

    A finished game does not change, so each one is replayed once per instance: the
    server keeps one instance (a page's request then costs a query, not a replay of
    every game), and a game is replayed again only if its row was written since. The
    replays run through ``submit``: the server's bot pool, so that a player with hundreds
    of games does not hold up every table while they are replayed the first time.
    """

    def __init__(self, engine: Engine, *, submit: Submit | None = None) -> None:
        self.engine = engine
        self.store = GameStore(engine)
        self._submit = submit or _inline
        self._known: dict[str, tuple[tuple[datetime.datetime, bool], dict[int, GamePlay]]] = {}
        self._people: dict[str, list[tuple[int, str]]] = {}  # game -> its people's seats, names

    def plays(self, name: str) -> list[GamePlay]:
        """``name``'s finished games since the name's reset, oldest first."""
        since = self.reset_at(name)
        mine: list[tuple[GameRow, int]] = []
        for row in self.store.list(over=True):
            if since is not None and _naive(row.updated_at) <= _naive(since):
                continue
            seats = [seat for seat, person in self._people_of(row) if same_name(person, name)]
            if seats:
                mine.append((row, seats[0]))
        replays = {
            row.id: self._submit(game_plays, row, self.store.actions(row.id))
            for row, _ in mine
            if self._current(row) is None
        }  # all sent before waiting for any, so the bot processes share them
        for row, _ in mine:
            if row.id in replays:
                self._known[row.id] = ((row.updated_at, row.undo_used), replays[row.id].result())
        out = [self._known[row.id][1][seat] for row, seat in mine]
        return sorted(out, key=lambda p: (p.finished, p.game_id))

    def _people_of(self, row: GameRow) -> list[tuple[int, str]]:
        """The seats and names of the people at ``row``'s table (a game's seats never
        change, so its setup is read once)."""
        people = self._people.get(row.id)
        if people is None:
            config = TableConfig.from_dict(row.config)
            people = [(i, s.name) for i, s in enumerate(config.seats) if not s.is_bot]
            self._people[row.id] = people
        return people

    def _current(self, row: GameRow) -> dict[int, GamePlay] | None:
        """The plays replayed for ``row``, unless its row was written since."""
        known = self._known.get(row.id)
        if known is not None and known[0] == (row.updated_at, row.undo_used):
            return known[1]
        return None

    def of(self, name: str) -> Statistics:
        return statistics(name, self.reset_at(name), self.plays(name))

    def csv(self, name: str) -> str:
        return to_csv(self.plays(name))

    def reset_at(self, name: str) -> datetime.datetime | None:
        with self.engine.connect() as db:
            value = db.execute(
                sa.select(resets.c.reset_at).where(resets.c.name == _key(name))
            ).scalar()
        return value

    def reset(self, name: str) -> datetime.datetime:
        """From now on ``name``'s statistics count only games finished after this moment."""
        moment = now()
        with self.engine.begin() as db:
            db.execute(resets.delete().where(resets.c.name == _key(name)))
            db.execute(resets.insert().values(name=_key(name), reset_at=moment))
        return moment


def _key(name: str) -> str:
    return name.strip().casefold()


def _naive(moment: datetime.datetime) -> datetime.datetime:
    """SQLite gives back naive times, written in UTC: compare all times that way."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(datetime.UTC)
    return moment.replace(tzinfo=None)


def _replay(config: TableConfig, log: Sequence[Action]) -> Match:
    return Table(config, log=log).match
