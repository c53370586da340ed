// Cards drawn as SVG: suit shapes are defined once in the page (<symbol>), each card is a small SVG
// that reuses them. No images, no fonts beyond the system's sans-serif for the ranks.

const SVG_NS = "http://www.w3.org/2000/svg";
export const SUITS = "CDHS";
export const RANKS = "23456789TJQKA";
const RED_SUITS = new Set(["D", "H"]);
const RANK_LABELS = { T: "10", J: "J", Q: "Q", K: "K", A: "A" };

// Each suit drawn in a 20×20 box.
const SUIT_SHAPES = {
  H: '<path d="M10 18.5C7 16 1 11.8 1 6.6 1 3.7 3.3 1.5 6 1.5c1.9 0 3.2 1 4 2.5.8-1.5 2.1-2.5 4-2.5 2.7 0 5 2.2 5 5.1 0 5.2-6 9.4-9 11.9z"/>',
  D: '<path d="M10 .8Q13.8 6 18 10 13.8 14 10 19.2 6.2 14 2 10 6.2 6 10 .8z"/>',
  S: '<path d="M10 1C7 4.2 1 8 1 12.6c0 2.7 2.1 4.5 4.5 4.5 1.5 0 2.8-.7 3.7-1.8L8 19.3h4l-1.2-4c.9 1.1 2.2 1.8 3.7 1.8 2.4 0 4.5-1.8 4.5-4.5C19 8 13 4.2 10 1z"/>',
  C: '<circle cx="10" cy="5.4" r="4.3"/><circle cx="5" cy="11.6" r="4.3"/><circle cx="15" cy="11.6" r="4.3"/><circle cx="10" cy="10" r="2.6"/><path d="M9.1 11 7.6 19.3h4.8L10.9 11z"/>',
};

// Pip centres of the number cards on a 100×140 card; pips below the middle are drawn upside down.
const L = 34;
const M = 50;
const R = 66;
const PIPS = {
  2: [[M, 30], [M, 110]],
  3: [[M, 30], [M, 70], [M, 110]],
  4: [[L, 30], [R, 30], [L, 110], [R, 110]],
  5: [[L, 30], [R, 30], [M, 70], [L, 110], [R, 110]],
  6: [[L, 30], [R, 30], [L, 70], [R, 70], [L, 110], [R, 110]],
  7: [[L, 30], [R, 30], [M, 50], [L, 70], [R, 70], [L, 110], [R, 110]],
  8: [[L, 30], [R, 30], [M, 50], [L, 70], [R, 70], [M, 90], [L, 110], [R, 110]],
  9: [[L, 30], [R, 30], [L, 57], [R, 57], [M, 70], [L, 83], [R, 83], [L, 110], [R, 110]],
  10: [[L, 30], [R, 30], [M, 44], [L, 57], [R, 57], [L, 83], [R, 83], [M, 96], [L, 110], [R, 110]],
};

export function suitOf(card) {
  return card[card.length - 1];
}

export function rankOf(card) {
  return card.slice(0, -1);
}

export function rankLabel(card) {
  const rank = rankOf(card);
  return RANK_LABELS[rank] ?? rank;
}

export function isRed(card) {
  return RED_SUITS.has(suitOf(card));
}

/** Sort key: suits grouped as ♣ ♦ ♠ ♥ (colours alternate), low to high inside a suit. */
const SUIT_ORDER = { C: 0, D: 1, S: 2, H: 3 };
export function compareCards(a, b) {
  const bySuit = SUIT_ORDER[suitOf(a)] - SUIT_ORDER[suitOf(b)];
  return bySuit || RANKS.indexOf(rankOf(a)) - RANKS.indexOf(rankOf(b));
}

/** Puts the shared suit symbols and the back pattern into the page, once. */
export function installCardDefinitions(doc = document) {
  if (doc.getElementById("card-definitions")) return;
  const symbols = Object.entries(SUIT_SHAPES)
    .map(([suit, shape]) => `<symbol id="suit-${suit}" viewBox="0 0 20 20">${shape}</symbol>`)
    .join("");
  const back = `<pattern id="card-back-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="10" height="10" fill="#1f3f8f"/><path d="M0 5h10M5 0v10" stroke="#6f8fd8" stroke-width="1.4"/></pattern>`;
  const holder = doc.createElementNS(SVG_NS, "svg");
  holder.id = "card-definitions";
  holder.setAttribute("aria-hidden", "true");
  holder.setAttribute("width", "0");
  holder.setAttribute("height", "0");
  holder.style.position = "absolute";
  holder.innerHTML = `<defs>${symbols}${back}</defs>`;
  doc.body.prepend(holder);
}

function pip(suit, x, y, size, flipped = false) {
  const half = size / 2;
  const turn = flipped ? ` transform="rotate(180 ${x} ${y})"` : "";
  return `<use href="#suit-${suit}" x="${x - half}" y="${y - half}" width="${size}" height="${size}"${turn}/>`;
}

function cornerIndex(card) {
  const label = rankLabel(card);
  const squeeze = label.length > 1 ? ' textLength="22" lengthAdjust="spacingAndGlyphs"' : "";
  const index = `<text x="12" y="27" class="card-rank"${squeeze}>${label}</text>${pip(suitOf(card), 12, 40, 15)}`;
  return `<g>${index}</g><g transform="rotate(180 50 70)">${index}</g>`;
}

function faceCentre(card) {
  const suit = suitOf(card);
  const rank = rankOf(card);
  if (rank === "A") return pip(suit, 50, 70, suit === "S" ? 50 : 40);
  if (PIPS[rankLabel(card)]) {
    const size = rankLabel(card).length > 1 || rank === "9" ? 17 : 19;
    return PIPS[rankLabel(card)].map(([x, y]) => pip(suit, x, y, size, y > 70)).join("");
  }
  return `<rect x="25" y="20" width="50" height="100" rx="4" class="card-court"/>
    ${pip(suit, 34, 30, 13)}${pip(suit, 66, 110, 13, true)}
    <text x="50" y="84" class="card-court-letter">${RANK_LABELS[rank]}</text>`;
}

/** The SVG markup of a card's face, e.g. cardFace("QS"). */
export function cardFace(card) {
  const colour = isRed(card) ? "card-red" : "card-black";
  return `<svg class="card-svg ${colour}" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="138" rx="8" class="card-paper"/>
    ${cornerIndex(card)}${faceCentre(card)}</svg>`;
}

/** The SVG markup of the back of a card. */
export function cardBack() {
  return `<svg class="card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="138" rx="8" fill="#fff" stroke="#999"/>
    <rect x="7" y="7" width="86" height="126" rx="5" fill="url(#card-back-lattice)"/>
    <rect x="7" y="7" width="86" height="126" rx="5" fill="none" stroke="#14306e" stroke-width="2"/></svg>`;
}
