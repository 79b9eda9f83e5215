// The player's own part: the sorted hand with its legal cards raised, the pickers for a play's choice, the
// buttons of the other moves, and the "last card!" toggle. Out of turn the same view drives it: a card the seat
// may jump in with is raised and marked "Jump in!", a catch and a late declaration are buttons.

import { cardFace, parseMove, sortHand, takesDeclaration } from './cards.js';
import { t } from './i18n.js';
import { $, seatName } from './board.js';

const PICKERS = ['color-picker', 'seat-picker', 'choice-picker'];

/** The legal plays grouped by the card clicked (the first card of each play). */
export function playsByCard(legalMoves) {
  const groups = new Map();
  for (const move of legalMoves) {
    const parsed = parseMove(move);
    if (parsed.verb !== 'play' || !parsed.cards.length) continue;
    const first = parsed.cards[0];
    if (!groups.has(first)) groups.set(first, []);
    groups.get(first).push(parsed);
  }
  return groups;
}

/** Hides every picker. */
export function closePickers() {
  for (const name of PICKERS) {
    const picker = $(`[data-test="${name}"]`);
    picker.hidden = true;
    picker.replaceChildren();
  }
  document.querySelectorAll('[data-test="card"].selected').forEach((el) => el.classList.remove('selected'));
}

function button(className, text, onClick) {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = className;
  if (text !== undefined) el.textContent = text;
  el.addEventListener('click', onClick);
  return el;
}

function choiceLabel(parsed, seats) {
  switch (parsed.kind) {
    case 'color': return t(`color.${parsed.choice}`);
    case 'seat': return seatName(seats, Number(parsed.choice.slice(1)));
    case 'direction': return t(`direction.${parsed.choice}`);
    case 'none': return '';
    default: return t(`choice.${parsed.choice}`, {}, parsed.choice);
  }
}

/** Opens the picker that fits a card's several plays: colours, seats, or each play as it is written. */
function openPicker(card, plays, seats, send) {
  closePickers();
  const kinds = new Set(plays.map((p) => p.kind));
  const sameCards = new Set(plays.map((p) => p.cards.join(' '))).size === 1;
  let name = 'choice-picker';
  if (sameCards && kinds.size === 1 && kinds.has('color')) name = 'color-picker';
  else if (sameCards && kinds.size === 1 && kinds.has('seat')) name = 'seat-picker';
  const picker = $(`[data-test="${name}"]`);
  picker.append(Object.assign(document.createElement('span'), {
    className: 'picker-title', textContent: t(`picker.${name}`, { card }),
  }));
  for (const play of plays) {
    let choice;
    if (name === 'color-picker') {
      choice = button(`swatch color-${play.choice}`, t(`color.${play.choice}`), () => send(play.move));
      choice.dataset.color = play.choice;
    } else if (name === 'seat-picker') {
      choice = button('seat-choice', choiceLabel(play, seats), () => send(play.move));
      choice.dataset.seat = play.choice.slice(1);
    } else {
      choice = button('play-choice', undefined, () => send(play.move));
      choice.dataset.move = play.move;
      for (const extra of play.cards) {
        const mini = document.createElement('span');
        mini.className = 'mini-card';
        mini.innerHTML = cardFace(extra);
        choice.append(mini);
      }
      const label = choiceLabel(play, seats);
      if (label) choice.append(Object.assign(document.createElement('span'), { textContent: label }));
    }
    picker.append(choice);
  }
  picker.append(button('cancel', t('picker.cancel'), closePickers));
  picker.hidden = false;
}

/** The text of a move's button: a catch names the player it catches. */
function moveLabel(parsed, view, seats) {
  switch (parsed.verb) {
    case 'catch': return t('move.catch', { name: seatName(seats, Number(parsed.choice)) }, parsed.move);
    case 'declare': return t('move.declare', {}, parsed.move);
    default: return t(`move.${parsed.verb}`, { n: view.pendingDraw || 1 }, parsed.move);
  }
}

/** The data-test name of a move's button. */
function moveTestName(verb) {
  switch (verb) {
    case 'draw': return 'draw-button';
    case 'catch': return 'catch-button';
    case 'declare': return 'declare-button';
    default: return 'move-button';
  }
}

/**
 * Draws the hand and the moves of a view. `send(move)` makes a move (the toggle's declaration is added by the
 * caller); the pickers open when one card has several plays. The view's legal moves are the seat's whether or
 * not it is to act: when it is not, a card it may play is a jump.
 */
export function renderHand(response, send) {
  const view = response.view;
  const me = $('#me');
  me.hidden = response.seat < 0 || !view;
  if (me.hidden) return;
  const legal = view.legalMoves ?? [];
  const groups = playsByCard(legal);
  const outOfTurn = view.toAct !== response.seat;
  const hand = $('[data-test="hand"]');
  const cards = sortHand(view.hand);
  hand.replaceChildren(...cards.map((card) => {
    const plays = groups.get(card);
    const el = document.createElement('button');
    el.type = 'button';
    el.className = 'card';
    el.dataset.test = 'card';
    el.dataset.card = card;
    el.dataset.legal = String(Boolean(plays));
    el.setAttribute('aria-label', card);
    el.innerHTML = cardFace(card);
    el.disabled = !plays;
    if (plays && outOfTurn) {
      el.dataset.jump = 'true';
      el.classList.add('jump');
      el.title = t('hand.jumpIn');
      el.setAttribute('aria-label', `${card}: ${t('hand.jumpIn')}`);
      el.append(Object.assign(document.createElement('span'), { className: 'jump-label', textContent: t('hand.jumpIn') }));
    }
    if (plays) {
      el.addEventListener('click', () => {
        if (plays.length === 1) {
          send(plays[0].move);
        } else {
          openPicker(card, plays, response.table.seats, send);
          el.classList.add('selected');
        }
      });
    }
    return el;
  }));
  const moves = $('#moves');
  moves.replaceChildren(...legal.filter((move) => parseMove(move).verb !== 'play').map((move) => {
    const parsed = parseMove(move);
    const el = button(`move ${parsed.verb}`, moveLabel(parsed, view, response.table.seats), () => send(move));
    el.classList.toggle('interjection', !takesDeclaration(move));
    el.dataset.test = moveTestName(parsed.verb);
    el.dataset.move = move;
    return el;
  }));
  $('[data-test="last-card-toggle"]').disabled = !legal.some(takesDeclaration);
  closePickers();
}

/** Turns every card and move off while a move or the events after it are on their way. */
export function lockHand() {
  document.querySelectorAll('[data-test="card"]').forEach((el) => {
    el.dataset.legal = 'false';
    el.disabled = true;
    el.classList.remove('jump');
    delete el.dataset.jump;
  });
  document.querySelectorAll('#moves button, .picker button').forEach((el) => { el.disabled = true; });
  document.body.classList.add('busy');
}

/** Undoes lockHand's busy mark (the next render enables what is legal). */
export function unlockHand() {
  document.body.classList.remove('busy');
}
