// Renaming a board's players (a typo mended): the same seats and deals under new names.
import { api } from "./api.js";
import { explain, t } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const board = { id: null, version: 0, names: [], onSaved: null };

/** Wires the button and the form once; `onSaved` gets the board as saved. */
export function setupRename(onSaved) {
  board.onSaved = onSaved;
  $("rename-open").onclick = open;
  $("rename-cancel").onclick = close;
  $("rename").onsubmit = (event) => {
    event.preventDefault();
    save();
  };
}

/** The board as it now is (after any change, here or from another phone). */
export function updateRename(id, version, names) {
  Object.assign(board, { id, version, names });
  $("rename-open").hidden = !$("rename").hidden;
}

function open() {
  $("rename-names").replaceChildren(
    ...board.names.map((name, i) => {
      const item = document.createElement("li");
      const input = document.createElement("input");
      input.maxLength = 20;
      input.autocomplete = "off";
      input.value = name;
      input.setAttribute("aria-label", t("Player {number}", { number: i + 1 }));
      item.append(input);
      return item;
    }),
  );
  $("rename-error").hidden = true;
  $("rename").hidden = false;
  $("rename-open").hidden = true;
  $("rename-names").querySelector("input").focus();
}

function close() {
  $("rename").hidden = true;
  $("rename-open").hidden = false;
}

async function save() {
  const names = [...$("rename-names").querySelectorAll("input")].map((input) => input.value);
  try {
    const saved = await api.put(`boards/${encodeURIComponent(board.id)}/names`, { names, version: board.version });
    close();
    board.onSaved(saved);
  } catch (error) {
    $("rename-error").textContent = explain(error.detail);
    $("rename-error").hidden = false;
  }
}
