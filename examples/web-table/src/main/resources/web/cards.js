// Cards drawn as SVG from their notation (docs/notation.md), the hand's order, and the reading of move notation.

const COLORS = { R: '#d7263d', G: '#1f9e4a', B: '#1b6ed1', Y: '#f2b705' };
const COLOR_ORDER = 'RGBY';
const INK = '#1d1d2b';
const KNOWN_COLORED = ['+2', '+', 'STOP', 'DIR', 'TAKI'];
// The colourless cards with a face of their own, in the hand's order (a plugin's others come after them).
const KNOWN_COLORLESS = ['COLOR', 'SUPERTAKI', 'KING', 'CRAZY', '+3', 'BREAK'];
// Sort order of symbols within a colour: numbers first, then action cards, then anything a plugin adds.
const SYMBOL_ORDER = ['1', '3', '4', '5', '6', '7', '8', '9', '+', '+2', 'STOP', 'DIR', 'TAKI'];

/** Splits a card's notation into its colour (R, G, B, Y or null) and its symbol. */
export function parseCard(notation) {
  const text = String(notation).toUpperCase();
  if (text.length > 1 && COLOR_ORDER.includes(text[0]) && !KNOWN_COLORLESS.includes(text)) {
    return { color: text[0], symbol: text.slice(1), notation: text };
  }
  return { color: null, symbol: text, notation: text };
}

/** Orders a hand by colour (R, G, B, Y, then colourless), then by symbol. */
export function sortHand(cards) {
  const rank = (card) => {
    const { color, symbol } = parseCard(card);
    const colorRank = color ? COLOR_ORDER.indexOf(color) : 4;
    const order = color ? SYMBOL_ORDER : KNOWN_COLORLESS;
    const known = order.indexOf(symbol);
    return [colorRank, known < 0 ? order.length : known, symbol];
  };
  return [...cards].sort((a, b) => {
    const [ca, sa, ta] = rank(a);
    const [cb, sb, tb] = rank(b);
    return ca - cb || sa - sb || ta.localeCompare(tb);
  });
}

/**
 * Reads a move's notation: its verb, the cards it plays and its choice (a colour, a seat "@2", a direction
 * or a plugin's word). Writers put cards in upper case and words in lower case (docs/notation.md).
 */
export function parseMove(move) {
  const words = String(move).trim().split(/\s+/);
  const verb = words[0].toLowerCase();
  const cards = [];
  let choice = null;
  for (const word of words.slice(1)) {
    if (word === 'last') continue;
    const isCard = verb === 'play' && choice === null && word === word.toUpperCase()
        && !/^[RGBY]$/.test(word) && !word.startsWith('@');
    if (isCard) cards.push(word); else choice = word;
  }
  let kind = 'word';
  if (choice === null) kind = 'none';
  else if (/^[RGBY]$/.test(choice)) kind = 'color';
  else if (/^@\d+$/.test(choice)) kind = 'seat';
  else if (choice === 'cw' || choice === 'ccw') kind = 'direction';
  return { move, verb, cards, choice, kind };
}

// The moves of a turn, which may carry the "last card" declaration; a plugin's verbs (a catch, a late declaration)
// are not turns and do not.
const TURN_VERBS = new Set(['play', 'draw', 'close', 'end', 'pass']);

/** Whether a move may carry the " last" declaration: a move of a turn, a jump included. */
export function takesDeclaration(move) {
  return TURN_VERBS.has(parseMove(move).verb);
}

function esc(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fitText(text, x, y, size, fill, maxWidth, extra = '') {
  const length = text.length * size * 0.62 > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="middle" dominant-baseline="central"`
      + ` font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold"${length}${extra}>${esc(text)}</text>`;
}

// The four colours as quarters of a circle: Change Color, Super TAKI and the colourless corners.
function wheel(cx, cy, r) {
  const quarter = (color, a0) => {
    const rad = (deg) => (deg * Math.PI) / 180;
    const x0 = cx + r * Math.cos(rad(a0)), y0 = cy + r * Math.sin(rad(a0));
    const x1 = cx + r * Math.cos(rad(a0 + 90)), y1 = cy + r * Math.sin(rad(a0 + 90));
    return `<path d="M${cx},${cy} L${x0.toFixed(2)},${y0.toFixed(2)} A${r},${r} 0 0 1 ${x1.toFixed(2)},${y1.toFixed(2)} Z" fill="${COLORS[color]}"/>`;
  };
  return quarter('R', 180) + quarter('B', 270) + quarter('G', 0) + quarter('Y', 90)
      + `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-width="1.5"/>`;
}

function octagon(cx, cy, r, fill) {
  const points = [];
  for (let i = 0; i < 8; i++) {
    const a = Math.PI / 8 + (i * Math.PI) / 4;
    points.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="#fff" stroke-width="1.5"/>`;
}

function crown(cx, cy, s, fill) {
  const p = (x, y) => `${(cx + x * s).toFixed(2)},${(cy + y * s).toFixed(2)}`;
  return `<polygon points="${[p(-10, 6), p(-12, -6), p(-5, 0), p(0, -9), p(5, 0), p(12, -6), p(10, 6)].join(' ')}"`
      + ` fill="${fill}" stroke="${INK}" stroke-width="1" stroke-linejoin="round"/>`
      + `<rect x="${(cx - 10 * s).toFixed(2)}" y="${(cy + 7 * s).toFixed(2)}" width="${(20 * s).toFixed(2)}" height="${(3 * s).toFixed(2)}" fill="${fill}" stroke="${INK}" stroke-width="1"/>`;
}

function arrows(cx, cy, fill) {
  // Two arrows pointing opposite ways: Change Direction.
  const edge = 'stroke="#1d1d2b" stroke-width="0.8" stroke-linejoin="round"';
  const right = `M${cx - 13},${cy - 11} h16 v-5 l10,8 l-10,8 v-5 h-16 Z`;
  const left = `M${cx + 13},${cy + 5} h-16 v-5 l-10,8 l10,8 v-5 h16 Z`;
  return `<path d="${right}" fill="${fill}" ${edge}/><path d="${left}" fill="${fill}" ${edge}/>`;
}

// A thin dark edge, so that yellow on white still reads.
const OUTLINE = ' stroke="#1d1d2b" stroke-width="0.7"';

// The big centre symbol, drawn in the card's colour on its white oval.
function centre(symbol, ink) {
  if (/^\d$/.test(symbol)) return fitText(symbol, 30, 46, 30, ink, 34, OUTLINE);
  switch (symbol) {
    case '+': return fitText('+', 30, 45, 36, ink, 30, OUTLINE);
    case '+2': return fitText('+2', 30, 46, 24, ink, 34, OUTLINE);
    case 'STOP': return octagon(30, 45, 14, ink) + fitText('STOP', 30, 45, 8, '#fff', 22);
    case 'DIR': return arrows(30, 45, ink);
    case 'TAKI': return fitText('TAKI', 30, 45, 13, ink, 34, ` font-style="italic"${OUTLINE}`);
    case 'COLOR': return wheel(30, 45, 15);
    case 'SUPERTAKI': return wheel(30, 45, 15) + fitText('SUPER', 30, 40, 7.5, '#fff', 26)
        + fitText('TAKI', 30, 50, 9, '#fff', 24, ' font-style="italic"');
    case 'KING': return crown(30, 44, 1.3, '#f2c744');
    case 'CRAZY': return wheel(30, 45, 15) + fitText('?', 30, 46, 22, '#fff', 16);
    case '+3': return fitText('+3', 30, 46, 24, '#fff', 34);
    case 'BREAK': return fitText('+3', 30, 46, 20, '#fff', 30)
        + `<line x1="16" y1="58" x2="44" y2="32" stroke="${COLORS.R}" stroke-width="4" stroke-linecap="round"/>`;
    default: return fitText(symbol, 30, 45, symbol.length > 3 ? 10 : 18, ink, 36);
  }
}

function cornerLabel(symbol) {
  const short = { STOP: 'S', DIR: '\u21c4', TAKI: 'T', COLOR: '', SUPERTAKI: 'ST', KING: 'K', CRAZY: '?', BREAK: 'B' };
  return symbol in short ? short[symbol] : symbol;
}

const faces = new Map();

/**
 * The SVG of a card's face, from its notation; a card a plugin adds gets a generic face with its notation. A picture
 * only: the element that shows it names the card in words (the hand's card, the pile, the log's line).
 */
export function cardFace(notation) {
  const key = String(notation).toUpperCase();
  if (faces.has(key)) return faces.get(key);
  const { color, symbol } = parseCard(key);
  const known = color ? KNOWN_COLORED.includes(symbol) || /^\d$/.test(symbol) : KNOWN_COLORLESS.includes(symbol);
  const background = color ? COLORS[color] : INK;
  const ink = color ? COLORS[color] : '#fff';
  const label = cornerLabel(symbol);
  const corner = label ? fitText(label, 9, 9.5, label.length > 1 ? 6 : 8, '#fff', 10) : wheel(9, 9.5, 4.5);
  const ovalFill = color ? '#fff' : '#33334a';
  const svg = `<svg class="card-svg" viewBox="0 0 60 90" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">`
      + `<rect x="0.75" y="0.75" width="58.5" height="88.5" rx="6" fill="#fff" stroke="#555" stroke-width="1.5"/>`
      + `<rect x="4" y="4" width="52" height="82" rx="4" fill="${background}"/>`
      + (known ? '' : `<rect x="4" y="4" width="52" height="82" rx="4" fill="none" stroke="#fff" stroke-dasharray="3 2" stroke-width="1"/>`)
      + `<ellipse cx="30" cy="45" rx="21" ry="31" transform="rotate(22 30 45)" fill="${ovalFill}"/>`
      + centre(symbol, ink)
      + corner
      + `<g transform="rotate(180 30 45)">${corner}</g>`
      + `</svg>`;
  faces.set(key, svg);
  return svg;
}

/** The SVG of a card's back. */
export function cardBack() {
  return `<svg class="card-svg" viewBox="0 0 60 90" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">`
      + `<rect x="0.75" y="0.75" width="58.5" height="88.5" rx="6" fill="#fff" stroke="#555" stroke-width="1.5"/>`
      + `<rect x="4" y="4" width="52" height="82" rx="4" fill="#2b2350"/>`
      + `<rect x="8" y="8" width="44" height="74" rx="3" fill="none" stroke="#f2b705" stroke-width="1.2"/>`
      + `<circle cx="30" cy="45" r="17" fill="#d7263d"/>`
      + fitText('TAKI', 30, 45, 12, '#fff', 28, ' font-style="italic" transform="rotate(-20 30 45)"')
      + `</svg>`;
}

export { COLORS };
