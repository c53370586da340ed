"""Every game the server knows: starting one, finding one, and keeping each table's log stored.

A table is loaded from the database the first time it is asked for, by replaying its log,
so a restarted server resumes each unfinished game exactly where it was.
"""

from __future__ import annotations

import dataclasses
import datetime
import random
import threading
import time
import uuid
from typing import Any

from sqlalchemy.engine import Engine

from hjerterfri.bots import DEFAULT_LEVEL
from hjerterfri.core import HjerterfriError
from hjerterfri.core.record import match_to_record, player
from hjerterfri.core.rules import DEFAULT_PRESET
from hjerterfri.i18n import check_language
from hjerterfri.services.echo import quoted
from hjerterfri.services.store import notify
from hjerterfri.services.store.games import (
    ActionWrite,
    GameRow,
    GameStore,
    StaleGame,
    Standing,
    now,
)
from hjerterfri.services.store.lobbies import LobbyStore
from hjerterfri.services.store.seat_tokens import SeatTokens
from hjerterfri.services.table.config import (
    Action,
    TableConfig,
    TableError,
    build_rules,
    checked,
    human_and_bots,
)
from hjerterfri.services.table.seat_bots import BotFactory, default_bots
from hjerterfri.services.table.table import Kept, Table


@dataclasses.dataclass(frozen=True)
class NewGame:
    """What the start page asks for."""

    name: str
    language: str = "en"
    preset: str = DEFAULT_PRESET
    rules: dict[str, Any] = dataclasses.field(default_factory=dict)
    opponents: tuple[str, ...] | None = None
    auto_play_forced: bool = False
    seed: int | None = None


class _StoreJournal:
    """Gathers what one table action writes and keeps it in one transaction when it is done.

    ``stored_seq`` is the seq the game's row had when this process last read or wrote it:
    a commit over a row another process has moved on since is refused (``StaleGame``).
    """

    def __init__(self, store: GameStore, game_id: str, stored_seq: int) -> None:
        self._store = store
        self._id = game_id
        self.stored_seq = stored_seq
        self.stale = False
        self._write = ActionWrite()

    def appended(self, index: int, action: Action) -> None:
        self._write.append(index, action)

    def truncated(self, length: int) -> None:
        self._write.truncate(length)

    def changed(self, table: Table) -> None:
        write, self._write = self._write, ActionWrite()  # kept or dropped, never twice
        standing = Standing(
            seq=table.seq,
            settings=table.settings_dict(),
            over=table.match.is_over,
            summary=result(table),
        )
        try:
            self._store.commit(self._id, write, kept_seq=self.stored_seq, standing=standing)
        except StaleGame:
            self.stale = True  # read the game again before the next action
            raise
        self.stored_seq = table.seq


def result(table: Table) -> dict[str, Any]:
    """What a list of games shows of one: where it stands, or how it ended."""
    match = table.match
    return {
        "deal_number": match.deal.number,
        "totals": list(match.totals),
        "scores": [list(p) for p in match.scores],
        "moons": list(match.moon_shooters),
        "winners": list(match.winners),
        "draw": match.is_draw,
    }


def _kept(row: GameRow, log: list[Action]) -> Kept:
    """A stored game as a table restores it: its log and its seats' settings."""
    settings = row.settings
    return Kept(
        log=tuple(log),
        undo_used=row.undo_used,
        auto_play_forced={int(s): bool(v.get("auto_play_forced")) for s, v in settings.items()},
        stand_ins={int(s): str(v["stand_in"]) for s, v in settings.items() if v.get("stand_in")},
    )


def _stamp(moment: datetime.datetime) -> str:
    """ISO time in UTC; SQLite gives back naive times, which were written in UTC."""
    return moment.replace(tzinfo=None).isoformat(timespec="seconds") + "Z"


def summary(row: GameRow, token_seats: list[int] | None = None) -> dict[str, Any]:
    """A game as the start page lists it; ``token_seats`` are the seats that need a token."""
    config = TableConfig.from_dict(row.config)
    human = config.humans[0] if config.humans else 0
    return {
        "id": row.id,
        "created": _stamp(row.created_at),
        "updated": _stamp(row.updated_at),
        "name": row.name,
        "language": row.language,
        "preset": config.preset,
        "rules": config.rules.to_dict(),
        "seats": [{"seat": i, **s.to_dict()} for i, s in enumerate(config.seats)],
        "human_seat": human,
        "over": row.over,
        "undo_used": row.undo_used,
        **row.summary,
        "websocket": f"/ws/games/{row.id}?seat={human}",
        "token_seats": list(token_seats or []),
    }


class Games:
    """The live tables, over the store. Safe to call from several threads."""

    def __init__(
        self,
        engine: Engine,
        *,
        bots: BotFactory = default_bots,
        moves_bots: bool = True,
        quick_levels: frozenset[str] = frozenset(),
    ) -> None:
        """``moves_bots`` False: tables leave their bots' moves to the caller (the server's
        ``BotDriver``), except those of ``quick_levels``; True: each table lets its bots
        act before answering (``Table``)."""
        # This process's name in the notifications its commits send (``store.notify``).
        self.origin = uuid.uuid4().hex[:12]
        self.store = GameStore(engine, self.origin)
        self.tokens = SeatTokens(engine)
        self.lobbies = LobbyStore(engine)
        self.bots = bots
        self.moves_bots = moves_bots
        self.quick_levels = quick_levels
        self._tables: dict[str, Table] = {}
        self._used: dict[str, float] = {}  # when each loaded table was last asked for
        self._journals: dict[str, _StoreJournal] = {}
        self._lock = threading.Lock()

    def create(self, request: NewGame) -> dict[str, Any]:
        """Set up a table, let the bots pass, store it; returns its summary."""
        checked(check_language, request.language)
        rules = build_rules(request.preset, request.rules)
        opponents = list(request.opponents or [DEFAULT_LEVEL] * (rules.players - 1))
        if len(opponents) != rules.players - 1:
            raise TableError(
                "wrong_opponent_count",
                f"{len(opponents)} opponents given; {rules.players} players need "
                f"{rules.players - 1}, one bot level each.",
            )
        seed = request.seed if request.seed is not None else random.SystemRandom().randrange(2**31)
        seats = human_and_bots(request.name, opponents)
        config = TableConfig(rules=rules, seed=seed, seats=seats, preset=request.preset)
        return self.open(config, request.language, auto_play_forced=request.auto_play_forced)

    def open(
        self,
        config: TableConfig,
        language: str,
        *,
        auto_play_forced: bool | dict[int, bool] = False,
        game_id: str | None = None,
    ) -> dict[str, Any]:
        """Store a new table of any seating (several humans too) and let its bots act.

        ``auto_play_forced`` is one choice for every human, or one per human seat.
        """
        game_id = game_id or uuid.uuid4().hex
        humans = config.humans
        moment = now()
        self.store.insert(
            GameRow(
                id=game_id,
                created_at=moment,
                updated_at=moment,
                name=config.seats[humans[0]].name if humans else "",
                language=language,
                config=config.to_dict(),
                settings={},
                seq=0,
                over=False,
                summary={},
            )
        )
        journal = _StoreJournal(self.store, game_id, stored_seq=0)
        if isinstance(auto_play_forced, dict):
            auto = {s: auto_play_forced.get(s, False) for s in humans}
        else:
            auto = {s: auto_play_forced for s in humans}
        table = Table(
            config,
            auto_play_forced=auto,
            journal=journal,
            bots=self.bots,
            moves_bots=self.moves_bots,
            quick_levels=self.quick_levels,
        )
        if self.moves_bots:
            table.advance()
        else:
            # The quick bots' passes at once. A searching bot's pass is seconds of work: the
            # server's bot pool makes it when the first page opens the table (never here,
            # where it would hold up every table), and their plays are shown one by one.
            table.settle_quick()
        journal.changed(table)
        with self._lock:
            self._tables[game_id] = table
            self._used[game_id] = time.monotonic()
            self._journals[game_id] = journal
        return self.summary(game_id)

    def table(self, game_id: str) -> Table:
        """The live table, replayed from its stored log if this process has not loaded it."""
        with self._lock:
            table = self._tables.get(game_id)
            if table is None:
                table = self._load(game_id)
                self._tables[game_id] = table
            elif self._journals[game_id].stale and not self._reread(game_id, table):
                self._row(game_id)  # deleted by another process: no_such_game
            self._used[game_id] = time.monotonic()
            return table

    def touch(self, game_id: str) -> None:
        """The table was in use just now (a page left it): it is not idle yet."""
        with self._lock:
            if game_id in self._tables:
                self._used[game_id] = time.monotonic()

    def idle(self, seconds: float) -> list[str]:
        """The loaded tables not asked for in the last ``seconds``."""
        since = time.monotonic() - seconds
        with self._lock:
            return [game_id for game_id, used in self._used.items() if used <= since]

    def unload(self, game_id: str) -> None:
        """Forget a loaded table: memory stays bounded, and its log brings it back when asked.

        Only for a table no one holds (no open page, no bots moving): the caller checks.
        """
        with self._lock:
            self._tables.pop(game_id, None)
            self._used.pop(game_id, None)
            self._journals.pop(game_id, None)

    def loaded(self) -> list[str]:
        """The games this process holds a live table of."""
        with self._lock:
            return list(self._tables)

    def refresh(self, game_id: str) -> tuple[Table, bool] | None:
        """Another process moved ``game_id``: its live table here (if any) reads it again.

        Returns the table and whether its log was only extended (False: an undo took
        entries back, so pages must redraw), or None when this process has no such table.
        Raises ``no_such_game`` when the game was deleted.
        """
        with self._lock:
            table = self._tables.get(game_id)
            if table is None:
                return None
            old = table.log
            if not self._reread(game_id, table):
                self._row(game_id)  # raises no_such_game
            return table, table.log[: len(old)] == old

    def _reread(self, game_id: str, table: Table) -> bool:
        """The stored game into ``table`` in place (pages hold it); False if it is gone."""
        row = self.store.get(game_id)  # the row first: a log read after it is never older
        if row is None:
            self._tables.pop(game_id, None)
            self._journals.pop(game_id, None)
            self._used.pop(game_id, None)
            return False
        journal = self._journals[game_id]
        # A new seq here, never one this process's pages saw with another state (a refused
        # stale action counted one up); what is stored keeps its own (``stored_seq``).
        seq = max(row.seq, table.seq + 1)
        table.restore(_kept(row, self.store.actions(game_id)), seq=seq)
        journal.stored_seq, journal.stale = row.seq, False
        return True

    def _load(self, game_id: str) -> Table:
        row = self._row(game_id)
        config = TableConfig.from_dict(row.config)
        kept = _kept(row, [])
        journal = _StoreJournal(self.store, game_id, stored_seq=row.seq)
        self._journals[game_id] = journal
        try:
            table = Table(
                config,
                log=self.store.actions(game_id),
                # One past the stored seq: a client's message from before the restart is
                # stale even if the server died between writing an action and the seq.
                seq=row.seq + 1,
                auto_play_forced=kept.auto_play_forced,
                journal=journal,
                bots=self.bots,
                stand_ins=kept.stand_ins,
                undo_used=row.undo_used,
                moves_bots=self.moves_bots,
                quick_levels=self.quick_levels,
            )
        except (HjerterfriError, ValueError) as exc:
            raise TableError("broken_game", f"Game {game_id} cannot be replayed: {exc}") from None
        if self.moves_bots:
            table.catch_up()  # bots whose turn it was when the server stopped
        return table

    def _row(self, game_id: str) -> GameRow:
        row = self.store.get(game_id)
        if row is None:
            raise TableError("no_such_game", f"There is no game {quoted(game_id)}.")
        return row

    def summary(self, game_id: str) -> dict[str, Any]:
        return summary(self._row(game_id), self.tokens.seats(game_id))

    def issue_token(self, game_id: str, seat: int) -> str:
        """A secret for a human ``seat`` of a stored game: from now on its websocket needs it."""
        table = self.table(game_id)
        if not table.is_human(seat):
            raise TableError("not_a_human_seat", f"Seat {seat} is not a human player's seat.")
        return self.tokens.issue(game_id, seat)

    def check_token(self, game_id: str, seat: int, token: str | None) -> None:
        self.tokens.check(game_id, seat, token)

    def delete(self, game_id: str, seat: int | None, token: str | None) -> None:
        """Deletes a game for good: its row, its log, its seats' tokens and its waiting room.

        A game with seat tokens is deleted only by its host (the first human seat) with the
        host's token; ``seat`` None means the host's. A game without tokens (stored before
        tokens existed, or made by ``hjerterfri play``) is open to anyone, as its seats are.
        A refusal raises ``TableError`` and deletes nothing.
        """
        with self._lock:
            row = self._row(game_id)
            if self.tokens.seats(game_id):
                self._check_host(row, seat, token)
            with self.store.engine.begin() as db:
                self.tokens.delete(db, game_id)
                self.lobbies.delete(db, game_id)
                self.store.delete(db, game_id)
                notify.publish(db, game_id, self.origin)  # other processes close its pages
            self._tables.pop(game_id, None)
            self._used.pop(game_id, None)
            self._journals.pop(game_id, None)

    def _check_host(self, row: GameRow, seat: int | None, token: str | None) -> None:
        config = TableConfig.from_dict(row.config)
        host = config.humans[0] if config.humans else 0
        name = config.seats[host].name
        if seat is not None and seat != host:
            raise TableError(
                "not_host",
                f"Only {name} (seat {host}), who set up the game, can delete it; "
                f"seat {seat} cannot.",
            )
        if not token:
            raise TableError(
                "token_required",
                f"Deleting this game needs the token of {name}'s seat {host}; only the "
                "browser that set up the game holds it.",
            )
        try:
            self.tokens.check(row.id, host, token)
        except TableError:
            raise TableError(
                "wrong_token",
                f"That token is not the one of {name}'s seat {host}; only the browser "
                "that set up the game can delete it.",
            ) from None

    def language(self, game_id: str) -> str:
        return self._row(game_id).language

    def list(self, over: bool | None = None) -> list[dict[str, Any]]:
        tokens = self.tokens.by_game()
        return [summary(row, tokens.get(row.id)) for row in self.store.list(over)]

    def record(self, game_id: str) -> dict[str, Any]:
        """The core's match record of a finished game (it shows every hand, so not before),
        naming each seat's player and bot in ``meta["players"]``. Who may ask is for the
        caller to check (``check_record_access``); the database's owner may always."""
        row = self._finished_row(game_id)
        table = self.table(game_id)
        players = [player(s.name, s.level if s.is_bot else None) for s in table.config.seats]
        meta = {"id": game_id, "name": row.name, "players": players}
        return match_to_record(table.match, meta)

    def _finished_row(self, game_id: str) -> GameRow:
        row = self._row(game_id)
        if not row.over:
            raise TableError(
                "game_not_over", "The game is still being played; its record shows every hand."
            )
        return row

    def check_record_access(
        self, game_id: str, seat: int | None, token: str | None, *, local: bool
    ) -> None:
        """A record shows every hand: only a player of the game may fetch it (a seat and its
        token), or, in a game whose seats need no token, anyone on this computer."""
        self._finished_row(game_id)
        held = self.tokens.seats(game_id)
        if not held:
            if not local:
                raise TableError(
                    "not_local",
                    "This game's record can be fetched only on the computer that serves it.",
                )
            return
        if seat is None or not token:
            raise TableError(
                "token_required",
                "The record shows every hand: only a player of this game can fetch it, with "
                "the seat and token their browser holds.",
            )
        if seat not in held:
            raise TableError("wrong_token", f"Seat {seat} of this game holds no token.")
        self.tokens.check(game_id, seat, token)
