"""How the pass shapes the hands: what a seat tends to hold once three cards changed hands.

Players pass to void a short suit and to shed Q♠ and high cards, so after a pass a hand is
void in clubs or diamonds far more often than in a random deal (medium bots, four players:
12 % of hands against 1 %; six players: 23 % against 10 %). A search that deals the unseen
cards uniformly therefore reckons a low lead, or a high card under a trick with seats still
to play, safer than it is. ``shape_logs`` weighs a sampled world by how much more often
each other seat's hand shape (its four suit lengths and whether it holds Q♠, counting the
cards it has played this deal) comes up after the medium bot's pass than in a random deal
of the same cards. The tables are simulated once per deck and J♦ rule and shipped in
``pass_shapes.json`` (``python -m hjerterfri.bots.pass_shape`` writes it again; a test checks
it against a fresh simulation), so no table waits for them.
"""

from __future__ import annotations

import functools
import json
import math
import random
import sys
from pathlib import Path

from hjerterfri.core import Deal, Observation, Rules
from hjerterfri.core.cards import QS_BIT, SUIT_MASKS
from hjerterfri.core.rules import PLAYER_COUNTS

TABLES = Path(__file__).with_name("pass_shapes.json")
SIM_DEALS = 3000  # passing deals simulated per table
SIM_SEED = 777_000  # the simulated deals are seeded from here
SHUFFLE_SEED = 12345  # and the random deals of the same cards from here


def shape(hand: int) -> str:
    """A hand's shape as the tables name it: its club, diamond, heart and spade counts and
    whether it holds Q♠ (``"3,2,4,4,1"``)."""
    counts = [(hand & mask).bit_count() for mask in SUIT_MASKS]
    return ",".join(str(n) for n in (*counts, int(bool(hand & QS_BIT))))


def table_key(rules: Rules) -> str:
    """The rules a table depends on: the deck (players, cards removed) and the medium bot's
    pass, which the J♦ rule changes."""
    removed = "".join(str(card) for card in rules.removed)
    return f"{rules.players}p-{removed}-{'jd' if rules.jack_of_diamonds else 'plain'}"


def deck_rules(rules: Rules) -> Rules:
    """The rules a table is simulated under: ``rules``' deck and J♦ rule, passing as usual."""
    return Rules(
        players=rules.players,
        three_player_removes=rules.three_player_removes,
        jack_of_diamonds=rules.jack_of_diamonds,
    )


def every_deck() -> list[Rules]:
    """One rule set for each table: every player count, the three-player deck's choices, with
    and without the J♦ rule."""
    return [
        Rules(players=players, three_player_removes=remove, jack_of_diamonds=jack)
        for players in PLAYER_COUNTS
        for remove in (("2D", "2C") if players == 3 else ("2D",))
        for jack in (False, True)
    ]


def simulate(rules: Rules, deals: int = SIM_DEALS) -> dict[str, float]:
    """Each shape's log ratio: how often it comes up after every seat passed as the medium bot
    does, against a random deal of the same cards (counts smoothed by one), over ``deals``
    seeded passing deals."""
    from hjerterfri.bots.rule_bot import medium_bot

    rules = deck_rules(rules)
    medium = medium_bot()
    shuffle = random.Random(SHUFFLE_SEED)
    passed: dict[str, int] = {}
    dealt: dict[str, int] = {}
    number = 0
    for _ in range(deals):
        number += 1
        while not rules.pass_offset(number):
            number += 1
        deal = Deal.new(rules, seed=SIM_SEED + number, number=number)
        for seat in range(rules.players):
            deal.pass_cards(seat, medium.choose_pass(deal.observation(seat)))
        hands = [int(hand) for hand in deal.hands]
        cards = [c for c in range(52) if any(hand >> c & 1 for hand in hands)]
        shuffle.shuffle(cards)
        size = rules.hand_size
        for seat, hand in enumerate(hands):
            key = shape(hand)
            passed[key] = passed.get(key, 0) + 1
            key = shape(sum(1 << c for c in cards[seat * size : (seat + 1) * size]))
            dealt[key] = dealt.get(key, 0) + 1
    return {
        key: math.log((passed.get(key, 0) + 1) / (dealt.get(key, 0) + 1))
        for key in sorted(set(passed) | set(dealt))
    }


@functools.cache
def shipped_tables() -> dict[str, dict[str, float]]:
    """Every deck's table as shipped in ``pass_shapes.json``, by ``table_key``; read once."""
    tables: dict[str, dict[str, float]] = json.loads(TABLES.read_text(encoding="utf-8"))
    return tables


def applies(obs: Observation) -> bool:
    """Cards changed hands this deal, so the hands are shaped by a pass."""
    return bool(obs.pass_offset) and obs.received is not None


def shape_logs(obs: Observation, worlds: list[list[int]]) -> list[float]:
    """For each world, the log of how much likelier its other seats' hands are after a pass
    than in a random deal (a shape never seen in the simulation counts as neither)."""
    table = shipped_tables()[table_key(obs.rules)]
    played = obs.played_masks
    others = [s for s in range(obs.players) if s != obs.seat]
    return [sum(table.get(shape(hands[s] | played[s]), 0.0) for s in others) for hands in worlds]


def main(path: Path = TABLES) -> None:
    """Simulate every deck's table and write them all to ``path``."""
    tables = {table_key(rules): simulate(rules) for rules in every_deck()}
    path.write_text(json.dumps(tables, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {len(tables)} tables to {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
