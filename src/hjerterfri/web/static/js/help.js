// The rules and tips dialog: the rules in force at this table (or in the start page's form) and
// the strategy tips, written once on the server (POST api/help) and shown with small cards.

import { currentLanguage, t } from "./i18n.js";
import { cardFace } from "./cards.js";

const $ = (id) => document.getElementById(id);

async function fetchHelp(rules) {
  const response = await fetch("api/help", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ language: currentLanguage(), rules }),
  });
  if (!response.ok) throw new Error(`help: HTTP ${response.status}`);
  return (await response.json()).sections;
}

function itemElement({ text, cards }) {
  const item = document.createElement("li");
  item.className = "help-item";
  if (cards.length) {
    const row = document.createElement("span");
    row.className = "help-cards";
    row.innerHTML = cards.map(cardFace).join("");
    item.append(row);
  }
  item.append(Object.assign(document.createElement("span"), { className: "help-text", textContent: text }));
  return item;
}

function sectionElement({ title, items }) {
  const section = document.createElement("section");
  section.append(Object.assign(document.createElement("h3"), { textContent: title }));
  const list = document.createElement("ul");
  list.className = "help-list";
  list.append(...items.map(itemElement));
  section.append(list);
  return section;
}

/** Opens the dialog for `rules()`; the dialog says so when the server cannot be reached. */
export async function showHelp(rules) {
  const body = $("help-body");
  body.replaceChildren();
  if (!$("help-dialog").open) $("help-dialog").showModal();
  try {
    const sections = await fetchHelp(rules);
    body.replaceChildren(...sections.map(sectionElement));
  } catch {
    body.replaceChildren(Object.assign(document.createElement("p"), { textContent: t("Connection lost. Reconnecting…") }));
  }
}

/** `tableRules()` gives the open table's rules, `formRules()` the start page's choice. */
export function wireHelp(tableRules, formRules) {
  $("help-button").addEventListener("click", () => showHelp(tableRules()));
  $("start-help").addEventListener("click", () => showHelp(formRules()));
}
