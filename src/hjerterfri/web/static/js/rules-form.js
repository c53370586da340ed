// The rules part of the start page: players, preset, length of the game and every variant.
// The server's /api/options names the presets and choices; the page only shows and reads them.

import { N_, t } from "./i18n.js";
import { PRESET_DESCRIPTIONS, PRESET_NAMES, name, settingWords } from "./words.js";
import { checkField, radioGroup, radioValue, selectField, setRadio } from "./forms.js";

const LENGTHS = { full: N_("Play to a score"), single: N_("One deal") };

const $ = (id) => document.getElementById(id);

export class RulesForm {
  constructor(options, onPlayersChange) {
    this.options = options;
    this.onPlayersChange = onPlayersChange;
    this.controls = {};
  }

  /** Builds (or rebuilds, after a language change) the controls, keeping the chosen values. */
  render(rules, preset) {
    const { options } = this;
    const { settingNames, choiceNames } = settingWords(options.settings);
    radioGroup($("player-count"), "players", options.choices.players, String, rules.players);
    $("player-count").onchange = () => this.playersChanged();
    const presetSelect = $("preset");
    presetSelect.replaceChildren(
      ...Object.keys(options.presets).map((key) => new Option(name(PRESET_NAMES, key), key)),
    );
    presetSelect.value = preset;
    presetSelect.onchange = () => this.choosePreset(presetSelect.value);
    radioGroup($("game-length"), "length", Object.keys(LENGTHS), (key) => t(LENGTHS[key]), "full");
    $("game-length").onchange = () => this.showTarget();
    const variants = $("variants");
    variants.replaceChildren();
    // The schema's order: its choices as selects, its flags as checkboxes (one deal or not
    // is the game's length above, the players a row of their own).
    for (const { name: setting, kind, choices } of options.settings) {
      if (kind === "choice") {
        const values = choices.map((choice) => choice.value);
        this.controls[setting] = selectField(variants, `rule-${setting}`, t(settingNames[setting]), values, (value) =>
          name(choiceNames[setting], value),
        );
      } else if (kind === "flag" && setting !== "single_deal") {
        this.controls[setting] = checkField(variants, `rule-${setting}`, t(settingNames[setting]));
      }
    }
    this.apply(rules);
    this.describePreset(preset);
  }

  choosePreset(preset) {
    const players = this.players();
    this.apply({ ...this.options.presets[preset], players });
    this.describePreset(preset);
  }

  describePreset(preset) {
    $("preset-description").textContent = name(PRESET_DESCRIPTIONS, preset) === preset ? "" : name(PRESET_DESCRIPTIONS, preset);
  }

  apply(rules) {
    setRadio($("player-count"), rules.players);
    for (const [setting, control] of Object.entries(this.controls)) {
      if (control.type === "checkbox") control.checked = Boolean(rules[setting]);
      else control.value = String(rules[setting]);
    }
    setRadio($("game-length"), rules.single_deal ? "single" : "full");
    $("target").value = rules.target;
    this.showTarget();
    this.playersChanged();
  }

  players() {
    return Number(radioValue($("player-count")));
  }

  playersChanged() {
    this.controls.three_player_removes.closest(".field").hidden = this.players() !== 3;
    this.onPlayersChange(this.players());
  }

  showTarget() {
    $("target-field").hidden = radioValue($("game-length")) === "single";
  }

  preset() {
    return $("preset").value;
  }

  /** Every setting as the server names them. */
  read() {
    const rules = { players: this.players() };
    for (const [setting, control] of Object.entries(this.controls)) {
      if (control.type === "checkbox") rules[setting] = control.checked;
      else rules[setting] = typeof this.options.choices[setting][0] === "number" ? Number(control.value) : control.value;
    }
    rules.single_deal = radioValue($("game-length")) === "single";
    rules.target = Math.max(1, Math.round(Number($("target").value) || 100));
    return rules;
  }
}
