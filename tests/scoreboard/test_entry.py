"""Checking one deal's entry: sums, impossible points, moons in every variant, card entry."""

from __future__ import annotations

import pytest

from hjerterfri.services.scoreboard.board import Board, make_rules
from hjerterfri.services.scoreboard.entry import Entry
from hjerterfri.services.scoreboard.errors import InvalidEntryError, Problem

NAMES = ("Anna", "Bo", "Cai", "Dag")
HEARTS = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"]


def board(**variants: object) -> Board:
    return Board(NAMES, make_rules(4, **variants))


def refused(b: Board, **entry: object) -> InvalidEntryError:
    before = b.to_dict()
    with pytest.raises(InvalidEntryError) as caught:
        b.add(Entry(**entry))  # type: ignore[arg-type]
    assert b.to_dict() == before, "a refused entry must not change the board"
    return caught.value


@pytest.mark.parametrize(
    ("variants", "total"),
    [
        ({}, 26),
        ({"queen_points": 12}, 25),
        ({"jack_of_diamonds": True}, 16),
        ({"jack_of_diamonds": True, "queen_points": 12}, 15),
    ],
)
def test_the_sum_must_be_the_deals_total(variants: dict[str, object], total: int) -> None:
    b = board(**variants)
    error = refused(b, points=(total - 2, 1, 0, 0))
    assert error.reason is Problem.WRONG_SUM
    assert str(error) == f"The points add up to {total - 1}; a deal holds {total}."
    assert b.add(Entry(points=(total - 5, 2, 2, 1))).points == (total - 5, 2, 2, 1)


def test_the_issue_sentence() -> None:
    error = refused(board(), points=(10, 4, 10, 0))
    assert str(error) == "The points add up to 24; a deal holds 26."
    assert error.params == {"total": 24, "expected": 26}


@pytest.mark.parametrize(
    ("points", "problem"),
    [
        ((13, 0, 14, -1), Problem.OUT_OF_RANGE),  # below zero without J♦
        ((27, 0, 0, -1), Problem.OUT_OF_RANGE),
        ((10, 10, 6, 0), Problem.NO_QUEEN),  # nobody can hold Q♠'s 13
        ((13, 0, 13), Problem.WRONG_COUNT),
        ((13, 0, 13, 0, 0), Problem.WRONG_COUNT),
        ((13.0, 0, 13, 0), Problem.NOT_WHOLE),
        (("13", 0, 13, 0), Problem.NOT_WHOLE),
        ((True, 12, 13, 0), Problem.NOT_WHOLE),
    ],
)
def test_impossible_points_are_refused(points: tuple[object, ...], problem: Problem) -> None:
    assert refused(board(), points=points).reason is problem


def test_with_the_jack_only_one_player_can_go_below_zero() -> None:
    b = board(jack_of_diamonds=True)
    error = refused(b, points=(14, 14, -6, -6))
    assert error.reason is Problem.TWO_JACKS
    assert "Cai and Dag" in str(error)
    assert refused(b, points=(27, 0, 0, -11)).reason is Problem.OUT_OF_RANGE
    assert b.add(Entry(points=(3, 3, 0, 10))).points == (3, 3, 0, 10)


def test_with_the_jack_points_that_fit_no_cards_are_refused() -> None:
    # -1 must hold J♦, so Q♠ needs a player with 13 or more: there is none.
    b = board(jack_of_diamonds=True)
    assert refused(b, points=(-1, 9, 8, 0)).reason is Problem.IMPOSSIBLE
    # 2 + 2 + 2 + 10 is fine: seven hearts, Q♠ and J♦ make the 10.
    assert b.add(Entry(points=(2, 2, 2, 10))).points == (2, 2, 2, 10)


# -- moons --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variants", "typed", "scored"),
    [
        ({}, (0, 26, 0, 0), (26, 0, 26, 26)),
        ({}, (26, 0, 26, 26), (26, 0, 26, 26)),  # typed already scored
        ({"moon": "shooter_minus_26"}, (0, 26, 0, 0), (0, -26, 0, 0)),
        ({"moon": "shooter_minus_26"}, (0, -26, 0, 0), (0, -26, 0, 0)),
        ({"queen_points": 12}, (0, 25, 0, 0), (26, 0, 26, 26)),  # the moon still gives 26
        ({"queen_points": 12, "moon": "shooter_minus_26"}, (0, 25, 0, 0), (0, -26, 0, 0)),
        # J♦ −10 with someone else: still applies.
        ({"jack_of_diamonds": True}, (-10, 26, 0, 0), (16, 0, 26, 26)),
        ({"jack_of_diamonds": True, "queen_points": 12}, (0, 25, -10, 0), (26, 0, 16, 26)),
        ({"jack_of_diamonds": True, "moon": "shooter_minus_26"}, (0, 26, 0, -10), (0, -26, 0, -10)),
        ({"jack_of_diamonds": True}, (16, 0, 26, 26), (16, 0, 26, 26)),
    ],
)
def test_a_moon_is_recognised_and_scored_by_the_rule(
    variants: dict[str, object], typed: tuple[int, ...], scored: tuple[int, ...]
) -> None:
    deal = board(**variants).add(Entry(points=typed))
    assert deal.shooter == 1
    assert deal.points == scored


def test_the_shooter_who_took_the_jack_too() -> None:
    # 16 and three zeros could be a moon with J♦ or 3♥+Q♠ with J♦ elsewhere: ask.
    b = board(jack_of_diamonds=True)
    error = refused(b, points=(0, 16, 0, 0))
    assert error.reason is Problem.MOON_UNCLEAR
    assert error.params == {"name": "Bo", "value": 16}
    assert b.check_add(Entry(points=(0, 16, 0, 0), moon=False)).points == (0, 16, 0, 0)
    moon = b.add(Entry(points=(0, 16, 0, 0), moon=True))
    assert (moon.shooter, moon.points) == (1, (26, -10, 26, 26))


def test_shooter_minus_26_with_the_jack_ends_on_minus_36() -> None:
    b = board(jack_of_diamonds=True, moon="shooter_minus_26", queen_points=12)
    assert b.add(Entry(points=(0, 15, 0, 0), moon=True)).points == (0, -36, 0, 0)


def test_shooters_choice_needs_the_choice() -> None:
    b = board(moon="shooters_choice")
    error = refused(b, points=(0, 0, 26, 0))
    assert error.reason is Problem.MOON_CHOICE_NEEDED
    assert error.params == {"name": "Cai"}
    pick = b.check_add(Entry(points=(0, 0, 26, 0), moon_choice="shooter_minus_26"))
    assert pick.points == (0, 0, -26, 0)
    assert b.check_add(Entry(points=(26, 26, 0, 26))).moon_choice == "others_plus_26"
    conflict = refused(b, points=(0, 0, -26, 0), moon_choice="others_plus_26")
    assert conflict.reason is Problem.MOON_CHOICE_CONFLICT


def test_a_moon_choice_that_is_no_choice() -> None:
    with pytest.raises(InvalidEntryError) as caught:
        Entry(points=(0, 0, 26, 0), moon_choice="me_minus_13")
    assert caught.value.reason is Problem.BAD_MOON_CHOICE


def test_automatic_moon_subtracts_when_plus_would_end_the_game_against_the_shooter() -> None:
    b = board(moon="automatic")
    b.add(Entry(points=(26, 0, 0, 0)))  # Anna's moon: others +26 (nobody near 100)
    assert b.totals == (0, 26, 26, 26)
    b.add(Entry(points=(0, 13, 13, 0)))
    b.add(Entry(points=(0, 13, 13, 0)))
    b.add(Entry(points=(0, 26, 0, 0)))  # Bo's moon: others +26, nobody reaches 100 yet
    assert b.totals == (26, 52, 78, 52)
    # Dag's moon: +26 would end the game (Cai 104) in a tie Dag shares: still +26.
    assert b.check_add(Entry(points=(0, 0, 0, 26))).points == (26, 26, 26, 0)
    b.add(Entry(points=(0, 0, 13, 13)))
    assert b.totals == (26, 52, 91, 65)
    # Now +26 would end it with Anna (52) ahead of Dag (65): Dag's moon subtracts.
    deal = b.add(Entry(points=(0, 0, 0, 26)))
    assert (deal.moon_choice, deal.points) == ("shooter_minus_26", (0, 0, 0, -26))


# -- cards --------------------------------------------------------------------------------


def test_cards_entry_scores_hearts_queen_and_jack() -> None:
    b = board(jack_of_diamonds=True)
    hands = ([*HEARTS[:4], "QS"], HEARTS[4:10], ["JD", *HEARTS[10:]], [])
    deal = b.add(Entry(cards=tuple(tuple(h) for h in hands)))
    assert deal.points == (17, 6, -7, 0)


def test_cards_entry_finds_a_moon_with_the_jack_and_queen_12() -> None:
    b = board(jack_of_diamonds=True, queen_points=12)
    deal = b.add(Entry(cards=((), ("Q♠", "J♦", *HEARTS), (), ())))
    assert (deal.shooter, deal.points) == (1, (26, -10, 26, 26))


@pytest.mark.parametrize(
    ("cards", "problem", "words"),
    [
        ((("QS", *HEARTS), ("QS",), (), ()), Problem.CARD_TWICE, "Q♠ is given to both Anna and Bo"),
        (((*HEARTS,), (), (), ()), Problem.CARDS_MISSING, "Nobody took Q♠"),
        ((("QS", *HEARTS[1:]), (), (), ()), Problem.CARDS_MISSING, "Nobody took 2♥"),
        ((("QS", "KS", *HEARTS), (), (), ()), Problem.NOT_POINT_CARD, "K♠ scores nothing"),
        ((("QS", "JD", *HEARTS), (), (), ()), Problem.NOT_POINT_CARD, "J♦ scores nothing"),
        ((("QS", "1H", *HEARTS), (), (), ()), Problem.NOT_A_CARD, "1H is not a card"),
        ((("QS", *HEARTS), (), ()), Problem.WRONG_COUNT, "all 4 players; 3 were given"),
    ],
)
def test_card_entry_mistakes(
    cards: tuple[tuple[str, ...], ...], problem: Problem, words: str
) -> None:
    error = refused(board(), cards=cards)
    assert error.reason is problem
    assert words in str(error)


def test_an_entry_is_points_or_cards_not_both() -> None:
    with pytest.raises(InvalidEntryError) as caught:
        Entry(points=(26, 0, 0, 0), cards=((), (), (), ()))
    assert caught.value.reason is Problem.ENTRY_KIND
    with pytest.raises(InvalidEntryError):
        Entry()


@pytest.mark.parametrize("players", [3, 5, 6])
def test_other_table_sizes(players: int) -> None:
    names = [f"P{i}" for i in range(players)]
    b = Board(names, make_rules(players))
    assert b.add(Entry(points=(26,) + (0,) * (players - 1))).points == (0,) + (26,) * (players - 1)
    with pytest.raises(InvalidEntryError):
        b.add(Entry(points=(26,) * players))
