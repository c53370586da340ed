// The start page's lists: unfinished games to resume, and past games with their results.

import { N_, currentLanguage, t } from "./i18n.js";
import { element } from "./forms.js";
import { getLobby, listGames } from "./api.js";
import { resultSentence } from "./results.js";
import { showPastScores } from "./scoresheet.js";
import { heldIds, heldSeat } from "./seat-tokens.js";

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

/** The tables for friends this browser holds a seat at that have not started yet. */
async function waitingRooms(known) {
  const ids = heldIds().filter((id) => !known.has(id));
  const rooms = await Promise.all(ids.map((id) => getLobby(id).catch(() => null)));
  return rooms.filter((room) => room && !room.started);
}

function waitingItem(room, onOpenLobby) {
  const button = element("button", { type: "button", className: "primary", textContent: t(N_("Open the waiting room")) });
  button.addEventListener("click", () => onOpenLobby(room.id));
  const names = room.seats.filter((seat) => seat.name).map((seat) => seat.name).join(" · ");
  return element("li", { className: "unfinished-game waiting-room" }, [
    element("div", {}, [
      element("div", { className: "game-when", textContent: t(N_("Table for friends, not started yet")) }),
      element("div", { className: "game-result", textContent: names }),
    ]),
    button,
  ]);
}

/** A finished game's summary shaped as the table's state, for the score sheet. */
function asFinalState(game) {
  const match = { over: true, winners: game.winners, draw: game.draw, leaders: game.winners };
  const moons = game.moons ?? []; // games stored before moons were kept have none
  return { seats: game.seats, score_sheet: game.scores, moons, totals: game.totals, match, deal: {}, you: null };
}

function finishedItem(game) {
  const button = element("button", { type: "button", textContent: t(N_("Score sheet")) });
  button.addEventListener("click", () => showPastScores(asFinalState(game)));
  return element("li", { className: "finished-game" }, [
    element("div", {}, [
      element("div", { className: "game-when", textContent: when(game.updated) }),
      element("div", { className: "game-result", textContent: resultSentence(game.seats, game, game.totals) }),
      element("div", { className: "game-when", textContent: standings(game) }),
    ]),
    button,
  ]);
}

/** Fills both lists from the server; `onResume(game)` opens an unfinished one, `onOpenLobby(id)`
 * a waiting room this browser has a seat in (so a host who left it before the start finds it). */
export async function showGameLists(onResume, onOpenLobby) {
  const [all, finished] = await Promise.all([listGames("unfinished"), listGames("finished")]);
  // Only the games this browser can play: it holds a seat, or the game's seats need no token.
  const unfinished = all.filter((game) => heldSeat(game.id) || !game.token_seats?.length);
  const rooms = await waitingRooms(new Set([...all, ...finished].map((game) => game.id)));
  const resumeList = document.getElementById("unfinished-games");
  resumeList.replaceChildren(
    ...rooms.map((room) => waitingItem(room, onOpenLobby)),
    ...unfinished.slice(0, SHOWN).map((game) => unfinishedItem(game, onResume)),
  );
  document.getElementById("no-unfinished").hidden = unfinished.length + rooms.length > 0;
  const pastList = document.getElementById("finished-games");
  pastList.replaceChildren(...finished.slice(0, SHOWN).map(finishedItem));
  document.getElementById("no-finished").hidden = finished.length > 0;
}
