package dev.taki.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongUnaryOperator;

/**
 * Two builds of the engine in one JVM, timed in turns: a benchmark program (not a test) for a machine too busy for
 * two JMH runs to be compared. Each build's {@code benchmarks.jar} is loaded by a class loader of its own; the
 * random-play loop of {@code RandomPlayBenchmark.decision} ({@link Games#step}, new games dealt as games end) runs
 * for a slice of the thread's CPU time on one build, then on the other, round after round, so that both meet the
 * same load, the same JIT threads and the same heap. A build is a {@code benchmarks.jar}, or a class path (entries
 * separated as on the command line) whose first entries override it. The builds take turns at going first in a round.
 * Prints each round's CPU nanoseconds per decision, the
 * medians, and the median of the rounds' own ratios (after ÷ before in the same round): on a machine whose speed
 * drifts from one minute to the next, the ratio of two builds timed seconds apart is the steadier figure. The first
 * rounds are warm-up.
 *
 * <pre>
 * java -cp taki-benchmarks/target/benchmarks.jar dev.taki.benchmarks.SideBySide BEFORE.jar AFTER.jar \
 *      [edition base|edition-2015] [players 4] [rounds 12] [slice ms 1000] [warm-up rounds 4]
 * </pre>
 */
public final class SideBySide {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private SideBySide() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            throw new IllegalArgumentException("usage: SideBySide BEFORE.jar AFTER.jar [edition] [players] [rounds]"
                    + " [slice ms] [warm-up rounds]");
        }
        String edition = args.length > 2 ? args[2] : Games.BASE;
        int players = args.length > 3 ? Integer.parseInt(args[3]) : 4;
        int rounds = args.length > 4 ? Integer.parseInt(args[4]) : 12;
        long sliceNanos = (args.length > 5 ? Long.parseLong(args[5]) : 1000) * 1_000_000;
        int warmUp = args.length > 6 ? Integer.parseInt(args[6]) : 4;
        URL self = SideBySide.class.getProtectionDomain().getCodeSource().getLocation();
        LongUnaryOperator[] loops = new LongUnaryOperator[2];
        for (int i = 0; i < 2; i++) {
            // the build's own classes first; this class's loop from this jar when the build has none
            List<URL> urls = new ArrayList<>();
            for (String entry : args[i].split(java.io.File.pathSeparator)) {
                urls.add(Path.of(entry).toUri().toURL());
            }
            urls.add(self);
            URLClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
            loops[i] = (LongUnaryOperator) loader.loadClass(Loop.class.getName())
                    .getConstructor(String.class, int.class).newInstance(edition, players);
        }
        List<List<Double>> nanosPerDecision = List.of(new ArrayList<>(), new ArrayList<>());
        List<Double> ratios = new ArrayList<>();
        System.out.printf(Locale.ROOT, "# %s, %d players, slices of %d ms of CPU, %d rounds (%d of warm-up)%n", edition,
                players, sliceNanos / 1_000_000, rounds, warmUp);
        for (int r = 0; r < rounds; r++) {
            double[] round = new double[2];
            for (int k = 0; k < 2; k++) {
                // each build goes first in every other round, so that whatever going first or second in a round does
                // to a slice falls on both builds alike
                int i = (r + k) % 2;
                long start = CPU.getCurrentThreadCpuTime();
                long decisions = loops[i].applyAsLong(sliceNanos);
                round[i] = (CPU.getCurrentThreadCpuTime() - start) / (double) decisions;
                if (r >= warmUp) {
                    nanosPerDecision.get(i).add(round[i]);
                }
            }
            if (r >= warmUp) {
                ratios.add(round[1] / round[0]);
            }
            System.out.printf(Locale.ROOT, "round %d%s: before %.1f ns, after %.1f ns CPU a decision (after/before %.2f)%n",
                    r + 1, r < warmUp ? " (warm-up)" : "", round[0], round[1], round[1] / round[0]);
        }
        double before = median(nanosPerDecision.get(0));
        double after = median(nanosPerDecision.get(1));
        System.out.printf(Locale.ROOT, "median: before %.1f ns (%.1f–%.1f), after %.1f ns (%.1f–%.1f) CPU a decision,"
                + " after/before %.2f%n", before, min(nanosPerDecision.get(0)), max(nanosPerDecision.get(0)), after,
                min(nanosPerDecision.get(1)), max(nanosPerDecision.get(1)), after / before);
        System.out.printf(Locale.ROOT, "after/before round by round: median %.2f (%.2f–%.2f over %d rounds)%n",
                median(ratios), min(ratios), max(ratios), ratios.size());
    }

    private static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return sorted.length == 0 ? Double.NaN : sorted[sorted.length / 2];
    }

    private static double min(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }

    /**
     * The loop of one build, loaded by that build's class loader: decisions of random play until the calling
     * thread has spent the given CPU time; returns how many it made. Only JDK types cross the class loaders.
     */
    public static final class Loop implements LongUnaryOperator {
        private final String edition;
        private final int players;
        private int next;
        private dev.taki.api.GameState state;
        private SplitMix random;

        public Loop(String edition, int players) {
            this.edition = edition;
            this.players = players;
            deal();
        }

        private void deal() {
            dev.taki.api.GameConfig config = Games.config(edition, players, next++ & Games.SEED_MASK);
            state = Games.newGame(config);
            random = Games.player(config);
        }

        @Override
        public long applyAsLong(long cpuNanos) {
            long end = CPU.getCurrentThreadCpuTime() + cpuNanos;
            long decisions = 0;
            while (true) {
                for (int i = 0; i < 1_000; i++) {
                    state = Games.step(state, random);
                    decisions++;
                    if (state.isOver()) {
                        deal();
                    }
                }
                if (CPU.getCurrentThreadCpuTime() >= end) {
                    return decisions;
                }
            }
        }
    }
}
