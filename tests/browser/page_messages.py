"""Every message id the page shows: found in static/ (``t("…")``, ``N_("…")``, ``data-i18n``)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from hjerterfri.bots import reasons
from hjerterfri.core.error_catalogue import all_sentences
from hjerterfri.core.rules import SETTINGS

STATIC = Path(__file__).resolve().parents[2] / "src" / "hjerterfri" / "web" / "static"
_JS_MESSAGE = re.compile(r"""\b(?:t|N_)\(\s*"((?:[^"\\]|\\.)*)"\s*[,)]""")
_ATTRIBUTES = ("data-i18n-title", "data-i18n-label", "data-i18n-placeholder")


class _MarkedText(HTMLParser):
    """Collects the text of elements marked ``data-i18n`` and the marked attributes' values."""

    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()
        self._open: list[tuple[str, str]] = []  # (tag, text so far) of marked elements

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        self.found.update(v for k, v in values.items() if k in _ATTRIBUTES and v)
        if "data-i18n" in values:
            if values["data-i18n"]:
                self.found.add(values["data-i18n"])
            else:
                self._open.append((tag, ""))

    def handle_data(self, data: str) -> None:
        if self._open:
            tag, text = self._open[-1]
            self._open[-1] = (tag, text + data)

    def handle_endtag(self, tag: str) -> None:
        if self._open and self._open[-1][0] == tag:
            self.found.add(self._open.pop()[1].strip())


def html_messages() -> set[str]:
    parser = _MarkedText()
    for path in STATIC.glob("*.html"):
        parser.feed(path.read_text(encoding="utf-8"))
    return parser.found


def js_messages() -> set[str]:
    found: set[str] = set()
    for path in (STATIC / "js").glob("*.js"):
        found.update(_JS_MESSAGE.findall(path.read_text(encoding="utf-8")))
    return found


def page_messages() -> set[str]:
    """The page's own text, and what the server sends it to translate: the bots' hint
    reasons, the error catalogue's sentences and the rule settings' names (/api/options)."""
    settings = {s.label for s in SETTINGS} | {c.label for s in SETTINGS for c in s.choices}
    served = set(reasons.ALL) | all_sentences() | (settings - {""})
    return html_messages() | js_messages() | served
