package dev.taki.api;

import java.util.List;
import java.util.Objects;

/**
 * A move, as written in notation (docs/notation.md): play, draw, close, end or pass. A move that ends its player's turn
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
     * Play one card, or where a rule allows several at once ({@code play R3 R+}), naming a {@link Choice} where the card asks for one ({@code play COLOR Y}) or a rule
     * allows one ({@code play R7 @2}); {@code choice} is null otherwise.
     */
    record Play(List<Card> cards, Choice choice, boolean declaresLast) implements Move {
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

        /** The colour named, or null if the choice is not a colour. */
        public Color color() {
            return choice instanceof Color c ? c : null;
        }

        /** The direction named, or null if the choice is not a direction. */
        public Direction direction() {
            return choice instanceof Direction d ? d : null;
        }

        /** The seat named, or -1 if the choice is not a seat. */
        public int seat() {
            return choice instanceof Seat s ? s.number() : -1;
        }

        @Override
        public Move withoutDeclaration() {
            return declaresLast ? new Play(cards, choice, false) : this;
        }

        @Override
        public Move withDeclaration() {
            return declaresLast ? this : new Play(cards, choice, true);
        }

        @Override
        public String notation() {
            StringBuilder s = new StringBuilder("play");
            for (Card c : cards) {
                s.append(' ').append(c.notation());
            }
            if (choice != null) {
                s.append(' ').append(choice.notation());
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

    /** Play a single card that names nothing. */
    static Play play(Card card) {
        return Plays.single(card);
    }

    /** Play a single card naming a choice: {@code play COLOR Y}, {@code play R7 @2}. */
    static Play play(Card card, Choice choice) {
        Objects.requireNonNull(choice, "choice");
        return choice instanceof Color c ? Plays.withColor(card, c) : new Play(List.of(card), choice, false);
    }

    /** Play several cards as one move (a rule's combination, such as {@code play R3 R+}). */
    static Play play(List<Card> cards) {
        return new Play(cards, null, false);
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
     * Reads a move in the base game's notation, case-insensitively: {@code play R5}, {@code play COLOR Y last},
     * {@code play R7 @2}, {@code draw}, {@code close}, {@code end}, {@code pass}. Moves with cards that plugins
     * add are read by the game that has them ({@link Game#parseMove}).
     *
     * @throws NotationException quoting the text (at most 80 characters of it) and saying what was expected
     */
    static Move parse(String text) {
        return Notation.base().parseMove(text);
    }
}
