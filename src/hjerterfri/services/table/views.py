"""What one seat is shown of a table: its view and the events since it last looked.

Everything a seat may not know is left out here, by building from that seat's
``Observation`` and from what is public (cards played, points, totals). The event list is
append-only while play goes on, so an index into it tells a client what it has seen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from hjerterfri.core import (
    CardSet,
    Deal,
    Dealt,
    Observation,
    Passed,
    PassesExchanged,
    Phase,
    Played,
    Scored,
    Suit,
    TrickTaken,
    direction_name,
    ladder_steps,
)
from hjerterfri.core.cards import JD_BIT, MOON_CARDS, QS_BIT
from hjerterfri.services.table.table import Table


def cards(items: Iterable[Any]) -> list[str]:
    """Card text in hand order: clubs, diamonds, spades, hearts, each low to high."""
    return [str(c) for c in CardSet(items).sorted_by_suit()]


def played_cards(items: Iterable[Any]) -> list[str]:
    """Card text in the order given (tricks keep playing order)."""
    return [str(c) for c in items]


# -- events ---------------------------------------------------------------------------
def _dealt(e: Dealt, seat: int, players: int) -> dict[str, Any]:
    return {
        "type": "dealt",
        "dealer": e.dealer,
        "pass_direction": direction_name(e.pass_offset, players),
        "hand": cards(e.hands[seat]),
    }


def _passed(e: Passed, seat: int, players: int) -> dict[str, Any]:
    own = e.seat == seat
    return {
        "type": "passed",
        "seat": e.seat,
        "to_seat": e.to_seat,
        "cards": cards(e.cards) if own else None,
    }


def _exchanged(e: PassesExchanged, seat: int, players: int) -> dict[str, Any]:
    return {"type": "passes_exchanged", "received": cards(e.received[seat])}


def _played(e: Played, seat: int, players: int) -> dict[str, Any]:
    return {"type": "played", "seat": e.seat, "card": str(e.card), "trick": e.trick}


def _taken(e: TrickTaken, seat: int, players: int) -> dict[str, Any]:
    return {
        "type": "trick_taken",
        "trick": e.trick,
        "winner": e.winner,
        "cards": played_cards(e.cards),
        "points": e.points,
    }


def _scored(e: Scored, seat: int, players: int) -> dict[str, Any]:
    return {
        "type": "scored",
        "points": list(e.points),
        "moon_shooter": e.moon_shooter,
        "moon_choice": e.moon_choice,
    }


_EVENT_VIEWS: dict[type, Callable[[Any, int, int], dict[str, Any]]] = {
    Dealt: _dealt,
    Passed: _passed,
    PassesExchanged: _exchanged,
    Played: _played,
    TrickTaken: _taken,
    Scored: _scored,
}


def _breaks_hearts(deal: Deal, card: int) -> bool:
    queen = bool(QS_BIT >> card & 1) and deal.rules.queen_breaks_hearts
    return card & 3 == Suit.HEARTS or queen


def _deal_events(table: Table, deal: Deal, seat: int) -> Iterator[dict[str, Any]]:
    players = deal.rules.players
    broken = False
    plays = 0
    shooter = deal.moon_shooter
    for event in deal.events:
        if isinstance(event, Scored) and shooter is not None:
            yield {"type": "moon", "shooter": shooter}
        view = _EVENT_VIEWS[type(event)](event, seat, players)
        if isinstance(event, Played):
            view["auto"] = table.was_auto(deal.number, plays)
            plays += 1
        yield view
        if isinstance(event, Played) and not broken and _breaks_hearts(deal, event.card):
            broken = True
            yield {"type": "hearts_broken", "seat": event.seat, "card": str(event.card)}
    if deal.phase is Phase.MOON:
        yield {"type": "moon", "shooter": shooter}


def events(table: Table, seat: int, start: int = 0) -> list[dict[str, Any]]:
    """The table's events as ``seat`` may see them, from index ``start`` on."""
    out: list[dict[str, Any]] = []
    for deal in table.match.deals:
        for view in _deal_events(table, deal, seat):
            out.append({"index": len(out), "deal": deal.number, **view})
    match = table.match
    if match.is_over:
        out.append(
            {
                "index": len(out),
                "deal": match.deal.number,
                "type": "match_over",
                "totals": list(match.totals),
                "winners": list(match.winners),
                "draw": match.is_draw,
            }
        )
    return out[start:]


# -- the state ------------------------------------------------------------------------
def _trick_plays(plays: Iterable[tuple[int, Any]]) -> list[dict[str, Any]]:
    return [{"seat": s, "card": str(c)} for s, c in plays]


def _last_trick(deal: Deal, obs: Observation) -> dict[str, Any] | None:
    if not obs.tricks:
        return None
    trick = obs.tricks[-1]
    taken = [e for e in deal.events if isinstance(e, TrickTaken)][-1]  # public: its points
    return {
        "number": len(obs.tricks) - 1,
        "leader": trick.leader,
        "winner": trick.winner,
        "points": taken.points,
        "plays": _trick_plays(trick.plays),
    }


def _moon(deal: Deal) -> dict[str, Any] | None:
    shooter = deal.moon_shooter
    if shooter is None:
        return None
    choosing = deal.phase is Phase.MOON
    return {"shooter": shooter, "choosing": choosing, "choice": deal.moon_choice}


def _taken(obs: Observation) -> tuple[list[int], list[list[str]]]:
    """Per seat, the tricks it has won and the point cards in them (hearts, Q♠, J♦ when it
    scores): all public, so the plates can say what each player has taken."""
    counted = MOON_CARDS | (JD_BIT if obs.rules.jack_of_diamonds else 0)
    tricks = [0] * obs.players
    point_cards = [0] * obs.players
    for trick in obs.tricks:
        tricks[trick.winner] += 1
        for _, card in trick.plays:
            point_cards[trick.winner] |= (1 << card) & counted
    return tricks, [cards(CardSet(mask)) for mask in point_cards]


def _ladder(obs: Observation) -> dict[str, Any] | None:
    """The ladder of RULES.md, shown in a game's first deal only: each seat's step and the top."""
    if obs.number != 1:
        return None
    return {"steps": list(ladder_steps(obs.players, obs.tricks)), "top": obs.rules.hand_size}


def deal_view(deal: Deal, seat: int) -> dict[str, Any]:
    """The current deal from ``seat``: its own cards, and what is played in the open."""
    obs = deal.observation(seat)
    players = obs.players
    passing = bool(obs.pass_offset)
    points = deal.points
    tricks_taken, point_cards = _taken(obs)
    return {
        "number": obs.number,
        "dealer": obs.dealer,
        "pass_direction": direction_name(obs.pass_offset, players),
        "pass_to": obs.pass_to if passing else None,
        "pass_from": (seat - obs.pass_offset) % players if passing else None,
        "phase": obs.phase.value,
        "to_act": obs.to_act,
        "leader": obs.leader,
        "hand": cards(obs.hand),
        "legal": cards(obs.legal),
        "passed": cards(obs.passed) if obs.passed is not None else None,
        "received": cards(obs.received) if obs.received is not None else None,
        "trick": _trick_plays(obs.trick),
        "last_trick": _last_trick(deal, obs),
        "tricks_played": len(obs.tricks),
        "hand_sizes": [obs.hand_size(s) for s in range(players)],
        "points_taken": list(obs.points_taken),
        "tricks_taken": tricks_taken,
        "point_cards": point_cards,
        "hearts_broken": obs.hearts_broken,
        "moon": _moon(deal),
        "ladder": _ladder(obs),
        "points": list(points) if points is not None else None,
    }


def seats(table: Table) -> list[dict[str, Any]]:
    return [{"seat": i, **s.to_dict()} for i, s in enumerate(table.config.seats)]


def state(table: Table, seat: int) -> dict[str, Any]:
    """Everything the page shows for ``seat`` now, without the envelope fields."""
    match = table.match
    return {
        "seat": seat,
        "seats": seats(table),
        "rules": table.config.rules.to_dict(),
        "preset": table.config.preset,
        "deal": deal_view(match.deal, seat),
        "you": table.awaiting(seat),
        "score_sheet": [list(p) for p in match.scores],
        "moons": list(match.moon_shooters),
        "totals": list(match.totals),
        "match": {
            "over": match.is_over,
            "winners": list(match.winners),
            "draw": match.is_draw,
            "leaders": list(match.leaders),
        },
        "undo_available": table.undo_available(seat),
        "undo_used": table.undo_used,
        "hint_available": table.hint_available(seat),
        "claim_available": table.claim_available(seat),
        "settings": {"auto_play_forced": table.auto_play_forced(seat)},
        "host": table.host,
        "stand_ins": [table.stand_in(s) for s in range(len(table.config.seats))],
    }
