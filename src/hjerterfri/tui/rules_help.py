"""The rules screen's text: the rules in force at this table and the tips.

The sentences are :mod:`hjerterfri.help`'s, the same the browser page shows; here the
example cards are printed as symbols in front of each sentence.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjerterfri.core.rules import Rules
from hjerterfri.help import help_sections
from hjerterfri.tui.words import cards_text


def rules_text(rules: dict[str, Any], language: str) -> Text:
    """The help for a table with ``rules`` (its state's plain form), in ``language``."""
    text = Text()
    for number, section in enumerate(help_sections(Rules.from_dict(rules), language)):
        if number:
            text.append("\n")
        text.append(section.title + "\n", style="bold")
        for item in section.items:
            text.append("• ")
            if item.cards:
                text.append(cards_text(item.cards) + "  ", style="bold")
            text.append(item.text + "\n")
    return text
