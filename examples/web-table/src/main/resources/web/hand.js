// The player's own part: the sorted hand with its legal cards raised, the pickers for a play's choice, the
// buttons of the other moves, and the "last card!" toggle. Out of turn the same view drives it: a card the seat
// may jump in with is raised and marked "Jump in!", a catch and a late declaration are buttons.

import { cardFace, parseMove, sortHand, takesDeclaration } from './cards.js';
import { t } from './i18n.js';
import { $, seatName } from './board.js';
import { cardName, choiceWords, moveLabel, promptFor } from './words.js';

const PICKERS = ['color-picker', 'seat-picker', 'choice-picker'];

/**
 * Whether a move would leave the seat one card, so that "last card" can be due with it: a play of all but one card of
 * the hand, or a close, end or pass with one card in it. A draw never does.
 */
export function leavesOneCard(move, handSize) {
  if (!takesDeclaration(move)) return false;
  const parsed = parseMove(move);
  if (parsed.verb === 'play') return handSize - parsed.cards.length === 1;
  return parsed.verb !== 'draw' && handSize === 1;
}

/** The widest a card of the hand is drawn (on a narrow window), and the narrowest before the hand scrolls sideways. */
const WIDEST_CARD = 76;
const WIDEST_CARD_NARROW = 58;
const NARROWEST_CARD = 40;
/** Below this width (CSS pixels) the hand takes two rows once it has more than six cards. */
const NARROW_HAND = 600;

/**
 * Sizes the hand's cards so that all of them fit its width: one row, or two on a narrow window, each card as wide as
 * fits (at most WIDEST_CARD); a hand that would need cards narrower than NARROWEST_CARD scrolls sideways instead.
 */
export function fitHand() {
  const hand = $('[data-test="hand"]');
  const count = hand.children.length;
  const width = hand.clientWidth - 8;
  if (!count || width <= 0) return;
  const gap = 4;
  const rows = width < NARROW_HAND && count > 6 ? 2 : 1;
  const perRow = Math.ceil(count / rows);
  const widest = width < NARROW_HAND ? WIDEST_CARD_NARROW : WIDEST_CARD;
  const cardWidth = Math.max(NARROWEST_CARD, Math.min(widest, Math.floor((width - gap * (perRow - 1)) / perRow)));
  hand.style.setProperty('--per-row', String(perRow));
  hand.style.setProperty('--hand-card-w', `${cardWidth}px`);
}

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

/** What a play's choice means, in the game's words ("every hand passes clockwise"); the choice itself otherwise. */
function choiceLabel(parsed, seats) {
  const words = choiceWords(parsed.move);
  if (words) return words;
  switch (parsed.kind) {
    case 'color': return t(`color.${parsed.choice}`);
    case 'seat': return seatName(seats, Number(parsed.choice.slice(1)));
    case 'direction': return t(`direction.${parsed.choice}`);
    case 'none': return '';
    default: return t(`choice.${parsed.choice}`, {}, parsed.choice);
  }
}

/** The question a picker asks: the card's own ("Which way should the hands pass?"), else the page's. */
function pickerTitle(name, card) {
  return promptFor(card) ?? t(`picker.${name}`, { card: cardName(card) });
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
    className: 'picker-title', textContent: pickerTitle(name, card),
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
      choice.setAttribute('aria-label', moveLabel(play.move));
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
  picker.setAttribute('role', 'dialog');
  picker.setAttribute('aria-label', pickerTitle(name, card));
  picker.hidden = false;
  // From the keyboard the choice follows at once: the first choice takes the focus (Escape closes the picker).
  picker.querySelector('button')?.focus();
}

/**
 * The text of a move's button: the page's own for the base game's moves (a draw says how many cards), the game's
 * label for a plugin's ("Catch Ben!").
 */
function buttonLabel(parsed, view) {
  if (['draw', 'pass', 'close', 'end'].includes(parsed.verb)) {
    return t(`move.${parsed.verb}`, { n: view.pendingDraw || 1 }, moveLabel(parsed.move));
  }
  return moveLabel(parsed.move);
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
    el.setAttribute('aria-label', cardName(card));
    el.innerHTML = cardFace(card);
    el.querySelector('svg')?.setAttribute('aria-hidden', 'true');
    el.disabled = !plays;
    if (plays && outOfTurn) {
      el.dataset.jump = 'true';
      el.classList.add('jump');
      el.title = t('hand.jumpIn');
      el.setAttribute('aria-label', `${cardName(card)}: ${t('hand.jumpIn')}`);
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
    const el = button(`move ${parsed.verb}`, buttonLabel(parsed, view), () => send(move));
    el.classList.toggle('interjection', !takesDeclaration(move));
    el.dataset.test = moveTestName(parsed.verb);
    el.dataset.move = move;
    return el;
  }));
  hand.classList.toggle('has-jump', outOfTurn && groups.size > 0);
  // "Last card!" is offered only with a move that would leave one card: where the declaration can be due.
  const toggle = $('[data-test="last-card-toggle"]');
  const due = legal.some((move) => leavesOneCard(move, view.hand.length));
  toggle.hidden = !due;
  toggle.disabled = !due;
  toggle.classList.toggle('due', due && toggle.dataset.on !== 'true');
  toggle.title = due ? t('table.lastCardHint') : '';
  closePickers();
  fitHand();
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
