"""Tables for friends: set one up, let friends take its open seats, start it with bots in the rest.

The host sits at seat 0 and chooses how many seats are open for friends; the open seats are
spread around the table. Every other seat, and every open seat nobody took by the start, is
played by a bot of the level the host chose for it.
"""

from __future__ import annotations

import dataclasses
import random
import threading
import uuid
from typing import Any, Literal

from typing_extensions import TypedDict  # pydantic reads only this one on Python 3.11

from hjerterfri.bots import DEFAULT_LEVEL, check_level
from hjerterfri.core.rules import DEFAULT_PRESET
from hjerterfri.i18n import check_language
from hjerterfri.services.echo import quoted
from hjerterfri.services.games import Games
from hjerterfri.services.store.lobbies import LobbyRow, LobbyStore, first, seats_closed
from hjerterfri.services.table.config import (
    BOT,
    BOT_NAMES,
    Seat,
    TableConfig,
    TableError,
    build_rules,
    checked,
)

MAX_NAME = 24


@dataclasses.dataclass(frozen=True)
class NewLobby:
    """What the start page asks for when it sets up a table for friends."""

    name: str
    friends: int
    language: str = "en"
    preset: str = DEFAULT_PRESET
    rules: dict[str, Any] = dataclasses.field(default_factory=dict)
    bots: tuple[str, ...] | None = None
    auto_play_forced: bool = False
    seed: int | None = None


class LobbySeat(TypedDict):
    """One seat as the lobby page lists it; ``name`` is None until someone sits there."""

    seat: int
    kind: Literal["host", "friend", "open", "bot"]
    name: str | None
    level: str | None  # the bot's level if a bot plays the seat; None for the host


class LobbyView(TypedDict):
    """The lobby as everyone sees it (the JSON of ``GET /api/lobbies/{id}``)."""

    id: str
    language: str
    preset: str
    rules: dict[str, Any]  # the rules' plain form, ``Rules.to_dict``
    host: int
    seats: list[LobbySeat]
    open_seats: list[int]
    started: bool


class HeldSeat(LobbyView):
    """The lobby, and the seat its caller now holds with the token that proves it."""

    seat: int
    token: str


def open_seats(players: int, friends: int) -> list[int]:
    """Where ``friends`` sit among ``players``, spread around the table from the host at 0."""
    return [int(i * players / (friends + 1) + 0.5) for i in range(1, friends + 1)]


def _name(text: str) -> str:
    name = " ".join(text.split())
    if not name:
        raise TableError("name_required", "Type your name, so the others know who plays.")
    if len(name) > MAX_NAME:
        raise TableError("name_too_long", f"A name has at most {MAX_NAME} characters.")
    return name


def _check_levels(levels: list[str], players: int) -> None:
    if len(levels) != players - 1:
        raise TableError(
            "wrong_opponent_count",
            f"{len(levels)} bot levels given; {players} players need {players - 1}, "
            "one for each seat besides yours.",
        )
    for level in levels:
        checked(check_level, level)


class Lobbies:
    """The waiting rooms over their store; starting one opens its game in ``games``."""

    def __init__(self, games: Games) -> None:
        self.games = games
        self.store = LobbyStore(games.store.engine)
        self._lock = threading.Lock()

    def create(self, request: NewLobby) -> HeldSeat:
        """A new lobby with the host at seat 0: its view, the host's seat and token."""
        name = _name(request.name)
        checked(check_language, request.language)
        rules = build_rules(request.preset, request.rules)
        players = rules.players
        if not 1 <= request.friends <= players - 1:
            raise TableError(
                "wrong_friend_count",
                f"{request.friends} seats for friends at a table of {players}; "
                f"choose 1 to {players - 1}.",
            )
        levels = list(request.bots or [DEFAULT_LEVEL] * (players - 1))
        _check_levels(levels, players)
        seed = request.seed if request.seed is not None else random.SystemRandom().randrange(2**31)
        setup = {
            "rules": rules.to_dict(),
            "preset": request.preset,
            "seed": seed,
            "open": open_seats(players, request.friends),
            "levels": [None, *levels],
            "auto_play_forced": request.auto_play_forced,
        }
        lobby_id = uuid.uuid4().hex
        token = self.store.create(lobby_id, request.language, setup, name)
        return _held(self.view(lobby_id), 0, token)

    def _row(self, lobby_id: str) -> LobbyRow:
        row = self.store.get(lobby_id)
        if row is None:
            raise TableError("no_such_table", f"There is no table {quoted(lobby_id)} for friends.")
        return row

    def view(self, lobby_id: str) -> LobbyView:
        """The lobby as everyone sees it: rules, and each seat taken by whom, open, or a bot."""
        return _view(self._row(lobby_id))

    def join(self, lobby_id: str, seat: int, name: str) -> HeldSeat:
        """``name`` takes open ``seat``: the lobby's view, the seat and its token."""
        with self._lock:
            row = self._row(lobby_id)
            if row.started:
                raise seats_closed()
            name = _name(name)
            free = [s for s in row.setup["open"] if s not in row.names]
            if seat not in row.setup["open"]:
                opened = ", ".join(map(str, row.setup["open"]))
                raise TableError(
                    "not_an_open_seat",
                    f"Seat {seat} is not open for a friend; the open seats are {opened}.",
                )
            if seat in row.names:
                rest = f"choose one of {', '.join(map(str, free))}" if free else "none is left"
                raise TableError(
                    "seat_taken", f"{row.names[seat]} has taken seat {seat} already; {rest}."
                )
            if name.casefold() in {n.casefold() for n in row.names.values()}:
                raise TableError(
                    "name_taken",
                    f"Someone at this table is called {name} already; "
                    "add a letter or choose another name.",
                )
            token = self.store.take_seat(lobby_id, seat, {**row.names, seat: name})
        return _held(self.view(lobby_id), seat, token)

    def start(self, lobby_id: str, token: str | None) -> dict[str, Any]:
        """The host starts the game: bots take the open seats. Starting twice is harmless,
        even at once on two server processes: both answers are the one game.

        The seats close first (no friend can take one after this), then the game is stored
        from the seats as they stand; should another start store it first, its game stays.
        A start cut short between the two (the process died) is finished by the next one.
        """
        with self._lock:
            row = self._row(lobby_id)
            self._check_host(row, token, "start the game")
            if not row.started:
                self.store.mark_started(lobby_id)
            if self.games.store.get(lobby_id) is None:
                config, auto = _table_config(self._row(lobby_id))  # the seats as they are now
                first(
                    lambda: self.games.open(
                        config, row.language, auto_play_forced=auto, game_id=lobby_id
                    )
                )
        return self.games.summary(lobby_id)

    def delete(self, lobby_id: str, token: str | None) -> None:
        """The host gives up a table that has not started: the room and its seats are gone."""
        with self._lock:
            row = self._row(lobby_id)
            self._check_host(row, token, "delete the table")
            if row.started:
                raise TableError(
                    "table_started",
                    "The game at this table has started; delete it from the list of games.",
                )
            with self.store.engine.begin() as db:
                self.games.tokens.delete(db, lobby_id)
                self.store.delete(db, lobby_id)

    def _check_host(self, row: LobbyRow, token: str | None, what: str) -> None:
        try:
            self.games.tokens.check(row.id, 0, token or "")
        except TableError:
            raise TableError(
                "not_host", f"Only {row.names[0]}, who set up the table, can {what}."
            ) from None


def _table_config(row: LobbyRow) -> tuple[TableConfig, dict[int, bool]]:
    setup = row.setup
    rules = build_rules(setup["preset"], setup["rules"])
    taken = {n.casefold() for n in row.names.values()}
    bot_names = iter([n for n in BOT_NAMES if n.casefold() not in taken] * rules.players)
    seats = []
    for seat in range(rules.players):
        if seat in row.names:
            seats.append(Seat(row.names[seat]))
        else:
            seats.append(Seat(next(bot_names), BOT, setup["levels"][seat]))
    config = TableConfig(
        rules=rules, seed=int(setup["seed"]), seats=tuple(seats), preset=setup["preset"]
    )
    return config, {0: bool(setup.get("auto_play_forced"))}


def _held(view: LobbyView, seat: int, token: str) -> HeldSeat:
    return {**view, "seat": seat, "token": token}


def _kind(row: LobbyRow, seat: int) -> Literal["host", "friend", "open", "bot"]:
    if seat == 0:
        return "host"
    if seat in row.names:
        return "friend"
    if seat in row.setup["open"] and not row.started:
        return "open"
    return "bot"


def _view(row: LobbyRow) -> LobbyView:
    setup = row.setup
    seats: list[LobbySeat] = [
        {"seat": seat, "kind": _kind(row, seat), "name": row.names.get(seat), "level": level}
        for seat, level in enumerate(setup["levels"])
    ]
    return {
        "id": row.id,
        "language": row.language,
        "preset": setup["preset"],
        "rules": setup["rules"],
        "host": 0,
        "seats": seats,
        "open_seats": [s["seat"] for s in seats if s["kind"] == "open"],
        "started": row.started,
    }
