// The end of a game at a glance: the placings, and each player's running total deal by deal.

import { N_, t } from "./i18n.js";
import { element } from "./forms.js";
import { signed } from "./seats.js";

const SVG_NS = "http://www.w3.org/2000/svg";
const COLOURS = ["#f3c64b", "#7fd1ff", "#ff8a9a", "#9ef09e", "#d7a6ff", "#ffb86b"];
const WIDTH = 320;
const HEIGHT = 160;
const PAD = 22;

function svg(tag, attributes = {}) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

/** Places by total, lowest first; equal totals share a place ("1, 1, 3"). */
export function placings(state) {
  const order = state.seats.map((seat) => seat.seat).sort((a, b) => state.totals[a] - state.totals[b]);
  return order.map((seat) => ({
    seat,
    place: 1 + order.filter((other) => state.totals[other] < state.totals[seat]).length,
    total: state.totals[seat],
  }));
}

export function renderPlacings(list, state) {
  list.replaceChildren(
    ...placings(state).map(({ seat, place, total }) =>
      element("li", { className: place === 1 ? "first" : "" }, [
        element("span", { className: "place", textContent: `${place}.` }),
        element("span", { className: "who", textContent: state.seats[seat].name }),
        element("span", { className: "total", textContent: signed(total) }),
      ]),
    ),
  );
}

/** A line a player: the running total after each deal, from 0 before the first. */
export function renderChart(box, state) {
  const runs = state.seats.map((_, seat) => {
    let sum = 0;
    return [0, ...state.score_sheet.map((points) => (sum += points[seat]))];
  });
  const values = runs.flat();
  const rules = state.rules ?? {}; // a past game from the start page's list may come without them
  const target = rules.single_deal || !rules.target ? null : rules.target;
  const low = Math.min(0, ...values);
  const high = Math.max(1, ...values, target ?? 0);
  const x = (index) => PAD + (index * (WIDTH - 2 * PAD)) / Math.max(1, state.score_sheet.length);
  const y = (value) => HEIGHT - PAD - ((value - low) * (HEIGHT - 2 * PAD)) / (high - low);
  const chart = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "img", class: "chart" });
  chart.setAttribute("aria-label", t(N_("Running totals, deal by deal")));
  chart.append(svg("line", { x1: PAD, x2: WIDTH - PAD, y1: y(0), y2: y(0), class: "axis" }));
  if (target) chart.append(svg("line", { x1: PAD, x2: WIDTH - PAD, y1: y(target), y2: y(target), class: "target" }));
  runs.forEach((run, seat) => {
    const points = run.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(" ");
    chart.append(svg("polyline", { points, stroke: COLOURS[seat % COLOURS.length], class: "run", "data-seat": seat }));
  });
  const legend = element(
    "ul",
    { className: "chart-legend" },
    state.seats.map((seat) => {
      const item = element("li", { textContent: seat.name });
      item.style.setProperty("--colour", COLOURS[seat.seat % COLOURS.length]);
      return item;
    }),
  );
  box.replaceChildren(chart, legend);
}
