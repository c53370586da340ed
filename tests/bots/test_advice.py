"""Hints: ``advise`` gives the medium bot's choice with a catalogued English sentence; the
moon choice follows the match totals."""

from __future__ import annotations

import string

import pytest

from hjerterfri.bots import advise, make_bot, reasons
from hjerterfri.bots.moon import choose_moon
from hjerterfri.core import Deal, MoonRule, Phase, Rules
from tests.bots.test_clear_positions import stop_the_moon

PLACEHOLDERS = {"card", "cards", "winner", "suit", "seat"}


def test_every_reason_uses_only_listed_placeholders() -> None:
    assert len(reasons.ALL) >= 20
    for sentence in reasons.ALL:
        names = {f for _, f, _, _ in string.Formatter().parse(sentence) if f}
        assert names <= PLACEHOLDERS, sentence


def test_advice_over_a_whole_deal_is_legal_and_explained() -> None:
    deal = Deal.new(Rules(), seed=4, number=1)
    for seat in range(4):
        hint = advise(deal.observation(seat))
        assert len(hint.cards) == 3 and hint.template in reasons.ALL
        assert hint.reason == hint.template.format(**hint.params)
        deal.pass_cards(seat, hint.cards)
    while deal.phase is Phase.PLAY:
        hint = advise(deal.observation(deal.to_act))  # type: ignore[arg-type]
        assert hint.template in reasons.ALL and "{" not in hint.reason
        deal.play(hint.cards[0])


def test_advice_names_the_moon_threat() -> None:
    hint = advise(stop_the_moon())
    assert str(hint.cards[0]) == "QH"
    assert hint.template == reasons.STOP_MOON_TAKE and hint.params["seat"] == "1"


# Seat 0 must pass; its three most dangerous cards include 10♦ (text ``TD``).
TENS_HANDS = [
    "TD AH KH 2C 3C 4C 5C 6C 7C 8C 9C 2S 3S",
    "TC JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D",
    "JD QD KD AD 4S 5S 6S 7S 8S 9S TS JS QS",
    "KS AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
]


def test_hints_write_tens_as_10_like_the_cards() -> None:
    deal = Deal.from_hands(Rules(), TENS_HANDS, pass_direction="left")
    hint = advise(deal.observation(0))
    assert "TD" in {str(card) for card in hint.cards}
    assert "10♦" in hint.reason and "T♦" not in hint.reason
    assert "10♦" in hint.params["cards"]


def test_no_advice_when_nothing_to_decide() -> None:
    deal = Deal.new(Rules(), seed=4, number=4)  # a keeper: play starts at once
    idle = next(s for s in range(4) if s != deal.to_act)
    with pytest.raises(ValueError):
        advise(deal.observation(idle))


MOON_HANDS = [
    "AH KH QH JH TH 9H 8H 7H 6H AS KS QS AC",
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2S",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    "2H 3H 4H 5H 3S 4S 5S 6S 7S 8S 9S TS JS",
]


def moon_observation(totals: tuple[int, ...]):  # type: ignore[no-untyped-def]
    deal = Deal.from_hands(Rules(moon=MoonRule.SHOOTERS_CHOICE), MOON_HANDS, totals=totals)
    bots = [make_bot("medium", 1) for _ in range(4)]
    while deal.phase is Phase.PLAY:
        seat = deal.to_act
        deal.play(bots[seat].choose_play(deal.observation(seat)))  # type: ignore[index]
    assert deal.phase is Phase.MOON and deal.to_act == 0
    return deal.observation(0)


@pytest.mark.parametrize(
    ("totals", "choice"),
    [
        ((10, 50, 60, 70), "others_plus_26"),  # ahead: the others' totals run up, none ends
        ((80, 20, 60, 78), "shooter_minus_26"),  # +26 would end the game with seat 1 winning
        ((60, 30, 40, 50), "shooter_minus_26"),  # behind: keep the game going
        ((40, 50, 80, 60), "others_plus_26"),  # +26 ends the game and the shooter wins it
    ],
)
def test_moon_choice_follows_the_match(totals: tuple[int, ...], choice: str) -> None:
    obs = moon_observation(totals)
    assert choose_moon(obs) == choice
    assert advise(obs).moon == choice
