"""What the learning adapters share: the action numbers, the action mask, applying an action.

Actions are ``Discrete(54)``: 0–51 are the cards (``hjerterfri.Card`` numbers); 52 and 53
are the shooter's moon choice (others +26 / me −26) under ``MoonRule.SHOOTERS_CHOICE``.
While passing a seat picks one card a step; its third pick passes all three. Observations
are laid out in ``hjerterfri.env.observation``.
"""

from __future__ import annotations

from typing import Final, cast

import numpy as np
from gymnasium import spaces

from hjerterfri.core import CARDS, Deal, IllegalMoveError, Phase, Reason
from hjerterfri.core.cards import mask_cards
from hjerterfri.core.rules import PASS_COUNT
from hjerterfri.core.scoring import MOON_CHOICES
from hjerterfri.env.observation import DTYPE, SIZE, PlayLog, bits

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


def apply(deal: Deal, seat: int, action: int, picked: int, log: PlayLog | None = None) -> int:
    """Do ``action`` for ``seat`` (already checked against its mask); returns its new picks.

    While passing a seat picks one card a step; its third pick hands all three to
    ``Deal.pass_cards``. A card played is written to ``log``, if given.
    """
    if deal.phase is Phase.PASS:
        picked |= 1 << action
        if picked.bit_count() == PASS_COUNT:
            deal.pass_cards(seat, mask_cards(picked))
        return picked
    if deal.phase is Phase.PLAY:
        played = deal.play(CARDS[action])
        if log is not None:
            log.record(played, deal.rules.players)
    else:
        deal.choose_moon(MOON_CHOICES[action - CARD_ACTIONS])
    return picked
