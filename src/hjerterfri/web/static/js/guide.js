// The guided first game: before each decision a panel under the hand says which rule limits
// the cards now, which cards are allowed, and what the hint would do and why (the server's
// guide, docs/protocol.md); a refused card is answered with the rule and the cards allowed.
// It is on when chosen on the start page or in the settings, and off with one click.

import { N_, t } from "./i18n.js";
import { pref, setPref } from "./prefs.js";
import { heldSeat } from "./seat-tokens.js";
import { cardSymbol } from "./card-names.js";
import { hintReason } from "./hints.js";

const $ = (id) => document.getElementById(id);
const DECIDING = new Set(["play", "pass"]);

let shownFor = null; // the seq whose guidance is asked for or shown
let guidance = null; // the server's answer for `shownFor`

export function guideOn() {
  return pref("guided", false);
}

function gameId() {
  return /^#game=(.+)$/.exec(location.hash)?.[1] ?? null;
}

async function fetchGuide(state) {
  const id = gameId();
  if (!id) return null;
  const token = heldSeat(id)?.token ?? "";
  const query = new URLSearchParams({ seat: state.seat, token });
  const response = await fetch(`api/games/${encodeURIComponent(id)}/guide?${query}`);
  if (!response.ok) return null;
  return response.json();
}

function sentence(template, params, state) {
  return hintReason({ reason_template: template, reason_params: params ?? {} }, state);
}

function allowedLine(cards) {
  return cards.length ? t(N_("You may play: {cards}."), { cards: cards.map(cardSymbol).join(" ") }) : "";
}

function draw(state, lines, teaching = false) {
  const panel = $("guide-panel");
  $("guide-text").replaceChildren(...lines.filter(Boolean).map((line) => Object.assign(document.createElement("p"), { textContent: line })));
  panel.classList.toggle("teaching", teaching);
  panel.hidden = false;
}

function explain(state, shown) {
  const hint = shown.hint ? t(N_("Hint: {reason}"), { reason: hintReason(shown.hint, state) }) : "";
  draw(state, [sentence(shown.rule, shown.rule_params, state), allowedLine(shown.allowed), hint]);
}

/** After each state drawn: the guide for the decision now (asked once per state), or hidden. */
export async function updateGuide(state) {
  const panel = $("guide-panel");
  if (!guideOn() || !state || state.match.over || !DECIDING.has(state.you)) {
    panel.hidden = true;
    return;
  }
  if (shownFor === state.seq && guidance) {
    explain(state, guidance);
    return;
  }
  shownFor = state.seq;
  guidance = null;
  const answer = await fetchGuide(state);
  if (shownFor !== state.seq || !answer?.rule) return;
  guidance = answer;
  explain(state, answer);
}

/** A refused card, in guided mode: the rule it broke and the cards that are allowed. */
export function teachRefusal(state, card) {
  if (!guideOn() || !state || state.you !== "play" || !card) return;
  const rule = guidance && shownFor === state.seq ? sentence(guidance.rule, guidance.rule_params, state) : "";
  draw(state, [t(N_("{card} is not allowed here."), { card: cardSymbol(card) }), rule, allowedLine(state.deal.legal)], true);
}

/** Turns the guide on or off (the settings' box and the panel's button), kept for next time. */
export function setGuide(on, state) {
  setPref("guided", on);
  $("guided-on").checked = on;
  shownFor = null;
  updateGuide(state);
}
