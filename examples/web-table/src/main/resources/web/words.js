// The game's words in the page's language, as the server sends them with each view (docs/web-api.md, "words"): the
// names of the cards seen, the labels of the legal moves, the question a play with a choice asks and what each choice
// means. They come from the game's texts, the plugins' included; the page adds none of its own for the game.

const known = { cards: {}, moves: {}, prompts: {}, choices: {} };

/** Keeps the words of a view (a card seen once keeps its name: the log and the pile still show it). */
export function learnWords(words) {
  if (!words) return;
  for (const part of Object.keys(known)) Object.assign(known[part], words[part] ?? {});
}

/** A card's name: "blue Stop", "עצור כחול". */
export function cardName(card) {
  return known.cards[card] ?? card;
}

/** A legal move's label: "Draw", "Catch Ben!". */
export function moveLabel(move) {
  return known.moves[move] ?? move;
}

/** The question a play of the card asks ("Which way should the hands pass?"), or undefined. */
export function promptFor(card) {
  return known.prompts[card];
}

/** What the choice of a legal play means ("every hand passes clockwise", "Ben"), or undefined. */
export function choiceWords(move) {
  return known.choices[move];
}
