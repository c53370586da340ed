"""What the learning adapters share: the action numbers and a seat's observation as a vector.

Actions are ``Discrete(54)``: 0–51 are the cards (``hjerterfri.Card`` numbers); 52 and 53
are the shooter's moon choice (others +26 / me −26) under ``MoonRule.SHOOTERS_CHOICE``.
Observations are built from ``Observation`` alone, so they hold nothing the seat may not
know; other seats are numbered from the observing one.
"""

from __future__ import annotations

from typing import Final

import numpy as np
from gymnasium import spaces

from hjerterfri.core import Deal, IllegalMoveError, Observation, Phase, Reason
from hjerterfri.core.rules import PASS_COUNT
from hjerterfri.core.scoring import MOON_CHOICES

CARD_ACTIONS: Final = 52
ACTIONS: Final = CARD_ACTIONS + len(MOON_CHOICES)
MAX_SEATS: Final = 6
_PHASES: Final = (Phase.PASS, Phase.PLAY, Phase.MOON)
# hand, my pass (picked or made), received, played by each seat, the trick by each seat,
# shown voids, points taken, hearts broken, phase, player count, pass direction
OBSERVATION_SIZE: Final = (
    3 * 52 + MAX_SEATS * 52 * 2 + MAX_SEATS * 4 + MAX_SEATS + 1 + len(_PHASES) + 4 + 4
)


def bits(mask: int) -> np.ndarray:
    """A card mask as 52 zeros and ones, card 0 first."""
    return np.array([(mask >> i) & 1 for i in range(52)], dtype=np.int8)


def encode(obs: Observation, picked: int = 0) -> np.ndarray:
    """A seat's observation as a flat int8 vector; other seats are numbered from this one."""
    n = obs.players
    played = np.zeros((MAX_SEATS, 52), dtype=np.int8)
    for trick in obs.tricks:
        for seat, card in trick.plays:
            played[(seat - obs.seat) % n, card] = 1
    on_table = np.zeros((MAX_SEATS, 52), dtype=np.int8)
    for seat, card in obs.trick:
        on_table[(seat - obs.seat) % n, card] = 1
    voids = np.zeros((MAX_SEATS, 4), dtype=np.int8)
    points = np.zeros(MAX_SEATS, dtype=np.int8)
    for seat in range(n):
        for suit in obs.voids[seat]:
            voids[(seat - obs.seat) % n, int(suit)] = 1
        points[(seat - obs.seat) % n] = obs.points_taken[seat]
    phase = np.array([obs.phase is p for p in _PHASES], dtype=np.int8)
    count = np.array([n == k for k in (3, 4, 5, 6)], dtype=np.int8)
    offsets = (0, 1, n - 1, n // 2 if n % 2 == 0 else -1)  # none, left, right, across
    direction = np.array([obs.pass_offset == k for k in offsets], dtype=np.int8)
    mine = int(obs.passed) if obs.passed is not None else picked
    return np.concatenate(
        [
            bits(int(obs.hand)),
            bits(mine),
            bits(int(obs.received or 0)),
            played.ravel(),
            on_table.ravel(),
            voids.ravel(),
            points,
            np.array([obs.hearts_broken], dtype=np.int8),
            phase,
            count,
            direction,
        ]
    )


def observation_space() -> spaces.Dict:
    """``{"observation", "action_mask"}``, as PettingZoo's classic card games have it."""
    return spaces.Dict(
        {
            "observation": spaces.Box(-128, 127, shape=(OBSERVATION_SIZE,), dtype=np.int8),
            "action_mask": spaces.Box(0, 1, shape=(ACTIONS,), dtype=np.int8),
        }
    )


def action_mask(deal: Deal, seat: int, picked: int = 0) -> np.ndarray:
    """What ``seat`` may do now: its unpicked cards while passing (``picked``: the cards it
    has chosen so far, one a step), its legal cards in turn, the two moon choices."""
    mask = np.zeros(ACTIONS, dtype=np.int8)
    if deal.phase is Phase.PASS and deal.passed(seat) is None:
        mask[:CARD_ACTIONS] = bits(int(deal.hand(seat)) & ~picked)
    elif deal.to_act == seat and deal.phase is Phase.PLAY:
        mask[:CARD_ACTIONS] = bits(deal.legal_mask())
    elif deal.to_act == seat and deal.phase is Phase.MOON:
        mask[CARD_ACTIONS:] = 1
    return mask


def refuse(action: int, who: str) -> IllegalMoveError:
    """The error for an action its mask does not allow (the state is left as it was)."""
    return IllegalMoveError(
        Reason.WRONG_PHASE if action >= CARD_ACTIONS else Reason.NOT_IN_HAND,
        f"action {action} is not allowed for {who} now; use one its action_mask allows",
    )


def apply(deal: Deal, seat: int, action: int, picked: int) -> int:
    """Do ``action`` for ``seat`` (already checked against its mask); returns its new picks.

    While passing a seat picks one card a step; its third pick hands all three to
    ``Deal.pass_cards``.
    """
    if deal.phase is Phase.PASS:
        picked |= 1 << action
        if picked.bit_count() == PASS_COUNT:
            deal.pass_cards(seat, [c for c in range(52) if picked >> c & 1])
        return picked
    if deal.phase is Phase.PLAY:
        deal.play(action)
    else:
        deal.choose_moon(MOON_CHOICES[action - CARD_ACTIONS])
    return picked
