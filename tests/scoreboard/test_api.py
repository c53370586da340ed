"""The scoreboard's HTTP API: create, list, get, add/edit/delete deals, follow, translations.

``new_board`` gives back a client that sends the board's editor key, as the creator's phone
does; what strangers and followers cannot do is in tests/security/test_scoreboard_owners.py.
"""

from __future__ import annotations

import json
from typing import Any

import httpx
from fastapi.testclient import TestClient

API = "/api/scoreboard"


def new_board(client: TestClient, **extra: Any) -> dict[str, Any]:
    """A new board; from now on ``client`` sends its editor key, like the creator's phone."""
    body = {"names": ["Anna", "Bo", "Cai", "Dag"], "variants": {"target": 40}, **extra}
    response = client.post(f"{API}/boards", json=body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    client.headers["Authorization"] = f"Bearer {data['key']}"
    return data


def held(client: TestClient, *boards: dict[str, Any]) -> list[dict[str, Any]]:
    asked = {"boards": [{"id": b["id"], "key": b["key"]} for b in boards]}
    listed: list[dict[str, Any]] = client.post(f"{API}/boards/held", json=asked).json()["boards"]
    return listed


def test_create_then_get_and_list(client: TestClient) -> None:
    made = new_board(client, preset="omnibus")
    assert made["board"]["deal_points"] == 16
    key = made.pop("key")
    assert len(key) == 32
    got = client.get(f"{API}/boards/{made['id']}").json()
    assert got == made  # the key is shown once, at creation
    listed = held(client, {**made, "key": key})
    assert [(b["id"], b["editor"]) for b in listed] == [(made["id"], True)]


def test_a_wrong_entry_is_explained_and_changes_nothing(client: TestClient) -> None:
    board = new_board(client)
    response = client.post(f"{API}/boards/{board['id']}/deals", json={"points": [10, 4, 10, 0]})
    assert response.status_code == 400
    assert response.json()["detail"] == {
        "reason": "wrong_sum",
        "message": "The points add up to 24; a deal holds 26.",
        "template": "The points add up to {total}; a deal holds {expected}.",
        "params": {"total": 24, "expected": 26},
    }
    assert client.get(f"{API}/boards/{board['id']}").json()["version"] == 0


def test_add_edit_delete_deals(client: TestClient) -> None:
    board = new_board(client)
    url = f"{API}/boards/{board['id']}/deals"
    client.post(url, json={"points": [13, 0, 13, 0]})
    added = client.post(url, json={"points": [0, 26, 0, 0]}).json()
    assert added["board"]["totals"] == [39, 0, 39, 26]
    assert added["board"]["deals"][1]["shooter"] == 1
    edited = client.put(f"{url}/1", json={"points": [0, 13, 0, 13]}).json()
    assert edited["board"]["totals"] == [26, 13, 26, 39]
    assert edited["version"] == 3
    deleted = client.delete(f"{url}/2").json()
    assert deleted["board"]["totals"] == [0, 13, 0, 13]
    assert len(deleted["board"]["deals"]) == 1


def test_cards_entry_and_moon_choice(client: TestClient) -> None:
    board = new_board(client, variants={"moon": "shooters_choice"})
    url = f"{API}/boards/{board['id']}/deals"
    hearts = [f"{r}H" for r in "23456789TJQKA"]
    moon = {"cards": [[], ["QS", *hearts], [], []]}
    asked = client.post(url, json=moon)
    assert asked.status_code == 400
    assert asked.json()["detail"]["reason"] == "moon_choice_needed"
    chosen = client.post(url, json={**moon, "moon_choice": "shooter_minus_26"}).json()
    assert chosen["board"]["totals"] == [0, -26, 0, 0]


def test_the_game_ends_and_refuses_more_deals(client: TestClient) -> None:
    board = new_board(client)
    url = f"{API}/boards/{board['id']}/deals"
    client.post(url, json={"points": [20, 0, 6, 0]})
    done = client.post(url, json={"points": [20, 1, 5, 0]}).json()["board"]
    assert done["outcome"] == {"over": True, "winners": [3], "draw": False, "play_off": False}
    refused = client.post(url, json={"points": [26, 0, 0, 0]})
    assert refused.status_code == 409
    assert refused.json()["detail"]["reason"] == "game_over"


def test_stale_version_is_refused(client: TestClient) -> None:
    board = new_board(client)
    url = f"{API}/boards/{board['id']}/deals"
    client.post(url, json={"points": [13, 0, 13, 0], "version": 0})
    stale = client.post(url, json={"points": [13, 0, 13, 0], "version": 0})
    assert stale.status_code == 409
    assert stale.json()["detail"]["reason"] == "stale"


def test_missing_things_are_404(client: TestClient) -> None:
    board = new_board(client)
    assert client.get(f"{API}/boards/nope").status_code == 404
    gone = client.put(f"{API}/boards/{board['id']}/deals/3", json={"points": [26, 0, 0, 0]})
    assert gone.status_code == 404
    assert gone.json()["detail"]["message"] == "There is no deal 3; the board has deals 1 to 0."
    assert client.get(f"{API}/follow/nope").status_code == 404


def test_a_board_can_be_deleted_for_good(client: TestClient) -> None:
    kept, board = new_board(client), new_board(client)
    client.post(f"{API}/boards/{board['id']}/deals", json={"points": [26, 0, 0, 0]})
    assert client.delete(f"{API}/boards/{board['id']}").status_code == 204
    assert client.get(f"{API}/boards/{board['id']}").status_code == 404
    assert client.get(f"{API}/follow/{board['follow']}").status_code == 404
    assert [b["id"] for b in held(client, board, kept)] == [kept["id"]]
    again = client.delete(f"{API}/boards/{board['id']}")
    assert again.status_code == 404
    assert again.json()["detail"]["reason"] == "no_such_board"
    client.headers["Authorization"] = f"Bearer {kept.pop('key')}"
    assert client.get(f"{API}/boards/{kept['id']}").json() == kept  # the other one untouched


def test_players_are_renamed_for_the_editor_and_the_followers(client: TestClient) -> None:
    board = new_board(client)
    client.post(f"{API}/boards/{board['id']}/deals", json={"points": [26, 0, 0, 0]})
    names = ["Anne", "Bo", "Cai", "Dagny"]
    renamed = client.put(f"{API}/boards/{board['id']}/names", json={"names": names, "version": 1})
    assert renamed.status_code == 200, renamed.text
    assert renamed.json()["board"]["names"] == names and renamed.json()["version"] == 2
    assert client.get(f"{API}/follow/{board['follow']}").json()["board"]["names"] == names
    assert held(client, board)[0]["names"] == names
    assert renamed.json()["board"]["totals"] == [0, 26, 26, 26]
    stale = client.put(f"{API}/boards/{board['id']}/names", json={"names": names, "version": 1})
    assert stale.status_code == 409
    short = client.put(f"{API}/boards/{board['id']}/names", json={"names": ["A", "B", "C"]})
    assert short.status_code == 400
    assert short.json()["detail"]["message"] == ("This board has 4 players; give 4 names, not 3.")
    assert client.get(f"{API}/boards/{board['id']}").json()["board"]["names"] == names


def test_bad_new_boards(client: TestClient) -> None:
    cases = [
        ({"names": ["A", "B"]}, "player_count"),
        ({"names": ["A", "B", "a"]}, "same_name"),
        ({"names": ["A", "B", "C"], "variants": {"target": 0}}, "bad_rules"),
        ({"names": ["A", "B", "C"], "variants": {"colour": "red"}}, "bad_rules"),
        ({"names": ["A", "B", "C"], "preset": "bridge"}, "bad_rules"),
        ({"names": ["A", "B", "C"], "first_dealer": 3}, "bad_dealer"),
    ]
    for body, reason in cases:
        response = client.post(f"{API}/boards", json=body)
        assert response.status_code == 400, body
        assert response.json()["detail"]["reason"] == reason
        assert "key" not in response.json()


def test_bad_entry_shapes(client: TestClient) -> None:
    board = new_board(client)
    url = f"{API}/boards/{board['id']}/deals"
    for body, reason in [
        ({}, "entry_kind"),
        ({"points": [26, 0, 0, 0], "cards": [[], [], [], []]}, "entry_kind"),
        ({"points": ["x", 0, 26, 0]}, "not_whole"),
        ({"cards": [[5], [], [], []]}, "not_a_card"),
        ({"points": [0, 0, 26, 0], "moon_choice": "maybe"}, "bad_moon_choice"),
    ]:
        response = client.post(url, json=body)
        assert (response.status_code, response.json()["detail"]["reason"]) == (400, reason)


def test_follow_view_hides_the_board_id_and_key(client: TestClient) -> None:
    board = new_board(client)
    view = client.get(f"{API}/follow/{board['follow']}", headers={"Authorization": ""}).json()
    assert "id" not in view and "key" not in view
    assert view["board"] == board["board"]


def test_a_share_to_edit_key_lets_a_second_phone_keep_score(client: TestClient) -> None:
    board = new_board(client)
    client.headers.pop("Authorization")
    refused = client.post(f"{API}/boards/{board['id']}/deals", json={"points": [26, 0, 0, 0]})
    assert refused.status_code == 401
    second_phone = {"Authorization": f"Bearer {board['key']}"}
    added = client.post(
        f"{API}/boards/{board['id']}/deals", json={"points": [26, 0, 0, 0]}, headers=second_phone
    )
    assert added.status_code == 201
    assert added.json()["board"]["totals"] == [0, 26, 26, 26]


def test_the_held_list_refuses_a_flood(client: TestClient) -> None:
    too_many = {"follow": ["x"] * 501}
    answer = client.post(f"{API}/boards/held", json=too_many)
    assert answer.status_code == 422
    assert "at most 500" in answer.text


def test_follow_stream_sends_each_new_version(live_server: str) -> None:
    with httpx.Client(base_url=live_server, timeout=10) as http:
        board = http.post(f"{API}/boards", json={"names": ["A", "B", "C"]}).json()
        editor = {"Authorization": f"Bearer {board['key']}"}
        with http.stream("GET", f"{API}/follow/{board['follow']}/events") as stream:
            events = _events(stream.iter_lines())
            first = next(events)
            assert first["version"] == 0 and "id" not in first
            http.post(
                f"{API}/boards/{board['id']}/deals", json={"points": [26, 0, 0]}, headers=editor
            )
            second = next(events)
            assert second["version"] == 1
            assert second["board"]["totals"] == [0, 26, 26]


def test_followers_are_told_when_the_board_is_deleted(live_server: str) -> None:
    with httpx.Client(base_url=live_server, timeout=10) as http:
        board = http.post(f"{API}/boards", json={"names": ["A", "B", "C"]}).json()
        editor = {"Authorization": f"Bearer {board['key']}"}
        with http.stream("GET", f"{API}/follow/{board['follow']}/events") as stream:
            lines = stream.iter_lines()
            assert next(_events(lines))["version"] == 0
            http.delete(f"{API}/boards/{board['id']}", headers=editor)
            assert "event: gone" in list(lines)  # and the stream ends


def _events(lines: Any) -> Any:
    for line in lines:
        if line.startswith("data: "):
            yield json.loads(line[6:])
