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
    private static final Move.Play[] SINGLE = new Move.Play[Card.codeCount()];
    private static final Move.Play[] WITH_COLOR = new Move.Play[Card.codeCount() * COLORS.length];

    static {
        for (int code = 0; code < Card.codeCount(); code++) {
            Card card = Card.byCode(code);
            if (card == null) {
                continue;
            }
            SINGLE[code] = new Move.Play(List.of(card), null, null, false);
            for (Color color : COLORS) {
                WITH_COLOR[code * COLORS.length + color.ordinal()] = new Move.Play(List.of(card), color, null, false);
            }
        }
    }

    private Plays() {
    }

    static Move.Play single(Card card) {
        return SINGLE[card.code()];
    }

    static Move.Play withColor(Card card, Color color) {
        return WITH_COLOR[card.code() * COLORS.length + color.ordinal()];
    }
}
