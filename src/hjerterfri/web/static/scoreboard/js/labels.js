// The words for rule choices and pass directions, looked up by the values the API uses.
import { t } from "./i18n.js";

export const passLabel = (pass) =>
  ({ left: t("Pass left"), right: t("Pass right"), across: t("Pass across"), none: t("No passing") })[pass];

export const moonLabel = (moon) =>
  ({
    others_plus_26: t("Others get 26"),
    shooter_minus_26: t("Shooter gets −26"),
    shooters_choice: t("Shooter's choice"),
    automatic: t("Automatic (others +26 unless that loses the game)"),
  })[moon];

export const tieLabel = (ties) =>
  ({ draw: t("The game is a draw"), shared_win: t("They share the win"), play_off: t("Play another deal") })[ties];

export const presetLabel = (preset) =>
  ({
    hjerterfri: t("Hjerterfri (Danish family)"),
    windows: t("Windows Hearts"),
    pagat: t("Pagat's Hearts"),
    omnibus: t("Omnibus (J♦ −10)"),
    hjarter: t("Hjärter (Swedish, moon −26)"),
    online: t("Online (shooter's choice)"),
  })[preset] || preset;

export const queenLabel = (points) => t("{points} points", { points });

/** Fill a <select> with values and labels, keeping the chosen value when it is still offered. */
export function fillSelect(select, values, label, chosen = select.value) {
  select.replaceChildren(
    ...values.map((value) => {
      const option = new Option(label(value), value);
      option.selected = String(value) === String(chosen);
      return option;
    }),
  );
}
