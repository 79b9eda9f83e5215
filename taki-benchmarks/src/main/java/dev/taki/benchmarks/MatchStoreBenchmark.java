package dev.taki.benchmarks;

import dev.taki.api.GameConfig;
import dev.taki.core.VariantCatalog;
import dev.taki.match.FileMatchStore;
import dev.taki.match.JdbcMatchStore;
import dev.taki.match.Match;
import dev.taki.match.MatchSeat;
import dev.taki.match.MatchStore;
import dev.taki.match.MemoryMatchStore;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Whole matches between three bots (heuristic, random, heuristic), each accepted move saved to a store before it
 * counts, as a server does: one operation is {@code Match.start} of a new match, which plays it to its end. The
 * store is a {@link FileMatchStore} (a temporary file forced to the disk and renamed for every move), a
 * {@link JdbcMatchStore} on SQLite (one committed row a move, write-ahead log, {@code synchronous=FULL}) or, for
 * comparison, a {@link MemoryMatchStore} (no storage: the cost of the engine and the bots; a new one every 1,024
 * matches, since it keeps them all). Files and database are kept in the temporary folder ({@code -Dtaki.bench.dir=…}
 * chooses another, on the disk to measure). Reports matches/s and, as the auxiliary counter {@code moves}, saved
 * moves/s.
 */
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
public class MatchStoreBenchmark {

    @Param({"file", "sqlite", "memory"})
    public String store;

    private static final VariantCatalog CATALOG = VariantCatalog.discover(MatchStoreBenchmark.class.getClassLoader());
    private static final List<MatchSeat> SEATS = List.of(MatchSeat.bot(0, "North", "heuristic"),
            MatchSeat.bot(1, "East", "random"), MatchSeat.bot(2, "South", "heuristic"));

    private Path folder;
    private MatchStore matches;
    private int next;

    /** The moves saved, reported by JMH as moves per second next to matches per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Moves {
        /** Moves saved in the iteration. */
        public long moves;

        @Setup(Level.Iteration)
        public void reset() {
            moves = 0;
        }
    }

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        String dir = System.getProperty("taki.bench.dir");
        folder = dir == null ? Files.createTempDirectory("taki-match-bench")
                : Files.createTempDirectory(Files.createDirectories(Path.of(dir)), "taki-match-bench");
        matches = switch (store) {
            case "file" -> new FileMatchStore(folder.resolve("matches"), CATALOG);
            case "sqlite" -> new JdbcMatchStore("jdbc:sqlite:" + folder.resolve("matches.db"), null, null, CATALOG);
            case "memory" -> new MemoryMatchStore();
            default -> throw new IllegalArgumentException("unknown store '" + store + "'; expected file, sqlite or memory");
        };
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        matches.close();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(f);
            }
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public Match match(Moves counter) {
        int n = next++;
        if (store.equals("memory") && (n & 1023) == 0) {
            matches = new MemoryMatchStore(); // it keeps every match: start again before it fills the heap
        }
        GameConfig config = GameConfig.of(3, Games.seed(n & Games.SEED_MASK));
        Match match = Match.start("bench-" + n, config, SEATS, CATALOG, matches, Clock.systemUTC());
        counter.moves += match.version();
        return match;
    }
}
