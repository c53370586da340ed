// Entering a deal: each player's points, or the point cards each took; then add, correct or
// delete. The server judges every entry; its questions (was it a moon? how does it score?)
// become buttons, and its refusals a sentence in the page's language.
import { api } from "./api.js";
import { explain, t } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const HEARTS = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"].map((rank) => `${rank}H`);
const SYMBOLS = { H: "♥", S: "♠", D: "♦" };

const entry = { board: null, id: null, version: 0, mode: "points", editing: null, owners: {}, seat: 0, onSaved: null };

export function setupEntry(onSaved) {
  entry.onSaved = onSaved;
  $("entry").onsubmit = (event) => {
    event.preventDefault();
    submit({});
  };
  $("mode-points").onclick = () => setMode("points");
  $("mode-cards").onclick = () => setMode("cards");
  $("cancel").onclick = () => stopEditing();
  $("delete").onclick = () => removeDeal();
}

/** A new state of the board arrived: redraw the form, keeping what is being typed. */
export function updateEntry(id, version, board) {
  const fresh = entry.board === null || entry.board.names.join() !== board.names.join();
  Object.assign(entry, { id, version, board });
  if (entry.editing && entry.editing > board.deals.length) stopEditing();
  $("entry").hidden = board.outcome.over && !entry.editing;
  if (fresh) renderInputs();
  renderTitle();
  renderSum();
}

export function editingNumber() {
  return entry.editing;
}

export function startEditing(deal) {
  entry.editing = deal.number;
  const typed = deal.entry;
  clearForm();
  if (typed.cards) {
    typed.cards.forEach((hand, seat) => hand.forEach((card) => (entry.owners[normal(card)] = seat)));
    setMode("cards");
  } else {
    typed.points.forEach((points, seat) => (pointInputs()[seat].value = String(points)));
    setMode("points");
  }
  $("entry").hidden = false;
  renderTitle();
  renderSum();
  $("entry").scrollIntoView({ block: "start" });
  entry.onSaved(null);
}

function stopEditing() {
  entry.editing = null;
  clearForm();
  $("entry").hidden = entry.board.outcome.over;
  renderTitle();
  renderSum();
  entry.onSaved(null);
}

function renderTitle() {
  const next = entry.board.next;
  $("entry-title").textContent = entry.editing
    ? t("Correct deal {number}", { number: entry.editing })
    : next
      ? t("Deal {number}", { number: next.number })
      : "";
  $("save").textContent = entry.editing ? t("Save the correction") : t("Add the deal");
  $("delete").hidden = $("cancel").hidden = !entry.editing;
}

function renderInputs() {
  const { names } = entry.board;
  $("points").replaceChildren(
    ...names.map((name, seat) => {
      const item = document.createElement("li");
      const label = document.createElement("label");
      label.htmlFor = `points-${seat}`;
      label.textContent = name;
      const sign = document.createElement("button");
      sign.type = "button";
      sign.className = "sign";
      sign.textContent = "±";
      // Only the J♦ rule makes a deal's points negative; without it the button is only a puzzle.
      sign.hidden = !entry.board.rules.jack_of_diamonds;
      sign.setAttribute("aria-label", t("Change the sign of {name}'s points", { name }));
      const input = document.createElement("input");
      input.id = `points-${seat}`;
      input.name = `points-${seat}`;
      input.inputMode = "numeric";
      input.autocomplete = "off";
      input.placeholder = "0";
      input.oninput = renderSum;
      sign.onclick = () => {
        const value = input.value.trim();
        input.value = value.startsWith("-") ? value.slice(1) : `-${value}`;
        renderSum();
        input.focus();
      };
      item.append(label, sign, input);
      return item;
    }),
  );
  renderCards();
}

function pointCards() {
  return [...HEARTS, "QS", ...(entry.board.rules.jack_of_diamonds ? ["JD"] : [])];
}

function renderCards() {
  const { names } = entry.board;
  $("card-players").replaceChildren(
    ...names.map((name, seat) => {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.seat = String(seat);
      button.textContent = name;
      button.setAttribute("aria-pressed", String(seat === entry.seat));
      button.onclick = () => {
        entry.seat = seat;
        renderCards();
      };
      return button;
    }),
  );
  $("card-grid").replaceChildren(
    ...pointCards().map((card) => {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.card = card;
      button.className = `card ${card.endsWith("S") ? "black" : "red"}`;
      const owner = entry.owners[card];
      const face = document.createElement("span");
      face.textContent = `${card[0] === "T" ? "10" : card[0]}${SYMBOLS[card[1]]}`;
      const who = document.createElement("small");
      who.textContent = owner === undefined ? "" : names[owner];
      button.append(face, who);
      button.classList.toggle("taken", owner !== undefined);
      button.onclick = () => {
        if (entry.owners[card] === entry.seat) delete entry.owners[card];
        else entry.owners[card] = entry.seat;
        renderCards();
        renderSum();
      };
      return button;
    }),
  );
}

function setMode(mode) {
  entry.mode = mode;
  $("mode-points").setAttribute("aria-selected", String(mode === "points"));
  $("mode-cards").setAttribute("aria-selected", String(mode === "cards"));
  $("points").hidden = mode !== "points";
  $("cards").hidden = mode !== "cards";
  renderCards();
  renderSum();
  hideMessages();
}

function pointInputs() {
  return [...$("points").querySelectorAll("input")];
}

function readPoints() {
  return pointInputs().map((input) => {
    const text = input.value.trim().replace("−", "-");
    if (text === "") return 0;
    return /^[+-]?\d+$/.test(text) ? Number(text) : text;
  });
}

function readCards() {
  const hands = entry.board.names.map(() => []);
  for (const [card, seat] of Object.entries(entry.owners)) hands[seat].push(card);
  return hands;
}

function cardPoints() {
  const queen = entry.board.rules.queen_points;
  const hands = readCards();
  return hands.map((hand) => hand.reduce((sum, card) => sum + (card === "QS" ? queen : card === "JD" ? -10 : 1), 0));
}

function renderSum() {
  if (!entry.board) return;
  const expected = entry.board.deal_points;
  const values = entry.mode === "points" ? readPoints() : cardPoints();
  const whole = values.every((v) => typeof v === "number");
  const total = whole ? values.reduce((a, b) => a + b, 0) : "?";
  const sum = $("sum");
  sum.textContent =
    entry.mode === "points"
      ? t("Sum {total} of {expected}", { total, expected })
      : entry.board.names.map((name, seat) => `${name} ${values[seat]}`).join(" · ");
  sum.classList.toggle("ok", total === expected);
}

function clearForm() {
  for (const input of pointInputs()) input.value = "";
  entry.owners = {};
  hideMessages();
  renderCards();
}

function hideMessages() {
  $("entry-error").hidden = true;
  $("moon-question").hidden = true;
}

async function submit(answers) {
  const typed = entry.mode === "points" ? { points: readPoints() } : { cards: readCards() };
  const body = { ...typed, ...answers, version: entry.version };
  const path = entry.editing ? `boards/${entry.id}/deals/${entry.editing}` : `boards/${entry.id}/deals`;
  try {
    const data = entry.editing ? await api.put(path, body) : await api.post(path, body);
    entry.editing = null;
    clearForm();
    entry.onSaved(data);
  } catch (error) {
    if (error.reason === "moon_unclear") ask(explain(error.detail), moonAnswers(answers));
    else if (error.reason === "moon_choice_needed") ask(explain(error.detail), choiceAnswers(answers, error.detail.params.name));
    else showError(error);
  }
}

function moonAnswers(answers) {
  return [
    [t("Yes, a moon"), () => submit({ ...answers, moon: true })],
    [t("No"), () => submit({ ...answers, moon: false })],
  ];
}

function choiceAnswers(answers, name) {
  return [
    [t("Others get 26"), () => submit({ ...answers, moon_choice: "others_plus_26" })],
    [t("{name} gets −26", { name }), () => submit({ ...answers, moon_choice: "shooter_minus_26" })],
  ];
}

function ask(question, answers) {
  $("entry-error").hidden = true;
  $("moon-question-text").textContent = question;
  $("moon-answers").replaceChildren(
    ...answers.map(([label, action]) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = label;
      button.onclick = action;
      return button;
    }),
  );
  $("moon-question").hidden = false;
}

function showError(error) {
  $("moon-question").hidden = true;
  $("entry-error").textContent = explain(error.detail);
  $("entry-error").hidden = false;
}

async function removeDeal() {
  try {
    const data = await api.remove(`boards/${entry.id}/deals/${entry.editing}?version=${entry.version}`);
    entry.editing = null;
    clearForm();
    entry.onSaved(data);
  } catch (error) {
    showError(error);
  }
}

function normal(card) {
  const text = card.toUpperCase().replace("10", "T").replace("♥", "H").replace("♠", "S").replace("♦", "D");
  return text;
}
