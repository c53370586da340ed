// A claim on the table: "Anna claims the remaining 8 tricks" and the hand she showed, as small
// cards. Announced as the claim comes in (table-events.js), then kept on the felt from the
// state's `deal.claim` until the next deal, so a page that comes back later sees it too.

import { N_, t } from "./i18n.js";
import { cardFace } from "./cards.js";
import { cardName } from "./card-names.js";
import { element } from "./forms.js";

const $ = (id) => document.getElementById(id);

/** Who claims how many tricks: `claim` is `{seat, tricks, hand}` (an event or the state's). */
export function claimSentence(state, claim) {
  const count = claim.tricks;
  if (claim.seat === state.seat) {
    return count === 1 ? t(N_("You claim the last trick.")) : t(N_("You claim the remaining {count} tricks."), { count });
  }
  const name = state.seats[claim.seat]?.name ?? "";
  if (count === 1) return t(N_("{name} claims the last trick."), { name });
  return t(N_("{name} claims the remaining {count} tricks."), { name, count });
}

/** The hand shown, as a row of small cards, each named for screen readers. */
export function claimCards(hand) {
  return element(
    "div",
    { className: "claim-cards" },
    hand.map((card) => element("div", { className: "card", innerHTML: cardFace(card), role: "img", ariaLabel: cardName(card) })),
  );
}

/** The note on the felt while the deal that was claimed is shown. */
export function renderClaim(state) {
  const claim = state.deal.claim ?? null;
  const note = $("claim-note");
  note.hidden = !claim;
  if (!claim) return;
  note.replaceChildren(element("p", { textContent: claimSentence(state, claim) }), claimCards(claim.hand));
}
