"""The table's websocket: whole games, every bad input, undo, hints, and what each seat sees."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hjerterfri.bots import make_bot
from hjerterfri.core import Rules
from hjerterfri.services.games import Games
from hjerterfri.services.table.config import BOT, Seat, TableConfig
from hjerterfri.services.table.table import Table
from hjerterfri.web.app import create_app
from hjerterfri.web.messages import StateMessage
from tests.server.conftest import Feeder, choose, new_game, play_out, until_asked
from tests.server.test_table import moon_table

CARD = re.compile(r"^(10|[2-9TJQKA])[CDHS]$")


def comparable(state: dict[str, Any]) -> dict[str, Any]:
    """A state without the fields that differ between two looks at the same table."""
    return {k: v for k, v in state.items() if k not in ("reset", "events")}


def look(ws: Any) -> dict[str, Any]:
    ws.send_json({"type": "sync"})
    state: dict[str, Any] = ws.receive_json()
    assert state["type"] == "state" and state["reset"] is True
    return state


def test_a_whole_game_against_bots(client: TestClient) -> None:
    game = new_game(client, opponents=["random", "easy", "medium"])
    with client.websocket_connect(game["websocket"]) as ws:
        first = ws.receive_json()
        StateMessage.model_validate(first)
        assert first["reset"] is True and first["events"] == []
        assert first["you"] == "pass" and len(first["deal"]["hand"]) == 13
        messages = play_out(ws, first, random.Random(11))
    for message in messages:  # the server builds them without the model: both must agree
        assert set(message) == set(StateMessage.model_fields)
        assert StateMessage.model_validate(message).model_dump() == message
    last = messages[-1]
    assert last["match"]["over"] and last["you"] is None
    assert max(last["totals"]) >= 100
    assert [sum(col) for col in zip(*last["score_sheet"], strict=True)] == last["totals"]
    assert last["events"][-1]["type"] == "match_over"
    indexes = [e["index"] for m in messages for e in m["events"]]
    assert indexes == list(range(indexes[0], indexes[0] + len(indexes)))
    kinds = {e["type"] for m in messages for e in m["events"]}
    assert {"dealt", "passed", "passes_exchanged", "played", "trick_taken", "scored"} <= kinds
    assert "hearts_broken" in kinds
    assert client.get(f"/api/games/{game['id']}").json()["over"] is True


def test_the_score_sheet_waits_for_next_deal(client: TestClient) -> None:
    game = new_game(client)
    rng = random.Random(2)
    with client.websocket_connect(game["websocket"]) as ws:
        state = ws.receive_json()
        while state["you"] != "next_deal":
            ws.send_json(choose(state, rng))
            state = until_asked(ws)
        assert state["deal"]["phase"] == "done"
        assert len(state["score_sheet"]) == 1 and state["deal"]["points"] == state["totals"]
        assert state["deal"]["last_trick"]["number"] == 12
        assert state["events"][-1]["type"] == "scored"
        ws.send_json({"type": "next_deal", "seq": state["seq"]})
        state = ws.receive_json()
        assert state["deal"]["number"] == 2 and state["deal"]["pass_direction"] == "right"
        assert state["events"][0]["type"] == "dealt" and state["events"][0]["deal"] == 2


def with_legal_play(client: TestClient, game: dict[str, Any], ws: Any) -> dict[str, Any]:
    """Pass, so that it is the human's turn to play."""
    state = ws.receive_json()
    ws.send_json({"type": "pass", "seq": state["seq"], "cards": state["deal"]["hand"][-3:]})
    state = until_asked(ws)
    assert state["you"] == "play"
    return state


def bad_inputs(state: dict[str, Any]) -> list[tuple[Any, str]]:
    """Messages the server must refuse at this state (the human to play), with the code."""
    seq = state["seq"]
    hand = state["deal"]["hand"]
    illegal = [c for c in hand if c not in state["deal"]["legal"]]
    not_held = next(c for c in ("2C", "3C", "AS", "AH", "KD") if c not in hand)
    out: list[tuple[Any, str]] = [
        ("{not json", "bad_json"),
        ("[1, 2]", "bad_json"),
        ({"type": "shuffle", "seq": seq}, "unknown_type"),
        ({"seq": seq, "card": hand[0]}, "unknown_type"),
        ({"type": "play", "seq": seq}, "bad_message"),
        ({"type": "play", "seq": str(seq), "card": hand[0]}, "bad_message"),
        ({"type": "play", "seq": seq, "card": hand[0], "extra": 1}, "bad_message"),
        ({"type": "play", "seq": seq, "card": "1X"}, "invalid_card"),
        ({"type": "play", "seq": seq, "card": not_held}, "not_in_hand"),
        ({"type": "play", "seq": seq - 1, "card": state["deal"]["legal"][0]}, "stale"),
        ({"type": "play", "seq": seq + 5, "card": state["deal"]["legal"][0]}, "stale"),
        ({"type": "pass", "seq": seq, "cards": hand[:3]}, "wrong_phase"),
        ({"type": "moon", "seq": seq, "choice": "others_plus_26"}, "no_moon"),
        ({"type": "next_deal", "seq": seq}, "deal_not_over"),
    ]
    if illegal:
        out.append(({"type": "play", "seq": seq, "card": illegal[0]}, "illegal"))
    return out


def test_every_bad_input_is_answered_to_its_sender_alone_and_changes_nothing(
    client: TestClient,
) -> None:
    game = new_game(client, seed=21)
    with (
        client.websocket_connect(game["websocket"]) as ws,
        client.websocket_connect(game["websocket"]) as other,
    ):
        state = with_legal_play(client, game, ws)
        # Its first state, and the pass's broadcast unless it joined after the pass was made.
        while other.receive_json()["seq"] != state["seq"]:
            pass
        before = comparable(look(ws))
        cases = bad_inputs(state)
        assert any(code == "illegal" for _, code in cases), "seed 21 gives no illegal card"
        for message, code in cases:
            ws.send_text(message if isinstance(message, str) else json.dumps(message))
            reply = ws.receive_json()
            assert reply["type"] == "error", (message, reply)
            if code == "illegal":
                assert reply["code"] in (
                    "must_follow_suit",
                    "hearts_not_broken",
                    "no_points_on_first_trick",
                    "must_lead_lowest_club",
                )
            else:
                assert reply["code"] == code, (message, reply)
            assert reply["message"] and reply["seq"] == before["seq"]
            assert comparable(look(ws)) == before
        # The other connection on the seat heard none of it: its next message is its own sync.
        assert comparable(look(other)) == before


def test_a_duplicated_action_is_refused_as_stale(client: TestClient) -> None:
    game = new_game(client)
    with client.websocket_connect(game["websocket"]) as ws:
        state = ws.receive_json()
        action = {"type": "pass", "seq": state["seq"], "cards": state["deal"]["hand"][:3]}
        ws.send_json(action)
        after = until_asked(ws)  # the pass, then the bots' cards until it is the human's turn
        ws.send_json(action)
        reply = ws.receive_json()
        assert reply["type"] == "error" and reply["code"] == "stale"
        assert reply["seq"] == after["seq"] and reply["request"] == "pass"
        assert comparable(look(ws)) == comparable(after)


def test_binary_frames_are_refused_like_text(client: TestClient) -> None:
    game = new_game(client)
    with client.websocket_connect(game["websocket"]) as ws:
        ws.receive_json()
        ws.send_bytes(b"\xff\xfe")
        assert ws.receive_json()["code"] == "bad_json"


def test_out_of_turn_at_a_table_of_two_humans(client: TestClient) -> None:
    games: Games = client.app.state.games  # type: ignore[attr-defined]
    seats = (Seat("A"), Seat("B"), Seat("C", BOT, "random"), Seat("D", BOT, "random"))
    config = TableConfig(rules=Rules(pass_order="none"), seed=5, seats=seats)  # type: ignore[arg-type]
    game = games.open(config, "en")
    with (
        client.websocket_connect(f"/ws/games/{game['id']}?seat=0") as a,
        client.websocket_connect(f"/ws/games/{game['id']}?seat=1") as b,
    ):
        states = {0: until_human_turn(a), 1: until_human_turn(b)}
        to_act = states[0]["deal"]["to_act"]
        assert to_act in (0, 1), "seed 5 should give a human the turn"
        waiting, ws = (1, b) if to_act == 0 else (0, a)
        card = states[waiting]["deal"]["hand"][0]
        ws.send_json({"type": "play", "seq": states[waiting]["seq"], "card": card})
        assert not_presence(ws)["code"] == "not_your_turn"
        ws.send_json({"type": "undo", "seq": states[waiting]["seq"]})
        assert not_presence(ws)["code"] == "no_undo"


def until_human_turn(ws: Any) -> dict[str, Any]:
    """The first state in which a human seat (0 or 1) is to play: the bots have moved."""
    while True:
        state = not_presence(ws)
        if state["deal"]["to_act"] in (0, 1):
            return state


def not_presence(ws: Any) -> dict[str, Any]:
    """The next message but news of the other player's page opening (``presence``)."""
    message: dict[str, Any] = ws.receive_json()
    return message if message["type"] != "presence" else not_presence(ws)


def test_a_change_reaches_every_connection_of_the_seat(client: TestClient) -> None:
    game = new_game(client)
    with (
        client.websocket_connect(game["websocket"]) as ws,
        client.websocket_connect(game["websocket"]) as tab,
    ):
        state = ws.receive_json()
        tab.receive_json()
        ws.send_json({"type": "pass", "seq": state["seq"], "cards": state["deal"]["hand"][:3]})
        mine, theirs = ws.receive_json(), tab.receive_json()
        assert comparable(mine) == comparable(theirs)
        assert mine["events"] == theirs["events"] and mine["events"]


def test_undo_resets_the_view_to_the_previous_decision(client: TestClient) -> None:
    game = new_game(client)
    with client.websocket_connect(game["websocket"]) as ws:
        state = with_legal_play(client, game, ws)
        assert state["undo_available"] is True
        before = comparable(state)
        ws.send_json({"type": "play", "seq": state["seq"], "card": state["deal"]["legal"][0]})
        played = until_asked(ws)
        assert played["deal"]["hand"] != state["deal"]["hand"]
        ws.send_json({"type": "undo", "seq": played["seq"]})
        undone = ws.receive_json()
        assert undone["reset"] is True and undone["events"] == []
        assert {**comparable(undone), "seq": 0} == {**before, "seq": 0, "undo_used": True}
        ws.send_json({"type": "undo", "seq": undone["seq"]})
        back = ws.receive_json()
        assert back["you"] == "pass" and back["deal"]["passed"] is None


def test_hint_answers_the_asker_with_a_legal_card(client: TestClient) -> None:
    game = new_game(client)
    with client.websocket_connect(game["websocket"]) as ws:
        state = with_legal_play(client, game, ws)
        ws.send_json({"type": "hint", "seq": state["seq"]})
        hint = ws.receive_json()
        assert hint["type"] == "hint" and hint["seq"] == state["seq"]
        assert len(hint["cards"]) == 1 and hint["cards"][0] in state["deal"]["legal"]
        assert hint["reason"] and hint["reason_template"]
        assert comparable(look(ws)) == comparable(state)


def test_auto_play_forced_setting(client: TestClient) -> None:
    game = new_game(client)
    with client.websocket_connect(game["websocket"]) as ws:
        state = ws.receive_json()
        assert state["settings"] == {"auto_play_forced": False}
        ws.send_json({"type": "settings", "seq": state["seq"], "auto_play_forced": True})
        state = ws.receive_json()
        assert state["settings"] == {"auto_play_forced": True}
        rng = random.Random(8)
        while state["you"] != "next_deal":
            assert not (state["you"] == "play" and len(state["deal"]["legal"]) == 1)
            ws.send_json(choose(state, rng))
            state = until_asked(ws)


@pytest.mark.parametrize(
    ("path", "code", "close"),
    [
        ("/ws/games/nope", "no_such_game", 4404),
        ("?seat=1", "not_a_human_seat", 4403),
        ("?seat=9", "not_a_human_seat", 4403),
        ("?seat=north", "not_a_human_seat", 4403),
    ],
)
def test_connecting_to_no_game_or_a_bot_seat_is_refused(
    client: TestClient, path: str, code: str, close: int
) -> None:
    game = new_game(client)
    url = f"/ws/games/{game['id']}{path}" if path.startswith("?") else path
    with client.websocket_connect(url) as ws:
        reply = ws.receive_json()
        assert reply["type"] == "error" and reply["code"] == code
        assert ws.receive()["code"] == close


# -- no seat ever sees another seat's hidden card -------------------------------------
def strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


def hidden_cards(games: Games, game_id: str, seat: int) -> tuple[set[str], set[str]]:
    """Cards in other hands that ``seat`` may not know, as text and as symbols."""
    deal = games.table(game_id).match.deal
    observation = deal.observation(seat)
    hidden = set()
    for other in range(deal.rules.players):
        if other != seat:
            hidden |= set(deal.hand(other)) - set(observation.known_cards[other])
    return {str(c) for c in hidden}, {c.symbol for c in hidden}


def check_no_leak(message: dict[str, Any], games: Games, game_id: str, seat: int) -> None:
    texts, symbols = hidden_cards(games, game_id, seat)
    number = games.table(game_id).match.deal.number
    current = [e for e in message.get("events", []) if e["deal"] == number]
    # The rules name a card (``three_player_removes``) that is no one's; the rest must not.
    public = ("events", "rules")
    shown = strings({k: v for k, v in message.items() if k not in public}) + strings(current)
    for text in shown:
        assert not (CARD.match(text) and text in texts), f"{text} leaked in {message['type']}"
        for symbol in symbols:
            assert symbol not in text, f"{symbol} leaked in {text!r}"


@pytest.mark.parametrize("seed", [1, 2])
def test_no_message_to_a_seat_carries_another_seats_hidden_card(
    client: TestClient, seed: int
) -> None:
    games: Games = client.app.state.games  # type: ignore[attr-defined]
    game = new_game(client, seed=seed, opponents=["random", "easy", "medium"])
    rng = random.Random(seed)
    checked = 0
    with client.websocket_connect(game["websocket"]) as ws:
        state = ws.receive_json()
        while True:
            check_no_leak(state, games, game["id"], 0)
            checked += 1
            if state["match"]["over"]:
                break
            if state["you"] in ("pass", "play"):
                ws.send_json({"type": "hint", "seq": state["seq"]})
                check_no_leak(ws.receive_json(), games, game["id"], 0)
                deal = state["deal"]
                for card in [c for c in deal["hand"] if c not in deal["legal"]][:1]:
                    ws.send_json({"type": "play", "seq": state["seq"], "card": card})
                    check_no_leak(ws.receive_json(), games, game["id"], 0)
            ws.send_json(choose(state, rng))
            received: list[Any] = []
            state = until_asked(ws, received)
            for message in received[:-1]:  # the bots' moves on the way
                check_no_leak(message, games, game["id"], 0)
    assert checked > 50


def test_the_leak_check_would_catch_a_leak(client: TestClient) -> None:
    games: Games = client.app.state.games  # type: ignore[attr-defined]
    game = new_game(client)
    with client.websocket_connect(game["websocket"]) as ws:
        state = ws.receive_json()
    other = sorted(games.table(game["id"]).match.deal.hand(1))[0]
    leaky = {**state, "deal": {**state["deal"], "hand": [*state["deal"]["hand"], str(other)]}}
    with pytest.raises(AssertionError):
        check_no_leak(leaky, games, game["id"], 0)


class FailsOnce:
    """A random bot factory whose first play raises, as a bot with a bug would."""

    def __init__(self) -> None:
        self.failed = False

    def __call__(self, level: str, seed: int) -> Any:
        bot = make_bot("random", seed)
        factory = self

        class Flaky:
            name = "flaky"
            choose_pass = bot.choose_pass

            def choose_play(self, observation: Any) -> Any:
                if not factory.failed:
                    factory.failed = True
                    raise RuntimeError("a bug in a bot")
                return bot.choose_play(observation)

        return Flaky()


def test_a_failing_bot_gets_a_legal_move_and_the_game_goes_on(db_url: str) -> None:
    bots = FailsOnce()
    client = TestClient(create_app(db_url, bots=bots))
    game = new_game(client, rules={"single_deal": True})
    with client.websocket_connect(game["websocket"]) as ws:
        end = play_out(ws, ws.receive_json(), random.Random(6))[-1]
    assert bots.failed and end["match"]["over"]


def test_a_failure_inside_the_server_is_reported_and_changes_nothing(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object) -> None:
        raise RuntimeError("a bug")

    game = new_game(client)
    monkeypatch.setattr(Table, "pass_cards", broken)
    with client.websocket_connect(game["websocket"]) as ws:
        state = ws.receive_json()
        ws.send_json({"type": "pass", "seq": state["seq"], "cards": state["deal"]["hand"][:3]})
        reply = ws.receive_json()
        assert reply["type"] == "error" and reply["code"] == "internal_error"
        again = ws.receive_json()
        assert again["reset"] is True and comparable(again) == comparable(state)


def number(card: str) -> int:
    """The core's card number (rank * 4 + suit) of a card's text."""
    return "23456789TJQKA".index(card[0]) * 4 + "CDHS".index(card[1])


def keeps_points(card: str) -> tuple[bool, int]:
    return (card[1] != "H" and card != "QS", -(number(card) // 4))


def test_a_moon_is_announced_and_the_human_shooter_chooses(db_url: str) -> None:
    seed = moon_table(shooter_is_human=True).config.seed
    client = TestClient(create_app(db_url, bots=Feeder))
    game = new_game(client, seed=seed, rules={"moon": "shooters_choice", "single_deal": True})
    with client.websocket_connect(game["websocket"]) as ws:
        state = ws.receive_json()
        while state["you"] in ("pass", "play"):
            deal = state["deal"]
            if state["you"] == "pass":  # the same choice as moon_table's human
                ranked = sorted(sorted(deal["hand"], key=number), key=keeps_points)
                message = {"type": "pass", "cards": ranked[-3:]}
            else:
                message = {"type": "play", "card": max(deal["legal"], key=number)}
            ws.send_json({**message, "seq": state["seq"]})
            state = until_asked(ws)
        assert state["you"] == "moon" and state["deal"]["phase"] == "moon"
        assert state["deal"]["moon"] == {"shooter": 0, "choosing": True, "choice": None}
        assert state["events"][-1] == {**state["events"][-1], "type": "moon", "shooter": 0}
        ws.send_json({"type": "hint", "seq": state["seq"]})
        hint = ws.receive_json()
        assert hint["cards"] == [] and hint["choice"] in ("others_plus_26", "shooter_minus_26")
        ws.send_json({"type": "moon", "seq": state["seq"], "choice": "others_plus_26"})
        state = ws.receive_json()
    assert state["deal"]["moon"] == {"shooter": 0, "choosing": False, "choice": "others_plus_26"}
    assert state["totals"] == [0, 26, 26, 26] and state["match"]["winners"] == [0]
    assert [e["type"] for e in state["events"]] == ["scored", "match_over"]


def test_two_tabs_sending_the_same_action_at_once_apply_it_once(client: TestClient) -> None:
    game = new_game(client)
    with (
        client.websocket_connect(game["websocket"]) as one,
        client.websocket_connect(game["websocket"]) as two,
    ):
        state = one.receive_json()
        two.receive_json()
        action = {"type": "pass", "seq": state["seq"], "cards": state["deal"]["hand"][:3]}
        one.send_json(action)
        two.send_json(action)
        firsts = [one.receive_json(), two.receive_json()]
        assert [m["type"] for m in firsts] == ["state", "state"]
        assert firsts[0]["seq"] == firsts[1]["seq"] == state["seq"] + 1
        # The medium bots answered within that state (their cards are its events), so it
        # asks for a card; the refusal of the second pass comes to its sender after it.
        assert [m["you"] for m in firsts] == ["play", "play"]
        refusal = two.receive_json()
        assert refusal["type"] == "error" and refusal["code"] == "stale"
        games: Games = client.app.state.games  # type: ignore[attr-defined]
        assert len([a for a in games.table(game["id"]).log if a.seat == 0]) == 1


def test_a_played_card_is_read_from_its_text_once(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The card's text becomes a core action at the edge; nothing after it parses it again."""
    import sys

    from hjerterfri.core import cards

    original, read = cards.parse_card, []

    def counting(text: str) -> Any:
        read.append(text)
        return original(text)

    for name, module in list(sys.modules.items()):
        if name.startswith("hjerterfri") and getattr(module, "parse_card", None) is original:
            monkeypatch.setattr(module, "parse_card", counting)
    game = new_game(client, opponents=["random", "random", "random"])
    with client.websocket_connect(game["websocket"]) as ws:
        state = with_legal_play(client, game, ws)
        card = state["deal"]["legal"][0]
        read.clear()
        ws.send_json({"type": "play", "seq": state["seq"], "card": card})
        after = ws.receive_json()
    assert card not in after["deal"]["hand"]
    assert read == [card]
