"""The table with the guided first game, the statistics and the review a key away.

With the guide on, before each decision the log says which rule limits the cards now, which
cards are allowed, and what the hint would do and why (``services.guide``); a refused card
is answered with the rule and the cards allowed. F5 turns the guide on or off at any time,
F4 shows the statistics, F6 the review of this game so far.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from textual.binding import Binding, BindingType

from hjerterfri.services import guide
from hjerterfri.services.table.config import TableError
from hjerterfri.tui import render
from hjerterfri.tui.table_screen import TableScreen
from hjerterfri.tui.words import card_text, cards_text

RULE_CODES = frozenset(
    {"must_follow_suit", "must_lead_lowest_club", "hearts_not_broken", "no_points_on_first_trick"}
)


class GuidedTableScreen(TableScreen):
    """The table; ``guided`` explains each decision before it is made."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f4", "statistics", show=False),
        Binding("f5", "guide", show=False),
        Binding("f6", "review", show=False),
    ]

    def __init__(
        self,
        *args: Any,
        guided: bool = False,
        on_statistics: Callable[[], None] | None = None,
        on_review: Callable[[str], None] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.guided = guided
        self._on_statistics = on_statistics
        self._on_review = on_review
        self._guided_at: int | None = None  # the log length whose decision was explained

    # -- the guide ---------------------------------------------------------------------------
    def after_steps(self) -> None:
        """Once every step is shown (the bots' cards too), the next decision explained."""
        super().after_steps()
        if self.guided and not self.busy:
            self._explain()

    def _explain(self) -> None:
        """Once per decision: the rule, the cards allowed and the hint, into the log."""
        table = self.session.table
        if len(table.log) == self._guided_at:
            return
        try:
            shown = guide.at_table(table, self.session.seat)
        except TableError:
            shown = None
        if shown is None:
            return
        self._guided_at = len(table.log)
        self.lines += self.guide_lines(shown)
        self._show_log()

    def guide_lines(self, shown: guide.Guidance, refused: str | None = None) -> list[str]:
        words = self.words
        names = render.names(self.state, words)
        lines = []
        if refused:
            lines.append(words.hint(guide.REFUSED, {"card": card_text(refused)}, names))
        rule = words.hint(shown.rule, dict(shown.params), names)
        allowed = (
            words.hint(guide.ALLOWED, {"cards": cards_text(list(shown.allowed))}, names)
            if shown.allowed
            else ""
        )
        lines.append(words("Guide: {text}", text=f"{rule} {allowed}".strip()))
        if shown.hint is not None and not refused:
            reason = words.hint(shown.hint.template, shown.hint.params, names)
            lines.append(words("Hint: {reason}", reason=reason))
        return lines

    def explain(self, exc: TableError, context: dict[str, Any]) -> str:
        said = super().explain(exc, context)
        card = context.get("card")
        if self.guided and card and exc.code in RULE_CODES:
            shown = guide.at_table(self.session.table, self.session.seat)
            if shown is not None:
                self.lines += self.guide_lines(shown, refused=str(card))
                self._show_log()
        return said

    def action_guide(self) -> None:
        self.guided = not self.guided
        words = self.words
        if self.guided:
            self._guided_at = None
            self.say(words("The guide is on: each decision is explained first (F5: off)."))
            self._explain()
        else:
            self.say(words("The guide is off (F5: on)."))

    # -- the other screens -------------------------------------------------------------------
    def action_statistics(self) -> None:
        if self._on_statistics is not None:
            self._on_statistics()

    def action_review(self) -> None:
        if self._on_review is not None:
            self._on_review(self.session.game_id)
