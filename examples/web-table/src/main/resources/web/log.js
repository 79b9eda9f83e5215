// The "What happened" list, newest first: each event's line as the server writes it in the page's language from the
// game's texts (a plugin's own sentences included; an event another's line tells has none). A "last card" said after
// the player became catchable is told as said late.

import { t } from './i18n.js';
import { $, seatName } from './board.js';
import { cardFace } from './cards.js';
import { learnWords } from './words.js';

const MOST_LINES = 40;

let catchable = null;  // { seat, version } of the last catch-last-card:catchable event, until another move's event

function add(event, text, card, late = false) {
  const list = $('#log');
  const item = document.createElement('li');
  item.textContent = text;
  item.dataset.event = event.type;
  if ('seat' in event) item.dataset.seat = String(event.seat);
  if (late) item.dataset.late = 'true';
  if (card) item.prepend(Object.assign(document.createElement('span'), { className: 'mini-card', innerHTML: cardFace(card) }));
  list.prepend(item);
  while (list.children.length > MOST_LINES) list.lastElementChild.remove();
}

/**
 * Adds an event of the log (an item {seq, version, event, text} as the server sends it) to the list.
 *
 * @param item the event with its number, the version of the move that caused it and its line
 * @param seats the table's seats, for names
 */
export function logEvent(item, seats) {
  const { event, version } = item;
  learnWords(item.words);
  // Any other move ends catchability: the first event of a later move is either the late declaration or not.
  if (catchable && version > catchable.version) {
    const late = event.type === 'last-card-declared' && event.seat === catchable.seat;
    catchable = null;
    if (late) {
      add(event, t('event.last-card-declared-late', { name: seatName(seats, event.seat) }), null, true);
      return;
    }
  }
  if (event.type === 'catch-last-card:catchable') catchable = { seat: event.seat, version };
  // Whose turn it is shows on the board; a line for it would push the game's lines out of the list.
  if (event.type === 'turn-started' || !item.text) return;
  add(event, item.text, event.card);
}

/**
 * Tells the game so far, up to an event number, asking for it page by page (500 events a page).
 *
 * @param page (since) => a promise of the events answer after `since`
 * @param upTo the last event to tell: the one the view drawn covers
 * @param seats the table's seats, for names
 * @param onPlay called with each card-played event, in order: the last one is shown by the pile
 */
export async function tellHistory(page, upTo, seats, onPlay) {
  let since = 0;
  while (since < upTo) {
    const answer = await page(since);
    if (!answer.events.length) return;
    for (const item of answer.events) {
      if (item.seq > upTo) return;
      if (item.event.type === 'card-played') onPlay(item.event);
      logEvent(item, seats);
    }
    since = answer.events[answer.events.length - 1].seq;
  }
}
