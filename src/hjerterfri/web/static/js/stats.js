// The statistics page: a name's figures from the server, a chart of the latest games, the
// CSV download and the reset (after a confirmation; the games themselves are kept).

import { N_, currentLocale, t } from "./i18n.js";
import { pickLanguage } from "./language-picker.js";
import { pref } from "./prefs.js";
import { renderTrend } from "./stats-chart.js";
import { LEVEL_NAMES, PRESET_NAMES, name } from "./words.js";

const $ = (id) => document.getElementById(id);
const OPPONENT_NAMES = { ...LEVEL_NAMES, mixed: N_("Mixed levels"), people: N_("People") };

let shown = null; // the figures on the page, redrawn when the language changes

function number(value, digits = 1) {
  if (value === null || value === undefined) return "–";
  return value.toLocaleString(currentLocale(), { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

function gameLine(play) {
  if (!play) return "–";
  const day = new Date(play.finished).toLocaleDateString(currentLocale());
  return t("{points} points ({date})", { points: play.points, date: day });
}

function figureRows(figures) {
  const rate = figures.win_rate === null ? null : figures.win_rate * 100;
  return [
    [N_("Games"), String(figures.games)],
    [N_("Wins"), t("{wins} ({rate} %)", { wins: figures.wins, rate: number(rate, 0) })],
    [N_("Points per deal"), number(figures.points_per_deal)],
    [N_("Points per game"), number(figures.points_per_game)],
    [N_("Moons shot"), String(figures.moons_shot)],
    [N_("Moons stopped"), String(figures.moons_stopped)],
    [N_("Q♠ taken"), String(figures.queens_taken)],
    [N_("Best game"), gameLine(figures.best)],
    [N_("Worst game"), gameLine(figures.worst)],
  ];
}

function renderFigures(list, figures) {
  list.replaceChildren(
    ...figureRows(figures).flatMap(([what, value]) => [
      Object.assign(document.createElement("dt"), { textContent: t(what) }),
      Object.assign(document.createElement("dd"), { textContent: value, title: what }),
    ]),
  );
}

function renderGroups(table, groups, heading, names) {
  const row = (cells, tag) => {
    const tr = document.createElement("tr");
    tr.append(...cells.map((text) => Object.assign(document.createElement(tag), { textContent: text })));
    return tr;
  };
  table.replaceChildren(
    row([t(heading), t("Games"), t("Wins"), t("Points per game")], "th"),
    ...groups.map((g) => row([name(names, g.key), String(g.games), String(g.wins), number(g.points_per_game)], "td")),
  );
}

function render(data) {
  shown = data;
  const straight = data.straight;
  $("stats-straight").hidden = false;
  $("stats-actions").hidden = false;
  $("stats-empty").hidden = straight.games > 0;
  renderFigures($("stats-figures"), straight);
  renderTrend($("stats-chart"), straight.trend);
  renderGroups($("stats-by-preset"), straight.by_preset, N_("Rules preset"), PRESET_NAMES);
  renderGroups($("stats-by-opponents"), straight.by_opponents, N_("Opponents"), OPPONENT_NAMES);
  $("stats-undo").hidden = data.with_undo.games === 0;
  renderFigures($("stats-undo-figures"), data.with_undo);
  $("stats-csv").href = `api/stats/csv?name=${encodeURIComponent(data.name)}`;
  $("stats-reset").hidden = !data.can_reset;
  $("stats-reset-note").textContent = t(data.can_reset
    ? N_("A reset keeps every game; from then on only new games count.")
    : N_("Statistics can be reset only on the computer that serves the game."));
}

function showError(text) {
  $("stats-error").textContent = text;
  $("stats-error").hidden = !text;
}

async function ask(path, options = {}) {
  const response = await fetch(path, options);
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    const code = body?.detail?.code;
    const reason = code === "not_local"
      ? t("Statistics can be reset only on the computer that serves the game.")
      : t("Something went wrong; try again.");
    throw new Error(reason);
  }
  return body;
}

async function show(event) {
  event?.preventDefault();
  const name = $("stats-name").value.trim();
  if (!name) {
    showError(t("Type a player's name, as it was typed at the table."));
    return;
  }
  showError("");
  try {
    render(await ask(`api/stats?name=${encodeURIComponent(name)}`));
  } catch (error) {
    showError(error.message);
  }
}

function askReset() {
  if (!shown) return;
  $("stats-confirm-text").textContent = t(
    "From now on only {name}'s new games count. No game is deleted.",
    { name: shown.name },
  );
  $("stats-confirm").showModal();
}

async function confirmed() {
  if ($("stats-confirm").returnValue !== "reset" || !shown) return;
  try {
    render(await ask(`api/stats/reset?name=${encodeURIComponent(shown.name)}`, { method: "POST" }));
  } catch (error) {
    showError(error.message);
  }
}

async function boot() {
  await pickLanguage(() => {
    if (shown) render(shown);
  });
  $("stats-form").addEventListener("submit", show);
  $("stats-reset").addEventListener("click", askReset);
  $("stats-confirm").addEventListener("close", confirmed);
  const named = new URLSearchParams(location.search).get("name") ?? pref("name", "");
  $("stats-name").value ||= named; // what was typed while the page started stays
  if ($("stats-name").value.trim()) await show();
  document.body.dataset.ready = "";
}

boot();
