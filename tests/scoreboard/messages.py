"""Every English message the scoreboard shows, found in its sources: the catalogues' to-do list."""

from __future__ import annotations

import re
from pathlib import Path

from hjerterfri.services.scoreboard.errors import TEMPLATES

SRC = Path(__file__).resolve().parents[2] / "src" / "hjerterfri"
PAGE = SRC / "web" / "static" / "scoreboard"
CLI = [
    SRC / "cli" / name for name in ("score.py", "score_setup.py", "score_text.py", "score_keys.py")
]

_JS_CALL = re.compile(r"""\bt\(\s*"((?:[^"\\]|\\.)*)\"""")
_PY_CALL = re.compile(r"""\b_\(\s*"((?:[^"\\]|\\.)*)\"""")
_HTML_TEXT = re.compile(r"<(\w+)[^>]*\bdata-i18n\b[^>]*>([^<]+)</\1>")
_HTML_LABEL = re.compile(r'data-i18n-label="([^"]+)"')


def page_messages() -> set[str]:
    found = set()
    for script in (PAGE / "js").glob("*.js"):
        found |= set(_JS_CALL.findall(script.read_text()))
    html = (PAGE / "index.html").read_text()
    found |= {text.strip() for _, text in _HTML_TEXT.findall(html)}
    found |= set(_HTML_LABEL.findall(html))
    return found


def cli_messages() -> set[str]:
    found = set()
    for module in CLI:
        found |= set(_PY_CALL.findall(module.read_text()))
    return found


def all_messages() -> set[str]:
    return page_messages() | cli_messages() | set(TEMPLATES.values())


if __name__ == "__main__":
    for message in sorted(all_messages()):
        print(message)
