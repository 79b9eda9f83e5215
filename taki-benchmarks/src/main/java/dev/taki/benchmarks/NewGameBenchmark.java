package dev.taki.benchmarks;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * The cost of dealing a new game: {@code Taki.newGame(config)}, the README's first line, which finds the
 * variants on the class path, against {@code Taki.newGame(config, catalog)} with a catalog at hand. Discovery
 * happens once per class loader, so the two should cost the same; each op deals from the next seed.
 */
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class NewGameBenchmark {
    private final VariantCatalog catalog = VariantCatalog.discover();
    private long seed;

    @Benchmark
    public GameState discovered() {
        return Taki.newGame(GameConfig.of(4, seed++));
    }

    @Benchmark
    public GameState withCatalog() {
        return Taki.newGame(GameConfig.of(4, seed++), catalog);
    }
}
