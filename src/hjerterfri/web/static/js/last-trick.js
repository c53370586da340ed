// The last finished trick, shown on request: who played what, and who took it.

import { N_, t } from "./i18n.js";
import { cardFace } from "./cards.js";
import { cardName } from "./card-names.js";
import { element } from "./forms.js";

const $ = (id) => document.getElementById(id);

export function renderLastTrick(state) {
  const trick = state.deal.last_trick;
  if (!trick) return;
  const winner = state.seats[trick.winner].name;
  $("last-trick-text").textContent = t(N_("{name} took the trick ({points} points)."), { name: winner, points: trick.points });
  $("last-trick-cards").replaceChildren(
    ...trick.plays.map(({ seat, card }) => {
      const picture = element("div", { className: "card", innerHTML: cardFace(card), role: "img", ariaLabel: cardName(card) });
      return element("figure", { className: seat === trick.winner ? "winner" : "" }, [
        picture,
        element("figcaption", { textContent: state.seats[seat].name }),
      ]);
    }),
  );
}
