// The start screen: set up a new board (names, preset and scoring variants) or open one this
// browser holds: the boards it made or was handed (editor keys) and the ones it follows.
import { api } from "./api.js";
import { explain, t } from "./i18n.js";
import { forgetFollow, forgetKey, held, rememberKey } from "./keys.js";
import { fillSelect, moonLabel, presetLabel, queenLabel, tieLabel } from "./labels.js";

const $ = (id) => document.getElementById(id);
let options = null;
let count = 4;

export async function showStart(openBoard) {
  options ||= await api.get("options");
  renderForm();
  $("new-board").onsubmit = (event) => {
    event.preventDefault();
    create(openBoard);
  };
  $("preset").onchange = () => applyPreset($("preset").value);
  await renderSaved();
  $("start").hidden = false;
}

/** Redraw the form's words (after a language change) without losing what was typed. */
export function renderForm() {
  if (!options) return;
  const counts = $("player-count");
  counts.replaceChildren(
    ...options.players.map((n) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = String(n);
      button.setAttribute("role", "radio");
      button.setAttribute("aria-checked", String(n === count));
      button.onclick = () => {
        count = n;
        renderForm();
      };
      return button;
    }),
  );
  const typed = [...$("names").querySelectorAll("input")].map((input) => input.value);
  $("names").replaceChildren(
    ...Array.from({ length: count }, (_, i) => {
      const item = document.createElement("li");
      const input = document.createElement("input");
      input.name = `name-${i + 1}`;
      input.maxLength = 20;
      input.autocomplete = "off";
      input.placeholder = t("Player {number}", { number: i + 1 });
      input.setAttribute("aria-label", t("Player {number}", { number: i + 1 }));
      input.value = typed[i] || "";
      input.oninput = renderDealers;
      item.append(input);
      return item;
    }),
  );
  const first = !$("preset").value;
  fillSelect($("preset"), Object.keys(options.presets), presetLabel, $("preset").value || "hjerterfri");
  fillSelect($("moon"), options.moon, moonLabel);
  fillSelect($("queen"), options.queen_points, queenLabel);
  fillSelect($("ties"), options.ties, tieLabel);
  if (first) applyPreset("hjerterfri");
  renderDealers();
}

function names() {
  return [...$("names").querySelectorAll("input")].map((input) => input.value.trim());
}

function renderDealers() {
  const labels = names().map((name, i) => name || t("Player {number}", { number: i + 1 }));
  fillSelect($("first-dealer"), labels.map((_, i) => i), (i) => labels[i]);
}

function applyPreset(name) {
  const rules = options.presets[name];
  $("moon").value = rules.moon;
  $("queen").value = String(rules.queen_points);
  $("jack").checked = rules.jack_of_diamonds;
  $("ties").value = rules.ties;
  $("target").value = String(rules.target);
}

async function create(openBoard) {
  const target = $("target").value.trim();
  const body = {
    names: names(),
    preset: $("preset").value,
    first_dealer: Number($("first-dealer").value),
    variants: {
      target: /^\d+$/.test(target) ? Number(target) : target,
      moon: $("moon").value,
      queen_points: Number($("queen").value),
      jack_of_diamonds: $("jack").checked,
      ties: $("ties").value,
    },
  };
  try {
    const data = await api.post("boards", body);
    rememberKey(data.id, data.key);
    $("new-board-error").hidden = true;
    openBoard(data.id);
  } catch (error) {
    $("new-board-error").textContent = explain(error.detail);
    $("new-board-error").hidden = false;
  }
}

async function renderSaved() {
  const { boards } = await api.post("boards/held", held());
  $("no-saved").hidden = boards.length > 0;
  $("saved").replaceChildren(
    ...boards.map((board) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = board.editor ? `?board=${encodeURIComponent(board.id)}` : `?follow=${encodeURIComponent(board.follow)}`;
      link.textContent = board.names.join(", ");
      const note = document.createElement("span");
      note.className = "muted";
      const progress = board.over
        ? t("finished after {count} deals", { count: board.deals })
        : t("{count} deals so far", { count: board.deals });
      note.textContent = board.editor ? progress : `${progress} · ${t("following")}`;
      item.append(link, note, board.editor ? deleteButton(board) : forgetButton(board));
      return item;
    }),
  );
}

/** A followed board is only forgotten by this browser: it stays for whoever keeps it. */
function forgetButton(board) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "small";
  button.textContent = t("Forget");
  button.setAttribute("aria-label", t("Stop following the board of {names}", { names: board.names.join(", ") }));
  button.onclick = async () => {
    forgetFollow(board.follow);
    await renderSaved();
  };
  return button;
}

/** Deleting a saved board, after the player confirms: it is gone for good, followers too. */
function deleteButton(board) {
  const names = board.names.join(", ");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "danger small";
  button.textContent = t("Delete");
  button.setAttribute("aria-label", t("Delete the board of {names}", { names }));
  button.onclick = async () => {
    if (!confirm(t("Delete the board of {names}? This cannot be undone.", { names }))) return;
    try {
      await api.remove(`boards/${encodeURIComponent(board.id)}`);
    } catch (error) {
      if (error.status !== 404) throw error; // already deleted elsewhere: just redraw
    }
    forgetKey(board.id);
    await renderSaved();
  };
  return button;
}
