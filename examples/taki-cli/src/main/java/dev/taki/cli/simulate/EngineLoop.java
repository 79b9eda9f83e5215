package dev.taki.cli.simulate;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The engine's own random-play loop, the yardstick of {@code taki simulate}'s speed: for each decision the legal
 * moves, a uniform choice among them ("last card" declared whenever the hand has two cards or fewer) and
 * {@code apply}, nothing else — the loop of the JMH benchmark {@code RandomPlayBenchmark}. Timed by the clock on the
 * calling thread, in the same process as the simulation, so both meet the same machine and the same JVM.
 */
final class EngineLoop {
    private EngineLoop() {
    }

    /** The time of the loop over some games, and its decisions. */
    record Timing(int games, long decisions, long nanos) {
        /** {@return the time of a decision, in microseconds} */
        double microsPerDecision() {
            return decisions == 0 ? 0 : nanos / 1e3 / decisions;
        }
    }

    /**
     * Plays games {@code 0} to {@code games - 1} of the configuration (game {@code g} with its seed plus {@code g}),
     * each stopped after {@code maxDecisions} decisions, and times them.
     */
    static Timing time(VariantCatalog catalog, GameConfig config, int games, int maxDecisions) {
        long decisions = 0;
        long start = System.nanoTime();
        for (int g = 0; g < games; g++) {
            GameConfig cfg = config.withSeed(config.seed() + g);
            SplittableRandom random = new SplittableRandom(cfg.seed());
            GameState state = Taki.newGame(cfg, catalog);
            for (int d = 0; d < maxDecisions && !state.isOver(); d++) {
                int seat = state.toAct();
                List<Move> legal = state.legalMoves();
                Move move = legal.get(random.nextInt(legal.size()));
                state = state.apply(seat, state.handSize(seat) <= 2 ? move.withDeclaration() : move).state();
                decisions++;
            }
        }
        return new Timing(games, decisions, System.nanoTime() - start);
    }
}
