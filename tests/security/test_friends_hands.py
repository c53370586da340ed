"""A host who probes an absent friend's hand with undo, as the issue's attacker did.

At a table of friends, undo must never take back a move made by or for another seat — the
friend's stand-in bot, a bot, a card played for the friend by itself — because the card it
takes back returns to a hidden hand that the host has just seen. The rule comes from the
log, so it holds after the friend comes back and after a restart.
"""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from hjerterfri.web.app import create_app
from tests.server.test_friends import (
    FRIEND,
    HOST,
    address,
    next_state,
    settled,
    started_table,
)


def _undo(ws: Any, state: dict[str, Any]) -> dict[str, Any]:
    ws.send_json({"type": "undo", "seq": state["seq"]})
    reply: dict[str, Any] = ws.receive_json()
    return reply


def _friend_has_played_since(before: dict[str, Any], after: dict[str, Any]) -> bool:
    return after["deal"]["hand_sizes"][FRIEND] < before["deal"]["hand_sizes"][FRIEND]


def _until_asked(anna: Any) -> dict[str, Any]:
    """The host's next state in which she must act: the bots' cards come one state each."""
    state = next_state(anna)
    while not state["you"]:
        state = next_state(anna)
    return state


def _host_plays_until_the_stand_in_answers(anna: Any, state: dict[str, Any]) -> dict[str, Any]:
    """The host plays cards until the friend's stand-in has played after one of them."""
    for _ in range(13):
        assert state["you"] == "play", state["you"]
        anna.send_json({"type": "play", "seq": state["seq"], "card": state["deal"]["legal"][0]})
        after = _until_asked(anna)
        if _friend_has_played_since(state, after):
            return after
        state = after
    raise AssertionError("the stand-in never answered the host's card")


def _refused(reply: dict[str, Any], who: str) -> None:
    assert reply["type"] == "error", f"the undo was done: {reply.get('deal', {}).get('trick')}"
    assert reply["code"] == "undo_after_other_player"
    assert who in reply["message"]


def test_the_host_cannot_take_back_the_stand_ins_card_of_an_absent_friend(
    db_url: str,
) -> None:
    with TestClient(create_app(db_url)) as first:
        game_id, tokens = started_table(first)
        with first.websocket_connect(address(game_id, HOST, tokens[HOST])) as anna:
            state = next_state(anna)
            hand = state["deal"]["hand"]
            anna.send_json({"type": "pass", "seq": state["seq"], "cards": hand[:3]})
            state = next_state(anna)
            # Bo is away: Anna lets a bot play for him, and it passes his three hidden cards.
            anna.send_json({"type": "stand_in", "seq": state["seq"], "seat": FRIEND, "on": True})
            state = _until_asked(anna)
            assert state["stand_ins"][FRIEND] == "medium"
            # Taking back her pass would hand the stand-in's pass back to Bo's hand.
            _refused(_undo(anna, state), "Bo")
            state = _host_plays_until_the_stand_in_answers(anna, state)
            seen = state["deal"]["trick"] or state["deal"]["last_trick"]["plays"]
            reply = _undo(anna, state)
            _refused(reply, "Bo")
            # The stand-in's card stays played: the host learned nothing about Bo's hand.
            anna.send_json({"type": "sync"})
            again = next_state(anna)
            assert (again["deal"]["trick"] or again["deal"]["last_trick"]["plays"]) == seen
            assert again["undo_available"] is False

        # Bo comes back (the stand-in stops): the bot's moves in his seat still stand.
        with first.websocket_connect(address(game_id, FRIEND, tokens[FRIEND])) as bo:
            assert next_state(bo)["stand_ins"] == [None] * 4
            with first.websocket_connect(address(game_id, HOST, tokens[HOST])) as anna:
                state = next_state(anna)
                assert state["stand_ins"] == [None] * 4
                _refused(_undo(anna, state), "Bo")

    # A restart replays the log from the database: the rule comes with it.
    with (
        TestClient(create_app(db_url)) as second,
        second.websocket_connect(address(game_id, HOST, tokens[HOST])) as anna,
    ):
        state = next_state(anna)
        assert state["undo_available"] is False
        _refused(_undo(anna, state), "Bo")


def test_at_a_table_of_friends_undo_takes_back_no_bots_card_either(client: TestClient) -> None:
    """Undoing past a bot's card would let one friend probe the bots' hands alone."""
    game_id, tokens = started_table(client)
    with (
        client.websocket_connect(address(game_id, HOST, tokens[HOST])) as anna,
        client.websocket_connect(address(game_id, FRIEND, tokens[FRIEND])) as bo,
    ):
        sockets = {HOST: anna, FRIEND: bo}
        states = settled(sockets, {HOST: next_state(anna), FRIEND: next_state(bo)})
        for seat in (FRIEND, HOST):  # Bo passes first; Anna's pass completes the exchange
            hand = states[seat]["deal"]["hand"]
            sockets[seat].send_json({"type": "pass", "seq": states[seat]["seq"], "cards": hand[:3]})
            states = settled(sockets, {HOST: next_state(anna), FRIEND: next_state(bo)})
        for _ in range(40):  # play on until a bot has answered one of Anna's own cards
            actor = next(s for s in (HOST, FRIEND) if states[s]["you"] == "play")
            card = states[actor]["deal"]["legal"][0]
            sockets[actor].send_json({"type": "play", "seq": states[actor]["seq"], "card": card})
            host_saw: list[dict[str, Any]] = []
            after = settled(sockets, {HOST: next_state(anna), FRIEND: next_state(bo)}, host_saw)
            bots_played = [
                e
                for seen in host_saw
                for e in seen["events"]
                if e["type"] == "played" and e["seat"] in (1, 3)
            ]
            if actor == HOST and bots_played and after[HOST]["you"] != "play":
                states = after
                break
            states = after
        else:
            raise AssertionError("no bot answered Anna's card")
        names = [s["name"] for s in states[HOST]["seats"]]
        reply = _undo(anna, states[HOST])
        assert reply["type"] == "error", "the undo took a bot's card back into its hand"
        assert reply["code"] == "undo_after_other_player"
        assert any(names[e["seat"]] in reply["message"] for e in bots_played)
