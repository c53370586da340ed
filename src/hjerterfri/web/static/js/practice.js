// Undo against bots puts their cards back in their hands after the player has seen them. That is
// the player's own business in a practice game, but the game says so once (as the first undo takes
// effect) and is marked "undo used" wherever it is listed (state.undo_used, game.undo_used).

import { N_, t } from "./i18n.js";
import { element } from "./forms.js";

const NOTICE_ID = "practice-notice";

/** The words that mark a game in which undo was used, or null. */
export function practiceMark(game) {
  return game.undo_used ? t(N_("Practice — undo used")) : null;
}

function noticeBox() {
  const existing = document.getElementById(NOTICE_ID);
  if (existing) return existing;
  const close = element("button", { type: "button", className: "bar-button" });
  const box = element("div", { id: NOTICE_ID, className: "practice-notice", role: "status", hidden: true }, [
    element("p", {}),
    close,
  ]);
  close.addEventListener("click", () => {
    box.hidden = true;
  });
  document.getElementById("felt").append(box); // over the felt: the screen's grid stays as it is
  return box;
}

/** Shows the notice when `state` is the first with undo used in this game (`previous` was not),
 * in a game against bots only; hides it when another game is shown. */
export function noticeFirstUndo(previous, state) {
  const box = noticeBox();
  if (previous?.game_id !== state.game_id) box.hidden = true;
  const humans = state.seats.filter((seat) => seat.kind === "human").length;
  const first = previous?.game_id === state.game_id && !previous.undo_used && state.undo_used;
  if (!first || humans !== 1) return;
  box.querySelector("p").textContent = t(
    N_("Undo puts the bots' cards back in their hands after you have seen them, so this game now counts as practice: it is marked “undo used”."),
  );
  box.querySelector("button").textContent = t(N_("Close"));
  box.hidden = false;
}
