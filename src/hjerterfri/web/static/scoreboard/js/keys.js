// What this browser holds: the editor key of each board it may change (by board id), and the
// follow tokens of the boards it watches. Kept in localStorage, like the game page's seat
// tokens; the server lists only the boards these open, and nothing else.

const KEYS = "hjerterfri.scoreboard.keys";
const FOLLOWS = "hjerterfri.scoreboard.follows";

function read(name, empty) {
  try {
    const value = JSON.parse(localStorage.getItem(name));
    return value && typeof value === "object" ? value : empty;
  } catch {
    return empty;
  }
}

export const keyFor = (id) => read(KEYS, {})[id] || null;

export function rememberKey(id, key) {
  localStorage.setItem(KEYS, JSON.stringify({ ...read(KEYS, {}), [id]: key }));
}

export function rememberFollow(token) {
  const follows = read(FOLLOWS, []).filter((held) => held !== token);
  localStorage.setItem(FOLLOWS, JSON.stringify([token, ...follows]));
}

/** Everything held, as POST boards/held wants it. */
export function held() {
  const boards = Object.entries(read(KEYS, {})).map(([id, key]) => ({ id, key }));
  return { boards, follow: read(FOLLOWS, []) };
}

/**
 * A board deleted from this browser. Keys are never dropped just because a server did not
 * list them: it may be another server, or another database, for now.
 */
export function forgetKey(id) {
  const keys = read(KEYS, {});
  delete keys[id];
  localStorage.setItem(KEYS, JSON.stringify(keys));
}

export function forgetFollow(token) {
  localStorage.setItem(FOLLOWS, JSON.stringify(read(FOLLOWS, []).filter((held) => held !== token)));
}

/**
 * A share-to-edit link carries the key in the fragment (#key=…), which browsers never send
 * to the server: keep it for this board and take it out of the address bar and history.
 */
export function takeKeyFromAddress(id) {
  const key = new URLSearchParams(location.hash.slice(1)).get("key");
  if (!id || !key) return;
  rememberKey(id, key);
  history.replaceState(null, "", location.pathname + location.search);
}

/** The link that hands editing to another phone: this page, the board, its key. */
export const editLink = (id, key) => new URL(`?board=${encodeURIComponent(id)}#key=${encodeURIComponent(key)}`, location.href).href;
