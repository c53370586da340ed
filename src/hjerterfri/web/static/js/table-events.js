// How each event of the table's log is shown as it arrives: one small animation per type. While
// they play, the plate of the seat whose card comes in is lit and the status line says what
// happens, so the table never shows a turn that is already over.

import { N_, t } from "./i18n.js";
import { animatePlay, animateTaken, showTrick } from "./trick.js";
import { pause, speed } from "./speed.js";
import { cardSymbol } from "./card-names.js";
import { markActing, signed } from "./seats.js";
import { showStatus } from "./table-view.js";
import { playSound } from "./sound.js";
import { claimCards, claimSentence } from "./claim-note.js";

const $ = (id) => document.getElementById(id);

/** A large message in the middle of the felt for a while ("Samler!"). */
export async function announce(title, text, ms) {
  const box = $("announcement");
  box.replaceChildren(Object.assign(document.createElement("strong"), { textContent: title }), text);
  box.hidden = false;
  await pause(ms);
  box.hidden = true;
}

export function symbols(cards) {
  return cards.map(cardSymbol).join(" ");
}

const seatName = (state, seat) => state.seats[seat]?.name ?? "";

/** The pass in words: what you gave and to whom, what you got and from whom. */
export function passSentences(state, passed, toSeat, received, fromSeat) {
  const sentences = [];
  if (passed?.length) sentences.push(t(N_("You passed {cards} to {name}."), { cards: symbols(passed), name: seatName(state, toSeat) }));
  if (received?.length) sentences.push(t(N_("{name} passed you {cards}."), { name: seatName(state, fromSeat), cards: symbols(received) }));
  return sentences.join(" ");
}

export const EVENT_SHOWS = {
  dealt: async () => {
    markActing(null);
    showTrick([], null);
  },
  passed: async (event, state, seen) => {
    if (event.seat !== state.seat) return null;
    seen.pass = event;
    showStatus(t(N_("Waiting for the others to pass.")));
    return null;
  },
  passes_exchanged: async (event, state, seen) => {
    const own = seen.pass;
    const players = state.seats.length;
    const offset = own ? (own.to_seat - own.seat + players) % players : null;
    const from = own ? (state.seat - offset + players) % players : state.deal.pass_from;
    const words = passSentences(state, own?.cards, own?.to_seat, event.received, from);
    showStatus(words);
    await announce(t(N_("The pass")), words, speed().trickMs * 2);
    return null;
  },
  played: async (event, state) => {
    markActing(event.seat);
    const name = seatName(state, event.seat);
    showStatus(event.seat === state.seat ? t(N_("You play {card}."), { card: cardSymbol(event.card) }) : t(N_("{name} plays."), { name }));
    playSound("card");
    await animatePlay(event.seat, event.card, state);
    const forYou = event.auto && event.seat === state.seat;
    return forYou ? t(N_("{card} was played for you."), { card: cardSymbol(event.card) }) : null;
  },
  trick_taken: async (event, state) => {
    markActing(null);
    showStatus(t(N_("{name} took the trick ({points} points)."), { name: seatName(state, event.winner), points: signed(event.points) }));
    playSound(event.cards.includes("QS") ? "queen" : "trick");
    await animateTaken(event.winner, state);
  },
  hearts_broken: async () => {
    $("hearts-broken").hidden = false;
    playSound("hearts");
  },
  claimed: async (event, state) => {
    markActing(event.seat);
    const words = claimSentence(state, event);
    showStatus(words);
    await announce(words, claimCards(event.hand), speed().trickMs * 3);
    return words;
  },
  moon: async (event, state) =>
    announce(
      t(N_("Moon!")),
      t(N_("{name} took every heart and the queen of spades."), { name: state.seats[event.shooter].name }),
      speed().trickMs * 2.5,
    ),
};

// After a claim the rest of the deal is the claimant's: its cards are not dealt out one by
// one (some twenty cards, seconds of waiting); the table shows the deal's end at once.
const CLAIMED_AWAY = new Set(["played", "trick_taken", "hearts_broken"]);

/** Shows `events` one after the other; returns what the player should be told afterwards. */
export async function showEvents(events, state) {
  const notes = [];
  const seen = {};
  let claimed = false;
  for (const event of events) {
    if (event.type === "claimed") claimed = true;
    else if (event.type === "dealt") claimed = false;
    else if (claimed && CLAIMED_AWAY.has(event.type)) continue;
    const note = await EVENT_SHOWS[event.type]?.(event, state, seen);
    if (note) notes.push(note);
  }
  return notes;
}
