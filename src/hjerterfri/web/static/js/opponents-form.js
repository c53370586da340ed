// One level choice per opponent, named by where the opponent sits from you.

import { N_, t } from "./i18n.js";
import { LEVEL_NAMES, name } from "./words.js";
import { element } from "./forms.js";

export function seatPlace(offset, players) {
  if (offset === 1) return t(N_("Left"));
  if (offset === players - 1) return t(N_("Right"));
  if (offset * 2 === players) return t(N_("Across"));
  return t(N_("Opponent {number}"), { number: offset });
}

export class OpponentsForm {
  constructor(container, levels, defaultLevel) {
    this.container = container;
    this.levels = levels;
    this.defaultLevel = defaultLevel;
  }

  /** Shows `players - 1` choices, keeping the levels already chosen; `friendSeats` are marked. */
  render(players, chosen = this.read(), friendSeats = []) {
    const rows = [];
    for (let offset = 1; offset < players; offset += 1) {
      const place = seatPlace(offset, players);
      const label = friendSeats.includes(offset) ? t(N_("{place}: a friend's seat"), { place }) : place;
      const select = element(
        "select",
        { id: `opponent-${offset}` },
        this.levels.map((level) => new Option(name(LEVEL_NAMES, level), level)),
      );
      select.value = chosen[offset - 1] ?? this.defaultLevel;
      rows.push(element("label", { htmlFor: select.id, textContent: label }), select);
    }
    this.container.replaceChildren(...rows);
  }

  read() {
    return [...this.container.querySelectorAll("select")].map((select) => select.value);
  }
}
