// Where each player sits around the felt, and their name plates: name, level, points, badges.

import { N_, t } from "./i18n.js";
import { LEVEL_NAMES, PASS_DIRECTIONS, name } from "./words.js";
import { cardBack } from "./cards.js";
import { element } from "./forms.js";
import { pref } from "./prefs.js";

/** Seats are placed clockwise from you (at the bottom): your left neighbour sits to your left. */
export function seatAngle(seat, state) {
  const players = state.seats.length;
  const offset = (seat - state.seat + players) % players;
  return Math.PI / 2 + (offset * 2 * Math.PI) / players;
}

/** Below the trick, while passing: an arrow towards the player who gets your cards. */
export function renderPassArrow(state) {
  const box = document.getElementById("pass-arrow");
  const to = state.deal.pass_to;
  box.hidden = state.deal.phase !== "pass" || to === null || to === undefined;
  if (box.hidden) return;
  box.style.setProperty("--angle", `${(seatAngle(to, state) * 180) / Math.PI}deg`);
  box.querySelector(".arrow-text").textContent = name(PASS_DIRECTIONS, state.deal.pass_direction);
}

/** A point on the felt, in percent, on an oval of the given radii around the centre. */
export function seatPoint(seat, state, radiusX, radiusY) {
  const a = seatAngle(seat, state);
  return { x: 50 + radiusX * Math.cos(a), y: 50 + radiusY * Math.sin(a) };
}

export const PLATE_RADIUS = [39, 38];

/** The ladder ("trappen") of the first deal, when the player turns it on: the seat's step in
 *  words, gold once at the top. */
function ladderBadge(step, top) {
  return element("span", {
    className: step === top ? "badge ladder top" : "badge ladder",
    title: t(N_("The ladder: step {step} of {top}"), { step, top }),
    textContent: t(N_("Ladder {step} of {top}"), { step, top }),
  });
}

/** At a table of several people: is `seat` a person whose page is closed, or played by a bot now? */
export function away(seat, state) {
  const info = state.seats[seat];
  const people = state.seats.filter((s) => s.kind === "human").length;
  if (info?.kind !== "human" || people < 2) return null;
  if (state.stand_ins?.[seat]) return "bot";
  return state.connected?.[seat] === false ? "gone" : null;
}

/** Badges of a person who is away; for the host, the button that lets a bot play meanwhile. */
function presenceBadges(seat, state) {
  const status = away(seat, state);
  if (status === "bot") return [element("span", { className: "badge stand-in", textContent: t(N_("A bot plays for now")) })];
  if (status !== "gone") return [];
  const list = [element("span", { className: "badge offline", textContent: t(N_("Disconnected")) })];
  if (state.host === state.seat && seat !== state.seat && !state.match.over) {
    const button = element("button", { type: "button", className: "stand-in-button", textContent: t(N_("Let a bot play")) });
    button.dataset.seat = seat;
    list.push(button);
  }
  return list;
}

function badges(seat, state) {
  const deal = state.deal;
  const list = [...presenceBadges(seat, state)];
  if (deal?.dealer === seat) list.push(element("span", { className: "badge dealer", textContent: t(N_("Dealer")) }));
  if (deal?.phase === "pass" && deal.pass_to === seat) {
    list.push(element("span", { className: "badge pass-target", textContent: t(N_("Gets your cards")) }));
  }
  if (deal?.ladder && pref("ladder", false)) list.push(ladderBadge(deal.ladder.steps[seat], deal.ladder.top));
  if (state.score_sheet.length > 0 && state.match.leaders.includes(seat)) {
    list.push(element("span", { className: "badge leader", textContent: t(N_("Lowest total")) }));
  }
  return element("div", { className: "plate-badges" }, list);
}

function tricksText(count) {
  return count === 1 ? t(N_("1 trick")) : t(N_("{count} tricks"), { count });
}

/** A number as players write it: a real minus sign, never a hyphen. */
export function signed(number) {
  return number < 0 ? `−${-number}` : String(number);
}

/** What the seat has taken this deal: its point cards (♥ × count, Q♠, J♦) and the
 *  points they make, so nobody reads Q♠'s 13 as thirteen hearts. */
function takenLine(seat, state) {
  const deal = state.deal;
  const taken = deal?.point_cards?.[seat] ?? [];
  const hearts = taken.filter((card) => card.endsWith("H")).length;
  const points = deal?.points_taken[seat] ?? 0;
  const parts = [];
  if (hearts) parts.push(element("span", { className: "taken-hearts", textContent: `♥×${hearts}` }));
  if (taken.includes("QS")) parts.push(element("span", { className: "taken-queen", textContent: "Q♠" }));
  if (taken.includes("JD")) parts.push(element("span", { className: "taken-jack", textContent: "J♦" }));
  if (taken.length) {
    parts.push(element("span", { className: "plate-deal-points", title: t(N_("Points this deal")), textContent: `= ${signed(points)}` }));
  }
  return element("div", { className: "plate-taken" }, parts);
}

/** Fills `target` as the name plate of `seat`: its name, level, points this deal and total. */
export function renderPlate(target, seat, state, baseClass = "plate") {
  const info = state.seats[seat];
  const deal = state.deal;
  target.className = baseClass;
  target.classList.toggle("to-act", deal?.to_act === seat && !state.match.over);
  target.classList.toggle("leader", state.score_sheet.length > 0 && state.match.leaders.includes(seat));
  target.dataset.seat = seat;
  target.classList.toggle("away", away(seat, state) !== null);
  const level = info.kind === "bot" ? name(LEVEL_NAMES, info.level) : "";
  target.replaceChildren(
    element("div", { className: "plate-name", textContent: info.name }),
    element("div", { className: "plate-level" }, [
      level ? element("span", { textContent: level }) : "",
      element("span", {
        className: "plate-tricks",
        title: t(N_("Tricks taken")),
        textContent: tricksText(deal?.tricks_taken?.[seat] ?? 0),
      }),
    ]),
    element("div", { className: "plate-scores" }, [
      takenLine(seat, state),
      element("span", {
        className: "plate-total",
        title: t(N_("Total")),
        textContent: t(N_("Total {points}"), { points: signed(state.totals[seat] ?? 0) }),
      }),
    ]),
    badges(seat, state),
  );
  return target;
}

function backs(count) {
  return element(
    "div",
    { className: "backs", ariaLabel: t(N_("{count} cards"), { count }) },
    Array.from({ length: count }, () => Object.assign(element("div", { className: "card-back" }), { innerHTML: cardBack() })),
  );
}

/** Lights the plate of the seat whose card comes next while the table shows what happened
 *  (`null`: nobody's), so the highlight follows the play round the table. */
export function markActing(seat) {
  for (const plate of document.querySelectorAll("#felt .plate, #my-plate")) {
    plate.classList.toggle("to-act", seat !== null && Number(plate.dataset.seat) === seat);
  }
}

/** Draws every other seat around the felt. */
export function renderOpponents(container, state) {
  const seats = state.seats.map((info) => info.seat).filter((seat) => seat !== state.seat);
  container.replaceChildren(
    ...seats.map((seat) => {
      const { x, y } = seatPoint(seat, state, ...PLATE_RADIUS);
      const box = element("div", { className: "opponent" }, [backs(state.deal?.hand_sizes[seat] ?? 0), renderPlate(element("div"), seat, state)]);
      box.style.setProperty("--x", `${x}%`);
      box.style.setProperty("--y", `${y}%`);
      box.dataset.seat = seat;
      return box;
    }),
  );
}
