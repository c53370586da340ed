"""``hard-oracle``: ``hard``'s search shown the true hands, seated by the arena and no table."""

from __future__ import annotations

import random

import pytest

from hjerterfri.bots import make_bot
from hjerterfri.bots.arena import run_arena
from hjerterfri.bots.oracle import ORACLE, OracleBot
from hjerterfri.bots.parting import decisions
from hjerterfri.core import Card, Phase, Rules
from hjerterfri.core.cards import CARDS
from hjerterfri.core.deal import Deal
from hjerterfri.core.errors import UnknownChoiceError


def _deal(swap: tuple[str, str] | None = None) -> Deal:
    """Seed 1's shuffle, no passing; ``swap`` moves the first card from seat 1 to seat 2 and
    the second back, both of one suit, so every play below stays legal in either deal."""
    deck = list(CARDS)
    random.Random(1).shuffle(deck)
    hands = [deck[i * 13 : (i + 1) * 13] for i in range(4)]
    if swap is not None:
        one, two = Card(swap[0]), Card(swap[1])
        hands[1] = [two if c == one else c for c in hands[1]]
        hands[2] = [one if c == two else c for c in hands[2]]
    return Deal.from_hands(Rules(), hands)


def _third_trick(deal: Deal) -> Deal:
    """``deal`` played by mediums up to seat 0's turn in the third trick (3♠ led)."""
    medium = make_bot("medium", 0)
    while not (deal.to_act == 0 and len(deal.tricks) == 2):
        deal.play(medium.choose_play(deal.observation(deal.to_act)))
    return deal


def test_the_oracle_plays_by_the_hidden_cards_where_hard_cannot_tell_them_apart() -> None:
    """Two deals seat 0 cannot tell apart (K♠ with seat 1 or with seat 2, after 3♠ led):
    ``hard`` plays the same card in both; the oracle, shown the hands, plays by where K♠ is."""
    seen = _third_trick(_deal())
    twin = _deal(("KS", "2S"))
    for card in seen.plays:
        twin.play(card)
    obs = seen.observation(0)
    assert twin.observation(0) == obs and obs.phase is Phase.PLAY
    assert {str(c) for c in obs.legal} == {"4S", "TS", "QS", "AS"}
    choices = []
    for deal in (seen, twin):
        oracle = OracleBot(5)
        oracle.peek(deal)
        choices.append(str(oracle.choose_play(obs)))
    assert choices == ["AS", "QS"]
    assert make_bot("hard", 5).choose_play(obs) == Card("TS")


def test_the_oracle_refuses_to_decide_without_being_shown_the_deal() -> None:
    obs = _third_trick(_deal()).observation(0)
    with pytest.raises(RuntimeError, match="only after the arena shows it"):
        OracleBot(5).choose_play(obs)
    stale = OracleBot(5)
    stale.peek(_deal())  # before the first trick: other cards in hand than now
    with pytest.raises(RuntimeError, match="only after the arena shows it"):
        stale.choose_play(obs)


def test_no_table_seats_the_oracle() -> None:
    with pytest.raises(UnknownChoiceError, match="hard-oracle"):
        make_bot(ORACLE)


def test_the_arena_and_parting_show_the_oracle_each_deal() -> None:
    report = run_arena((ORACLE, "medium", "medium", "medium"), Rules(), deals=1, seed=3)
    assert report.slots[0].bot == ORACLE and report.slots[0].decisions > 0
    found = list(decisions(ORACLE, "medium", Rules(), deals=1, seed=3))
    assert any(d.kind != "pass" for d in found)
