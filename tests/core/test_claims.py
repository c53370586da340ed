"""The claim check: exact against a plain search of every play, and on named hands."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hjerterfri import Deal, Phase, Rules
from hjerterfri.core.cards import mask_cards, parse_cards
from hjerterfri.core.claims import ClaimSearch, Verdict, claim_verdict, holds_every_top
from tests.core.claim_hands import TOP_CARDS, endgame

# -- the plain search the claim check is measured against ---------------------------


def takes_every_trick(deal: Deal, seat: int, memo: dict[object, bool] | None = None) -> bool:
    """Every legal card of every seat, tried: does ``seat`` have a way to take every trick
    left whatever the others play? No shortcut but remembering positions seen."""
    memo = {} if memo is None else memo
    if deal.phase is not Phase.PLAY:
        return True
    key = (tuple(int(h) for h in deal.hands), deal.trick, deal.leader, deal.hearts_broken)
    if key in memo:
        return memo[key]
    actor = deal.to_act
    outcomes = []
    for card in mask_cards(deal.legal_mask()):
        deal.push(card)
        lost = not deal.trick and deal.leader != seat  # a trick just ended, taken by another
        outcomes.append(not lost and takes_every_trick(deal, seat, memo))
        deal.pop()
    answer = any(outcomes) if actor == seat else all(outcomes)
    memo[key] = answer
    return answer


POLICIES = ("low", "high", "random")


def play_until(deal: Deal, tricks_left: int, extra: int, policies: list[str], seed: int) -> None:
    """Play cards by each seat's policy until ``tricks_left`` tricks and ``extra`` cards remain."""
    rng = random.Random(seed)
    stop = deal.rules.hand_size * deal.rules.players - tricks_left * deal.rules.players + extra
    for _ in range(stop):
        legal = mask_cards(deal.legal_mask())
        policy = policies[deal.to_act or 0]
        if policy == "low":
            card = min(legal, key=lambda c: c.rank)
        elif policy == "high":
            card = max(legal, key=lambda c: c.rank)
        else:
            card = rng.choice(legal)
        deal.push(card)


RULE_SETS = (
    Rules(),
    Rules(queen_breaks_hearts=True),
    Rules(first_trick_points=True, hearts_must_break=False),
    Rules(players=3),
    Rules(players=5, queen_breaks_hearts=True),
)


@settings(max_examples=150, deadline=None)
@given(
    rules=st.sampled_from(RULE_SETS),
    seed=st.integers(0, 10_000),
    tricks_left=st.integers(1, 4),
    extra=st.integers(0, 2),
    policies=st.lists(st.sampled_from(POLICIES), min_size=6, max_size=6),
)
def test_the_verdict_is_the_plain_search_s_answer_for_every_seat(
    rules: Rules, seed: int, tricks_left: int, extra: int, policies: list[str]
) -> None:
    deal = Deal.new(rules, seed=seed, number=4)  # number 4: no passing with 4 players
    for seat in range(rules.players) if deal.phase is Phase.PASS else ():
        deal.pass_cards(seat, list(deal.hand(seat))[:3])
    play_until(deal, tricks_left, extra, policies, seed)
    before = deal.clone()
    for seat in range(rules.players):
        expected = Verdict.CERTAIN if takes_every_trick(deal, seat) else Verdict.NOT_CERTAIN
        assert claim_verdict(deal, seat) is expected, (seat, deal.hands, deal.trick)
    assert deal == before  # the check never changes the deal


def test_the_plain_search_agrees_where_one_seat_kept_its_high_cards() -> None:
    """Four tricks from the end after one seat played its low cards and the others their
    high ones: strong hands, where the claim often holds and the shortcuts are used."""
    certain = uncertain = 0
    for seed in range(30):
        deal = Deal.new(Rules(), seed=seed, number=4)
        policies = ["high", "high", "high", "high"]
        policies[seed % 4] = "low"
        play_until(deal, 4, seed % 3, policies, seed)
        for seat in range(4):
            expected = takes_every_trick(deal, seat)
            verdict = claim_verdict(deal, seat)
            assert verdict is (Verdict.CERTAIN if expected else Verdict.NOT_CERTAIN), (seed, seat)
            certain += expected
            uncertain += not expected
    assert certain >= 5 and uncertain >= 5


# -- named hands ----------------------------------------------------------------------


def test_every_top_card_on_lead_is_certain_at_once() -> None:
    deal = endgame(TOP_CARDS, leader=0)
    search = ClaimSearch(deal, 0)
    assert search.verdict() is Verdict.CERTAIN
    assert search.card() is not None
    assert holds_every_top(int(deal.hand(0)), int(deal.hand(1) | deal.hand(2) | deal.hand(3)))
    assert [claim_verdict(deal, s) for s in (1, 2, 3)] == [Verdict.NOT_CERTAIN] * 3


def test_every_top_card_but_another_leads_a_suit_the_claimant_lacks() -> None:
    """Seat 0 holds the top of each suit it has, but seat 1 leads a diamond: seat 0 must
    throw a card and loses that trick."""
    deal = endgame(
        [
            "AS KS QS JS AH KH QH JH",
            "TS 9S 8S 7S TH 9H KD QD",
            "6S 5S 4S 3S 8H 7H 6H AD",
            "2S 5H 4H 3H 2H JD TD 9D",
        ],
        leader=1,
    )
    assert holds_every_top(int(deal.hand(0)), int(deal.hand(1) | deal.hand(2) | deal.hand(3)))
    assert claim_verdict(deal, 0) is Verdict.NOT_CERTAIN
    deal.play("KD")  # the lead is made: seat 0 throws, and seat 2 holds A♦
    assert claim_verdict(deal, 0) is Verdict.NOT_CERTAIN


def test_a_card_that_looks_safe_loses_to_a_seat_that_keeps_its_guard() -> None:
    """Seat 0 leads A♦ hoping K♦ falls, but seat 1 follows with 9♦ and keeps K♦ for Q♦."""
    deal = endgame(
        [
            "AD QD JD TD AS KS AH KH",
            "KD 9D QH JH TH 9H 8H 7H",
            "QS JS TS 9S 8S 7S 6S 5S",
            "4S 3S 2S 6H 5H 4H 3H 2H",
        ],
        leader=0,
    )
    assert claim_verdict(deal, 0) is Verdict.NOT_CERTAIN
    assert ClaimSearch(deal, 0).card() is None


def test_a_card_made_good_when_the_lone_guard_must_fall() -> None:
    """Seat 0 leads A♦ and the lone K♦ must follow; then Q♦ J♦ 10♦ 9♦ are on top.
    Not every card is on top at the claim, yet no defence takes a trick."""
    deal = endgame(
        [
            "AD QD JD TD 9D AS KS AH",
            "KD KH QH JH TH 9H 8H 7H",
            "QS JS TS 9S 8S 7S 6S 5S",
            "4S 3S 2S 6H 5H 4H 3H 2H",
        ],
        leader=0,
    )
    others = int(deal.hand(1) | deal.hand(2) | deal.hand(3))
    assert not holds_every_top(int(deal.hand(0)), others)
    search = ClaimSearch(deal, 0)
    assert search.verdict() is Verdict.CERTAIN
    assert search.card() in parse_cards("AD AS KS")  # a low diamond first would lose to K♦


def test_a_claim_while_another_seat_is_to_play_counts_the_trick_on_the_table() -> None:
    """Seat 1 leads 9♠; seat 0 plays last, beats J♠ and takes the rest."""
    kept = [
        "AS KS QS AH KH QH JH TH",
        "9S 8S 7S 9H 8H 7H AD KD",
        "JS TS 6S 6H 5H QD JD TD",
        "2S 3S 4S 5S 4H 3H 2H 9D",
    ]
    deal = endgame(kept, leader=1)
    assert claim_verdict(deal, 0) is Verdict.NOT_CERTAIN  # seat 1 may lead a diamond
    deal.play("9S")
    assert claim_verdict(deal, 0) is Verdict.CERTAIN
    assert ClaimSearch(deal, 0).card() is None  # not seat 0's turn yet
    deal.play("JS")
    deal.play("2S")
    assert ClaimSearch(deal, 0).card() in parse_cards("QS KS AS")


def test_no_claim_outside_play_or_for_a_seat_that_is_not_there() -> None:
    deal = Deal.new(Rules(), seed=1, number=1)
    assert deal.phase is Phase.PASS
    assert claim_verdict(deal, 0) is Verdict.NOT_CERTAIN
    assert claim_verdict(endgame(TOP_CARDS, leader=0), 4) is Verdict.NOT_CERTAIN
