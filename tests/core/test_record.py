"""Records: a match replays exactly from its JSON; a broken record says where it is wrong."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from hjerterfri import InvalidRecordError, Match, MoonRule, Rules
from hjerterfri.cli import app
from hjerterfri.core.record import dumps, loads
from tests.core.test_match import play_deal, play_match


def finished_record(rules: Rules | None = None, seed: int = 7) -> dict[str, Any]:
    match = play_match(Match(rules or Rules(target=40), seed=seed))
    return json.loads(dumps(match, meta={"names": ["Ane", "Bo", "Cai", "Dag"]}))


def test_a_record_is_versioned_json_with_rules_seed_and_every_action() -> None:
    record = finished_record()
    assert record["format"] == "hjerterfri-record"
    assert record["version"] == 1
    assert record["rules"]["target"] == 40
    assert record["seed"] == 7
    assert record["meta"]["names"][0] == "Ane"
    first = record["deals"][0]
    assert len(first["hands"]) == 4 and all(len(h) == 13 for h in first["hands"])
    assert len(first["passes"]) == 4
    assert len(first["plays"]) == 52


def test_a_record_replays_to_the_same_scores() -> None:
    match = play_match(Match(Rules(target=40), seed=9))
    again = loads(dumps(match))
    assert again.scores == match.scores
    assert again.winners == match.winners


def test_a_shooters_choice_is_kept_in_the_record() -> None:
    rules = Rules(moon=MoonRule.SHOOTERS_CHOICE, target=60)
    for seed in range(400):
        match = Match(rules, seed=seed)
        rng = random.Random(seed)
        play_deal(match.deal, rng)
        if match.deal.moon_shooter is not None:
            break
    else:
        pytest.fail("no moon found; pick a range with one")
    record = json.loads(dumps(match))
    assert record["deals"][0]["moon_choice"] == "others_plus_26"
    record["deals"][0]["moon_choice"] = None
    with pytest.raises(InvalidRecordError) as info:
        loads(json.dumps(record))
    assert info.value.where == "deals[0].moon_choice"


def break_record(record: dict[str, Any], spot: str) -> None:
    deal = record["deals"][0]
    damage = {
        "format": lambda: record.update(format="chess-pgn"),
        "version": lambda: record.update(version=99),
        "rules": lambda: record["rules"].update(players=2),
        "seed": lambda: record.update(seed="seven"),
        "deals": lambda: record.update(deals=[]),
        "deals[0].hands": lambda: deal["hands"][0].reverse() or deal["hands"].reverse(),
        "deals[0].passes[1]": lambda: deal["passes"][1].__setitem__(1, ["2C", "2C", "3C"]),
        "deals[0].plays[5]": lambda: deal["plays"].__setitem__(5, deal["plays"][0]),
        "deals[1]": lambda: record["deals"].insert(1, "not a deal"),
    }
    damage[spot]()


@pytest.mark.parametrize(
    "spot",
    ["format", "version", "rules", "seed", "deals", "deals[0].hands", "deals[0].passes[1]",
     "deals[0].plays[5]", "deals[1]"],
)  # fmt: skip
def test_a_broken_record_says_where_it_is_wrong(spot: str) -> None:
    record = finished_record()
    break_record(record, spot)
    with pytest.raises(InvalidRecordError) as info:
        loads(json.dumps(record))
    assert info.value.where == spot
    assert str(info.value).startswith(spot + ": ")


def test_text_that_is_no_json_is_an_invalid_record() -> None:
    with pytest.raises(InvalidRecordError) as info:
        loads("{not json")
    assert "not JSON" in str(info.value)


def test_an_illegal_play_in_a_record_is_explained() -> None:
    record = finished_record()
    plays = record["deals"][0]["plays"]
    plays[1] = plays[0]  # the second card played is the first again: not in that hand
    with pytest.raises(InvalidRecordError) as info:
        loads(json.dumps(record))
    assert info.value.where == "deals[0].plays[1]"
    assert "You don't hold" in str(info.value)


def test_replay_command_prints_the_score_sheet(tmp_path: Path) -> None:
    match = play_match(Match(Rules(target=40), seed=3))
    path = tmp_path / "game.json"
    path.write_text(dumps(match))
    result = CliRunner().invoke(app, ["replay", str(path)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    lowest = min(match.totals)
    assert f"{lowest} points" in result.output
    assert "Deal" in result.output and "Seat 3" in result.output
    assert len(match.deals) >= 2
    for deal in match.deals:
        assert any(line.strip().startswith(f"│ {deal.number:>4} │") for line in
                   result.output.splitlines()), deal.number  # fmt: skip


def test_replay_command_reports_an_invalid_record(tmp_path: Path) -> None:
    record = finished_record()
    record["deals"][0]["plays"][5] = "ZZ"
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(record))
    result = CliRunner().invoke(app, ["replay", str(path)], env={"COLUMNS": "200"})
    assert result.exit_code == 1
    assert "deals[0].plays[5]" in result.output
    assert "'ZZ' is not a card" in result.output


def test_replay_command_reports_a_missing_file(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["replay", str(tmp_path / "nope.json")])
    assert result.exit_code == 2
    assert "Cannot read" in result.output
