"""Scoring: hearts, the queen (13 or 12), J♦ −10, and every way of scoring a moon."""

from __future__ import annotations

import pytest

from hjerterfri import IllegalMoveError, MoonRule, Phase, Reason
from tests.core.hands import replay_conformance

# Shared conformance deals with a moon (4 players): in 1362 seat 3 shoots and also takes J♦;
# in 1402 (points allowed in the first trick) seat 2 shoots and seat 0 takes J♦.
SHOOTER_TAKES_JACK = 1362
OTHER_TAKES_JACK = 1402


def test_moon_others_plus_26() -> None:
    deal = replay_conformance(SHOOTER_TAKES_JACK)
    assert deal.moon_shooter == 3
    assert deal.points == (26, 26, 26, 0)
    assert deal.moon_choice == "others_plus_26"


def test_moon_shooter_minus_26() -> None:
    deal = replay_conformance(SHOOTER_TAKES_JACK, moon=MoonRule.SHOOTER_MINUS_26)
    assert deal.points == (0, 0, 0, -26)


@pytest.mark.parametrize(
    ("moon", "record", "expected"),
    [
        (MoonRule.OTHERS_PLUS_26, SHOOTER_TAKES_JACK, (26, 26, 26, -10)),
        (MoonRule.SHOOTER_MINUS_26, SHOOTER_TAKES_JACK, (0, 0, 0, -36)),
        (MoonRule.OTHERS_PLUS_26, OTHER_TAKES_JACK, (16, 26, 0, 26)),
        (MoonRule.SHOOTER_MINUS_26, OTHER_TAKES_JACK, (-10, 0, -26, 0)),
    ],
)
def test_moon_together_with_jack_of_diamonds(
    moon: MoonRule, record: int, expected: tuple[int, ...]
) -> None:
    deal = replay_conformance(record, moon=moon, jack_of_diamonds=True)
    assert deal.points == expected


def test_queen_worth_12_still_makes_a_moon_worth_26() -> None:
    deal = replay_conformance(SHOOTER_TAKES_JACK, queen_points=12)
    assert deal.points == (26, 26, 26, 0)
    assert deal.points_taken[3] == 25


def test_without_a_moon_the_queen_scores_12_or_13() -> None:
    deal = replay_conformance(6)
    holder = next(s for s in range(4) if "QS" in deal.taken(s))
    twelve = replay_conformance(6, queen_points=12)
    assert deal.points is not None and twelve.points is not None
    assert deal.points[holder] - twelve.points[holder] == 1
    assert sum(twelve.points) == 25


def test_shooters_choice_waits_for_the_shooter() -> None:
    deal = replay_conformance(SHOOTER_TAKES_JACK, moon=MoonRule.SHOOTERS_CHOICE)
    assert deal.phase is Phase.MOON
    assert deal.to_act == 3
    assert deal.points is None
    with pytest.raises(IllegalMoveError) as info:
        deal.choose_moon("everyone_wins")
    assert info.value.reason is Reason.NO_MOON
    assert deal.phase is Phase.MOON
    scored = deal.choose_moon("shooter_minus_26")
    assert scored.points == (0, 0, 0, -26)
    assert deal.phase is Phase.DONE
    assert deal.points == (0, 0, 0, -26)
    with pytest.raises(IllegalMoveError):
        deal.choose_moon("others_plus_26")
    assert deal.points == (0, 0, 0, -26)


def test_choosing_a_moon_without_one_is_refused() -> None:
    deal = replay_conformance(6, moon=MoonRule.SHOOTERS_CHOICE)
    assert deal.phase is Phase.DONE
    with pytest.raises(IllegalMoveError) as info:
        deal.choose_moon("others_plus_26")
    assert info.value.reason is Reason.NO_MOON


@pytest.mark.parametrize(
    ("totals", "expected"),
    [
        # Nobody reaches the target: others +26.
        ((10, 20, 30, 40), (26, 26, 26, 0)),
        # Others +26 ends the game and the shooter wins: others +26.
        ((80, 85, 90, 75), (26, 26, 26, 0)),
        # Others +26 ends the game and the shooter shares the lowest total: others +26.
        ((73, 80, 90, 99), (26, 26, 26, 0)),
        # Others +26 ends the game but seat 1 would win: the shooter takes −26 instead.
        ((80, 20, 90, 75), (0, 0, 0, -26)),
    ],
)
def test_automatic_moon_avoids_handing_the_game_away(
    totals: tuple[int, ...], expected: tuple[int, ...]
) -> None:
    deal = replay_conformance(SHOOTER_TAKES_JACK, moon=MoonRule.AUTOMATIC, totals=totals)
    assert deal.points == expected


def test_automatic_moon_in_a_single_deal_game() -> None:
    deal = replay_conformance(
        SHOOTER_TAKES_JACK, moon=MoonRule.AUTOMATIC, single_deal=True, totals=(0, 0, 0, 0)
    )
    assert deal.points == (26, 26, 26, 0)
