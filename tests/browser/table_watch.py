"""Watching the table screen as a player would: every change of the status line, of whose plate
is lit and of the action button is written down in the page, to check afterwards that the
table never showed a turn that was over."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

SUITS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RANKS = "23456789TJQKA"

WATCH = """() => {
  const log = (window.__tableLog = []);
  const screen = document.getElementById("table-screen");
  const status = document.getElementById("status-line");
  const action = document.getElementById("action-button");
  const note = () => {
    const lit = [...document.querySelectorAll("#felt .plate.to-act, #my-plate.to-act")];
    log.push({
      turn: screen.dataset.turn ?? "",
      status: status.textContent,
      lit: lit.map((plate) => Number(plate.dataset.seat)),
      action: action.hidden ? "" : action.textContent,
    });
  };
  new MutationObserver(note).observe(screen, {
    subtree: true, childList: true, characterData: true, attributes: true,
    attributeFilter: ["class", "data-turn", "hidden"],
  });
}"""


def symbol(card: str) -> str:
    """``TD`` → ``10♦``, as the page writes cards."""
    rank = "10" if card[0] == "T" else card[0]
    return rank + SUITS[card[1]]


def winning(cards: list[str]) -> str:
    """The card taking a trick so far: the highest of the suit led."""
    led = [c for c in cards if c[1] == cards[0][1]]
    return max(led, key=lambda c: RANKS.index(c[0]))


def watch(page: Page) -> None:
    page.evaluate(WATCH)


def log(page: Page) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = page.evaluate("() => window.__tableLog")
    return entries


def seat_names(page: Page) -> dict[int, str]:
    plates = page.locator("#felt .plate, #my-plate").all()
    return {
        int(plate.get_attribute("data-seat") or -1): plate.locator(".plate-name").inner_text()
        for plate in plates
    }
