"""Claiming at the table and over the websocket: refused when uncertain, else played out."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from hjerterfri.core import Claim, Phase, Rules
from hjerterfri.services.table import views
from hjerterfri.services.table.config import TableConfig, TableError, human_and_bots
from hjerterfri.services.table.seat_events import ClaimedView, SeatFeed
from hjerterfri.services.table.table import Table
from tests.server.conftest import new_game


def play_high_until_claimable(seed: int) -> Table | None:
    """Seat 0 (the human) plays its highest legal card until it may claim."""
    seats = human_and_bots("Anna", ["random"] * 3, ("random",))
    table = Table(TableConfig(rules=Rules(), seed=seed, seats=seats))
    table.advance()
    table.pass_cards(0, [str(c) for c in sorted(table.match.deal.hand(0))[:3]])
    while table.match.deal.phase is Phase.PLAY:
        if table.awaiting(0) != "play":
            return None
        if table.claim_available(0):
            return table
        table.play(0, str(max(table.match.deal.legal_plays())))
    return None


def claimable_table() -> Table:
    for seed in range(60):
        table = play_high_until_claimable(seed)
        if table is not None:
            return table
    raise AssertionError("no seed in 0..59 gave seat 0 a certain claim")


def test_an_uncertain_claim_is_refused_and_the_log_is_unchanged() -> None:
    seats = human_and_bots("Anna", ["random"] * 3, ("random",))
    table = Table(TableConfig(rules=Rules(), seed=3, seats=seats))
    table.advance()
    table.pass_cards(0, [str(c) for c in sorted(table.match.deal.hand(0))[:3]])
    assert table.match.deal.phase is Phase.PLAY
    log = table.log
    assert not table.claim_available(0)
    with pytest.raises(TableError) as refused:
        table.claim(0)
    assert refused.value.code == "claim_not_certain"
    assert table.log == log


def test_a_certain_claim_ends_the_deal_and_the_log_replays_it() -> None:
    table = claimable_table()
    left = 13 - len(table.match.deal.tricks)
    table.claim(0)
    first = table.match.deal
    assert first.number == 1 and first.phase in (Phase.DONE, Phase.MOON)
    assert (table.log[-1].kind, table.log[-1].seat) == ("claim", 0)
    assert all(t.winner == 0 for t in first.tricks[13 - left :])
    again = Table(table.config, log=list(table.log))
    assert again.match.deals[0] == first


def next_error(ws: Any) -> dict[str, Any]:
    """The next error message, past the states the bots' moves send meanwhile."""
    for _ in range(100):
        reply: dict[str, Any] = ws.receive_json()
        if reply["type"] == "error":
            return reply
    raise AssertionError("no error came")


def test_a_claim_over_the_websocket_is_checked_for_the_connection_s_seat(
    client: TestClient,
) -> None:
    game = new_game(client)
    with client.websocket_connect(game["websocket"]) as ws:
        state: dict[str, Any] = ws.receive_json()
        ws.send_json({"type": "pass", "seq": state["seq"], "cards": state["deal"]["hand"][-3:]})
        state = ws.receive_json()
        while state["you"] != "play":
            state = ws.receive_json()
        assert state["claim_available"] is False
        ws.send_json({"type": "claim", "seq": state["seq"]})
        reply = next_error(ws)
        assert reply["code"] == "claim_not_certain"
        assert "could still take a trick" in reply["message"]
        ws.send_json({"type": "claim", "seq": state["seq"], "seat": 1})
        assert next_error(ws)["code"] == "bad_message"


def test_bots_claim_through_the_same_action_and_take_every_trick_left() -> None:
    """Seat 0 plays its lowest cards, so the bots soon hold every top card and claim."""
    for seed in range(40):
        seats = human_and_bots("Anna", ["medium"] * 3, ("medium",))
        table = Table(TableConfig(rules=Rules(), seed=seed, seats=seats))
        table.advance()
        table.pass_cards(0, [str(c) for c in sorted(table.match.deal.hand(0))[-3:]])
        while table.awaiting(0) == "play":
            table.play(0, str(min(table.match.deal.legal_plays())))
        claims = [(i, a) for i, a in enumerate(table.log) if a.kind == "claim"]
        if claims:
            index, claim = claims[0]
            assert claim.seat in (1, 2, 3)
            replayed = Table(table.config, log=list(table.log[:index]))
            left = 13 - len(replayed.match.deal.tricks)
            deal = table.match.deals[0]
            assert all(t.winner == claim.seat for t in deal.tricks[13 - left :])
            return
    raise AssertionError("no bot claimed in seeds 0..39")


def test_the_claim_is_offered_from_the_own_view_only_but_judged_exactly() -> None:
    """Seed 69: at Anna's tenth card the exact check says she takes the last four tricks (the
    judge sees where the higher cards lie), her own view does not prove it: no offer, which
    would tell her about the others' hands. Claiming anyway, she is judged exactly."""
    seats = human_and_bots("Anna", ["random"] * 3, ("random",))
    table = Table(TableConfig(rules=Rules(), seed=69, seats=seats))
    table.advance()
    table.pass_cards(0, [str(c) for c in sorted(table.match.deal.hand(0))[:3]])
    for _ in range(9):
        assert not table.claim_available(0)
        table.play(0, str(max(table.match.deal.legal_plays())))
    assert table.awaiting(0) == "play" and len(table.match.deal.tricks) == 9
    assert table.match.can(Claim(0))
    assert not table.claim_available(0)
    assert not views.state(table, 0).claim_available
    table.claim(0)
    deal = table.match.deals[0]
    assert deal.claim is not None and deal.claim[1].seat == 0
    assert all(t.winner == 0 for t in deal.tricks[9:])


def test_undo_across_a_claim_takes_it_back_and_the_feed_starts_over() -> None:
    """Against bots, undo takes back Anna's last card and everything after it, her claim
    included: the deal and every seat's events are as before the card, with no claim."""
    table = claimable_table()
    table.undo(0)  # back to before the last card she played: its position again
    before = table.match.deal.clone()
    events = table.match.events_for(1)
    table.play(0, str(max(table.match.deal.legal_plays())))
    table.claim(0)
    feed = SeatFeed(1)
    assert sum(isinstance(e, ClaimedView) for e in feed.update(table).events) == 1
    table.undo(0)
    assert table.match.deal == before and table.match.deal.claim is None
    assert table.match.events_for(1) == events
    again = feed.update(table)
    assert again.reset and not any(isinstance(e, ClaimedView) for e in again.events)
