// The move clock and absent players: the countdown by the awaited player's name, the banner of a person whose seat a
// bot played while they were away ("I'm back"), and the host's "Let a bot play" by a seat whose person is not
// connected.

import { t } from './i18n.js';
import { $, seatName } from './board.js';

let deadline = null;   // {seat, endsAt}: endsAt on the page's own performance.now() clock
let ticker = null;

/**
 * Keeps the deadline of a view (an answer or a pushed frame): the server says how many milliseconds are left when it
 * sends, so the countdown runs on the page's own clock from the moment the view arrived (receivedAt), whatever the
 * computer's time of day.
 */
export function useDeadline(response) {
  const d = response?.deadline;
  deadline = d ? { seat: d.seat, endsAt: (response.receivedAt ?? performance.now()) + d.remainingMs } : null;
  if (deadline && !ticker) ticker = setInterval(tick, 250);
  if (!deadline && ticker) {
    clearInterval(ticker);
    ticker = null;
  }
}

/** The seconds left, rounded up: 0 once the time is out. */
function secondsLeft() {
  return Math.max(0, Math.ceil((deadline.endsAt - performance.now()) / 1000));
}

function formatted(seconds) {
  return seconds >= 60 ? `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` : String(seconds);
}

function tick() {
  for (const el of document.querySelectorAll('[data-test="countdown"]')) {
    if (!deadline) {
      el.remove();
      continue;
    }
    const seconds = secondsLeft();
    el.dataset.seconds = String(seconds);
    el.textContent = t('countdown.left', { time: formatted(seconds) });
    el.classList.toggle('urgent', seconds <= 5);
  }
}

/** Puts the countdown by the name of the seat awaited, in its badge (the seat's own badge for its person). */
function placeCountdown(seats) {
  document.querySelectorAll('[data-test="countdown"]').forEach((el) => el.remove());
  if (!deadline) return;
  const head = document.querySelector(`[data-test="seat-${deadline.seat}"] .seat-head`);
  if (!head) return;
  const el = document.createElement('span');
  el.className = 'countdown';
  el.dataset.test = 'countdown';
  el.dataset.seat = String(deadline.seat);
  el.title = t('countdown.title', { name: seatName(seats, deadline.seat) });
  head.append(el);
  tick();
}

/**
 * The host's buttons: by every other seat whose person is not connected while the game is played, "Let a bot play".
 * The host is the person at table.host (who took the first seat).
 */
function placeHostButtons(table, mySeat, handToBot) {
  if (mySeat < 0 || table.host !== mySeat || table.status !== 'playing') return;
  for (const entry of table.seats) {
    if (entry.seat === mySeat || entry.kind !== 'human' || entry.status !== 'playing' || entry.connected) continue;
    const badge = document.querySelector(`[data-test="seat-${entry.seat}"]`);
    if (!badge || badge.querySelector('[data-test="bot-button"]')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'bot-button';
    button.dataset.test = 'bot-button';
    button.dataset.seat = String(entry.seat);
    button.textContent = t('host.letBot');
    button.title = t('host.letBotTitle', { name: entry.name ?? '' });
    button.addEventListener('click', () => {
      button.disabled = true;
      handToBot(entry.seat).finally(() => { button.disabled = false; });
    });
    badge.append(button);
  }
}

/** The banner of a person whose seat its bot plays since they were away, with "I'm back". */
function renderAwayBanner(table, mySeat) {
  const mine = mySeat >= 0 ? table.seats.find((s) => s.seat === mySeat) : null;
  $('[data-test="away-banner"]').hidden = !(mine && mine.status === 'away' && table.status === 'playing');
}

/**
 * Adds to the board what the clock and absent players show; called after every drawing of the board.
 *
 * @param table the table as the server last sent it
 * @param mySeat the page's seat, -1 for a spectator
 * @param handToBot the host's action for a seat: a promise
 */
export function decorate(table, mySeat, handToBot) {
  if (!table) return;
  placeCountdown(table.seats);
  placeHostButtons(table, mySeat, handToBot);
  renderAwayBanner(table, mySeat);
}
