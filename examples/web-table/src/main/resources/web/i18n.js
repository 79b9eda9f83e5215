// The page's language: English or Hebrew (right to left). Every text comes from i18n/<lang>.json.

const LANGUAGES = ['en', 'he'];
const STORAGE_KEY = 'taki.lang';
let language = 'en';
let texts = {};
const listeners = [];

function chooseLanguage() {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked && LANGUAGES.includes(asked)) {
    localStorage.setItem(STORAGE_KEY, asked);
    return asked;
  }
  const kept = localStorage.getItem(STORAGE_KEY);
  return LANGUAGES.includes(kept) ? kept : 'en';
}

async function load(lang) {
  const response = await fetch(`/i18n/${lang}.json`);
  if (!response.ok) throw new Error(`i18n/${lang}.json: HTTP ${response.status}`);
  texts = await response.json();
  language = lang;
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'he' ? 'rtl' : 'ltr';
  applyStatic();
  listeners.forEach((listener) => listener(lang));
}

/** Loads the language the page asks for (?lang=, then the one kept, then English). */
export async function initLanguage() {
  await load(chooseLanguage());
  const toggle = document.querySelector('[data-test="lang-switch"]');
  if (toggle) {
    toggle.addEventListener('click', async () => {
      const next = language === 'he' ? 'en' : 'he';
      localStorage.setItem(STORAGE_KEY, next);
      await load(next);
    });
  }
}

/** The current language: "en" or "he". */
export function currentLanguage() {
  return language;
}

/** Calls the listener after every change of language. */
export function onLanguageChange(listener) {
  listeners.push(listener);
}

/**
 * The text of a key, with {name} replaced by params.name; the fallback (the key itself) when a text is missing. A key
 * with a singular form (`key.one`) takes it when the count it names (`n` or `count`) is 1: "1 card", not "1 cards".
 */
export function t(key, params = {}, fallback = key) {
  const count = params.n ?? params.count;
  const text = Number(count) === 1 && typeof texts[`${key}.one`] === 'string' ? texts[`${key}.one`] : texts[key];
  if (typeof text !== 'string') return fallback;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** Fills every element marked data-i18n (text), data-i18n-placeholder, data-i18n-title and data-i18n-aria-label. */
export function applyStatic(root = document) {
  root.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = t(el.dataset.i18n); });
  root.querySelectorAll('[data-i18n-placeholder]').forEach((el) => { el.placeholder = t(el.dataset.i18nPlaceholder); });
  root.querySelectorAll('[data-i18n-title]').forEach((el) => { el.title = t(el.dataset.i18nTitle); });
  root.querySelectorAll('[data-i18n-aria-label]').forEach((el) => {
    el.setAttribute('aria-label', t(el.dataset.i18nAriaLabel));
  });
  if (texts['page.title']) document.title = t('page.title');
}
