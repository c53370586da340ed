"""How much the claim check searches: ``python bench/claims.py``.

Positions: 40 deals where one seat plays its lowest legal cards and the others their
highest (strong hands late in the deal, where claims are made), stopped 13 down to 4
tricks from the end; every seat's claim is checked at each. For each number of tricks
left it prints how many claims stand, the most positions the check searched, and the
mean CPU time of a check. (tests/core/test_claims.py checks the answers against a plain
search of every play.) A benchmark, not a test: nothing here asserts on time.
"""

from __future__ import annotations

import time

from hjerterfri import Deal, Rules
from hjerterfri.core.cards import mask_cards
from hjerterfri.core.claims import ClaimSearch, Verdict

DEALS = 40


def positions(tricks_left: int) -> list[Deal]:
    out = []
    for seed in range(DEALS):
        deal = Deal.new(Rules(), seed=seed, number=4)
        policies = ["high"] * 4
        policies[seed % 4] = "low"
        while deal.rules.hand_size - len(deal.tricks) > tricks_left:
            legal = mask_cards(deal.legal_mask())
            low = policies[deal.to_act or 0] == "low"
            deal.push(min(legal, key=lambda c: c.rank) if low else max(legal, key=lambda c: c.rank))
        out.append(deal)
    return out


def main() -> None:
    print(f"{'tricks left':>11} {'claims':>7} {'certain':>8} {'max nodes':>10} {'mean ms':>8}")
    for left in range(13, 3, -1):
        deals = positions(left)
        certain = most = 0
        start = time.process_time()
        for deal in deals:
            for seat in range(4):
                search = ClaimSearch(deal, seat)
                certain += search.verdict() is Verdict.CERTAIN
                most = max(most, search.nodes)
        ms = (time.process_time() - start) * 1000 / (4 * len(deals))
        print(f"{left:>11} {4 * len(deals):>7} {certain:>8} {most:>10} {ms:>8.2f}")


if __name__ == "__main__":
    main()
