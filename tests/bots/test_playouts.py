"""``hard``'s play-outs lead spades to force out Q♠, as players do; ``hard-2026``'s do not."""

from __future__ import annotations

from hjerterfri.bots import make_bot
from hjerterfri.bots.rollout import FlushingPlayout, Playout
from hjerterfri.core import Card, Rules


def mask(cards: str) -> int:
    out = 0
    for text in cards.split():
        out |= 1 << int(Card(text))
    return out


def lead(playout: Playout, legal: str, others: str) -> str:
    return str(Card(playout.choose(0, mask(legal), mask(legal), [], [0] * 4, mask(others))))


OTHERS = "QS KS AS 2S 3S 2C 3C 4C 5D 6D 2H 3H"  # Q♠ is out, and so are lower spades


def test_a_seat_without_high_spades_leads_its_highest_spade_under_the_queen() -> None:
    flushing, plain = FlushingPlayout(Rules()), Playout(Rules())
    assert lead(flushing, "5S 9S 7C 8D", OTHERS) == "9S"
    assert lead(plain, "5S 9S 7C 8D", OTHERS) != "9S"  # hard-2026: the lowest safe lead


def test_no_flush_with_a_spade_above_the_ten_or_the_queen_gone() -> None:
    flushing, plain = FlushingPlayout(Rules()), Playout(Rules())
    for legal, others in [
        ("5S 9S KS 7C 8D", OTHERS),  # holding K♠: leading spades may bring her back to us
        ("5S 9S 7C 8D", OTHERS.replace("QS ", "")),  # Q♠ already played
        ("7C 8D 9D", OTHERS),  # no spade to lead
    ]:
        assert lead(flushing, legal, others) == lead(plain, legal, others), legal


def test_hard_and_expert_play_out_so_and_the_baseline_does_not() -> None:
    assert make_bot("hard").playout_kind is FlushingPlayout  # type: ignore[attr-defined]
    assert make_bot("expert").playout_kind is FlushingPlayout  # type: ignore[attr-defined]
    assert make_bot("hard-2026").playout_kind is Playout  # type: ignore[attr-defined]
