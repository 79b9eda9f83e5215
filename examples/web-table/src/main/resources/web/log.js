// The "What happened" list: every event in words, newest first. A jump and a catch are told in one line with what
// the events after them add (the card jumped in with, the cards the caught player drew), and a "last card" said
// after the player became catchable is told as said late.

import { t } from './i18n.js';
import { $, seatName } from './board.js';
import { cardFace, parseCard } from './cards.js';

const MOST_LINES = 40;

let jump = null;       // a jump-in:jumped event, told with the jumper's card-played that follows it
let caught = null;     // a catch-last-card:caught event, told with the caught player's draw that follows it
let catchable = null;  // { seat, version } of the last catch-last-card:catchable event, until another move's event

/** A card in words: "red 5", or its notation for a card without a colour. */
export function cardWords(card) {
  const { color, symbol } = parseCard(card);
  return color ? t('card.colored', { color: t(`color.${color}`), symbol }) : symbol;
}

/**
 * An event in the page's language; a plugin's event without a text shows as its type and the player's name.
 * `extra` adds or replaces parameters of the text; `suffix` picks a text of its own (`-late`).
 */
export function eventText(event, seats, extra = {}, suffix = '') {
  const params = { ...event, name: seatName(seats, event.seat) };
  if ('from' in event) params.from = seatName(seats, event.from);
  if ('to' in event) params.to = seatName(seats, event.to);
  if ('other' in event) params.other = seatName(seats, event.other);
  if (event.color) params.color = t(`color.${event.color}`);
  if (event.direction) params.direction = t(`direction.${event.direction}`);
  if (event.winners) params.names = event.winners.map((s) => seatName(seats, s)).join(t('list.and'));
  if (event.details) {
    Object.assign(params, event.details);
    if (Array.isArray(event.details.roundScores)) params.roundScores = event.details.roundScores.join(' / ');
    // The seats a variant's event names, by name: whom a jump went over, whom a catch caught.
    if (event.type === 'jump-in:jumped') params.over = seatName(seats, event.details.over);
    if (event.type === 'catch-last-card:caught') params.caught = seatName(seats, event.details.seat);
  }
  Object.assign(params, extra);
  return t(`event.${event.type}${suffix}`, params, `${event.type} ${params.name}`);
}

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

/** Tells a jump or a catch whose following event never came as it stands. */
function flush(seats) {
  if (jump) add(jump, eventText(jump, seats));
  if (caught) add(caught, eventText(caught, seats, { count: 4 }));  // the rule's four cards
  jump = null;
  caught = null;
}

/**
 * Adds an event of the log (an item {seq, version, event} as the server sends it) to the list.
 *
 * @param item the event with its number and the version of the move that caused it
 * @param seats the table's seats, for names
 */
export function logEvent(item, seats) {
  const { event, version } = item;
  // Any other move ends catchability: the first event of a later move is either the late declaration or not.
  if (catchable && version > catchable.version) {
    const late = event.type === 'last-card-declared' && event.seat === catchable.seat;
    catchable = null;
    if (late) {
      flush(seats);
      add(event, eventText(event, seats, {}, '-late'), null, true);
      return;
    }
  }
  switch (event.type) {
    case 'turn-started': return;
    case 'catch-last-card:catchable': catchable = { seat: event.seat, version }; break;
    case 'jump-in:jumped': flush(seats); jump = event; return;
    case 'catch-last-card:caught': flush(seats); caught = event; return;
    default: break;
  }
  if (jump && event.type === 'card-played' && event.seat === jump.seat) {
    add(jump, eventText(jump, seats, { card: cardWords(event.card) }), event.card);
    jump = null;
    return;
  }
  if (caught && event.seat === caught.details?.seat) {
    if (event.type === 'last-card-penalty') return;  // the catch's line says it
    if (event.type === 'cards-drawn') {
      const count = Math.max(event.cards?.length ?? 0, event.count - (event.forgiven ?? 0));
      add(caught, eventText(caught, seats, { count }));
      caught = null;
      return;
    }
  }
  flush(seats);
  add(event, eventText(event, seats), event.card);
}
