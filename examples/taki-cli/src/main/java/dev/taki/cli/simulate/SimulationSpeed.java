package dev.taki.cli.simulate;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A benchmark program (not a test): the simulation loop against the engine's own random-play loop, in one JVM,
 * one after the other, on the same 4-player base games. The engine loop is the one of the JMH
 * {@code RandomPlayBenchmark.game}: legal moves, a uniform choice, apply. Both are timed in the thread's CPU time,
 * which a busy machine disturbs far less than the clock; then the simulation on 1 and 2 threads by the clock.
 *
 * <pre>java -cp examples/taki-cli/target/taki.jar dev.taki.cli.simulate.SimulationSpeed [games] [rounds]</pre>
 */
public final class SimulationSpeed {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private SimulationSpeed() {
    }

    /**
     * Runs the comparison and prints one line a round and the medians.
     *
     * @param args the games a round (default 20000) and the rounds (default 5)
     */
    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        VariantCatalog catalog = VariantCatalog.discover();
        GameConfig config = GameConfig.of(4, 1);
        Simulation simulation = new Simulation(catalog, config, List.of("random", "random", "random", "random"), false, 100_000);
        List<Double> engine = new ArrayList<>();
        List<Double> loop = new ArrayList<>();
        List<Double> ratio = new ArrayList<>();
        List<Double> one = new ArrayList<>();
        List<Double> two = new ArrayList<>();
        engineLoop(catalog, config, games / 4); // warm-up
        simulation.runRange(0, games / 4);
        for (int r = 0; r < rounds; r++) {
            double e = engineLoop(catalog, config, games);
            long start = CPU.getCurrentThreadCpuTime();
            Tally t = simulation.runRange(0, games);
            double s = (CPU.getCurrentThreadCpuTime() - start) / 1e3 / t.decisions();
            double g1 = simulation.run(games, 1, null, null).gamesPerSecond();
            double g2 = simulation.run(games, 2, null, null).gamesPerSecond();
            engine.add(e);
            loop.add(s);
            ratio.add(s / e);
            one.add(g1);
            two.add(g2);
            System.out.printf(Locale.ROOT, "round %d: engine loop %.3f µs/decision, simulation %.3f µs/decision (CPU), ratio %.2f;"
                    + " games/s by the clock: 1 thread %.0f, 2 threads %.0f%n", r + 1, e, s, s / e, g1, g2);
        }
        System.out.printf(Locale.ROOT, "median: engine loop %.3f µs/decision, simulation %.3f µs/decision, ratio %.2f;"
                + " games/s 1 thread %.0f, 2 threads %.0f (%d games of 4 random bots, base game, a round)%n",
                median(engine), median(loop), median(ratio), median(one), median(two), games);
    }

    /** The engine alone: CPU µs per decision over the games with seeds 1 to {@code games}. */
    private static double engineLoop(VariantCatalog catalog, GameConfig config, int games) {
        long start = CPU.getCurrentThreadCpuTime();
        long decisions = 0;
        for (int g = 0; g < games; g++) {
            GameConfig cfg = config.withSeed(config.seed() + g);
            SplittableRandom random = new SplittableRandom(cfg.seed());
            GameState state = Taki.newGame(cfg, catalog);
            while (!state.isOver()) {
                List<Move> legal = state.legalMoves();
                Move move = legal.get(random.nextInt(legal.size()));
                state = state.apply(state.toAct(), state.handSize(state.toAct()) <= 2 ? move.withDeclaration() : move).state();
                decisions++;
            }
        }
        return (CPU.getCurrentThreadCpuTime() - start) / 1e3 / decisions;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
