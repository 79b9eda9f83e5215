package dev.taki.benchmarks;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * Random play on one thread: the random player ({@link Games#choose}) against itself, through the public
 * API only ({@code legalMoves()}, then {@code apply(seat, move)}).
 * <ul>
 *   <li>{@link #game}: one operation is one whole game, dealt from the next of {@link Games#SEEDS} fixed
 *       seeds and played to its end. Reports games/s and, as the auxiliary counter {@code decisions},
 *       decisions/s; µs per decision = 10^6 / decisions/s.</li>
 *   <li>{@link #decision}: one operation is one decision (legal moves, choice, apply) in the running game;
 *       when a game ends the next seed's game is dealt within the same operation, so dealing is included
 *       pro rata, as in {@link #game}.</li>
 * </ul>
 */
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 1)
public class RandomPlayBenchmark {

    @Param({"2", "4", "10"})
    public int players;

    @Param({Games.BASE, Games.EDITION_2015})
    public String edition;

    private GameConfig[] configs;
    private int nextGame;
    private final SplitMix random = new SplitMix(0);

    private GameState running;

    /** The decisions made, reported by JMH as decisions per second next to games per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Decisions {
        /** Decisions made in the iteration. */
        public long decisions;

        @Setup(Level.Iteration)
        public void reset() {
            decisions = 0;
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        configs = new GameConfig[Games.SEEDS];
        for (int i = 0; i < Games.SEEDS; i++) {
            configs[i] = Games.config(edition, players, i);
        }
        nextGame = 0;
        running = deal();
    }

    private GameState deal() {
        GameConfig config = configs[nextGame++ & Games.SEED_MASK];
        random.reseed(Games.playerSeed(config));
        return Games.newGame(config);
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public GameState game(Decisions counter) {
        GameState state = deal();
        long n = 0;
        while (!state.isOver()) {
            state = Games.step(state, random);
            n++;
        }
        counter.decisions += n;
        return state;
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public GameState decision() {
        GameState state = Games.step(running, random);
        if (state.isOver()) {
            state = deal();
        }
        running = state;
        return state;
    }
}
