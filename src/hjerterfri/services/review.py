"""A game told again trick by trick, for review: what a viewer may see of it, deal by deal.

After the game every hand is shown, as its record shows it. During a game a player sees what
they saw at the table and no more: their own hands and passes, and the cards played in the
open. Secrecy comes from core (the seat's observation), never from hiding fields afterwards.
The hard bot's view of a decision is ``services.review_analysis``'s job.
"""

from __future__ import annotations

from typing import Any

from hjerterfri.core import Deal, Match, Phase
from hjerterfri.core.events import TrickTaken
from hjerterfri.services.table.config import TableError


def cards(mask: Any) -> list[str]:
    """Card texts in the core's order (clubs, diamonds, hearts, spades; low to high)."""
    return [str(c) for c in mask]


def start_of_play(deal: Deal) -> Deal:
    """A copy of ``deal`` with every card played taken back: the hands the play began with."""
    before = deal.clone()
    for _ in deal.plays:
        before.pop()
    return before


def review(match: Match, names: list[str], *, seat: int | None) -> dict[str, Any]:
    """The game as ``seat`` may review it: every hand once the match is over (``seat`` may
    then be None: anyone allowed the record), only ``seat``'s own before."""
    over = match.is_over
    if not over and seat is None:
        raise TableError(
            "game_not_over",
            "The game is still being played: only its players may review it, each from "
            "their own seat.",
        )
    totals = [0] * match.rules.players
    deals = []
    for deal in match.deals:
        shown = _review_deal(deal, None if over else seat)
        if deal.points is not None:
            totals = [t + p for t, p in zip(totals, deal.points, strict=True)]
            shown["totals"] = list(totals)
        deals.append(shown)
    return {
        "names": list(names),
        "seat": seat,
        "over": over,
        "players": match.rules.players,
        "deals": deals,
        "winners": list(match.winners),
        "draw": match.is_draw,
    }


def _review_deal(deal: Deal, only: int | None) -> dict[str, Any]:
    """One deal; ``only`` a seat: the other seats' hands and passes stay hidden (None)."""
    n = deal.rules.players
    seats = [s for s in range(n) if only is None or s == only]
    obs = [deal.observation(s) for s in seats]  # core decides what each seat may know
    playing = deal.phase is not Phase.PASS
    start = start_of_play(deal) if playing else None
    dealt: list[list[str] | None] = [None] * n
    passed: list[list[str] | None] = [None] * n
    received: list[list[str] | None] = [None] * n
    hands: list[list[str] | None] = [None] * n
    for s, seen in zip(seats, obs, strict=True):
        dealt[s] = cards(deal.dealt_hands[s])
        passed[s] = None if seen.passed is None else cards(seen.passed)
        received[s] = None if seen.received is None else cards(seen.received)
        hands[s] = cards(start.hand(s)) if start is not None else None
    points = [e.points for e in deal.events if isinstance(e, TrickTaken)]
    # A claim's cards were played out by the game, not chosen: their tricks say so.
    claimed_from = deal.claim[0] if deal.claim is not None else None
    tricks = [
        {
            "leader": trick.leader,
            "plays": [[s, str(c)] for s, c in trick.plays],
            "winner": trick.winner,
            "points": points[i],
            "claimed": claimed_from is not None and (i + 1) * n > claimed_from,
        }
        for i, trick in enumerate(deal.tricks)
    ]
    if deal.trick:
        tricks.append(
            {
                "leader": deal.trick[0][0],
                "plays": [[s, str(c)] for s, c in deal.trick],
                "winner": None,
                "points": None,
                "claimed": False,
            }
        )
    return {
        "number": deal.number,
        "pass_offset": deal.pass_offset,
        "dealt": dealt,
        "passed": passed,
        "received": received,
        "hands": hands,
        "tricks": tricks,
        "points": None if deal.points is None else list(deal.points),
        "moon_shooter": deal.moon_shooter,
        "claim": None
        if deal.claim is None
        else {"seat": deal.claim[1].seat, "tricks": deal.claim[1].tricks},
        "totals": None,
    }


def decision(match: Match, number: int, trick: int, seat: int) -> Deal:
    """The deal as it stood when ``seat`` played to trick ``trick`` (0-based) of deal
    ``number``: a copy with that card and every later one taken back."""
    deals = match.deals
    if not 1 <= number <= len(deals):
        raise TableError(
            "no_such_decision",
            f"There is no deal {number} in this game; it has deals 1 to {len(deals)}.",
        )
    deal = deals[number - 1]
    played = [*deal.tricks]
    plays = [list(t.plays) for t in played] + ([list(deal.trick)] if deal.trick else [])
    if not 0 <= trick < len(plays):
        raise TableError(
            "no_such_decision",
            f"Deal {number} has {len(plays)} tricks played so far; choose one of 0 to "
            f"{max(len(plays) - 1, 0)}.",
        )
    places = [i for i, (s, _) in enumerate(plays[trick]) if s == seat]
    if not places:
        raise TableError(
            "no_such_decision",
            f"Seat {seat} has not played to trick {trick + 1} of deal {number} yet.",
        )
    keep = sum(len(p) for p in plays[:trick]) + places[0]
    before = deal.clone()
    for _ in range(len(deal.plays) - keep):
        before.pop()
    return before


def pass_decision(match: Match, number: int, seat: int) -> Deal:
    """Deal ``number`` as it stood when ``seat`` chose its pass: dealt, nothing passed yet."""
    deals = match.deals
    if not 1 <= number <= len(deals):
        raise TableError(
            "no_such_decision",
            f"There is no deal {number} in this game; it has deals 1 to {len(deals)}.",
        )
    deal = deals[number - 1]
    if not deal.pass_offset:
        raise TableError("no_such_decision", f"Nobody passes in deal {number}: it is kept.")
    if deal.passed(seat) is None:
        raise TableError("no_such_decision", f"Seat {seat} has not passed in deal {number} yet.")
    return Deal(
        deal.rules,
        [int(hand) for hand in deal.dealt_hands],
        pass_offset=deal.pass_offset,
        number=deal.number,
        dealer=deal.dealer,
        seed=deal.seed,
        totals=deal.totals,
    )
