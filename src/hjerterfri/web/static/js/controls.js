// Wires the table's buttons and dialogs to the table once, when the page starts.

import { currentLanguage, setLanguage, t } from "./i18n.js";
import { radioGroup } from "./forms.js";
import { pref, setPref } from "./prefs.js";
import { SPEEDS, setSpeed } from "./speed.js";
import { setSoundOn, soundOn } from "./sound.js";
import { CARD_BACKS, TABLE_COLOURS, setLook } from "./looks.js";
import { playAgain } from "./play-again.js";
import { errorText } from "./errors.js";
import { guideOn, setGuide } from "./guide.js";

const $ = (id) => document.getElementById(id);

/** A select of `choices` (code → msgid), showing the one kept as `prefName`. */
function renderChoice(select, choices, prefName, fallback) {
  select.replaceChildren(...Object.entries(choices).map(([code, label]) => new Option(t(label), code)));
  select.value = pref(prefName, fallback);
}

function renderSettings() {
  radioGroup($("speed-choice"), "speed", Object.keys(SPEEDS), (key) => t(SPEEDS[key].label), pref("speed", "normal"));
  $("sound-on").checked = soundOn();
  renderChoice($("card-back-choice"), CARD_BACKS, "cardBack", "blue");
  renderChoice($("table-colour-choice"), TABLE_COLOURS, "tableColour", "green");
}

async function startAgain(table) {
  try {
    await playAgain(table.state, (id) => {
      $("scores-dialog").close();
      location.hash = `game=${id}`;
    });
  } catch (error) {
    $("result-line").textContent = errorText(error.code, error.message);
  }
}

function renderLanguages(languages) {
  const select = $("table-language");
  select.replaceChildren(...languages.map(({ code, name }) => new Option(name, code)));
  select.value = currentLanguage();
}

export function wireControls(table, languages) {
  const clicks = {
    "menu-button": () => table.leave(),
    "hint-button": () => table.send("hint"),
    "undo-button": () => table.send("undo"),
    "last-trick-button": () => table.showLastTrick(),
    "scores-button": () => table.showScores(),
    "action-button": () => table.action(),
    "next-deal-button": () => {
      $("scores-dialog").close();
      table.send("next_deal");
    },
    "new-game-button": () => table.leave(),
    "play-again-button": () => startAgain(table),
    "guide-off": () => setGuide(false, table.state),
    "moon-others": () => table.chooseMoon("others_plus_26"),
    "moon-me": () => table.chooseMoon("shooter_minus_26"),
    "settings-button": () => {
      renderSettings();
      renderLanguages(languages);
      $("auto-play-forced").checked = table.state?.settings.auto_play_forced ?? pref("autoPlayForced", false);
      $("show-ladder").checked = pref("ladder", false);
      $("guided-on").checked = guideOn();
      $("settings-dialog").showModal();
      $("speed-choice").querySelector("input:checked")?.focus();
    },
  };
  for (const [id, handler] of Object.entries(clicks)) $(id).addEventListener("click", handler);
  // The host's button on a name plate: a bot plays for a player who is away, until they are back.
  $("opponent-seats").addEventListener("click", (event) => {
    const button = event.target.closest(".stand-in-button");
    if (button) table.send("stand_in", { seat: Number(button.dataset.seat), on: true });
  });
  for (const button of document.querySelectorAll(".close-dialog")) {
    button.addEventListener("click", () => button.closest("dialog").close());
  }
  $("speed-choice").addEventListener("change", (event) => setSpeed(event.target.value));
  $("table-language").addEventListener("change", async (event) => {
    setPref("language", event.target.value);
    await setLanguage(event.target.value);
    renderSettings();
    table.redraw();
  });
  $("auto-play-forced").addEventListener("change", (event) => {
    setPref("autoPlayForced", event.target.checked);
    table.send("settings", { auto_play_forced: event.target.checked });
  });
  $("guided-on").addEventListener("change", (event) => setGuide(event.target.checked, table.state));
  $("sound-on").addEventListener("change", (event) => setSoundOn(event.target.checked));
  $("card-back-choice").addEventListener("change", (event) => setLook("cardBack", event.target.value));
  $("table-colour-choice").addEventListener("change", (event) => setLook("tableColour", event.target.value));
  $("show-ladder").addEventListener("change", (event) => {
    setPref("ladder", event.target.checked);
    table.redraw();
  });
  // A dialog closed with Escape or a button gives the keyboard back to the hand.
  for (const dialog of document.querySelectorAll("dialog")) {
    dialog.addEventListener("close", () => table.takeFocus());
  }
}
