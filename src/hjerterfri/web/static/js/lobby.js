// The waiting room of a table for friends (#join=ID): the rules, the seats, the link to share,
// a friend's name and seat choice, and the host's start. It asks the server again every second,
// so everyone sees friends arrive, and goes to the table once the host has started.

import { getAddress, getLobby, getOptions, startLobby, takeSeat } from "./api.js";
import { N_, t } from "./i18n.js";
import { element, radioGroup, radioValue } from "./forms.js";
import { errorText } from "./errors.js";
import { heldSeat, holdSeat } from "./seat-tokens.js";
import { pref, setPref } from "./prefs.js";
import { LEVEL_NAMES, PRESET_NAMES, name, settingWords } from "./words.js";

const $ = (id) => document.getElementById(id);
const POLL_MS = 1000;
const LOCAL_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** "Left of Anna", "Across from Anna", … : where `seat` sits from the host at seat 0. */
function placeFromHost(seat, players, host) {
  if (seat === 1) return t(N_("Left of {name}"), { name: host });
  if (seat === players - 1) return t(N_("Right of {name}"), { name: host });
  if (seat * 2 === players) return t(N_("Across from {name}"), { name: host });
  return t(N_("Seat {number}"), { number: seat + 1 });
}

function rulesLine(lobby) {
  const { rules } = lobby;
  const length = rules.single_deal ? t(N_("One deal")) : t(N_("Play to {target} points"), { target: rules.target });
  return [name(PRESET_NAMES, lobby.preset), t(N_("{count} players"), { count: rules.players }), length].join(" · ");
}

/** The rules' schema in words: each choice as "Passing: Left, right, across, none", each flag
 *  that is on by its name; what only 3 players remove only at a table of 3. */
function rulesList(rules, settings) {
  const { settingNames, choiceNames } = settingWords(settings);
  const items = [];
  for (const { name: key, kind } of settings) {
    if (kind === "choice" && (key !== "three_player_removes" || rules.players === 3)) {
      items.push(`${t(settingNames[key])}: ${name(choiceNames[key], rules[key])}`);
    } else if (kind === "flag" && key !== "single_deal" && rules[key]) {
      items.push(t(settingNames[key]));
    }
  }
  return items.map((text) => element("li", { textContent: text }));
}

export class LobbyScreen {
  /** `onPlay(id)` opens the started game's table; `onLeave()` goes back to the start. */
  constructor({ onPlay, onLeave }) {
    this.onPlay = onPlay;
    $("lobby-back").addEventListener("click", () => onLeave());
    $("join-form").addEventListener("submit", (event) => {
      event.preventDefault();
      this.join();
    });
    $("start-friends-game").addEventListener("click", () => this.start());
    $("copy-link").addEventListener("click", () => this.copyLink());
  }

  async open(id) {
    this.close();
    this.id = id;
    this.lobby = null;
    $("lobby-screen").hidden = false;
    $("lobby-error").textContent = "";
    $("copy-done").textContent = "";
    $("join-name").value ||= pref("name", "");
    this.address ??= await getAddress().catch(() => null);
    this.options ??= await getOptions();
    await this.refresh();
    if (this.id === id && !$("lobby-screen").hidden) this.timer = setInterval(() => this.refresh(), POLL_MS);
  }

  close() {
    clearInterval(this.timer);
    this.timer = null;
    $("lobby-screen").hidden = true;
  }

  async refresh() {
    const id = this.id;
    let lobby;
    try {
      lobby = await getLobby(id);
    } catch (error) {
      if (error.code === "http_error" || !error.code) return; // the server is away: ask again later
      clearInterval(this.timer);
      $("lobby-error").textContent = errorText(error.code, error.message);
      return;
    }
    if (id !== this.id || $("lobby-screen").hidden) return;
    this.lobby = lobby;
    if (lobby.started && heldSeat(id)) {
      this.close();
      this.onPlay(id);
      return;
    }
    this.render();
  }

  /** Draws the room again, e.g. in another language. */
  redraw() {
    if (this.lobby && !$("lobby-screen").hidden) this.render();
  }

  render() {
    const { lobby } = this;
    const mine = heldSeat(lobby.id);
    const host = lobby.seats[0].name;
    $("lobby-screen").dataset.state = lobby.started ? "started" : mine ? "seated" : "joining";
    $("lobby-rules-line").textContent = rulesLine(lobby);
    $("lobby-rules-list").replaceChildren(...rulesList(lobby.rules, this.options.settings));
    $("lobby-seats").replaceChildren(...lobby.seats.map((seat) => this.seatItem(seat, mine, host)));
    this.renderJoin(lobby, mine, host);
    this.renderHost(lobby, mine, host);
    this.renderShare();
  }

  seatItem(seat, mine, host) {
    const players = this.lobby.seats.length;
    const place = seat.seat === 0 ? t(N_("Host")) : placeFromHost(seat.seat, players, host);
    const level = name(LEVEL_NAMES, seat.level);
    const who = {
      host: () => seat.name,
      friend: () => seat.name,
      open: () => t(N_("Open seat")),
      bot: () => t(N_("Bot ({level})"), { level }),
    }[seat.kind]();
    const note = seat.kind === "open" ? t(N_("A bot ({level}) plays it if nobody takes it."), { level }) : "";
    const badges = mine?.seat === seat.seat ? [element("span", { className: "badge you", textContent: t(N_("You")) })] : [];
    const item = element("li", { className: `lobby-seat ${seat.kind}` }, [
      element("span", { className: "lobby-place", textContent: place }),
      element("span", { className: "lobby-who" }, [element("strong", { textContent: who }), ...badges]),
      element("span", { className: "lobby-note", textContent: note }),
    ]);
    item.dataset.seat = seat.seat;
    return item;
  }

  renderJoin(lobby, mine, host) {
    const open = lobby.open_seats;
    const canJoin = !mine && !lobby.started && open.length > 0;
    $("join-form").hidden = !canJoin;
    if (canJoin) {
      const chosen = radioValue($("join-seat"));
      const keep = open.map(String).includes(chosen) ? chosen : open[0];
      radioGroup($("join-seat"), "join-seat", open, (seat) => placeFromHost(seat, lobby.seats.length, host), keep);
    }
    let status = "";
    if (mine && !lobby.started && mine.seat !== 0) status = t(N_("You have a seat. Waiting for {name} to start the game."), { name: host });
    else if (!mine && lobby.started) status = t(N_("This game has started; its open seats are played by bots."));
    else if (!mine && !open.length) status = t(N_("Every seat for friends is taken."));
    $("lobby-status").textContent = status;
  }

  renderHost(lobby, mine) {
    const hosting = mine?.seat === 0 && !lobby.started;
    $("start-friends-game").hidden = !hosting;
    $("bots-note").hidden = !hosting;
    if (!hosting) return;
    const open = lobby.open_seats.length;
    const taken = lobby.seats.filter((seat) => seat.kind === "friend").length;
    $("bots-note").textContent = [
      t(N_("{taken} of {count} friends' seats taken."), { taken, count: taken + open }),
      open === 1 ? t(N_("Start now, and a bot plays the open seat.")) : open ? t(N_("Start now, and bots play the {count} open seats."), { count: open }) : "",
    ].join(" ");
  }

  /** The link to share, and whether friends on other machines can reach it. */
  renderShare() {
    const address = this.address;
    const local = LOCAL_NAMES.has(location.hostname);
    const lanUrls = address?.urls ?? [];
    const base = local && lanUrls.length ? lanUrls[0] : `${location.origin}${location.pathname}`;
    $("share-link").value = `${base}#join=${this.lobby.id}`;
    let note = "";
    if (address?.local_only) {
      note = t(N_("Only this computer can open the link: the server listens on {host} alone. For friends on other machines, start it with: hjerterfri serve --host 0.0.0.0"), { host: address.host });
    } else if (local && !lanUrls.length) {
      note = t(N_("Friends open it with this computer's network address in place of {host}."), { host: location.hostname });
    } else if (lanUrls.length > 1 && local) {
      note = t(N_("If that address does not work for a friend, try another of this computer's:"));
    }
    $("address-note").textContent = note;
    const others = local ? lanUrls.slice(1) : [];
    $("other-links").replaceChildren(...others.map((url) => element("li", { textContent: `${url}#join=${this.lobby.id}` })));
  }

  async copyLink() {
    const input = $("share-link");
    input.select();
    let copied = false;
    try {
      await navigator.clipboard.writeText(input.value);
      copied = true;
    } catch {
      copied = document.execCommand?.("copy") ?? false;
    }
    $("copy-done").textContent = copied ? t(N_("Copied.")) : t(N_("Select the link and copy it yourself."));
  }

  async join() {
    const playerName = $("join-name").value.trim();
    $("lobby-error").textContent = "";
    if (!playerName) {
      $("lobby-error").textContent = t(N_("Type your name, so the others know who plays."));
      $("join-name").focus();
      return;
    }
    const seat = Number(radioValue($("join-seat")));
    $("take-seat").disabled = true;
    try {
      const taken = await takeSeat(this.id, seat, playerName);
      holdSeat(this.id, taken.seat, taken.token);
      setPref("name", playerName);
      this.lobby = taken;
      this.render();
    } catch (error) {
      $("lobby-error").textContent = errorText(error.code, error.message);
      await this.refresh();
    } finally {
      $("take-seat").disabled = false;
    }
  }

  async start() {
    $("lobby-error").textContent = "";
    $("start-friends-game").disabled = true;
    try {
      await startLobby(this.id, heldSeat(this.id)?.token ?? "");
      this.close();
      this.onPlay(this.id);
    } catch (error) {
      $("lobby-error").textContent = errorText(error.code, error.message);
    } finally {
      $("start-friends-game").disabled = false;
    }
  }
}
