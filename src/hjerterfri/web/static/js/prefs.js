// What the page remembers between visits, in localStorage: name, language, speed, last choices.

const KEY = "hjerterfri.prefs";

function read() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) ?? {};
  } catch {
    return {};
  }
}

export function pref(name, fallback) {
  return read()[name] ?? fallback;
}

export function setPref(name, value) {
  const all = read();
  all[name] = value;
  localStorage.setItem(KEY, JSON.stringify(all));
}
