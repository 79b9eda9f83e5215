package dev.taki.bots;

import dev.taki.api.Move;
import dev.taki.api.PlayerView;

import java.util.List;
import java.util.Random;

/** Picks uniformly among the legal moves, and always declares "last card" (harmless when not due). */
public final class RandomBot implements Bot {

    /** A bot for one seat; it keeps nothing between moves, every choice comes from the random source given. */
    public RandomBot() {
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public Move choose(PlayerView view, Random random) {
        return choose(view.legalMoves(), random);
    }

    /**
     * The random bot's choice among legal moves, for a caller that has them without a view (building a view
     * costs more than the choice): the same move {@link #choose(PlayerView, Random)} makes from the same numbers.
     *
     * @param legal the legal moves of the seat to act, in the engine's order; not empty
     * @param random the source of the choice
     * @return one of them, uniformly, with the "last card" declaration
     */
    public static Move choose(List<Move> legal, Random random) {
        return legal.get(random.nextInt(legal.size())).withDeclaration();
    }
}
