// The lobby: choose players, bots, an edition, a move clock and variants with their options; create the table and take
// a seat.

import { initLanguage, t } from './i18n.js';
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
  name.textContent = spec.name;
  label.append(name);
  let input;
  if (spec.type === 'boolean') {
    input = document.createElement('input');
    input.type = 'checkbox';
    input.checked = spec.default === true;
    label.prepend(input);
  } else if (spec.type === 'choice') {
    input = document.createElement('select');
    for (const choice of spec.choices) input.append(option(choice, choice));
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
  if (spec.description) label.title = spec.description;
  return label;
}

function renderCatalog() {
  const bots = document.getElementById('bots');
  bots.replaceChildren(...catalog.bots.map((bot) => option(bot.name, bot.name)));
  bots.title = catalog.bots.map((bot) => `${bot.name}: ${bot.description}`).join('\n');
  if (catalog.bots.some((bot) => bot.name === 'heuristic')) bots.value = 'heuristic';
  const edition = document.getElementById('edition');
  // The "none" option keeps its data-i18n, so that a change of language renames it.
  const none = option('', t('lobby.noEdition'));
  none.dataset.i18n = 'lobby.noEdition';
  edition.replaceChildren(none,
      ...catalog.editions.map((e) => {
        const variants = (e.variants ?? []).map((v) => v.id ?? v);
        return option(e.id, `${e.name ?? e.id}${variants.length ? ` (${variants.join(t('list.and'))})` : ''}`);
      }));
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
    name.textContent = variant.name && variant.name !== variant.id ? `${variant.name} (${variant.id})` : variant.id;
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
    box.addEventListener('change', () => { options.hidden = !box.checked; });
    item.append(head, description);
    if ((variant.options ?? []).length) item.append(options);
    list.append(item);
  }
}

/** The configuration the form describes: options only where they differ from their defaults. */
function configuration() {
  const config = { players: Number(document.getElementById('players').value) };
  const edition = document.getElementById('edition').value;
  if (edition) config.edition = edition;
  const variants = [];
  for (const item of document.querySelectorAll('.variant')) {
    if (!item.querySelector('input[data-test="variant-checkbox"]').checked) continue;
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

async function create(event) {
  event.preventDefault();
  const button = document.querySelector('[data-test="create-button"]');
  button.disabled = true;
  showMessage('');
  try {
    const name = cleanName(document.querySelector('[data-test="name-input"]').value);
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
  try {
    catalog = await call('GET', '/api/catalog');
    renderCatalog();
  } catch (e) {
    showMessage(errorText(e));
  }
}

main();
