"""Game review (issue 15): a finished game shows every hand, a running one only the seat's
own; each decision's hard-bot view is made on demand and kept; who may review is who may
fetch the record, or for a running game its own players."""

from __future__ import annotations

import concurrent.futures
import random
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.review import decision, pass_decision, review
from hjerterfri.services.review_analysis import Reviews, analyse
from hjerterfri.services.store.database import open_database
from hjerterfri.services.table.bot_pool import BotPool
from hjerterfri.services.table.config import TableError
from hjerterfri.web.app import create_app
from tests.server.conftest import choose, new_game, play_out, until_asked
from tests.statistics.recorded import play_game

NAMES = ["Anna", "Astrid", "Bjørn", "Freja"]


@pytest.fixture
def games(db_url: str) -> Games:
    return Games(open_database(db_url))


def running(games: Games, tricks: int = 2) -> str:
    """A game of Anna's in its first deal, ``tricks`` tricks played."""
    game = games.create(NewGame(name="Anna", seed=3, opponents=("random",) * 3))
    table = games.table(game["id"])
    table.pass_cards(0, [str(c) for c in sorted(table.match.deal.hands[0])[:3]])
    while len(table.match.deal.tricks) < tricks:
        table.play(0, str(min(table.match.deal.legal_plays())))
    return str(game["id"])


def test_a_finished_game_shows_every_hand_trick_and_total(games: Games) -> None:
    game_id = play_game(games, "Anna", seed=1)
    match = games.table(game_id).match
    shown = review(match, NAMES, seat=None)
    assert shown["over"] and len(shown["deals"]) == len(match.deals)
    for deal, seen in zip(match.deals, shown["deals"], strict=True):
        assert all(len(hand) == 13 for hand in seen["hands"])
        assert all(len(hand) == 13 for hand in seen["dealt"])
        # the hands the play began with hold exactly the cards played
        played = sorted(card for trick in seen["tricks"] for _, card in trick["plays"])
        assert played == sorted(card for hand in seen["hands"] for card in hand)
        assert [t["winner"] for t in seen["tricks"]] == [t.winner for t in deal.tricks]
        assert sum(t["points"] for t in seen["tricks"]) == 26
        assert seen["points"] == list(deal.points)
    assert shown["deals"][-1]["totals"] == list(match.totals)


def test_a_running_game_shows_only_the_seats_own_cards(games: Games) -> None:
    game_id = running(games)
    table = games.table(game_id)
    shown = review(table.match, NAMES, seat=0)
    deal = shown["deals"][0]
    assert deal["hands"][1:] == [None, None, None]
    assert deal["dealt"][1:] == [None, None, None]
    assert deal["passed"][1:] == [None, None, None]
    assert deal["hands"][0] is not None and len(deal["hands"][0]) == 13
    assert len(deal["tricks"]) >= 2 and deal["points"] is None
    with pytest.raises(TableError, match="only its players may review it"):
        review(table.match, NAMES, seat=None)


def test_a_decision_is_the_deal_just_before_that_card(games: Games) -> None:
    game_id = play_game(games, "Anna", seed=1)
    deal = games.table(game_id).match.deals[0]
    trick = deal.tricks[4]
    place = next(i for i, (s, _) in enumerate(trick.plays) if s == 2)
    before = decision(games.table(game_id).match, 1, 4, 2)
    assert before.to_act == 2
    assert len(before.plays) == 4 * 4 + place
    assert trick.plays[place][1] in before.legal_plays()
    with pytest.raises(TableError, match="choose one of 0 to 12"):
        decision(games.table(game_id).match, 1, 13, 2)
    with pytest.raises(TableError, match="it has deals 1 to"):
        decision(games.table(game_id).match, 99, 0, 2)


def test_the_hard_bots_view_is_made_once_and_kept(games: Games) -> None:
    game_id = play_game(games, "Anna", seed=1)
    reviews = Reviews(games)
    try:
        first = reviews.analysis(game_id, 1, 3, 0)
        result = first.result(timeout=120)
        assert reviews.analysis(game_id, 1, 3, 0) is first
    finally:
        reviews.close()
    before = decision(games.table(game_id).match, 1, 3, 0)
    legal = {str(c) for c in before.legal_plays()}
    assert result["kind"] == "play"
    assert {card for c in result["candidates"] for card in c["cards"]} == legal
    assert len(result["choice"]) == 1 and result["choice"][0] in legal
    assert len(result["played"]) == 1 and result["played"][0] in legal
    assert result["differs"] == (result["choice"] != result["played"])
    assert result["reason"]
    if len(legal) > 1:
        values = [c["value"] for c in result["candidates"]]
        assert values == sorted(values, reverse=True)


def test_the_pass_is_weighed_beside_the_bots_own_candidates(games: Games) -> None:
    game_id = play_game(games, "Anna", seed=1)  # Anna passes her three lowest cards
    match = games.table(game_id).match
    result = analyse(match, 1, None, 0)
    mine = [str(c) for c in match.deals[0].passed(0) or ()]
    assert result["kind"] == "pass" and result["played"] == mine
    weighed = [c["cards"] for c in result["candidates"]]
    assert mine in weighed and result["choice"] in weighed
    assert all(len(cards) == 3 for cards in weighed)
    values = [c["value"] for c in result["candidates"]]
    assert values == sorted(values, reverse=True)
    with pytest.raises(TableError, match="Nobody passes in deal 4"):
        pass_decision(match, 4, 0)  # left, right, across, keep


# -- over HTTP ----------------------------------------------------------------------------
@pytest.fixture
def local(db_url: str) -> Iterator[TestClient]:
    with TestClient(
        create_app(db_url), base_url="http://127.0.0.1", client=("127.0.0.1", 50000)
    ) as test_client:
        yield test_client


def finished(client: TestClient) -> dict[str, Any]:
    game = new_game(client, rules={"single_deal": True})
    with client.websocket_connect(game["websocket"]) as ws:
        play_out(ws, ws.receive_json(), random.Random(3))
    return game


def test_a_player_reviews_a_finished_game_and_a_stranger_is_refused(client: TestClient) -> None:
    game = finished(client)
    path = f"/api/games/{game['id']}/review"
    mine = client.get(path, params={"seat": game["seat"], "token": game["token"]})
    assert mine.status_code == 200, mine.text
    assert all(hand is not None for hand in mine.json()["deals"][0]["hands"])
    stranger = client.get(path)
    assert stranger.status_code == 403
    assert stranger.json()["detail"]["code"] == "token_required"
    answer = client.get(
        f"{path}/analysis",
        params={"seat": 0, "token": game["token"], "deal": 1, "trick": 0, "player": 2},
    )
    assert answer.status_code == 200, answer.text
    assert answer.json()["seat"] == 2  # after the end, any seat's decisions


def test_during_a_game_a_player_reviews_only_their_own(client: TestClient) -> None:
    game = new_game(client)
    with client.websocket_connect(game["websocket"]) as ws:
        state = until_asked(ws)
        rng = random.Random(1)
        while state["deal"]["tricks_played"] < 1:
            ws.send_json(choose(state, rng))
            state = until_asked(ws)  # the bots' cards arrive one state each
    path = f"/api/games/{game['id']}/review"
    held = {"seat": game["seat"], "token": game["token"]}
    shown = client.get(path, params=held).json()
    assert shown["over"] is False
    assert shown["deals"][0]["hands"][1:] == [None, None, None]
    theirs = client.get(f"{path}/analysis", params={**held, "deal": 1, "trick": 0, "player": 1})
    assert theirs.status_code == 403
    assert theirs.json()["detail"]["code"] == "not_your_seat"
    ahead = client.get(f"{path}/analysis", params={**held, "deal": 1, "trick": 5, "player": 0})
    assert ahead.status_code == 404
    assert "choose one of 0 to" in ahead.json()["detail"]["message"]
    stranger = client.get(path, params={"seat": 1, "token": "guess"})
    assert stranger.status_code == 403


def test_a_game_without_tokens_is_reviewed_on_this_computer_only(
    db_url: str, client: TestClient, local: TestClient
) -> None:
    games = Games(open_database(db_url))
    game_id = running(games, tricks=1)
    assert local.get(f"/api/games/{game_id}/review", params={"seat": 0}).status_code == 200
    refused = client.get(f"/api/games/{game_id}/review", params={"seat": 0})
    assert refused.status_code == 403 and refused.json()["detail"]["code"] == "not_local"


def test_the_server_makes_the_analysis_in_its_bot_processes(games: Games) -> None:
    """A search of seconds must not slow the other tables: the server hands it to its bot
    processes; the figures are those a thread of the review's own would make."""
    game_id = play_game(games, "Anna", seed=1)
    pool = BotPool(processes=1)
    in_process, on_thread = Reviews(games, submit=pool.submit), Reviews(games)
    try:
        far = in_process.analysis(game_id, 1, 3, 0)
        near = on_thread.analysis(game_id, 1, 3, 0)
        assert far.result(timeout=300) == near.result(timeout=300)
        assert isinstance(pool._executor, concurrent.futures.ProcessPoolExecutor)
    finally:
        pool.stop()
        on_thread.close()


def test_the_tricks_a_claim_played_out_say_so(games: Games) -> None:
    """Seed 16: at Anna's eighth card Freja (a medium bot holding the top cards) claims the
    last five tricks; the review marks those tricks as played out after her claim."""
    game_id = games.create(NewGame(name="Anna", seed=16, opponents=("medium",) * 3))["id"]
    table = games.table(game_id)
    table.pass_cards(0, [str(c) for c in sorted(table.match.deal.hand(0))[-3:]])
    for _ in range(8):
        table.play(0, str(min(table.match.deal.legal_plays())))
    deal = review(table.match, ["Anna", "Astrid", "Bjørn", "Freja"], seat=0)["deals"][0]
    assert deal["claim"] == {"seat": 3, "tricks": 5}
    assert [trick["claimed"] for trick in deal["tricks"]] == [False] * 8 + [True] * 5
