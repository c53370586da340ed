// Drawing a board: the result, the standings, who deals next and the history of every deal.
import { t } from "./i18n.js";
import { passLabel } from "./labels.js";

const $ = (id) => document.getElementById(id);

const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
const list = (names) => names.join(" & ");

export function renderBoard(board, { onPickDeal, editing }) {
  renderResult(board);
  renderStandings(board);
  renderHistory(board, onPickDeal, editing);
}

function renderResult(board) {
  const { outcome, names, totals } = board;
  const box = $("result");
  const lowest = Math.min(...totals);
  const leaders = board.leaders.map((seat) => names[seat]);
  let text = "";
  if (outcome.over && outcome.draw) text = t("Draw between {names} on {points} points.", { names: list(leaders), points: lowest });
  else if (outcome.over && outcome.winners.length > 1)
    text = t("{names} share the win on {points} points!", { names: list(leaders), points: lowest });
  else if (outcome.over) text = t("{name} wins on {points} points!", { name: leaders[0], points: lowest });
  else if (outcome.play_off) text = t("{names} are tied for the lowest total: play another deal.", { names: list(leaders) });
  box.textContent = text;
  box.hidden = !text;
  box.classList.toggle("over", outcome.over);
}

function renderStandings(board) {
  const { names, totals, to_target: toTarget, leaders, next } = board;
  const order = names.map((_, seat) => seat).sort((a, b) => totals[a] - totals[b] || a - b);
  $("standings").replaceChildren(
    ...order.map((seat) => {
      const item = document.createElement("li");
      item.classList.toggle("leader", board.deals.length > 0 && leaders.includes(seat));
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = names[seat];
      if (next && next.dealer === seat) {
        const dealer = document.createElement("span");
        dealer.className = "dealer-mark";
        dealer.title = t("Deals next");
        dealer.textContent = t("deals");
        name.append(" ", dealer);
      }
      const total = document.createElement("span");
      total.className = "total";
      total.textContent = String(totals[seat]).replace("-", "−");
      const togo = document.createElement("span");
      togo.className = "togo";
      togo.textContent = toTarget[seat] > 0 ? t("{points} to go", { points: toTarget[seat] }) : t("reached {target}", { target: board.rules.target });
      item.append(name, total, togo);
      return item;
    }),
  );
  $("next-deal").textContent = next
    ? t("Deal {number}: {dealer} deals · {pass}", { number: next.number, dealer: names[next.dealer], pass: passLabel(next.pass) })
    : "";
  $("next-deal").hidden = !next;
}

function renderHistory(board, onPickDeal, editing) {
  const table = $("history");
  const head = document.createElement("tr");
  head.append(
    cell("th", "#"),
    ...board.names.map((name) => {
      const th = cell("th", name);
      th.title = name;
      return th;
    }),
  );
  const rows = board.deals.map((deal) => {
    const row = document.createElement("tr");
    row.dataset.number = String(deal.number);
    row.classList.toggle("editing", deal.number === editing);
    const label = cell("th", String(deal.number));
    if (deal.shooter !== null) label.append(moonMark(board, deal));
    row.append(label);
    deal.points.forEach((points, seat) => {
      const td = cell("td", signed(points));
      const total = document.createElement("small");
      total.textContent = String(deal.totals[seat]).replace("-", "−");
      td.append(total);
      row.append(td);
    });
    if (onPickDeal) {
      row.tabIndex = 0;
      row.setAttribute("role", "button");
      row.setAttribute("aria-label", t("Correct deal {number}", { number: deal.number }));
      row.onclick = () => onPickDeal(deal);
      row.onkeydown = (event) => event.key === "Enter" && onPickDeal(deal);
    }
    return row;
  });
  table.replaceChildren(head, ...rows);
  table.hidden = rows.length === 0;
}

function moonMark(board, deal) {
  const mark = document.createElement("span");
  mark.className = "moon";
  mark.textContent = " ☾";
  mark.title = t("{name} shot the moon", { name: board.names[deal.shooter] });
  return mark;
}

function cell(tag, text) {
  const element = document.createElement(tag);
  element.textContent = text;
  return element;
}
