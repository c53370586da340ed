"""Game review in the terminal: a game trick by trick (← →), every hand once it is over, each
trick's points, the score deal by deal, and the hard bot's view of the chosen player's card
(↑ ↓ chooses whose decisions, once the game is over).

What may be seen comes from ``services.review``; the bot's view from
``services.review_analysis``, made on its worker thread while this screen waits in a worker
of its own, and kept, so stepping back to a trick shows it at once.
"""

from __future__ import annotations

import asyncio
from typing import Any, ClassVar

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from hjerterfri.services.review_analysis import Reviews
from hjerterfri.services.table.config import TableError
from hjerterfri.tui.words import Words, card_text, cards_text


class ReviewScreen(Screen[None]):
    """One game, a trick at a time; Esc goes back."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", show=False),
        Binding("right", "move(1)", show=False),
        Binding("up", "player(-1)", show=False),
        Binding("down", "player(1)", show=False),
        Binding("pagedown", "page(1)", show=False),
        Binding("pageup", "page(-1)", show=False),
        Binding("escape", "back", show=False),
    ]

    def __init__(self, reviews: Reviews, game_id: str, seat: int | None, words: Words) -> None:
        super().__init__()
        self.reviews = reviews
        self.game_id = game_id
        self.words = words
        self.game: dict[str, Any] = reviews.view(game_id, seat)
        self.places: list[tuple[int, int | None]] = []  # each deal's pass (None), its tricks
        for d, deal in enumerate(self.game["deals"]):
            if deal["pass_offset"] and any(deal["passed"]):
                self.places.append((d, None))
            self.places += [(d, t) for t in range(len(deal["tricks"]))]
        self.at = 0
        humans = self.game["human_seats"] or [0]
        self.player: int = seat if seat is not None else humans[0]
        self.analysis: RenderableType = Text("")

    def compose(self) -> ComposeResult:
        yield Static(id="review-title", classes="dialog-title")
        with VerticalScroll(id="review-scroll"):
            yield Static(id="review-body")
        yield Static(self._keys(), id="review-keys", classes="dialog-keys")

    def _keys(self) -> str:
        if self.game["over"]:
            return self.words("← → trick · ↑ ↓ whose decisions · PgUp PgDn: scroll · Esc: back")
        return self.words("← → trick · PgUp PgDn: scroll · Esc: back")

    def on_mount(self) -> None:
        self.show()

    # -- keys ----------------------------------------------------------------------------
    def action_move(self, step: int) -> None:
        place = min(max(self.at + step, 0), max(len(self.places) - 1, 0))
        if place != self.at:
            self.at = place
            self.show()

    def action_player(self, step: int) -> None:
        if not self.game["over"]:
            return
        self.player = (self.player + step) % len(self.game["names"])
        self.show()

    def action_page(self, step: int) -> None:
        scroll = self.query_one("#review-scroll", VerticalScroll)
        if step > 0:
            scroll.scroll_page_down()
        else:
            scroll.scroll_page_up()

    def action_back(self) -> None:
        self.dismiss(None)

    # -- showing -------------------------------------------------------------------------
    def show(self) -> None:
        words = self.words
        title = self.query_one("#review-title", Static)
        body = self.query_one("#review-body", Static)
        if not self.places:
            title.update(words("Game review"))
            body.update(words("No card has been played in this game yet."))
            return
        d, t = self.places[self.at]
        deal = self.game["deals"][d]
        if t is None:
            where = words("Deal {number} · the pass", number=deal["number"])
        else:
            where = words(
                "Deal {number} · trick {trick} of {tricks}",
                number=deal["number"],
                trick=t + 1,
                tricks=self._tricks_per_deal(),
            )
        title.update(words("Game review") + " · " + where)
        self.analysis = Text(words("The hard bot is thinking…"), style="dim")
        body.update(self._body(deal, t))
        self._ask_bot(deal, t)

    def _tricks_per_deal(self) -> int:
        return 17 if self.game["players"] == 3 else 52 // self.game["players"]

    def _body(self, deal: dict[str, Any], t: int | None) -> RenderableType:
        words = self.words
        parts: list[RenderableType] = []
        if not self.game["over"]:
            parts.append(
                Text(
                    words("The game goes on: you see your own cards and the cards played so far."),
                    style="dim",
                )
            )
        if t is None:
            parts += self._passes(deal)
            parts += [Text(""), Text(words("Hands as dealt"), style="bold")]
            parts.append(self._hand_table(deal["dealt"], set()))
        else:
            parts += self._trick(deal["tricks"][t], deal)
            parts += [Text(""), Text(words("Hands before the trick"), style="bold")]
            gone = {c for trick in deal["tricks"][:t] for _, c in trick["plays"]}
            parts.append(self._hand_table(deal["hands"], gone))
        parts += [Text(""), Text(words("The hard bot's view"), style="bold")]
        parts.append(self.analysis)
        parts += [Text(""), Text(words("Score, deal by deal"), style="bold"), self._scores()]
        return Group(*parts)

    def _seat_name(self, seat: int) -> str:
        return str(self.game["names"][seat])

    def _trick(self, trick: dict[str, Any], deal: dict[str, Any]) -> list[RenderableType]:
        words = self.words
        plays = " · ".join(f"{self._seat_name(s)} {card_text(c)}" for s, c in trick["plays"])
        shown: list[RenderableType] = [Text(words("The trick") + ": " + plays, style="bold")]
        if trick["winner"] is None:
            shown.append(Text(words("This trick is still being played.")))
        else:
            taken = words(
                "{name} takes the trick: {points} points.",
                name=self._seat_name(trick["winner"]),
                points=trick["points"],
            )
            shown.append(Text(taken))
        if trick["claimed"]:
            claim = deal["claim"]
            shown.append(
                Text(
                    words(
                        "Played out after {name} claimed the last {count} tricks.",
                        name=self._seat_name(claim["seat"]),
                        count=claim["tricks"],
                    )
                )
            )
        return shown

    def _passes(self, deal: dict[str, Any]) -> list[RenderableType]:
        players = len(self.game["names"])
        shown: list[RenderableType] = []
        for seat, cards in enumerate(deal["passed"]):
            if cards:
                to = self._seat_name((seat + deal["pass_offset"]) % players)
                said = self.words("{name} passes to {to}:", name=self._seat_name(seat), to=to)
                shown.append(Text(f"{said} {cards_text(cards)}"))
        return shown

    def _hand_table(self, hands: list[list[str] | None], gone: set[str]) -> RenderableType:
        table = Table(box=None, show_header=False, padding=(0, 1))
        table.add_column(style="bold", no_wrap=True)
        table.add_column()
        for seat, name in enumerate(self.game["names"]):
            hand = hands[seat]
            if hand is None:
                table.add_row(name, Text(self.words("hidden until the game is over"), "dim"))
            else:
                table.add_row(name, cards_text([c for c in hand if c not in gone]))
        return table

    def _scores(self) -> RenderableType:
        table = Table(box=None, padding=(0, 1))
        table.add_column(self.words("Deal"))
        for name in self.game["names"]:
            table.add_column(name, justify="right")
        for deal in self.game["deals"]:
            if deal["points"] is None:
                continue
            cells = [f"{p} ({t})" for p, t in zip(deal["points"], deal["totals"], strict=True)]
            table.add_row(str(deal["number"]), *cells)
        return table

    # -- the bot's view ---------------------------------------------------------------------
    def _ask_bot(self, deal: dict[str, Any], t: int | None) -> None:
        name = self._seat_name(self.player)
        if t is None and not deal["passed"][self.player]:
            self._show_analysis(Text(self.words("{name}'s pass is not shown.", name=name), "dim"))
            return
        if t is not None and not any(s == self.player for s, _ in deal["tricks"][t]["plays"]):
            said = self.words("{name} has not played to this trick.", name=name)
            self._show_analysis(Text(said, "dim"))
            return
        place = self.at
        self.run_worker(self._analyse(deal["number"], t, place), group="review", exclusive=True)

    async def _analyse(self, number: int, t: int | None, place: int) -> None:
        try:
            future = self.reviews.analysis(self.game_id, number, t, self.player)
            result = await asyncio.wrap_future(future)
        except TableError as exc:
            shown: RenderableType = Text(str(exc), style="bold red")
        else:
            shown = self._analysis_text(result)
        if place == self.at:
            self._show_analysis(shown)

    def _show_analysis(self, shown: RenderableType) -> None:
        self.analysis = shown
        d, t = self.places[self.at]
        self.query_one("#review-body", Static).update(self._body(self.game["deals"][d], t))

    def _analysis_text(self, result: dict[str, Any]) -> RenderableType:
        words = self.words
        who = self._seat_name(result["seat"])
        choice, played = cards_text(result["choice"]), cards_text(result["played"])
        passing = result["kind"] == "pass"
        if result["differs"] and passing:
            head = words(
                "The hard bot would have passed {choice} instead of {played}.",
                choice=choice,
                played=played,
            )
        elif result["differs"]:
            head = words(
                "The hard bot would have played {choice} instead of {played}.",
                choice=choice,
                played=played,
            )
        elif passing:
            head = words("The hard bot would have passed {card} too.", card=choice)
        else:
            head = words("The hard bot would have played {card} too.", card=choice)
        reason = words.hint(result["reason_template"], result["reason_params"], self.game["names"])
        parts: list[RenderableType] = [
            Text(f"{who}: {head}", style="bold" if result["differs"] else ""),
            Text(reason),
        ]
        figures = [c for c in result["candidates"] if c["value"] is not None]
        if figures:
            parts.append(
                Text(
                    words(
                        "Expected result of each choice over the searched play-outs "
                        "(your points against the others' average; higher is better):"
                    ),
                    style="dim",
                )
            )
            mark = " · " + (words("passed") if passing else words("played"))
            for c in figures:
                mine = mark if set(c["cards"]) == set(result["played"]) else ""
                parts.append(Text(f"{cards_text(c['cards'])}  {c['value']:+.2f}{mine}"))
        return Group(*parts)
