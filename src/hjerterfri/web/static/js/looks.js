// How the table looks, chosen in the settings and kept in localStorage: the card backs' colour
// and the felt's colour. The page's stylesheet draws each choice from a data attribute.

import { N_ } from "./i18n.js";
import { pref, setPref } from "./prefs.js";

export const CARD_BACKS = { blue: N_("Blue"), red: N_("Red"), green: N_("Green") };
export const TABLE_COLOURS = { green: N_("Green"), blue: N_("Blue"), red: N_("Red"), grey: N_("Grey") };

/** Puts the chosen looks on the page; called at start and after each change. */
export function applyLooks() {
  document.documentElement.dataset.cardBack = pref("cardBack", "blue");
  document.documentElement.dataset.tableColour = pref("tableColour", "green");
}

export function setLook(name, value) {
  setPref(name, value);
  applyLooks();
}
