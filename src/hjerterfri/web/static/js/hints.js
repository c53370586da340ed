// A bot's reason for its hint, in the player's language. The reason comes as an English sentence
// made from one of the bots' templates; the page finds the template to translate it.

import { knownTemplates, t } from "./i18n.js";

function escape(text) {
  return text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
}

/** Matches `sentence` against `template`; the values of its {placeholders}, or null. */
function valuesIn(template, sentence) {
  const names = [];
  const pattern = escape(template).replace(/\\?\{(\w+)\\?\}/g, (whole, name) => {
    names.push(name);
    return "(.+?)";
  });
  const found = new RegExp(`^${pattern}$`).exec(sentence);
  return found ? Object.fromEntries(names.map((name, index) => [name, found[index + 1]])) : null;
}

function recover(sentence) {
  for (const template of knownTemplates()) {
    const values = valuesIn(template, sentence);
    if (values) return { template, values };
  }
  return { template: sentence, values: {} };
}

/** The hint's reason translated; a seat number in it becomes that player's name. */
export function hintReason(hint, state) {
  const found = hint.reason_template
    ? { template: hint.reason_template, values: { ...hint.reason_params } }
    : recover(hint.reason);
  if ("seat" in found.values) {
    found.values.seat = state.seats[Number(found.values.seat)]?.name ?? found.values.seat;
  }
  return t(found.template, found.values);
}
