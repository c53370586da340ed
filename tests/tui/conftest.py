"""Helpers for the terminal tests: an app on a fresh SQLite file, what its screen shows, keys."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from textual.pilot import Pilot

from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.store.database import open_database
from hjerterfri.services.table.seat_bots import BotFactory, default_bots
from hjerterfri.tui import HjerterfriApp
from hjerterfri.tui.dialogs import ChoiceDialog, InfoDialog
from hjerterfri.tui.hand import Hand
from hjerterfri.tui.table_screen import TableScreen
from tests.conftest import own_loop

__all__ = ["own_loop"]  # the terminal tests import it from here too

SIZE = (80, 24)


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


def make_app(
    db_url: str,
    *,
    start: str = "new",
    bots: BotFactory = default_bots,
    **request: Any,
) -> HjerterfriApp:
    """An app on ``db_url`` that starts a new game (or ``start``), with no pause for bots."""
    fields: dict[str, Any] = {"name": "You", "seed": 5, **request}
    games = Games(open_database(db_url), bots=bots)
    return HjerterfriApp(games, NewGame(**fields), start=start, delay=0)


def screen_text(app: HjerterfriApp) -> str:
    """Every character of the terminal, as the player sees it (the dialogs over the table too)."""
    width, height = app.size
    console = Console(
        width=width, height=height, file=io.StringIO(), record=True, force_terminal=True
    )
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    console.print(update)
    return console.export_text()


def table(app: HjerterfriApp) -> TableScreen:
    for screen in reversed(app.screen_stack):
        if isinstance(screen, TableScreen):
            return screen
    raise AssertionError(f"no table on the screen; the screens are {app.screen_stack}")


def hand(app: HjerterfriApp) -> Hand:
    return table(app).query_one(Hand)


async def settle(pilot: Pilot[Any]) -> None:
    """Wait until the table has done what the last key asked (no sleeping: delay is 0)."""
    await pilot.pause()
    while pilot.app.workers._workers:
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()


async def press(pilot: Pilot[Any], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await settle(pilot)


async def point_at(pilot: Pilot[Any], card: str) -> None:
    """Move the cursor to ``card`` with the arrow keys."""
    cards = hand(pilot.app).cards  # type: ignore[arg-type]
    steps = cards.index(card) - hand(pilot.app).cursor  # type: ignore[arg-type]
    await press(pilot, *(["right"] * steps if steps > 0 else ["left"] * -steps))


async def take_turn(pilot: Pilot[Any]) -> None:
    """One decision by keys alone: close a box with Enter, pass 3 cards, or play a legal card."""
    app: HjerterfriApp = pilot.app  # type: ignore[assignment]
    if isinstance(app.screen, ChoiceDialog):
        await press(pilot, "enter")
        return
    if isinstance(app.screen, InfoDialog):
        await press(pilot, "enter")
        return
    you = table(app).state.you
    if you == "pass":  # the first three cards: choose, move on, choose, move on, choose
        await press(pilot, "home", "space", "right", "space", "right", "space", "enter")
    elif you == "play":  # the cursor rests on a playable card whenever it is your turn
        assert hand(app).current in hand(app).legal
        await press(pilot, "enter")
    else:
        raise AssertionError(f"nothing to do: the table waits for {you!r}\n{screen_text(app)}")


async def try_an_illegal_card(pilot: Pilot[Any]) -> tuple[str, list[str], tuple[Any, ...]]:
    """Play on until a card may not be played, then try it by keys.

    Returns the card, and the hand and the table's log just before Enter was pressed.
    """
    app: HjerterfriApp = pilot.app  # type: ignore[assignment]
    while not (table(app).state.you == "play" and hand(app).legal != set(hand(app).cards)):
        await take_turn(pilot)
    illegal = next(c for c in hand(app).cards if c not in hand(app).legal)
    await point_at(pilot, illegal)
    cards, log = list(hand(app).cards), table(app).session.table.log
    await press(pilot, "enter")
    return illegal, cards, log
