// The lobby: choose players, bots, an edition, a move clock and variants with their options; create the table and take
// a seat.

import { initLanguage, onLanguageChange, t } from './i18n.js';
import { call, callRetrying, cleanName, errorText, savedName, takeSeat } from './api.js';

let catalog = null;

function option(value, text) {
  const el = document.createElement('option');
  el.value = value;
  el.textContent = text;
  return el;
}

/** One input for a variant's option, named after it, holding its default. */
function optionInput(variantId, spec) {
  const label = document.createElement('label');
  label.className = 'option';
  const name = document.createElement('span');
  name.className = 'option-name';
  // What the option sets, in the page's language; its name is the configuration's word for it.
  name.textContent = spec.description ?? spec.name;
  label.append(name);
  let input;
  if (spec.type === 'boolean') {
    input = document.createElement('input');
    input.type = 'checkbox';
    input.checked = spec.default === true;
    label.prepend(input);
  } else if (spec.type === 'choice') {
    input = document.createElement('select');
    spec.choices.forEach((choice, i) => input.append(option(choice, spec.choiceLabels?.[i] ?? choice)));
    input.value = spec.default;
    label.append(input);
  } else {
    input = document.createElement('input');
    input.type = 'number';
    input.min = spec.min;
    input.max = spec.max;
    input.value = spec.default;
    label.append(input);
  }
  input.dataset.variant = variantId;
  input.dataset.option = spec.name;
  input.dataset.type = spec.type;
  input.dataset.default = JSON.stringify(spec.default);
  return label;
}

function renderCatalog() {
  const bots = document.getElementById('bots');
  const chosenBots = bots.value;
  bots.replaceChildren(...catalog.bots.map((bot) => option(bot.name, bot.label ?? bot.name)));
  bots.title = catalog.bots.map((bot) => `${bot.label ?? bot.name}: ${bot.description}`).join('\n');
  if (catalog.bots.some((bot) => bot.name === chosenBots)) bots.value = chosenBots;
  else if (catalog.bots.some((bot) => bot.name === 'heuristic')) bots.value = 'heuristic';
  const edition = document.getElementById('edition');
  const chosenEdition = edition.value;
  const checked = new Set([...document.querySelectorAll('[data-test=variant-checkbox]:checked')].map((box) => box.value));
  // The "none" option keeps its data-i18n, so that a change of language renames it.
  const none = option('', t('lobby.noEdition'));
  none.dataset.i18n = 'lobby.noEdition';
  edition.replaceChildren(none,
      ...catalog.editions.map((e) => {
        const variants = e.variantNames ?? [];
        return option(e.id, `${e.name ?? e.id}${variants.length ? ` (${variants.join(t('list.and'))})` : ''}`);
      }));
  edition.value = chosenEdition;
  edition.onchange = markEditionVariants;
  const list = document.getElementById('variant-list');
  list.replaceChildren();
  for (const variant of catalog.variants) {
    const item = document.createElement('div');
    item.className = 'variant';
    item.dataset.variant = variant.id;
    const head = document.createElement('label');
    head.className = 'variant-head';
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.value = variant.id;
    box.dataset.test = 'variant-checkbox';
    const name = document.createElement('strong');
    name.textContent = variant.name ?? variant.id;
    box.checked = checked.has(variant.id);
    head.append(box, name);
    const description = document.createElement('p');
    description.className = 'muted';
    description.textContent = variant.description ?? '';
    description.dir = 'auto';
    name.dir = 'auto';
    const options = document.createElement('div');
    options.className = 'options';
    options.hidden = true;
    for (const spec of variant.options ?? []) options.append(optionInput(variant.id, spec));
    options.hidden = !box.checked;
    box.addEventListener('change', () => { options.hidden = !box.checked; });
    const note = document.createElement('p');
    note.className = 'edition-note muted';
    note.hidden = true;
    item.append(head, note, description, options);
    list.append(item);
  }
  markEditionVariants();
}

/**
 * Marks the variants the chosen edition holds: ticked and disabled, with a note, since the edition brings them with its
 * own options (and a table refuses one asked for twice).
 */
function markEditionVariants() {
  const id = document.getElementById('edition').value;
  const held = new Set((catalog?.editions.find((e) => e.id === id)?.variants ?? []).map((v) => v.id ?? v));
  for (const item of document.querySelectorAll('.variant')) {
    const box = item.querySelector('input[data-test="variant-checkbox"]');
    const inEdition = held.has(item.dataset.variant);
    if (inEdition) box.checked = true;
    else if (box.disabled) box.checked = false;
    box.disabled = inEdition;
    item.dataset.inEdition = String(inEdition);
    item.querySelector('.options').hidden = inEdition || !box.checked;
    const note = item.querySelector('.edition-note');
    note.hidden = !inEdition;
    note.textContent = inEdition ? t('lobby.inEdition') : '';
  }
}

/** The configuration the form describes: options only where they differ from their defaults. */
function configuration() {
  const config = { players: Number(document.getElementById('players').value) };
  const edition = document.getElementById('edition').value;
  if (edition) config.edition = edition;
  const variants = [];
  for (const item of document.querySelectorAll('.variant')) {
    const box = item.querySelector('input[data-test="variant-checkbox"]');
    if (!box.checked || box.disabled) continue;  // a variant the edition holds comes with it
    const chosen = { id: item.dataset.variant };
    for (const input of item.querySelectorAll('[data-option]')) {
      let value;
      if (input.dataset.type === 'boolean') value = input.checked;
      else if (input.dataset.type === 'choice') value = input.value;
      else value = input.value === '' ? null : Number(input.value);
      if (value !== null && JSON.stringify(value) !== input.dataset.default) chosen[input.dataset.option] = value;
    }
    variants.push(Object.keys(chosen).length === 1 ? chosen.id : chosen);
  }
  config.variants = variants;
  config.bots = document.getElementById('bots').value || undefined;
  const clock = document.getElementById('clock').value;
  if (clock) config.clock = Number(clock);
  return config;
}

function showMessage(text) {
  const message = document.getElementById('lobby-message');
  message.textContent = text;
  message.hidden = !text;
}

/** A name the table keeps for its bots ("Bot 2"): refused before a table is made for it. */
function isBotName(name) {
  return /^bot\s*\d+$/i.test(name.replace(/\s+/g, ''));
}

let openTables = [];

function renderOpenTables() {
  const list = document.getElementById('open-table-list');
  list.replaceChildren(...openTables.map((table) => {
    const item = document.createElement('li');
    item.dataset.test = 'open-table';
    item.dataset.id = table.id;
    const names = table.seats.filter((s) => s.kind === 'human').map((s) => s.name).join(t('list.and')) || '—';
    const text = document.createElement('span');
    text.textContent = t('lobby.openTable', { names, free: table.openSeats, n: table.openSeats, players: table.players });
    const link = document.createElement('a');
    link.className = 'primary button';
    link.href = `/t/${encodeURIComponent(table.id)}`;
    link.textContent = t('lobby.joinTable');
    link.setAttribute('aria-label', `${t('lobby.joinTable')}: ${text.textContent}`);
    item.append(text, link);
    return item;
  }));
  document.getElementById('no-open-tables').hidden = openTables.length > 0;
}

/** The tables waiting for players (GET api/tables?status=open), newest first, asked again now and then. */
async function loadOpenTables() {
  try {
    const answer = await call('GET', '/api/tables?status=open');
    openTables = [...answer.tables].reverse().slice(0, 20);
    renderOpenTables();
  } catch (e) {
    // The list is a convenience: the form works without it.
  }
}

async function create(event) {
  event.preventDefault();
  const button = document.querySelector('[data-test="create-button"]');
  button.disabled = true;
  showMessage('');
  try {
    const name = cleanName(document.querySelector('[data-test="name-input"]').value);
    if (isBotName(name)) throw new Error(t('error.RESERVED_NAME'));
    const table = await callRetrying('POST', '/api/tables', { body: configuration() },
        () => showMessage(t('error.tryAgain')));
    await takeSeat(table.id, name, () => showMessage(t('error.tryAgain')));
    location.href = `/t/${encodeURIComponent(table.id)}`;
  } catch (e) {
    showMessage(errorText(e));
    button.disabled = false;
  }
}

async function main() {
  await initLanguage();
  const nameInput = document.querySelector('[data-test="name-input"]');
  nameInput.value = savedName();
  document.getElementById('create-form').addEventListener('submit', create);
  onLanguageChange(renderOpenTables);
  // The catalog's names and descriptions come in the page's language: a new language asks for them anew.
  onLanguageChange(async () => {
    try {
      catalog = await call('GET', '/api/catalog');
      renderCatalog();
    } catch (e) {
      showMessage(errorText(e));
    }
  });
  loadOpenTables();
  setInterval(loadOpenTables, 15000);
  try {
    catalog = await call('GET', '/api/catalog');
    renderCatalog();
  } catch (e) {
    showMessage(errorText(e));
  }
}

main();
