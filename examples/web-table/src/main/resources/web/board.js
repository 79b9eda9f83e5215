// Draws the table from a display model: seats with their face-down fans, the piles, the direction, the
// pending count, whose turn, the variants' scores and stages, the game-over banner.

import { cardBack, cardFace } from './cards.js';
import { t } from './i18n.js';

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
  };
}

/** The name of a seat: the player's, or "Seat n". */
export function seatName(seats, seat) {
  const entry = (seats ?? []).find((s) => s.seat === seat);
  return entry?.name || t('seat.number', { n: seat });
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
  const facts = element('div', 'seat-facts');
  facts.append(element('span', 'count', t('seat.cards', { n: size })));
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
  drawPile.innerHTML = display.drawPileSize > 0 ? cardBack() : '<span class="empty-pile"></span>';
  $('#draw-count').textContent = t('table.drawPileSize', { n: display.drawPileSize });
  const discard = $('[data-test="discard-pile"]');
  discard.dataset.leading = display.leading ?? '';
  discard.replaceChildren(...[...display.discard].reverse().map((card, i, all) => {
    const el = element('span', 'pile-card');
    el.innerHTML = cardFace(card);
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
  banner.replaceChildren(title, again);
}

/** Draws everything of the board from a display model. */
export function renderBoard(display) {
  $('#centre').hidden = false;
  renderSeats(display);
  renderCentre(display);
  renderTurn(display);
  renderVariantStates(display);
  renderBanner(display);
}

/** The element a seat's cards fly from and to. */
export function seatElement(seat) {
  return document.querySelector(`[data-test="seat-${seat}"] .fan`) ?? document.querySelector(`[data-test="seat-${seat}"]`);
}
