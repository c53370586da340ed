// The start page's lists: unfinished games to resume, and past games with their results.

import { N_, currentLanguage, t } from "./i18n.js";
import { element } from "./forms.js";
import { deleteGame, getLobby, listGames } from "./api.js";
import { errorText } from "./errors.js";
import { resultSentence } from "./results.js";
import { showPastScores } from "./scoresheet.js";
import { forgetSeat, heldIds, heldSeat } from "./seat-tokens.js";

const SHOWN = 8; // the newest games of each kind; older ones stay in the database

function when(iso) {
  const date = new Date(iso);
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: "medium", timeStyle: "short" }).format(date);
}

function standings(game) {
  return game.seats.map((seat) => `${seat.name} ${game.totals[seat.seat] ?? 0}`).join(" · ");
}

/** This browser may delete `game`: it holds the host's seat, or the game's seats need no token. */
function mayDelete(game) {
  return !game.token_seats?.length || heldSeat(game.id)?.seat === game.human_seat;
}

/** The item's buttons: `main`, and "Delete" (asked first) when this browser may delete the game. */
function actions(game, main, refresh) {
  const box = element("div", { className: "game-actions" }, [main]);
  if (!mayDelete(game)) return box;
  const button = element("button", { type: "button", className: "quiet-danger delete-game", textContent: t(N_("Delete")) });
  const error = element("p", { className: "error-text", role: "alert" });
  button.addEventListener("click", async () => {
    if (!confirm(t(N_("Delete this game? It cannot be undone.")))) return;
    button.disabled = true;
    try {
      await deleteGame(game.id, heldSeat(game.id));
    } catch (failure) {
      // A game gone already is what was wanted; any other refusal is said beside the button.
      if (failure.code !== "no_such_game") {
        error.textContent = errorText(failure.code, failure.message);
        button.disabled = false;
        return;
      }
    }
    forgetSeat(game.id);
    await refresh();
  });
  box.append(button, error);
  return box;
}

function unfinishedItem(game, onResume, refresh) {
  const button = element("button", { type: "button", className: "primary", textContent: t("Resume") });
  button.addEventListener("click", () => onResume(game));
  return element("li", { className: "unfinished-game" }, [
    element("div", {}, [
      element("div", { className: "game-when", textContent: `${when(game.updated)} · ${t("Deal {number}", { number: game.deal_number })}` }),
      element("div", { className: "game-result", textContent: standings(game) }),
    ]),
    actions(game, button, refresh),
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

function finishedItem(game, refresh) {
  const button = element("button", { type: "button", textContent: t(N_("Score sheet")) });
  button.addEventListener("click", () => showPastScores(asFinalState(game)));
  return element("li", { className: "finished-game" }, [
    element("div", {}, [
      element("div", { className: "game-when", textContent: when(game.updated) }),
      element("div", { className: "game-result", textContent: resultSentence(game.seats, game, game.totals) }),
      element("div", { className: "game-when", textContent: standings(game) }),
    ]),
    actions(game, button, refresh),
  ]);
}

/** Fills both lists from the server; `onResume(game)` opens an unfinished one, `onOpenLobby(id)`
 * a waiting room this browser has a seat in (so a host who left it before the start finds it).
 * A game this browser may delete has a "Delete" button; the lists are filled again after it. */
export async function showGameLists(onResume, onOpenLobby) {
  const refresh = () => showGameLists(onResume, onOpenLobby);
  const [all, finished] = await Promise.all([listGames("unfinished"), listGames("finished")]);
  // Only the games this browser can play: it holds a seat, or the game's seats need no token.
  const unfinished = all.filter((game) => heldSeat(game.id) || !game.token_seats?.length);
  const rooms = await waitingRooms(new Set([...all, ...finished].map((game) => game.id)));
  const resumeList = document.getElementById("unfinished-games");
  resumeList.replaceChildren(
    ...rooms.map((room) => waitingItem(room, onOpenLobby)),
    ...unfinished.slice(0, SHOWN).map((game) => unfinishedItem(game, onResume, refresh)),
  );
  document.getElementById("no-unfinished").hidden = unfinished.length + rooms.length > 0;
  const pastList = document.getElementById("finished-games");
  pastList.replaceChildren(...finished.slice(0, SHOWN).map((game) => finishedItem(game, refresh)));
  document.getElementById("no-finished").hidden = finished.length > 0;
}
