// The table's websocket: JSON in and out, and reconnecting by itself with growing pauses when the
// server goes away (a restart); the server answers every new connection with a full state.

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 4000;
const FINAL_CODES = new Set([4401, 4403, 4404, 4500]); // another browser's seat, a bot's seat, no such game, a broken record

export class Connection {
  constructor(path, { onMessage, onStatus }) {
    this.url = new URL(path, location.href);
    this.url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.attempt = 0;
    this.closed = false;
  }

  open() {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.onStatus("open");
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => this.lost(socket, event.code);
  }

  receive(data) {
    let message;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    this.onMessage(message);
  }

  lost(socket, code) {
    if (socket !== this.socket || this.closed) return;
    if (FINAL_CODES.has(code)) {
      this.onStatus("gone");
      return;
    }
    this.onStatus("lost");
    const pause = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** this.attempt);
    this.attempt += 1;
    this.retry = setTimeout(() => this.open(), pause * (0.75 + Math.random() * 0.5));
  }

  /** Sends `message`; false when the socket is not open (the page then waits for the reconnect). */
  send(message) {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close() {
    this.closed = true;
    clearTimeout(this.retry);
    this.socket?.close();
  }
}
