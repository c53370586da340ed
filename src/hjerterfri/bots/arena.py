"""Duplicate-deal arena: the same matches replayed with the bots rotated through the seats.

Luck cancels because every bot sits in every seat of every deal. The arena plays whole
matches (so match win rates are real) until the asked number of distinct deals is reached;
each (match, rotation) is one task, run in worker processes when ``jobs > 1``. Nothing here
prints: the CLI renders the ``ArenaReport``.
"""

from __future__ import annotations

import dataclasses
import math
import multiprocessing
import signal
import statistics
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, Protocol, TypeVar

from hjerterfri.bots import Bot, make_bot
from hjerterfri.bots.levels import BASELINES
from hjerterfri.bots.oracle import ORACLES, OracleBot, reveal
from hjerterfri.bots.shooter import CheapShooterBot, ShooterBot
from hjerterfri.core import (
    ChooseMoon,
    Match,
    NextDeal,
    Observation,
    Phase,
    PlayCard,
    Rules,
    parse_pass,
)
from hjerterfri.core.cards import MOON_CARDS
from hjerterfri.core.deal import Deal
from hjerterfri.core.record import dumps, player

OPENSPIEL_ENGINES = {"openspiel-ismcts": "python", "openspiel-ismcts-cpp": "cpp"}
# seatable in the arena, never at a table
ARENA_ONLY = ("shooter", "shooter-low", *BASELINES, *ORACLES, *OPENSPIEL_ENGINES)
T = TypeVar("T")
MOON_STOP_MARGIN = 3  # a deal counts as a stopped moon when one seat took all but ≤ 3 moon cards


def arena_bot(name: str, seed: int, rules: Rules) -> Bot:
    """A bot level, OpenSpiel's ISMCTS (1000 simulations a decision): ``openspiel-ismcts``
    runs its Python implementation, ``openspiel-ismcts-cpp`` the same algorithm in C++;
    ``shooter``, which always tries to win the trick, to see whether the others stop a moon
    (``shooter-low`` wins with its lowest card that beats the trick);
    or ``hard-oracle``, ``hard`` shown every hand, or part of each (``bots.oracle.ORACLES``)."""
    if name == "shooter":
        return ShooterBot(seed)
    if name == "shooter-low":
        return CheapShooterBot(seed)
    if name in ORACLES:
        return OracleBot(seed, shown=name)
    engine = OPENSPIEL_ENGINES.get(name)
    if engine is not None:
        from hjerterfri.bots.openspiel_ismcts import OpenSpielIsmctsBot

        return OpenSpielIsmctsBot(rules, seed=seed, engine=engine)
    return make_bot(name, seed)


def check_bot_name(name: str, rules: Rules) -> None:
    """Raise ValueError for a name the arena cannot seat at a table with ``rules``."""
    arena_bot(name, 0, rules)


@dataclasses.dataclass(frozen=True)
class DealPlay:
    """One deal as played in one rotation; every tuple is indexed by bot slot."""

    number: int
    points: tuple[int, ...]
    shooter: int | None
    stoppers: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class DealRow:
    """One deal played, points by bot slot: what another run's rows merge with.

    A distinct deal is (match, deal); each rotation played it once with the bots moved
    ``rotation`` seats on. ``shooter`` and ``stoppers`` are slots too.
    """

    match: int
    rotation: int
    deal: int
    points: tuple[int, ...]
    shooter: int | None
    stoppers: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class RotationResult:
    match: int
    rotation: int
    deals: tuple[DealPlay, ...]
    finished: bool
    winners: tuple[int, ...]  # slots
    draw: bool
    decision_seconds: tuple[tuple[float, ...], ...]  # per slot
    record: str | None = None  # the match record (JSON), when asked for


@dataclasses.dataclass(frozen=True)
class Task:
    bots: tuple[str, ...]
    rules: Rules
    seed: int
    match: int
    rotation: int
    max_deals: int
    keep_record: bool = False


def _stoppers(deal: Deal) -> tuple[int, ...]:
    """Seats that kept a near-moon from being shot (see ``MOON_STOP_MARGIN``)."""
    if deal.moon_shooter is not None:
        return ()
    moon = [int(deal.taken(s)) & MOON_CARDS for s in range(deal.rules.players)]
    total = MOON_CARDS.bit_count()
    for seat, cards in enumerate(moon):
        if cards.bit_count() >= total - MOON_STOP_MARGIN:
            return tuple(s for s, m in enumerate(moon) if m and s != seat)
    return ()


def _timed(clock: list[float], choose: Callable[[Observation], T], deal: Deal, seat: int) -> T:
    """``choose`` on ``seat``'s observation, its time (the observation's included) in ``clock``."""
    start = time.perf_counter()
    out = choose(deal.observation(seat))
    clock.append(time.perf_counter() - start)
    return out


def play_deal(
    match: Match, bots: Sequence[Bot], clocks: list[list[float]] | None = None
) -> tuple[int, ...]:
    """Play the match's current deal to the end with ``bots`` in seat order, each move
    applied through ``Match.apply`` (an illegal choice raises), timing every decision into
    ``clocks``; returns the points."""
    deal = match.deal
    n = deal.rules.players
    clocks = clocks if clocks is not None else [[] for _ in range(n)]
    if deal.phase is Phase.PASS:
        picks = [_timed(clocks[s], bots[s].choose_pass, deal, s) for s in range(n)]
        for passer, cards in enumerate(picks):
            match.apply(parse_pass(passer, cards))
    while deal.phase is Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        reveal(bots[seat], deal)
        card = _timed(clocks[seat], bots[seat].choose_play, deal, seat)
        match.apply(PlayCard(seat, card))
    if deal.phase is Phase.MOON:
        seat = deal.to_act
        assert seat is not None
        match.apply(ChooseMoon(seat, bots[seat].choose_moon(deal.observation(seat))))
    points = deal.points
    assert points is not None
    return points


def match_seed(seed: int, match: int) -> int:
    """The seed of match ``match`` in a run seeded ``seed``: every rotation plays its deals,
    ``Deal.new(rules, seed=match_seed(seed, match), number=n)``."""
    return seed * 1_000_003 + match


def bot_seed(seed: int, match: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of match ``match``, whichever bot sits there, so a
    deal from the arena can be replayed with the same bots."""
    return seed * 1_000_003 + match * 101 + seat


def run_task(task: Task) -> RotationResult:
    """Play match ``task.match`` with the bots shifted ``task.rotation`` seats."""
    n = task.rules.players
    slot_of = [(seat + task.rotation) % n for seat in range(n)]
    bots = [
        arena_bot(task.bots[slot_of[s]], bot_seed(task.seed, task.match, s), task.rules)
        for s in range(n)
    ]
    clocks: list[list[float]] = [[] for _ in range(n)]
    match = Match(task.rules, seed=match_seed(task.seed, task.match))
    plays = []
    while True:
        deal = match.deal
        points = play_deal(match, bots, clocks)
        by_slot = [0] * n
        for seat, p in enumerate(points):
            by_slot[slot_of[seat]] = p
        shooter = deal.moon_shooter
        plays.append(
            DealPlay(
                deal.number,
                tuple(by_slot),
                None if shooter is None else slot_of[shooter],
                tuple(slot_of[s] for s in _stoppers(deal)),
            )
        )
        if match.is_over or len(plays) >= task.max_deals:
            break
        match.apply(NextDeal())
    by_slot_clock: list[tuple[float, ...]] = [()] * n
    for seat in range(n):
        by_slot_clock[slot_of[seat]] = tuple(clocks[seat])
    return RotationResult(
        task.match,
        task.rotation,
        tuple(plays),
        match.is_over,
        tuple(sorted(slot_of[s] for s in match.winners)),
        match.is_draw,
        tuple(by_slot_clock),
        _record(match, task, slot_of) if task.keep_record else None,
    )


def _record(match: Match, task: Task, slot_of: list[int]) -> str:
    """The match as a record naming each seat's bot (and its slot in the report)."""
    players = [
        player(f"Seat {seat} (#{slot_of[seat]})", task.bots[slot_of[seat]])
        for seat in range(task.rules.players)
    ]
    meta = {"source": "arena", "match": task.match, "rotation": task.rotation, "players": players}
    return dumps(match, meta)


@dataclasses.dataclass(frozen=True)
class SlotStats:
    """One bot slot's figures; ``vs_field`` is its mean minus the other slots' mean."""

    bot: str
    mean: float
    ci95: float
    vs_field: float
    vs_field_ci95: float
    moons_shot: int
    moons_stopped: int
    matches: int
    wins: int
    draws: int
    decisions: int
    median_seconds: float
    max_seconds: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0


@dataclasses.dataclass(frozen=True)
class ArenaReport:
    bots: tuple[str, ...]
    rules: Rules
    seed: int
    deals: int  # distinct deals, each played once per rotation
    deal_plays: int
    slots: tuple[SlotStats, ...]
    rows: tuple[DealRow, ...] = ()  # per deal played

    def to_dict(self) -> dict[str, Any]:
        return {
            "bots": list(self.bots),
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "deals": self.deals,
            "deal_plays": self.deal_plays,
            "slots": [
                {**_json_figures(dataclasses.asdict(s)), "win_rate": s.win_rate, "slot": i}
                for i, s in enumerate(self.slots)
            ],
            "deal_rows": [
                {**dataclasses.asdict(r), "points": list(r.points), "stoppers": list(r.stoppers)}
                for r in self.rows
            ],
        }


def _json_figures(figures: dict[str, Any]) -> dict[str, Any]:
    """``figures`` with null for an interval one deal leaves infinite: JSON has no infinity,
    and strict readers (JavaScript's ``JSON.parse``, ``jq``) refuse Python's ``Infinity``."""
    return {
        k: None if isinstance(v, float) and not math.isfinite(v) else v for k, v in figures.items()
    }


def vs_rest(points: Sequence[float], slot: int) -> float:
    """``slot``'s points minus the other slots' mean: the arena's "vs rest" margin."""
    return points[slot] - statistics.fmean([*points[:slot], *points[slot + 1 :]])


def mean_ci(values: list[float]) -> tuple[float, float]:
    """The mean and its 95 % half-interval (normal approximation; infinite from one value)."""
    if not values:
        return 0.0, 0.0
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def summarize(
    bots: tuple[str, ...], rules: Rules, seed: int, results: list[RotationResult]
) -> ArenaReport:
    """Per-slot figures; each distinct deal (match, number) is one sample, averaged over
    the rotations that played it, so the confidence intervals are duplicate-paired."""
    n = len(bots)
    boards: dict[tuple[int, int], list[tuple[int, ...]]] = {}
    shot, stopped = [0] * n, [0] * n
    matches, wins, draws = [0] * n, [0] * n, [0] * n
    clocks: list[list[float]] = [[] for _ in range(n)]
    for result in results:
        for play in result.deals:
            boards.setdefault((result.match, play.number), []).append(play.points)
            if play.shooter is not None:
                shot[play.shooter] += 1
            for slot in play.stoppers:
                stopped[slot] += 1
        for slot in range(n):
            clocks[slot].extend(result.decision_seconds[slot])
        if result.finished:
            for slot in range(n):
                matches[slot] += 1
                if slot in result.winners:
                    wins[slot] += 1
                elif result.draw and slot in _tied(result):
                    draws[slot] += 1
    per_board = [
        [statistics.fmean(p[slot] for p in plays) for slot in range(n)] for plays in boards.values()
    ]
    slots = []
    for slot in range(n):
        mean, ci = mean_ci([b[slot] for b in per_board])
        diffs = [vs_rest(b, slot) for b in per_board]
        vs, vs_ci = mean_ci(diffs)
        times = clocks[slot]
        slots.append(
            SlotStats(
                bots[slot],
                mean,
                ci,
                vs,
                vs_ci,
                shot[slot],
                stopped[slot],
                matches[slot],
                wins[slot],
                draws[slot],
                len(times),
                statistics.median(times) if times else 0.0,
                max(times, default=0.0),
            )
        )
    plays = sum(len(r.deals) for r in results)
    return ArenaReport(bots, rules, seed, len(boards), plays, tuple(slots), deal_rows(results))


def deal_rows(results: list[RotationResult]) -> tuple[DealRow, ...]:
    """One row per deal played, in the order the rotations ran."""
    return tuple(
        DealRow(
            result.match, result.rotation, play.number, play.points, play.shooter, play.stoppers
        )
        for result in results
        for play in result.deals
    )


def _tied(result: RotationResult) -> tuple[int, ...]:
    """Slots sharing the lowest total in a drawn match, from the deal points."""
    n = len(result.decision_seconds)
    totals = [sum(p.points[slot] for p in result.deals) for slot in range(n)]
    low = min(totals)
    return tuple(s for s in range(n) if totals[s] == low)


def _tasks(
    bots: tuple[str, ...], rules: Rules, seed: int, deals: int, records: bool
) -> Iterator[Task]:
    match = 0
    while True:
        for rotation in range(len(bots)):
            yield Task(bots, rules, seed, match, rotation, deals, records)
        match += 1


class WorkerPool(Protocol):
    """What the arena asks of a worker pool: ``multiprocessing``'s, or a Ray cluster's."""

    def imap(
        self, func: Callable[[Task], RotationResult], iterable: Iterable[Task]
    ) -> Iterator[RotationResult]: ...

    def terminate(self) -> None: ...


def run_arena(
    bots: tuple[str, ...],
    rules: Rules,
    *,
    deals: int,
    seed: int,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
    pool: WorkerPool | None = None,
    records: Callable[[RotationResult], None] | None = None,
) -> ArenaReport:
    """Play until ``deals`` distinct deals are done; ``progress`` gets distinct deals so far.

    The results do not depend on ``jobs``: tasks are consumed in order and the last match is
    cut at the same deal for every rotation. Interrupted (Ctrl-C or SIGTERM), it reports the
    matches finished in every rotation so far. ``pool``: a ready worker pool with ``imap``
    and ``terminate`` (a Ray cluster's, see ``arena_ray``) to use instead of forking ``jobs``.
    ``records``, if given, gets every kept rotation with its match record.
    """
    if len(bots) != rules.players:
        raise ValueError(f"{len(bots)} bots named for {rules.players} players")
    for name in bots:
        check_bot_name(name, rules)
    n = rules.players
    kept: list[RotationResult] = []
    done = 0
    pending: list[RotationResult] = []
    pool = pool or (multiprocessing.get_context("fork").Pool(jobs) if jobs > 1 else None)
    previous = signal.signal(signal.SIGTERM, _stop)  # after the fork: workers keep the default
    try:
        tasks = _tasks(bots, rules, seed, deals, records is not None)
        stream = pool.imap(run_task, tasks) if pool else map(run_task, tasks)
        for result in stream:
            pending.append(result)
            if len(pending) < n:
                continue
            room = deals - done
            cut = [_cut(r, room) for r in pending]
            kept.extend(cut)
            if records is not None:
                for rotation in cut:
                    records(rotation)
            done += max(len(r.deals) for r in cut)
            pending = []
            if progress:
                progress(done)
            if done >= deals:
                break
    except KeyboardInterrupt:
        pass  # stopped by hand: report the whole matches finished so far
    finally:
        signal.signal(signal.SIGTERM, previous)
        if pool:
            pool.terminate()
    return summarize(bots, rules, seed, kept)


def _stop(signum: int, frame: object) -> None:
    """SIGTERM stops a run like Ctrl-C (background jobs ignore SIGINT)."""
    raise KeyboardInterrupt


def _cut(result: RotationResult, room: int) -> RotationResult:
    """Keep at most ``room`` deals of a rotation; a cut match counts as unfinished."""
    if len(result.deals) <= room:
        return result
    return dataclasses.replace(result, deals=result.deals[:room], finished=False, winners=())
