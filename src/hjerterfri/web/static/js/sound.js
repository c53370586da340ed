// Small sounds for what happens at the table, made with the Web Audio API (no sound files):
// a card played, a trick taken, hearts broken, the queen of spades taken. Off unless chosen.

import { pref, setPref } from "./prefs.js";

// Each sound: [frequency in Hz, start in s, length in s] notes on one waveform.
const SOUNDS = {
  card: { wave: "triangle", notes: [[660, 0, 0.05]] },
  trick: { wave: "sine", notes: [[440, 0, 0.08], [550, 0.07, 0.1]] },
  hearts: { wave: "sine", notes: [[523, 0, 0.12], [659, 0.1, 0.12], [784, 0.2, 0.18]] },
  queen: { wave: "sawtooth", notes: [[196, 0, 0.25], [147, 0.2, 0.35]] },
};

let context = null;

export function soundOn() {
  return pref("sound", false) === true;
}

export function setSoundOn(on) {
  setPref("sound", on);
}

/** Plays sound `name` when sound is on; the browser may refuse until the page was touched. */
export function playSound(name) {
  if (!soundOn() || !SOUNDS[name] || typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  const { wave, notes } = SOUNDS[name];
  const now = context.currentTime;
  for (const [frequency, start, length] of notes) {
    const oscillator = new OscillatorNode(context, { type: wave, frequency });
    const volume = new GainNode(context, { gain: 0.08 });
    volume.gain.setTargetAtTime(0, now + start + length * 0.6, length / 4);
    oscillator.connect(volume).connect(context.destination);
    oscillator.start(now + start);
    oscillator.stop(now + start + length + 0.1);
  }
  document.body.dataset.lastSound = name;
}
