package dev.taki.api;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A move, as written in NOTATION.md: play, draw, close, end or pass. A move that ends its player's turn
 * may carry the "last card" declaration; {@link #declaresLast()} tells, and {@link #withoutDeclaration()}
 * gives the same move without it. Lists of legal moves never carry declarations.
 */
public sealed interface Move permits Move.Play, Move.Draw, Move.Close, Move.End, Move.Pass {

    /** True if the move carries the "last card" declaration. */
    boolean declaresLast();

    /** The same move without the declaration. */
    Move withoutDeclaration();

    /** The same move with the declaration (a {@code pass} cannot carry one and is returned as is). */
    Move withDeclaration();

    /** The move in notation, e.g. {@code play COLOR Y last}. */
    String notation();

    /**
     * Play one card (or, where a variant allows, several at once, such as the {@code plus-three-rule}
     * pair {@code play R3 R+}). {@code color} is the colour named with a Change Color and {@code direction}
     * the direction named with a Crazy Card; both are null otherwise.
     */
    record Play(List<Card> cards, Color color, Direction direction, boolean declaresLast) implements Move {
        /** Validates and copies the card list. */
        public Play {
            cards = List.copyOf(cards);
            if (cards.isEmpty()) {
                throw new IllegalArgumentException("a play needs at least one card");
            }
        }

        /** The first (for a single play, the only) card. */
        public Card card() {
            return cards.get(0);
        }

        @Override
        public Move withoutDeclaration() {
            return declaresLast ? new Play(cards, color, direction, false) : this;
        }

        @Override
        public Move withDeclaration() {
            return declaresLast ? this : new Play(cards, color, direction, true);
        }

        @Override
        public String notation() {
            StringBuilder s = new StringBuilder("play");
            for (Card c : cards) {
                s.append(' ').append(c.notation());
            }
            if (color != null) {
                s.append(' ').append(color.letter());
            }
            if (direction != null) {
                s.append(' ').append(direction.notation());
            }
            if (declaresLast) {
                s.append(" last");
            }
            return s.toString();
        }

        @Override
        public String toString() {
            return notation();
        }
    }

    /** Draw one card, or the waiting +2 count. */
    record Draw(boolean declaresLast) implements Move {
        @Override
        public Move withoutDeclaration() {
            return declaresLast ? new Draw(false) : this;
        }

        @Override
        public Move withDeclaration() {
            return new Draw(true);
        }

        @Override
        public String notation() {
            return declaresLast ? "draw last" : "draw";
        }

        @Override
        public String toString() {
            return notation();
        }
    }

    /** Close the TAKI run ("TAKI closed!"); the turn ends. */
    record Close(boolean declaresLast) implements Move {
        @Override
        public Move withoutDeclaration() {
            return declaresLast ? new Close(false) : this;
        }

        @Override
        public Move withDeclaration() {
            return new Close(true);
        }

        @Override
        public String notation() {
            return declaresLast ? "close last" : "close";
        }

        @Override
        public String toString() {
            return notation();
        }
    }

    /** End the turn without playing on: after a King, or in a TAKI run without closing it. */
    record End(boolean declaresLast) implements Move {
        @Override
        public Move withoutDeclaration() {
            return declaresLast ? new End(false) : this;
        }

        @Override
        public Move withDeclaration() {
            return new End(true);
        }

        @Override
        public String notation() {
            return declaresLast ? "end last" : "end";
        }

        @Override
        public String toString() {
            return notation();
        }
    }

    /** Decline to answer in a response window. */
    record Pass() implements Move {
        @Override
        public boolean declaresLast() {
            return false;
        }

        @Override
        public Move withoutDeclaration() {
            return this;
        }

        @Override
        public Move withDeclaration() {
            return this;
        }

        @Override
        public String notation() {
            return "pass";
        }

        @Override
        public String toString() {
            return notation();
        }
    }

    /** Play a single card that needs no choice. */
    static Play play(Card card) {
        return Plays.single(card);
    }

    /** Play a Change Color (or another colour-choosing card) naming a colour. */
    static Play play(Card card, Color color) {
        return Plays.withColor(card, Objects.requireNonNull(color));
    }

    /** Play a direction-choosing card (the Crazy Card) naming a direction. */
    static Play play(Card card, Direction direction) {
        return new Play(List.of(card), null, Objects.requireNonNull(direction), false);
    }

    /** Play several cards as one move (a variant's combination, such as {@code play R3 R+}). */
    static Play play(List<Card> cards) {
        return new Play(cards, null, null, false);
    }

    /** {@code draw} */
    static Draw draw() {
        return Plays.DRAW;
    }

    /** {@code close} */
    static Close close() {
        return Plays.CLOSE;
    }

    /** {@code end} */
    static End end() {
        return Plays.END;
    }

    /** {@code pass} */
    static Pass pass() {
        return Plays.PASS;
    }

    /**
     * Reads a move in notation, case-insensitively: {@code play R5}, {@code play COLOR Y last},
     * {@code play CRAZY cw}, {@code play R3 R+}, {@code draw}, {@code close}, {@code end}, {@code pass}.
     * A colourless card that takes no choice may still be followed by a colour ({@code play SUPERTAKI R}),
     * for variants whose card names one; the base game refuses such a move as a bad choice.
     *
     * @throws NotationException quoting the text and saying what was expected
     */
    static Move parse(String text) {
        if (text == null || text.isBlank()) {
            throw new NotationException("no move given: expected play <card>, draw, close, end or pass");
        }
        String[] words = text.trim().split("\\s+");
        boolean last = words.length > 1 && words[words.length - 1].equalsIgnoreCase("last");
        int n = last ? words.length - 1 : words.length;
        String verb = words[0].toLowerCase(Locale.ROOT);
        switch (verb) {
            case "draw", "close", "end", "pass" -> {
                if (n != 1) {
                    throw new NotationException("'" + text + "' is not a move: '" + verb
                            + "' takes nothing after it but an optional 'last'");
                }
                return switch (verb) {
                    case "draw" -> new Draw(last);
                    case "close" -> new Close(last);
                    case "end" -> new End(last);
                    default -> {
                        if (last) {
                            throw new NotationException("'" + text + "' is not a move: 'pass' cannot declare last");
                        }
                        yield new Pass();
                    }
                };
            }
            case "play" -> {
                if (n < 2) {
                    throw new NotationException("'" + text + "' is not a move: 'play' needs a card, as in 'play R5'");
                }
                return parsePlay(text, words, n, last);
            }
            default -> throw new NotationException("'" + text
                    + "' is not a move: expected play <card>, draw, close, end or pass");
        }
    }

    private static Play parsePlay(String text, String[] words, int n, boolean last) {
        Card first;
        try {
            first = Card.parse(words[1]);
        } catch (NotationException e) {
            throw new NotationException("'" + text + "' is not a move: " + e.getMessage());
        }
        CardKind.Choice choice = first.kind().choice();
        if (choice == CardKind.Choice.COLOR) {
            if (n != 3) {
                throw new NotationException("'" + text + "' is not a move: " + first
                        + " needs a colour, as in 'play " + first + " Y'");
            }
            return new Play(List.of(first), parseWord(text, words[2], Color::parse), null, last);
        }
        if (choice == CardKind.Choice.DIRECTION) {
            if (n != 3) {
                throw new NotationException("'" + text + "' is not a move: " + first
                        + " needs a direction, as in 'play " + first + " cw'");
            }
            return new Play(List.of(first), null, parseWord(text, words[2], Direction::parse), last);
        }
        if (n == 3 && !first.isColored() && isColorWord(words[2])) {
            // A colourless card that takes no choice, naming a colour anyway: a variant's move such as
            // 'play SUPERTAKI R'. The engine refuses it unless a variant in play makes it legal.
            return new Play(List.of(first), Color.parse(words[2]), null, last);
        }
        Card[] cards = new Card[n - 1];
        cards[0] = first;
        for (int i = 2; i < n; i++) {
            cards[i - 1] = parseWord(text, words[i], Card::parse);
        }
        return new Play(List.of(cards), null, null, last);
    }

    private static boolean isColorWord(String word) {
        return word.length() == 1 && "RGBYrgby".indexOf(word.charAt(0)) >= 0;
    }

    private static <T> T parseWord(String text, String word, java.util.function.Function<String, T> parser) {
        try {
            return parser.apply(word);
        } catch (NotationException e) {
            throw new NotationException("'" + text + "' is not a move: " + e.getMessage());
        }
    }
}
