package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.GameState;
import dev.taki.core.engine.State;

import java.util.List;

/**
 * What only a referee may see of a state: the order of the draw pile and the whole deck. For servers,
 * tests and tools — never hand it to a player (give them {@link GameState#view(int)}).
 */
public final class Referee {
    private Referee() {
    }

    /**
     * The draw pile, top first.
     *
     * @param state a state of this engine
     * @return its draw pile, top first
     */
    public static List<Card> drawPile(GameState state) {
        return State.of(state).drawPileTopFirst();
    }

    /**
     * Every card of the game's deck (each physical card once): those in the hands and piles, and those out of play
     * ({@link GameState#outOfPlay()}).
     *
     * @param state any state
     * @return its deck
     */
    public static List<Card> deck(GameState state) {
        return state.game().deck();
    }
}
