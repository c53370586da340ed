// The scoreboard's JSON API. A refusal throws an ApiError carrying the server's reason.
// Requests about a board carry this browser's editor key for it (Authorization: Bearer).
import { keyFor } from "./keys.js";

const BASE = new URL("../api/scoreboard/", document.baseURI);

export class ApiError extends Error {
  constructor(status, detail) {
    super(detail && detail.message ? detail.message : `HTTP ${status}`);
    this.status = status;
    this.detail = detail;
    this.reason = detail && detail.reason;
  }
}

async function request(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const board = /^boards\/([^/?]+)/.exec(path);
  const key = board && keyFor(decodeURIComponent(board[1]));
  if (key) options.headers.Authorization = `Bearer ${key}`;
  const response = await fetch(new URL(path, BASE), options);
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, data.detail);
  return data;
}

export const api = {
  get: (path) => request("GET", path),
  post: (path, body) => request("POST", path, body),
  put: (path, body) => request("PUT", path, body),
  remove: (path) => request("DELETE", path),
  events: (follow) => new EventSource(new URL(`follow/${encodeURIComponent(follow)}/events`, BASE)),
};
