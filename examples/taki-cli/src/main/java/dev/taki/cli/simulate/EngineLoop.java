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
 * <p>After each chunk of the simulation's warm games, the thread that played it plays the loop's games due by then
 * ({@link #after}), timed by the clock: both are timed on the same threads, minute by minute, so a machine whose
 * speed drifts during the run slows both alike (timed after the simulation, seconds later, the loop met another
 * machine). The games due are counted over all threads, so a run plays its share exactly, however many threads
 * play it. The loop's games are the configuration's own (game {@code g} with its seed plus {@code g}), each stopped
 * after the simulation's limit of decisions. Safe to use from several threads.
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
    /** The warm games simulated so far, over all threads. */
    private final AtomicLong warmGames = new AtomicLong();
    /** The loop's games taken so far (the next one's number), over all threads. */
    private final AtomicLong taken = new AtomicLong();

    /**
     * The loop of a run.
     *
     * @param perGame the loop's games to play for each warm game simulated
     */
    EngineLoop(VariantCatalog catalog, GameConfig config, int maxDecisions, double perGame) {
        this.catalog = catalog;
        this.config = config;
        this.maxDecisions = maxDecisions;
        this.perGame = perGame;
    }

    @Override
    public long after(long warmGamesPlayed, Tally tally) {
        long due = Math.round(warmGames.addAndGet(warmGamesPlayed) * perGame);
        long from;
        do {
            from = taken.get();
            if (from >= due) {
                return 0;
            }
        } while (!taken.compareAndSet(from, due));
        long decisions = 0;
        long start = System.nanoTime();
        for (long g = from; g < due; g++) {
            decisions += play(g);
        }
        long nanos = System.nanoTime() - start;
        tally.addEngineLoop(due - from, decisions, nanos);
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
