// Draws the table from a display model: seats with their face-down fans, the piles, the direction, the
// pending count, whose turn, the variants' scores and stages, the game-over banner.

import { cardBack, cardFace } from './cards.js';
import { t } from './i18n.js';

/** A card in words ("red 5"), given by the page (words.js). */
let cardWordsOf = (card) => card;

/** Tells the board how to say a card in words. */
export function useCardWords(words) {
  cardWordsOf = words;
}

/** The first element a selector finds. */
export const $ = (selector) => document.querySelector(selector);

let catalog = null;

/** Keeps the server's catalog (GET api/catalog): its option defaults fill in what a configuration leaves out. */
export function useCatalog(value) {
  catalog = value;
}

/** A variant's option at this table: as configured, else the catalog's default; undefined when neither says. */
function optionOf(config, variantId, name) {
  const chosen = (config.variants ?? []).find((v) => v === variantId || v?.id === variantId);
  const spec = catalog?.variants.find((v) => v.id === variantId)?.options.find((o) => o.name === name);
  return chosen?.[name] ?? spec?.default;
}

/** The display model of a view: what the board shows, changed event by event while events play. */
export function displayOf(response) {
  const view = response.view;
  return {
    seat: response.seat,
    seats: response.table.seats,
    config: response.table.config ?? {},
    handSizes: [...view.handSizes],
    drawPileSize: view.drawPileSize,
    discard: view.discardPile.slice(0, 3),
    leading: view.leading,
    activeColor: view.activeColor,
    direction: view.direction,
    toAct: view.toAct,
    turnOwner: view.turnOwner,
    pendingDraw: view.pendingDraw,
    taki: view.taki,
    winners: [...view.winners],
    variantStates: view.variantStates ?? {},
    lastPlay: null,
  };
}

/** The name of a seat: the player's, or "Seat n". */
export function seatName(seats, seat) {
  const entry = (seats ?? []).find((s) => s.seat === seat);
  // The table names the bot of a seat nobody took "Bot 2": said in the page's language, as the server's lines say it.
  const bot = entry?.kind === 'bot' && /^Bot (\d{1,2})$/.exec(entry.name ?? '');
  if (bot && Number(bot[1]) === seat) return t('seat.botName', { n: seat });
  return entry?.name || t('seat.number', { n: seat + 1 });
}

function element(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** A seat's badge: name, kind, hand size as a fan of backs, stage and score. */
function seatBadge(display, entry, isMe) {
  const seat = entry.seat;
  const size = display.handSizes?.[seat] ?? 0;
  const badge = element('div', 'seat');
  badge.dataset.test = `seat-${seat}`;
  badge.dataset.handSize = String(size);
  badge.classList.toggle('to-act', display.toAct === seat && display.winners.length === 0);
  badge.classList.toggle('winner', display.winners.includes(seat));
  badge.classList.toggle('me', isMe);
  const head = element('div', 'seat-head');
  const name = element('span', 'seat-name', isMe ? t('seat.you', { name: seatName(display.seats, seat) }) : seatName(display.seats, seat));
  head.append(name);
  if (entry.kind === 'bot') head.append(element('span', 'tag', t('seat.bot')));
  if (entry.kind === 'human' && !isMe) {
    const dot = element('span', entry.connected ? 'dot on' : 'dot off');
    dot.title = t(entry.connected ? 'seat.connected' : 'seat.offline');
    head.append(dot);
  }
  // A person who let the clock run out too often, or whom the host replaced: their bot plays until they are back.
  badge.classList.toggle('away', entry.status === 'away');
  badge.append(head);
  if (entry.status === 'away') {
    const away = element('div', 'away-note', t('seat.awayBot', { name: seatName(display.seats, seat) }));
    away.dataset.test = `away-${seat}`;
    badge.append(away);
  }
  if (!isMe) {
    const fan = element('div', 'fan');
    const shown = Math.min(size, 12);
    for (let i = 0; i < shown; i++) {
      const back = element('span', 'fan-card');
      back.innerHTML = cardBack();
      back.style.setProperty('--i', String(i - (shown - 1) / 2));
      fan.append(back);
    }
    badge.append(fan);
  }
  // A player down to one card is marked: the last card is near (and, under catch-last-card, maybe catchable).
  const oneCard = size === 1 && !isMe && entry.kind !== 'empty' && !display.winners.length;
  badge.classList.toggle('one-card', oneCard);
  badge.dataset.oneCard = String(oneCard);
  const facts = element('div', 'seat-facts');
  facts.append(element('span', 'count', t('seat.cards', { n: size })));
  if (oneCard) facts.append(element('span', 'tag last', t('seat.oneCard')));
  const stages = display.variantStates['tournament-stages']?.stages;
  if (stages) facts.append(element('span', 'tag stage', t('seat.stage', { n: stages[seat] })));
  const scores = display.variantStates['penalty-scoring']?.scores;
  if (scores) facts.append(element('span', 'tag score', t('seat.score', { n: scores[seat] })));
  badge.append(facts);
  return badge;
}

function renderSeats(display) {
  const seats = display.seats ?? [];
  const players = seats.length;
  const me = display.seat;
  const others = [];
  for (let k = 1; k <= players; k++) {
    const seat = me >= 0 ? (me + k) % players : k - 1;
    if (seat !== me) others.push(seats.find((s) => s.seat === seat) ?? { seat, kind: 'empty' });
  }
  $('#opponents').replaceChildren(...others.map((entry) => seatBadge(display, entry, false)));
  const head = $('#me-head');
  if (me >= 0) head.replaceChildren(seatBadge(display, seats.find((s) => s.seat === me) ?? { seat: me }, true));
}

function renderCentre(display) {
  const drawPile = $('[data-test="draw-pile"]');
  drawPile.dataset.size = String(display.drawPileSize);
  drawPile.setAttribute('aria-label', `${t('table.drawPileTitle')}: ${t('table.drawPileSize', { n: display.drawPileSize })}`);
  drawPile.innerHTML = display.drawPileSize > 0 ? cardBack() : '<span class="empty-pile"></span>';
  $('#draw-count').textContent = t('table.drawPileSize', { n: display.drawPileSize });
  const discard = $('[data-test="discard-pile"]');
  discard.dataset.leading = display.leading ?? '';
  discard.setAttribute('aria-label', t('table.discardLabel', { card: display.discard[0] ? cardWordsOf(display.discard[0]) : '—' }));
  discard.replaceChildren(...[...display.discard].reverse().map((card, i, all) => {
    const el = element('span', 'pile-card');
    el.innerHTML = cardFace(card);
    el.querySelector('svg')?.setAttribute('aria-hidden', 'true');
    el.style.setProperty('--turn', `${((card.charCodeAt(0) * 7 + card.length * 13 + i * 5) % 17) - 8}deg`);
    el.classList.toggle('top', i === all.length - 1);
    return el;
  }));
  const active = $('#active-color');
  active.dataset.color = display.activeColor ?? '';
  active.textContent = display.activeColor ? t(`color.${display.activeColor}`) : '';
  active.hidden = !display.activeColor;
  const direction = $('[data-test="direction"]');
  direction.dataset.direction = display.direction;
  direction.textContent = display.direction === 'cw' ? '\u21bb' : '\u21ba';
  direction.title = t(`direction.${display.direction}`);
  direction.setAttribute('aria-label', t(`direction.${display.direction}`));
  const pending = $('#pending');
  pending.hidden = !display.pendingDraw;
  pending.textContent = t('table.pending', { n: display.pendingDraw });
  const run = $('#run');
  run.hidden = !display.taki;
  if (display.taki) {
    run.dataset.color = display.taki.color;
    run.textContent = t(display.taki.seat >= 0 ? 'table.takiRun' : 'table.takiOpen',
        { color: t(`color.${display.taki.color}`), name: seatName(display.seats, display.taki.seat) });
  }
}

/** The last card played, by whom, under the piles: "Bot 2 played red 5". */
function renderLastMove(display) {
  const line = $('[data-test="last-move"]');
  const last = display.lastPlay;
  line.dataset.seat = last ? String(last.seat) : '';
  line.dataset.card = last?.card ?? '';
  if (!last) {
    line.replaceChildren();
    return;
  }
  const mini = element('span', 'mini-card');
  mini.innerHTML = cardFace(last.card);
  mini.querySelector('svg')?.setAttribute('aria-hidden', 'true');
  line.replaceChildren(mini, element('span', '', t('table.lastMove',
      { name: seatName(display.seats, last.seat), card: cardWordsOf(last.card) })));
}

function renderTurn(display) {
  const turn = $('[data-test="turn"]');
  turn.dataset.seat = String(display.toAct);
  turn.classList.toggle('mine', display.toAct === display.seat && !display.winners.length);
  if (display.winners.length) {
    turn.textContent = t('table.over');
  } else if (display.toAct === display.seat) {
    turn.textContent = display.toAct !== display.turnOwner ? t('turn.youAnswer') : display.pendingDraw
        ? t('turn.youPending', { n: display.pendingDraw }) : t('turn.you');
  } else {
    turn.textContent = t('turn.other', { name: seatName(display.seats, display.toAct) });
  }
}

function renderVariantStates(display) {
  const scoresBox = $('[data-test="scores"]');
  const board = display.variantStates['penalty-scoring'];
  scoresBox.hidden = !board;
  if (board) {
    const rounds = optionOf(display.config, 'penalty-scoring', 'rounds') ?? '?';
    const rows = board.scores.map((score, seat) => {
      const row = element('tr');
      row.append(element('td', '', seatName(display.seats, seat)), element('td', 'num', String(score)));
      return row;
    });
    const table = element('table');
    table.append(...rows);
    scoresBox.replaceChildren(element('h3', '', t('scores.title', { round: board.round, rounds })), table);
  }
  const stagesBox = $('[data-test="stages"]');
  const stages = display.variantStates['tournament-stages'];
  stagesBox.hidden = !stages;
  if (stages) {
    const list = element('ol', 'stage-list');
    stages.stages.forEach((stage, seat) => {
      const item = element('li', '', `${seatName(display.seats, seat)}: ${t('seat.stage', { n: stage })}`);
      list.append(item);
    });
    stagesBox.replaceChildren(element('h3', '', t('stages.title')), list);
  }
}

function renderBanner(display) {
  const banner = $('[data-test="winner"]');
  banner.hidden = display.winners.length === 0;
  if (!display.winners.length) return;
  banner.dataset.winners = display.winners.join(',');
  const names = display.winners.map((seat) => seatName(display.seats, seat)).join(t('list.and'));
  const mine = display.winners.includes(display.seat);
  const title = element('h2', '', mine ? t('winner.you') : t(display.winners.length > 1 ? 'winner.shared' : 'winner.one', { names }));
  const again = element('a', 'primary button', t('winner.newTable'));
  again.href = '/';
  const actions = element('div', 'banner-actions');
  // The same people again, a new deal: a person at the table may ask for it; once made, everyone's page links to it.
  const person = (display.seats ?? []).find((s) => s.seat === display.seat)?.kind === 'human';
  if (display.rematch) {
    const link = element('a', 'primary button', t('rematch.ready'));
    link.href = `/t/${encodeURIComponent(display.rematch)}`;
    link.dataset.test = 'rematch-link';
    actions.append(link);
  } else if (person) {
    const button = element('button', 'primary', t('rematch.ask'));
    button.type = 'button';
    button.dataset.test = 'rematch-button';
    actions.append(button);
  }
  actions.append(again);
  banner.replaceChildren(title, actions);
}

/** Draws everything of the board from a display model. */
export function renderBoard(display) {
  $('#centre').hidden = false;
  renderSeats(display);
  renderCentre(display);
  renderLastMove(display);
  renderTurn(display);
  renderVariantStates(display);
  renderBanner(display);
}

/** The element a seat's cards fly from and to. */
export function seatElement(seat) {
  return document.querySelector(`[data-test="seat-${seat}"] .fan`) ?? document.querySelector(`[data-test="seat-${seat}"]`);
}
