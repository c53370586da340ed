// Translations: the page's English text is the message id; the server hands out each language's
// catalogue. t(msgid) translates a literal; N_(msgid) only marks a literal for the catalogue check.

let messages = {};
let errors = {};
let language = "en";

export function N_(msgid) {
  return msgid;
}

/** "Deal {number}" with {number: 3} → "Runde 3" (in Danish). Unknown text stays English. */
export function t(msgid, params = {}) {
  const text = messages[msgid] || msgid;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** The English sentences of error `code` from the server's catalogue, fullest first. */
export function errorSentences(code) {
  return errors[code];
}

export function currentLanguage() {
  return language;
}

/** The browser's own locale when it speaks the page's language (en-GB, not en-US, for dates),
 *  else the page's language. */
export function currentLocale() {
  const own = (navigator.languages ?? [navigator.language]).find((tag) => tag?.split("-")[0] === language);
  return own ?? language;
}

export async function fetchLanguages() {
  const response = await fetch("api/i18n");
  if (!response.ok) throw new Error(`languages: HTTP ${response.status}`);
  return response.json();
}

export async function setLanguage(code) {
  const response = await fetch(`api/i18n/${encodeURIComponent(code)}`);
  if (!response.ok) throw new Error(`translations: HTTP ${response.status}`);
  ({ messages, errors } = await response.json());
  language = code;
  document.documentElement.lang = code;
  translatePage(document);
}

const ATTRIBUTES = { i18nTitle: "title", i18nLabel: "aria-label", i18nPlaceholder: "placeholder" };

/** Translates every element marked data-i18n (its text) or data-i18n-title/-label/-placeholder. */
export function translatePage(root) {
  for (const element of root.querySelectorAll("[data-i18n]")) {
    element.dataset.i18n ||= element.textContent.trim();
    element.textContent = t(element.dataset.i18n);
  }
  for (const [key, attribute] of Object.entries(ATTRIBUTES)) {
    const selector = `[data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}]`;
    for (const element of root.querySelectorAll(selector)) {
      element.setAttribute(attribute, t(element.dataset[key]));
    }
  }
}
