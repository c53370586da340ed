"""``hard`` keeps its moon stoppers against a seat running for the moon.

The positions are from seeded deals (``Deal.new(Rules(), seed=s, number=s)``, the shooter in
seat ``s % 4``) in which the arena's always-win ``shooter`` took all 26 against three
``hard-2026`` bots: the hands are the ones each seat held after passing and the plays the
ones made, replayed without passing. In each one
``hard-2026`` throws the card that would have stopped the moon; ``hard`` keeps it.
"""

from __future__ import annotations

import random

import pytest

from hjerterfri.bots import make_bot, reasons
from hjerterfri.bots.cardbits import HEARTS, cards_of
from hjerterfri.bots.inference import moon_runner
from hjerterfri.bots.moon_guard import (
    _kept_lead,
    guarded,
    moon_threat,
    runners_top_heart,
    threat_share,
)
from hjerterfri.bots.outcome import Outcome
from hjerterfri.bots.rollout import GuidePlayout, Playout
from hjerterfri.bots.rule_bot import medium_bot
from hjerterfri.bots.search_bot import SearchBot, running_worlds
from hjerterfri.bots.world import WorldSampler
from hjerterfri.core import Card, Deal, Observation, Rules, Suit
from tests.bots.play import position

# (deal seed, hands after passing, tricks played, the trick so far, what hard-2026 throws)
THROWN_STOPPERS = [
    (
        29,
        [
            "2C 7C 3D 7D 8D 9D TD JD 4S 8S 7H 9H JH",
            "TC QC KC KD AD JS 5H 6H 8H TH QH KH AH",
            "3C 6C JC 2D 4D 5D 6D 2S 3S TS 2H 3H 4H",
            "4C 5C 8C 9C AC QD 5S 6S 7S 9S QS KS AS",
        ],
        ["2C KC JC 8C", "AD 6D QD JD", "KD 5D QS TD", "QC 6C 9C 7C", "JS TS 9S 8S"],
        "TC 3C 5C",
        "JH",
    ),
    (
        31,
        [
            "4C 7C 9C QC KC AC 8D 8S 9S KS 5H JH AH",
            "3C 6C 8C 2D 3D 5D TD AD 3S 5S 6S 4H 8H",
            "2C 5C 4D 6D 7D 9D JD KD 2S TS AS 2H 3H",
            "TC JC QD 4S 7S JS QS 6H 7H 9H TH QH KH",
        ],
        ["2C JC 9C 8C", "QS 9S 6S TS", "QD 8D TD 6D", "JS 8S 5S AS", "2S 7S KS 3S", "7C 6C 5C TC"],
        "4S",
        "JH",
    ),
    (
        34,
        [
            "3C 5C 7C 9C KC TD 5S 6S 9S 5H 7H 9H TH",
            "2C 6C 2D 3D 4D 5D 6D JD AD 3S 8S 2H 8H",
            "QC AC 7D 9D QD KD 7S TS JS AS 4H 6H AH",
            "4C 8C TC JC 8D 2S 4S QS KS 3H JH QH KH",
        ],
        ["2C AC JC KC", "AS QS 9S 8S", "KD 8D TD AD", "6C QC TC 9C", "QD JH 9H JD"],
        "AH",
        "QH",
    ),
    (
        38,
        [
            "TC QC 2D 5D 6D 2S 3S 4S 6S QS 5H 7H JH",
            "4C 5C 3D 8D TD JD 5S 7S TS KS 3H 4H 9H",
            "8C KC AC QD KD AD 8S AS 6H 8H QH KH AH",
            "2C 3C 6C 7C 9C JC 4D 7D 9D 9S JS 2H TH",
        ],
        [
            "2C TC 5C AC",
            "AS JS QS KS",
            "AD 9D 6D 3D",
            "KD 7D 2D JD",
            "KC JC QC 4C",
            "QD 4D 5D TD",
            "8S 9S 6S 5S",
        ],
        "3C",
        "JH",
    ),
    (
        55,
        [
            "2C 3C 4C 5C 6C 7C 8C 3D TD QD 8S TS KS",
            "9C TC QC 6D 9D 2S 3S 4S 5S 6S AS 2H QH",
            "2D 4D 5D 7D 8D JD 7S 9S JS 3H 6H 8H JH",
            "JC KC AC KD AD QS 4H 5H 7H 9H TH KH AH",
        ],
        ["2C 9C JD AC", "AD TD 9D 8D", "KD QD 6D 7D", "KC 3C QC JH"],
        "AH KS",
        "QH",
    ),
]


def stopper_position(hands: list[str], tricks: list[str], trick: str) -> Observation:
    return position(hands, " ".join([*tricks, trick]))


@pytest.mark.parametrize(("seed", "hands", "tricks", "trick", "thrown"), THROWN_STOPPERS)
def test_hard_keeps_the_stopper_that_hard_2026_threw_under_the_runner(
    seed: int, hands: list[str], tricks: list[str], trick: str, thrown: str
) -> None:
    obs = stopper_position(hands, tricks, trick)
    runner = moon_threat(obs)
    assert runner >= 0 and runner != obs.seat
    assert make_bot("hard-2026", seed * 10 + obs.seat).choose_play(obs) == Card(thrown)
    card = make_bot("hard", seed * 10 + obs.seat).choose_play(obs)
    hearts_kept = int(obs.hand) & HEARTS & ~(1 << int(card))
    assert card != Card(thrown)
    # what it plays instead: a card without points, or (following hearts) its lowest heart
    if trick.split()[0].endswith("H"):
        assert all(int(card) < c for c in cards_of(hearts_kept))
    else:
        assert not (1 << int(card)) & HEARTS


def test_a_seat_winning_every_trick_before_any_point_is_a_threat() -> None:
    hands, tricks = THROWN_STOPPERS[4][1], THROWN_STOPPERS[4][2]
    early = position(hands, " ".join(tricks[:2]) + " KD")
    assert early.seat == 0 and moon_threat(early) == -1  # two tricks say nothing yet
    obs = position(hands, " ".join(tricks[:3]) + " KC 3C QC")
    assert obs.seat == 2 and moon_threat(obs) == 3  # three tricks won, no point taken yet
    assert moon_threat(position(hands, " ".join(tricks[:3]) + " KC")) == 3


# Three players: seat 2 wins the first trick, seat 1 the second, seat 2 the third with 2♥
# thrown on it, seat 0 the fourth. Seat 2 then holds every point taken with two of four
# tricks, half: at four players a threat, at three an ordinary deal's winner.
THREE_HANDS = [
    "2C 6C 7C 8C 2H 3H 4H 5H 6H 7H 8H KS AS QS JS TS 9S",
    "3C AC 3D 5S 9C TC JC 4D 5D 6D 7D 8D 2S 3S 9H TH JH",
    "4C 5C AD 4S QC KC 9D TD JD QD KD 6S 7S 8S QH KH AH",
]


def test_at_three_players_the_threat_takes_two_thirds_of_the_tricks() -> None:
    rules = Rules(players=3)
    two_of_three = position(THREE_HANDS, "2C 3C 4C 5C 6C AC 3D AD 2H 4S", rules)
    assert two_of_three.seat == 0 and moon_threat(two_of_three) == 2
    two_of_four = position(THREE_HANDS, "2C 3C 4C 5C 6C AC 3D AD 2H 4S KS 5S", rules)
    assert two_of_four.seat == 0 and moon_threat(two_of_four) == -1
    assert moon_runner(two_of_four, 1 / 2) == 2  # what a four-player table would call a threat
    assert [threat_share(n) for n in (3, 4, 5, 6)] == [2 / 3, 1 / 2, 1 / 2, 1 / 2]


# Arena seed 14, match 0, deal 3 (`hjerterfri arena --bots shooter,hard --seed 14`): the
# always-win shooter (seat 0) took Q♠ and four of seven tricks; seat 1, void in clubs under
# its 9♣, threw a heart and the shooter took all 26. Hands after passing, then the plays.
HALF_THE_TRICKS = (
    [
        "6H 7S 8D 8S 9C 9S TC TH JC QH QS AC AH",
        "2H 4C 5H 5S 7D 8C 8H TD TS QD KC KH KS",
        "2C 2D 2S 3C 3D 4D 5C 6C 6S 9H JD JH JS",
        "3H 3S 4H 4S 5D 6D 7C 7H 9D QC KD AD AS",
    ],
    "2C 7C AC KC QS TS JS 4S JC 8C 6C QC KD 8D QD JD AS 9S KS 6S 3S 8S 5S 2S TC 4C 5C 9D 9C",
)


def test_the_point_holder_with_half_the_tricks_gets_no_heart_thrown_onto_its_trick() -> None:
    obs = position(*HALF_THE_TRICKS)
    assert obs.seat == 1
    assert moon_runner(obs) == -1  # four of seven is under the two thirds inference asks
    assert moon_threat(obs) == 0
    for seed in range(5):
        card = make_bot("hard", seed).choose_play(obs)
        assert not (1 << int(card)) & HEARTS, (seed, card)


# Arena seed 15 (`hjerterfri arena --bots shooter,hard --deals 25 --seed 15`), match 1,
# rotation 3, deal 3: the always-win shooter (seat 1) has won all five tricks and the A♥ thrown
# onto one; seat 0, void in diamonds under its K♦, threw K♣, the top club, and the shooter
# took all 26. Kept, K♣ takes the shooter's J♣ four tricks later.
KEPT_HIGH_CLUB = (
    [
        "2S 3S 5C 5S 6S 7C 7H 8H 9S QC QH KC AH",
        "8D 8S TC TS JC JS QS KD KH KS AC AD AS",
        "2C 2D 3D 4C 4S 5H 6C 6D 7D 9D TH JD QD",
        "2H 3C 3H 4D 4H 5D 6H 7S 8C 9C 9H TD JH",
    ],
    "2C 9C QC AC AS 4S 7S 5S AD QD TD AH KS 9D 8C 2S KH 5H 2H 7H KD 2D 4D",
)

# The same run, match 3, rotation 2, deal 1: the shooter (seat 2) took Q♠ and J♥ but only
# three of seven tricks, then led A♥; seat 0 threw Q♥ under it (and seat 1 T♥), and no one
# was left to take the shooter's 9♥ and 7♥.
HEART_LED_BY_THE_TAKER = (
    [
        "2D 2H 3C 4C 5C 6C 6H 6S JC QH KS AC AS",
        "2S 3S 4D 5H 5S 8D 8H 8S TH TS JH QS KD",
        "3D 7H 7S 8C 9H 9S TC TD JD JS QC KH AH",
        "2C 3H 4H 4S 5D 6D 7C 7D 9C 9D QD KC AD",
    ],
    "2C AC KD QC 3C QS TC 9C JS 4S KS TS 2D 8D JD AD 5D JC 4D TD 9S KC AS 8S 4C JH 8C 7C AH 4H",
)


def test_void_under_the_runner_it_throws_the_weakest_card_of_a_suit_that_can_spare_one() -> None:
    obs = position(*KEPT_HIGH_CLUB)
    assert obs.seat == 0 and moon_threat(obs) == 1
    kept = guarded(obs, 1, cards_of(int(obs.legal)))
    # K♣ tops the clubs with nothing out above it and 7♣ still under it; 9♠ would need all
    # three spades to wait under T♠ J♠ Q♠ for the 8♠
    assert [str(Card(c)) for c in kept] == ["5C"]
    for seed in range(5):
        assert str(make_bot("hard", seed).choose_play(obs)) != "KC", seed


def test_a_heart_led_by_the_seat_holding_every_point_is_a_threat() -> None:
    obs = position(*HEART_LED_BY_THE_TAKER)
    assert obs.seat == 0
    assert moon_runner(obs, threat_share(4)) == -1  # three of seven tricks: under half
    assert moon_threat(obs) == 2
    assert [str(Card(c)) for c in guarded(obs, 2, cards_of(int(obs.legal)))] == ["2H"]
    for seed in range(5):
        assert str(make_bot("hard", seed).choose_play(obs)) == "2H", seed


# ``shooter-low``, arena seed 16, match 2, rotation 0, deal 6: the shooter (seat 0) has won
# five of seven tricks, none with a point card, and, left with only hearts before they are
# broken, leads A♥. Seat 2 threw Q♥ under it, the one heart that could take a later heart
# trick, and the shooter cashed its five hearts while seat 2 had to throw Q♠ onto them.
TOP_HEART_LED_BEFORE_ANY_POINT = (
    [
        "7D 7H 8D 9H TD TH JC JH QD KH KS AC AH",
        "2S 3C 3H 3S 4C 4H 6C 7S 8H 9C JD KC AD",
        "2H 3D 4S 5H 8C 9D 9S TC TS JS QH QS AS",
        "2C 2D 4D 5C 5D 5S 6D 6H 6S 7C 8S QC KD",
    ],
    "2C JC KC TC AD 9D KD 7D 2S 9S 5S KS AC 3C 8C QC QD JD 3D 6D TD 4C 4S 2D 8D 6C TS 4D AH 8H",
)


def test_the_top_heart_led_before_any_point_is_taken_is_a_threat() -> None:
    obs = position(*TOP_HEART_LED_BEFORE_ANY_POINT)
    assert obs.seat == 2 and all(t.points == 0 for t in obs.tricks)
    assert moon_runner(obs, threat_share(4)) == -1  # no point card taken
    assert moon_threat(obs) == 0
    assert [str(Card(c)) for c in guarded(obs, 0, cards_of(int(obs.legal)))] == ["2H"]
    for seed in range(4):
        assert str(make_bot("hard", seed).choose_play(obs)) == "2H", seed


# Arena seed 16, match 3, rotation 0, deal 4: the shooter (seat 0) has taken Q♠ and the
# four hearts of the tenth trick, four of ten tricks, and leads Q♥; every heart the others
# could hold is lower. Seat 3 played 9♥ and kept K♥, the one heart that could take the
# trick, and the shooter cashed the rest.
HEART_LED_UNDER_OUR_KING = (
    [
        "2C 2D 3C 4C 6C 9D 9S TC TS QH QS KD AH",
        "3D 3H 3S 5C 5H 6D 7D 7H 7S 9C JC JD QC",
        "4S 5S 6H 7C 8H TD TH JH JS QD KC KS AD",
        "2H 2S 4D 4H 5D 6S 8C 8D 8S 9H KH AC AS",
    ],
    "2C QC KC AC 4D KD JD TD QS 7S JS 2S TS 3S KS 6S QD 5D 9D 7D 7C 8C TC 9C 9S 5C 4S AS "
    "8D 2D 6D AD 5S 8S 3C JC 4H AH 7H JH QH 5H TH",
)


def test_the_takers_heart_lead_is_a_threat_when_only_our_heart_beats_it() -> None:
    obs = position(*HEART_LED_UNDER_OUR_KING)
    assert obs.seat == 3 and moon_runner(obs, threat_share(4)) == -1  # four of ten tricks
    assert moon_threat(obs) == 0
    assert [str(Card(c)) for c in guarded(obs, 0, cards_of(int(obs.legal)))] == ["KH"]
    for seed in range(4):
        assert str(make_bot("hard", seed).choose_play(obs)) == "KH", seed


def test_guarded_keeps_beaters_and_the_lowest_card_under_the_runner() -> None:
    _, hands, tricks, trick, _ = THROWN_STOPPERS[2]
    obs = stopper_position(hands, tricks, trick)  # AH led by the runner, we hold 3H JH.. KH
    legal = cards_of(int(obs.legal))
    assert [str(Card(c)) for c in guarded(obs, moon_threat(obs), legal)] == ["3H"]
    assert guarded(obs, -1, legal) == legal


def test_guarded_throws_no_points_onto_the_runners_trick() -> None:
    _, hands, tricks, trick, _ = THROWN_STOPPERS[0]
    obs = stopper_position(hands, tricks, trick)  # void in clubs under the runner's T♣
    kept = guarded(obs, moon_threat(obs), cards_of(int(obs.legal)))
    assert kept and not any((1 << c) & HEARTS for c in kept)


def test_guarded_leaves_a_lead_alone_without_a_sure_stop() -> None:
    _, hands, tricks, _, _ = THROWN_STOPPERS[0]
    obs = position(hands, " ".join(tricks))  # the runner's own lead; hearts not broken
    assert obs.seat == 1 and not obs.trick
    legal = cards_of(int(obs.legal))
    assert guarded(obs, 0, legal) == legal


# seed 14, match 2, deal 2 of `hjerterfri arena --bots shooter,hard` (the shooter in seat 0),
# a moon before the sure stops: it took K♥ on its A♦ and won two of three tricks, and the
# hard holding A♥ led 6♥ into it
LEAD_HANDS = [
    "AC AD KS JH KD KC QS QC TS TC 9S 9D 8C",
    "3C JD JS 7H 2D QD 2S 4S 6S 5D 7S QH 9H",
    "2C TD AS 6H 3D 6C 9C 7C 8D 7D 6D 4D AH",
    "JC KH 8S 2H 5S 4C 3S 5C 3H TH 8H 5H 4H",
]


def test_hard_leads_the_top_heart_against_a_runner() -> None:
    obs = position(LEAD_HANDS, "2C JC AC 3C AD JD TD KH KS JS AS 8S")
    assert obs.seat == 2 and moon_threat(obs) == 0
    assert guarded(obs, 0, cards_of(int(obs.legal))) == [int(Card("AH"))]
    assert make_bot("hard-2026", 2).choose_play(obs) != Card("AH")
    assert make_bot("hard", 2).choose_play(obs) == Card("AH")


def test_another_seats_moon_costs_the_moon_cost_more() -> None:
    _, hands, tricks, trick, _ = THROWN_STOPPERS[0]
    obs = stopper_position(hands, tricks, trick)
    playout = Playout(obs.rules)
    moon = [0, (1 << 52) - 1, 0, 0]  # seat 1 took every card
    mine = [(1 << 52) - 1, 0, 0, 0]
    plain, costly = Outcome(obs, playout), Outcome(obs, playout, moon_cost=13.0)
    assert costly.utility(moon) == plain.utility(moon) - 13.0
    assert costly.utility(mine) == plain.utility(mine)  # our own moon costs nothing more


def medium_position(seed: int, tricks: int) -> Observation:
    """Seat ``seed % 4``'s turn in trick ``tricks + 1`` of a seeded deal mediums pass and play."""
    deal = Deal.new(Rules(), seed=seed, number=1 + seed % 4)
    medium = medium_bot()
    for seat in range(4):
        deal.pass_cards(seat, medium.choose_pass(deal.observation(seat)))
    while not (deal.to_act == seed % 4 and len(deal.observation(seed % 4).tricks) == tricks):
        seat = deal.to_act
        assert seat is not None
        deal.play(medium.choose_play(deal.observation(seat)), seat)
    return deal.observation(seed % 4)


def test_before_any_threat_hard_weighs_its_cards_as_the_search_without_the_guard() -> None:
    # seed 33, trick 4, on lead: fearing a moon nobody had started, the hard before counted
    # every play-out moon 13 points worse and led A♦; without that fear it leads a low heart
    # (4♥; 7♥ on worlds shaped by the pass where the others never slip, 4♥ on uniform ones)
    obs = medium_position(33, 3)
    assert moon_threat(obs) == -1
    hard = make_bot("hard", 33)
    assert isinstance(hard, SearchBot)
    plain = SearchBot(
        33,
        infer=False,
        endgame=False,
        stop_moons=False,
        playout=GuidePlayout,
        shape_worlds=True,
        slips=hard.slips,
    )
    assert hard.weigh_plays(obs)[1] == plain.weigh_plays(obs)[1]
    assert hard.choose_play(obs) == plain.choose_play(obs) == Card("4H")
    assert make_bot("hard-no-slips", 33).choose_play(obs) == Card("7H")
    assert make_bot("hard-uniform", 33).choose_play(obs) == Card("4H")


def test_the_stopper_alone_keeps_its_high_heart_in_the_play_outs() -> None:
    _, hands, tricks, trick, _ = THROWN_STOPPERS[2]
    obs = stopper_position(hands, tricks, trick)  # seat 3 under the runner's A♥
    playout = Playout(obs.rules)
    won = [0] * 4
    for t in obs.tricks:
        for _, c in t.plays:
            won[t.winner] |= 1 << int(c)
    hand, legal = int(obs.hand), int(obs.legal)
    table = [int(c) for _, c in obs.trick]
    others = int(obs.unseen)
    args = (hand, legal, table, won, others, moon_threat(obs))
    assert Card(playout.choose(3, *args, stopper=3)) == Card("3H")
    assert Card(playout.choose(3, *args, stopper=0)) != Card("3H")  # unaware: throws high


def test_hard_takes_the_runners_point_trick_when_it_can() -> None:
    obs = position(LEAD_HANDS, "2C JC AC 3C AD JD TD KH KS JS AS 8S 6H 8H JH")
    assert obs.seat == 1 and moon_threat(obs) == 0  # the runner's J♥ wins 6♥ and 8♥
    assert guarded(obs, 0, cards_of(int(obs.legal))) == [int(Card("QH"))]
    assert make_bot("hard", 1).choose_play(obs) == Card("QH")


@pytest.mark.parametrize(
    ("hands", "moves", "reason"),
    [
        (THROWN_STOPPERS[1][1], [*THROWN_STOPPERS[1][2], THROWN_STOPPERS[1][3]], "KEEP"),
        (THROWN_STOPPERS[2][1], [*THROWN_STOPPERS[2][2], THROWN_STOPPERS[2][3]], "GUARD"),
        (LEAD_HANDS, ["2C JC AC 3C AD JD TD KH KS JS AS 8S"], "LEAD"),
        (LEAD_HANDS, ["2C JC AC 3C AD JD TD KH KS JS AS 8S 6H 8H JH"], "TAKE"),
    ],
)
def test_where_the_guard_overrules_the_search_the_advice_says_why(
    hands: list[str], moves: list[str], reason: str
) -> None:
    """The search's figures favour another card, so "it did best when played out" would be
    false (a review shows both): the advice names the runner and the stopper kept."""
    obs = position(hands, " ".join(moves))
    advice, scores = make_bot("hard", 7).weigh_plays(obs)
    chosen = int(advice.cards[0])
    assert scores[chosen] < max(scores.values())
    expected = {
        "KEEP": reasons.STOP_MOON_KEEP,
        "GUARD": reasons.GUARD_MOON,
        "LEAD": reasons.STOP_MOON_LEAD,
        "TAKE": reasons.STOP_MOON_TAKE,
    }[reason]
    assert advice.template == expected
    assert advice.params["seat"] == str(moon_threat(obs))


# Built by hand after a moon in the published program's matches (stop 23), where a hard void
# under the runner's trick with only hearts left threw its high heart: here seat 2, under
# the runner's A♠ with Q♠ on it, holds K♥ and six low hearts; the runner (seat 0, every
# trick won) holds A♥ and will lead its hearts, so K♥ is the stopper once A♥ is out.
ONLY_HEARTS = (
    [
        "AC KC QC AD KD QD AS KS 2S AH JH 9H 8H",
        "2C 3C 4C 2D 3D 4D QS 3S 4S 5S 6S QH TH",
        "5C 6C 7C 5D 6D 7D KH 7H 6H 5H 4H 3H 2H",
        "8C 9C TC JC 8D 9D TD JD 7S 8S 9S TS JS",
    ],
    "2C 5C 8C AC KC 3C 6C 9C QC 4C 7C TC AD 2D 5D 8D KD 3D 6D 9D QD 4D 7D TD AS QS",
)


def test_void_with_only_hearts_under_the_runner_it_keeps_the_high_one() -> None:
    obs = position(*ONLY_HEARTS)
    assert obs.seat == 2 and moon_threat(obs) == 0
    assert guarded(obs, 0, cards_of(int(obs.legal))) == [int(Card("2H"))]
    for seed in range(3):
        assert make_bot("hard-2026", seed).choose_play(obs) == Card("KH")
        advice, scores = make_bot("hard", seed).weigh_plays(obs)
        assert advice.cards[0] == Card("2H")
        assert scores[int(Card("KH"))] < scores[int(Card("2H"))]  # the search agrees


def test_against_a_runner_the_search_plays_out_the_worlds_where_it_holds_the_top_heart() -> None:
    obs = position(*ONLY_HEARTS)
    ace = 1 << int(Card("AH"))
    assert runners_top_heart(obs) == ace  # unseen by seat 2, which holds K♥
    sampler, rng = WorldSampler(obs), random.Random(5)
    drawn = [sampler.sample(rng) for _ in range(40)]
    assert any(not hands[0] & ace for hands in drawn)
    worlds = running_worlds(sampler, 0, ace, drawn, rng)
    assert len(worlds) == len(drawn) and all(hands[0] & ace for hands in worlds)
    # a card the runner cannot hold (it is in our hand): the worlds stay as drawn
    assert running_worlds(sampler, 0, 1 << int(Card("KH")), drawn, rng) is drawn


def test_with_no_heart_of_its_own_it_still_plays_out_the_runner_holding_the_top_heart() -> None:
    """Its other high cards are then the stoppers (arena seed 14: a hard without hearts kept
    no diamond to lead into the runner's void, ``test_moon_runner``)."""
    obs = position(ONLY_HEARTS[0], ONLY_HEARTS[1] + " KH")
    assert obs.seat == 3 and not int(obs.hand) & HEARTS
    assert runners_top_heart(obs) == 1 << int(Card("AH"))


# Arena seed 14 (`hjerterfri arena --bots shooter,hard --deals 25 --seed 14`), match 1,
# rotation 0, deal 5: the shooter (seat 0) has Q♠ and seven of eight tricks; seat 3, on
# lead after A♣, holds K♣ J♣ T♣ 7♣ with 8♣ the only club out. 7♣ let the runner in to
# cash four hearts; a club above 8♣ keeps the lead, and once the runner is out of clubs it
# must throw a heart onto seat 3's trick.
LEAD_INTO_THE_RUNNER = (
    [
        "8C 9C QC 9D JD TH QH KH AH 8S QS KS AS",
        "3C 4C 5C 3D 2H 3H 4H 8H 9H 2S 3S 6S 7S",
        "2D 5D 6D TD QD KD 6H 7H JH 4S 9S TS JS",
        "2C 6C 7C TC JC KC AC 4D 7D 8D AD 5H 5S",
    ],
    "2C QC 5C KD AS 7S JS 5S KS 6S TS AD QS 2S 4S 4D JD 3D QD 8D 9S 7D 8S 3S 2D 6C 9D 3C "
    "9C 4C 5D AC",
)

# Arena seed 16, match 2, rotation 0, deal 1: the shooter (seat 0) holds Q♠ and wins most
# tricks; seat 3, void in spades under seat 2's T♠ with the runner still to play, threw A♦
# rather than 9♣. Two clubs were out and eight diamonds; the runner cashed five diamonds.
STOPPER_OF_THE_LONG_SUIT = (
    [
        "4C 8C QC AC 4D 6D 7D 8D TD JD 5S JS AS",
        "2C 3C 7C KC 2D 5D KD 2H 6H JH 2S 4S 9S",
        "5C 3D 9D 4H 7H 8H TH AH 6S 7S TS QS KS",
        "6C 9C TC JC QD AD 3H 5H 9H QH KH 3S 8S",
    ],
    "2C 5C JC AC AS 9S QS 8S QC 7C KS TC JS 2S 6S 3S JD KD 9D QD KC 7S 6C 8C 4S TS",
)


# Arena seed 15, match 2, rotation 1, deal 7: the shooter (seat 3, void in hearts) has won
# five tricks, Q♠ among them, and leads J♦; seat 0, void in diamonds, threw 6♠ from 6♠ 8♠
# with 7♠ and 9♠ out. Its 8♠ then had to go under the 9♠, and nobody took the 7♠.
SPARE_A_CLUB = (
    [
        "2C 2S 3C 5S 6C 6H 6S 7C 7H 8C 8S TC TS",
        "2D 3D 3S 4C 4H 5C 6D 8H 9C JH QH KH AC",
        "2H 3H 4D 4S 5D 5H 9D 9H TH JS QD KC AH",
        "7D 7S 8D 9S TD JC JD QC QS KD KS AD AS",
    ],
    "2C AC KC QC 3S JS AS TS AD 7H 6D QD KS 2S 2D 4S KD 3C 3D 4D QS 5S 4C 5D JD",
)

# Arena seed 18, match 2, rotation 3, deal 1: the shooter (seat 1) has won five tricks in a
# row and every point taken, and leads J♦; seat 0, last to play, kept K♦ and played T♦ under
# it. The shooter, void in hearts by then, took the last four tricks; K♦ and a heart lead
# would have stopped it.
TAKE_THE_LEAD = (
    [
        "3D 3S 5H 5S 6D 7H 8H TD JH QC KC KD AC",
        "4S 5C 6C 7C 7S TC JC JD JS QD QS KS AS",
        "2C 3C 3H 4C 4D 6H 6S 7D 8D 8S 9C 9S TH",
        "2D 2H 2S 4H 5D 8C 9D 9H TS QH KH AD AH",
    ],
    "2C 8C AC JC QC TC 9C TS KC 7C 4C AD 5S AS 9S 2S KS 8S AH 3S QS 6S KH 7H QD 4D 2D 3D "
    "JS 3C 5D 6D JD 7D 9D",
)


def test_void_under_the_runner_it_keeps_the_short_suit_that_waits_for_its_low_card() -> None:
    obs = position(*SPARE_A_CLUB)
    assert obs.seat == 0 and moon_threat(obs) == 3
    assert [str(Card(c)) for c in guarded(obs, 3, cards_of(int(obs.legal)))] == ["6C", "7C", "8C"]
    for seed in range(3):
        assert str(make_bot("hard", seed).choose_play(obs)) in ("6C", "7C", "8C"), seed


def test_last_to_play_to_the_runners_clean_trick_it_takes_the_lead() -> None:
    obs = position(*TAKE_THE_LEAD)
    assert obs.seat == 0 and moon_threat(obs) == 1
    assert [str(Card(c)) for c in guarded(obs, 1, cards_of(int(obs.legal)))] == ["KD"]
    assert make_bot("hard", 1).choose_play(obs) == Card("KD")


# Arena seed 17, match 0, rotation 0, deal 6: the shooter (seat 0) has taken A♥ and K♥ and
# holds Q♠; void in diamonds since the fifth trick, it is last to play to seat 1's 2♦.
# Seat 2, void too, threw 5♣; a heart there goes to the seat that takes the trick with a
# diamond, and nobody else could stop the moon later.
RUNNER_VOID_IN_THE_LEAD = (
    [
        "6S 8C 9S JH JS QC QH QS KC KD KS AC AS",
        "2D 3D 4C 5D 7C 7D 7H 8H TD TS JD KH AD",
        "2C 4D 4S 5C 5H 6C 6H 9C 9H TC JC QD AH",
        "2H 2S 3C 3H 3S 4H 5S 6D 7S 8D 8S 9D TH",
    ],
    "2C 3C AC 7C AS TS 4S 8S KS KH AH 7S KD AD QD 9D TD 4D 6D 6S 2D",
)


def test_a_trick_the_runner_is_void_in_cannot_go_to_it_so_a_heart_may_go_on_it() -> None:
    obs = position(*RUNNER_VOID_IN_THE_LEAD)
    assert obs.seat == 2 and moon_threat(obs) == 0 and Suit.DIAMONDS in obs.voids[0]
    legal = cards_of(int(obs.legal))
    assert guarded(obs, 0, legal) == legal
    assert make_bot("hard", 2).choose_play(obs) == Card("9H")


def test_leading_against_a_runner_it_plays_a_card_the_runner_cannot_win() -> None:
    obs = position(*LEAD_INTO_THE_RUNNER)
    assert obs.seat == 3 and not obs.trick and moon_threat(obs) == 0
    kept = guarded(obs, 0, cards_of(int(obs.legal)))
    assert [str(Card(c)) for c in kept] == ["TC", "JC", "KC"]
    assert {str(make_bot("hard", seed).choose_play(obs)) for seed in range(4)} <= {"TC", "JC", "KC"}


def test_where_the_guard_keeps_the_lead_the_advice_says_so() -> None:
    obs = position(*LEAD_INTO_THE_RUNNER)
    advice, scores = make_bot("hard", 1).weigh_plays(obs)
    assert scores[int(Card("7C"))] > scores[int(advice.cards[0])]  # the search liked 7♣
    assert advice.template == reasons.STOP_MOON_KEEP_LEAD
    assert advice.params["seat"] == "0"


def test_a_lead_the_runner_is_void_in_keeps_the_lead_from_it_too() -> None:
    _, hands, tricks, _, _ = THROWN_STOPPERS[2]
    obs = position(hands, " ".join(tricks))  # seat 2 leads; seat 0, the runner, is void in ♦
    assert obs.seat == 2 and obs.void_masks[0] == 1 << 1
    legal = cards_of(int(obs.legal))
    assert [str(Card(c)) for c in _kept_lead(obs, 0, legal)] == ["7D", "9D"]  # A♥ alone on top
    assert guarded(obs, 0, legal) == [int(Card("AH"))]  # but the sure stop comes first


# Arena seed 18, match 3, rotation 2, deal 6: the shooter (seat 2) took Q♠ in two of the
# first three tricks; seat 3, on lead with A♦ 6♦ 5♦ 4♦ and the shooter's J♦ 9♦ out, had to
# lead A♦, the one card the runner could not win, and with it its only diamond stopper.
LONE_TOP_CARD = (
    [
        "3C 3D 4C 4H 5C 7H 8C 8D 9C 9S TC KC KS",
        "2C 2D 2H 2S 3S 4S 5H 5S 6H 6S 7D 7S TD",
        "8H 9D JC JD JH JS QC QD QH KH AC AH AS",
        "3H 4D 5D 6C 6D 7C 8S 9H TH TS QS KD AD",
    ],
    "2C AC 7C KC AS QS KS 7S QD KD 8D TD",
)


def test_a_lone_top_card_is_not_led_to_keep_the_lead() -> None:
    obs = position(*LONE_TOP_CARD)
    assert obs.seat == 3 and moon_threat(obs) == 2
    legal = cards_of(int(obs.legal))
    assert _kept_lead(obs, 2, legal) == [] and guarded(obs, 2, legal) == legal
    for seed in range(4):
        assert str(make_bot("hard", seed).choose_play(obs)) != "AD", seed


def test_void_under_the_runner_it_keeps_the_top_card_of_the_suit_with_most_cards_out() -> None:
    obs = position(*STOPPER_OF_THE_LONG_SUIT)
    assert obs.seat == 3 and moon_threat(obs) == 0
    assert [str(Card(c)) for c in guarded(obs, 0, cards_of(int(obs.legal)))] == ["9C"]
    for seed in range(4):
        assert str(make_bot("hard", seed).choose_play(obs)) == "9C", seed


def _choose_in_play_out(obs: Observation, runner: int, stopper: int) -> Card:
    """The play-out policy's card for the seat to act, with ``runner`` seen running."""
    won = [0] * obs.players
    for t in obs.tricks:
        for _, c in t.plays:
            won[t.winner] |= 1 << int(c)
    table = [int(c) for _, c in obs.trick]
    args = (int(obs.hand), int(obs.legal), table, won, int(obs.unseen), runner)
    return Card(Playout(obs.rules).choose(obs.seat, *args, stopper=stopper))


def test_in_the_play_outs_the_stopper_plays_as_the_guard_does() -> None:
    """So the search weighs the guard's cards by the play it will make later: leading, a
    card nobody beats; void under the runner, the weakest clean card, not the highest."""
    lead = position(*LEAD_INTO_THE_RUNNER)
    assert _choose_in_play_out(lead, 0, stopper=3) == Card("TC")
    assert _choose_in_play_out(lead, 0, stopper=-1) == Card("7C")  # every seat a stopper
    void = position(*STOPPER_OF_THE_LONG_SUIT)
    assert _choose_in_play_out(void, 0, stopper=3) == Card("9C")
    assert _choose_in_play_out(void, 0, stopper=-1) == Card("AD")
    spare = position(*SPARE_A_CLUB)
    assert _choose_in_play_out(spare, 3, stopper=0) == Card("6C")  # not 6♠, which waits with 8♠


# Arena seed 16, match 3, rotation 0, deal 4: the shooter (seat 0) led Q♠ and T♠ after the
# first trick and won both, three tricks of eight, when it led 6♣; seat 3, void in clubs
# and last, threw K♥ onto its trick, and the shooter cashed A♥ and Q♥ and took all 26.
HIGH_LEADS = (
    [
        "2C 3C 4C 6C TC 2D 9D KD QH AH 9S TS QS",
        "5C 9C JC QC 3D 6D 7D JD 3H 5H 7H 3S 7S",
        "7C KC TD QD AD 6H 8H TH JH 4S 5S JS KS",
        "8C AC 4D 5D 8D 2H 4H 9H KH 2S 6S 8S AS",
    ],
    "2C QC KC AC 4D KD JD TD QS 7S JS 2S TS 3S KS 6S 7C 8C TC JC 7D AD 8D 9D QD 5D 2D 6D "
    "4S 8S 9S 9C 6C 5C 6H",
)


def test_a_seat_that_leads_only_high_cards_and_wins_them_is_a_threat() -> None:
    obs = position(*HIGH_LEADS)
    assert obs.seat == 3 and moon_runner(obs, threat_share(4)) == -1  # three of eight tricks
    assert moon_threat(obs) == 0
    assert [str(Card(c)) for c in guarded(obs, 0, cards_of(int(obs.legal)))] == ["AS"]
    # before it won 9♠, the shooter had led Q♠ and T♠ high but won only two tricks: not yet
    early = position(HIGH_LEADS[0], " ".join(HIGH_LEADS[1].split()[:29]))
    assert early.seat == 3 and moon_threat(early) == -1
