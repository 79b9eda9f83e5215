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
        List<Move> legal = view.legalMoves();
        return legal.get(random.nextInt(legal.size())).withDeclaration();
    }
}
