// "Save the record" for a finished game: the match record (docs/protocol.md) as a JSON file
// that `hjerterfri replay` reads. Only a player of the game may fetch it (its seat token),
// or anyone on this computer for a game whose seats need no token.

import { N_, t } from "./i18n.js";
import { element } from "./forms.js";
import { getRecord } from "./api.js";
import { errorText } from "./errors.js";
import { heldSeat } from "./seat-tokens.js";

/** This browser may ask for `game`'s record: it holds a seat there, or no seat needs a token. */
function mayExport(game) {
  return Boolean(heldSeat(game.id)) || !game.token_seats?.length;
}

/** A button that saves finished `game`'s record, or null when this browser may not. */
export function recordButton(game) {
  if (!mayExport(game)) return null;
  const button = element("button", { type: "button", className: "save-record", textContent: t(N_("Save the record")) });
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      const record = await getRecord(game.id, heldSeat(game.id));
      const file = new Blob([JSON.stringify(record, null, 1)], { type: "application/json" });
      const link = element("a", { href: URL.createObjectURL(file), download: `hjerterfri-${game.id}.json` });
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (failure) {
      button.title = errorText(failure.code, failure.message);
    } finally {
      button.disabled = false;
    }
  });
  return button;
}
