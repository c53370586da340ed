"""Every command's ``--help`` in an 80-column terminal: the description flows as paragraphs,
each line filled before the next begins, not broken where the source's lines break."""

from __future__ import annotations

from itertools import pairwise

import pytest
from typer.main import get_command
from typer.testing import CliRunner

from hjerterfri.cli import app

WIDTH = 80
COMMANDS = sorted(get_command(app).commands)  # type: ignore[attr-defined]


def description(command: str) -> list[str]:
    """The lines between the usage line and the first box of ``command --help``."""
    result = CliRunner().invoke(app, [command, "--help"], env={"COLUMNS": str(WIDTH)})
    assert result.exit_code == 0, result.output
    lines = [line.rstrip() for line in result.output.splitlines()]
    start = next(i for i, line in enumerate(lines) if "Usage:" in line) + 1
    end = next(i for i, line in enumerate(lines) if line.lstrip().startswith("╭"))
    return lines[start:end]


def test_every_command_has_a_description() -> None:
    assert {"arena", "paired", "parting", "play", "serve", "score"} <= set(COMMANDS)


@pytest.mark.parametrize("command", COMMANDS)
def test_the_description_fills_each_line_before_breaking(command: str) -> None:
    lines = description(command)
    assert any(lines), f"{command} --help has no description"
    for line, after in pairwise(lines):
        if line and after:
            next_word = after.split()[0]
            assert len(line) + 1 + len(next_word) > WIDTH - 2, (
                f"{command} --help breaks early: {line.strip()!r} then {next_word!r}"
            )
