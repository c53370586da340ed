"""A bot claims where a player would, from its own view (that such a claim always stands:
tests/core/test_claim_view.py), with two tricks or more left."""

from __future__ import annotations

import random

from hjerterfri import Phase
from hjerterfri.bots.claiming import would_claim
from hjerterfri.core.cards import mask_cards
from tests.core.claim_hands import TOP_CARDS, endgame


def test_a_bot_on_lead_with_every_top_card_claims() -> None:
    deal = endgame(TOP_CARDS, leader=0)
    assert would_claim(deal.observation(0))
    assert not any(would_claim(deal.observation(s)) for s in (1, 2, 3))


def test_a_bot_does_not_claim_when_it_must_throw_to_the_trick_on_the_table() -> None:
    kept = ["AS KS QS JS AH KH QH JH", *TOP_CARDS[1:]]
    kept[1] = "TS 9S 8S 7S TH 9H KD AD"
    deal = endgame(kept, leader=1)
    deal.play("KD")
    deal.play("QD")
    deal.play("JD")
    assert deal.to_act == 0
    assert not would_claim(deal.observation(0))  # seat 0 has no diamond: this trick is lost


def test_a_bot_does_not_claim_when_a_higher_card_is_still_out() -> None:
    """K♦ made good only if the unseen A♦ falls: the real deal may allow it, the bot's view
    does not prove it, so it plays on."""
    kept = ["AS KS QS JS AH KH QH KD", "TS 9S 8S 7S JH TH 9H AD", *TOP_CARDS[2:]]
    deal = endgame(kept, leader=0)
    assert not would_claim(deal.observation(0))


def test_a_bot_does_not_claim_the_last_trick_or_when_not_to_play() -> None:
    deal = endgame(TOP_CARDS, leader=0)
    rng = random.Random(1)
    while len(deal.tricks) < 12:
        deal.play(rng.choice(mask_cards(deal.legal_mask())))
    assert deal.phase is Phase.PLAY
    assert not any(would_claim(deal.observation(s)) for s in range(4))
    deal = endgame(TOP_CARDS, leader=0)
    deal.play("AS")
    assert not would_claim(deal.observation(0))  # seat 1 is to play
