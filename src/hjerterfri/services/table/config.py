"""The plain data of a table: who sits where, the rules, and the actions of its log.

All of it turns into JSON and back, because the log is what the database keeps and what a
restarted server replays.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Final

from hjerterfri.bots import LEVELS, check_level
from hjerterfri.core import Action as Move
from hjerterfri.core import (
    ChooseMoon,
    HjerterfriError,
    NextDeal,
    PassCards,
    PlayCard,
    Rules,
    parse_pass,
    parse_play,
)
from hjerterfri.core.errors import UnknownChoiceError, UnknownPresetError
from hjerterfri.core.rules import DEFAULT_PRESET
from hjerterfri.services.echo import shortened

HUMAN: Final = "human"
BOT: Final = "bot"
ACTION_KINDS: Final = ("pass", "play", "moon", "next_deal")
BOT_NAMES: Final = ("Astrid", "Bjørn", "Freja", "Ole", "Karin", "Sven")


class TableError(HjerterfriError, ValueError):
    """A request the table refuses; ``code`` is stable for adapters, the message is English."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        super().__init__(message)

    @classmethod
    def of(cls, exc: UnknownChoiceError) -> TableError:
        """The one check's refusal of a name (preset, level, language) as the table's."""
        text = str(exc)
        return cls(exc.code, f"{text[:1].upper()}{text[1:]}.")


@dataclasses.dataclass(frozen=True)
class Seat:
    """One chair at the table: a human by name, or a bot of a level."""

    name: str
    kind: str = HUMAN
    level: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Seat:
        return cls(name=str(data["name"]), kind=str(data["kind"]), level=data.get("level"))


@dataclasses.dataclass(frozen=True)
class Action:
    """One entry of a table's log: a core action (``move``) in the JSON form the database
    keeps. ``auto`` marks a card played for a human by the table; ``stand_in`` a move a bot
    made in a human's seat while its player was away.

    An entry made by the table carries its core action (``Action.of``); one read back from
    JSON turns its text into one once, in ``to_core``.
    """

    kind: str
    seat: int | None = None
    cards: tuple[str, ...] = ()
    choice: str | None = None
    auto: bool = False
    stand_in: bool = False
    move: Move | None = dataclasses.field(default=None, compare=False, repr=False)

    @classmethod
    def of(cls, move: Move, *, auto: bool = False, stand_in: bool = False) -> Action:
        """The log entry of core action ``move``, carrying it."""
        kind, seat, choice = "next_deal", None, None
        cards: tuple[str, ...] = ()
        if isinstance(move, PlayCard):
            kind, seat, cards = "play", move.seat, (str(move.card),)
        elif isinstance(move, PassCards):
            kind, seat, cards = "pass", move.seat, tuple(str(c) for c in move.cards)
        elif isinstance(move, ChooseMoon):
            kind, seat, choice = "moon", move.seat, move.choice
        return cls(kind, seat, cards, choice, auto, stand_in, move)

    def to_core(self) -> Move:
        """The core action: the one carried, or the stored text parsed (``InvalidCardError``
        or ``IllegalMoveError`` for text that names no card or a card twice)."""
        if self.move is not None:
            return self.move
        if self.kind == "next_deal":
            return NextDeal()
        if self.seat is None:
            raise ValueError(f"log entry {self.to_dict()!r} names no seat; a {self.kind} has one")
        if self.kind == "pass":
            return parse_pass(self.seat, self.cards)
        if self.kind == "moon":
            return ChooseMoon(self.seat, self.choice or "")
        if len(self.cards) != 1:
            raise ValueError(f"log entry {self.to_dict()!r} plays {len(self.cards)} cards, not 1")
        return parse_play(self.seat, self.cards[0])

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "seat": self.seat}
        if self.cards:
            out["cards"] = list(self.cards)
        if self.choice is not None:
            out["choice"] = self.choice
        if self.auto:
            out["auto"] = True
        if self.stand_in:
            out["stand_in"] = True
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Action:
        if data.get("kind") not in ACTION_KINDS:
            raise ValueError(f"log entry {data!r} has no known kind ({', '.join(ACTION_KINDS)})")
        return cls(
            kind=data["kind"],
            seat=data.get("seat"),
            cards=tuple(data.get("cards", ())),
            choice=data.get("choice"),
            auto=bool(data.get("auto", False)),
            stand_in=bool(data.get("stand_in", False)),
        )


@dataclasses.dataclass(frozen=True)
class TableConfig:
    """What is fixed when a table is set up: rules, seed, seats, and the preset they came from."""

    rules: Rules
    seed: int
    seats: tuple[Seat, ...]
    preset: str = DEFAULT_PRESET

    def __post_init__(self) -> None:
        if len(self.seats) != self.rules.players:
            raise TableError(
                "wrong_seat_count",
                f"{len(self.seats)} seats for {self.rules.players} players",
            )

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if not s.is_bot)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "seats": [s.to_dict() for s in self.seats],
            "preset": self.preset,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableConfig:
        return cls(
            rules=Rules.from_dict(data["rules"]),
            seed=int(data["seed"]),
            seats=tuple(Seat.from_dict(s) for s in data["seats"]),
            preset=str(data.get("preset", DEFAULT_PRESET)),
        )


def checked(check: Callable[..., str], value: str, *args: Any) -> str:
    """``check(value)`` (the one check of a level or a language), refused as a ``TableError``."""
    try:
        return check(value, *args)
    except UnknownChoiceError as exc:
        raise TableError.of(exc) from None


def build_rules(preset: str, overrides: dict[str, Any] | None) -> Rules:
    """The preset with the player's changes (``Rules.preset``), refused as a ``TableError``."""
    try:
        return Rules.preset(preset, **(overrides or {}))
    except UnknownPresetError as exc:
        raise TableError.of(exc) from None
    except (HjerterfriError, TypeError, ValueError) as exc:
        why = shortened(str(exc), 200)  # the core quotes the bad value, which may be huge
        raise TableError("invalid_rules", f"These rules cannot be played: {why}.") from None


def human_and_bots(
    name: str, levels: list[str], known_levels: Sequence[str] = LEVELS
) -> tuple[Seat, ...]:
    """Seat 0 for the human, then one bot of each level, named from ``BOT_NAMES``."""
    levels = [checked(check_level, level, known_levels) for level in levels]
    name = name.strip() or "You"
    bots = [n for n in BOT_NAMES if n != name]
    return (Seat(name), *(Seat(bots[i % len(bots)], BOT, level) for i, level in enumerate(levels)))
