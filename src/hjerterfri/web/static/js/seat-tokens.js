// The seats this browser holds: per game, its seat number and secret token (docs/protocol.md).
// Only this browser has them, so only it can play those seats; they live in localStorage.

const KEY = "hjerterfri.seats";

function read() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) ?? {};
  } catch {
    return {};
  }
}

/** `{seat, token}` of this browser's seat at game `id`, or null. */
export function heldSeat(id) {
  return read()[id] ?? null;
}

/** Every game (or waiting room) this browser holds a seat at. */
export function heldIds() {
  return Object.keys(read());
}

export function holdSeat(id, seat, token) {
  const all = read();
  all[id] = { seat, token };
  localStorage.setItem(KEY, JSON.stringify(all));
}

/** Forgets this browser's seat at game `id` (the game was deleted). */
export function forgetSeat(id) {
  const all = read();
  delete all[id];
  localStorage.setItem(KEY, JSON.stringify(all));
}

/** The websocket path of game `id` for this browser: its own seat with its token when it has one. */
export function socketPath(id) {
  const held = heldSeat(id);
  const path = `ws/games/${encodeURIComponent(id)}`;
  if (!held) return path;
  return `${path}?seat=${held.seat}&token=${encodeURIComponent(held.token)}`;
}
