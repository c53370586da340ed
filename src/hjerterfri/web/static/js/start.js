// The start screen: name, language, rules and opponents; start a game, resume one, see past ones.

import { getOptions, createGame, createLobby } from "./api.js";
import { N_, currentLanguage, setLanguage, t } from "./i18n.js";
import { pref, setPref } from "./prefs.js";
import { RulesForm } from "./rules-form.js";
import { OpponentsForm } from "./opponents-form.js";
import { showGameLists } from "./game-lists.js";
import { errorText } from "./errors.js";
import { holdSeat } from "./seat-tokens.js";
import { radioGroup, radioValue } from "./forms.js";

const $ = (id) => document.getElementById(id);

function relabel(element, msgid) {
  element.dataset.i18n = msgid;
  element.textContent = t(msgid);
}

export class StartScreen {
  /** `openGame(id)` switches to the table, `openLobby(id)` to a table for friends' waiting room. */
  constructor(languages, openGame, openLobby) {
    this.languages = languages;
    this.openGame = openGame;
    this.openLobby = openLobby;
  }

  async show() {
    this.options ??= await getOptions();
    const { options } = this;
    this.opponents ??= new OpponentsForm($("opponents"), options.levels, options.default_level);
    this.rules ??= new RulesForm(options, (players) => this.playersChanged(players));
    const preset = pref("preset", options.default_preset);
    const rules = pref("rules", options.presets[preset] ?? options.presets[options.default_preset]);
    this.opponents.render(rules.players, pref("opponents", []));
    this.rules.render(rules, options.presets[preset] ? preset : options.default_preset);
    this.renderLanguages();
    $("player-name").value ||= pref("name", "");
    $("start-auto-play").checked = pref("autoPlayForced", false);
    $("start-guided").checked = pref("guided", false);
    $("player-name").placeholder = t("Your name");
    $("new-game-form").onsubmit = (event) => {
      event.preventDefault();
      if (this.withFriends()) this.setUpTable();
      else this.start();
    };
    $("game-mode").onchange = () => this.modeChanged();
    $("friend-count").onchange = () => this.markFriendSeats();
    this.modeChanged();
    $("start-screen").hidden = false;
    await showGameLists((game) => this.openGame(game.id), this.openLobby);
  }

  renderLanguages() {
    const select = $("language");
    select.replaceChildren(...this.languages.map(({ code, name }) => new Option(name, code)));
    select.value = currentLanguage();
    select.onchange = async () => {
      setPref("language", select.value);
      const kept = { rules: this.rules.read(), preset: this.rules.preset(), opponents: this.opponents.read() };
      await setLanguage(select.value);
      this.opponents.render(kept.rules.players, kept.opponents);
      this.rules.render(kept.rules, kept.preset);
      await showGameLists((game) => this.openGame(game.id), this.openLobby);
    };
  }

  withFriends() {
    return radioValue($("game-mode")) === "friends";
  }

  /** The number of friends choice, 1 to players - 1, keeping the choice when it still fits. */
  playersChanged(players) {
    const kept = Number(radioValue($("friend-count")) ?? pref("friends", 1));
    const counts = Array.from({ length: players - 1 }, (_, index) => index + 1);
    radioGroup($("friend-count"), "friends", counts, String, Math.min(kept, players - 1));
    this.opponents.render(players, this.opponents.read(), this.friendSeats(players));
  }

  friendSeats(players) {
    if (!this.withFriends()) return [];
    const friends = radioValue($("friend-count")) ?? "1";
    return this.options.friend_seats[players]?.[friends] ?? [];
  }

  markFriendSeats() {
    const players = this.rules.players();
    this.opponents.render(players, this.opponents.read(), this.friendSeats(players));
  }

  modeChanged() {
    const friends = this.withFriends();
    $("friends-field").hidden = !friends;
    // The page's translation keeps these two in the language chosen: their msgid is data-i18n.
    relabel($("opponents-legend"), friends ? N_("Bots, for every seat no friend takes") : N_("Opponents"));
    relabel($("start-game"), friends ? N_("Set up the table") : N_("Start the game"));
    this.playersChanged(this.rules.players());
  }

  /** A table for friends: the host (you) at seat 0; then the waiting room with the link. */
  async setUpTable() {
    const name = $("player-name").value.trim();
    if (!name) {
      $("start-error").textContent = t("Type your name, so your friends know who invites them.");
      $("player-name").focus();
      return;
    }
    const settings = {
      name,
      language: currentLanguage(),
      preset: this.rules.preset(),
      rules: this.rules.read(),
      friends: Number(radioValue($("friend-count"))),
      bots: this.opponents.read(),
      auto_play_forced: $("start-auto-play").checked,
    };
    setPref("name", name);
    setPref("friends", settings.friends);
    await this.create(() => createLobby(settings), (lobby) => {
      holdSeat(lobby.id, lobby.seat, lobby.token);
      this.openLobby(lobby.id);
    });
  }

  /** Runs `request` with the button locked; `then(answer)`, or the refusal shown under the form. */
  async create(request, then) {
    $("start-error").textContent = "";
    $("start-game").disabled = true;
    try {
      then(await request());
    } catch (error) {
      $("start-error").textContent = errorText(error.code, error.message, error.params);
    } finally {
      $("start-game").disabled = false;
    }
  }

  async start() {
    const name = $("player-name").value.trim();
    if (!name) {
      // Not "You" behind the player's back: the name is on their plate and in the score sheet.
      $("start-error").textContent = t(N_("Type your name: it stands on your plate and in the score sheet."));
      $("player-name").focus();
      return;
    }
    const settings = {
      name,
      language: currentLanguage(),
      preset: this.rules.preset(),
      rules: this.rules.read(),
      opponents: this.opponents.read(),
      auto_play_forced: $("start-auto-play").checked,
    };
    setPref("name", name);
    setPref("autoPlayForced", settings.auto_play_forced);
    setPref("guided", $("start-guided").checked);
    setPref("preset", settings.preset);
    setPref("rules", settings.rules);
    setPref("opponents", settings.opponents);
    await this.create(() => createGame(settings), (game) => {
      holdSeat(game.id, game.seat, game.token);
      this.openGame(game.id);
    });
  }

  /** Says why the page came back here, e.g. a game that no longer exists. */
  showError(text) {
    $("start-error").textContent = text ?? "";
  }

  hide() {
    $("start-screen").hidden = true;
  }
}
