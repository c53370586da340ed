// The trick in the middle of the felt: cards fly in from their player and go to the winner.

import { cardFace } from "./cards.js";
import { cardName } from "./card-names.js";
import { PLATE_RADIUS, TRICK_RADIUS, seatPoint } from "./seats.js";
import { pause, speed } from "./speed.js";

const area = () => document.getElementById("trick-area");

function place(node, point) {
  node.style.setProperty("--x", `${point.x}%`);
  node.style.setProperty("--y", `${point.y}%`);
}

/** Where a card comes from: an opponent's plate, or the bottom edge for you. */
function origin(seat, state) {
  return seat === state.seat ? { x: 50, y: 105 } : seatPoint(seat, state, ...PLATE_RADIUS);
}

function trickCard(seat, card, index) {
  const node = document.createElement("div");
  node.className = "card trick-card";
  node.dataset.card = card;
  node.dataset.seat = seat;
  node.setAttribute("role", "img");
  node.setAttribute("aria-label", cardName(card));
  node.style.setProperty("--turn", `${((index * 37) % 11) - 5}deg`);
  node.innerHTML = cardFace(card);
  return node;
}

/** Shows `plays` ([{seat, card}]) in the middle at once, without animation. */
export function showTrick(plays, state) {
  area().replaceChildren(
    ...plays.map(({ seat, card }, index) => {
      const node = trickCard(seat, card, index);
      place(node, seatPoint(seat, state, ...TRICK_RADIUS));
      return node;
    }),
  );
}

/** One card flies from `seat` to its place in the trick. */
export async function animatePlay(seat, card, state) {
  const node = trickCard(seat, card, area().children.length);
  place(node, origin(seat, state));
  area().append(node);
  node.getBoundingClientRect(); // lay it out where it starts, so the move is animated
  place(node, seatPoint(seat, state, ...TRICK_RADIUS));
  await pause(speed().playMs);
}

/** The finished trick stays a moment, then goes to the winner. */
export async function animateTaken(winner, state) {
  for (const node of area().children) node.classList.toggle("winning", Number(node.dataset.seat) === winner);
  await pause(speed().trickMs);
  for (const node of area().children) {
    place(node, origin(winner, state));
    node.classList.add("taken");
  }
  await pause(speed().playMs);
  area().replaceChildren();
}
