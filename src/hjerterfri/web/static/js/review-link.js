// "Review the game": a link to the review page (review.html) of a game this browser may review.

import { N_, t } from "./i18n.js";
import { element } from "./forms.js";
import { heldSeat } from "./seat-tokens.js";

/** This browser may review `game`: it holds a seat there, or the game's seats need no token. */
export function mayReview(game) {
  return Boolean(heldSeat(game.id)) || !game.token_seats?.length;
}

/** The review page of game `id`, seen from `seat` (a game without tokens: the page holds none). */
export function reviewHref(id, seat = null) {
  const from = seat === null || seat === undefined ? "" : `&seat=${seat}`;
  return `review.html?game=${encodeURIComponent(id)}${from}`;
}

/** A link to `game`'s review, or null when this browser may not review it. */
export function reviewLink(game) {
  if (!mayReview(game)) return null;
  return element("a", { className: "button review-link", href: reviewHref(game.id, game.human_seat), textContent: t(N_("Review")) });
}
