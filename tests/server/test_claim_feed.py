"""What the other players are shown of a claim: over the websocket, the ``claimed`` event with
the hand shown, before the cards played out for it, and the claim in the deal's state; a
page that reconnects after it sees it once (in the state, not again as an event)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from hjerterfri.services.games import Games
from hjerterfri.services.table.seat_events import ClaimedView, PlayedView, SeatFeed
from tests.server.test_friends import FRIEND, HOST, address, next_state, started_table


def value(card: str) -> tuple[int, int]:
    """A card's place in the core's order: by rank, then clubs, diamonds, hearts, spades."""
    return "23456789TJQKA".index(card[0]), "CDHS".index(card[1])


def answer(state: dict[str, Any]) -> dict[str, Any]:
    """Pass the three lowest cards, play the highest legal one; claim when offered (seed 3
    offers Anna, the host, the last four tricks)."""
    deal = state["deal"]
    if state["you"] == "pass":
        return {"type": "pass", "cards": sorted(deal["hand"], key=value)[:3], "seq": state["seq"]}
    if state["claim_available"]:
        return {"type": "claim", "seq": state["seq"]}
    return {"type": "play", "card": max(deal["legal"], key=value), "seq": state["seq"]}


def until_claimed(sockets: dict[int, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Both players answer until the host claims: the host's state when it claimed, and
    every state the friend's page was sent until the deal was over."""
    states = {seat: next_state(ws) for seat, ws in sockets.items()}
    friend_saw = [states[FRIEND]]
    claimed_at: dict[str, Any] | None = None
    while states[FRIEND]["deal"]["phase"] != "done":
        seqs = {seat: state["seq"] for seat, state in states.items()}
        actor = next((s for s in sockets if states[s]["you"]), None)
        if len(set(seqs.values())) == 1 and actor is not None:
            message = answer(states[actor])
            if message["type"] == "claim":
                claimed_at = states[actor]
            sockets[actor].send_json(message)
            low = -1  # every page gets the next state
        else:
            low = min(seqs.values())
        for seat, ws in sockets.items():
            if low in (-1, seqs[seat]):
                states[seat] = next_state(ws)
                if seat == FRIEND:
                    friend_saw.append(states[seat])
    assert claimed_at is not None, "seed 3 no longer offers Anna a claim"
    return claimed_at, friend_saw


def test_the_friend_sees_the_claim_and_the_hand_before_the_cards_played_out(
    client: TestClient,
) -> None:
    game_id, tokens = started_table(client)
    with (
        client.websocket_connect(address(game_id, HOST, tokens[HOST])) as anna,
        client.websocket_connect(address(game_id, FRIEND, tokens[FRIEND])) as bo,
    ):
        claimed_at, friend_saw = until_claimed({HOST: anna, FRIEND: bo})
    shown = claimed_at["deal"]["hand"]
    tricks = 13 - claimed_at["deal"]["tricks_played"]
    events = [e for state in friend_saw for e in state["events"]]
    claims = [i for i, e in enumerate(events) if e["type"] == "claimed"]
    assert len(claims) == 1
    claim = events[claims[0]]
    assert (claim["seat"], claim["tricks"], claim["hand"]) == (HOST, tricks, shown)
    after = events[claims[0] + 1 :]
    assert sum(e["type"] == "played" for e in after) == 4 * tricks
    assert [e["index"] for e in events] == list(range(events[0]["index"], events[-1]["index"] + 1))
    last = friend_saw[-1]
    assert last["deal"]["claim"] == {"seat": HOST, "tricks": tricks, "hand": shown}
    assert last["claim_available"] is False


def test_a_page_that_reconnects_after_the_claim_sees_it_once(client: TestClient) -> None:
    game_id, tokens = started_table(client)
    with (
        client.websocket_connect(address(game_id, HOST, tokens[HOST])) as anna,
        client.websocket_connect(address(game_id, FRIEND, tokens[FRIEND])) as bo,
    ):
        claimed_at, _ = until_claimed({HOST: anna, FRIEND: bo})
    with client.websocket_connect(address(game_id, FRIEND, tokens[FRIEND])) as bo:
        again = next_state(bo)
        assert again["reset"] is True and again["events"] == []
        assert again["deal"]["claim"]["hand"] == claimed_at["deal"]["hand"]
        with client.websocket_connect(address(game_id, HOST, tokens[HOST])) as anna:
            host = next_state(anna)
            anna.send_json({"type": "next_deal", "seq": host["seq"]})
            later = next_state(bo)
            while later["seq"] < host["seq"] + 1 or later["type"] != "state":
                later = next_state(bo)
    assert all(e["type"] != "claimed" for e in later["events"])
    assert later["deal"]["number"] == 2 and later["deal"]["claim"] is None
    # the feed a new connection reads: the whole match, the claim in it once
    games: Games = client.app.state.games  # type: ignore[attr-defined]
    table = games.table(game_id)
    seen = SeatFeed(FRIEND).update(table).events
    claims = [e for e in seen if isinstance(e, ClaimedView)]
    assert len(claims) == 1 and claims[0].seat == HOST
    assert isinstance(seen[seen.index(claims[0]) + 1], PlayedView)
