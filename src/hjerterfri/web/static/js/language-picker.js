// The language picker of a page of its own (statistics, review): the language kept from last
// time (or the browser's), the choices in the <select id="language">, and a change kept.

import { fetchLanguages, setLanguage } from "./i18n.js";
import { pref, setPref } from "./prefs.js";

/** Sets the page's language and fills the picker; `onChange()` redraws after a new choice. */
export async function pickLanguage(onChange) {
  const { languages, preferred } = await fetchLanguages();
  const wanted = pref("language", preferred);
  await setLanguage(languages.some(({ code }) => code === wanted) ? wanted : preferred);
  const select = document.getElementById("language");
  select.replaceChildren(...languages.map(({ code, name }) => new Option(name, code)));
  select.value = document.documentElement.lang;
  select.addEventListener("change", async () => {
    setPref("language", select.value);
    await setLanguage(select.value);
    onChange();
  });
}
