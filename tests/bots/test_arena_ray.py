"""The arena on a Ray cluster (a local one this test starts) and its per-deal JSON rows."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import ray
from typer.testing import CliRunner

from hjerterfri.bots.arena import run_arena
from hjerterfri.cli import app
from hjerterfri.core import Rules

BOTS = ("medium", "random", "random", "random")


def test_ray_runs_give_the_local_report_with_a_row_a_deal(tmp_path: Path) -> None:
    out = tmp_path / "ray.json"
    cluster = ray.init(num_cpus=2, include_dashboard=False, logging_level="warning")
    try:
        address = cluster.address_info["gcs_address"]
        args = ["arena", "--bots", ",".join(BOTS), "--deals", "3", "--seed", "4"]
        result = CliRunner().invoke(app, [*args, "--ray", address, "--json", str(out)])
        assert result.exit_code == 0, result.output
    finally:
        ray.shutdown()
    on_ray = json.loads(out.read_text())
    local = run_arena(BOTS, Rules(), deals=3, seed=4).to_dict()
    assert on_ray["deal_rows"] == local["deal_rows"]
    assert [s["mean"] for s in on_ray["slots"]] == [s["mean"] for s in local["slots"]]
    rows = on_ray["deal_rows"]
    assert len(rows) == on_ray["deal_plays"] == 3 * len(BOTS)
    assert {r["rotation"] for r in rows} == {0, 1, 2, 3}
    boards: dict[tuple[int, int], list[list[int]]] = {}
    for row in rows:
        boards.setdefault((row["match"], row["deal"]), []).append(row["points"])
    medium = statistics.fmean(statistics.fmean(p[0] for p in b) for b in boards.values())
    assert medium == on_ray["slots"][0]["mean"]  # the rows re-analysed give the report


def test_no_cluster_at_the_address_is_said_plainly() -> None:
    result = CliRunner().invoke(
        app, ["arena", "--bots", ",".join(BOTS), "--deals", "1", "--ray", "127.0.0.1:1"]
    )
    assert result.exit_code != 0
    assert "no Ray cluster at '127.0.0.1:1'" in result.output
