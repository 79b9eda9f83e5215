package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.GameState;

import java.util.List;

/**
 * What only a referee may see of a state: the order of the draw pile and the whole deck. For servers,
 * tests and tools — never hand it to a player (give them {@link GameState#view(int)}).
 */
public final class Referee {
    private Referee() {
    }

    /** The draw pile, top first. */
    public static List<Card> drawPile(GameState state) {
        return asState(state).drawPileTopFirst();
    }

    /** Every card of the game's deck (each physical card once). */
    public static List<Card> deck(GameState state) {
        return asState(state).rules().deck;
    }

    private static State asState(GameState state) {
        if (state instanceof State s) {
            return s;
        }
        throw new IllegalArgumentException("not a state made by this engine: " + state.getClass().getName());
    }
}
