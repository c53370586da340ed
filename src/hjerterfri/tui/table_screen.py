"""The table: shows the seat's view, turns keys into the table's actions, paces the bots.

Every action goes to the ``Session`` off the event loop (a hard bot may think a while);
what comes back is a step per action, shown one after another with a short pause before
each card, so the bots' plays can be followed without a key press. A refusal changes
nothing and is explained in the message line.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any, ClassVar

from rich.console import Group
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Static

from hjerterfri.core.rules import PASS_COUNT
from hjerterfri.services.table.config import TableError
from hjerterfri.services.table.views import SeatState
from hjerterfri.tui import render
from hjerterfri.tui.dialogs import ENTER, ChoiceDialog, InfoDialog
from hjerterfri.tui.hand import Hand
from hjerterfri.tui.keys import KeysBar, help_text, keys_line
from hjerterfri.tui.rules_help import rules_text
from hjerterfri.tui.session import Session, Step
from hjerterfri.tui.speeds import SPEED_NAMES, next_speed
from hjerterfri.tui.typed import CardTyping
from hjerterfri.tui.words import Words, card_text

log = logging.getLogger(__name__)
LOG_LINES = 200


class TableScreen(Screen[None]):
    """One game at the table, from the human seat."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", show=False),
        Binding("right", "move(1)", show=False),
        Binding("home", "edge(0)", show=False),
        Binding("end", "edge(-1)", show=False),
        Binding("enter", "enter", show=False),
        Binding("space", "space", show=False),
        Binding("question_mark", "hint", show=False),
        Binding("u", "undo", show=False),
        Binding("exclamation_mark", "claim", show=False),  # letters type cards
        Binding("l", "last_trick", show=False),
        Binding("p", "scores", show=False),
        Binding("o", "auto_play", show=False),
        Binding("f1", "help", show=False),
        Binding("f2", "rules", show=False),
        Binding("f3", "speed", show=False),
        Binding("escape", "escape", show=False),
        Binding("backspace", "backspace", show=False),
    ]

    def __init__(
        self,
        session: Session,
        words: Words,
        *,
        delay: float,
        new_game: Callable[[], None],
        on_speed: Callable[[float], None] | None = None,
    ) -> None:
        super().__init__()
        self.session = session
        self.words = words
        self.delay = delay
        self._new_game = new_game
        self._on_speed = on_speed
        self._first = session.now()  # drawn as the screen mounts
        self.state: SeatState = self._first.state
        self.busy = False
        self.lines: list[str] = []
        self.typing = CardTyping(words.language)
        self._dialog_open = False

    # -- layout ----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="top")
        with Horizontal(id="board"):
            yield Static(id="scores")
            yield Static(id="trick")
        yield Static(id="log")
        yield Static(id="message")
        yield Hand(id="hand")
        yield Static(id="caption")
        yield KeysBar(id="keys")

    def on_mount(self) -> None:
        self.show(self._first, fresh=True)
        self.after_steps()

    # -- showing -----------------------------------------------------------------------------
    def show(self, step: Step, *, fresh: bool = False) -> None:
        """Draw one step: the view, and its events added to the log."""
        self.state = state = step.state
        if fresh:
            self.lines = []
        for event in step.events:
            line = render.event_line(event, state, self.words)
            if line:
                self.lines.append(line)
        self.lines = self.lines[-LOG_LINES:]
        words = self.words
        self.query_one("#top", Static).update(render.top_line(state, words))
        self.query_one("#scores", Static).update(render.scores_table(state, words))
        self.query_one("#trick", Static).update(render.trick_text(state, words))
        self._show_log()
        deal = state.deal
        hand = self.query_one(Hand)
        hand.show(
            list(deal.hand),
            list(deal.legal),
            render.received_in_hand(state),
            playing=state.you == "play",
        )
        if state.you != "pass":
            hand.clear_choice()
        self._show_caption()
        self.query_one(KeysBar).show(keys_line(state, words))
        self.say(render.prompt(state, words))

    def _show_log(self) -> None:
        """The newest lines that fit, counted in screen rows (a long line wraps onto two);
        measured again once the board above has taken its new height."""
        self._fit_log()
        self.call_after_refresh(self._fit_log)

    def _fit_log(self) -> None:
        widget = self.query_one("#log", Static)
        rows, width = max(widget.size.height, 3), max(widget.size.width, 20)
        wrapped = Text("\n".join(self.lines[-rows:])).wrap(self.app.console, width)
        widget.update(Text("\n").join(wrapped[-rows:]))

    def on_resize(self, _event: events.Resize) -> None:
        self._show_log()

    def _show_caption(self) -> None:
        chosen = self.query_one(Hand).chosen_in_order()
        self.query_one("#caption", Static).update(
            render.hand_caption(self.state, self.words, chosen)
        )

    def say(self, text: str, kind: str = "") -> None:
        message = self.query_one("#message", Static)
        message.set_classes(kind)
        message.update(text)

    def refuse(self, text: str) -> None:
        self.say(text, "error")

    # -- doing -------------------------------------------------------------------------------
    def perform(self, call: Callable[[], list[Step]], context: dict[str, Any]) -> None:
        """Ask the table in the background; show its steps, or why it refused."""
        if self.busy:
            self.refuse(self.words("Wait a moment: the others are still playing."))
            return
        self.busy = True
        self.typing.clear()
        self.run_worker(self._perform(call, context), group="table", exit_on_error=False)

    async def _perform(self, call: Callable[[], list[Step]], context: dict[str, Any]) -> None:
        try:
            steps = await asyncio.to_thread(call)
        except TableError as exc:
            self.busy = False
            self.refuse(self.explain(exc, context))
            return
        except Exception as exc:  # a bug or a lost database: say so, show the table as it is
            log.exception("the table failed")
            self.busy = False
            self.show(self.session.now(), fresh=True)
            self.refuse(self.words("Something went wrong: {error}", error=str(exc)))
            return
        try:
            for index, step in enumerate(steps):
                pause = self._pause_before(steps[index - 1], step) if index else 0.0
                if pause:
                    await asyncio.sleep(pause)
                self.show(step, fresh=context.get("reset", False))
        finally:
            self.busy = False
        if context.get("said"):
            self.say(context["said"])
        self.after_steps()

    def _pause_before(self, previous: Step, step: Step) -> float:
        """A card gets a pause before it is shown; twice as long after a trick was taken."""
        if not self.delay or step.action is None or step.action.kind != "play":
            return 0.0
        taken = not previous.state.deal.trick and previous.state.deal.last_trick
        return self.delay * (2 if taken else 1)

    def explain(self, exc: TableError, context: dict[str, Any]) -> str:
        deal = self.state.deal
        trick = deal.trick
        context = {
            "legal": list(deal.legal),
            "suit": trick[0].card[-1] if trick else "",
            **context,
        }
        return self.words.error(exc.code, str(exc), context)

    def after_steps(self) -> None:
        """Open what the table now waits for: the moon's choice, the deal's or game's end."""
        if self._dialog_open or self.busy:
            return
        you = self.state.you
        if you == "moon":
            self._ask_moon()
        elif you == "next_deal" or self.state.match.over:
            self._open_scores(ENTER)

    # -- keys ----------------------------------------------------------------------------------
    def action_move(self, step: int) -> None:
        self.typing.clear()
        self.query_one(Hand).move(step)

    def action_edge(self, end: int) -> None:
        self.typing.clear()
        hand = self.query_one(Hand)
        if hand.cards:
            hand.point_at(hand.cards[end])

    def action_enter(self) -> None:
        you = self.state.you
        hand = self.query_one(Hand)
        if you == "play" and hand.current:
            card = hand.current
            self.perform(lambda: self.session.play(card), {"card": card})
        elif you == "pass":
            chosen = hand.chosen_in_order()
            self.perform(lambda: self.session.pass_cards(chosen), {"count": len(chosen)})
        elif you == "next_deal":
            self.perform(self.session.next_deal, {})
        elif you == "moon":
            self._ask_moon()
        elif self.state.match.over:
            self._new_game()
        else:
            self._not_now()

    def action_space(self) -> None:
        if self.state.you != "pass":
            self._not_now()
            return
        hand = self.query_one(Hand)
        if not hand.toggle(PASS_COUNT):
            self.refuse(
                self.words(
                    "You have chosen {count} cards already: unchoose one first (Space).",
                    count=PASS_COUNT,
                )
            )
            return
        self._show_caption()
        self.say(render.prompt(self.state, self.words))

    def _not_now(self) -> None:
        if self.busy:
            self.refuse(self.words("Wait a moment: the others are still playing."))
        else:
            self.refuse(self.words("It is not your turn."))

    def action_hint(self) -> None:
        if self.busy:
            self._not_now()
            return
        try:
            hint = self.session.hint()
        except TableError as exc:
            self.refuse(self.explain(exc, {}))
            return
        reason = self.words.hint(hint.template, hint.params, render.names(self.state, self.words))
        if hint.cards:
            self.query_one(Hand).point_at(hint.cards[0])
        self.say(self.words("Hint: {reason}", reason=reason), "hint")

    def action_undo(self) -> None:
        said = self.words("Your last decision is taken back.")
        if not self.state.undo_used:  # the game's first undo: say once what it costs
            said += " " + self.words(
                "Undo puts the bots' cards back after you have seen them: "
                "this game now counts as practice (undo used)."
            )
        self.perform(self.session.undo, {"reset": True, "said": said})

    def action_claim(self) -> None:
        said = self.words("You claim every trick left; the cards are played out.")
        self.perform(self.session.claim, {"said": said})

    def action_auto_play(self) -> None:
        on = not self.state.settings.auto_play_forced
        said = (
            self.words("An only card is now played by itself.")
            if on
            else self.words("You now play an only card yourself.")
        )
        self.perform(lambda: self.session.set_auto_play_forced(on), {"said": said})

    def action_last_trick(self) -> None:
        self._dialog(
            self.words("Last trick"),
            render.last_trick_text(self.state, self.words),
            self.words("Esc: close"),
            enter=False,
        )

    def action_scores(self) -> None:
        self._open_scores(None)

    def action_help(self) -> None:
        body = Group(
            help_text(self.words), Text(""), Text(render.opponents(self.state, self.words))
        )
        self._dialog(self.words("Keys"), body, self.words("Esc: close"), enter=False)

    def action_rules(self) -> None:
        body = rules_text(self.state.rules.to_dict(), self.words.language)
        keys = self.words("↑ ↓ PgUp PgDn: scroll · Esc: close")
        self._dialog(self.words("Rules and tips"), body, keys, enter=False)

    def action_speed(self) -> None:
        """The next pace for the bots' cards; a new game keeps it."""
        name, self.delay = next_speed(self.delay)
        if self._on_speed is not None:
            self._on_speed(self.delay)
        self.say(self.words("Speed: {speed}", speed=self.words(SPEED_NAMES[name])))

    def action_escape(self) -> None:
        self.typing.clear()
        if self.state.you == "pass":
            self.query_one(Hand).clear_choice()
            self._show_caption()
        self.say(render.prompt(self.state, self.words))

    def action_backspace(self) -> None:
        self.typing.back()
        self._show_typing()

    def on_key(self, event: events.Key) -> None:
        char = (event.character or "").lower()
        if char and char in self.typing.keys:
            event.stop()
            self._typed(char)

    def _typed(self, char: str) -> None:
        typed = self.typing.add(char)
        if typed.bad:
            self.refuse(self.words.invalid_card(typed.text))
        elif typed.card is None:
            self._show_typing()
        elif not self.query_one(Hand).point_at(typed.card):
            self.refuse(self.words.error("not_in_hand", "", {"card": typed.card}))
        else:
            self.say(self._typed_prompt(typed.card))

    def _typed_prompt(self, card: str) -> str:
        you = self.state.you
        if you == "play":
            return self.words("{card}: Enter plays it.", card=card_text(card))
        if you == "pass":
            return self.words("{card}: Space chooses it.", card=card_text(card))
        return card_text(card)

    def _show_typing(self) -> None:
        if self.typing.text:
            self.say(self.words("Card: {text}…", text=self.typing.text))
        else:
            self.say(render.prompt(self.state, self.words))

    # -- dialogs ---------------------------------------------------------------------------
    def _dialog(self, title: str, body: Any, keys: str, *, enter: bool) -> None:
        self._dialog_open = True
        self.app.push_screen(InfoDialog(title, body, keys, enter=enter), self._dialog_closed)

    def _dialog_closed(self, result: str | None) -> None:
        self._dialog_open = False
        if result == ENTER:
            self.action_enter()

    def _open_scores(self, enter: str | None) -> None:
        words = self.words
        body: Any = render.score_sheet(self.state, words)
        keys = words("Esc: close")
        if self.state.match.over:
            body = _with_line(body, render.result_line(self.state, words))
            keys = words("Enter: new game · Esc: close · Ctrl+Q: quit")
        elif self.state.you == "next_deal":
            keys = words("Enter: next deal · Esc: close")
        self._dialog(words("Scores"), body, keys, enter=enter is not None)

    def _ask_moon(self) -> None:
        words = self.words
        choices = [
            ("others_plus_26", words("Everyone else gets 26 points")),
            ("shooter_minus_26", words("I take 26 points off my score")),
        ]

        def hint() -> str:
            try:
                advice = self.session.hint()
            except TableError as exc:
                return self.explain(exc, {})
            return words.hint(advice.template, advice.params, render.names(self.state, self.words))

        self._dialog_open = True
        dialog = ChoiceDialog(
            words("You shot the moon! How does it score?"),
            choices,
            words("↑ ↓ choose · Enter: confirm · ?: hint"),
            hint,
        )
        self.app.push_screen(dialog, self._moon_chosen)

    def _moon_chosen(self, choice: str | None) -> None:
        self._dialog_open = False
        if choice:
            self.perform(lambda: self.session.choose_moon(choice), {})


def _with_line(table: Any, line: str) -> Any:
    return Group(table, Text(line, style="bold"))
