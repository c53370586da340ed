"""The start page's HTTP endpoints: options, starting games, listing and reading them."""

from __future__ import annotations

import random

import pytest
from fastapi.testclient import TestClient

from tests.server.conftest import new_game, play_out


def test_options_offer_presets_variants_levels_and_languages(client: TestClient) -> None:
    options = client.get("/api/options").json()
    assert "hjerterfri" in options["presets"] and "omnibus" in options["presets"]
    assert options["choices"]["players"] == [3, 4, 5, 6]
    assert "shooters_choice" in options["choices"]["moon"]
    assert "random" in options["levels"]
    assert options["default_level"] in options["levels"]
    assert set(options["languages"]) == {"da", "nb", "sv", "en"}


def test_a_new_game_seats_the_human_and_the_chosen_bots(client: TestClient) -> None:
    game = new_game(client, language="da", opponents=["random", "easy", "medium"])
    assert game["human_seat"] == 0
    assert [s["kind"] for s in game["seats"]] == ["human", "bot", "bot", "bot"]
    assert [s["level"] for s in game["seats"]] == [None, "random", "easy", "medium"]
    assert game["seats"][0]["name"] == "Anna"
    assert game["language"] == "da"
    assert game["over"] is False and game["deal_number"] == 1
    # The browser that made the game holds seat 0's token; the websocket address carries it.
    assert game["seat"] == 0 and len(game["token"]) >= 24
    assert game["websocket"] == f"/ws/games/{game['id']}?seat=0&token={game['token']}"


@pytest.mark.parametrize("players", [3, 5, 6])
def test_three_to_six_players(client: TestClient, players: int) -> None:
    game = new_game(
        client, rules={"players": players, "target": 20}, opponents=["random"] * (players - 1)
    )
    assert len(game["seats"]) == players
    with client.websocket_connect(game["websocket"]) as ws:
        state = ws.receive_json()
        assert len(state["deal"]["hand"]) == {3: 17, 5: 10, 6: 8}[players]
        messages = play_out(ws, state, random.Random(players))
    assert messages[-1]["match"]["over"]
    assert len(messages[-1]["totals"]) == players


def test_a_preset_with_overrides_is_played(client: TestClient) -> None:
    game = new_game(client, preset="omnibus", rules={"queen_points": 12, "pass_order": "none"})
    assert game["preset"] == "omnibus"
    assert game["rules"]["jack_of_diamonds"] is True
    assert game["rules"]["queen_points"] == 12


@pytest.mark.parametrize(
    ("fields", "code"),
    [
        ({"preset": "bridge"}, "unknown_preset"),
        ({"rules": {"players": 2}}, "invalid_rules"),
        ({"rules": {"target": 0}}, "invalid_rules"),
        ({"rules": {"trumps": "spades"}}, "invalid_rules"),
        ({"opponents": ["random", "random", "grandmaster"]}, "unknown_level"),
        ({"opponents": ["random", "random"]}, "wrong_opponent_count"),
        ({"language": "fr"}, "unknown_language"),
    ],
)
def test_a_bad_new_game_is_refused_saying_why(
    client: TestClient, fields: dict[str, object], code: str
) -> None:
    body = {"name": "Anna", "opponents": ["random"] * 3, **fields}
    response = client.post("/api/games", json=body)
    assert response.status_code == 400
    assert response.json()["detail"]["code"] == code
    assert response.json()["detail"]["message"]
    assert client.get("/api/games").json()["games"] == []


def test_a_form_of_the_wrong_shape_gets_the_standard_422(client: TestClient) -> None:
    response = client.post("/api/games", json={"name": "x" * 41})
    assert response.status_code == 422
    assert client.post("/api/games", json={"nmae": "Anna"}).status_code == 422


def test_lists_of_unfinished_and_finished_games_and_the_record(client: TestClient) -> None:
    first = new_game(client, rules={"single_deal": True})
    second = new_game(client)
    record = client.get(f"/api/games/{first['id']}/record")
    assert record.status_code == 409 and record.json()["detail"]["code"] == "game_not_over"
    with client.websocket_connect(first["websocket"]) as ws:
        play_out(ws, ws.receive_json(), random.Random(3))
    unfinished = client.get("/api/games?state=unfinished").json()["games"]
    finished = client.get("/api/games?state=finished").json()["games"]
    assert [g["id"] for g in unfinished] == [second["id"]]
    assert [g["id"] for g in finished] == [first["id"]]
    done = finished[0]
    assert done["over"] and (done["winners"] or done["draw"])
    assert len(done["scores"]) == 1 and sum(done["totals"]) in (26, 78)
    assert {g["id"] for g in client.get("/api/games").json()["games"]} == {
        first["id"],
        second["id"],
    }
    held = {"seat": first["seat"], "token": first["token"]}
    record = client.get(f"/api/games/{first['id']}/record", params=held).json()
    assert record["format"] == "hjerterfri-record" and len(record["deals"]) == 1


def test_an_unknown_game_is_a_404(client: TestClient) -> None:
    response = client.get("/api/games/nope")
    assert response.status_code == 404
    assert response.json()["detail"]["code"] == "no_such_game"


def test_the_page_is_served_at_the_root(client: TestClient) -> None:
    response = client.get("/")
    assert response.status_code == 200
    assert "<html" in response.text.lower()
