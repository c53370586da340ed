// The names of things the server sends as codes: levels, presets, directions, rule choices.
// Each is a literal marked N_ so the catalogue check finds it; name() translates a code.

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

export const CHOICE_NAMES = {
  pass_order: {
    left_first: N_("Left, right, across, none"),
    right_first: N_("Right, left, across, none"),
    none: N_("No passing"),
  },
  moon: {
    others_plus_26: N_("Everyone else gets 26"),
    shooter_minus_26: N_("The shooter gets −26"),
    shooters_choice: N_("The shooter chooses"),
    automatic: N_("Automatic: whatever is best for the shooter"),
  },
  ties: {
    draw: N_("It is a draw"),
    shared_win: N_("They share the win"),
    play_off: N_("Deal again until one leads"),
  },
  queen_points: { 13: N_("13 points"), 12: N_("12 points") },
  three_player_removes: { "2D": N_("Remove 2♦"), "2C": N_("Remove 2♣") },
};

export const SETTING_NAMES = {
  pass_order: N_("Passing"),
  moon: N_("Shooting the moon"),
  ties: N_("When the lowest total is shared"),
  queen_points: N_("Queen of spades counts"),
  three_player_removes: N_("With 3 players"),
  first_trick_points: N_("Points allowed in the first trick"),
  hearts_must_break: N_("Hearts must be broken before a heart is led"),
  queen_breaks_hearts: N_("The queen of spades breaks hearts"),
  jack_of_diamonds: N_("The jack of diamonds scores −10"),
  single_deal: N_("One deal only"),
};

/** The translated name of `code` in `table`, or the code itself when the page has none. */
export function name(table, code) {
  return table[code] ? t(table[code]) : String(code);
}
