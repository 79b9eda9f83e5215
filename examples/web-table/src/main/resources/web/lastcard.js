// "Last card!": the toggle that adds the declaration to the next move of a turn, and the reminder that asks before a
// move that would leave one card while the toggle is off.

import { $ } from './board.js';
import { closePickers } from './hand.js';
import { soundOf } from './sound.js';

let reminded = null;   // the move the reminder asks about, or null
let sendConfirmed = () => {};

function toggle() {
  return $('[data-test="last-card-toggle"]');
}

/** {@return true while the toggle is on} */
export function lastCardOn() {
  return toggle().dataset.on === 'true';
}

/** Turns the toggle on or off; while it is offered and off, it glows. */
export function setLast(on) {
  const button = toggle();
  button.setAttribute('aria-pressed', String(on));
  button.dataset.on = String(on);
  button.classList.toggle('due', !on && !button.hidden);
}

/** The move the reminder asks about, or null. */
export function remindedMove() {
  return reminded;
}

/** Before a move that leaves one card without "last card": asks whether to say it, with the move waiting. */
export function remind(move) {
  reminded = move;
  closePickers();
  const reminder = $('[data-test="last-card-reminder"]');
  reminder.hidden = false;
  reminder.querySelector('[data-test="remind-declare"]').focus();
  soundOf('remind');
}

/** Hides the reminder; its move is not made. */
export function hideReminder() {
  reminded = null;
  $('[data-test="last-card-reminder"]').hidden = true;
}

/** The reminder's answer: say "last card" with the move, or make it without. */
function answer(declare) {
  const move = reminded;
  hideReminder();
  if (!move) return;
  if (declare) setLast(true);
  sendConfirmed(move);
}

/** Makes the toggle and the reminder's buttons work; `send(move)` makes a move the reminder let through. */
export function initLastCard(send) {
  sendConfirmed = send;
  toggle().addEventListener('click', () => setLast(!lastCardOn()));
  $('[data-test="remind-declare"]').addEventListener('click', () => answer(true));
  $('[data-test="remind-skip"]').addEventListener('click', () => answer(false));
  setLast(false);
}
