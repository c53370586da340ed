// The start page's HTTP calls (docs/protocol.md). Errors become Error objects with .code.

async function request(path, options = {}) {
  const response = await fetch(path, {
    headers: { "Content-Type": "application/json" },
    ...options,
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    const detail = body.detail ?? {};
    const error = new Error(detail.message ?? `HTTP ${response.status}`);
    error.code = detail.code ?? "http_error";
    error.params = detail; // what fills the sentence, e.g. retry_after
    throw error;
  }
  return body;
}

export function getOptions() {
  return request("api/options");
}

export function createGame(settings) {
  return request("api/games", { method: "POST", body: JSON.stringify(settings) });
}

export async function listGames(state) {
  return (await request(`api/games?state=${state}`)).games;
}

export function getGame(id) {
  return request(`api/games/${encodeURIComponent(id)}`);
}

/** Deletes game `id` for good; `held` is this browser's `{seat, token}` there, or null. */
export async function deleteGame(id, held) {
  const body = held ? { seat: held.seat, token: held.token } : {};
  await request(`api/games/${encodeURIComponent(id)}`, { method: "DELETE", body: JSON.stringify(body) });
}

/** A finished game's record; `held` is this browser's `{seat, token}` there, or null. */
export function getRecord(id, held) {
  const query = held ? `?seat=${held.seat}&token=${encodeURIComponent(held.token)}` : "";
  return request(`api/games/${encodeURIComponent(id)}/record${query}`);
}

/** Game `id` trick by trick (docs/protocol.md); `held` is `{seat, token}` there, or null. */
export function getReview(id, held) {
  return request(`api/games/${encodeURIComponent(id)}/review?${seatQuery(held)}`);
}

/** The hard bot's view of one decision: `which` is `{deal, trick, player}`. */
export function getReviewAnalysis(id, held, which) {
  return request(`api/games/${encodeURIComponent(id)}/review/analysis?${seatQuery(held, which)}`);
}

function seatQuery(held, extra = {}) {
  const params = new URLSearchParams(extra);
  if (held) {
    params.set("seat", held.seat);
    params.set("token", held.token);
  }
  return params.toString();
}

export function getAddress() {
  return request("api/address");
}

export function createLobby(settings) {
  return request("api/lobbies", { method: "POST", body: JSON.stringify(settings) });
}

export function getLobby(id) {
  return request(`api/lobbies/${encodeURIComponent(id)}`);
}

export function takeSeat(id, seat, name) {
  return request(`api/lobbies/${encodeURIComponent(id)}/seats`, { method: "POST", body: JSON.stringify({ seat, name }) });
}

/** The host gives up table `id` before its start, with the host's seat token. */
export async function deleteLobby(id, token) {
  await request(`api/lobbies/${encodeURIComponent(id)}`, { method: "DELETE", body: JSON.stringify({ token }) });
}

export function startLobby(id, token) {
  return request(`api/lobbies/${encodeURIComponent(id)}/start`, { method: "POST", body: JSON.stringify({ token }) });
}
