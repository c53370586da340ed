// The scoreboard page: ?board=ID to keep score (with this browser's editor key for it, or
// one handed over in a share-to-edit link's #key=…), ?follow=TOKEN to watch read-only, else start.
import { api } from "./api.js";
import { editingNumber, setupEntry, startEditing, updateEntry } from "./entry.js";
import { explain, languages, t, useLanguage } from "./i18n.js";
import { editLink, forgetFollow, keyFor, rememberFollow, takeKeyFromAddress } from "./keys.js";
import { renderBoard } from "./render.js";
import { setupRename, updateRename } from "./rename.js";
import { renderForm, showStart } from "./start.js";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const page = { id: params.get("board"), follow: params.get("follow"), data: null };

async function main() {
  takeKeyFromAddress(page.id);
  const langs = await languages(api);
  const select = $("language");
  select.replaceChildren(...Object.entries(langs.names).map(([code, name]) => new Option(name, code, false, code === langs.chosen)));
  select.onchange = async () => {
    await useLanguage(api, select.value);
    renderForm();
    if (page.data) show(page.data);
  };
  await useLanguage(api, langs.chosen);
  if (page.follow) await openFollow(page.follow);
  else if (page.id) await openBoard(page.id);
  else await showStart(openNew);
}

function openNew(id) {
  history.pushState(null, "", `?board=${encodeURIComponent(id)}`);
  page.id = id;
  $("start").hidden = true;
  openBoard(id);
}

async function openBoard(id) {
  const data = await api.get(`boards/${encodeURIComponent(id)}`);
  setupEntry((saved) => show(saved || page.data));
  setupRename((saved) => show(saved));
  show(data);
  $("follow-link").value = new URL(`?follow=${encodeURIComponent(data.follow)}`, location.href).href;
  $("copy-link").onclick = () => navigator.clipboard?.writeText($("follow-link").value);
  $("share").hidden = false;
  $("show-edit-link").onclick = () => {
    $("edit-link").value = editLink(id, keyFor(id));
    $("edit-link-row").hidden = false;
    $("show-edit-link").hidden = true;
  };
  $("copy-edit-link").onclick = () => navigator.clipboard?.writeText($("edit-link").value);
  $("share-edit").hidden = false;
  listen(data.follow);
}

async function openFollow(follow) {
  const data = await api.get(`follow/${encodeURIComponent(follow)}`);
  rememberFollow(follow);
  $("following").hidden = false;
  $("edit-hint").hidden = true;
  show(data);
  listen(follow);
}

function show(data) {
  page.data = data;
  renderBoard(data.board, { onPickDeal: page.follow ? null : startEditing, editing: editingNumber() });
  if (!page.follow) {
    updateEntry(data.id, data.version, data.board);
    updateRename(data.id, data.version, data.board.names);
  }
  $("board").hidden = false;
}

/** Live updates: followers see every change; an editor sees what other phones entered. */
function listen(follow) {
  const stream = api.events(follow);
  stream.addEventListener("board", (event) => {
    const view = JSON.parse(event.data);
    if (page.data && view.version <= page.data.version) return;
    show(page.follow ? view : { ...view, id: page.id });
  });
  stream.addEventListener("gone", () => {
    stream.close();
    forgetFollow(follow);
    $("board").hidden = true;
    $("load-error").textContent = t("This board has been deleted.");
    $("load-error").hidden = false;
  });
}

main().catch((error) => {
  $("load-error").textContent = explain(error.detail || error.message);
  $("load-error").hidden = false;
});
