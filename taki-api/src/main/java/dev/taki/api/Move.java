package dev.taki.api;

import java.util.List;
import java.util.Objects;

/**
 * A move, as written in notation (docs/notation.md): play, draw, close, end, pass, or a plugin's verb
 * ({@link Act}: {@code declare}, {@code catch 1}). A move that ends its player's turn
 * may carry the "last card" declaration; {@link #declaresLast()} tells, and {@link #withoutDeclaration()}
 * gives the same move without it. Lists of legal moves never carry declarations.
 */
public sealed interface Move permits Move.Play, Move.Draw, Move.Close, Move.End, Move.Pass, Move.Act {

    /** {@return true if the move carries the "last card" declaration} */
    boolean declaresLast();

    /** {@return the same move without the declaration} */
    Move withoutDeclaration();

    /** {@return the same move with the declaration (a {@code pass} cannot carry one and is returned as is)} */
    Move withDeclaration();

    /** {@return the move in notation, e.g. {@code play COLOR Y last}} */
    String notation();

    /**
     * Play one card, or where a rule allows several at once ({@code play R3 R+}), naming a {@link Choice} where the
     * card asks for one ({@code play COLOR Y}) or a rule
     * allows one ({@code play R7 @2}); {@code choice} is null otherwise.
     *
     * @param cards the cards played, in order: one, or several where a rule allows a combination
     * @param choice what the play names (a colour, a direction, a seat…), or null
     * @param declaresLast whether the play carries the "last card" declaration
     */
    record Play(List<Card> cards, Choice choice, boolean declaresLast) implements Move {
        /**
         * Validates and copies the card list.
         *
         * @param cards the cards played, at least one; the list is copied
         * @param choice what the play names, or null
         * @param declaresLast whether the play carries the "last card" declaration
         */
        public Play {
            cards = List.copyOf(cards);
            if (cards.isEmpty()) {
                throw new IllegalArgumentException("a play needs at least one card");
            }
        }

        /** {@return the first (for a single play, the only) card} */
        public Card card() {
            return cards.get(0);
        }

        /** {@return the colour named, or null if the choice is not a colour} */
        public Color color() {
            return choice instanceof Color c ? c : null;
        }

        /** {@return the direction named, or null if the choice is not a direction} */
        public Direction direction() {
            return choice instanceof Direction d ? d : null;
        }

        /** {@return the seat named, or -1 if the choice is not a seat} */
        public int seat() {
            return choice instanceof Seat s ? s.number() : -1;
        }

        @Override
        public Move withoutDeclaration() {
            if (!declaresLast) {
                return this;
            }
            Play twin = Plays.undeclared(this);
            return twin != null ? twin : new Play(cards, choice, false);
        }

        @Override
        public Move withDeclaration() {
            if (declaresLast) {
                return this;
            }
            Play twin = Plays.declared(this);
            return twin != null ? twin : new Play(cards, choice, true);
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

    /**
     * Draw one card, or the waiting +2 count.
     *
     * @param declaresLast whether the draw carries the "last card" declaration
     */
    record Draw(boolean declaresLast) implements Move {
        @Override
        public Move withoutDeclaration() {
            return declaresLast ? Plays.DRAW : this;
        }

        @Override
        public Move withDeclaration() {
            return Plays.DRAW_LAST;
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

    /**
     * Close the TAKI run ("TAKI closed!"); the turn ends.
     *
     * @param declaresLast whether closing carries the "last card" declaration
     */
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

    /**
     * End the turn without playing on: after a King, or in a TAKI run without closing it.
     *
     * @param declaresLast whether ending the turn carries the "last card" declaration
     */
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

    /**
     * A move of a plugin's {@link MoveVerb}: {@code declare}, {@code catch 1}. The plugin that registered the verb
     * offers its moves and carries them out.
     *
     * @param verb         the verb
     * @param seat         the seat it names, or -1 for a verb that names none
     * @param declaresLast whether the move carries the "last card" declaration
     */
    record Act(MoveVerb verb, int seat, boolean declaresLast) implements Move {
        /**
         * Checks that the seat agrees with the verb.
         *
         * @param verb the verb
         * @param seat the seat it names (0 to 99), or -1 for a verb that names none
         * @param declaresLast whether the move carries the "last card" declaration
         */
        public Act {
            java.util.Objects.requireNonNull(verb, "verb");
            if (verb.takesSeat() ? seat < 0 || seat > 99 : seat != -1) {
                throw new IllegalArgumentException(verb.takesSeat()
                        ? "'" + verb.word() + "' names a seat from 0 to 99, got " + seat
                        : "'" + verb.word() + "' names no seat, got " + seat);
            }
        }

        @Override
        public Move withoutDeclaration() {
            return declaresLast ? new Act(verb, seat, false) : this;
        }

        @Override
        public Move withDeclaration() {
            return declaresLast ? this : new Act(verb, seat, true);
        }

        @Override
        public String notation() {
            String s = verb.takesSeat() ? verb.word() + " " + seat : verb.word();
            return declaresLast ? s + " last" : s;
        }

        @Override
        public String toString() {
            return notation();
        }
    }

    /**
     * Play a single card that names nothing.
     *
     * @param card the card
     * @return the move {@code play <card>}
     */
    static Play play(Card card) {
        return Plays.single(card);
    }

    /**
     * Play a single card naming a choice: {@code play COLOR Y}, {@code play R7 @2}.
     *
     * @param card the card
     * @param choice what it names: a {@link Color}, a {@link Direction}, a {@link Seat} or a plugin's choice
     * @return the move {@code play <card> <choice>}
     */
    static Play play(Card card, Choice choice) {
        Objects.requireNonNull(choice, "choice");
        return choice instanceof Color c ? Plays.withColor(card, c) : new Play(List.of(card), choice, false);
    }

    /**
     * Play several cards as one move (a rule's combination, such as {@code play R3 R+}).
     *
     * @param cards the cards, in the order they are played
     * @return the move {@code play <card> <card>…}
     */
    static Play play(List<Card> cards) {
        return new Play(cards, null, false);
    }

    /**
     * {@code draw}
     *
     * @return the move {@code draw}
     */
    static Draw draw() {
        return Plays.DRAW;
    }

    /**
     * {@code close}
     *
     * @return the move {@code close}
     */
    static Close close() {
        return Plays.CLOSE;
    }

    /**
     * {@code end}
     *
     * @return the move {@code end}
     */
    static End end() {
        return Plays.END;
    }

    /**
     * {@code pass}
     *
     * @return the move {@code pass}
     */
    static Pass pass() {
        return Plays.PASS;
    }

    /**
     * Reads a move in the base game's notation, case-insensitively: {@code play R5}, {@code play COLOR Y last},
     * {@code play R7 @2}, {@code draw}, {@code close}, {@code end}, {@code pass}. Moves with cards that plugins
     * add are read by the game that has them ({@link Game#parseMove}).
     *
     * @param text the move in notation
     * @return the move it names, with its declaration if it carries {@code last}
     * @throws NotationException quoting the text (at most 80 characters of it) and saying what was expected
     */
    static Move parse(String text) {
        return Notation.base().parseMove(text);
    }
}
