// "Play again with the same rules": a new game against the same opponents, at the same rules,
// straight from the end of a game. Only where you are the one human at the table.

import { createGame } from "./api.js";
import { currentLanguage } from "./i18n.js";
import { holdSeat } from "./seat-tokens.js";

/** True when a new game like this one can be started from here. */
export function canPlayAgain(state) {
  if (!state?.match.over) return false;
  return state.seats.every((seat) => seat.seat === state.seat || seat.kind === "bot");
}

/** The settings of a new game with `state`'s rules, preset, opponents' levels and your name. */
export function sameGame(state) {
  return {
    name: state.seats[state.seat].name,
    language: currentLanguage(),
    preset: state.preset,
    rules: state.rules,
    opponents: state.seats.filter((seat) => seat.seat !== state.seat).map((seat) => seat.level),
    auto_play_forced: state.settings.auto_play_forced,
  };
}

/** Starts the new game and hands its id to `open`. */
export async function playAgain(state, open) {
  const game = await createGame(sameGame(state));
  holdSeat(game.id, game.seat, game.token);
  open(game.id);
}
