package dev.taki.bots;

import dev.taki.api.Move;
import dev.taki.api.PlayerView;

import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Picks uniformly among the legal moves, and always declares "last card" (harmless when not due). Out of turn it
 * picks uniformly among its moves and letting play go on.
 */
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

    @Override
    public Optional<Move> interject(PlayerView view, Random random) {
        return interject(view.legalMoves(), random);
    }

    /**
     * The random bot's choice out of turn, for a caller that has the moves without a view: one of {@code n + 1}
     * outcomes, uniformly — each of the {@code n} moves, or none.
     *
     * @param legal the seat's legal moves out of turn, in the engine's order
     * @param random the source of the choice
     * @return one of them with the "last card" declaration, or empty to let play go on
     */
    public static Optional<Move> interject(List<Move> legal, Random random) {
        if (legal.isEmpty()) {
            return Optional.empty();
        }
        int pick = random.nextInt(legal.size() + 1);
        return pick == legal.size() ? Optional.empty() : Optional.of(legal.get(pick).withDeclaration());
    }
}
