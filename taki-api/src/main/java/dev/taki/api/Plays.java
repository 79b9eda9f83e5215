package dev.taki.api;

import java.util.List;

/**
 * The canonical instances of the common moves, built once: moves are immutable values, so the engine and
 * its users can share them instead of allocating a new one for every legal-move list.
 */
final class Plays {
    static final Move.Draw DRAW = new Move.Draw(false);
    static final Move.Close CLOSE = new Move.Close(false);
    static final Move.End END = new Move.End(false);
    static final Move.Pass PASS = new Move.Pass();

    private static final Color[] COLORS = Color.values();
    private static volatile Move.Play[] single = new Move.Play[0];
    private static volatile Move.Play[] withColor = new Move.Play[0];

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

    /** Makes the moves of every card defined so far (plugins define cards after this class is loaded). */
    private static synchronized void grow() {
        int count = Card.codeCount();
        if (count <= single.length) {
            return;
        }
        Move.Play[] one = java.util.Arrays.copyOf(single, count);
        Move.Play[] colored = java.util.Arrays.copyOf(withColor, count * COLORS.length);
        for (int code = single.length; code < count; code++) {
            Card card = CardKind.byCode(code);
            if (card == null) {
                continue;
            }
            one[code] = new Move.Play(List.of(card), null, false);
            for (Color color : COLORS) {
                colored[code * COLORS.length + color.ordinal()] = new Move.Play(List.of(card), color, false);
            }
        }
        withColor = colored;
        single = one;
    }
}
