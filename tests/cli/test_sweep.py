"""Every subcommand with bad values, as a user would type them: never a traceback, always exit
code 2 and one line that names the option (issue 11). Nothing starts: if a bad value got
through, the guards below fail the test instead of opening a game, a server or a long run."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from typer.testing import CliRunner

from hjerterfri.cli import app
from hjerterfri.cli import arena as arena_module
from hjerterfri.cli import game as game_module
from hjerterfri.cli import score as score_module
from hjerterfri.tui import HjerterfriApp

MISSING_DIR = "/nonexistent/dir/x.json"
BAD_DBS = ["notaurl", "sqlite:////nonexistent/dir/x.db", "foo://bar"]
NUMBERS = ["abc", "1.5", ""]

BAD: dict[str, dict[str, list[str]]] = {
    "serve": {
        "--port": [*NUMBERS, "-1", "0", "99999"],
        "--host": ["nohost.invalid"],
        "--db": BAD_DBS,
    },
    "play": {
        "--lang": ["fr"],
        "--preset": ["nope"],
        "--players": [*NUMBERS, "2", "7"],
        "--opponents": ["genius", ",", "easy,easy,easy,easy"],
        "--target": [*NUMBERS, "0", "-5"],
        "--delay": ["abc", "-1", "nan", "inf"],
        "--seed": NUMBERS,
        "--db": BAD_DBS,
    },
    "watch": {
        "--preset": ["nope"],
        "--bots": ["genius", ",", "easy,easy,easy,easy,easy"],
        "--players": [*NUMBERS, "2", "9"],
        "--seed": NUMBERS,
        "--delay": ["abc", "-1"],
        "--record": [MISSING_DIR, "."],
    },
    "arena": {
        "--bots": ["genius", "hard", ",", "easy,easy,easy,easy,medium"],
        "--deals": [*NUMBERS, "0"],
        "--seed": NUMBERS,
        "--jobs": [*NUMBERS, "0", "100000"],
        "--preset": ["nope"],
        "--rules": ["nope"],
        "--players": ["abc", "2", "7"],
        "--json": [MISSING_DIR, "."],
    },
    "score": {
        "--lang": ["fr"],
        "--db": BAD_DBS,
    },
}
CASES = [
    (command, option, value)
    for command, options in BAD.items()
    for option, values in options.items()
    for value in values
]


@pytest.fixture(autouse=True)
def nothing_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    def started(*_args: Any, **_kwargs: Any) -> None:
        raise AssertionError("a bad value got through and the work started")

    monkeypatch.setattr(uvicorn.Server, "run", started)
    monkeypatch.setattr(HjerterfriApp, "run", started)
    monkeypatch.setattr(arena_module, "run_arena", started)
    monkeypatch.setattr(game_module, "play_deal", started)
    monkeypatch.setattr(score_module.ScoreSession, "run", started)


def error_lines(output: str) -> list[str]:
    """The text inside the error box, one entry per line."""
    box = output[output.index("╭") : output.rindex("╰")]
    lines = [line.strip("│ ").strip() for line in box.splitlines()[1:]]
    return [line for line in lines if line]


@pytest.mark.parametrize(("command", "option", "value"), CASES)
def test_a_bad_value_is_one_line_naming_the_option(
    command: str, option: str, value: str, tmp_path: Path
) -> None:
    args = [command, option, value]
    if command in ("play", "score") and option != "--db":
        args += ["--db", f"sqlite:///{tmp_path / 'games.sqlite3'}"]
    if command == "serve" and option != "--db":
        args += ["--db", f"sqlite:///{tmp_path / 'games.sqlite3'}", "--no-browser"]
    result = CliRunner().invoke(app, args, env={"COLUMNS": "400"})
    assert "Traceback" not in result.output
    assert isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == 2, result.output
    lines = error_lines(result.output)
    assert len(lines) == 1, result.output
    assert re.search(rf"'?{re.escape(option)}'?", lines[0]), lines[0]
    assert "Input should be" not in lines[0]  # pydantic's words are not the user's


def test_a_record_that_cannot_be_read_is_said_in_one_line(tmp_path: Path) -> None:
    for path in (tmp_path / "missing.json", tmp_path):
        result = CliRunner().invoke(app, ["replay", str(path)], env={"COLUMNS": "400"})
        assert result.exit_code == 2 and "Traceback" not in result.output
        assert result.output.strip().startswith(f"Cannot read {path}")
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    result = CliRunner().invoke(app, ["replay", str(binary)], env={"COLUMNS": "400"})
    assert result.exit_code == 1 and "Traceback" not in result.output


@pytest.mark.parametrize("command", ["serve", "play", "watch", "replay", "arena", "score"])
def test_every_command_explains_itself(command: str) -> None:
    result = CliRunner().invoke(app, [command, "--help"], env={"COLUMNS": "120"})
    assert result.exit_code == 0 and "Usage:" in result.output
