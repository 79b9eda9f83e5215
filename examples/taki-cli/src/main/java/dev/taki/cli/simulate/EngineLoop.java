package dev.taki.cli.simulate;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The engine's own random-play loop, the yardstick of {@code taki simulate}'s speed: for each decision the legal
 * moves, a uniform choice among them ("last card" declared whenever the hand has two cards or fewer) and
 * {@code apply}, nothing else — the loop of the JMH benchmark {@code RandomPlayBenchmark}.
 *
 * <p>One a simulation thread: after each chunk of the simulation's warm games the thread plays a share of the
 * loop's games ({@link #after}), timed by the clock. Both are then timed on the same thread, minute by minute, so
 * a machine whose speed drifts during the run slows both alike: timed after the simulation, seconds later, the loop
 * met another machine. The loop's games are the configuration's own (game {@code g} with its seed plus {@code g},
 * numbered across threads), each stopped after the simulation's limit of decisions.
 */
final class EngineLoop implements Workers.Yardstick {
    /** The loop's games over a run, as a share of its games: a tenth, at least 50, at most 20,000. */
    static int gamesFor(int simulatedGames) {
        return Math.max(50, Math.min(20_000, simulatedGames / 10));
    }

    private final VariantCatalog catalog;
    private final GameConfig config;
    private final int maxDecisions;
    /** The loop's games for each warm game simulated. */
    private final double perGame;
    /** The next game's number, shared by the threads. */
    private final AtomicLong nextGame;
    /** The games owed and not yet played: a fraction of one carries over to the next chunk. */
    private double owed;

    /**
     * A thread's loop.
     *
     * @param perGame  the loop's games to play for each warm game the thread simulates
     * @param nextGame the number of the loop's next game, shared by the simulation's threads
     */
    EngineLoop(VariantCatalog catalog, GameConfig config, int maxDecisions, double perGame, AtomicLong nextGame) {
        this.catalog = catalog;
        this.config = config;
        this.maxDecisions = maxDecisions;
        this.perGame = perGame;
        this.nextGame = nextGame;
    }

    @Override
    public long after(long warmGames, Tally tally) {
        owed += warmGames * perGame;
        int games = (int) (owed + 1e-9); // the share summed over a run is whole: no rounding error may lose a game
        if (games == 0) {
            return 0;
        }
        owed -= games;
        long decisions = 0;
        long start = System.nanoTime();
        for (int i = 0; i < games; i++) {
            decisions += play(nextGame.getAndIncrement());
        }
        long nanos = System.nanoTime() - start;
        tally.addEngineLoop(games, decisions, nanos);
        return nanos;
    }

    /** Plays game {@code g} of the configuration: its decisions. */
    private long play(long g) {
        GameConfig cfg = config.withSeed(config.seed() + g);
        SplittableRandom random = new SplittableRandom(cfg.seed());
        GameState state = Taki.newGame(cfg, catalog);
        int d = 0;
        for (; d < maxDecisions && !state.isOver(); d++) {
            int seat = state.toAct();
            List<Move> legal = state.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            state = state.apply(seat, state.handSize(seat) <= 2 ? move.withDeclaration() : move).state();
        }
        return d;
    }
}
