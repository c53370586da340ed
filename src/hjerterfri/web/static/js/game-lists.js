// The start page's lists: unfinished games to resume, and past games with their results.

import { currentLanguage, t } from "./i18n.js";
import { element } from "./forms.js";
import { listGames } from "./api.js";
import { resultSentence } from "./results.js";

const SHOWN = 8; // the newest games of each kind; older ones stay in the database

function when(iso) {
  const date = new Date(iso);
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: "medium", timeStyle: "short" }).format(date);
}

function standings(game) {
  return game.seats.map((seat) => `${seat.name} ${game.totals[seat.seat] ?? 0}`).join(" · ");
}

function unfinishedItem(game, onResume) {
  const button = element("button", { type: "button", className: "primary", textContent: t("Resume") });
  button.addEventListener("click", () => onResume(game));
  return element("li", { className: "unfinished-game" }, [
    element("div", {}, [
      element("div", { className: "game-when", textContent: `${when(game.updated)} · ${t("Deal {number}", { number: game.deal_number })}` }),
      element("div", { className: "game-result", textContent: standings(game) }),
    ]),
    button,
  ]);
}

function finishedItem(game) {
  return element("li", { className: "finished-game" }, [
    element("div", {}, [
      element("div", { className: "game-when", textContent: when(game.updated) }),
      element("div", { className: "game-result", textContent: resultSentence(game.seats, game, game.totals) }),
      element("div", { className: "game-when", textContent: standings(game) }),
    ]),
  ]);
}

/** Fills both lists from the server; `onResume(game)` opens an unfinished one. */
export async function showGameLists(onResume) {
  const [unfinished, finished] = await Promise.all([listGames("unfinished"), listGames("finished")]);
  const resumeList = document.getElementById("unfinished-games");
  resumeList.replaceChildren(...unfinished.slice(0, SHOWN).map((game) => unfinishedItem(game, onResume)));
  document.getElementById("no-unfinished").hidden = unfinished.length > 0;
  const pastList = document.getElementById("finished-games");
  pastList.replaceChildren(...finished.slice(0, SHOWN).map(finishedItem));
  document.getElementById("no-finished").hidden = finished.length > 0;
}
