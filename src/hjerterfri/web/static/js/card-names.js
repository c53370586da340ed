// A card's name in words for screen readers ("queen of spades", "spar dame") and its short symbol.

import { N_, t } from "./i18n.js";
import { rankLabel, rankOf, suitOf } from "./cards.js";

const RANK_WORDS = {
  2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"), 7: N_("seven"),
  8: N_("eight"), 9: N_("nine"), T: N_("ten"), J: N_("jack"), Q: N_("queen"), K: N_("king"), A: N_("ace"),
};
const SUIT_WORDS = { C: N_("clubs"), D: N_("diamonds"), H: N_("hearts"), S: N_("spades") };
export const SUIT_SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠" };

export function cardName(card) {
  return t(N_("{rank} of {suit}"), { rank: t(RANK_WORDS[rankOf(card)]), suit: t(SUIT_WORDS[suitOf(card)]) });
}

/** "Q♠", "10♥". */
export function cardSymbol(card) {
  return `${rankLabel(card)}${SUIT_SYMBOLS[suitOf(card)]}`;
}
