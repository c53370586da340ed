"""Building an ``Advice``: the chosen cards and the reason sentence, kept with its template."""

from __future__ import annotations

from hjerterfri.bots.base import Advice
from hjerterfri.core.cards import CARDS, Suit


def symbol(card: int) -> str:
    """The card as a player reads it in a sentence: ``Q♠``, ``10♦``."""
    return CARDS[card].symbol


def play_advice(card: int, template: str, **params: object) -> Advice:
    """Advice to play ``card``; ``{card}`` in the template is filled in automatically."""
    values = {"card": symbol(card), **{k: _text(v) for k, v in params.items()}}
    return Advice((CARDS[card],), template.format(**values), template, values)


def pass_advice(cards: list[int], template: str, **params: object) -> Advice:
    """Advice to pass ``cards``; ``{cards}`` in the template is filled in automatically."""
    values = {"cards": " ".join(symbol(c) for c in cards), **params}
    texts = {k: _text(v) for k, v in values.items()}
    return Advice(tuple(CARDS[c] for c in cards), template.format(**texts), template, texts)


def _text(value: object) -> str:
    if isinstance(value, Suit):
        return value.symbol
    return str(value)
