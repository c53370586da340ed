// The trick in the middle of the felt: cards fly in from their player and go to the winner. The
// card that led is tagged, and the card winning the trick so far is lit, as each card lands.

import { N_, t } from "./i18n.js";
import { cardFace, rankOf, RANKS, suitOf } from "./cards.js";
import { cardName } from "./card-names.js";
import { PLATE_RADIUS, seatAngle, seatPoint } from "./seats.js";
import { pause, speed } from "./speed.js";

const area = () => document.getElementById("trick-area");

/** Where a card lies in the trick: beside the centre towards its player, in card sizes, so the
 *  trick grows with the cards and never reaches the plates round the edge. */
function spot(seat, state) {
  const a = seatAngle(seat, state);
  const many = state.seats.length > 4;
  const landscape = area().clientWidth > area().clientHeight;
  // Five or six seats: the side seats' cards move apart (up and down, and outwards on a wide
  // felt), so a later card does not hide the rank of the one under it.
  const across = many && landscape ? 1.2 : 0.95;
  const down = 0.56 * Math.sign(Math.sin(a)) * Math.abs(Math.sin(a)) ** (many ? 0.2 : 1);
  return {
    x: `calc(50% + ${(across * Math.cos(a)).toFixed(3)} * var(--card-w))`,
    y: `calc(50% + ${down.toFixed(3)} * var(--card-w) * 1.4)`,
  };
}

function place(node, point) {
  node.style.setProperty("--x", point.x);
  node.style.setProperty("--y", point.y);
}

function percent({ x, y }) {
  return { x: `${x}%`, y: `${y}%` };
}

/** Where a card comes from: an opponent's plate, or the bottom edge for you. */
function origin(seat, state) {
  return seat === state.seat ? { x: "50%", y: "105%" } : percent(seatPoint(seat, state, ...PLATE_RADIUS));
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

/** The card winning `cards` (texts, led first): the highest of the suit led. */
export function winningCard(cards) {
  const led = suitOf(cards[0]);
  const rank = (card) => RANKS.indexOf(rankOf(card));
  return cards.filter((card) => suitOf(card) === led).reduce((best, card) => (rank(card) > rank(best) ? card : best));
}

/** Tags the led card and lights the winning one among the cards on the felt. */
export function markTrick() {
  const nodes = [...area().querySelectorAll(".trick-card:not(.taken)")];
  if (!nodes.length) return;
  const winner = winningCard(nodes.map((node) => node.dataset.card));
  nodes.forEach((node, index) => {
    node.classList.toggle("led", index === 0);
    node.classList.toggle("winning", node.dataset.card === winner);
    node.querySelector(".trick-tag")?.remove();
    const tags = [index === 0 ? t(N_("Led")) : "", node.dataset.card === winner ? t(N_("Winning")) : ""].filter(Boolean);
    if (tags.length) {
      node.append(Object.assign(document.createElement("span"), { className: "badge trick-tag", textContent: tags.join(" · ") }));
    }
  });
}

/** Shows `plays` ([{seat, card}]) in the middle at once, without animation. */
export function showTrick(plays, state) {
  area().replaceChildren(
    ...plays.map(({ seat, card }, index) => {
      const node = trickCard(seat, card, index);
      place(node, spot(seat, state));
      return node;
    }),
  );
  markTrick();
}

/** One card flies from `seat` to its place in the trick. */
export async function animatePlay(seat, card, state) {
  const node = trickCard(seat, card, area().children.length);
  place(node, origin(seat, state));
  area().append(node);
  node.getBoundingClientRect(); // lay it out where it starts, so the move is animated
  place(node, spot(seat, state));
  await pause(speed().playMs);
  markTrick();
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
