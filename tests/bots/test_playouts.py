"""``hard``'s play-outs play three more of the guides' lessons than ``hard-2026``'s: they lead
spades to force out Q♠, lead the card least likely to win a trick, and throw the card a seat
most wants gone."""

from __future__ import annotations

from hjerterfri.bots import make_bot
from hjerterfri.bots.rollout import GuidePlayout, Playout
from hjerterfri.core import Card, Rules


def mask(cards: str) -> int:
    out = 0
    for text in cards.split():
        out |= 1 << int(Card(text))
    return out


def lead(playout: Playout, legal: str, others: str) -> str:
    return str(Card(playout.choose(0, mask(legal), mask(legal), [], [0] * 4, mask(others))))


def discard(playout: Playout, hand: str, trick: str, others: str) -> str:
    """The card seat 0 throws on ``trick`` (a suit it holds none of) from ``hand``."""
    played = [int(Card(text)) for text in trick.split()]
    return str(Card(playout.choose(0, mask(hand), mask(hand), played, [0] * 4, mask(others))))


OTHERS = "QS KS AS 2S 3S 2C 3C 4C 5D 6D 2H 3H"  # Q♠ is out, and so are lower spades


def test_a_seat_without_high_spades_leads_its_highest_spade_under_the_queen() -> None:
    guided, plain = GuidePlayout(Rules()), Playout(Rules())
    assert lead(guided, "5S 9S 7C 8D", OTHERS) == "9S"
    assert lead(plain, "5S 9S 7C 8D", OTHERS) != "9S"  # hard-2026: the lowest safe lead


def test_no_flush_with_a_spade_above_the_ten_or_the_queen_gone() -> None:
    guided = GuidePlayout(Rules())
    for legal, others in [
        ("5S 9S KS 7C 8D", OTHERS),  # holding K♠: leading spades may bring her back to us
        ("5S 9S 7C 8D", OTHERS.replace("QS ", "")),  # Q♠ already played
    ]:
        assert lead(guided, legal, others) != "9S", legal


def test_a_seat_leads_the_low_card_most_likely_to_be_beaten_not_the_lowest_rank() -> None:
    """5♣ is the lowest card, but three unseen clubs are under it and one over: it may well
    win. Every unseen diamond is over 7♦, so it will not. The medium bot weighs its leads by
    the same ``cardbits.safest_lead``; ``hard-2026``'s play-outs lead the lowest rank, 5♣."""
    guided, plain = GuidePlayout(Rules()), Playout(Rules())
    legal, others = "5C 7D", "2C 3C 4C 6C 8D 9D TD JD"
    assert lead(guided, legal, others) == "7D"
    assert lead(plain, legal, others) == "5C"
    omnibus = GuidePlayout(Rules(jack_of_diamonds=True))  # there safe leads lost: not kept
    assert lead(omnibus, legal, others) == "5C"


def test_a_void_seat_throws_its_lone_high_card_before_the_top_of_a_long_suit() -> None:
    """K♦ alone would win a diamond trick later and leaves a void when gone; the long clubs
    under A♣ can wait. ``hard-2026``'s play-outs throw the highest card, A♣."""
    guided, plain = GuidePlayout(Rules()), Playout(Rules())
    hand, trick, others = "2C 5C 8C TC AC KD", "4S", "3C 6C 2D 5D 7D 9D 2S 3S"
    assert discard(guided, hand, trick, others) == "KD"
    assert discard(plain, hand, trick, others) == "AC"


def test_point_cards_still_go_first() -> None:
    """Q♠, then the spades that catch her, then the top heart, as before."""
    guided = GuidePlayout(Rules())
    others = "2D 3D 4D 5D 2S"
    assert discard(guided, "QS KC 2C", "6D", others) == "QS"
    assert discard(guided, "AS KC 2C", "6D", others + " QS") == "AS"
    assert discard(guided, "9H 3H KC 2C", "6D", others) == "9H"


def test_hard_and_expert_play_out_so_and_the_baseline_does_not() -> None:
    assert make_bot("hard").playout_kind is GuidePlayout  # type: ignore[attr-defined]
    assert make_bot("expert").playout_kind is GuidePlayout  # type: ignore[attr-defined]
    assert make_bot("hard-2026").playout_kind is Playout  # type: ignore[attr-defined]
