"""``Claim`` as a core action: refused with a reason when uncertain, else the rest played out."""

from __future__ import annotations

import pytest

from hjerterfri import (
    Claim,
    Claimed,
    IllegalMoveError,
    Match,
    PassCards,
    Phase,
    PlayCard,
    Played,
    Reason,
)
from hjerterfri.core.cards import CardSet
from hjerterfri.core.record import match_from_record, match_to_record
from tests.core.claim_hands import TOP_CARDS, endgame


def claim_match(kept: list[str], leader: int) -> Match:
    deal = endgame(kept, leader)
    return Match.from_deals(deal.rules, None, [deal])


def test_a_certain_claim_plays_the_rest_out_and_scores_it() -> None:
    match = claim_match(TOP_CARDS, leader=0)
    assert match.can(Claim(0))
    events = match.apply(Claim(0))
    claimed = events[0]
    assert isinstance(claimed, Claimed)
    assert (claimed.seat, claimed.tricks) == (0, 8)
    assert str(claimed.hand) == str(endgame(TOP_CARDS, 0).hand(0))
    assert sum(isinstance(e, Played) for e in events) == 32
    deal = match.deal
    assert deal.phase is Phase.DONE
    assert all(t.winner == 0 for t in deal.tricks[5:])
    # every heart and Q♠ were still out, so seat 0 took them all: a moon, +26 to the others
    assert deal.points == (0, 26, 26, 26)


def test_an_uncertain_claim_is_refused_with_the_reason_and_changes_nothing() -> None:
    kept = [
        "AD QD JD TD AS KS AH KH",
        "KD 9D QH JH TH 9H 8H 7H",
        "QS JS TS 9S 8S 7S 6S 5S",
        "4S 3S 2S 6H 5H 4H 3H 2H",
    ]
    match = claim_match(kept, leader=0)
    before = match.deal.clone()
    assert not match.can(Claim(0))
    with pytest.raises(IllegalMoveError) as refused:
        match.apply(Claim(0))
    assert refused.value.reason is Reason.CLAIM_NOT_CERTAIN
    assert "could still take a trick" in str(refused.value)
    assert match.deal == before
    with pytest.raises(IllegalMoveError) as other:
        match.verify(Claim(1))  # another seat claiming is judged on its own cards
    assert other.value.reason is Reason.CLAIM_NOT_CERTAIN


def test_no_claim_while_passing() -> None:
    match = Match(seed=3)
    assert match.deal.phase is Phase.PASS
    with pytest.raises(IllegalMoveError) as refused:
        match.verify(Claim(0))
    assert refused.value.reason is Reason.WRONG_PHASE


def test_a_claim_in_a_dealt_match_and_its_record_replays_it() -> None:
    """Seats play their lowest legal card until one may claim; the record of the claimed
    deal (every card, as played out) replays to the same deal."""
    match = Match(seed=11)
    for seat in range(4):
        match.apply(PassCards(seat, CardSet(list(match.deal.hand(seat))[:3])))
    claimant = None
    while claimant is None:
        claimant = next((s for s in range(4) if match.can(Claim(s))), None)
        seat = match.deal.to_act
        if claimant is None and seat is not None:
            match.apply(PlayCard(seat, min(match.deal.legal_plays())))
    left = 13 - len(match.deal.tricks)
    events = match.apply(Claim(claimant))
    assert events[0] == Claimed(claimant, left, events[0].hand)  # type: ignore[union-attr]
    assert match.deal.phase in (Phase.DONE, Phase.MOON)
    again = match_from_record(match_to_record(match))
    assert again.deal == match.deal
