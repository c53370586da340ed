"""Cards and card sets: numbering, every accepted text form, clear errors for the rest."""

from __future__ import annotations

import pytest

from hjerterfri import CARDS, Card, CardSet, InvalidCardError, Suit, parse_card


def test_numbering_matches_openspiel_rank_times_four_plus_suit() -> None:
    assert int(Card("2C")) == 0
    assert int(Card("2S")) == 3
    assert int(Card("QS")) == 10 * 4 + 3
    assert int(Card("AH")) == 12 * 4 + 2
    assert [str(c) for c in CARDS[:5]] == ["2C", "2D", "2H", "2S", "3C"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("QS", "QS"),
        ("qs", "QS"),
        ("Q♠", "QS"),
        ("q♠", "QS"),
        ("10D", "TD"),
        ("td", "TD"),
        ("T♦", "TD"),
        ("10♦", "TD"),
        ("2c", "2C"),
        (" AH ", "AH"),
        ("J♡", "JH"),
    ],
)
def test_text_forms_read(text: str, expected: str) -> None:
    assert str(parse_card(text)) == expected


@pytest.mark.parametrize("text", ["1S", "QX", "", "11H", "QSS", "S", "10", "♠Q", "ZZ"])
def test_malformed_text_raises_invalid_card_error_quoting_the_input(text: str) -> None:
    with pytest.raises(InvalidCardError) as info:
        parse_card(text)
    assert repr(text) in str(info.value)
    assert "QS" in str(info.value)  # says what would be right


def test_invalid_card_error_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        Card("XX")


@pytest.mark.parametrize("number", [-1, 52, True])
def test_card_numbers_out_of_range_are_refused(number: int) -> None:
    with pytest.raises(InvalidCardError):
        Card(number)


def test_card_forms_and_properties() -> None:
    queen = Card("QS")
    assert str(queen) == "QS"
    assert queen.symbol == "Q♠"
    assert queen.suit is Suit.SPADES
    assert queen.rank == 10
    assert eval(repr(queen)) == queen  # the repr evaluates
    assert f"{queen:>3}" == " QS"


def test_cardset_is_a_set_of_cards() -> None:
    hand = CardSet(["QS", "2C", "AH"])
    assert len(hand) == 3
    assert "QS" in hand and Card("2C") in hand and "3C" not in hand
    assert "garbage" not in hand
    assert list(hand) == [Card("2C"), Card("QS"), Card("AH")]
    assert int(hand) == (1 << 0) | (1 << 43) | (1 << 50)
    assert hand == {Card("2C"), Card("QS"), Card("AH")}
    assert hand - CardSet("QS") == CardSet("2C AH")
    assert hand | ["3C"] == CardSet("2C 3C QS AH")
    assert hand & CardSet("QS KS") == CardSet("QS")
    assert CardSet("QS") <= hand and not hand <= CardSet("QS")
    assert hand.suit(Suit.HEARTS) == CardSet("AH")
    assert eval(repr(hand)) == hand
    assert not CardSet()


def test_hand_is_shown_by_suit_in_alternating_colours() -> None:
    hand = CardSet("AH 2C QS 5D 3H")
    assert str(hand) == "2C 5D QS 3H AH"


def test_cardset_rejects_a_bad_mask_and_bad_cards() -> None:
    with pytest.raises(InvalidCardError):
        CardSet(1 << 52)
    with pytest.raises(InvalidCardError):
        CardSet(["QS", "QX"])


def test_suit_parse() -> None:
    assert Suit.parse("♥") is Suit.HEARTS
    assert Suit.parse("s") is Suit.SPADES
    with pytest.raises(InvalidCardError):
        Suit.parse("X")
