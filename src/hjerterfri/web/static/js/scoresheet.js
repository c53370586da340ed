// The score sheet: one row a deal, a column a player, totals below; the result once it is over.

import { N_, t } from "./i18n.js";
import { element } from "./forms.js";
import { resultSentence } from "./results.js";
import { signed } from "./seats.js";
import { renderChart, renderPlacings } from "./score-chart.js";
import { canPlayAgain } from "./play-again.js";
import { reviewHref } from "./review-link.js";

const $ = (id) => document.getElementById(id);

function row(label, values, best = []) {
  return element("tr", {}, [
    element("td", { textContent: label }),
    ...values.map((value, seat) => element("td", { textContent: signed(value), className: best.includes(seat) ? "best" : "" })),
  ]);
}

/** A deal's row; the moon shooter's points marked ★, with the words in the title. */
function dealRow(state, points, index) {
  const tr = row(String(index + 1), points);
  const shooter = state.moons?.[index];
  if (shooter !== null && shooter !== undefined) {
    const cell = tr.children[shooter + 1];
    cell.textContent = `★ ${cell.textContent}`;
    cell.className = "moon-deal";
    cell.title = t(N_("{name} shot the moon!"), { name: state.seats[shooter].name });
  }
  return tr;
}

function scoreTable(state) {
  const head = element("thead", {}, [
    element("tr", {}, [
      element("th", { textContent: t(N_("Deal")) }),
      ...state.seats.map((seat) => element("th", { textContent: seat.name, scope: "col" })),
    ]),
  ]);
  const body = element("tbody", {}, state.score_sheet.map((points, index) => dealRow(state, points, index)));
  const foot = element("tfoot", {}, [row(t(N_("Total")), state.totals, state.match.leaders)]);
  return element("table", { className: "score-table" }, [head, body, foot]);
}

function moonNote(state) {
  const moon = state.deal.moon;
  if (!moon || state.deal.phase !== "done") return "";
  return t(N_("{name} shot the moon!"), { name: state.seats[moon.shooter].name });
}

/** Fills the score sheet dialog from `state`. */
export function renderScoreSheet(state) {
  $("score-table").replaceChildren(scoreTable(state));
  const note = moonNote(state);
  $("moon-note").textContent = note;
  $("moon-note").hidden = !note;
  $("result-line").textContent = state.match.over ? resultSentence(state.seats, state.match, state.totals) : "";
  const over = state.match.over && state.score_sheet.length > 0;
  $("game-end").hidden = !over;
  if (over) {
    renderPlacings($("placings"), state);
    renderChart($("score-chart"), state);
  }
  $("next-deal-button").hidden = state.you !== "next_deal";
  $("new-game-button").hidden = !state.match.over;
  $("play-again-button").hidden = !canPlayAgain(state);
  const game = /^#game=(.+)$/.exec(location.hash)?.[1];
  $("review-game-link").hidden = !state.match.over || !game;
  if (game) $("review-game-link").href = reviewHref(decodeURIComponent(game), state.seat);
}

/** The score sheet of a game that is over, from the start page: to look at only. */
export function showPastScores(state) {
  renderScoreSheet(state);
  $("new-game-button").hidden = true;
  $("play-again-button").hidden = true;
  $("review-game-link").hidden = true; // the list has its own "Review" link
  $("scores-dialog").showModal();
}
