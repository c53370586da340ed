"""The rule settings of a table: every variant of RULES.md, validated, with named presets."""

from __future__ import annotations

import dataclasses
import enum
import functools
from typing import Any, Final

from hjerterfri.core.cards import CARDS, SUIT_MASKS, Card, parse_card
from hjerterfri.core.errors import InvalidRulesError, UnknownPresetError

PASS_COUNT: Final = 3
PLAYER_COUNTS: Final[tuple[int, ...]] = (3, 4, 5, 6)  # the schema's choices for ``players``


class PassOrder(enum.Enum):
    """How the pass direction rotates from deal to deal."""

    LEFT_FIRST = "left_first"
    RIGHT_FIRST = "right_first"
    NONE = "none"


class MoonRule(enum.Enum):
    """How a deal is scored when one player takes every heart and Q♠."""

    OTHERS_PLUS_26 = "others_plus_26"
    SHOOTER_MINUS_26 = "shooter_minus_26"
    SHOOTERS_CHOICE = "shooters_choice"
    AUTOMATIC = "automatic"


class TieRule(enum.Enum):
    """What happens when the lowest total is shared at the end of the game."""

    DRAW = "draw"  # the game is a draw between them
    SHARED_WIN = "shared_win"  # each of them is a winner
    PLAY_OFF = "play_off"  # deal again until the lowest total is not shared


_REMOVED: Final[dict[int, tuple[str, ...]]] = {4: (), 5: ("2C", "2D"), 6: ("2C", "2D", "2S", "3C")}


@dataclasses.dataclass(frozen=True, kw_only=True)
class Rules:
    """Everything a table agrees on before the first deal. The defaults are a Danish family's.

    >>> Rules(players=3, jack_of_diamonds=True).deal_points
    16
    """

    players: int = 4
    three_player_removes: str = "2D"
    pass_order: PassOrder = PassOrder.LEFT_FIRST
    first_trick_points: bool = False
    hearts_must_break: bool = True
    queen_breaks_hearts: bool = False
    moon: MoonRule = MoonRule.OTHERS_PLUS_26
    jack_of_diamonds: bool = False
    queen_points: int = 13
    target: int = 100
    single_deal: bool = False
    ties: TieRule = TieRule.DRAW

    def __post_init__(self) -> None:
        for name, kind in (("pass_order", PassOrder), ("moon", MoonRule), ("ties", TieRule)):
            value = getattr(self, name)
            if not isinstance(value, kind):
                SETTING[name].check(value)  # refuses, naming the choices, a value that is none
                object.__setattr__(self, name, kind(value))
        fewest, most = PLAYER_COUNTS[0], PLAYER_COUNTS[-1]
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise InvalidRulesError(
                f"players={self.players!r} must be a whole number {fewest} to {most}"
            )
        if self.players == 2:
            raise InvalidRulesError(
                "players=2 is not supported: there is no established two-player Hjerterfri; "
                f"play with {fewest} to {most} players"
            )
        if self.players not in PLAYER_COUNTS:
            raise InvalidRulesError(
                f"players={self.players} is not supported; use {fewest} to {most}"
            )
        if isinstance(self.target, bool) or not isinstance(self.target, int) or self.target < 1:
            raise InvalidRulesError(f"target={self.target!r} must be a whole number of 1 or more")
        for setting in _PLAIN_SETTINGS:
            setting.check(getattr(self, setting.name))

    # -- derived facts -------------------------------------------------------------
    @functools.cached_property
    def removed(self) -> tuple[Card, ...]:
        """The cards taken out of the deck so that it deals evenly."""
        if self.players == 3:
            return (parse_card(self.three_player_removes),)
        return tuple(parse_card(c) for c in _REMOVED[self.players])

    @functools.cached_property
    def deck_mask(self) -> int:
        mask = (1 << 52) - 1
        for card in self.removed:
            mask &= ~(1 << card)
        return mask

    @functools.cached_property
    def hand_size(self) -> int:
        return (52 - len(self.removed)) // self.players

    @functools.cached_property
    def lowest_club(self) -> Card:
        """The card that opens the first trick: 2♣, or the lowest club left in the deck."""
        clubs = self.deck_mask & SUIT_MASKS[0]
        return CARDS[(clubs & -clubs).bit_length() - 1]

    @functools.cached_property
    def deal_points(self) -> int:
        """What all point cards of a deal add up to: 26, 25, 16 or 15."""
        return 13 + self.queen_points - (10 if self.jack_of_diamonds else 0)

    @functools.cached_property
    def pass_cycle(self) -> tuple[int, ...]:
        """The pass offsets of deals 1, 2, 3, ... in turn, repeating: +1 left, -1 right, 0 none."""
        if self.pass_order is PassOrder.NONE:
            return (0,)
        n = self.players
        first = -1 if self.pass_order is PassOrder.RIGHT_FIRST else 1
        return (first, -first, n // 2, 0) if n % 2 == 0 else (first, -first, 0)

    def pass_offset(self, number: int) -> int:
        """Seat offset of the pass in deal ``number`` (1-based): +1 left, -1 right, 0 none."""
        cycle = self.pass_cycle
        return cycle[(number - 1) % len(cycle)]

    # -- presets and plain-data form -----------------------------------------------
    @classmethod
    def preset(cls, name: str, /, **changes: Any) -> Rules:
        """A named rule set, optionally changed: ``Rules.preset("omnibus", players=5)``.

        The one path from a preset's name to rules: an unknown name raises
        ``UnknownPresetError``, a change that is no setting or no value ``InvalidRulesError``.
        """
        base = PRESETS.get(name.strip().lower()) if isinstance(name, str) else None
        if base is None:
            raise UnknownPresetError("unknown_preset", "preset", name, sorted(PRESETS))
        return cls.from_dict({**base.to_dict(), **changes}) if changes else base

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            out[field.name] = value.value if isinstance(value, enum.Enum) else value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise InvalidRulesError(
                f"unknown rule setting(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}"
            )
        return cls(**data)


@dataclasses.dataclass(frozen=True)
class Choice:
    """One value a setting may take; ``label`` is its name on screen (a ``game`` msgid)."""

    value: str | int
    label: str = ""  # empty: the value is shown as it is (a number of players)


@dataclasses.dataclass(frozen=True)
class Setting:
    """One rule setting as every adapter offers and checks it: the schema's one row."""

    name: str  # the field of ``Rules``
    label: str  # its name on screen: a msgid of the page's ``game`` catalogue
    choices: tuple[Choice, ...] = ()  # the values allowed, in the order they are offered

    @functools.cached_property
    def default(self) -> Any:
        """The value of a plain ``Rules()``: the dataclass states it, the schema reads it."""
        value = _FIELDS[self.name].default
        return value.value if isinstance(value, enum.Enum) else value

    @functools.cached_property
    def kind(self) -> str:
        """``flag`` (true or false), ``choice`` (one of ``choices``) or ``number``."""
        if isinstance(self.default, bool):
            return "flag"
        return "choice" if self.choices and self.choices[0].label else "number"

    @functools.cached_property
    def values(self) -> tuple[str | int, ...]:
        return tuple(choice.value for choice in self.choices)

    def label_of(self, value: object) -> str:
        """The msgid naming ``value`` (an enum or its plain value); the value itself if none."""
        plain = value.value if isinstance(value, enum.Enum) else value
        return next((c.label for c in self.choices if c.value == plain and c.label), str(plain))

    def check(self, value: object) -> None:
        """Raises ``InvalidRulesError`` saying what is allowed, for a value that is not."""
        if self.kind == "flag":
            if value is True or value is False:
                return
            raise InvalidRulesError(f"{self.name}={value!r} must be true or false")
        plain = value.value if isinstance(value, enum.Enum) else value
        if self.choices and (isinstance(plain, bool) or plain not in self.values):
            *most, last = (repr(v) for v in self.values)
            use = f"{', '.join(most)} or {last}" if most else last
            raise InvalidRulesError(f"{self.name}={value!r} is not a choice; use {use}")

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "label": self.label,
            "kind": self.kind,
            "default": self.default,
            "choices": [{"value": c.value, "label": c.label} for c in self.choices],
        }


_FIELDS: Final = {field.name: field for field in dataclasses.fields(Rules)}

SETTINGS: Final[tuple[Setting, ...]] = (
    Setting("players", "Players", tuple(Choice(n) for n in PLAYER_COUNTS)),
    Setting(
        "pass_order",
        "Passing",
        (
            Choice(PassOrder.LEFT_FIRST.value, "Left, right, across, none"),
            Choice(PassOrder.RIGHT_FIRST.value, "Right, left, across, none"),
            Choice(PassOrder.NONE.value, "No passing"),
        ),
    ),
    Setting(
        "moon",
        "Shooting the moon",
        (
            Choice(MoonRule.OTHERS_PLUS_26.value, "Everyone else gets 26"),
            Choice(MoonRule.SHOOTER_MINUS_26.value, "The shooter gets −26"),
            Choice(MoonRule.SHOOTERS_CHOICE.value, "The shooter chooses"),
            Choice(MoonRule.AUTOMATIC.value, "Automatic: whatever is best for the shooter"),
        ),
    ),
    Setting(
        "ties",
        "When the lowest total is shared",
        (
            Choice(TieRule.DRAW.value, "It is a draw"),
            Choice(TieRule.SHARED_WIN.value, "They share the win"),
            Choice(TieRule.PLAY_OFF.value, "Deal again until one leads"),
        ),
    ),
    Setting(
        "queen_points", "Queen of spades counts", (Choice(13, "13 points"), Choice(12, "12 points"))
    ),
    Setting(
        "three_player_removes",
        "With 3 players",
        (Choice("2D", "Remove 2♦"), Choice("2C", "Remove 2♣")),
    ),
    Setting("first_trick_points", "Points allowed in the first trick"),
    Setting("hearts_must_break", "Hearts must be broken before a heart is led"),
    Setting("queen_breaks_hearts", "The queen of spades breaks hearts"),
    Setting("jack_of_diamonds", "The jack of diamonds scores −10"),
    Setting("target", "Play to"),
    Setting("single_deal", "One deal only"),
)
"""Every setting of ``Rules``, in the order the start page offers them (a test checks none is
missing): the choices, then the flags, the target and the length of the game."""
SETTING: Final = {setting.name: setting for setting in SETTINGS}
# The settings ``Rules`` checks by the schema alone (the enums are checked as they are made,
# players and target with words of their own).
_PLAIN_SETTINGS: Final = tuple(
    s for s in SETTINGS if s.name not in ("pass_order", "moon", "ties", "players", "target")
)


DEFAULT_PRESET: Final = "hjerterfri"
"""The preset a new game or board starts from when none is named."""

PRESETS: Final[dict[str, Rules]] = {
    # A Danish family table: RULES.md's defaults.
    "hjerterfri": Rules(),
    # Microsoft Hearts: the queen does not break hearts, first trick clean, moon +26 to others.
    "windows": Rules(),
    # pagat.com's standard Hearts: points allowed in the first trick, moon +26 to others.
    "pagat": Rules(first_trick_points=True),
    # Omnibus Hearts: J♦ scores -10.
    "omnibus": Rules(jack_of_diamonds=True),
    # The Swedish guide: many tables start passing right and subtract the moon.
    "hjarter": Rules(pass_order=PassOrder.RIGHT_FIRST, moon=MoonRule.SHOOTER_MINUS_26),
    # Online play: the queen breaks hearts and the shooter chooses.
    "online": Rules(queen_breaks_hearts=True, moon=MoonRule.SHOOTERS_CHOICE),
}
