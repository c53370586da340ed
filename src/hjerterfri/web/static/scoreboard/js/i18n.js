// Translations of the "scoreboard" domain: the English text is the message id; the server
// hands out each language's catalogue. t(msgid, params) translates and fills {placeholders}.

let messages = {};
const STORAGE_KEY = "hjerterfri.scoreboard.language";

export function t(msgid, params = {}) {
  const text = messages[msgid] || msgid;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** An API refusal in the page's language: its template translated, its params filled in. */
export function explain(detail) {
  if (detail && detail.template) return t(detail.template, detail.params || {});
  return typeof detail === "string" ? detail : t("Something went wrong; try again.");
}

export async function languages(api) {
  const data = await api.get("i18n");
  const saved = localStorage.getItem(STORAGE_KEY);
  return { names: data.languages, chosen: saved && saved in data.languages ? saved : data.preferred };
}

export async function useLanguage(api, code) {
  messages = code === "en" ? {} : (await api.get(`i18n/${encodeURIComponent(code)}`)).messages;
  localStorage.setItem(STORAGE_KEY, code);
  document.documentElement.lang = code;
  for (const element of document.querySelectorAll("[data-i18n]")) {
    element.dataset.msgid ||= element.textContent.trim();
    element.textContent = t(element.dataset.msgid);
  }
  for (const element of document.querySelectorAll("[data-i18n-label]")) {
    element.setAttribute("aria-label", t(element.dataset.i18nLabel));
  }
}
