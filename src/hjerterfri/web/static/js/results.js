// Sentences about the end of a game: who won, or who drew.

import { currentLanguage, t } from "./i18n.js";

/** "Bjørn and Karin", "Anna, Bjørn og Karin": the language's own way of listing names. */
function names(seats, numbers) {
  const list = numbers.map((number) => seats.find((seat) => seat.seat === number)?.name ?? String(number));
  return new Intl.ListFormat(currentLanguage(), { style: "long", type: "conjunction" }).format(list);
}

function lowest(totals) {
  const best = Math.min(...totals);
  return totals.flatMap((total, seat) => (total === best ? [seat] : []));
}

/** `outcome` has `winners` and `draw` (a game summary or a state's `match`); `totals` per seat. */
export function resultSentence(seats, outcome, totals) {
  const winners = outcome.winners.length ? outcome.winners : lowest(totals);
  if (outcome.draw) return t("Draw between {names}", { names: names(seats, winners) });
  if (winners.length > 1) return t("Shared win: {names}", { names: names(seats, winners) });
  return t("{name} wins!", { name: names(seats, winners) });
}
