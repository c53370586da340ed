"""Every string the terminal shows is in the tui catalogue of da, nb and sv, placeholders kept."""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest

from hjerterfri.i18n import catalog

SRC = Path(__file__).parents[2] / "src" / "hjerterfri"
FILES = [*(SRC / "tui").glob("*.py"), SRC / "cli" / "play.py", SRC / "cli" / "stats.py"]
CALLERS = {"words", "self", "self.words", "self._words"}


def used_msgids() -> set[str]:
    """The first argument of every ``words("…")`` call of the terminal game. (Its refusals
    are the error catalogue's, translated in the page's catalogue: tests/core/.)"""
    found: set[str] = set()
    for path in FILES:
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            first = node.args[0]
            literal = isinstance(first, ast.Constant) and isinstance(first.value, str)
            if literal and ast.unparse(node.func) in CALLERS:
                found.add(first.value)  # type: ignore[attr-defined]
    return found


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_msgids_are_found() -> None:
    assert {"Deal {number}", "Hint: {reason}", "pass left", "You"} <= used_msgids()


@pytest.mark.parametrize("language", ["da", "nb", "sv"])
def test_every_string_is_translated(language: str) -> None:
    translations = catalog(language, "tui")
    missing = sorted(m for m in used_msgids() if m not in translations)
    assert not missing, f"{language}/tui.po lacks: {missing}"
    for msgid, text in translations.items():
        assert placeholders(text) == placeholders(msgid), (language, msgid, text)
