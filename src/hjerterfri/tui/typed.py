"""Typing a card by name (``qs``, ``10d``, ``t♦``): the letters so far, and when they name one.

The core reads the text (``parse_card``); this only decides when the typing is finished:
when a suit letter ends it. Anything else is kept until it is, or until it cannot become
a card, and then the whole text is reported so the player sees what they typed.
"""

from __future__ import annotations

import dataclasses

from hjerterfri.core import parse_card

RANKS = "23456789tjqka10"
SUITS = "cdhs♣♦♥♠"
KEYS = frozenset(RANKS + SUITS)


@dataclasses.dataclass(frozen=True)
class Typed:
    """The outcome of one key: still typing, a card (``QS``), or text that is no card."""

    text: str
    card: str | None = None
    bad: bool = False


class CardTyping:
    """The letters typed so far."""

    def __init__(self) -> None:
        self.text = ""

    def add(self, char: str) -> Typed:
        """One more key; a finished or impossible text starts the typing afresh."""
        self.text += char.lower()
        text = self.text
        if text[-1] in SUITS or len(text) > 3:
            self.text = ""
            try:
                return Typed(text, card=str(parse_card(text)))
            except ValueError:
                return Typed(text, bad=True)
        if text[0] in SUITS:
            self.text = ""
            return Typed(text, bad=True)
        return Typed(text)

    def back(self) -> None:
        self.text = self.text[:-1]

    def clear(self) -> None:
        self.text = ""
