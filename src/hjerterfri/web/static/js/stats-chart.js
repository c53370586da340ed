// The trend of a player's latest games as an SVG bar chart drawn here: no library, no CDN.
// A bar per game, oldest on the left; its height is the game's points, its number on top.

import { t } from "./i18n.js";

const SVG_NS = "http://www.w3.org/2000/svg";
const WIDTH = 320;
const HEIGHT = 140;
const PAD = 18;

function svg(tag, attributes = {}, text = null) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== null) node.textContent = text;
  return node;
}

/** Draws ``points`` (oldest first) into ``box``; an empty trend leaves a sentence instead. */
export function renderTrend(box, points) {
  if (!points.length) {
    box.replaceChildren(Object.assign(document.createElement("p"), {
      className: "hint-text",
      textContent: t("No games to draw yet."),
    }));
    return;
  }
  const high = Math.max(1, ...points);
  const low = Math.min(0, ...points);
  const span = high - low;
  const step = (WIDTH - 2 * PAD) / points.length;
  const y = (value) => PAD + ((high - value) / span) * (HEIGHT - 2 * PAD);
  const chart = svg("svg", {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    role: "img",
    "aria-label": t("Points in the latest games: {points}", { points: points.join(", ") }),
    class: "stats-trend",
  });
  chart.append(svg("line", { x1: PAD, x2: WIDTH - PAD, y1: y(0), y2: y(0), class: "axis" }));
  points.forEach((value, index) => {
    const x = PAD + index * step + step * 0.15;
    const top = Math.min(y(value), y(0));
    const height = Math.max(1, Math.abs(y(value) - y(0)));
    chart.append(svg("rect", { x, y: top, width: step * 0.7, height, class: "bar" }));
    chart.append(svg("text", { x: x + step * 0.35, y: top - 3, class: "label" }, String(value)));
  });
  box.replaceChildren(chart);
}
