// The table screen's conductor: takes the server's states, shows their events in order, draws the
// result, and turns clicks and keys into messages. Rules are the server's; this only shows them.

import { Connection } from "./connection.js";
import { socketPath } from "./seat-tokens.js";
import { Hand } from "./hand.js";
import { N_, t } from "./i18n.js";
import { errorText } from "./errors.js";
import { hintReason } from "./hints.js";
import { teachRefusal, updateGuide } from "./guide.js";
import { cardSymbol, SUIT_SYMBOLS } from "./card-names.js";
import { suitOf } from "./cards.js";
import { markActing, renderOpponents, renderPassArrow, renderPlate } from "./seats.js";
import { showTrick } from "./trick.js";
import { showEvents, symbols } from "./table-events.js";
import { actionOf, renderActionButton, renderBar, showStatus, statusText } from "./table-view.js";
import { renderScoreSheet } from "./scoresheet.js";
import { renderLastTrick } from "./last-trick.js";
import { renderClaim } from "./claim-note.js";
import { noticeFirstUndo } from "./practice.js";

const $ = (id) => document.getElementById(id);
const DECISIONS = new Set(["pass", "play", "moon", "next_deal", "undo"]); // answered by a new state

function openDialog(id) {
  const dialog = $(id);
  if (!dialog.open) dialog.showModal();
}

/** What an undo took back, in words: the cards that are in your hand again. */
function undoneText(before, after) {
  if (!before || before.deal.number !== after.deal.number) return t(N_("Undone."));
  const had = new Set(before.deal.hand);
  const back = after.deal.hand.filter((card) => !had.has(card));
  return back.length ? t(N_("Undone: {cards} back in your hand."), { cards: symbols(back) }) : t(N_("Undone."));
}

export class Table {
  /** `onLeave()` goes back to the start screen; `onConnection(status)` shows the link's health. */
  constructor({ onLeave, onConnection }) {
    this.onLeave = onLeave;
    this.onConnection = onConnection;
    this.hand = new Hand($("hand"), (card) => this.cardChosen(card));
    this.queue = [];
    this.busy = false;
    this.chosen = new Set();
    this.hinted = new Set();
  }

  open(gameId) {
    this.close();
    this.state = null;
    this.queue = [];
    this.awaiting = false;
    this.connection = new Connection(socketPath(gameId), {
      onMessage: (message) => this.receive(message),
      onStatus: (status) => this.onConnection(status),
    });
    this.connection.open();
    $("table-screen").hidden = false;
  }

  close() {
    this.connection?.close();
    this.connection = null;
    $("table-screen").hidden = true;
    delete $("table-screen").dataset.turn;
    for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
  }

  receive(message) {
    const handlers = {
      state: () => this.enqueue(message),
      error: () => this.refused(message),
      hint: () => this.hintReceived(message),
      presence: () => this.presence(message),
    };
    handlers[message.type]?.();
  }

  // -- states, in order --------------------------------------------------------------
  enqueue(state) {
    this.awaiting = false;
    if (state.reset) this.queue = [];
    this.queue.push(state);
    if (!this.busy) this.drain();
  }

  async drain() {
    this.busy = true;
    this.markTurn();
    try {
      while (this.queue.length) {
        const next = this.queue.shift();
        let notes = [];
        if (!next.reset && this.state && next.events.length) {
          this.renderHand(next, true);
          $("action-button").hidden = true; // what you could do is over: the button waits for the next state
          notes = await showEvents(next.events, next);
        }
        this.apply(next, notes);
      }
    } finally {
      // Whatever went wrong while showing, the table must not stay locked.
      this.busy = false;
      this.markTurn();
    }
    this.takeFocus();
  }

  /** What the table waits for, on the screen element: play, pass, moon, next_deal, over, wait, busy. */
  markTurn() {
    const { state } = this;
    const turn = state?.match.over ? "over" : (state?.you ?? "wait");
    $("table-screen").dataset.turn = this.busy || this.awaiting ? "busy" : turn;
  }

  apply(state, notes = []) {
    const previous = this.state;
    if (state.you !== "pass" || previous?.deal.number !== state.deal.number) this.chosen.clear();
    this.hinted.clear();
    this.state = state;
    this.render();
    noticeFirstUndo(previous, state);
    const undone = this.undoing && state.reset ? undoneText(previous, state) : null;
    if (state.reset) this.undoing = false;
    if (undone) notes = [undone, ...notes];
    if (notes.length) showStatus([...notes, statusText(state, this.chosen.size)].join(" "), Boolean(undone));
    this.openSheets(previous);
  }

  render() {
    const { state } = this;
    renderBar(state);
    renderClaim(state);
    renderOpponents($("opponent-seats"), state);
    renderPassArrow(state);
    renderPlate($("my-plate"), state.seat, state, "plate my-plate");
    showTrick(state.deal.trick, state);
    this.renderHand(state, false);
    renderActionButton(state, this.chosen.size);
    showStatus(statusText(state, this.chosen.size));
    updateGuide(state);
  }

  /** Draws the table again as it is, e.g. in another language. */
  redraw() {
    if (this.state && !this.busy) this.render();
  }

  renderHand(state, locked) {
    const deal = state.deal;
    const playing = state.you === "play" && !locked;
    const legal = new Set(playing ? deal.legal : []);
    this.hand.render({
      cards: deal.hand,
      legal,
      illegalShown: new Set(playing ? deal.hand.filter((card) => !legal.has(card)) : []),
      chosen: this.chosen,
      // What you were passed stays marked until your first card of your own choosing is out.
      received: new Set(deal.tricks_played < 2 && deal.received ? deal.received : []),
      hinted: this.hinted,
    });
  }

  /** The score sheet opens by itself after a deal; the moon choice when you shot it. */
  openSheets(previous) {
    const { state } = this;
    const finished = state.you === "next_deal" || state.match.over;
    const changed = !previous || previous.seq !== state.seq || state.reset;
    if (finished && changed) this.showScores();
    if (state.you === "moon") openDialog("moon-dialog");
  }

  takeFocus() {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!lost || document.querySelector("dialog[open]")) return;
    const legal = new Set(this.state?.deal.legal ?? []);
    if (this.state?.you === "play") this.hand.focusCard((card) => legal.has(card));
    else if (this.state?.you === "pass") this.hand.focusCard(() => true);
  }

  /** Someone came or went: the name plates and the status line say so at once. */
  presence(message) {
    for (const state of [this.state, ...this.queue]) if (state) state.connected = message.connected;
    if (this.state && !this.busy) {
      renderOpponents($("opponent-seats"), this.state);
      showStatus(statusText(this.state, this.chosen.size));
    }
  }

  // -- what the player does --------------------------------------------------------
  send(type, fields = {}) {
    if (!this.state || !this.connection?.send({ type, seq: this.state.seq, ...fields })) {
      showStatus(t(N_("Not connected. Reconnecting…")), true);
      return false;
    }
    this.awaiting = DECISIONS.has(type);
    this.sentCard = fields.card ?? null;
    this.undoing = type === "undo";
    if (this.awaiting) this.showSent(type, fields);
    this.markTurn();
    return true;
  }

  /** Until the server answers, the table says what was sent: never "Your turn" for a turn that is
   *  over, and no button for it. */
  showSent(type, fields) {
    const words = {
      play: () => t(N_("You play {card}."), { card: cardSymbol(fields.card) }),
      pass: () => t(N_("Waiting for the others to pass.")),
    };
    markActing(null);
    $("action-button").hidden = true;
    showStatus(words[type]?.() ?? t(N_("One moment…")));
  }

  cardChosen(card) {
    if (this.busy || this.awaiting || !this.state) return;
    const byTurn = {
      pass: () => this.toggleChosen(card),
      play: () => this.send("play", { card }),
    };
    const act = byTurn[this.state.you];
    if (act) act();
    else showStatus(t(N_("Wait for your turn.")), true);
  }

  toggleChosen(card) {
    if (this.chosen.has(card)) this.chosen.delete(card);
    else if (this.chosen.size < 3) this.chosen.add(card);
    else {
      showStatus(t(N_("You have chosen 3 cards; click one of them to put it back.")), true);
      return;
    }
    this.renderHand(this.state, false);
    renderActionButton(this.state, this.chosen.size);
    showStatus(statusText(this.state, this.chosen.size));
    const byKeyboard = document.activeElement?.matches("#hand .card:focus-visible");
    if (this.chosen.size === 3 && byKeyboard) {
      showStatus(t(N_("Press Tab, then Enter to pass the cards.")));
    }
  }

  action() {
    const actions = {
      pass: () => this.send("pass", { cards: [...this.chosen] }),
      next_deal: () => this.send("next_deal"),
      new_game: () => this.leave(),
    };
    actions[actionOf(this.state)]?.();
  }

  refused(error) {
    this.awaiting = false;
    this.undoing = false;
    this.markTurn();
    if (this.state && !this.busy) {
      // Nothing changed: the turn and its button are back as they were.
      renderActionButton(this.state, this.chosen.size);
      markActing(this.state.deal.to_act ?? null);
    }
    if (error.code === "stale") this.connection?.send({ type: "sync" });
    const trick = this.state?.deal.trick ?? [];
    const legal = this.state?.deal.legal ?? [];
    const context = {
      suit: trick.length ? SUIT_SYMBOLS[suitOf(trick[0].card)] : "",
      only_card: legal.length === 1 ? cardSymbol(legal[0]) : null,
    };
    this.lastError = errorText(error.code, error.message, context);
    showStatus(this.lastError, true);
    teachRefusal(this.state, this.sentCard);
  }

  hintReceived(hint) {
    if (!this.state || hint.seq !== this.state.seq) return;
    this.hinted = new Set(hint.cards);
    if (this.state.you === "pass") this.chosen = new Set(hint.cards);
    this.renderHand(this.state, false);
    renderActionButton(this.state, this.chosen.size);
    showStatus(t(N_("Hint: {reason}"), { reason: hintReason(hint, this.state) }), true);
    if (hint.cards.length) this.hand.focusCard((card) => this.hinted.has(card));
  }

  showScores() {
    renderScoreSheet(this.state);
    openDialog("scores-dialog");
  }

  showLastTrick() {
    renderLastTrick(this.state);
    openDialog("last-trick-dialog");
  }

  chooseMoon(choice) {
    $("moon-dialog").close();
    this.send("moon", { choice });
  }

  leave() {
    this.close();
    this.onLeave();
  }
}
