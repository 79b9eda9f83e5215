package dev.taki.benchmarks;

import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
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
 * The latency of {@code apply(seat, move)} on the typical mid-game states of {@link LegalMovesBenchmark},
 * each with one random legal move chosen in advance. The states' legal moves are computed in set-up, as
 * they are in play (the player needed them to choose), so {@link #apply} times the check of the move
 * against the cached list, the derivation of the next state and the outcome with its events.
 * {@link #legalMovesThenApply} is one whole decision on the same states: legal moves computed afresh,
 * then the apply.
 */
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ApplyBenchmark {

    @Param({"2", "4", "10"})
    public int players;

    @Param({Games.BASE, Games.EDITION_2015})
    public String edition;

    private GameState[] states;
    private int[] seats;
    private Move[] moves;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        List<GameState> mid = Games.midGameStates(edition, players, Games.SEEDS);
        states = mid.toArray(GameState[]::new);
        seats = new int[states.length];
        moves = new Move[states.length];
        SplitMix random = new SplitMix(0xA991_7L);
        for (int i = 0; i < states.length; i++) {
            GameState s = states[i];
            Games.checkUncached(s);
            seats[i] = s.toAct();
            moves[i] = Games.choose(s, s.legalMoves(), random);
            if (!s.apply(seats[i], moves[i]).isAccepted()) {
                throw new IllegalStateException("a legal move was rejected: " + moves[i] + "\n" + s);
            }
        }
    }

    @Benchmark
    public Outcome apply() {
        int i = next++ & Games.SEED_MASK;
        return states[i].apply(seats[i], moves[i]);
    }

    @Benchmark
    public Outcome legalMovesThenApply() {
        int i = next++ & Games.SEED_MASK;
        GameState state = states[i];
        Games.forgetLegalMoves(state);
        state.legalMoves();
        return state.apply(seats[i], moves[i]);
    }
}
