"""Boxes over the table: the score sheet, the last trick, the keys, and the moon's choice.

Each one shows what it is given and says which key closes it; what the keys then do is
up to the table screen, which receives the key the box was closed with.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from rich.console import RenderableType
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

ENTER = "enter"


class InfoDialog(ModalScreen[str | None]):
    """A title, something to read, and the keys: Enter (when it does something) or Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", show=False),
        Binding("enter", "enter", show=False),
        Binding("p,l,f1,f2", "close", show=False),
    ]

    def __init__(self, title: str, body: RenderableType, keys: str, *, enter: bool) -> None:
        super().__init__()
        self._title = title
        self._body = body
        self._keys = keys
        self._enter = enter

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self._title, classes="dialog-title")
            with VerticalScroll(classes="dialog-scroll"):
                yield Static(self._body, classes="dialog-body")
            yield Static(self._keys, classes="dialog-keys")

    def action_close(self) -> None:
        self.dismiss(None)

    def action_enter(self) -> None:
        self.dismiss(ENTER if self._enter else None)


class ChoiceDialog(ModalScreen[str]):
    """Pick one of a few choices with the arrows and Enter; ``?`` shows a hint for it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("question_mark", "hint", show=False)]

    def __init__(
        self,
        title: str,
        choices: list[tuple[str, str]],
        keys: str,
        hint: Callable[[], str] | None = None,
    ) -> None:
        super().__init__()
        self._title = title
        self._choices = choices
        self._keys = keys
        self._hint = hint

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self._title, classes="dialog-title")
            yield OptionList(*(Option(label, id=value) for value, label in self._choices))
            yield Static("", id="choice-hint", classes="dialog-body")
            yield Static(self._keys, classes="dialog-keys")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(str(event.option.id))

    def action_hint(self) -> None:
        if self._hint is not None:
            self.query_one("#choice-hint", Static).update(self._hint())
