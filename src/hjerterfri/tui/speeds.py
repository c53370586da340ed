"""The pace of the bots' cards in the terminal: the pause before each card, by name.

``--delay`` sets where a game starts; the speed key steps through these while playing.
"""

from __future__ import annotations

SPEEDS: tuple[tuple[str, float], ...] = (
    ("slow", 1.2),
    ("normal", 0.6),
    ("fast", 0.25),
    ("instant", 0.0),
)
SPEED_NAMES = {"slow": "slow", "normal": "normal", "fast": "fast", "instant": "no pause"}


def next_speed(delay: float) -> tuple[str, float]:
    """The speed after the one nearest to ``delay``, round to the first after the last."""
    nearest = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i][1] - delay))
    return SPEEDS[(nearest + 1) % len(SPEEDS)]
