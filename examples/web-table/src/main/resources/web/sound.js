// Tiny sounds made with WebAudio (no sound files): off until the player turns them on; the choice is kept in the
// browser.

import { t } from './i18n.js';

const STORAGE_KEY = 'taki.sound';
/** Each sound as notes: [frequency in Hz, start in s, length in s]. */
const SOUNDS = {
  play: [[660, 0, 0.07]],
  draw: [[330, 0, 0.06], [262, 0.06, 0.06]],
  turn: [[523, 0, 0.09], [784, 0.1, 0.12]],
  remind: [[880, 0, 0.08], [880, 0.12, 0.08]],
  win: [[523, 0, 0.12], [659, 0.12, 0.12], [784, 0.24, 0.2]],
};

let on = false;
let context = null;

function toggle() {
  return document.querySelector('[data-test="sound-toggle"]');
}

function show() {
  const button = toggle();
  if (!button) return;
  button.setAttribute('aria-pressed', String(on));
  button.dataset.on = String(on);
  button.title = t(on ? 'sound.on' : 'sound.off');
}

/** Reads the kept choice and makes the switch work; the switch's label follows the language. */
export function initSound() {
  on = localStorage.getItem(STORAGE_KEY) === 'on';
  show();
  toggle()?.addEventListener('click', () => {
    on = !on;
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    show();
    if (on) soundOf('play');
  });
}

/** Plays a sound by name ("play", "draw", "turn", "remind", "win") when sounds are on; quietly nothing otherwise. */
export function soundOf(name) {
  const notes = SOUNDS[name];
  if (!on || !notes) return;
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    for (const [frequency, start, length] of notes) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.15, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length + 0.02);
    }
  } catch (e) {
    // No audio on this device: the game goes on silently.
  }
}

/** The sound of a live event of the game, when sounds are on: a card played, a draw, the seat's turn, a win. */
export function soundOfEvent(event, mySeat) {
  if (event.type === 'card-played') soundOf('play');
  else if (event.type === 'cards-drawn') soundOf('draw');
  else if (event.type === 'turn-started' && event.seat === mySeat) soundOf('turn');
  else if (event.type === 'game-won') soundOf('win');
}
