// A bot's reason for its hint, in the player's language: the server sends the reason's template
// (the catalogue's msgid) and the values that fill it; a seat number becomes that player's name.

import { t } from "./i18n.js";

export function hintReason(hint, state) {
  if (!hint.reason_template) return hint.reason;
  const values = { ...hint.reason_params };
  if ("seat" in values) values.seat = state.seats[Number(values.seat)]?.name ?? values.seat;
  return t(hint.reason_template, values);
}
