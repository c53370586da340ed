// The names of things the server sends as codes: levels, presets, directions. Each is a literal
// marked N_ so the catalogue check finds it; name() translates a code. The rule settings' names
// come with their schema from the server (settingWords), so the page keeps no copy of them.

import { N_, t } from "./i18n.js";

export const LEVEL_NAMES = {
  random: N_("Random"),
  easy: N_("Easy"),
  medium: N_("Medium"),
  hard: N_("Hard"),
  expert: N_("Expert"),
};

export const PRESET_NAMES = {
  hjerterfri: N_("Hjerterfri (Danish family rules)"),
  windows: N_("Windows Hearts"),
  pagat: N_("Standard Hearts (pagat.com)"),
  omnibus: N_("Omnibus (J♦ scores −10)"),
  hjarter: N_("Hjärter (Swedish rules)"),
  online: N_("Online rules"),
};

export const PRESET_DESCRIPTIONS = {
  hjerterfri: N_("First trick clean, hearts must be broken, a moon gives the others 26."),
  windows: N_("As on Windows: first trick clean, hearts must be broken."),
  pagat: N_("Points may be taken in the first trick."),
  omnibus: N_("Whoever takes the jack of diamonds scores −10."),
  hjarter: N_("Passing starts to the right; the moon shooter scores −26."),
  online: N_("The queen of spades breaks hearts; the moon shooter chooses."),
};

export const PASS_DIRECTIONS = {
  left: N_("Pass to the left"),
  right: N_("Pass to the right"),
  across: N_("Pass across"),
  none: N_("No passing"),
};

/** The settings' names and their choices' names (msgids), read from the rules' schema that
 *  /api/options serves (`settings`): `{ settingNames: {moon: "Shooting the moon", …},
 *  choiceNames: {moon: {automatic: "Automatic: …", …}, …} }`. */
export function settingWords(settings) {
  const settingNames = {};
  const choiceNames = {};
  for (const setting of settings) {
    settingNames[setting.name] = setting.label;
    choiceNames[setting.name] = Object.fromEntries(setting.choices.filter((c) => c.label).map((c) => [c.value, c.label]));
  }
  return { settingNames, choiceNames };
}

/** The translated name of `code` in `table`, or the code itself when the page has none. */
export function name(table, code) {
  return table[code] ? t(table[code]) : String(code);
}
