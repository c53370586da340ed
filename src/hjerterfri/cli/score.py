"""``hjerterfri score``: the scoreboard in the terminal, for a game played with real cards.

Start a new board or continue a saved one (the same database as the browser's boards),
type each deal's points, see the totals after every deal, correct or delete a deal, until
someone wins. Every change is saved at once, so the browser and its followers see it too.

A board is changed only with its editor key: the boards made here (or taken over with a
share-to-edit link, ``--take``) keep theirs in a file on this machine (``score_keys``), and
only those are listed. Boards from before editor keys belong to whoever keeps the database:
they are offered here, and taking one over gives it a key.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.prompt import Confirm, IntPrompt, Prompt
from rich.table import Table

from hjerterfri.cli.score_keys import (
    KeyFileError,
    KeyRing,
    follow_path,
    read_share_link,
    share_path,
)
from hjerterfri.cli.score_setup import ask_labelled, ask_new_board
from hjerterfri.cli.score_text import Words, language_from_environment, score_table, status_line
from hjerterfri.cli.values import DatabaseOption, database
from hjerterfri.core.scoring import OTHERS_PLUS_26, SHOOTER_MINUS_26
from hjerterfri.i18n import LANGUAGES
from hjerterfri.services.scoreboard.board import Board
from hjerterfri.services.scoreboard.entry import Entry
from hjerterfri.services.scoreboard.errors import InvalidEntryError, Problem, ScoreboardError
from hjerterfri.services.store.boards import BoardStore, Stored

console = Console()
WHOLE = re.compile(r"^[+-]?\d+$")


def score(
    db: DatabaseOption = None,
    lang: Annotated[
        str | None, typer.Option("--lang", help=f"Language: {', '.join(LANGUAGES)}.")
    ] = None,
    take: Annotated[
        str | None,
        typer.Option(
            "--take", help="A share-to-edit link: keep score of that board on this machine."
        ),
    ] = None,
) -> None:
    """Keep score of a game played with real cards, deal by deal, until someone wins."""
    try:
        words = Words(lang or language_from_environment())
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--lang") from None
    try:
        ring = KeyRing()
        ring.ensure_writable()
    except KeyFileError as exc:
        _ = words
        problem = _(
            "{path} cannot be used ({problem}); it was left as it is: mend or move it.",
            path=str(exc.path),
            problem=exc.problem,
        )
        console.print(problem, style="red", markup=False)
        raise typer.Exit(1) from None
    store = BoardStore(database(db))
    stored = _take(store, ring, take, words) if take else _choose_board(store, ring, words)
    ScoreSession(store, stored, ring.keys[stored.id], words).run()


def _take(store: BoardStore, ring: KeyRing, link: str, _: Words) -> Stored:
    """A board handed over with its share-to-edit link: its key is kept on this machine."""
    held = read_share_link(link)
    if held is None:
        wrong = _("{link} is not a share-to-edit link (…/scoreboard/?board=…#key=…).", link=link)
        console.print(wrong, style="red", markup=False)
        raise typer.Exit(2)
    board_id, key = held
    try:
        stored = store.get(board_id, key)
    except ScoreboardError as exc:
        console.print(f"[red]{_.error(exc)}[/]")
        raise typer.Exit(1) from None
    ring.add(board_id, key)
    return stored


def _choose_board(store: BoardStore, ring: KeyRing, _: Words) -> Stored:
    """Continue an unfinished board this machine holds (or one from before keys), or a new one."""
    held = [b for b in store.held(ring.keys) if not b["over"]]
    unowned = [b for b in store.unowned() if not b["over"]]
    while held or unowned:
        table = Table(title=_("Saved boards"))
        table.add_column("#", justify="right")
        table.add_column(_("Players"))
        table.add_column(_("Deals"), justify="right")
        for number, saved in enumerate([*held, *unowned], start=1):
            names = ", ".join(saved["names"])
            if number > len(held):
                names += " " + _("(from before editor keys: no owner yet)")
            table.add_row(str(number), names, str(saved["deals"]))
        console.print(table)
        choices = ["n", *(str(n) for n in range(1, len(held) + len(unowned) + 1))]
        pick = Prompt.ask(_("Continue which board? (n = a new one)"), choices=choices, default="1")
        if pick == "n":
            break
        if int(pick) <= len(held):
            board_id = held[int(pick) - 1]["id"]
            return store.get(board_id, ring.keys[board_id])
        if Confirm.ask(_("Take this board over? Its editor key will be kept on this machine.")):
            board_id = unowned[int(pick) - len(held) - 1]["id"]
            ring.add(board_id, store.claim(board_id))
            return store.get(board_id, ring.keys[board_id])
    created = store.create(ask_new_board(console, _))
    ring.add(created.stored.id, created.key)
    return created.stored


class ScoreSession:
    """The deal-by-deal loop: show the table, take a command or a deal's points, save."""

    def __init__(self, store: BoardStore, stored: Stored, key: str, words: Words) -> None:
        self.store, self.stored, self.key, self._ = store, stored, key, words
        self.commands: dict[str, Callable[[], bool]] = {
            "e": self.edit,
            "d": self.delete,
            "r": self.rename,
            "s": self.share,
            "q": lambda: False,
        }

    @property
    def board(self) -> Board:
        return self.stored.board

    def run(self) -> None:
        _ = self._
        while True:
            console.print(score_table(self.board, _))
            console.print(f"[bold]{status_line(self.board, _)}[/]")
            if self.board.outcome.over:
                answer = Prompt.ask(
                    _("Correct a deal? e = edit, d = delete, r = rename, s = share, q = quit"),
                    choices=["e", "d", "r", "s", "q"],
                    default="q",
                )
            else:
                names = ", ".join(self.board.names)
                prompt = _(
                    "Points for {names} (e = edit, d = delete, r = rename, s = share, q = quit)",
                    names=names,
                )
                answer = Prompt.ask(prompt).strip()
            command = self.commands.get(answer.lower())
            if command is None:
                self.enter(answer, self.board.add)
            elif not command():
                console.print(_("The board is saved."))
                return

    def edit(self) -> bool:
        number = self._ask_deal_number()
        if number is not None:
            typed = Prompt.ask(self._("New points for deal {number}", number=number))
            self.enter(typed, lambda entry: self.board.edit(number, entry))
        return True

    def delete(self) -> bool:
        number = self._ask_deal_number()
        if number is not None and Confirm.ask(self._("Delete deal {number}?", number=number)):
            self._change(lambda: self.board.delete(number))
        return True

    def rename(self) -> bool:
        """New names for the players, each asked with the old one as the default."""
        names = [
            Prompt.ask(self._("Name of player {number}", number=number), default=name)
            for number, name in enumerate(self.board.names, start=1)
        ]
        self._change(lambda: self.board.rename(names))
        return True

    def share(self) -> bool:
        """The two links, to put after the server's address: one to watch, one to edit."""
        _ = self._
        console.print(_("Follow live (read only), after the server's address:"))
        console.print(follow_path(self.stored.follow), markup=False, soft_wrap=True)
        console.print(
            "[bold]"
            + _("Share to edit: whoever opens this can change and delete the board.")
            + "[/]"
        )
        console.print(share_path(self.stored.id, self.key), markup=False, soft_wrap=True)
        return True

    def enter(self, typed: str, change: Callable[[Entry], Any]) -> None:
        """Read points typed like ``13 0 13 0``; ask what the board needs to know about a moon."""
        parts = [part for part in re.split(r"[\s,;]+", typed) if part]
        points = tuple(_number(part) for part in parts)
        if len(points) != len(self.board.names) and any(isinstance(p, str) for p in points):
            said = self._(
                "“{text}” is not understood: type the points, like 13 0 13 0, or e, d, r, q.",
                text=typed.strip(),
            )
            console.print(f"[yellow]{said}[/]")
            return
        entry: Entry | None = Entry(points=points)
        while entry is not None:
            try:
                self._change(functools.partial(change, entry))
                return
            except InvalidEntryError as exc:
                entry = self._answer(exc, entry)

    def _answer(self, exc: InvalidEntryError, entry: Entry) -> Entry | None:
        """The board's question about a moon, asked; any other refusal, explained."""
        _ = self._
        console.print(f"[yellow]{_.error(exc)}[/]")
        if exc.reason is Problem.MOON_UNCLEAR:
            return dataclasses.replace(entry, moon=Confirm.ask(_("Was it a moon?")))
        if exc.reason is Problem.MOON_CHOICE_NEEDED:
            shooter = str(exc.params.get("name", ""))
            options = [
                (OTHERS_PLUS_26, _("Others get 26")),
                (SHOOTER_MINUS_26, _("{name} gets −26", name=shooter)),
            ]
            choice = ask_labelled(
                console, _("How does the moon score?"), options, default=OTHERS_PLUS_26, _=_
            )
            return dataclasses.replace(entry, moon_choice=choice)
        return None

    def _change(self, change: Callable[[], Any]) -> None:
        """Apply a checked change and save it; a save another device beat is reloaded."""
        try:
            change()
        except InvalidEntryError:
            raise
        except ScoreboardError as exc:
            console.print(f"[red]{self._.error(exc)}[/]")
            return
        try:
            self.stored = self.store.save(self.stored, self.key)
        except ScoreboardError as exc:
            console.print(f"[red]{self._.error(exc)}[/]")
            self.stored = self.store.get(self.stored.id, self.key)

    def _ask_deal_number(self) -> int | None:
        if not self.board.deals:
            console.print(self._("There are no deals yet."))
            return None
        choices = [str(d.number) for d in self.board.deals]
        return IntPrompt.ask(self._("Which deal?"), choices=choices, default=len(choices))


def _number(text: str) -> int | str:
    """Whole numbers become ints (also with a typographic minus); anything else stays text."""
    text = text.replace("−", "-")
    return int(text) if WHOLE.match(text) else text
