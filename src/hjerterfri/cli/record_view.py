"""How a match (watched, or read from a record) looks in the terminal: who sat where, the
score sheet, a trick-by-trick view, and a summary that says how far an unfinished one got."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from hjerterfri.core import Card, Match, direction_name
from hjerterfri.core.deal import Deal
from hjerterfri.core.events import TrickTaken
from hjerterfri.core.observation import Phase
from hjerterfri.core.record import player

MOON_NOTE = "☾N: seat N shot the moon (took every heart and Q♠)."


def seat_names(match: Match, meta: dict[str, Any]) -> list[str]:
    """``meta["players"]``' names with the bot level (``Astrid (hard)``), else ``Seat N``."""
    seats = meta.get("players")
    if not isinstance(seats, list) or len(seats) != match.rules.players:
        return [f"Seat {s}" for s in range(match.rules.players)]
    return [
        f"{entry['name']} ({entry['bot']})" if entry.get("bot") else str(entry["name"])
        for entry in seats
    ]


def bot_players(levels: list[str] | tuple[str, ...]) -> list[dict[str, Any]]:
    """``meta["players"]`` for a table of bots only, named by seat."""
    return [player(f"Seat {seat}", level) for seat, level in enumerate(levels)]


def score_sheet(match: Match, title: str, names: list[str]) -> Table:
    n = match.rules.players
    table = Table(title=title, caption=MOON_NOTE if _any_moon(match) else None)
    table.add_column("Deal", justify="right")
    table.add_column("Pass")
    for seat in range(n):
        table.add_column(names[seat], justify="right")
    running = [0] * n
    for deal in match.deals:
        points = deal.points
        if points is None:
            continue
        running = [r + p for r, p in zip(running, points, strict=True)]
        moon = f" ☾{deal.moon_shooter}" if deal.moon_shooter is not None else ""
        table.add_row(
            str(deal.number),
            direction_name(deal.pass_offset, n) + moon,
            *(f"{p:+d} → {t}" for p, t in zip(points, running, strict=True)),
        )
    return table


def _any_moon(match: Match) -> bool:
    return any(d.moon_shooter is not None for d in match.deals)


def result_line(match: Match, names: list[str]) -> str:
    """The winner, a draw, or how far an unfinished match got and where it stands."""
    if not match.is_over:
        return unfinished_summary(match, names)
    if match.is_draw:
        tied = ", ".join(names[s] for s in match.leaders)
        return f"Draw between {tied} on {min(match.totals)} points."
    winners = ", ".join(names[s] for s in match.winners)
    return f"Winner: {winners} with {min(match.totals)} points."


def unfinished_summary(match: Match, names: list[str]) -> str:
    deal = match.deal
    totals = ", ".join(f"{names[s]} {t}" for s, t in enumerate(match.totals))
    if deal.phase is Phase.DONE:
        where = f"after deal {deal.number}"
    elif deal.phase is Phase.PASS:
        where = f"in deal {deal.number}, before the cards were passed"
    elif deal.phase is Phase.MOON:
        where = f"in deal {deal.number}, waiting for the shooter's choice"
    else:
        where = f"in deal {deal.number}, after {len(deal.tricks)} of {deal.rules.hand_size} tricks"
    return (
        f"Not finished: the game stops {where}. "
        f"Totals of the finished deals: {totals} (the game ends at {match.rules.target})."
    )


def deal_view(deal: Deal, names: list[str]) -> Group:
    """A deal as it was played: the passes, a row a trick (the leader's card marked ›, the
    card that took it *), and the points."""
    n = deal.rules.players
    parts: list[RenderableType] = [
        Text(f"Deal {deal.number} — pass {direction_name(deal.pass_offset, n)}")
    ]
    for seat in range(n):
        passed = deal.passed(seat)
        if passed and deal.pass_offset:
            to = (seat + deal.pass_offset) % n
            parts.append(Text(f"  {names[seat]} passes {_cards(passed)} to {names[to]}"))
    table = Table(box=box.SIMPLE, pad_edge=False, caption="› led the trick, * took it")
    table.add_column("Trick", justify="right")
    for seat in range(n):
        table.add_column(names[seat], justify="center")
    table.add_column("Points", justify="right")
    taken = [e for e in deal.events if isinstance(e, TrickTaken)]
    for number, (trick, event) in enumerate(zip(deal.tricks, taken, strict=True), start=1):
        cells = [""] * n
        for seat, card in trick.plays:
            lead = "›" if seat == trick.leader else " "
            won = "*" if seat == trick.winner else " "
            cells[seat] = f"{lead}{card_text(card)}{won}"
        table.add_row(str(number), *cells, str(event.points))
    if deal.trick:
        cells = [""] * n
        for seat, card in deal.trick:
            cells[seat] = card_text(card)
        table.add_row(str(len(deal.tricks) + 1), *cells, "")
    parts.append(table)
    if deal.claim is not None:
        before, claim = deal.claim
        parts.append(
            Text(
                f"  {names[claim.seat]} claimed the last {claim.tricks} tricks after card "
                f"{before}, showing {_cards(claim.hand)}; they were played out."
            )
        )
    parts.append(Text(f"  {_deal_end(deal, names)}"))
    return Group(*parts)


def _deal_end(deal: Deal, names: list[str]) -> str:
    if deal.phase is not Phase.DONE:
        return "The deal stops here."
    scored = ", ".join(f"{names[s]} {p:+d}" for s, p in enumerate(deal.points or ()))
    if deal.moon_shooter is None:
        return f"Scored: {scored}."
    moon = f"{names[deal.moon_shooter]} shot the moon"
    if deal.moon_choice:
        moon += f" and chose {deal.moon_choice.replace('_', ' ')}"
    return f"Scored: {scored}; {moon}."


def card_text(card: Card) -> str:
    """``Q♠``, ``10♦``: the rank as printed on the card."""
    return card.symbol


def _cards(cards: Iterable[Card]) -> str:
    return " ".join(card_text(card) for card in sorted(cards))
