"""``proved_from_view``: a claim offered from the seat's own view only, never from the hidden
hands, and every claim it offers stands in the real deal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hjerterfri import Deal, Phase, Rules
from hjerterfri.core.cards import mask_cards
from hjerterfri.core.claims import Verdict, claim_verdict, proved_from_view
from tests.core.claim_hands import HIDDEN_ACE, TOP_CARDS, endgame

# Seven of the eight tricks left: seat 0 leads its tops; A♥ alone is left in its hand.
SEVEN_TRICKS = "AS TS 6S 2S KS 9S 5S 5H QS 8S 4S 4H JS 7S 3S 3H AH JH 8H 2H KH TH 7H JD QH 9H 6H TD"


def test_every_top_card_on_lead_is_proved_from_the_own_view() -> None:
    deal = endgame(TOP_CARDS, leader=0)
    assert proved_from_view(deal.observation(0))
    assert not any(proved_from_view(deal.observation(s)) for s in (1, 2, 3))


def test_a_claim_certain_only_through_the_hidden_hands_is_not_offered() -> None:
    deal = endgame(HIDDEN_ACE, leader=2)
    deal.play("9D")
    deal.play("TD")
    assert deal.to_act == 0
    assert claim_verdict(deal, 0) is Verdict.CERTAIN  # the judge sees A♦ with seat 2
    assert not proved_from_view(deal.observation(0))  # seat 0 sees only that A♦ is out


def test_the_last_trick_is_offered_when_the_own_card_is_the_best_left() -> None:
    deal = endgame(TOP_CARDS, leader=0)
    for card in SEVEN_TRICKS.split():
        deal.play(card)
    assert len(deal.tricks) == 12 and deal.to_act == 0
    assert proved_from_view(deal.observation(0))


def test_nothing_is_offered_out_of_the_play_phase_or_out_of_turn() -> None:
    deal = Deal.new(Rules(), seed=5, number=1)
    assert deal.phase is Phase.PASS
    assert not any(proved_from_view(deal.observation(s)) for s in range(4))
    deal = endgame(TOP_CARDS, leader=0)
    deal.play("AS")
    assert not proved_from_view(deal.observation(0))  # seat 1 is to play


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from((3, 4, 5)))
def test_every_claim_the_own_view_proves_is_certain(seed: int, players: int) -> None:
    rules = Rules(players=players)
    deal = Deal.new(rules, seed=seed, number=3)
    for seat in range(players) if deal.phase is Phase.PASS else ():
        deal.pass_cards(seat, list(deal.hand(seat))[-3:])
    rng = random.Random(seed)
    while deal.phase is Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        if proved_from_view(deal.observation(seat)):
            assert claim_verdict(deal, seat) is Verdict.CERTAIN
        legal = mask_cards(deal.legal_mask())
        deal.play(max(legal) if seat == 0 else rng.choice(legal))
