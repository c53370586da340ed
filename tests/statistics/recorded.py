"""A set of recorded games with known figures: played through the games service into a real
database, and figures worked out again here by a simple method of the test's own."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hjerterfri.core import Match
from hjerterfri.core.cards import QUEEN_OF_SPADES
from hjerterfri.core.events import Played
from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.table.seat_bots import default_bots
from tests.server.conftest import Feeder

HEARTS = 2


def feeder_or_level(level: str, seed: int) -> Any:
    """Bots of level "easy" feed points (moons come easily); others are the real ones."""
    return Feeder() if level == "easy" else default_bots(level, seed)


def play_game(
    games: Games,
    name: str,
    *,
    seed: int,
    opponents: Sequence[str] = ("random", "random", "random"),
    preset: str = "hjerterfri",
    target: int = 40,
    undo: bool = False,
) -> str:
    """A finished game in which ``name`` (seat 0) passes its lowest cards and plays its
    lowest legal card; with ``undo`` the first card played is taken back once."""
    summary = games.create(
        NewGame(
            name=name,
            seed=seed,
            opponents=tuple(opponents),
            preset=preset,
            rules={"target": target},
        )
    )
    table = games.table(summary["id"])
    undone = not undo
    while not table.match.is_over:
        deal = table.match.deal
        wants = table.awaiting(0)
        if wants == "pass":
            table.pass_cards(0, [str(c) for c in sorted(deal.hands[0])[:3]])
        elif wants == "play":
            table.play(0, str(min(deal.legal_plays())))
            if not undone:
                table.undo(0)
                undone = True
        elif wants == "moon":
            table.choose_moon(0, "shooter_minus_26")
        elif wants == "next_deal":
            table.next_deal(0)
        else:
            raise AssertionError(f"the table waits for {wants!r}")
    return str(summary["id"])


def trick_winners(match: Match) -> list[list[tuple[int, list[int]]]]:
    """For each deal, each trick's (winner, cards) found from the cards played alone: the
    highest card of the suit led wins."""
    out = []
    for deal in match.deals:
        tricks: dict[int, list[Played]] = {}
        for event in deal.events:
            if isinstance(event, Played):
                tricks.setdefault(event.trick, []).append(event)
        found = []
        for plays in tricks.values():
            led = plays[0].card.suit
            winner = max((p for p in plays if p.card.suit == led), key=lambda p: p.card.rank)
            found.append((winner.seat, [int(p.card) for p in plays]))
        out.append(found)
    return out


def is_point_card(card: int) -> bool:
    return card % 4 == HEARTS or card == int(QUEEN_OF_SPADES)


def expected_play(games: Games, game_id: str, seat: int = 0) -> dict[str, Any]:
    """The figures of ``seat``'s game: points and winners as the games list shows them,
    Q♠ and stopped moons counted from the cards played."""
    listed = next(g for g in games.list() if g["id"] == game_id)
    match = games.table(game_id).match
    queens = stopped = 0
    for number, tricks in enumerate(trick_winners(match)):
        queens += sum(1 for w, cards in tricks if w == seat and int(QUEEN_OF_SPADES) in cards)
        takers = [w for w, cards in tricks if any(is_point_card(c) for c in cards)]
        nobody_shot = listed["moons"][number] is None
        if nobody_shot and takers.count(seat) == 1 and len(set(takers) - {seat}) == 1:
            stopped += 1
    return {
        "points": listed["totals"][seat],
        "deals": len(listed["scores"]),
        "won": seat in listed["winners"],
        "moons_shot": listed["moons"].count(seat),
        "moons_stopped": stopped,
        "queens_taken": queens,
    }
