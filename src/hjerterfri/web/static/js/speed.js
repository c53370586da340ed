// How fast the table plays, as the player sets it: how long a card flies, how long a trick stays.

import { N_ } from "./i18n.js";
import { pref, setPref } from "./prefs.js";

export const SPEEDS = {
  slow: { label: N_("Slow"), playMs: 650, trickMs: 1500 },
  normal: { label: N_("Normal"), playMs: 380, trickMs: 900 },
  fast: { label: N_("Fast"), playMs: 140, trickMs: 320 },
};

export function speed() {
  return SPEEDS[pref("speed", "normal")] ?? SPEEDS.normal;
}

export function setSpeed(name) {
  setPref("speed", name);
  applySpeed();
}

export function applySpeed() {
  document.documentElement.style.setProperty("--speed-play", `${speed().playMs}ms`);
}

export function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
