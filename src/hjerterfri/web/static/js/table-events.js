// How each event of the table's log is shown as it arrives: one small animation per type.

import { N_, t } from "./i18n.js";
import { animatePlay, animateTaken, showTrick } from "./trick.js";
import { pause, speed } from "./speed.js";
import { cardSymbol } from "./card-names.js";

const $ = (id) => document.getElementById(id);

/** A large message in the middle of the felt for a while ("Samler!"). */
export async function announce(title, text, ms) {
  const box = $("announcement");
  box.replaceChildren(Object.assign(document.createElement("strong"), { textContent: title }), text);
  box.hidden = false;
  await pause(ms);
  box.hidden = true;
}

export const EVENT_SHOWS = {
  dealt: async () => showTrick([], null),
  played: async (event, state) => {
    await animatePlay(event.seat, event.card, state);
    const forYou = event.auto && event.seat === state.seat;
    return forYou ? t(N_("{card} was played for you."), { card: cardSymbol(event.card) }) : null;
  },
  trick_taken: async (event, state) => animateTaken(event.winner, state),
  hearts_broken: async () => {
    $("hearts-broken").hidden = false;
  },
  moon: async (event, state) =>
    announce(
      t(N_("Moon!")),
      t(N_("{name} took every heart and the queen of spades."), { name: state.seats[event.shooter].name }),
      speed().trickMs * 2.5,
    ),
};

/** Shows `events` one after the other; returns what the player should be told afterwards. */
export async function showEvents(events, state) {
  const notes = [];
  for (const event of events) {
    const note = await EVENT_SHOWS[event.type]?.(event, state);
    if (note) notes.push(note);
  }
  return notes;
}
