// The start page's lists: unfinished games to resume, and past games with their results.

import { N_, currentLocale, t } from "./i18n.js";
import { element } from "./forms.js";
import { deleteGame, deleteLobby, getLobby, listGames } from "./api.js";
import { errorText } from "./errors.js";
import { resultSentence } from "./results.js";
import { showPastScores } from "./scoresheet.js";
import { forgetSeat, heldIds, heldSeat } from "./seat-tokens.js";
import { recordButton } from "./record-download.js";
import { practiceMark } from "./practice.js";
import { reviewLink } from "./review-link.js";

const SHOWN = 8; // the newest games of each kind; older ones stay in the database

function when(iso) {
  const date = new Date(iso);
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short" }).format(date);
}

function standings(game) {
  return game.seats.map((seat) => `${seat.name} ${game.totals[seat.seat] ?? 0}`).join(" · ");
}

/** "Practice — undo used" under a game in which undo was used (none otherwise). */
function practiceLine(game) {
  const mark = practiceMark(game);
  return mark ? [element("div", { className: "game-when practice-mark", textContent: mark })] : [];
}

/** This browser may delete `game`: it holds the host's seat, or the game's seats need no token. */
function mayDelete(game) {
  return !game.token_seats?.length || heldSeat(game.id)?.seat === game.human_seat;
}

const GONE = new Set(["no_such_game", "no_such_table"]);

/** The item's buttons: `main`, and "Delete" (asked first) when `remove` is given: it deletes
 * game or table `id` on the server, and then the lists are filled again (`refresh`). */
function actions(id, main, remove, refresh) {
  const box = element("div", { className: "game-actions" }, [main]);
  if (!remove) return box;
  const button = element("button", { type: "button", className: "quiet-danger delete-game", textContent: t(N_("Delete")) });
  const error = element("p", { className: "error-text", role: "alert" });
  button.addEventListener("click", async () => {
    if (!confirm(t(N_("Delete this game? It cannot be undone.")))) return;
    button.disabled = true;
    try {
      await remove();
    } catch (failure) {
      // Gone already is what was wanted; any other refusal is said beside the button.
      if (!GONE.has(failure.code)) {
        error.textContent = errorText(failure.code, failure.message);
        button.disabled = false;
        return;
      }
    }
    forgetSeat(id);
    await refresh();
  });
  box.append(button, error);
  return box;
}

/** How to delete `game` from this browser, or null when it may not. */
function gameRemover(game) {
  return mayDelete(game) ? () => deleteGame(game.id, heldSeat(game.id)) : null;
}

function unfinishedItem(game, onResume, refresh) {
  const button = element("button", { type: "button", className: "primary", textContent: t("Resume") });
  button.addEventListener("click", () => onResume(game));
  return element("li", { className: "unfinished-game" }, [
    element("div", {}, [
      element("div", { className: "game-when", textContent: `${when(game.updated)} · ${t("Deal {number}", { number: game.deal_number })}` }),
      element("div", { className: "game-result", textContent: standings(game) }),
      ...practiceLine(game),
    ]),
    withReview(actions(game.id, button, gameRemover(game), refresh), game),
  ]);
}

/** The actions' box with a "Review" link after its first button, where this browser may. */
function withReview(box, game) {
  const review = reviewLink(game);
  if (review) box.firstChild.after(review);
  return box;
}

/** The tables for friends this browser holds a seat at that have not started yet. A held seat
 * at a table that is gone (deleted elsewhere) is forgotten, so it is not asked for again. */
async function waitingRooms(known) {
  const ids = heldIds().filter((id) => !known.has(id));
  const look = (id) =>
    getLobby(id).catch((failure) => {
      if (failure.code === "no_such_table") forgetSeat(id);
      return null;
    });
  const rooms = await Promise.all(ids.map(look));
  return rooms.filter((room) => room && !room.started);
}

function waitingItem(room, onOpenLobby, refresh) {
  const button = element("button", { type: "button", className: "primary", textContent: t(N_("Open the waiting room")) });
  button.addEventListener("click", () => onOpenLobby(room.id));
  const held = heldSeat(room.id);
  const remove = held?.seat === room.host ? () => deleteLobby(room.id, held.token) : null;
  const names = room.seats.filter((seat) => seat.name).map((seat) => seat.name).join(" · ");
  return element("li", { className: "unfinished-game waiting-room" }, [
    element("div", {}, [
      element("div", { className: "game-when", textContent: t(N_("Table for friends, not started yet")) }),
      element("div", { className: "game-result", textContent: names }),
    ]),
    actions(room.id, button, remove, refresh),
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
  const box = actions(game.id, button, gameRemover(game), refresh);
  const save = recordButton(game);
  if (save) button.after(save);
  withReview(box, game);
  return element("li", { className: "finished-game" }, [
    element("div", {}, [
      element("div", { className: "game-when", textContent: when(game.updated) }),
      element("div", { className: "game-result", textContent: resultSentence(game.seats, game, game.totals) }),
      element("div", { className: "game-when", textContent: standings(game) }),
      ...practiceLine(game),
    ]),
    box,
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
    ...rooms.map((room) => waitingItem(room, onOpenLobby, refresh)),
    ...unfinished.slice(0, SHOWN).map((game) => unfinishedItem(game, onResume, refresh)),
  );
  document.getElementById("no-unfinished").hidden = unfinished.length + rooms.length > 0;
  const pastList = document.getElementById("finished-games");
  pastList.replaceChildren(...finished.slice(0, SHOWN).map((game) => finishedItem(game, refresh)));
  document.getElementById("no-finished").hidden = finished.length > 0;
}
