// The words around the table: deal number, pass direction, hearts broken, whose turn it is,
// and which of the bar's buttons can be used now.

import { N_, t } from "./i18n.js";
import { PASS_DIRECTIONS, name } from "./words.js";
import { resultSentence } from "./results.js";
import { away } from "./seats.js";
import { cardSymbol } from "./card-names.js";

const $ = (id) => document.getElementById(id);

function seatName(state, seat) {
  return state.seats[seat]?.name ?? "";
}

/** What the line above your hand says, by what the table waits for from you. */
const STATUS_BY_TURN = {
  pass: (state, chosen) =>
    t(N_("Choose 3 cards to pass to {name} ({count} chosen)."), { name: seatName(state, state.deal.pass_to), count: chosen }),
  play: (state) => (state.deal.trick.length ? t(N_("Your turn.")) : t(N_("Your lead."))),
  moon: () => t(N_("You shot the moon! Choose how it counts.")),
  next_deal: () => t(N_("The deal is over.")),
};

function waitingText(state) {
  if (state.match.over) return resultSentence(state.seats, state.match, state.totals);
  if (state.deal.phase === "pass") return t(N_("Waiting for the others to pass."));
  if (state.deal.to_act !== null && state.deal.to_act !== undefined) {
    const seat = state.deal.to_act;
    if (away(seat, state) === "gone") {
      const waiting = t(N_("Waiting for {name}, whose page is closed."), { name: seatName(state, seat) });
      const host = state.host === state.seat ? ` ${t(N_("You can let a bot play for them until they are back."))}` : "";
      return waiting + host;
    }
    return t(N_("Waiting for {name}."), { name: seatName(state, seat) });
  }
  return "";
}

export function statusText(state, chosenCount) {
  const byTurn = STATUS_BY_TURN[state.you];
  return byTurn ? byTurn(state, chosenCount) : waitingText(state);
}

/** After the pass, for the whole deal: what you gave and what you got, in short. */
function passSummary(state) {
  const deal = state.deal;
  if (deal.phase === "pass" || (!deal.passed && !deal.received)) return "";
  const parts = [];
  if (deal.passed) parts.push(t(N_("Passed {cards} to {name}"), { cards: deal.passed.map(cardSymbol).join(" "), name: seatName(state, deal.pass_to) }));
  if (deal.received) parts.push(t(N_("got {cards} from {name}"), { cards: deal.received.map(cardSymbol).join(" "), name: seatName(state, deal.pass_from) }));
  return parts.join(" · ");
}

export function renderBar(state) {
  const deal = state.deal;
  $("deal-number").textContent = t(N_("Deal {number}"), { number: deal.number });
  $("pass-info").textContent = name(PASS_DIRECTIONS, deal.pass_direction);
  const summary = passSummary(state);
  $("pass-summary").textContent = summary;
  $("pass-summary").hidden = !summary;
  $("jack-rule").hidden = !state.rules.jack_of_diamonds;
  $("hearts-broken").hidden = !deal.hearts_broken;
  $("hint-button").disabled = !state.hint_available;
  $("claim-button").hidden = !state.claim_available;
  $("undo-button").disabled = !state.undo_available;
  $("last-trick-button").disabled = !deal.last_trick;
}

export function showStatus(text, explaining = false) {
  const line = $("status-line");
  line.textContent = text;
  line.classList.toggle("explain", explaining);
}

/** The button beside the status line: what you can do now besides playing a card. */
const ACTION_LABELS = {
  pass: (state) => t(N_("Pass 3 cards to {name}"), { name: seatName(state, state.deal.pass_to) }),
  next_deal: () => t(N_("Next deal")),
  new_game: () => t(N_("New game")),
};

/** What the action button does now: `pass`, `next_deal`, `new_game`, or nothing. */
export function actionOf(state) {
  return state.match.over ? "new_game" : state.you;
}

export function renderActionButton(state, chosenCount) {
  const button = $("action-button");
  const label = ACTION_LABELS[actionOf(state)];
  button.hidden = !label;
  if (!label) return;
  button.textContent = label(state);
  button.disabled = actionOf(state) === "pass" && chosenCount !== 3;
}
