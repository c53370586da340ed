"""The rule settings of a table: every variant of RULES.md, validated, with named presets."""

from __future__ import annotations

import dataclasses
import enum
import functools
from typing import Any, Final

from hjerterfri.core.cards import CARDS, SUIT_MASKS, Card, parse_card
from hjerterfri.core.errors import InvalidRulesError, UnknownPresetError

PASS_COUNT: Final = 3


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
                try:
                    object.__setattr__(self, name, kind(value))
                except ValueError:
                    choices = ", ".join(repr(m.value) for m in kind)
                    raise InvalidRulesError(
                        f"{name}={value!r} is not a choice; use one of {choices}"
                    ) from None
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise InvalidRulesError(f"players={self.players!r} must be a whole number 3 to 6")
        if self.players == 2:
            raise InvalidRulesError(
                "players=2 is not supported: there is no established two-player Hjerterfri; "
                "play with 3 to 6 players"
            )
        if not 3 <= self.players <= 6:
            raise InvalidRulesError(f"players={self.players} is not supported; use 3 to 6")
        if self.three_player_removes not in ("2D", "2C"):
            raise InvalidRulesError(
                f"three_player_removes={self.three_player_removes!r}; use '2D' or '2C'"
            )
        if self.queen_points not in (12, 13):
            raise InvalidRulesError(f"queen_points={self.queen_points!r}; Q♠ counts 13 or 12")
        if isinstance(self.target, bool) or not isinstance(self.target, int) or self.target < 1:
            raise InvalidRulesError(f"target={self.target!r} must be a whole number of 1 or more")
        for flag in (
            "first_trick_points",
            "hearts_must_break",
            "queen_breaks_hearts",
            "jack_of_diamonds",
            "single_deal",
        ):
            if not isinstance(getattr(self, flag), bool):
                raise InvalidRulesError(f"{flag}={getattr(self, flag)!r} must be true or false")

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
    def preset(cls, name: str, **changes: Any) -> Rules:
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
