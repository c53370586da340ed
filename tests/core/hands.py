"""Rigged hands shared by the core tests, written out card by card so each scenario is plain."""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

from hjerterfri import Deal, Phase, Rules
from tests.conftest import load_conformance

# 4 players, no pass. Seat 2 is void in clubs and holds Q♠ and hearts; seat 3 has many clubs.
FIRST_TRICK_HANDS = [
    "2C 3C 4C 2D 3D 4D 5D 2S 3S 4S 5S 2H 3H",
    "5C 6C 7C 8C 6D 7D 8D 9D 6S 7S 8S 4H 5H",
    "TD JD QD KD AD 9S TS JS QS 6H 7H 8H 9H",
    "9C TC JC QC KC AC KS AS TH JH QH KH AH",
]

# Seat 0 wins the second trick with A♣ and then holds nothing but hearts.
ONLY_HEARTS_LEADER = [
    "2C AC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
    "3C 4C 5C 6C 2D 3D 4D 5D 6D 7D 8D 9D KH",
    "7C 8C 9C TD JD QD KD AD 2S 3S 4S 5S 6S",
    "TC JC QC KC 7S 8S 9S TS JS QS KS AS AH",
]

# As above, but seat 0 keeps Q♠ instead of Q♥: hearts and Q♠ only when it leads.
QUEEN_AND_HEARTS_LEADER = [
    "2C AC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QS",
    "3C 4C 5C 6C 2D 3D 4D 5D 6D 7D 8D 9D KH",
    "7C 8C 9C TD JD QD KD AD 2S 3S 4S 5S 6S",
    "TC JC QC KC 7S 8S 9S TS JS QH KS AS AH",
]

# The two tricks that hand seat 0 the lead in the two hands above.
TO_SEAT_0_LEAD = ["2C", "3C", "7C", "KC", "TC", "AC", "4C", "8C"]


def play_all(deal: Deal, cards: str | list[str]) -> None:
    for card in cards.split() if isinstance(cards, str) else cards:
        deal.play(card)


@functools.cache
def _conformance_by_id() -> dict[int, dict[str, Any]]:
    return {d["id"]: d for d in load_conformance()}


def conformance_record(record_id: int) -> dict[str, Any]:
    return _conformance_by_id()[record_id]


def replay_conformance(record_id: int, **changes: Any) -> Deal:
    """A shared conformance deal played out again under its rules with ``changes`` applied."""
    record = conformance_record(record_id)
    rules = Rules.from_dict(record["rules"])
    rules = dataclasses.replace(rules, **{k: v for k, v in changes.items() if k != "totals"})
    deal = Deal.from_hands(
        rules,
        record["hands"],
        pass_direction=record["pass_direction"],
        totals=changes.get("totals"),
    )
    if deal.phase is Phase.PASS:
        for seat, cards in enumerate(record["passed"]):
            deal.pass_cards(seat, cards)
    play_all(deal, [card for _, card in record["plays"]])
    return deal
