"""Hand-made positions where the right play is clear; medium and hard must find it."""

from __future__ import annotations

import pytest

from hjerterfri.bots import make_bot
from hjerterfri.bots.search_bot import SearchBot
from hjerterfri.core import Card, Deal, Observation, Rules
from tests.bots.play import position

# Seat 0 holds Q♠ and no diamonds; seat 1 holds the high diamonds and 4♦.
QUEEN_DEAL = [
    "QS 2S 3S 3C 4C 5C 2H 3H 4H 5H 6H 7H 8H",
    "2C 6C 7C AD KD QD JD TD 4D 4S 5S 6S 9H",
    "AC KC QC 2D 3D 9D 7S 8S 9S TH JH QH KH",
    "8C 9C TC JC 5D 6D 7D 8D TS JS KS AS AH",
]
FIRST_TRICK = "2C AC 8C 3C"  # seat 2 wins and leads the next trick

# Seat 1 has taken every heart so far and still holds A♥ K♥ and Q♠; it leads J♥.
MOON_DEAL = [
    "QH 4H 2D 3D 4D 5D 6D 7D 8D 9D TD 2S 3S",
    "AH KH JH TH 9H QS AS KS AD KD QD JD AC",
    "7H 5H 2H 2C 3C 4C 5C 6C 7C 4S 5S 6S 7S",
    "8H 6H 3H 8C 9C TC JC QC KC 8S 9S TS JS",
]
MOON_PLAYS = "2C 8C 2S AC AD 7H 8H 2D KD 5H 6H 3D QD 2H 3H 4D JH 3C 9C"

# Seat 3 plays for the moon: it has won all seven tricks, Q♠ and J♥ among them, and leads J♦.
# Seat 0 has no diamond; A♥ is the one card sure to take a heart from it later: keep it.
RUNNING_MOON_DEAL = [
    "2C 5C 9C TC 2S 4S 7S 8S 9S 2D 2H 3H AH",
    "3C 6C 3S 5S TS 3D 5D 6D 7D 4H 5H 6H 7H",
    "4C 7C 8C 6S QS JS 4D JH 8H 9H TH QH KH",
    "AC KC QC JC AS KS AD KD QD JD TD 9D 8D",
]
RUNNING_MOON_PLAYS = (
    "2C 3C 4C AC KC 5C 6C 7C AS 2S 3S QS KS 4S 5S 6S AD 2D 3D 4D KD 9C 5D JH QD TC 6D 8C JD"
)


def dump_queen_on_void() -> Observation:
    return position(QUEEN_DEAL, FIRST_TRICK + " 2D 5D")


def duck_the_queen() -> Observation:
    return position(QUEEN_DEAL, FIRST_TRICK + " 2D 5D QS")


def stop_the_moon() -> Observation:
    return position(MOON_DEAL, MOON_PLAYS)


def keep_the_moon_stopper() -> Observation:
    return position(RUNNING_MOON_DEAL, RUNNING_MOON_PLAYS)


def test_medium_keeps_the_heart_that_stops_a_running_moon() -> None:
    obs = keep_the_moon_stopper()
    assert obs.seat == 0 and len(obs.legal) == 6
    play = make_bot("medium", 1).choose_play(obs)
    assert str(play) in {"7S", "8S", "9S"}, f"threw {play} on the shooter's trick"


CASES = [
    (dump_queen_on_void, 0, "QS"),
    (duck_the_queen, 1, "4D"),
    (stop_the_moon, 0, "QH"),
]


@pytest.mark.parametrize(("build", "seat", "right"), CASES, ids=lambda x: getattr(x, "__name__", x))
def test_medium_plays_it_right(build, seat: int, right: str) -> None:  # type: ignore[no-untyped-def]
    obs = build()
    assert obs.seat == seat and len(obs.legal) > 1
    assert make_bot("medium", 1).choose_play(obs) == Card(right)


@pytest.mark.parametrize(("build", "seat", "right"), CASES, ids=lambda x: getattr(x, "__name__", x))
@pytest.mark.parametrize("seed", [1, 2])
def test_hard_plays_it_right(build, seat: int, right: str, seed: int) -> None:  # type: ignore[no-untyped-def]
    obs = build()
    assert obs.seat == seat
    assert SearchBot(seed, budget=0.25).choose_play(obs) == Card(right)


# Seat 0, last to a diamond trick it cannot follow, holds Q♠; seat 2 wins the trick with A♦.
MATCH_DEAL = [
    "QS 2S 3S 3C 4C 5C 2H 3H 4H 5H 6H 7H 8H",
    "AC 6C 7C 2D 3D 4D 4S 5S 6S 9H TH JH QH",
    "2C KC QC AD KD QD JD TD 9D 7S 8S 9S KH",
    "8C 9C TC JC 5D 6D 7D 8D TS JS KS AS AH",
]
MATCH_PLAYS = "2C 8C 3C AC 2D AD 5D"


def match_position(totals: tuple[int, ...]) -> Observation:
    deal = Deal.from_hands(Rules(), MATCH_DEAL, totals=totals)
    for card in MATCH_PLAYS.split():
        deal.play(card)
    assert deal.to_act == 0
    return deal.observation(0)


def test_hard_dumps_the_queen_when_the_game_goes_on() -> None:
    assert SearchBot(1, budget=0.25).choose_play(match_position((10, 20, 30, 25))) == Card("QS")


def test_hard_does_not_hand_the_game_to_a_rival() -> None:
    """Q♠ would put seat 2 over 100 and end the game with seat 1 winning: keep her."""
    obs = match_position((60, 40, 88, 80))
    assert make_bot("medium", 1).choose_play(obs) == Card("QS")  # the guides' lesson alone
    assert SearchBot(1, budget=0.25).choose_play(obs) != Card("QS")
