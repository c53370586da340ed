// The page starts here: cards, language, then the start screen or the table named in the address
// (#game=ID), so that a reload or a bookmark comes back to the same game.

import { installCardDefinitions } from "./cards.js";
import { fetchLanguages, setLanguage } from "./i18n.js";
import { pref } from "./prefs.js";
import { applySpeed } from "./speed.js";
import { StartScreen } from "./start.js";
import { Table } from "./table.js";
import { wireControls } from "./controls.js";

const GAME_IN_ADDRESS = /^#game=(.+)$/;

function showConnection(status) {
  document.getElementById("connection-banner").hidden = status !== "lost";
  if (status === "gone") location.hash = "";
}

async function boot() {
  installCardDefinitions();
  applySpeed();
  const { languages, preferred } = await fetchLanguages();
  await setLanguage(pref("language", preferred));
  const table = new Table({ onLeave: () => (location.hash = ""), onConnection: showConnection });
  const start = new StartScreen(languages, (id) => (location.hash = `game=${id}`));
  wireControls(table);

  const route = async () => {
    const game = GAME_IN_ADDRESS.exec(location.hash)?.[1];
    if (game) {
      start.hide();
      table.open(decodeURIComponent(game));
    } else {
      table.close();
      await start.show();
    }
  };
  window.addEventListener("hashchange", route);
  await route();
  document.body.dataset.ready = "true";
}

boot();
