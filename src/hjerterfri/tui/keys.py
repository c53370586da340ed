"""The keys: a short line for what can be done now, and the whole list for the help box.

Keys are the same in every language (card letters are the notation's: ``qs``, ``10d``);
their descriptions are translated. Command keys avoid the letters a card is typed with.
"""

from __future__ import annotations

from rich.table import Table
from textual.geometry import Size
from textual.widget import Widget

from hjerterfri.services.table.views import SeatState
from hjerterfri.tui.words import Words


class KeysBar(Widget):
    """The keys of the moment, wrapped between two keys, never inside one's description."""

    DEFAULT_CSS = "KeysBar { height: auto; }"

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.items: list[str] = []

    def show(self, items: list[str]) -> None:
        self.items = items
        self.refresh(layout=True)

    def render(self) -> str:
        return "\n".join(wrap(self.items, max(self.content_size.width, 20)))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(wrap(self.items, max(width, 20)))


def wrap(items: list[str], width: int, gap: str = "  ") -> list[str]:
    """The items on as few lines as fit ``width``, each item whole."""
    lines: list[str] = []
    for item in items:
        if lines and len(lines[-1]) + len(gap) + len(item) <= width:
            lines[-1] += gap + item
        else:
            lines.append(item)
    return lines


def keys_line(state: SeatState, words: Words) -> list[str]:
    """The keys that do something now, most useful first."""
    you = state.you
    parts: list[str] = []
    if you == "pass":
        parts += [words("←→ move"), words("Space choose"), words("Enter pass")]
    elif you == "play":
        parts += [words("←→ move"), words("Enter play"), words("qs/10d type a card")]
    elif you == "next_deal":
        parts.append(words("Enter next deal"))
    elif state.match.over:
        parts.append(words("Enter new game"))
    if state.hint_available:
        parts.append(words("? hint"))
    if state.undo_available:
        parts.append(words("u undo"))
    if state.claim_available:
        parts.append(words("! claim the rest"))
    # F2 (rules) and F3 (speed) are listed under F1: at 80×24 the bar has no room left.
    parts += [words("l last trick"), words("p scores"), words("F1 keys"), words("Ctrl+Q quit")]
    return parts


def help_text(words: Words) -> Table:
    """Every key and what it does."""
    table = Table(box=None, show_header=False, padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    rows = [
        ("← →", words("move along your hand")),
        ("Enter", words("play the card; pass the chosen cards; next deal; new game")),
        ("Space", words("choose or unchoose a card to pass")),
        ("qs 10d 2c", words("type a card: rank, then suit (c d h s)")),
        ("?", words("hint: what the medium bot would do, and why")),
        ("u", words("undo: back to before your last decision")),
        ("!", words("claim every trick left, when nobody can take one from you")),
        ("l", words("the last trick")),
        ("p", words("the score sheet")),
        ("o", words("play an only card by itself: on or off")),
        ("F2", words("the rules in force at this table, and tips")),
        ("F3", words("speed of the others' cards: slow, normal, fast, no pause")),
        ("F4", words("statistics for your name")),
        ("F5", words("the guide: each rule and tip explained before you act, on or off")),
        ("F6", words("review this game so far, trick by trick")),
        ("Esc", words("clear what you typed or chose; close a box")),
        ("Ctrl+Q", words("quit: the game is kept and resumes next time")),
    ]
    for key, text in rows:
        table.add_row(key, text)
    return table
