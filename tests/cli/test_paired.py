"""``hjerterfri paired``: two arena runs compared deal by deal, as docs/research.md does, and
refused, in one line naming what is wrong, when their deals are not the same."""

from __future__ import annotations

import json
import statistics
from pathlib import Path
from typing import Any

import pytest

from tests.cli.test_refusals import refused, run

SINGLE = ("--rule", "single_deal=true", "--rule", "pass_order=none")


def arena_json(folder: Path, name: str, bots: str, *args: str) -> Path:
    out = folder / name
    result = run("arena", "--bots", bots, "--deals", "4", *args, "--json", str(out))
    assert result.exit_code == 0, result.output
    return out


def margin_by_hand(path: Path) -> dict[tuple[int, int], float]:
    """Slot 0's points minus the others' mean, averaged over a deal's rotations."""
    rows: dict[tuple[int, int], list[float]] = {}
    for row in json.loads(path.read_text())["deal_rows"]:
        points = row["points"]
        rows.setdefault((row["match"], row["deal"]), []).append(
            points[0] - statistics.fmean(points[1:])
        )
    return {deal: statistics.fmean(margins) for deal, margins in rows.items()}


def test_paired_prints_the_candidates_margin_minus_the_baselines_on_the_same_deals(
    tmp_path: Path,
) -> None:
    before = arena_json(tmp_path, "before.json", "easy,random", "--seed", "5", *SINGLE)
    after = arena_json(tmp_path, "after.json", "medium,random", "--seed", "5", *SINGLE)
    result = run("paired", str(before), str(after))
    assert result.exit_code == 0, result.output
    a, b = margin_by_hand(before), margin_by_hand(after)
    assert a.keys() == b.keys() and len(a) == 4
    difference = statistics.fmean(b[deal] - a[deal] for deal in a)
    text = " ".join(result.output.split())
    assert "medium (after.json) − easy (before.json), slot 0, over 4 deals both played" in text
    assert f"{difference:+.2f} ± " in text
    assert f"before.json {statistics.fmean(a.values()):+.2f}" in text
    # the other way round, the same figure with the sign turned
    back = " ".join(run("paired", str(after), str(before)).output.split())
    assert f"{-difference:+.2f} ± " in back


def test_paired_compares_another_slot_when_asked(tmp_path: Path) -> None:
    before = arena_json(tmp_path, "a.json", "easy,random", "--seed", "6", *SINGLE)
    after = arena_json(tmp_path, "b.json", "easy,medium", "--seed", "6", *SINGLE)
    text = " ".join(run("paired", str(before), str(after), "--slot", "1").output.split())
    assert "medium (b.json) − random (a.json), slot 1" in text


@pytest.mark.parametrize(
    ("changed", "says"),
    [
        (("--seed", "8", *SINGLE), "different seeds (7 and 8), so different deals"),
        (("--seed", "7", "--players", "3", *SINGLE), "different rules (players"),
        (("--seed", "7", "--rule", "single_deal=true"), "different rules (pass_order)"),
    ],
)
def test_paired_refuses_runs_on_different_deals(
    tmp_path: Path, changed: tuple[str, ...], says: str
) -> None:
    before = arena_json(tmp_path, "a.json", "easy,random", "--seed", "7", *SINGLE)
    after = arena_json(tmp_path, "b.json", "easy,random", *changed)
    kept = after.read_text()
    refused(run("paired", str(before), str(after)), "'BEFORE' and 'AFTER'", says)
    assert after.read_text() == kept


def test_paired_refuses_what_is_not_an_arena_result(tmp_path: Path) -> None:
    good = arena_json(tmp_path, "a.json", "easy,random", "--seed", "7", *SINGLE)
    refused(run("paired", str(tmp_path / "none.json"), str(good)), "BEFORE", "there is no file")
    text = tmp_path / "notes.txt"
    text.write_text("not json")
    refused(run("paired", str(good), str(text)), "AFTER", "is not an arena result")
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"bots": ["easy"], "seed": 7}))
    refused(
        run("paired", str(good), str(other)),
        "'BEFORE' and 'AFTER'",
        "the after file is not an arena result (no rules, deal_rows)",
    )
    refused(
        run("paired", str(good), str(good), "--slot", "4"),
        "'BEFORE' and 'AFTER'",
        "there is no slot 4: the runs seat bots 0 to 3",
    )


def test_paired_needs_two_deals_for_an_interval(tmp_path: Path) -> None:
    one = tmp_path / "one.json"
    result = run(
        "arena", "--bots", "easy,random", "--deals", "1", "--seed", "7", *SINGLE, "--json", str(one)
    )
    assert result.exit_code == 0, result.output
    refused(run("paired", str(one), str(one)), "'BEFORE' and 'AFTER'", "share 1 deal(s)")


@pytest.mark.parametrize(
    ("spoil", "says"),
    [
        (lambda run: run.update(rules=[]), "the after file's rules or bots are not what"),
        (lambda run: run["deal_rows"][0].pop("points"), "the after file's deal_rows are not what"),
        (lambda run: run["deal_rows"][0].update(points=[1, 2]), "2 scores for 4 seats"),
        (lambda run: run["deal_rows"][0].update(match="x"), "the after file's deal_rows"),
    ],
)
def test_paired_refuses_a_damaged_arena_result(tmp_path: Path, spoil: Any, says: str) -> None:
    good = arena_json(tmp_path, "a.json", "easy,random", "--seed", "7", *SINGLE)
    data = json.loads(good.read_text())
    spoil(data)
    damaged = tmp_path / "b.json"
    damaged.write_text(json.dumps(data))
    refused(run("paired", str(good), str(damaged)), "'BEFORE' and 'AFTER'", says)


def test_paired_splits_the_difference_by_who_shot_the_moon(tmp_path: Path) -> None:
    before = arena_json(tmp_path, "before.json", "easy,random", "--seed", "5", *SINGLE)
    data = json.loads(before.read_text())
    moon = data["deal_rows"][0]
    assert moon["shooter"] is None and moon["rotation"] == 0  # rotation 0: slot 0 sits in seat 0
    moon.update(points=[0, 26, 26, 26], shooter=0)  # in the after run, slot 0 shoots one moon
    after = tmp_path / "after.json"
    after.write_text(json.dumps(data))
    result = run("paired", str(before), str(after))
    assert result.exit_code == 0, result.output
    lines = [" ".join(line.split()) for line in result.output.splitlines()]
    a, b = margin_by_hand(before), margin_by_hand(after)
    difference = statistics.fmean(b[deal] - a[deal] for deal in a)
    rows = len(data["deal_rows"])
    before_points = json.loads(before.read_text())["deal_rows"][0]["points"]
    moon_share = ((0 - 26) - (before_points[0] - statistics.fmean(before_points[1:]))) / 4 / 4
    assert f"no moon easy 1 {moon_share:+.2f}" in lines  # 4 rotations of each of 4 deals
    assert f"no moon no moon {rows - 1} +0.00" in lines
    assert abs(moon_share - difference) < 1e-9  # the shares add up to the difference


def test_paired_pools_pairs_run_on_other_seeds_into_one_figure(tmp_path: Path) -> None:
    """One seed's deals can favour a bot by as much as a change is worth; pairs on several
    seeds pool into one figure over all their deals, each pair shown on its own line too."""
    pairs = []
    for seed in ("5", "6"):
        before = arena_json(tmp_path, f"b{seed}.json", "easy,random", "--seed", seed, *SINGLE)
        after = arena_json(tmp_path, f"a{seed}.json", "medium,random", "--seed", seed, *SINGLE)
        pairs.append((before, after))
    args = [str(path) for pair in pairs for path in pair]
    result = run("paired", *args)
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    differences = []
    for number, (before, after) in enumerate(pairs, start=1):
        a, b = margin_by_hand(before), margin_by_hand(after)
        mine = [b[deal] - a[deal] for deal in a]
        differences += mine
        line = f"pair {number}: medium ({after.name}) − easy ({before.name}), 4 deals:"
        assert f"{line} {statistics.fmean(mine):+.2f} ± " in text
    pooled = statistics.fmean(differences)
    assert "over 8 deals both played (2 pairs pooled):" in text
    assert f"(2 pairs pooled): {pooled:+.2f} ± " in text
    assert "the afters better" in text


def test_paired_refuses_an_odd_file_and_the_same_deals_pooled_twice(tmp_path: Path) -> None:
    before = arena_json(tmp_path, "a.json", "easy,random", "--seed", "7", *SINGLE)
    after = arena_json(tmp_path, "b.json", "medium,random", "--seed", "7", *SINGLE)
    refused(run("paired", str(before), str(after), str(before)), "BEFORE AFTER", "3 files given")
    refused(run("paired", str(before)), "BEFORE AFTER", "1 file given; give them in pairs")
    refused(
        run("paired", str(before), str(after), str(before), str(after)),
        "BEFORE AFTER",
        "pairs 1 and 2 are on the same deals (seed 7, the same rules)",
    )
    other = arena_json(tmp_path, "c.json", "easy,random", "--seed", "8", *SINGLE)
    refused(
        run("paired", str(before), str(after), str(other), str(after)),
        "'BEFORE 2' and 'AFTER 2'",
        "different seeds (8 and 7)",
    )
    refused(
        run("paired", str(before), str(after), str(other), str(tmp_path / "none.json")),
        "AFTER 2",
        "there is no file",
    )
