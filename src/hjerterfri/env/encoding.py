"""What the learning adapters share: the action numbers, the action mask, the core action
an action number makes (``EnvTable`` applies it through ``Match.apply``).

Actions are ``Discrete(54)``: 0–51 are the cards (``hjerterfri.Card`` numbers); 52 and 53
are the shooter's moon choice (others +26 / me −26) under ``MoonRule.SHOOTERS_CHOICE``.
While passing a seat picks one card a step; its third pick passes all three. Observations
are laid out in ``hjerterfri.env.observation``.
"""

from __future__ import annotations

from typing import Final, cast

import numpy as np
from gymnasium import spaces

from hjerterfri.core import (
    CARDS,
    CardSet,
    ChooseMoon,
    Deal,
    IllegalMoveError,
    PassCards,
    Phase,
    PlayCard,
    Reason,
)
from hjerterfri.core import Action as Move
from hjerterfri.core.rules import PASS_COUNT
from hjerterfri.core.scoring import MOON_CHOICES
from hjerterfri.env.observation import DTYPE, SIZE, bits

CARD_ACTIONS: Final = 52
ACTIONS: Final = CARD_ACTIONS + len(MOON_CHOICES)
OBSERVATION_SIZE: Final = SIZE
_MOON_BITS: Final = (1 << ACTIONS) - (1 << CARD_ACTIONS)  # actions 52 and 53
Observed = dict[str, np.ndarray]  # one seat's {"observation", "action_mask"}

__all__ = ["ACTIONS", "CARD_ACTIONS", "OBSERVATION_SIZE", "Observed", "bits"]


def observation_space() -> spaces.Space[Observed]:
    """``{"observation", "action_mask"}``, as PettingZoo's classic card games have it."""
    info = np.iinfo(DTYPE)
    # Gymnasium types a Dict space as holding dicts of spaces; its samples are dicts of arrays.
    space = spaces.Dict(
        {
            "observation": spaces.Box(info.min, info.max, shape=(SIZE,), dtype=DTYPE),
            "action_mask": spaces.Box(0, 1, shape=(ACTIONS,), dtype=np.int8),
        }
    )
    return cast("spaces.Space[Observed]", space)


def legal_mask(deal: Deal, seat: int, picked: int = 0) -> int:
    """The cards ``seat`` may choose now as a mask; -1 for the two moon choices; 0: none."""
    if deal.phase is Phase.PASS:
        return int(deal.hand(seat)) & ~picked if deal.passed(seat) is None else 0
    if deal.to_act != seat:
        return 0
    return deal.legal_mask() if deal.phase is Phase.PLAY else -1


def action_mask(deal: Deal, seat: int, picked: int = 0) -> np.ndarray:
    """What ``seat`` may do now: its unpicked cards while passing (``picked``: the cards it
    has chosen so far, one a step), its legal cards in turn, the two moon choices."""
    mask = legal_mask(deal, seat, picked)
    if mask < 0:
        mask = _MOON_BITS
    raw = np.frombuffer(mask.to_bytes(7, "little"), dtype=np.uint8)
    return np.unpackbits(raw, count=ACTIONS, bitorder="little").view(np.int8)


def refuse(action: int, who: str) -> IllegalMoveError:
    """The error for an action its mask does not allow (the state is left as it was)."""
    return IllegalMoveError(
        Reason.WRONG_PHASE if action >= CARD_ACTIONS else Reason.NOT_IN_HAND,
        f"action {action} is not allowed for {who} now; use one its action_mask allows",
    )


def to_move(deal: Deal, seat: int, action: int, picked: int) -> tuple[Move | None, int]:
    """The core action that ``action`` (already checked against its mask) makes for ``seat``,
    and its picks after it. While passing a seat picks one card a step: its third pick is
    the pass of all three, the picks before it make no action (None)."""
    if deal.phase is Phase.PASS:
        picked |= 1 << action
        if picked.bit_count() == PASS_COUNT:
            return PassCards(seat, CardSet.from_mask(picked)), picked
        return None, picked
    if deal.phase is Phase.PLAY:
        return PlayCard(seat, CARDS[action]), picked
    return ChooseMoon(seat, MOON_CHOICES[action - CARD_ACTIONS]), picked
