"""The board: running totals, dealer and pass, edit/delete with recomputation, the end."""

from __future__ import annotations

import pytest

from hjerterfri.services.scoreboard.board import Board, make_rules
from hjerterfri.services.scoreboard.entry import Entry
from hjerterfri.services.scoreboard.errors import (
    GameOverError,
    InvalidBoardError,
    InvalidEntryError,
    NoSuchDealError,
    Problem,
)

NAMES = ("Anna", "Bo", "Cai", "Dag")


def deal(*points: int) -> Entry:
    return Entry(points=points)


def test_totals_leaders_and_distance() -> None:
    b = Board(NAMES, make_rules(4, target=50))
    b.add(deal(13, 0, 13, 0))
    b.add(deal(0, 20, 6, 0))
    assert b.totals == (13, 20, 19, 0)
    assert b.leaders == (3,)
    assert b.to_target == (37, 30, 31, 50)
    assert [d.totals for d in b.deals] == [(13, 0, 13, 0), (13, 20, 19, 0)]


def test_dealer_and_pass_direction_rotate() -> None:
    b = Board(NAMES, first_dealer=2)
    passes = [b.pass_direction(n) for n in range(1, 6)]
    assert passes == ["left", "right", "across", "none", "left"]
    assert [b.dealer(n) for n in range(1, 6)] == [2, 3, 0, 1, 2]
    three = Board(NAMES[:3], make_rules(3, pass_order="right_first"))
    assert [three.pass_direction(n) for n in range(1, 5)] == ["right", "left", "none", "right"]
    b.add(deal(26, 0, 0, 0))
    assert b.to_dict()["next"] == {"number": 2, "dealer": 3, "pass": "right"}


def test_edit_recomputes_every_later_total() -> None:
    b = Board(NAMES)
    for points in [(13, 0, 13, 0), (0, 13, 0, 13), (1, 2, 3, 20)]:
        b.add(deal(*points))
    b.edit(1, deal(0, 0, 26, 0))  # deal 1 was a moon after all
    assert b.deals[0].points == (26, 26, 0, 26)
    assert b.totals == (27, 41, 3, 59)


def test_edit_can_change_a_later_automatic_moon() -> None:
    b = Board(NAMES, make_rules(4, moon="automatic", target=50))
    b.add(deal(0, 13, 0, 13))
    b.add(deal(0, 13, 0, 13))
    b.add(deal(0, 0, 0, 26))  # Dag's moon: +26 ends it with Dag sharing the lowest (26)
    assert b.deals[2].points == (26, 26, 26, 0)
    b.edit(2, deal(0, 12, 0, 14))  # now Dag (27) would lose after +26: the moon subtracts
    assert b.deals[2].moon_choice == "shooter_minus_26"
    assert b.totals == (0, 25, 0, 1)


def test_delete_recomputes_and_renumbers() -> None:
    b = Board(NAMES)
    for points in [(13, 0, 13, 0), (0, 13, 0, 13), (1, 2, 3, 20)]:
        b.add(deal(*points))
    b.delete(2)
    assert [d.number for d in b.deals] == [1, 2]
    assert b.totals == (14, 2, 16, 20)
    assert b.deals[1].pass_direction == "right"  # deal 2 passes right again


@pytest.mark.parametrize("number", [0, 4, -1, True, "2"])
def test_no_such_deal(number: object) -> None:
    b = Board(NAMES)
    for points in [(13, 0, 13, 0), (0, 13, 0, 13), (1, 2, 3, 20)]:
        b.add(deal(*points))
    with pytest.raises(NoSuchDealError) as caught:
        b.edit(number, deal(26, 0, 0, 0))  # type: ignore[arg-type]
    assert caught.value.reason is Problem.NO_SUCH_DEAL
    with pytest.raises(NoSuchDealError):
        b.delete(number)  # type: ignore[arg-type]
    assert b.totals == (14, 15, 16, 33)


def test_a_bad_edit_changes_nothing() -> None:
    b = Board(NAMES)
    b.add(deal(13, 0, 13, 0))
    with pytest.raises(InvalidEntryError) as caught:
        b.edit(1, deal(13, 0, 13, 1))
    assert caught.value.reason is Problem.WRONG_SUM
    assert b.deals[0].points == (13, 0, 13, 0)


def test_the_game_ends_at_the_target_with_a_winner() -> None:
    b = Board(NAMES, make_rules(4, target=30))
    b.add(deal(13, 0, 13, 0))
    assert not b.outcome.over
    b.add(deal(20, 1, 5, 0))
    assert b.totals == (33, 1, 18, 0)
    assert b.outcome.over and b.outcome.winners == (3,) and not b.outcome.draw
    assert b.to_dict()["next"] is None
    with pytest.raises(GameOverError) as caught:
        b.add(deal(26, 0, 0, 0))
    assert caught.value.reason is Problem.GAME_OVER
    assert len(b.deals) == 2


def test_a_shared_lowest_total_is_a_draw() -> None:
    b = Board(NAMES, make_rules(4, target=26))
    b.add(deal(26, 0, 0, 0))  # moon: Anna 0, the others 26: the game ends, Anna wins
    assert b.outcome.winners == (0,)
    b.edit(1, deal(13, 0, 13, 0))  # no moon after all: the game is open again
    assert not b.outcome.over
    b.add(deal(13, 0, 13, 0))
    assert b.outcome.over and b.outcome.draw and b.outcome.winners == ()
    assert b.leaders == (1, 3)


@pytest.mark.parametrize(
    ("ties", "over", "winners"), [("shared_win", True, (1, 3)), ("play_off", False, ())]
)
def test_tie_rules_shared_win_and_play_off(ties: str, over: bool, winners: tuple[int]) -> None:
    b = Board(NAMES, make_rules(4, target=26, ties=ties))
    b.add(deal(13, 0, 13, 0))
    b.add(deal(13, 0, 13, 0))
    assert (b.outcome.over, b.outcome.winners, b.outcome.play_off) == (over, winners, not over)


def test_a_play_off_deal_breaks_the_tie() -> None:
    b = Board(NAMES, make_rules(4, target=26, ties="play_off"))
    b.add(deal(13, 0, 13, 0))
    b.add(deal(13, 0, 13, 0))
    b.add(deal(13, 0, 0, 13))
    assert b.outcome.over and b.outcome.winners == (1,)


def test_single_deal_ends_after_one_deal() -> None:
    b = Board(NAMES, make_rules(4, single_deal=True))
    b.add(deal(1, 2, 3, 20))
    assert b.outcome.over and b.outcome.winners == (0,)


def test_edit_or_delete_reopens_a_finished_game() -> None:
    b = Board(NAMES, make_rules(4, target=30))
    b.add(deal(20, 0, 6, 0))
    b.add(deal(20, 0, 6, 0))
    assert b.outcome.over
    b.delete(2)
    assert not b.outcome.over
    b.add(deal(13, 0, 13, 0))
    assert b.outcome.over
    b.edit(2, deal(0, 13, 0, 13))
    assert not b.outcome.over
    assert b.add(deal(1, 1, 1, 23)).number == 3


def test_an_edit_that_would_end_the_game_early_is_refused() -> None:
    b = Board(NAMES, make_rules(4, target=26))
    b.add(deal(13, 0, 13, 0))
    b.add(deal(0, 13, 0, 13))
    with pytest.raises(InvalidEntryError) as caught:
        b.edit(1, deal(26, 0, 0, 0))  # a moon would put three players on 26 after deal 1
    assert caught.value.reason is Problem.ENDS_EARLY
    assert str(caught.value).startswith("That change would end the game after deal 1,")
    assert b.totals == (13, 13, 13, 13)


def test_a_delete_that_would_end_the_game_early_is_refused() -> None:
    b = Board(NAMES, make_rules(4, target=20, jack_of_diamonds=True))
    b.add(deal(-10, 13, 13, 0))
    b.add(deal(23, 0, 0, -7))  # Anna 13: the -10 of deal 1 keeps her under 20
    b.add(deal(0, 6, 10, 0))
    assert b.outcome.over
    with pytest.raises(InvalidEntryError) as caught:
        b.delete(1)  # Anna would have 23 after the first deal, and two deals follow
    assert caught.value.reason is Problem.ENDS_EARLY
    assert caught.value.params == {"number": 1}
    assert len(b.deals) == 3


@pytest.mark.parametrize(
    ("names", "problem"),
    [
        (("Anna", "Bo"), Problem.PLAYER_COUNT),
        (("A", "B", "C", "D", "E", "F", "G"), Problem.PLAYER_COUNT),
        (("Anna", " ", "Cai"), Problem.BLANK_NAME),
        (("Anna", "anna ", "Cai"), Problem.SAME_NAME),
        (("Anna", "B" * 21, "Cai"), Problem.LONG_NAME),
    ],
)
def test_bad_names(names: tuple[str, ...], problem: Problem) -> None:
    with pytest.raises(InvalidBoardError) as caught:
        Board(names, make_rules(3))
    assert caught.value.reason is problem


def test_bad_rules_and_dealer() -> None:
    with pytest.raises(InvalidBoardError) as caught:
        make_rules(4, target=0)
    assert caught.value.reason is Problem.BAD_RULES and "target=0" in str(caught.value)
    with pytest.raises(InvalidBoardError) as caught:
        make_rules(4, preset="bridge")
    assert "no preset 'bridge'" in str(caught.value)
    with pytest.raises(InvalidBoardError) as caught:
        make_rules(4, colour="red")
    assert caught.value.reason is Problem.BAD_RULES
    with pytest.raises(InvalidBoardError) as caught:
        Board(NAMES, make_rules(5))
    assert "for 5 players" in str(caught.value)
    with pytest.raises(InvalidBoardError) as caught:
        Board(NAMES, first_dealer=4)
    assert caught.value.reason is Problem.BAD_DEALER


def test_the_board_rebuilds_from_its_entries() -> None:
    b = Board(NAMES, make_rules(4, moon="shooters_choice"), first_dealer=1)
    b.add(Entry(points=(0, 26, 0, 0), moon_choice="shooter_minus_26"))
    b.add(deal(3, 3, 20, 0))
    again = Board(b.names, b.rules, first_dealer=b.first_dealer, entries=b.entries)
    assert again.to_dict() == b.to_dict()
    entries = [Entry.from_dict(e.to_dict()) for e in b.entries]
    assert entries == list(b.entries)


def test_players_can_be_renamed_and_keep_their_deals() -> None:
    b = Board(NAMES, make_rules(4, target=50))
    b.add(deal(13, 0, 13, 0))
    b.rename([" Anne ", "Bo", "Cai", "Dagny"])
    assert b.names == ("Anne", "Bo", "Cai", "Dagny")
    assert b.totals == (13, 0, 13, 0)


@pytest.mark.parametrize(
    ("names", "problem"),
    [
        (["Anna", "Bo", "Cai"], Problem.RENAME_COUNT),
        (["Anna", "Bo", "Cai", "Dag", "Eva"], Problem.RENAME_COUNT),
        (["Anna", "", "Cai", "Dag"], Problem.BLANK_NAME),
        (["Anna", "Bo", "anna", "Dag"], Problem.SAME_NAME),
    ],
)
def test_a_bad_rename_is_explained_and_changes_nothing(names: list[str], problem: Problem) -> None:
    b = Board(NAMES)
    with pytest.raises(InvalidBoardError) as refused:
        b.rename(names)
    assert refused.value.reason is problem
    assert b.names == NAMES
