package dev.taki.cli.compare;

import dev.taki.cli.simulate.Simulation;
import dev.taki.cli.simulate.Tally;
import dev.taki.core.VariantCatalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntConsumer;

/**
 * The order games are played in: when timed, a warm-up batch of every configuration, not counted; then turns, in
 * each of which every configuration plays its next batch of games, the first configuration of turn {@code t} being
 * number {@code t mod configurations}. A configuration's time per decision is measured in each batch and its median
 * reported, so the JIT's warm-up and the machine's moods fall on all configurations alike. Each game is played
 * alone ({@link Simulation#runRange} of one game) so that its own counts reach the sums.
 */
final class Schedule {
    /** One configuration's games, as played. */
    record Played(Contender contender, List<String> seatBots, Tally tally, GameSums sums, Timing timing) {
    }

    /** One batch: games of one configuration, played in a row. */
    private record Block(Tally tally, GameSums sums, long playNanos) {
        Block plus(Block other) {
            GameSums s = new GameSums(tally.players());
            s.add(sums);
            s.add(other.sums);
            return new Block(tally.merge(other.tally), s, playNanos + other.playNanos);
        }
    }

    private final ExecutorService pool;
    private final int threads;

    private Schedule(int threads) {
        this.threads = threads;
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        this.pool = threads == 1 ? null : Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "taki-compare");
            t.setContextClassLoader(loader); // the bots a plugin adds are found through it
            t.setDaemon(true);
            return t;
        });
    }

    static List<Played> play(VariantCatalog catalog, List<Contender> contenders, Comparison.Settings settings, int threads,
                             IntConsumer progress) {
        Schedule schedule = new Schedule(threads);
        try {
            return schedule.run(catalog, contenders, settings, progress == null ? n -> { } : progress);
        } finally {
            if (schedule.pool != null) {
                schedule.pool.shutdownNow();
            }
        }
    }

    private List<Played> run(VariantCatalog catalog, List<Contender> contenders, Comparison.Settings s, IntConsumer progress) {
        int n = contenders.size();
        List<Simulation> simulations = new ArrayList<>();
        List<List<String>> seatBots = new ArrayList<>();
        for (Contender c : contenders) {
            int players = c.config().players();
            List<String> bots = s.bots().size() == 1 ? Collections.nCopies(players, s.bots().get(0)) : s.bots();
            seatBots.add(bots);
            simulations.add(new Simulation(catalog, c.config().withSeed(s.seed()), bots, s.rotate(), s.maxDecisions()));
        }
        long done = 0;
        for (Simulation sim : simulations) { // played and forgotten: the same games are played again, counted
            block(sim, 0, s.warmUpGames());
            done += s.warmUpGames();
            progress.accept((int) done);
        }
        Block[] totals = new Block[n];
        long[] nanos = new long[n];
        List<List<Double>> perBatch = new ArrayList<>();
        contenders.forEach(c -> perBatch.add(new ArrayList<>()));
        int turns = (s.games() + s.batchGames() - 1) / s.batchGames();
        for (int turn = 0; turn < turns; turn++) {
            long from = (long) turn * s.batchGames();
            long to = Math.min(s.games(), from + s.batchGames());
            for (int k = 0; k < n; k++) {
                int i = (turn + k) % n;
                long start = System.nanoTime();
                Block b = block(simulations.get(i), from, to);
                nanos[i] += System.nanoTime() - start;
                long decisions = b.tally().decisions();
                perBatch.get(i).add(decisions == 0 ? 0.0 : b.playNanos() / 1e3 / decisions);
                totals[i] = totals[i] == null ? b : totals[i].plus(b);
                done += to - from;
                progress.accept((int) done);
            }
        }
        List<Played> played = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Timing timing = s.timed() ? new Timing(perBatch.get(i), nanos[i]) : null;
            played.add(new Played(contenders.get(i), seatBots.get(i), totals[i].tally().withWallNanos(nanos[i]), totals[i].sums(), timing));
        }
        return played;
    }

    /** Games {@code from} to {@code to - 1} of one configuration, on every thread, each taking the next game. */
    private Block block(Simulation sim, long from, long to) {
        AtomicLong next = new AtomicLong(from);
        int players = sim.config().players();
        if (pool == null || to - from < 2) {
            return part(sim, players, next, to);
        }
        List<Future<Block>> parts = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            parts.add(pool.submit(() -> part(sim, players, next, to)));
        }
        Block all = null;
        for (Future<Block> f : parts) {
            Block b = result(f);
            all = all == null ? b : all.plus(b);
        }
        return all;
    }

    private static Block part(Simulation sim, int players, AtomicLong next, long to) {
        Tally tally = new Tally(players);
        GameSums sums = new GameSums(players);
        long playNanos = 0;
        for (long g = next.getAndIncrement(); g < to; g = next.getAndIncrement()) {
            Tally one = sim.runRange(g, g + 1);
            tally = tally.merge(one);
            sums.add(one);
            playNanos += one.playNanos();
        }
        return new Block(tally, sums, playNanos);
    }

    private static Block result(Future<Block> f) {
        try {
            return f.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the comparison was interrupted", e);
        }
    }
}
