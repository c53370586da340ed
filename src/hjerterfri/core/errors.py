"""The errors the engine raises: one base class, each error saying what was wrong."""

from __future__ import annotations

import enum
from collections.abc import Sequence

_ECHO = 42  # how much of a bad name is quoted back: enough to recognise, never a whole upload


class HjerterfriError(Exception):
    """Base class of every error this package raises on purpose."""


class InvalidCardError(HjerterfriError, ValueError):
    """Text that names no card, e.g. ``"1S"`` or ``"QX"``."""


class InvalidRulesError(HjerterfriError, ValueError):
    """A combination of settings no table can play, e.g. 2 players or a target of 0."""


class UnknownChoiceError(HjerterfriError, ValueError):
    """A name that is none of a fixed set (a preset, a bot level, a language).

    The one refusal for each of these, raised by the one function that checks it; ``code``
    (``unknown_preset``, ``unknown_level``, ``unknown_language``) is what adapters key on.
    """

    def __init__(self, code: str, what: str, given: object, choices: Sequence[str]) -> None:
        self.code = code
        self.given = given
        self.choices = tuple(choices)
        shown = repr(given) if len(repr(given)) <= _ECHO else f"{repr(given)[:_ECHO]}…"
        super().__init__(f"there is no {what} {shown}; choose one of {', '.join(choices)}")


class UnknownPresetError(UnknownChoiceError, InvalidRulesError):
    """``Rules.preset`` was asked for a name no preset has."""


class InvalidRecordError(HjerterfriError, ValueError):
    """A match record that cannot be read or does not replay; ``where`` points at the spot."""

    def __init__(self, message: str, where: str = "") -> None:
        self.where = where
        super().__init__(f"{where}: {message}" if where else message)


class Reason(enum.Enum):
    """Why an action was refused; adapters translate these, the core gives English text."""

    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    NOT_IN_HAND = "not_in_hand"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MUST_LEAD_LOWEST_CLUB = "must_lead_lowest_club"
    HEARTS_NOT_BROKEN = "hearts_not_broken"
    NO_POINTS_ON_FIRST_TRICK = "no_points_on_first_trick"
    WRONG_PASS_COUNT = "wrong_pass_count"
    DUPLICATE_CARD = "duplicate_card"
    ALREADY_PASSED = "already_passed"
    NO_MOON = "no_moon"


class IllegalMoveError(HjerterfriError, ValueError):
    """An action the rules forbid right now. The state is left exactly as it was."""

    def __init__(self, reason: Reason, message: str) -> None:
        self.reason = reason
        super().__init__(message)
