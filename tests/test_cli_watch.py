"""``hjerterfri watch``: a whole bot game shown deal by deal, ending with the result."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from hjerterfri.cli import app
from hjerterfri.core.cards import MOON_CARDS
from hjerterfri.core.record import loads


def test_watch_shows_every_deal_and_the_result_and_writes_a_record(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    args = ["watch", "--delay", "0", "--seed", "4", "--bots", "random", "--record", str(record)]
    result = CliRunner().invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    match = loads(record.read_text())
    for deal in match.deals:
        assert f"Deal {deal.number:>2} (" in result.output
    assert ("Winner: Seat" in result.output) or ("Draw between" in result.output)
    assert max(match.totals) >= 100
    first = match.deals[0]
    clean = [s for s in range(4) if not int(first.taken(s)) & MOON_CARDS]
    ladder = next(line for line in result.output.splitlines() if "Ladder:" in line)
    assert [f"seat {s} 13/13 (top)" in ladder for s in range(4)] == [
        s in clean or s == first.moon_shooter for s in range(4)
    ]


def test_watch_refuses_an_unknown_bot_level() -> None:
    result = CliRunner().invoke(app, ["watch", "--bots", "genius"], env={"COLUMNS": "200"})
    assert result.exit_code != 0
    assert "there is no bot level 'genius'" in result.output
