"""Rigged end positions for the claim tests: five tricks scripted away, eight cards left."""

from __future__ import annotations

from hjerterfri import Deal, Rules

# Five scripted tricks use up every club and 2♦..8♦ (seat 3 leads the clubs and takes them;
# whoever holds 8♦ takes the fifth trick and leads next). The 8 cards each seat keeps are
# the rest: 9♦..A♦, every heart and every spade. Hearts are not broken yet.
SCRIPT_CARDS = ("2C 6C TC 2D", "3C 7C JC 3D", "4C 8C QC 4D", "5C 9C KC AC")
SCRIPT_PLAYS = "2C 3C 4C 5C 9C 6C 7C 8C KC TC JC QC AC 2D 3D 4D"

# Seat 0 holds the top card of each suit it has.
TOP_CARDS = [
    "AS KS QS JS AH KH QH AD",
    "TS 9S 8S 7S JH TH 9H KD",
    "6S 5S 4S 3S 8H 7H 6H QD",
    "2S 5H 4H 3H 2H JD TD 9D",
]

# Seat 2 leads 9♦ and keeps A♦; seat 0 holds K♦ and every other top card; seat 1, last to
# play, has only Q♦. In the real deal K♦ takes the trick and seat 0 the rest; seat 0's view
# cannot tell whether A♦ is with seat 1.
HIDDEN_ACE = [
    "AS KS QS JS AH KH QH KD",
    "TS 9S 8S 7S JH TH 9H QD",
    "6S 5S 4S 3S 8H 7H AD 9D",
    "2S 5H 4H 3H 2H 6H JD TD",
]


def endgame(kept: list[str], leader: int, rules: Rules | None = None) -> Deal:
    """A deal after five scripted tricks, each seat holding ``kept``, ``leader`` to lead."""
    diamonds = {leader: "8D"}
    others = iter(["5D", "6D", "7D"])
    for seat in range(4):
        if seat != leader:
            diamonds[seat] = next(others)
    hands = [f"{SCRIPT_CARDS[s]} {diamonds[s]} {kept[s]}" for s in range(4)]
    deal = Deal.from_hands(rules or Rules(), hands)
    for card in SCRIPT_PLAYS.split():
        deal.play(card)
    deal.play(diamonds[3])  # seat 3 leads the fifth trick
    for seat in (0, 1, 2):
        deal.play(diamonds[seat])
    assert deal.leader == leader and len(deal.tricks) == 5
    return deal
