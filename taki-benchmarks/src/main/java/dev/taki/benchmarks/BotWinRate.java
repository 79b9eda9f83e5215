package dev.taki.benchmarks;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.VariantChoice;
import dev.taki.bots.Bot;
import dev.taki.bots.Bots;
import dev.taki.bots.SeenBy;
import dev.taki.core.Taki;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * How often a bot wins against a table of other bots, and how long it takes to decide: the benchmark of the
 * {@code ismcts} bot's strength and budget (a documented program, not a test). Game {@code i} is dealt from seed
 * {@code seed + i} with the bot under test at seat {@code i mod players} (seats rotate) and the opponents at the
 * others; every bot's random source is seeded from the game's index and its seat. So the results of an
 * iteration budget do not depend on how many games run at once; the decision times do depend on the machine.
 *
 * <p>For each budget it prints one row: games, wins (a shared win counts 1/k), the win rate with its 95 %
 * Wilson interval, and the time of the bot's decisions that searched (more than one legal move): mean, 99th
 * percentile and maximum of the wall-clock time, and mean and 99th percentile of the CPU time of the thread that
 * asked (the whole search, on one thread; on a shared machine the CPU time is the fairer measure of the work),
 * and the iterations those decisions searched (mean and median; with a budget of time, {@code 50ms}, the measure of
 * the engine's speed that the search gets).
 *
 * <pre>
 * java -cp taki-benchmarks/target/benchmarks.jar dev.taki.benchmarks.BotWinRate \
 *      --games 2000 --budget 1000 [--threads 1] [--parallel 2] [--players 4] [--opponent heuristic] \
 *      [--bot ismcts] [--variant ID] [--seed 1000000]
 * </pre>
 * {@code --budget} takes a list ({@code 100,300,1000,3000}), one row each; an entry is what follows
 * {@code ismcts:} ({@code 1000} iterations, {@code 50ms}), and {@code --threads} adds {@code ,threads=T}.
 * {@code --parallel} is how many games run at once (default: one per core).
 */
public final class BotWinRate {
    /** A game that has not ended after this many moves is stopped and counts as won by nobody. */
    static final int MOVE_LIMIT = 20_000;

    private BotWinRate() {
    }

    /** The options of a run. */
    record Options(int games, List<String> budgets, int threads, int parallel, int players, String opponent, String bot,
                   List<String> variants, long seed) {
        static Options parse(String[] args) {
            int games = 2000;
            List<String> budgets = List.of("");
            int threads = 1;
            int parallel = Runtime.getRuntime().availableProcessors();
            int players = 4;
            String opponent = "heuristic";
            String bot = "ismcts";
            List<String> variants = new ArrayList<>();
            long seed = 1_000_000;
            for (int i = 0; i < args.length; i++) {
                String value = i + 1 < args.length ? args[i + 1] : null;
                if (value == null) {
                    throw new IllegalArgumentException(args[i] + ": a value is missing");
                }
                switch (args[i]) {
                    case "--games" -> games = Integer.parseInt(value);
                    case "--budget" -> budgets = List.of(value.split(","));
                    case "--threads" -> threads = Integer.parseInt(value);
                    case "--parallel" -> parallel = Integer.parseInt(value);
                    case "--players" -> players = Integer.parseInt(value);
                    case "--opponent" -> opponent = value;
                    case "--bot" -> bot = value;
                    case "--variant" -> variants.add(value);
                    case "--seed" -> seed = Long.parseLong(value);
                    default -> throw new IllegalArgumentException("unknown option " + args[i] + "; options: --games,"
                            + " --budget, --threads, --parallel, --players, --opponent, --bot, --variant, --seed");
                }
                i++;
            }
            return new Options(games, budgets, threads, parallel, players, opponent, bot, variants, seed);
        }

        String spec(String budget) {
            String argument = budget;
            if (threads > 1) {
                argument = (argument.isEmpty() ? "" + dev.taki.bots.IsmctsBot.DEFAULT_ITERATIONS : argument)
                        + ",threads=" + threads;
            }
            return argument.isEmpty() ? bot : bot + ":" + argument;
        }
    }

    /**
     * One game's result: the tested bot's share of the win, and the wall-clock and CPU nanoseconds (of the thread
     * that asked) of each of its decisions that searched.
     */
    record GameResult(double share, long[] decisionNanos, long[] cpuNanos, long[] iterations, boolean ended) {
    }

    /**
     * The iterations of the {@code ismcts} bot's last decision, read through its package-private report (a benchmark's
     * peek, as {@link Games#forgetLegalMoves} peeks at the engine); null when the bot keeps no such report.
     */
    private static final java.lang.reflect.Method LAST_REPORT = lastReport();
    private static final java.lang.reflect.Method SEARCHED = LAST_REPORT == null ? null : searched(LAST_REPORT);

    private static java.lang.reflect.Method lastReport() {
        try {
            java.lang.reflect.Method m = dev.taki.bots.IsmctsBot.class.getDeclaredMethod("lastReport");
            m.setAccessible(true);
            return m;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    private static java.lang.reflect.Method searched(java.lang.reflect.Method lastReport) {
        try {
            java.lang.reflect.Method m = lastReport.getReturnType().getDeclaredMethod("searched");
            m.setAccessible(true);
            return m;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /** The iterations of the bot's last decision, or -1 if it is not an {@code ismcts} bot or keeps no report. */
    static long iterationsOf(Bot bot) {
        if (SEARCHED == null || !(bot instanceof dev.taki.bots.IsmctsBot)) {
            return -1;
        }
        try {
            return ((Number) SEARCHED.invoke(LAST_REPORT.invoke(bot))).longValue();
        } catch (ReflectiveOperationException e) {
            return -1;
        }
    }

    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    public static void main(String[] args) throws Exception {
        Options o = Options.parse(args);
        // the header names the kind only: --bot may carry an argument of its own (ismcts:500); each row has the spec
        System.out.printf(Locale.ROOT, "# %s vs %d × %s, %d players%s, %d games a row, %d at once, seeds %d…%n",
                o.bot.replaceAll(":.*", ""), o.players - 1, o.opponent, o.players,
                o.variants.isEmpty() ? "" : " " + o.variants, o.games, o.parallel, o.seed);
        System.out.println("| bot | games | wins | win rate | 95 % CI (Wilson) | mean ms | p99 ms | max ms | mean CPU ms"
                + " | p99 CPU ms | searched decisions | iterations a searched decision: mean | median | wall s |");
        System.out.println("|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (String budget : o.budgets) {
            row(o, o.spec(budget.trim()));
        }
    }

    private static void row(Options o, String spec) throws Exception {
        Bots.create(spec); // a bad spec fails here, once
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(o.parallel);
        List<Future<GameResult>> futures = new ArrayList<>();
        try {
            for (int i = 0; i < o.games; i++) {
                int index = i;
                futures.add(pool.submit(() -> play(o, spec, index)));
            }
            double wins = 0;
            int unfinished = 0;
            List<long[]> times = new ArrayList<>();
            List<long[]> cpuTimes = new ArrayList<>();
            List<long[]> iterationCounts = new ArrayList<>();
            for (Future<GameResult> f : futures) {
                GameResult r = f.get();
                wins += r.share();
                unfinished += r.ended() ? 0 : 1;
                times.add(r.decisionNanos());
                cpuTimes.add(r.cpuNanos());
                iterationCounts.add(r.iterations());
            }
            long[] iterations = iterationCounts.stream().flatMapToLong(Arrays::stream).filter(n -> n >= 0).sorted().toArray();
            String iterationsMean = iterations.length == 0 ? "—"
                    : String.format(Locale.ROOT, "%.0f", Arrays.stream(iterations).average().orElse(0));
            String iterationsMedian = iterations.length == 0 ? "—" : Long.toString(iterations[iterations.length / 2]);
            long[] all = times.stream().flatMapToLong(Arrays::stream).sorted().toArray();
            long[] allCpu = cpuTimes.stream().flatMapToLong(Arrays::stream).sorted().toArray();
            double cpuMean = Arrays.stream(allCpu).average().orElse(0) / 1e6;
            double cpuP99 = p99Millis(allCpu);
            double mean = Arrays.stream(all).average().orElse(0) / 1e6;
            double p99 = p99Millis(all);
            double max = all.length == 0 ? 0 : all[all.length - 1] / 1e6;
            double[] ci = wilson(wins, o.games);
            System.out.printf(Locale.ROOT, "| %s | %d | %.1f | %.1f %% | %.1f – %.1f %% | %.1f | %.1f | %.1f | %.1f | %.1f | %d | %s | %s | %.0f |%s%n",
                    spec, o.games, wins, 100 * wins / o.games, 100 * ci[0], 100 * ci[1], mean, p99, max, cpuMean, cpuP99,
                    all.length, iterationsMean, iterationsMedian,
                    (System.nanoTime() - start) / 1e9, unfinished == 0 ? "" : " (" + unfinished + " games stopped unfinished)");
        } finally {
            pool.shutdownNow();
        }
    }

    /** The 99th percentile (nearest rank) of sorted nanoseconds, in milliseconds; 0 when there are none. */
    private static double p99Millis(long[] sortedNanos) {
        int n = sortedNanos.length;
        return n == 0 ? 0 : sortedNanos[(int) Math.min(n - 1, Math.ceil(0.99 * n) - 1)] / 1e6;
    }

    /** Game {@code index}: the bot under test at seat {@code index mod players}, the opponents elsewhere. */
    static GameResult play(Options o, String spec, int index) {
        GameConfig config = new GameConfig(o.players, o.seed + index, 0, null,
                o.variants.stream().map(VariantChoice::of).toList());
        GameState state = Taki.newGame(config);
        int tested = index % o.players;
        Bot[] bots = new Bot[o.players];
        Random[] randoms = new Random[o.players];
        for (int seat = 0; seat < o.players; seat++) {
            bots[seat] = Bots.create(seat == tested ? spec : o.opponent);
            bots[seat].join(state.game(), seat);
            randoms[seat] = new Random((o.seed + index) * 1_000_003L + seat);
        }
        List<Long> nanos = new ArrayList<>();
        List<Long> cpu = new ArrayList<>();
        List<Long> iterations = new ArrayList<>();
        for (int moves = 0; !state.isOver(); moves++) {
            if (moves >= MOVE_LIMIT) {
                return new GameResult(0, longs(nanos), longs(cpu), longs(iterations), false);
            }
            int seat = state.toAct();
            var view = state.view(seat);
            long c0 = CPU.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            Move move = bots[seat].choose(view, randoms[seat]);
            long took = System.nanoTime() - t0;
            if (seat == tested && view.legalMoves().size() > 1) {
                nanos.add(took);
                cpu.add(CPU.getCurrentThreadCpuTime() - c0);
                iterations.add(iterationsOf(bots[seat]));
            }
            Outcome outcome = state.apply(seat, move);
            if (!(outcome instanceof Outcome.Accepted accepted)) {
                throw new IllegalStateException("game " + index + ": seat " + seat + " (" + bots[seat].name()
                        + ") chose a move the engine refused: " + outcome);
            }
            for (int s = 0; s < o.players; s++) {
                bots[s].observe(SeenBy.of(accepted.events(), s));
            }
            state = accepted.state();
        }
        List<Integer> winners = state.winners();
        double share = winners.contains(tested) ? 1.0 / winners.size() : 0;
        return new GameResult(share, longs(nanos), longs(cpu), longs(iterations), true);
    }

    private static long[] longs(List<Long> values) {
        return values.stream().mapToLong(Long::longValue).toArray();
    }

    /** The 95 % Wilson score interval of a proportion of {@code wins} in {@code n}. */
    static double[] wilson(double wins, int n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double z = 1.959963984540054;
        double p = wins / n;
        double denominator = 1 + z * z / n;
        double centre = (p + z * z / (2.0 * n)) / denominator;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denominator;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
