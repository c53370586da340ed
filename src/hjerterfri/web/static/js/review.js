// The game review page (review.html?game=ID): each deal's pass and then its tricks, forward and
// back (←/→), every hand once the game is over, each trick's points, the score deal by deal,
// and for the chosen player's pass or card what the hard bot would have done and its figures.
// The server decides what may be seen (docs/protocol.md); this page only draws it.

import { N_, t } from "./i18n.js";
import { element } from "./forms.js";
import { errorText } from "./errors.js";
import { pickLanguage } from "./language-picker.js";
import { getReview, getReviewAnalysis } from "./api.js";
import { heldSeat } from "./seat-tokens.js";
import { cardName, cardSymbol } from "./card-names.js";
import { isRed } from "./cards.js";
import { hintReason } from "./hints.js";
import { signed } from "./seats.js";

const $ = (id) => document.getElementById(id);
const address = new URLSearchParams(location.search);
const gameId = address.get("game") ?? "";
// The seat's token where this browser holds one; a game without tokens names the seat only.
const held = heldSeat(gameId) ?? (address.has("seat") ? { seat: Number(address.get("seat")), token: "" } : null);

let game = null; // the server's review of the game
let places = []; // each deal's pass and tricks in order: { deal, trick } (indexes; trick null: the pass)
let at = 0; // the place shown
let player = null; // whose decisions the bot looks at
const analyses = new Map(); // "deal/trick/player" → the server's answer (a promise)

function cardText(card) {
  return element("span", { className: `card-text${isRed(card) ? " red" : ""}`, textContent: cardSymbol(card), title: cardName(card) });
}

function cardList(cards, marked = new Set()) {
  const box = element("span", { className: "cards" });
  cards.forEach((card, i) => {
    if (i) box.append(" ");
    const text = cardText(card);
    if (marked.has(card)) text.classList.add("played");
    box.append(text);
  });
  return box;
}

function seatName(seat) {
  return game.names[seat] ?? String(seat);
}

function showError(text) {
  $("review-error").textContent = text;
  $("review-error").hidden = !text;
}

// -- one trick ------------------------------------------------------------------------
function renderWhere(deal, trick) {
  const total = game.players === 3 ? 17 : Math.floor(52 / game.players);
  $("review-where").textContent = trick === null
    ? t(N_("Deal {number} · the pass"), { number: deal.number })
    : t(N_("Deal {number} · trick {trick} of {tricks}"), { number: deal.number, trick: trick + 1, tricks: total });
  $("review-back").disabled = at === 0;
  $("review-forward").disabled = at >= places.length - 1;
}

function renderTrick(trick, deal) {
  $("review-trick").replaceChildren(
    ...trick.plays.map(([seat, card]) =>
      element("li", { className: seat === trick.winner ? "winner" : "" }, [`${seatName(seat)}: `, cardText(card)]),
    ),
  );
  const result = trick.winner === null
    ? t(N_("This trick is still being played."))
    : t(N_("{name} takes the trick: {points} points."), { name: seatName(trick.winner), points: trick.points });
  const claimed = trick.claimed
    ? ` ${t(N_("Played out after {name} claimed the last {count} tricks."), { name: seatName(deal.claim.seat), count: deal.claim.tricks })}`
    : "";
  $("review-trick-result").textContent = result + claimed;
}

/** The passes of a deal that may be seen: who passed which cards to whom. */
function renderPasses(deal) {
  const players = game.names.length;
  $("review-trick").replaceChildren(
    ...game.names.flatMap((name, seat) => {
      const cards = deal.passed[seat];
      if (!cards) return [];
      const to = seatName((seat + deal.pass_offset) % players);
      return [element("li", {}, [t(N_("{name} passes to {to}:"), { name, to }), " ", cardList(cards)])];
    }),
  );
  $("review-trick-result").textContent = "";
}

/** The hands as dealt, before the pass; `passed` marks each seat's pass. */
function renderDealt(deal) {
  $("review-hands").replaceChildren(
    ...game.names.map((name, seat) => {
      const hand = deal.dealt[seat];
      if (!hand) return element("li", { className: "hidden-hand", textContent: `${name}: ${t(N_("hidden until the game is over"))}` });
      return element("li", {}, [`${name}: `, cardList(hand, new Set(deal.passed[seat] ?? []))]);
    }),
  );
}

/** Each hand as it was before the trick: the cards dealt after passing, less those played. */
function renderHands(deal, index) {
  const gone = new Set(deal.tricks.slice(0, index).flatMap((trick) => trick.plays.map(([, card]) => card)));
  const playing = new Map(deal.tricks[index].plays.map(([seat, card]) => [seat, new Set([card])]));
  $("review-hands").replaceChildren(
    ...game.names.map((name, seat) => {
      const hand = deal.hands[seat];
      if (!hand) {
        return element("li", { className: "hidden-hand", textContent: `${name}: ${t(N_("hidden until the game is over"))}` });
      }
      return element("li", {}, [`${name}: `, cardList(hand.filter((card) => !gone.has(card)), playing.get(seat))]);
    }),
  );
}

function renderScores(current) {
  const head = element("tr", {}, [element("th", { textContent: t(N_("Deal")) }), ...game.names.map((name) => element("th", { textContent: name }))]);
  const rows = game.deals.filter((deal) => deal.points).map((deal) =>
    element("tr", { className: deal.number === current ? "current" : "" }, [
      element("td", { textContent: String(deal.number) }),
      ...deal.points.map((points, seat) => element("td", { textContent: `${signed(points)} (${deal.totals[seat]})` })),
    ]),
  );
  $("review-scores").replaceChildren(head, ...rows);
}

// -- the bot's view -----------------------------------------------------------------------
function analysisOf(dealNumber, trick, seat) {
  const key = `${dealNumber}/${trick ?? "pass"}/${seat}`;
  if (!analyses.has(key)) {
    const which = trick === null ? { deal: dealNumber, player: seat } : { deal: dealNumber, trick, player: seat };
    const answer = getReviewAnalysis(gameId, held, which);
    answer.catch(() => analyses.delete(key)); // a failure is asked again next time
    analyses.set(key, answer);
  }
  return analyses.get(key);
}

function analysisBox(result) {
  const state = { seats: game.names.map((name) => ({ name })) };
  const symbols = (cards) => cards.map(cardSymbol).join(" ");
  const [instead, too] = result.kind === "pass"
    ? [N_("The hard bot would have passed {choice} instead of {played}."), N_("The hard bot would have passed {card} too.")]
    : [N_("The hard bot would have played {choice} instead of {played}."), N_("The hard bot would have played {card} too.")];
  const head = result.differs
    ? element("p", { className: "differs", textContent: t(instead, { choice: symbols(result.choice), played: symbols(result.played) }) })
    : element("p", { textContent: t(too, { card: symbols(result.choice) }) });
  const why = element("p", { className: "reason", textContent: hintReason(result, state) });
  const searched = result.candidates.filter((c) => c.value !== null);
  if (!searched.length) return element("div", {}, [head, why]);
  const note = element("p", { className: "hint-text", textContent: t(N_("Expected result of each choice over the searched play-outs (your points against the others' average; higher is better):")) });
  const same = (cards) => cards.length === result.played.length && cards.every((card) => result.played.includes(card));
  const list = element("ol", { className: "candidates" }, searched.map((c) =>
    element("li", {}, [cardList(c.cards), ` ${signed(c.value)}`, ...(same(c.cards) ? [` · ${t(result.kind === "pass" ? N_("passed") : N_("played"))}`] : [])]),
  ));
  return element("div", {}, [head, why, note, list]);
}

async function renderAnalysis(deal, index) {
  const box = $("review-analysis");
  const decided = index === null ? Boolean(deal.passed[player]) : deal.tricks[index].plays.some(([seat]) => seat === player);
  if (!decided) {
    const missing = index === null ? N_("{name}'s pass is not shown.") : N_("{name} has not played to this trick.");
    box.replaceChildren(element("p", { className: "hint-text", textContent: t(missing, { name: seatName(player) }) }));
    return;
  }
  box.replaceChildren(element("p", { className: "hint-text", textContent: t(N_("The hard bot is thinking…")) }));
  const shown = at;
  try {
    const result = await analysisOf(deal.number, index, player);
    if (shown === at) box.replaceChildren(analysisBox(result));
  } catch (failure) {
    if (shown === at) box.replaceChildren(element("p", { className: "error-text", textContent: errorText(failure.code, failure.message) }));
  }
}

function render() {
  if (!game || !places.length) return;
  const { deal: d, trick } = places[at];
  const deal = game.deals[d];
  renderWhere(deal, trick);
  $("review-hands-title").textContent = t(trick === null ? N_("Hands as dealt") : N_("Hands before the trick"));
  if (trick === null) {
    renderPasses(deal);
    renderDealt(deal);
  } else {
    renderTrick(deal.tricks[trick], deal);
    renderHands(deal, trick);
  }
  renderScores(deal.number);
  renderAnalysis(deal, trick);
}

function move(step) {
  const next = Math.min(Math.max(at + step, 0), places.length - 1);
  if (next === at) return;
  at = next;
  render();
}

function renderPlayers() {
  const select = $("review-player");
  const seats = game.over ? game.names.map((_, seat) => seat) : [game.seat];
  select.replaceChildren(...seats.map((seat) => new Option(seatName(seat), String(seat))));
  select.value = String(player);
  select.disabled = seats.length < 2;
}

async function load() {
  if (!gameId) {
    showError(t(N_("Open a game's review from the start page's list of games.")));
    return;
  }
  try {
    game = await getReview(gameId, held);
  } catch (failure) {
    showError(errorText(failure.code, failure.message));
    return;
  }
  // Each deal's pass (where one was seen), then its tricks.
  places = game.deals.flatMap((deal, d) => [
    ...(deal.pass_offset && deal.passed.some(Boolean) ? [{ deal: d, trick: null }] : []),
    ...deal.tricks.map((_, trick) => ({ deal: d, trick })),
  ]);
  player = game.seat ?? held?.seat ?? game.human_seats?.[0] ?? 0;
  $("review-running").hidden = game.over;
  if (!places.length) {
    showError(t(N_("No card has been played in this game yet.")));
    return;
  }
  $("review-body").hidden = false;
  renderPlayers();
  render();
}

async function boot() {
  await pickLanguage(() => {
    if (game) {
      renderPlayers();
      render();
    }
  });
  $("review-back").addEventListener("click", () => move(-1));
  $("review-forward").addEventListener("click", () => move(1));
  $("review-player").addEventListener("change", (event) => {
    player = Number(event.target.value);
    render();
  });
  document.addEventListener("keydown", (event) => {
    if (event.target.closest?.("select, input")) return;
    if (event.key === "ArrowLeft") move(-1);
    if (event.key === "ArrowRight") move(1);
  });
  await load();
  document.body.dataset.ready = "";
}

boot();
