"""The ladder ("trappen"): a step per trick while a player is clean or could still shoot."""

from __future__ import annotations

from hjerterfri import Trick, ladder_steps, parse_card
from hjerterfri.core.cards import MOON_CARDS
from tests.conftest import load_conformance
from tests.core.hands import replay_conformance
from tests.core.test_scoring import OTHER_TAKES_JACK, SHOOTER_TAKES_JACK


def trick(winner: int, cards: str) -> Trick:
    return Trick(0, tuple(enumerate(parse_card(c) for c in cards.split())), winner)


def test_a_step_per_trick_while_clean_or_holding_every_point_card() -> None:
    tricks = [
        trick(0, "2C 3C 4C 5C"),  # no points yet: everyone climbs
        trick(1, "6C 7C 2H 8C"),  # seat 1 holds every point card taken: a moon is possible
        trick(2, "QS 2S 3S 4S"),  # now seats 1 and 2 both hold points: both stop for good
        trick(3, "9C TC JD JC"),  # J♦ is no point card: seat 3 is still clean
        trick(1, "QC KC 3H AC"),  # seat 1 takes more hearts but cannot climb again
    ]
    assert [ladder_steps(4, tricks[:k]) for k in range(6)] == [
        (0, 0, 0, 0),
        (1, 1, 1, 1),
        (2, 2, 2, 2),
        (3, 2, 2, 3),
        (4, 2, 2, 4),
        (5, 2, 2, 5),
    ]


def test_the_top_step_is_a_moon_or_a_clean_deal() -> None:
    for record in (SHOOTER_TAKES_JACK, OTHER_TAKES_JACK):
        deal = replay_conformance(record)
        steps = ladder_steps(4, deal.tricks)
        assert steps[deal.moon_shooter or 0] == 13  # the shooter, J♦ or not
        assert steps == (13, 13, 13, 13)  # and the others took no point card at all


def test_in_every_conformance_deal_the_top_is_a_clean_deal_or_the_moon() -> None:
    for record in load_conformance():  # 3 to 6 players, every variant
        deal = replay_conformance(record["id"])
        players, top = deal.rules.players, deal.rules.hand_size
        steps = ladder_steps(players, deal.tricks)
        taken = [int(deal.taken(s)) & MOON_CARDS for s in range(players)]
        topped = [t == 0 or t == MOON_CARDS for t in taken]
        assert [s == top for s in steps] == topped, record["id"]
        assert min(steps) >= 1  # after the first trick its taker holds every point card taken
