// The table page: joins or rejoins a seat, shows the game, plays the events as they come, sends moves.

import { initLanguage, onLanguageChange, t } from './i18n.js';
import { ApiError, TableSocket, call, callRetrying, cleanName, errorText, forgetToken, keepToken, savedName, takeSeat,
  tokenOf } from './api.js';
import { $, displayOf, renderBoard, seatElement, useCardWords, useCatalog } from './board.js';
import { closePickers, fitHand, leavesOneCard, lockHand, renderHand, unlockHand } from './hand.js';
import { cardBack, cardFace, parseCard, takesDeclaration } from './cards.js';
import { bubble, fly, pause, pop } from './animate.js';
import { logEvent, tellHistory } from './log.js';
import { cardName, learnWords } from './words.js';
import { decorate, useDeadline } from './presence.js';
import { initSound, soundOfEvent } from './sound.js';
import { hideReminder, initLastCard, lastCardOn, remind, remindedMove, setLast } from './lastcard.js';

const tableId = decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] ?? '');
const path = `/api/tables/${encodeURIComponent(tableId)}`;

let token = tokenOf(tableId);
let latest = null;      // the newest view: an answer of GET view or POST moves, or a view the socket pushed
let shown = null;       // the view drawn last
let display = null;     // the board as events change it
let lastSeq = 0;        // the last event drawn or covered by a drawn view
const queue = [];       // events to play: items {seq, version, event}
let playing = false;
let sending = false;
let socket = null;
let refreshing = null;
let refreshAgain = false;
let messageTimer = null;
let lastPlay = null;    // the last card played: {seat, card}, shown by the pile
let rematchId = null;   // the table of the rematch, once there is one and this person's token for it is kept

function showMessage(text) {
  const message = $('#message');
  message.textContent = text;
  message.hidden = !text;
  clearTimeout(messageTimer);
  if (text) messageTimer = setTimeout(() => { message.hidden = true; }, 6000);
}

/** Draws the board, then what the move clock and absent players add to it. */
function drawBoard(d) {
  d.lastPlay = lastPlay;
  d.rematch = rematchId;
  renderBoard(d);
  decorate(shown?.table ?? latest?.table, mySeat(), handToBot);
}

function renderTable(table) {
  const status = $('[data-test="status"]');
  status.dataset.status = table.status;
  status.textContent = t(`status.${table.status}`);
  const seated = token !== null;
  const free = table.seats.some((s) => s.kind === 'empty');
  $('#join').hidden = seated || table.status !== 'waiting' || !free;
  $('#waiting').hidden = table.status !== 'waiting';
  // The invite folds away once the game starts: nobody can take a seat any more.
  $('#invite').hidden = table.status !== 'waiting';
  // A visitor without a seat after the start watches, and learns how to play the next game.
  $('#late').hidden = seated || table.status === 'waiting';
  $('#late-text').textContent = t(table.status === 'over' ? 'late.over' : 'late.started');
  const humans = table.seats.filter((s) => s.kind === 'human').map((s) => s.name);
  $('#waiting-text').textContent = t('table.waiting', { names: humans.join(t('list.and')) || '—',
    n: humans.length, players: table.players });
  $('[data-test="start-button"]').hidden = !seated;
  const clock = $('[data-test="clock-info"]');
  clock.hidden = !table.clock;
  clock.textContent = table.clock ? t('table.clock', { s: table.clock }) : '';
  if (!seated && table.status !== 'waiting') $('[data-test="turn"]').dataset.spectator = 'true';
}

/**
 * How new a view is: by the last event it covers, then a started game over a waiting table (both cover no event),
 * then its version, then a seat's over a spectator's (the page took a seat).
 */
function rank(response) {
  return [response.seq ?? 0, response.view ? 1 : 0, response.view?.version ?? -1, response.seat >= 0 ? 1 : 0];
}

/**
 * Keeps a view (an answer, or one the socket pushed) as the newest unless a newer one is kept already. It is stamped
 * with the moment it arrived: its deadline's remainingMs counts from then.
 */
function offer(response) {
  response.receivedAt ??= performance.now();
  learnWords(response.words);
  if (!latest) {
    latest = response;
    return;
  }
  const [a, b] = [rank(response), rank(latest)];
  const i = a.findIndex((value, k) => value !== b[k]);
  if (i < 0 || a[i] > b[i]) latest = response;
}

/** Draws a view whole: table, board, hand; events up to its seq count as drawn. */
function renderView(response) {
  learnWords(response.words);
  shown = response;
  latest = response;
  // A reminder about a move of an older view: the move may no longer be legal.
  if (remindedMove() && !(response.view?.legalMoves ?? []).includes(remindedMove())) hideReminder();
  lastSeq = Math.max(lastSeq, response.seq ?? 0);
  socket?.seen(lastSeq);
  renderTable(response.table);
  useDeadline(response.view ? response : null);
  if (!response.view) return;
  display = displayOf(response);
  drawBoard(display);
  renderHand(response, send);
  if (sending) lockHand(); else unlockHand();
}

/** Forgets a token the server no longer knows: from now on the page watches as a spectator. */
function dropToken() {
  forgetToken(tableId);
  token = null;
  if (socket) socket.token = null;
}

/**
 * Asks for the seat's view. Asked again while a request is on its way, it asks once more after it: the answer on
 * its way may have been made before what made the page ask (the game started, a move).
 */
async function refresh() {
  if (refreshing) {
    refreshAgain = true;
    return refreshing;
  }
  refreshAgain = false;
  refreshing = (async () => {
    try {
      let response;
      try {
        response = await call('GET', `${path}/view`, { token });
      } catch (e) {
        if (e.status !== 401 || !token) throw e;
        // The seat's token is no longer known: ask again, once, as a spectator.
        dropToken();
        response = await call('GET', `${path}/view`, { token });
      }
      offer(response);
      if (!playing) renderView(latest);
    } catch (e) {
      showMessage(e.status === 404 ? t('error.noTable') : errorText(e));
    } finally {
      refreshing = null;
    }
    if (refreshAgain) await refresh();
  })();
  return refreshing;
}

/** After the events: draws the newest view if it covers them, else asks for a new one. */
function settle() {
  if (latest && latest.view && (latest.seq ?? 0) >= lastSeq) renderView(latest);
  else refresh();
}

function ingest(items) {
  items.forEach((item) => learnWords(item.words));
  const fresh = items.filter((item) => item.seq > lastSeq).sort((a, b) => a.seq - b.seq);
  if (!fresh.length) return;
  lastSeq = fresh[fresh.length - 1].seq;
  socket?.seen(lastSeq);
  if (!display) {
    settle();
    return;
  }
  queue.push(...fresh);
  if (!playing) play();
}

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

async function play() {
  playing = true;
  lockHand();
  while (queue.length) {
    const item = queue.shift();
    // A long backlog plays quicker: at once while more than 12 wait, then 7 steps of 90 ms and 6 of 180 ms,
    // so input is held for about 1.7 seconds however many events came.
    const step = reducedMotion.matches || queue.length > 12 ? 0 : queue.length > 5 ? 90 : 180;
    try {
      await animate(item.event, step);
    } catch (e) {
      // A drawing problem must never stop the game: the next view puts the board right.
    }
    logEvent(item, shown?.table.seats);
  }
  playing = false;
  settle();
}

function mySeat() {
  return shown?.seat ?? -1;
}

function handOrSeat(seat, card) {
  if (seat === mySeat()) {
    return (card && document.querySelector(`[data-test="hand"] [data-card="${CSS.escape(card)}"]`)) ?? $('[data-test="hand"]');
  }
  return seatElement(seat);
}

async function animate(event, step) {
  soundOfEvent(event, mySeat());
  const d = display;
  const size = (seat, delta) => { d.handSizes[seat] = Math.max(0, (d.handSizes[seat] ?? 0) + delta); };
  switch (event.type) {
    case 'card-played': {
      const flight = fly(handOrSeat(event.seat, event.card), $('[data-test="discard-pile"]'), cardFace(event.card), step);
      if (event.seat === mySeat()) {
        document.querySelector(`[data-test="hand"] [data-card="${CSS.escape(event.card)}"]`)?.classList.add('gone');
      }
      await flight;
      d.discard = [event.card, ...d.discard].slice(0, 3);
      const color = parseCard(event.card).color;
      if (color) d.activeColor = color;
      lastPlay = { seat: event.seat, card: event.card };
      size(event.seat, -1);
      break;
    }
    case 'cards-drawn': {
      const n = Math.max(event.cards?.length ?? 0, event.count - (event.forgiven ?? 0));
      const flights = [];
      for (let i = 0; i < Math.min(n, 3); i++) {
        const face = event.cards?.[i] ? cardFace(event.cards[i]) : cardBack();
        flights.push(pause(i * 60).then(() => fly($('[data-test="draw-pile"]'), handOrSeat(event.seat), face, step)));
      }
      await Promise.all(flights);
      size(event.seat, n);
      d.drawPileSize = Math.max(0, d.drawPileSize - n);
      if (event.cause === 'plus-two') d.pendingDraw = 0;
      if (event.cause === 'last-card-penalty' && step) bubble(seatElement(event.seat) ?? $('[data-test="hand"]'), t('bubble.penalty', { n }));
      break;
    }
    case 'cards-given':
      await fly(handOrSeat(event.from), handOrSeat(event.to), cardBack(), step);
      size(event.from, -event.count);
      size(event.to, event.count);
      break;
    case 'hands-swapped': {
      await Promise.all([fly(handOrSeat(event.seat), handOrSeat(event.other), cardBack(), step),
        fly(handOrSeat(event.other), handOrSeat(event.seat), cardBack(), step)]);
      const a = d.handSizes[event.seat];
      d.handSizes[event.seat] = d.handSizes[event.other];
      d.handSizes[event.other] = a;
      break;
    }
    case 'color-chosen': d.activeColor = event.color; break;
    case 'turn-started': d.toAct = event.seat; d.turnOwner = event.seat; break;
    case 'direction-changed': d.direction = event.direction; break;
    case 'draw-count-raised': d.pendingDraw = event.count; break;
    case 'draw-count-taken':
    case 'draw-count-cancelled': d.pendingDraw = 0; break;
    case 'taki-opened': d.taki = { color: event.color, seat: event.seat }; break;
    case 'taki-closed':
    case 'taki-left-open': d.taki = null; break;
    case 'deck-reshuffled': d.drawPileSize = event.cards; d.discard = d.discard.slice(0, 1); break;
    case 'game-won': d.winners = [...event.winners]; break;
    default: break;
  }
  drawBoard(d);
  if (!step) return;
  switch (event.type) {
    case 'draw-count-raised': await pop($('#pending'), step); break;
    case 'direction-changed': await pop($('[data-test="direction"]'), step); break;
    case 'color-chosen': await pop($('#active-color'), step); break;
    case 'player-skipped': bubble(seatElement(event.seat) ?? $('#me-head'), t('bubble.skipped')); await pause(step / 2); break;
    case 'last-card-declared': bubble(seatElement(event.seat) ?? $('#me-head'), t('bubble.last')); await pause(step / 2); break;
    case 'jump-in:jumped': bubble(seatElement(event.seat) ?? $('#me-head'), t('bubble.jump')); await pause(step / 2); break;
    case 'catch-last-card:caught':
      bubble(seatElement(event.details?.seat) ?? $('#me-head'), t('bubble.caught'));
      await pause(step / 2);
      break;
    case 'deck-reshuffled': await pop($('[data-test="draw-pile"]'), step); break;
    default: break;
  }
  if (event.type.startsWith('tournament-stages:stage-reached')) {
    bubble(seatElement(event.seat) ?? $('#me-head'), t('seat.stage', { n: event.details?.stage }));
  }
}

/**
 * Tells the game so far in the "What happened" list: the events up to the view drawn, as this seat (or a spectator)
 * may see them, asked page by page (500 a page). Played once, when the page opens, before the socket adds newer ones.
 */
async function loadHistory() {
  await tellHistory((since) => call('GET', `${path}/events?since=${since}`, { token }), lastSeq, latest?.table.seats,
      (event) => { lastPlay = { seat: event.seat, card: event.card }; });
  if (display && !playing) drawBoard(display);
}

async function pullEvents() {
  for (let round = 0; round < 20; round++) {
    const answer = await call('GET', `${path}/events?since=${lastSeq}`, { token });
    ingest(answer.events);
    if (answer.events.length < 500) return;
  }
}

/**
 * Sends a move, the seat's turn or not (the server's engine decides), with the "last card" declaration when the
 * toggle is on and the move is one of a turn; a catch or a late declaration leaves the toggle as it is.
 */
async function send(move, { confirmed = false } = {}) {
  if (sending || playing || !shown?.view) return;
  if (!confirmed && !lastCardOn() && leavesOneCard(move, shown.view.hand.length)) {
    remind(move);
    return;
  }
  hideReminder();
  sending = true;
  closePickers();
  lockHand();
  const declarable = takesDeclaration(move);
  const declared = declarable && lastCardOn();
  const text = declared ? `${move} last` : move;
  try {
    // A move the table could not save is sent once more by itself, on the same version: if it was saved after all,
    // the second is refused as stale and the page shows the table as it is.
    const response = await callRetrying('POST', `${path}/moves`,
        { token, body: { move: text, version: shown.view.version } }, () => showMessage(t('error.tryAgain')));
    if (declarable) setLast(false);
    offer(response);
    sending = false;
    await pullEvents().catch(() => {});
    if (!playing) settle();
  } catch (e) {
    sending = false;
    if (e instanceof ApiError && e.code === 'STALE_VERSION') {
      showMessage(t('error.stale'));
      latest = null;
      await refresh();
    } else {
      showMessage(errorText(e));
      if (shown) renderView(shown);
    }
  } finally {
    sending = false;
  }
}

/** The rematch's token, for this person only (their own answer or socket frame): kept; the banner links to it. */
function useRematch(frame) {
  keepToken(frame.id, frame.token);
  rematchId = frame.id;
  if (display && !playing) drawBoard(display);
}

/** Asks for a rematch (the same people, a new deal) and goes to its table. */
async function rematch() {
  try {
    const answer = await callRetrying('POST', `${path}/rematch`, { token }, () => showMessage(t('error.tryAgain')));
    useRematch(answer);
    location.href = `/t/${encodeURIComponent(answer.id)}`;
  } catch (e) {
    showMessage(errorText(e));
  }
}

async function join() {
  try {
    const seat = await takeSeat(tableId, cleanName($('#join-name').value), () => showMessage(t('error.tryAgain')));
    token = seat.token;
    socket?.close();
    connect();
    await refresh();
  } catch (e) {
    showMessage(errorText(e));
  }
}

async function start() {
  const button = $('[data-test="start-button"]');
  button.disabled = true;
  try {
    const response = await callRetrying('POST', `${path}/start`, { token }, () => showMessage(t('error.tryAgain')));
    offer(response);
    settle();
  } catch (e) {
    showMessage(errorText(e));
    if (e.code === 'ALREADY_STARTED') refresh();
  } finally {
    button.disabled = false;
  }
}

/** "I'm back": the person takes their seat back from its bot. */
async function comeBack() {
  const button = $('[data-test="back-button"]');
  button.disabled = true;
  try {
    const response = await callRetrying('POST', `${path}/reclaim`, { token }, () => showMessage(t('error.tryAgain')));
    offer(response);
    settle();
  } catch (e) {
    showMessage(errorText(e));
    refresh();
  } finally {
    button.disabled = false;
  }
}

/** The host's "Let a bot play" for a seat whose person is not connected. */
async function handToBot(seat) {
  try {
    await callRetrying('POST', `${path}/seats/${seat}/bot`, { token }, () => showMessage(t('error.tryAgain')));
  } catch (e) {
    showMessage(errorText(e));
  }
  await refresh();
}

function connect() {
  socket = new TableSocket(tableId, token, lastSeq, {
    onConnected: (reconnected) => {
      $('#connection').hidden = true;
      if (reconnected) refresh();
    },
    onDisconnected: () => { $('#connection').hidden = false; },
    onEvents: ingest,
    onRematch: useRematch,
    // The seat's view after every move, whoever made it: its own legal moves change when it is not its turn.
    onView: (frame) => {
      if (!latest) return;
      offer({ ...latest, seat: frame.seat, view: frame.view, words: frame.words, seq: frame.seq,
        deadline: frame.deadline ?? null, receivedAt: performance.now() });
      if (!playing && !sending) settle();
    },
    onTable: (table) => {
      if (!latest) return;
      const started = latest.table.status === 'waiting' && table.status !== 'waiting';
      latest = { ...latest, table };
      if (shown) shown = { ...shown, table };
      renderTable(table);
      if (display) {
        display.seats = table.seats;
        if (!playing) drawBoard(display);
      }
      if (started || !latest.view) refresh();
    },
    onError: (frame) => {
      if (frame.code === 'UNAUTHORIZED' && token) {
        dropToken();
        refresh();
      } else {
        showMessage(errorText(frame));
      }
    },
  });
}

async function copyInvite() {
  const input = $('[data-test="invite-link"]');
  try {
    await navigator.clipboard.writeText(input.value);
  } catch (e) {
    input.select();
    document.execCommand('copy');
  }
  const copy = $('#copy-invite');
  copy.textContent = t('table.copied');
  setTimeout(() => { copy.textContent = t('table.copy'); }, 1500);
}

async function main() {
  // The catalog's option defaults fill in a configuration's gaps (penalty-scoring's rounds); asked while the texts load.
  const catalogRead = call('GET', '/api/catalog').then(useCatalog, () => {});
  await initLanguage();
  $('[data-test="invite-link"]').value = `${location.origin}/t/${encodeURIComponent(tableId)}`;
  $('#join-name').value = savedName();
  $('#copy-invite').addEventListener('click', copyInvite);
  $('[data-test="join-button"]').addEventListener('click', join);
  $('#join-name').addEventListener('keydown', (e) => { if (e.key === 'Enter') join(); });
  $('[data-test="start-button"]').addEventListener('click', start);
  $('[data-test="back-button"]').addEventListener('click', comeBack);
  initLastCard((move) => send(move, { confirmed: true }));
  // Escape closes a picker or the reminder: the keyboard can always step back.
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    closePickers();
    hideReminder();
  });
  window.addEventListener('resize', fitHand);
  $('[data-test="winner"]').addEventListener('click', (e) => {
    if (e.target.closest('[data-test="rematch-button"]')) rematch();
  });
  useCardWords(cardName);
  initSound();
  $('[data-test="draw-pile"]').addEventListener('click', () => {
    const draw = $('[data-test="draw-button"]');
    if (draw && !draw.disabled) draw.click();
  });
  // The game's words, the log's lines among them, come from the server in the page's language: a new language asks
  // for them anew, and the page as it stands (seat, game, history) comes back in it.
  onLanguageChange((lang) => {
    const url = new URL(location.href);
    if (url.searchParams.has('lang')) url.searchParams.set('lang', lang);
    location.replace(url);
  });
  await catalogRead;
  await refresh();
  await loadHistory().catch(() => {});
  connect();
}

main();
