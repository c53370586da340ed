// The start screen: name, language, rules and opponents; start a game, resume one, see past ones.

import { getOptions, createGame } from "./api.js";
import { currentLanguage, setLanguage, t } from "./i18n.js";
import { pref, setPref } from "./prefs.js";
import { RulesForm } from "./rules-form.js";
import { OpponentsForm } from "./opponents-form.js";
import { showGameLists } from "./game-lists.js";
import { errorText } from "./errors.js";

const $ = (id) => document.getElementById(id);

export class StartScreen {
  /** `openGame(id)` switches to the table. */
  constructor(languages, openGame) {
    this.languages = languages;
    this.openGame = openGame;
  }

  async show() {
    this.options ??= await getOptions();
    const { options } = this;
    this.opponents ??= new OpponentsForm($("opponents"), options.levels, options.default_level);
    this.rules ??= new RulesForm(options, (players) => this.opponents.render(players));
    const preset = pref("preset", options.default_preset);
    const rules = pref("rules", options.presets[preset] ?? options.presets[options.default_preset]);
    this.opponents.render(rules.players, pref("opponents", []));
    this.rules.render(rules, options.presets[preset] ? preset : options.default_preset);
    this.renderLanguages();
    $("player-name").value ||= pref("name", "");
    $("start-auto-play").checked = pref("autoPlayForced", false);
    $("player-name").placeholder = t("Your name");
    $("new-game-form").onsubmit = (event) => {
      event.preventDefault();
      this.start();
    };
    $("start-screen").hidden = false;
    await showGameLists((game) => this.openGame(game.id));
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
      await showGameLists((game) => this.openGame(game.id));
    };
  }

  async start() {
    const name = $("player-name").value.trim() || t("You");
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
    setPref("preset", settings.preset);
    setPref("rules", settings.rules);
    setPref("opponents", settings.opponents);
    $("start-error").textContent = "";
    $("start-game").disabled = true;
    try {
      const game = await createGame(settings);
      this.openGame(game.id);
    } catch (error) {
      $("start-error").textContent = errorText(error.code, error.message);
    } finally {
      $("start-game").disabled = false;
    }
  }

  /** Says why the page came back here, e.g. a game that no longer exists. */
  showError(text) {
    $("start-error").textContent = text ?? "";
  }

  hide() {
    $("start-screen").hidden = true;
  }
}
