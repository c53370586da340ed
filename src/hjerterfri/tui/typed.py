"""Typing a card by name (``qs``, ``10d``, ``t♦``): the letters so far, and when they name one.

The core reads the text (``parse_card``); this only decides when the typing is finished:
when a suit letter ends it. Anything else is kept until it is, or until it cannot become
a card, and then the whole text is reported so the player sees what they typed.

In Danish, Norwegian and Swedish the ranks may be typed as they are said: ``d`` for dame
(queen: ``ds`` is Q♠, ``dd`` Q♦), ``e`` for es/ess (ace), ``kn`` for knægt/knekt (jack), and
in Danish ``b`` for bonde (jack). A ``d`` first is then a rank, never a suit.
"""

from __future__ import annotations

import dataclasses

from hjerterfri.core import parse_card

RANKS = "23456789tjqka10"
SUITS = "cdhs♣♦♥♠"
KEYS = frozenset(RANKS + SUITS)
NORDIC_RANKS = {"d": "q", "e": "a", "kn": "j"}
SPOKEN_RANKS: dict[str, dict[str, str]] = {
    "da": {**NORDIC_RANKS, "b": "j"},
    "nb": NORDIC_RANKS,
    "sv": NORDIC_RANKS,
}


@dataclasses.dataclass(frozen=True)
class Typed:
    """The outcome of one key: still typing, a card (``QS``), or text that is no card."""

    text: str
    card: str | None = None
    bad: bool = False


class CardTyping:
    """The letters typed so far, read in ``language`` (its spoken rank letters too)."""

    def __init__(self, language: str = "en") -> None:
        self.text = ""
        self.spoken = SPOKEN_RANKS.get(language, {})
        self.keys = KEYS | frozenset("".join(self.spoken))

    def add(self, char: str) -> Typed:
        """One more key; a finished or impossible text starts the typing afresh."""
        self.text += char.lower()
        text = self.text
        if self._spoken_prefix(text):
            return Typed(text)
        if text[-1] in SUITS or len(text) > 3:
            self.text = ""
            rank = self.spoken.get(text[:-1], text[:-1])
            try:
                return Typed(text, card=str(parse_card(rank + text[-1])))
            except ValueError:
                return Typed(text, bad=True)
        if text[0] in SUITS or text[0] not in RANKS:
            self.text = ""
            return Typed(text, bad=True)
        return Typed(text)

    def _spoken_prefix(self, text: str) -> bool:
        """Text that is (the start of) a spoken rank, like ``d``, or ``k`` of ``kn``."""
        return any(word.startswith(text) for word in self.spoken)

    def back(self) -> None:
        self.text = self.text[:-1]

    def clear(self) -> None:
        self.text = ""
