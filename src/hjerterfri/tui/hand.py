"""The player's hand: one row of cards sorted by suit, a cursor, and marks above the cards.

It only shows and points: which cards may be played comes from the view's ``legal`` list,
and choosing cards to pass is a selection the table checks when they are passed.
Marks: ▲ a card chosen to pass, ★ a card received; playable cards are bright, others dim.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from hjerterfri.tui.words import card_text

CELL = 4
SUIT_GAP = "  "


class Hand(Widget):
    """Cards, a cursor and marks; the screen tells it what to show and moves its cursor."""

    DEFAULT_CSS = "Hand { height: 3; }"

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.cards: list[str] = []
        self.legal: set[str] = set()
        self.chosen: list[str] = []
        self.received: set[str] = set()
        self.cursor = 0
        self.playing = False

    @property
    def current(self) -> str | None:
        return self.cards[self.cursor] if self.cards else None

    def show(
        self, cards: list[str], legal: list[str], received: set[str], *, playing: bool
    ) -> None:
        """New cards to show; the cursor stays on its card, or the nearest playable one."""
        was = self.current
        old = self.cursor
        self.cards = list(cards)
        self.legal = set(legal)
        self.received = received
        self.playing = playing
        self.chosen = [c for c in self.chosen if c in self.cards]
        if was in self.cards:
            self.cursor = self.cards.index(was)
        else:
            self.cursor = min(old, max(len(self.cards) - 1, 0))
        if playing and self.current not in self.legal:
            self._nearest_legal()
        self.refresh()

    def _nearest_legal(self) -> None:
        spots = [i for i, c in enumerate(self.cards) if c in self.legal]
        if spots:
            self.cursor = min(spots, key=lambda i: (abs(i - self.cursor), i))

    def move(self, step: int) -> None:
        if self.cards:
            self.cursor = (self.cursor + step) % len(self.cards)
            self.refresh()

    def point_at(self, card: str) -> bool:
        """Put the cursor on ``card``; False when it is not in the hand."""
        if card not in self.cards:
            return False
        self.cursor = self.cards.index(card)
        self.refresh()
        return True

    def toggle(self, limit: int) -> bool:
        """Choose or unchoose the card under the cursor; False when ``limit`` are chosen."""
        card = self.current
        if card is None:
            return True
        if card in self.chosen:
            self.chosen.remove(card)
        elif len(self.chosen) >= limit:
            return False
        else:
            self.chosen.append(card)
        self.refresh()
        return True

    def clear_choice(self) -> None:
        self.chosen = []
        self.refresh()

    def choose(self, cards: list[str]) -> None:
        self.chosen = [c for c in cards if c in self.cards]
        self.refresh()

    def chosen_in_order(self) -> list[str]:
        return [c for c in self.cards if c in self.chosen]

    def render(self) -> Text:
        marks, faces, under = Text(), Text(), Text()
        previous_suit = None
        for index, card in enumerate(self.cards):
            if previous_suit is not None and card[-1] != previous_suit:
                for line in (marks, faces, under):
                    line.append(SUIT_GAP)
            previous_suit = card[-1]
            mark = "▲" if card in self.chosen else "★" if card in self.received else ""
            marks.append(mark.center(CELL), style="bold yellow")
            faces.append(card_text(card).center(CELL), style=self._style(index, card))
            under.append(("▔" * 3 if index == self.cursor else "").center(CELL), style="bold")
        return Text("\n").join([marks, faces, under])

    def _style(self, index: int, card: str) -> str:
        style = "red" if card[-1] in "HD" else "white"
        if self.playing and card not in self.legal:
            style += " dim"
        else:
            style += " bold"
        if index == self.cursor:
            style += " reverse"
        return style
