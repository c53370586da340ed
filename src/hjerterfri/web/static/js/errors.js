// Why something was refused, in the player's language. The sentences are the server's error
// catalogue (services/error_catalogue.py), loaded with the translations: the page keeps no copy.
// The page fills in what it can see (the led suit, the one card allowed).

import { N_, errorSentences, t } from "./i18n.js";

const PLACEHOLDER = /\{(\w+)\}/g;

/** The fullest of `sentences` whose every placeholder `context` fills; else the last. */
function fullest(sentences, context) {
  const known = (sentence) => [...sentence.matchAll(PLACEHOLDER)].every(([, key]) => context[key] != null && context[key] !== "");
  return sentences.find(known) ?? sentences[sentences.length - 1];
}

/** The sentence for error `code`; `context` fills placeholders; unknown codes keep the English. */
export function errorText(code, english, context = {}) {
  const sentences = errorSentences(code);
  if (sentences?.length) return t(fullest(sentences, context), context);
  return english || t(N_("Something went wrong."));
}
