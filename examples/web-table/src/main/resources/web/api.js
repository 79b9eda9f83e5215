// The server's HTTP API and its WebSocket (docs/web-api.md), and the seat tokens and name kept in localStorage.

import { currentLanguage, t } from './i18n.js';

const NAME_KEY = 'taki.name';

/** An error answer of the server: its HTTP status, code and message. */
export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * The text to show for a failure: the page's own words for the server's codes (in the page's language), else the
 * server's message (a refused move's, which the server writes in the page's language).
 */
export function errorText(e) {
  if (e.code === 'NETWORK') return t('error.network');
  if (e.code === 'TRY_AGAIN') return t('error.saveFailed');
  // A refusal the page has its own words for (a name taken at the table, a bot's name).
  const own = e.code ? t(`error.${e.code}`, { message: e.message }, '') : '';
  if (own) return own;
  return e.message || t('error.unknown');
}

/** The seat token of a table, or null. */
export function tokenOf(tableId) {
  return localStorage.getItem(`taki.token.${tableId}`);
}

/** Keeps the seat token of a table, so that reloading the page rejoins the seat. */
export function keepToken(tableId, token) {
  localStorage.setItem(`taki.token.${tableId}`, token);
}

/** Forgets a table's token (the server no longer knows it). */
export function forgetToken(tableId) {
  localStorage.removeItem(`taki.token.${tableId}`);
}

/** Calls the API: JSON in and out, the page's language for refusals, an ApiError for any error answer. */
export async function call(method, path, { body, token } = {}) {
  const headers = { 'Accept': 'application/json', 'Accept-Language': currentLanguage() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, 'NETWORK', e.message);
  }
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch (e) {
    json = null;
  }
  if (!response.ok) {
    const error = new ApiError(response.status, json?.code ?? `HTTP_${response.status}`,
        json?.message ?? text.slice(0, 200));
    const retryAfter = Number(response.headers.get('Retry-After'));
    if (retryAfter > 0 && retryAfter <= 10) error.retryAfter = retryAfter;
    throw error;
  }
  return json;
}

/**
 * Calls the API as {@link call} does; when the server could not save (503 TRY_AGAIN), says so through onRetry, waits
 * the time its Retry-After asks (1 s) and tries once more. A second failure is thrown like any other.
 */
export async function callRetrying(method, path, options = {}, onRetry = () => {}) {
  try {
    return await call(method, path, options);
  } catch (e) {
    if (!(e instanceof ApiError) || e.code !== 'TRY_AGAIN') throw e;
    onRetry(e);
    await new Promise((resolve) => { setTimeout(resolve, (e.retryAfter ?? 1) * 1000); });
    return call(method, path, options);
  }
}

/** The name typed, trimmed as the server trims it; an Error asking for one when it is blank. */
export function cleanName(text) {
  const name = text.trim();
  if (!name) throw new Error(t('lobby.nameNeeded'));
  return name;
}

/**
 * Takes the first free seat of a table, keeping its token and the name for next time; the server's answer. A seat the
 * server could not save is asked for once more (onRetry tells the page).
 */
export async function takeSeat(tableId, name, onRetry) {
  const seat = await callRetrying('POST', `/api/tables/${encodeURIComponent(tableId)}/seats`, { body: { name } },
      onRetry);
  keepToken(tableId, seat.token);
  localStorage.setItem(NAME_KEY, name);
  return seat;
}

/** The name the player last took a seat with, or ''. */
export function savedName() {
  return localStorage.getItem(NAME_KEY) ?? '';
}

/**
 * A WebSocket to a table that says hello with the token and the last event seen, and reconnects after
 * any close (quickly at first, then every few seconds), asking again from the last event it delivered.
 */
export class TableSocket {
  constructor(tableId, token, since, handlers) {
    this.tableId = tableId;
    this.token = token;
    this.since = since;
    this.handlers = handlers;
    this.retries = 0;
    this.closed = false;
    this.open();
  }

  open() {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${location.host}/api/tables/${encodeURIComponent(this.tableId)}/ws`);
    this.socket = socket;
    socket.addEventListener('open', () => {
      const hello = { type: 'hello', since: this.since, lang: currentLanguage() };
      if (this.token) hello.token = this.token;
      socket.send(JSON.stringify(hello));
    });
    socket.addEventListener('message', (message) => {
      let frame;
      try {
        frame = JSON.parse(message.data);
      } catch (e) {
        return;
      }
      if (frame.type === 'welcome') {
        const reconnected = this.retries > 0;
        this.retries = 0;
        this.handlers.onConnected?.(reconnected);
      } else if (frame.type === 'events') {
        for (const item of frame.events) this.since = Math.max(this.since, item.seq);
        this.handlers.onEvents?.(frame.events);
      } else if (frame.type === 'view') {
        this.handlers.onView?.(frame);
      } else if (frame.type === 'table') {
        this.handlers.onTable?.(frame.table);
      } else if (frame.type === 'rematch') {
        this.handlers.onRematch?.(frame);
      } else if (frame.type === 'error') {
        this.handlers.onError?.(frame);
      }
    });
    socket.addEventListener('close', () => {
      if (this.closed) return;
      this.handlers.onDisconnected?.();
      const delay = Math.min(4000, 250 * 2 ** this.retries);
      this.retries++;
      setTimeout(() => this.closed || this.open(), delay);
    });
  }

  /** Moves the point the next reconnection asks from (events delivered by HTTP). */
  seen(seq) {
    this.since = Math.max(this.since, seq);
  }

  close() {
    this.closed = true;
    this.socket?.close();
  }
}
