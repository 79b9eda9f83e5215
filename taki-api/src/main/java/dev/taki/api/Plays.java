package dev.taki.api;

import java.util.List;

/**
 * The canonical instances of the common moves, built once: moves are immutable values, so the engine and
 * its users can share them instead of allocating a new one for every legal-move list.
 */
final class Plays {
    static final Move.Draw DRAW = new Move.Draw(false);
    static final Move.Draw DRAW_LAST = new Move.Draw(true);
    static final Move.Close CLOSE = new Move.Close(false);
    static final Move.End END = new Move.End(false);
    static final Move.Pass PASS = new Move.Pass();

    private static final Color[] COLORS = Color.values();
    private static volatile Move.Play[] single = new Move.Play[0];
    private static volatile Move.Play[] withColor = new Move.Play[0];
    /** The same plays with the "last card" declaration, at the same places: a bot that always declares makes none. */
    private static volatile Move.Play[] singleLast = new Move.Play[0];
    private static volatile Move.Play[] withColorLast = new Move.Play[0];

    private Plays() {
    }

    static Move.Play single(Card card) {
        Move.Play[] known = single;
        int code = card.code();
        if (code >= known.length) {
            grow();
            known = single;
        }
        return known[code];
    }

    static Move.Play withColor(Card card, Color color) {
        Move.Play[] known = withColor;
        int i = card.code() * COLORS.length + color.ordinal();
        if (i >= known.length) {
            grow();
            known = withColor;
        }
        return known[i];
    }

    /**
     * The canonical twin of a common play with the declaration: of a single card with no choice or a colour, the one
     * instance kept for it; null for any other play (the caller makes one).
     */
    static Move.Play declared(Move.Play play) {
        if (play.cards().size() != 1 || play.choice() != null && !(play.choice() instanceof Color)) {
            return null;
        }
        Card card = play.card();
        int code = card.code();
        if (code >= single.length) {
            grow();
        }
        Move.Play[] known = play.choice() == null ? singleLast : withColorLast;
        int i = play.choice() == null ? code : code * COLORS.length + ((Color) play.choice()).ordinal();
        Move.Play twin = i < known.length ? known[i] : null;
        return twin != null && twin.card().equals(card) ? twin : null;
    }

    /** The canonical play without the declaration of a common declared play, or null (as {@link #declared}). */
    static Move.Play undeclared(Move.Play play) {
        if (play.cards().size() != 1 || play.choice() != null && !(play.choice() instanceof Color)) {
            return null;
        }
        Move.Play twin = play.choice() == null ? single(play.card()) : withColor(play.card(), (Color) play.choice());
        return twin != null && twin.card().equals(play.card()) ? twin : null;
    }

    /** Makes the moves of every card defined so far (plugins define cards after this class is loaded). */
    private static synchronized void grow() {
        int count = Card.codeCount();
        if (count <= single.length) {
            return;
        }
        Move.Play[] one = java.util.Arrays.copyOf(single, count);
        Move.Play[] colored = java.util.Arrays.copyOf(withColor, count * COLORS.length);
        Move.Play[] oneLast = java.util.Arrays.copyOf(singleLast, count);
        Move.Play[] coloredLast = java.util.Arrays.copyOf(withColorLast, count * COLORS.length);
        for (int code = single.length; code < count; code++) {
            Card card = CardKind.byCode(code);
            if (card == null) {
                continue;
            }
            one[code] = new Move.Play(List.of(card), null, false);
            oneLast[code] = new Move.Play(List.of(card), null, true);
            for (Color color : COLORS) {
                colored[code * COLORS.length + color.ordinal()] = new Move.Play(List.of(card), color, false);
                coloredLast[code * COLORS.length + color.ordinal()] = new Move.Play(List.of(card), color, true);
            }
        }
        // the declared arrays first: a reader that sees the new single array sees them too
        withColorLast = coloredLast;
        singleLast = oneLast;
        withColor = colored;
        single = one;
    }
}
