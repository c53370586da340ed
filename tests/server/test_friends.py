"""A table for friends: set up, joined, started with bots in the open seats, played to the end.

Two players' websockets at once; each seat needs its token, a player who leaves is waited
for (or played by a bot the host calls in), undo never takes back another player's move, and
a restarted server resumes the table for both.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from hjerterfri.services.games import Games
from hjerterfri.services.store.seat_tokens import seat_tokens
from hjerterfri.web.app import create_app
from tests.server.conftest import choose, new_game
from tests.server.test_websocket import check_no_leak

HOST, FRIEND = 0, 2  # with one friend at four players, the friend sits across


def create_table(client: TestClient, **fields: Any) -> dict[str, Any]:
    body = {"name": "Anna", "friends": 1, "seed": 3, "bots": ["random"] * 3, **fields}
    response = client.post("/api/lobbies", json=body)
    assert response.status_code == 201, response.text
    lobby: dict[str, Any] = response.json()
    return lobby


def take_seat(client: TestClient, lobby_id: str, seat: int, name: str) -> dict[str, Any]:
    response = client.post(f"/api/lobbies/{lobby_id}/seats", json={"seat": seat, "name": name})
    assert response.status_code == 201, response.text
    taken: dict[str, Any] = response.json()
    return taken


def refusal(response: Any, status: int, code: str) -> str:
    assert response.status_code == status, response.text
    detail = response.json()["detail"]
    assert detail["code"] == code, detail
    message: str = detail["message"]
    return message


def started_table(client: TestClient, **fields: Any) -> tuple[str, dict[int, str]]:
    """A started table of Anna (seat 0) and Bo (seat 2) with two bots; the seats' tokens."""
    lobby = create_table(client, **fields)
    bo = take_seat(client, lobby["id"], FRIEND, "Bo")
    response = client.post(f"/api/lobbies/{lobby['id']}/start", json={"token": lobby["token"]})
    assert response.status_code == 200, response.text
    return lobby["id"], {HOST: lobby["token"], FRIEND: bo["token"]}


def address(game_id: str, seat: int, token: str | None) -> str:
    query = f"?seat={seat}" + (f"&token={token}" if token is not None else "")
    return f"/ws/games/{game_id}{query}"


def next_state(ws: Any) -> dict[str, Any]:
    """The next ``state``, passing over ``presence`` news of others coming and going."""
    while True:
        message: dict[str, Any] = ws.receive_json()
        if message["type"] != "presence":
            assert message["type"] == "state", message
            return message


def one_step(
    sockets: dict[int, Any], states: dict[int, dict[str, Any]], rng: random.Random
) -> dict[int, dict[str, Any]]:
    """A player the table waits for acts; every player's state once the bots have moved."""
    actor = next(seat for seat in sockets if states[seat]["you"])
    sockets[actor].send_json(choose(states[actor], rng))
    return settled(sockets, {seat: next_state(ws) for seat, ws in sockets.items()})


def settled(
    sockets: dict[int, Any],
    states: dict[int, dict[str, Any]],
    host_saw: list[dict[str, Any]] | None = None,
) -> dict[int, dict[str, Any]]:
    """Every player's state once the table waits for a player (or the match is over).

    The bots' moves arrive one state each, to every page, in the same order: the page that
    is behind reads on until all show the same seq and someone is asked to act. Every
    state the host's page read is added to ``host_saw``.
    """
    saw = host_saw if host_saw is not None else []
    saw.append(states[HOST])
    while True:
        seqs = {seat: state["seq"] for seat, state in states.items()}
        asked = any(s["you"] for s in states.values()) or states[HOST]["match"]["over"]
        if len(set(seqs.values())) == 1 and asked:
            return states
        low = min(seqs.values())
        states = {
            seat: next_state(ws) if seqs[seat] == low else states[seat]
            for seat, ws in sockets.items()
        }
        if seqs[HOST] == low:
            saw.append(states[HOST])


def log_of(client: TestClient, game_id: str) -> tuple[Any, ...]:
    games: Games = client.app.state.games  # type: ignore[attr-defined]
    return games.table(game_id).log


def test_a_table_is_set_up_a_friend_takes_a_seat_and_bots_fill_the_rest(
    client: TestClient,
) -> None:
    lobby = create_table(client, friends=2, bots=["easy", "medium", "hard"])
    assert lobby["seat"] == 0 and lobby["token"]
    assert [s["kind"] for s in lobby["seats"]] == ["host", "open", "bot", "open"]
    assert lobby["open_seats"] == [1, 3] and lobby["started"] is False
    bo = take_seat(client, lobby["id"], 3, "Bo")
    assert bo["seat"] == 3 and bo["token"] != lobby["token"]
    seen = client.get(f"/api/lobbies/{lobby['id']}").json()
    assert "token" not in seen
    assert [(s["kind"], s["name"]) for s in seen["seats"]] == [
        ("host", "Anna"),
        ("open", None),
        ("bot", None),
        ("friend", "Bo"),
    ]
    start = f"/api/lobbies/{lobby['id']}/start"
    refusal(client.post(start, json={}), 403, "not_host")
    refusal(client.post(start, json={"token": bo["token"]}), 403, "not_host")
    game = client.post(start, json={"token": lobby["token"]}).json()
    assert game["id"] == lobby["id"]
    assert [(s["name"], s["kind"], s["level"]) for s in game["seats"]][::2] == [
        ("Anna", "human", None),
        (game["seats"][2]["name"], "bot", "medium"),
    ]
    assert game["seats"][1]["kind"] == "bot" and game["seats"][1]["level"] == "easy"
    assert game["seats"][3] == {"seat": 3, "name": "Bo", "kind": "human", "level": None}
    assert game["token_seats"] == [0, 3]
    after = client.get(f"/api/lobbies/{lobby['id']}").json()
    assert after["started"] is True and after["open_seats"] == []
    assert [s["kind"] for s in after["seats"]] == ["host", "bot", "bot", "friend"]
    # Starting again is harmless; taking a seat now is refused.
    assert client.post(start, json={"token": lobby["token"]}).json()["id"] == game["id"]
    join = f"/api/lobbies/{lobby['id']}/seats"
    refusal(client.post(join, json={"seat": 1, "name": "Cy"}), 409, "table_started")


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"friends": 0}, "wrong_friend_count"),
        ({"friends": 4}, "wrong_friend_count"),
        ({"name": "  "}, "name_required"),
        ({"bots": ["random"]}, "wrong_opponent_count"),
        ({"bots": ["random", "genius", "easy"]}, "unknown_level"),
        ({"language": "xx"}, "unknown_language"),
        ({"rules": {"players": 9}}, "invalid_rules"),
    ],
)
def test_a_table_that_cannot_be_set_up_is_refused_with_the_reason(
    client: TestClient, body: dict[str, Any], code: str
) -> None:
    fields = {"name": "Anna", "friends": 1, "bots": ["random"] * 3, **body}
    refusal(client.post("/api/lobbies", json=fields), 400, code)


def test_taking_a_seat_wrongly_is_refused_and_changes_nothing(client: TestClient) -> None:
    lobby = create_table(client)
    take_seat(client, lobby["id"], FRIEND, "Bo")
    join = f"/api/lobbies/{lobby['id']}/seats"
    before = client.get(f"/api/lobbies/{lobby['id']}").json()
    message = refusal(client.post(join, json={"seat": FRIEND, "name": "Cy"}), 409, "seat_taken")
    assert "Bo" in message
    for seat in (0, 1, 9, -1):
        message = refusal(
            client.post(join, json={"seat": seat, "name": "Cy"}), 400, "not_an_open_seat"
        )
        assert "open seats are 2" in message
    refusal(client.post(join, json={"seat": FRIEND, "name": ""}), 400, "name_required")
    assert client.post(join, json={"seat": "two", "name": "Cy"}).status_code == 422
    refusal(
        client.post("/api/lobbies/nope/seats", json={"seat": 1, "name": "C"}), 404, "no_such_table"
    )
    assert client.get(f"/api/lobbies/{lobby['id']}").json() == before

    two = create_table(client, friends=2)
    take_seat(client, two["id"], 1, "Bo")
    url = f"/api/lobbies/{two['id']}/seats"
    refusal(client.post(url, json={"seat": 3, "name": "bo"}), 409, "name_taken")


def test_two_friends_play_a_whole_game_each_seeing_only_their_own_cards(
    client: TestClient,
) -> None:
    games: Games = client.app.state.games  # type: ignore[attr-defined]
    game_id, tokens = started_table(client, rules={"target": 40})
    rng = random.Random(9)
    with (
        client.websocket_connect(address(game_id, HOST, tokens[HOST])) as anna,
        client.websocket_connect(address(game_id, FRIEND, tokens[FRIEND])) as bo,
    ):
        sockets = {HOST: anna, FRIEND: bo}
        states = settled(sockets, {HOST: next_state(anna), FRIEND: next_state(bo)})
        steps = 0
        while not states[HOST]["match"]["over"]:
            states = one_step(sockets, states, rng)
            for seat, state in states.items():
                check_no_leak(state, games, game_id, seat)
            assert states[HOST]["seq"] == states[FRIEND]["seq"]
            steps += 1
    assert states[FRIEND]["match"]["over"] and steps > 20
    assert states[HOST]["totals"] == states[FRIEND]["totals"] and max(states[HOST]["totals"]) >= 40
    assert {a.seat for a in log_of(client, game_id) if a.kind == "play" and not a.auto} >= {
        HOST,
        FRIEND,
    }


@pytest.mark.parametrize(
    ("seat", "token", "code"),
    [
        (FRIEND, None, "token_required"),
        (FRIEND, "guessed", "wrong_token"),
        (FRIEND, "host", "wrong_token"),  # Anna's own token does not open Bo's seat
        (HOST, "friend", "wrong_token"),
    ],
)
def test_a_seat_opens_only_with_its_own_token(
    client: TestClient, seat: int, token: str | None, code: str
) -> None:
    game_id, tokens = started_table(client)
    given = {"host": tokens[HOST], "friend": tokens[FRIEND]}.get(token or "", token)
    log = log_of(client, game_id)
    with client.websocket_connect(address(game_id, seat, given)) as ws:
        reply = ws.receive_json()
        assert reply["type"] == "error" and reply["code"] == code
        assert "browser" in reply["message"]
        assert ws.receive()["code"] == 4401
    assert log_of(client, game_id) == log


def test_a_friend_who_leaves_is_waited_for_and_the_host_can_let_a_bot_play(
    client: TestClient,
) -> None:
    game_id, tokens = started_table(client)
    with client.websocket_connect(address(game_id, HOST, tokens[HOST])) as anna:
        assert next_state(anna)["connected"] == [True, True, False, True]
        with client.websocket_connect(address(game_id, FRIEND, tokens[FRIEND])) as bo:
            assert anna.receive_json() == {"type": "presence", "connected": [True] * 4}
            bo_state = next_state(bo)
            bo.send_json({"type": "stand_in", "seq": bo_state["seq"], "seat": HOST, "on": True})
            assert bo.receive_json()["code"] == "not_host"
            stand_in = {"type": "stand_in", "seq": bo_state["seq"], "seat": FRIEND, "on": True}
            anna.send_json(stand_in)
            assert anna.receive_json()["code"] == "seat_connected"
        # Bo's page is closed: everyone sees it, and the table waits for Bo's pass.
        assert anna.receive_json() == {"type": "presence", "connected": [True, True, False, True]}
        state = next_state_after_sync(anna)
        anna.send_json({"type": "pass", "seq": state["seq"], "cards": state["deal"]["hand"][:3]})
        state = next_state(anna)
        assert state["deal"]["phase"] == "pass" and state["you"] is None
        assert state["deal"]["to_act"] is None and state["stand_ins"] == [None] * 4
        # Anna lets a bot play for Bo: the deal goes on.
        for bad, code in (({"seat": 1}, "not_a_human_seat"), ({"seat": HOST}, "not_a_human_seat")):
            anna.send_json({**stand_in, "seq": state["seq"], **bad})
            assert anna.receive_json()["code"] == code
        anna.send_json({**stand_in, "seq": state["seq"]})
        state = next_state(anna)
        while not state["you"]:  # the bots' cards, one state each, until Anna's turn
            state = next_state(anna)
        assert state["stand_ins"] == [None, None, "medium", None]
        assert state["deal"]["phase"] == "play" and state["you"] == "play"
        assert any(a.seat == FRIEND and a.stand_in for a in log_of(client, game_id))
        # Bo opens the same link again (same token): the seat is his again, with everything.
        with client.websocket_connect(address(game_id, FRIEND, tokens[FRIEND])) as bo:
            back = next_state(bo)
            assert back["reset"] is True and back["stand_ins"] == [None] * 4
            assert len(back["deal"]["passed"]) == 3  # what the bot passed for him
            assert len(back["deal"]["hand"]) == state["deal"]["hand_sizes"][FRIEND]
            told = next_state(anna)
            assert told["stand_ins"] == [None] * 4 and told["connected"] == [True] * 4
            assert told["seq"] == back["seq"] == state["seq"] + 1


def next_state_after_sync(ws: Any) -> dict[str, Any]:
    ws.send_json({"type": "sync"})
    return next_state(ws)


def test_undo_never_takes_back_another_players_decision(client: TestClient) -> None:
    game_id, tokens = started_table(client)
    with (
        client.websocket_connect(address(game_id, HOST, tokens[HOST])) as anna,
        client.websocket_connect(address(game_id, FRIEND, tokens[FRIEND])) as bo,
    ):
        anna_state, bo_state = next_state(anna), next_state(bo)
        anna.send_json(
            {"type": "pass", "seq": anna_state["seq"], "cards": anna_state["deal"]["hand"][:3]}
        )
        anna_state, bo_state = next_state(anna), next_state(bo)
        assert anna_state["undo_available"] is True  # no one else has moved since
        # Anna may take back her own pass while no one has answered it: Bo sees nothing.
        anna.send_json({"type": "undo", "seq": anna_state["seq"]})
        anna_state, bo_state = next_state(anna), next_state(bo)
        assert anna_state["reset"] and anna_state["you"] == "pass"
        assert bo_state["you"] == "pass" and bo_state["deal"]["passed"] is None
        anna.send_json(
            {"type": "pass", "seq": anna_state["seq"], "cards": anna_state["deal"]["hand"][-3:]}
        )
        anna_state, bo_state = next_state(anna), next_state(bo)
        bo.send_json(
            {"type": "pass", "seq": bo_state["seq"], "cards": bo_state["deal"]["hand"][:3]}
        )
        sockets = {HOST: anna, FRIEND: bo}
        passed = settled(sockets, {HOST: next_state(anna), FRIEND: next_state(bo)})
        anna_state, bo_state = passed[HOST], passed[FRIEND]
        assert anna_state["undo_available"] is False
        log = log_of(client, game_id)
        anna.send_json({"type": "undo", "seq": anna_state["seq"]})
        reply = anna.receive_json()
        assert reply["code"] == "undo_after_other_player"
        assert "Bo has played since your last decision" in reply["message"]
        # Bo's pass completed the exchange and 2♣ was led by someone else: undo never takes
        # back another seat's card at a table of friends, a bot's included.
        first = next(a.__dict__ for a in log if a.kind == "play")  # the bots' cards came
        assert first["seat"] != FRIEND and bo_state["undo_available"] is False  # one by one
        bo.send_json({"type": "undo", "seq": bo_state["seq"]})
        reply = bo.receive_json()
        assert reply["code"] == "undo_after_other_player"
        name = bo_state["seats"][first["seat"]]["name"]
        assert f"{name} has played since your last decision" in reply["message"]
        assert log_of(client, game_id) == log


def test_a_restarted_server_resumes_the_table_for_both_players(db_url: str) -> None:
    # One ``with`` per app: its websockets then share one event loop, as in a real server.
    # The app has no shutdown step, so leaving the block is no tidier than kill -9.
    with TestClient(create_app(db_url)) as first:
        game_id, tokens = started_table(first)
        rng = random.Random(4)
        with (
            first.websocket_connect(address(game_id, HOST, tokens[HOST])) as anna,
            first.websocket_connect(address(game_id, FRIEND, tokens[FRIEND])) as bo,
        ):
            sockets = {HOST: anna, FRIEND: bo}
            states = settled(sockets, {HOST: next_state(anna), FRIEND: next_state(bo)})
            for _ in range(12):
                states = one_step(sockets, states, rng)

    with TestClient(create_app(db_url)) as second:
        with second.websocket_connect(address(game_id, FRIEND, "guessed")) as ws:
            assert ws.receive_json()["code"] == "wrong_token"
        with (
            second.websocket_connect(address(game_id, HOST, tokens[HOST])) as anna,
            second.websocket_connect(address(game_id, FRIEND, tokens[FRIEND])) as bo,
        ):
            ignored = ("reset", "events", "seq", "connected")
            sockets = {HOST: anna, FRIEND: bo}
            after = {seat: next_state(ws) for seat, ws in sockets.items()}
            for seat, state in after.items():
                same = {k: v for k, v in state.items() if k not in ignored}
                assert same == {k: v for k, v in states[seat].items() if k not in ignored}
                assert state["seq"] == states[seat]["seq"] + 1
            # And the game goes on from there for both.
            going_on = one_step(sockets, after, rng)
            assert going_on[HOST]["seq"] == going_on[FRIEND]["seq"] > after[HOST]["seq"]


def test_a_game_stored_before_seat_tokens_still_opens_without_one(client: TestClient) -> None:
    game = new_game(client)
    engine = client.app.state.engine  # type: ignore[attr-defined]
    with engine.begin() as db:  # as if the game had been stored before tokens existed
        db.execute(sa.delete(seat_tokens).where(seat_tokens.c.game_id == game["id"]))
    listed = client.get(f"/api/games/{game['id']}").json()
    assert listed["token_seats"] == [] and "token" not in listed
    with client.websocket_connect(listed["websocket"]) as ws:
        assert next_state(ws)["seat"] == 0


def test_the_address_friends_can_reach(client: TestClient, db_url: str) -> None:
    local = client.get("/api/address").json()
    assert local["local_only"] is True and local["urls"] == []
    with TestClient(create_app(db_url, bind_host="0.0.0.0", bind_port=8765)) as everywhere:
        shared = everywhere.get("/api/address").json()
    assert shared["local_only"] is False and shared["port"] == 8765
    assert all(u.startswith("http://") and u.endswith(":8765/") for u in shared["urls"])
    assert not any("127.0.0.1" in u for u in shared["urls"])


def test_the_host_gives_up_a_table_before_the_start(client: TestClient) -> None:
    lobby = create_table(client)
    bo = take_seat(client, lobby["id"], FRIEND, "Bo")
    url = f"/api/lobbies/{lobby['id']}"
    says = refusal(client.request("DELETE", url, json={"token": bo["token"]}), 403, "not_host")
    assert says == "Only Anna, who set up the table, can delete the table."
    refusal(client.request("DELETE", url, json={}), 403, "not_host")
    assert client.get(url).json()["seats"][FRIEND]["name"] == "Bo"  # nothing changed
    assert client.request("DELETE", url, json={"token": lobby["token"]}).status_code == 204
    refusal(client.get(url), 404, "no_such_table")
    gone = client.post(f"{url}/start", json={"token": lobby["token"]})
    refusal(gone, 404, "no_such_table")


def test_a_started_table_is_deleted_as_a_game_not_as_a_waiting_room(client: TestClient) -> None:
    game_id, tokens = started_table(client)
    url = f"/api/lobbies/{game_id}"
    says = refusal(
        client.request("DELETE", url, json={"token": tokens[HOST]}), 409, "table_started"
    )
    assert "delete it from the list of games" in says
    assert client.get(f"/api/games/{game_id}").status_code == 200
