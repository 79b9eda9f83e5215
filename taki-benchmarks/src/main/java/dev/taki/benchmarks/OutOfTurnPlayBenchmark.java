package dev.taki.benchmarks;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
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
 * Random play where any seat may move ({@link Games#stepAnySeat}): one operation is one decision — every seat's
 * legal moves asked, then one move applied. With {@link Games#BASE} no seat but the one to act ever has a move, so
 * the difference from {@link RandomPlayBenchmark#decision} is the cost of asking the others; with
 * {@link Games#OUT_OF_TURN} ({@code jump-in} and {@code catch-last-card}) seats jump, catch and declare.
 */
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 1)
public class OutOfTurnPlayBenchmark {

    @Param({"4"})
    public int players;

    @Param({Games.BASE, Games.OUT_OF_TURN})
    public String edition;

    private GameConfig[] configs;
    private int nextGame;
    private final SplitMix random = new SplitMix(0);
    private GameState running;

    @Setup
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
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public GameState decision() {
        GameState state = Games.stepAnySeat(running, random);
        if (state.isOver()) {
            state = deal();
        }
        running = state;
        return state;
    }
}
