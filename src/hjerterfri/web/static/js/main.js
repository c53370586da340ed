// The page starts here: cards, language, then the start screen, the table named in the address
// (#game=ID) or a table for friends' waiting room (#join=ID), so a reload or a link comes back.

import { installCardDefinitions } from "./cards.js";
import { fetchLanguages, setLanguage } from "./i18n.js";
import { pref } from "./prefs.js";
import { applySpeed, pause } from "./speed.js";
import { StartScreen } from "./start.js";
import { LobbyScreen } from "./lobby.js";
import { Table } from "./table.js";
import { wireControls } from "./controls.js";
import { wireHelp } from "./help.js";
import { applyLooks } from "./looks.js";

const GAME_IN_ADDRESS = /^#game=(.+)$/;
const LOBBY_IN_ADDRESS = /^#join=(.+)$/;

/** The banner while the server is away; back to the start when the game cannot be played. */
function showConnection(status, table, start) {
  document.getElementById("connection-banner").hidden = status !== "lost";
  if (status !== "gone") return;
  start.showError(table.lastError);
  location.hash = "";
}

/** Runs `load` until the server answers: the page may be opened before the server is up. */
async function untilServerAnswers(load) {
  const banner = document.getElementById("connection-banner");
  for (let pauseMs = 500; ; pauseMs = Math.min(pauseMs * 2, 4000)) {
    try {
      const result = await load();
      banner.hidden = true;
      return result;
    } catch {
      banner.hidden = false;
      await pause(pauseMs);
    }
  }
}

async function boot() {
  installCardDefinitions();
  applyLooks();
  applySpeed();
  const { languages, preferred } = await untilServerAnswers(fetchLanguages);
  const wanted = pref("language", preferred);
  await setLanguage(languages.some(({ code }) => code === wanted) ? wanted : preferred);
  const start = new StartScreen(
    languages,
    (id) => (location.hash = `game=${id}`),
    (id) => (location.hash = `join=${id}`),
  );
  const lobby = new LobbyScreen({
    onPlay: (id) => location.replace(`#game=${id}`),
    onLeave: () => (location.hash = ""),
  });
  const table = new Table({
    onLeave: () => (location.hash = ""),
    onConnection: (status) => showConnection(status, table, start),
  });
  wireControls(table, languages);
  wireHelp(() => table.state?.rules ?? {}, () => start.rules?.read() ?? {});
  document.getElementById("language").addEventListener("change", () => lobby.redraw());

  const route = async () => {
    const game = GAME_IN_ADDRESS.exec(location.hash)?.[1];
    const waiting = LOBBY_IN_ADDRESS.exec(location.hash)?.[1];
    if (game) {
      start.hide();
      lobby.close();
      table.open(decodeURIComponent(game));
    } else if (waiting) {
      start.hide();
      table.close();
      await untilServerAnswers(() => lobby.open(decodeURIComponent(waiting)));
    } else {
      table.close();
      lobby.close();
      await untilServerAnswers(() => start.show());
    }
  };
  window.addEventListener("hashchange", route);
  await route();
  document.body.dataset.ready = "true";
}

boot();
