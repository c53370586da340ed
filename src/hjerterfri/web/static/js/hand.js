// Your hand: sorted by suit, fanned to fit the screen (two rows on a narrow one), lifted where a
// card may be played, and worked with the mouse or with arrows and Enter.

import { cardFace, compareCards } from "./cards.js";
import { cardName } from "./card-names.js";
import { N_, t } from "./i18n.js";

const LIFT_PX = 26;
const SPREAD = 1.06; // with room to spare the cards lie side by side, a little apart
const MIN_SHOWN = 0.4; // less than this part of a card and its rank and suit get cramped: two rows
const MIN_SHOWN_PX = 26;

export class Hand {
  /** `onActivate(card)` is called for a click, Enter or Space on a card. */
  constructor(container, onActivate) {
    this.container = container;
    this.onActivate = onActivate;
    this.cards = [];
    this.focusIndex = 0;
    container.setAttribute("role", "group");
    container.addEventListener("keydown", (event) => this.key(event));
    new ResizeObserver(() => this.layout()).observe(container);
  }

  /** `view`: {cards, legal, chosen, received, hinted} (sets of card texts). */
  render(view) {
    const hadFocus = this.container.contains(document.activeElement);
    const focused = document.activeElement?.dataset?.card;
    this.cards = [...view.cards].sort(compareCards);
    this.container.setAttribute("aria-label", t(N_("Your hand")));
    this.container.replaceChildren(...this.cards.map((card) => this.button(card, view)));
    const index = this.cards.indexOf(focused);
    this.focusIndex = index >= 0 ? index : Math.min(this.focusIndex, this.cards.length - 1);
    this.rove(hadFocus);
    this.layout();
  }

  button(card, view) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "card";
    button.dataset.card = card;
    button.innerHTML = cardFace(card);
    const states = { legal: view.legal, illegal: view.illegalShown, chosen: view.chosen, received: view.received, hinted: view.hinted };
    for (const [name, set] of Object.entries(states)) button.classList.toggle(name, Boolean(set?.has(card)));
    button.setAttribute("aria-pressed", String(view.chosen.has(card)));
    button.setAttribute("aria-label", cardName(card));
    button.addEventListener("click", () => {
      this.focusIndex = this.cards.indexOf(card);
      this.onActivate(card);
    });
    return button;
  }

  /** One card of the hand is in the tab order; the arrows move between them. */
  rove(moveFocus) {
    const buttons = [...this.container.children];
    buttons.forEach((button, index) => {
      button.tabIndex = index === this.focusIndex ? 0 : -1;
    });
    if (moveFocus) buttons[this.focusIndex]?.focus();
  }

  /** Focuses the card nearest the last focused place among those `preferred(card)` accepts. */
  focusCard(preferred) {
    const matching = this.cards.flatMap((card, index) => (preferred(card) ? [index] : []));
    const distance = (index) => Math.abs(index - this.focusIndex);
    this.focusIndex = matching.reduce((best, index) => (distance(index) < distance(best) ? index : best), matching[0] ?? 0);
    this.rove(true);
  }

  key(event) {
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -1, ArrowDown: 1 };
    const jumps = { Home: 0, End: this.cards.length - 1 };
    if (event.key in moves) {
      this.focusIndex = (this.focusIndex + moves[event.key] + this.cards.length) % this.cards.length;
    } else if (event.key in jumps) {
      this.focusIndex = jumps[event.key];
    } else {
      return;
    }
    event.preventDefault();
    this.rove(true);
  }

  /** Places the cards: as wide a fan as fits, or two rows when one would hide the ranks. */
  layout() {
    const buttons = [...this.container.children];
    if (!buttons.length) return;
    const width = this.container.clientWidth;
    const cardWidth = buttons[0].offsetWidth;
    const cardHeight = buttons[0].offsetHeight;
    const stepFor = (count) => Math.min(cardWidth * SPREAD, (width - cardWidth) / Math.max(1, count - 1));
    const rows = stepFor(buttons.length) < Math.max(MIN_SHOWN_PX, cardWidth * MIN_SHOWN) ? 2 : 1;
    const perRow = Math.ceil(buttons.length / rows);
    const rowOffset = cardHeight * 0.56; // the upper row's corners stay clear of a lifted card below
    buttons.forEach((button, index) => {
      const row = Math.floor(index / perRow);
      const inRow = row === rows - 1 ? buttons.length - perRow * row : perRow;
      const step = stepFor(inRow);
      const start = (width - (step * (inRow - 1) + cardWidth)) / 2;
      button.style.setProperty("--left", `${start + step * (index - row * perRow)}px`);
      button.style.setProperty("--top", `${LIFT_PX + row * rowOffset}px`);
    });
    this.container.classList.toggle("two-rows", rows === 2);
    this.container.style.height = `${LIFT_PX + cardHeight + (rows - 1) * rowOffset + 4}px`;
  }
}
