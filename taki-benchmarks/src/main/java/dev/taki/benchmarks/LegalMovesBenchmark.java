package dev.taki.benchmarks;

import dev.taki.api.GameState;
import dev.taki.api.Move;
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

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The latency of {@code legalMoves()} on typical mid-game states: {@link Games#SEEDS} states, each from a
 * random game played to move {@link Games#MID_GAME_MOVE}, taken in turn. Since a state keeps its legal
 * moves once computed, {@link #legalMoves} clears that cache before every call
 * ({@link Games#forgetLegalMoves}, one field write, timed alone by {@link #forgetOnly}); {@link #cached}
 * times the cache hit that {@code apply} and repeated calls get.
 */
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class LegalMovesBenchmark {

    @Param({"2", "4", "10"})
    public int players;

    @Param({Games.BASE, Games.EDITION_2015})
    public String edition;

    private GameState[] states;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        states = Games.midGameStates(edition, players, Games.SEEDS).toArray(GameState[]::new);
        for (GameState s : states) {
            Games.checkUncached(s);
        }
    }

    private GameState nextState() {
        return states[next++ & Games.SEED_MASK];
    }

    @Benchmark
    public List<Move> legalMoves() {
        GameState state = nextState();
        Games.forgetLegalMoves(state);
        return state.legalMoves();
    }

    @Benchmark
    public GameState forgetOnly() {
        GameState state = nextState();
        Games.forgetLegalMoves(state);
        return state;
    }

    @Benchmark
    public List<Move> cached() {
        return nextState().legalMoves();
    }
}
