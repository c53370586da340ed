"""``hjerterfri replay`` exact about where and why (issue 11), names from ``meta``, an
unfinished record in words, and ``--tricks``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from hjerterfri import Claim, InvalidRecordError, Match, Rules
from hjerterfri.cli import app
from hjerterfri.core.record import dumps, load_record, loads, player
from hjerterfri.core.rules import PassOrder
from tests.core.claim_hands import TOP_CARDS, endgame
from tests.core.test_match import play_match

NAMES = [
    player("Ane"),
    player("Astrid", "hard"),
    player("Bjørn", "medium"),
    player("Freja", "easy"),
]


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    match = play_match(Match(Rules(), seed=3))
    assert len(match.deals) >= 4
    return json.loads(dumps(match, {"players": NAMES}))


def broken(record: dict[str, Any]) -> dict[str, Any]:
    return json.loads(json.dumps(record))


def error(record: dict[str, Any]) -> InvalidRecordError:
    with pytest.raises(InvalidRecordError) as info:
        loads(json.dumps(record))
    return info.value


def test_a_card_missing_in_deal_3_is_reported_at_deal_3(record: dict[str, Any]) -> None:
    data = broken(record)
    del data["deals"][2]["plays"][-1]  # the last card of deal 3 lost
    exc = error(data)
    assert exc.where == "deals[2].plays"
    assert "deal 3 stops after 51 of its 52 cards, yet deal 4 follows" in str(exc)


def test_a_bad_moon_choice_is_refused(record: dict[str, Any]) -> None:
    data = broken(record)
    data["deals"][1]["moon_choice"] = "garbage"
    exc = error(data)
    assert exc.where == "deals[1].moon_choice"
    assert "'garbage' is no moon choice" in str(exc)


@pytest.mark.parametrize("spot", ["deal", "record"])
def test_an_unknown_key_is_refused(record: dict[str, Any], spot: str) -> None:
    data = broken(record)
    (data["deals"][2] if spot == "deal" else data)["colour"] = "red"
    exc = error(data)
    assert exc.where == ("deals[2].colour" if spot == "deal" else "colour")
    assert "unknown key 'colour'" in str(exc)


def test_an_illegal_play_names_the_seat_and_the_card(record: dict[str, Any]) -> None:
    data = broken(record)
    plays = data["deals"][0]["plays"]
    plays[1] = plays[0]
    exc = error(data)
    seat = loads(json.dumps(record)).deals[0].tricks[0].plays[1][0]
    assert exc.where == "deals[0].plays[1]"
    assert f"seat {seat} may not play {plays[0]!r} (card 2 of deal 1)" in str(exc)


def test_meta_names_each_seat_and_its_bot(record: dict[str, Any]) -> None:
    _match, meta = load_record(json.dumps(record))
    assert meta["players"][1] == {"name": "Astrid", "bot": "hard"}
    data = broken(record)
    data["meta"]["players"] = data["meta"]["players"][:3]
    assert error(data).where == "meta.players"


def test_an_unfinished_record_is_summed_up_in_words(record: dict[str, Any], tmp_path: Path) -> None:
    data = broken(record)
    data["deals"] = data["deals"][:3]
    data["deals"][2]["plays"] = data["deals"][2]["plays"][:20]
    path = tmp_path / "unfinished.json"
    path.write_text(json.dumps(data))
    result = CliRunner().invoke(app, ["replay", str(path)], env={"COLUMNS": "300"})
    assert result.exit_code == 0, result.output
    assert "Not finished: the game stops in deal 3, after 5 of 13 tricks." in result.output
    assert "Totals of the finished deals: Ane " in result.output
    assert "[" not in result.output.splitlines()[-1]  # no Python list


def test_replay_tricks_shows_every_trick_with_names(record: dict[str, Any], tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    result = CliRunner().invoke(app, ["replay", "--tricks", str(path)], env={"COLUMNS": "100"})
    assert result.exit_code == 0, result.output
    match = loads(path.read_text())
    first = match.deals[0]
    assert "Deal 1 — pass left" in result.output
    assert "Astrid (hard)" in result.output and "Ane" in result.output
    _leader, card = first.tricks[0].plays[0]
    assert f"›{card.symbol.replace('T', '10')}" in result.output
    rows = [line for line in result.output.splitlines() if line.strip().split(" ")[0] == "13"]
    assert len(rows) == len(match.deals)  # the 13th trick of every deal


def test_a_terminal_game_is_exported_as_a_record_naming_its_players(tmp_path: Path) -> None:
    from hjerterfri.services.games import Games, NewGame
    from hjerterfri.services.store.database import open_database

    db = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    games = Games(open_database(db))
    bots = ("medium", "easy", "easy")
    request = NewGame(name="Ane", seed=4, rules={"single_deal": True}, opponents=bots)
    game = games.create(request)
    out = tmp_path / "game.json"
    early = CliRunner().invoke(
        app, ["export", str(out), "--db", db, "--game", game["id"]], env={"COLUMNS": "400"}
    )
    assert early.exit_code == 2 and "is still being played" in early.output
    games.table(game["id"]).set_stand_in(0, "easy")  # Ane lets a bot finish the deal
    result = CliRunner().invoke(app, ["export", str(out), "--db", db])
    assert result.exit_code == 0, result.output
    match, meta = load_record(out.read_text())
    assert match.is_over
    assert [p["bot"] for p in meta["players"]] == [None, "medium", "easy", "easy"]
    assert meta["players"][0]["name"] == "Ane"


def test_watch_and_arena_records_name_their_bots(tmp_path: Path) -> None:
    watched = tmp_path / "watch.json"
    args = [
        "watch",
        "--bots",
        "easy,random",
        "--delay",
        "0",
        "--seed",
        "2",
        "--record",
        str(watched),
    ]
    assert CliRunner().invoke(app, args).exit_code == 0
    _match, meta = load_record(watched.read_text())
    assert [p["bot"] for p in meta["players"]] == ["easy", "random", "random", "random"]
    folder = tmp_path / "arena"
    args = ["arena", "--bots", "easy,random", "--deals", "2", "--records", str(folder)]
    assert CliRunner().invoke(app, args).exit_code == 0
    records = sorted(folder.glob("*.json"))
    assert [r.name for r in records] == [f"match-0-rotation-{r}.json" for r in range(4)]
    _match, meta = load_record(records[1].read_text())
    assert sorted(p["bot"] for p in meta["players"]) == ["easy", "random", "random", "random"]
    assert meta["players"][3]["bot"] == "easy"  # rotated one seat on


def test_replay_tricks_says_who_claimed_and_the_hand_shown(tmp_path: Path) -> None:
    deal = endgame(TOP_CARDS, leader=0, rules=Rules(pass_order=PassOrder.NONE))
    match = Match.from_deals(deal.rules, None, [deal])
    match.apply(Claim(0))
    path = tmp_path / "claimed.json"
    path.write_text(dumps(match, {"players": NAMES}))
    result = CliRunner().invoke(app, ["replay", "--tricks", str(path)], env={"COLUMNS": "100"})
    assert result.exit_code == 0, result.output
    said = "Ane claimed the last 8 tricks after card 20, showing J♠ Q♥ Q♠ K♥ K♠ A♦ A♥ A♠;"
    assert said in " ".join(result.output.split())
