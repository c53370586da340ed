"""A legal decision for a table's human seat, chosen at random: what the store tests, the
table tests and ``bench/store.py`` play with."""

from __future__ import annotations

import random

from hjerterfri.services.table.table import Table


def random_decision(table: Table, rng: random.Random, moon: str = "shooter_minus_26") -> None:
    """Whatever seat 0 must decide now, decided legally (a shot moon scored ``moon``)."""
    deal = table.match.deal
    waiting = table.awaiting(0)
    if waiting == "pass":
        table.pass_cards(0, [str(c) for c in rng.sample(sorted(deal.hand(0)), 3)])
    elif waiting == "play":
        table.play(0, str(rng.choice(sorted(deal.legal_plays()))))
    elif waiting == "moon":
        table.choose_moon(0, moon)
    else:
        table.next_deal(0)
