"""Scoreboards have owners: what a stranger, a follower and a second browser can do (nothing).

Each test acts as the attacker would, over HTTP, and checks both what the attacker gets
back and that the owner's board is exactly as it was.
"""

from __future__ import annotations

import json
from typing import Any

import httpx
from alembic import command
from alembic.config import Config
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from hjerterfri.services.scoreboard.board import Board
from hjerterfri.services.store.boards import BoardStore
from hjerterfri.services.store.database import MIGRATIONS, open_database, upgrade
from hjerterfri.web.app import create_app
from tests.scoreboard import conftest as scoreboard_fixtures

API = "/api/scoreboard"
client = scoreboard_fixtures.client
live_server = scoreboard_fixtures.live_server


def owners_board(http: TestClient | httpx.Client) -> dict[str, Any]:
    """The owner's board with one deal, as the owner's phone holds it (id, follow, key)."""
    made: dict[str, Any] = http.post(
        f"{API}/boards", json={"names": ["Anna", "Bo", "Cai", "Dag"]}
    ).json()
    added = http.post(
        f"{API}/boards/{made['id']}/deals",
        json={"points": [13, 0, 13, 0]},
        headers=bearer(made.get("key")),
    )
    assert added.status_code == 201, added.text
    return made


def bearer(key: str | None) -> dict[str, str]:
    """The editor key as the API wants it (no header at all for no key)."""
    return {"Authorization": f"Bearer {key}"} if key else {}


def as_owner_sees_it(http: TestClient, board: dict[str, Any]) -> dict[str, Any]:
    seen: dict[str, Any] = http.get(
        f"{API}/boards/{board['id']}", headers=bearer(board.get("key"))
    ).json()
    return seen


def attacks(board_id: str) -> list[tuple[str, str, dict[str, Any] | None]]:
    """Every request that writes (and the editor's own view, which shows the id)."""
    url = f"{API}/boards/{board_id}"
    return [
        ("GET", url, None),
        ("POST", f"{url}/deals", {"points": [0, 26, 0, 0]}),
        ("PUT", f"{url}/deals/1", {"points": [26, 0, 0, 0]}),
        ("DELETE", f"{url}/deals/1", None),
        ("PUT", f"{url}/names", {"names": ["Mallory", "Bo", "Cai", "Dag"]}),
        ("DELETE", url, None),
    ]


def test_a_stranger_lists_no_boards(client: TestClient) -> None:
    board = owners_board(client)
    before = as_owner_sees_it(client, board)
    listed = client.get(f"{API}/boards")
    assert board["id"] not in listed.text and board["follow"] not in listed.text
    asked = client.post(f"{API}/boards/held", json={})
    assert asked.status_code == 200
    assert asked.json() == {"boards": []}
    assert as_owner_sees_it(client, board) == before


def test_a_stranger_with_the_id_but_no_key_changes_nothing(client: TestClient) -> None:
    board = owners_board(client)
    before = as_owner_sees_it(client, board)
    for method, url, body in attacks(board["id"]):
        answer = client.request(method, url, json=body)
        assert answer.status_code == 401, (method, url, answer.text)
        detail = answer.json()["detail"]
        assert detail["reason"] == "key_needed"
        assert detail["needs"] == "Authorization: Bearer <editor key>"
        assert "editor key" in detail["message"]
        assert answer.headers["WWW-Authenticate"] == "Bearer"
    assert as_owner_sees_it(client, board) == before


def test_a_wrong_key_changes_nothing(client: TestClient) -> None:
    board = owners_board(client)
    mallory = owners_board(client)  # a real key, of the attacker's own board
    before = as_owner_sees_it(client, board)
    for key in (mallory.get("key"), board.get("key", "?x")[:-1], board["follow"], board["id"]):
        for method, url, body in attacks(board["id"]):
            answer = client.request(method, url, json=body, headers=bearer(key))
            assert answer.status_code == 403, (method, url, answer.text)
            assert answer.json()["detail"]["reason"] == "wrong_key"
    assert as_owner_sees_it(client, board) == before


def test_a_follower_cannot_turn_the_follow_link_into_editing(client: TestClient) -> None:
    board = owners_board(client)
    before = as_owner_sees_it(client, board)
    follow = board["follow"]
    found = {follow}  # the follower tries its token as an id, and any id the lists give away
    for listed in (
        client.get(f"{API}/boards"),
        client.post(f"{API}/boards/held", json={"follow": [follow]}),
    ):
        if listed.status_code == 200:
            found |= {b["id"] for b in listed.json()["boards"] if "id" in b}
    for board_id in found:
        for method, url, body in attacks(board_id):
            answer = client.request(method, url, json=body, headers=bearer(follow))
            assert answer.status_code in (403, 404), (method, url, answer.text)
    for method in ("POST", "PUT", "DELETE"):
        answer = client.request(method, f"{API}/follow/{follow}", json={"points": [26, 0, 0, 0]})
        assert answer.status_code == 405
    assert as_owner_sees_it(client, board) == before
    assert found == {follow}


def test_the_follow_view_and_stream_reveal_no_id_and_no_key(live_server: str) -> None:
    with httpx.Client(base_url=live_server, timeout=10) as http:
        board = owners_board(http)
        view = http.get(f"{API}/follow/{board['follow']}")
        assert view.status_code == 200
        with http.stream("GET", f"{API}/follow/{board['follow']}/events") as stream:
            first = next(line for line in stream.iter_lines() if line.startswith("data: "))
    for seen in (view.text, first):
        assert board["id"] not in seen
        assert board["key"] not in seen
        assert "key" not in json.loads(seen.removeprefix("data: "))


def test_a_second_browser_sees_only_what_it_holds(client: TestClient) -> None:
    annas = [owners_board(client), owners_board(client)]
    bos = owners_board(client)
    held = {"boards": [{"id": b["id"], "key": b["key"]} for b in annas]}
    assert {b["id"] for b in client.post(f"{API}/boards/held", json=held).json()["boards"]} == {
        b["id"] for b in annas
    }
    # Bo's browser holds its own key, follows Anna's first board and guesses at her second.
    asked = {
        "boards": [
            {"id": bos["id"], "key": bos["key"]},
            {"id": annas[1]["id"], "key": bos["key"]},
        ],
        "follow": [annas[0]["follow"]],
    }
    answer = client.post(f"{API}/boards/held", json=asked)
    listed = answer.json()["boards"]
    assert [(b.get("id"), b["follow"], b["editor"]) for b in listed] == [
        (bos["id"], bos["follow"], True),  # newest first
        (None, annas[0]["follow"], False),
    ]
    assert annas[0]["id"] not in answer.text and annas[1]["id"] not in answer.text
    assert all(b["key"] not in answer.text for b in (*annas, bos))


def test_the_editor_key_is_kept_only_hashed(client: TestClient) -> None:
    board = owners_board(client)
    with client.app.state.engine.connect() as db:  # type: ignore[attr-defined]
        rows = db.execute(text("SELECT * FROM scoreboards")).all()
    stored = json.dumps([[str(v) for v in row] for row in rows])
    assert board["key"] not in stored
    assert len(board["key"]) >= 32  # 24 random bytes


def test_a_board_from_before_owners_cannot_be_claimed_over_http(tmp_path: Any) -> None:
    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    old = _database_before_owners(url)
    with TestClient(create_app(url)) as http:
        stranger = owners_board(http)  # a real key of someone's own board
        for key in (None, stranger.get("key")):
            for method, address, body in attacks(old):
                answer = http.request(method, address, json=body, headers=bearer(key))
                assert answer.status_code in (401, 403), (method, address, answer.text)
        listed = http.post(f"{API}/boards/held", json={"boards": [{"id": old, "key": "x"}]})
        assert listed.json() == {"boards": []}
    again = BoardStore(open_database(url)).unowned()
    assert [(b["id"], b["deals"], b["names"]) for b in again] == [(old, 0, ["A", "B", "C"])]


def _database_before_owners(url: str) -> str:
    """A database with one board made by the code before editor keys; returns its id."""
    engine = create_engine(url)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "scoreboard_0001")
    with engine.begin() as db:
        db.execute(
            text(
                "INSERT INTO scoreboards (id, follow, created_at, updated_at, names, rules,"
                " first_dealer, version, over) VALUES ('old-board', 'old-follow',"
                " '2026-01-01', '2026-01-01', :names, :rules, 0, 0, 0)"
            ),
            {
                "names": json.dumps(["A", "B", "C"]),
                "rules": json.dumps(Board(("A", "B", "C")).rules.to_dict()),
            },
        )
    upgrade(engine)
    return "old-board"
