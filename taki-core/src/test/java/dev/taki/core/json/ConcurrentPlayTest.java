package dev.taki.core.json;

import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.core.Taki;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * States are immutable and safe to share: many games played at once in several threads, all starting from the
 * same few state objects (fresh deals and states in the middle of games, whose cached legal moves are being
 * filled in by several threads at once), give exactly the results of playing them one after another.
 */
class ConcurrentPlayTest {
    private static final TakiJson JSON = TakiJson.create(Games.NO_VARIANTS);
    private static final int GAMES = Integer.getInteger("taki.soak.games", 80);
    private static final int THREADS = 8;

    /** What one game gave: its moves, the JSON of every event as seat 0 saw it, and its last state. */
    private record Result(List<String> moves, List<String> events, String end) {
    }

    @Test
    void gamesPlayedInParallelFromSharedStatesEqualThePlayedOneByOne() throws Exception {
        Random random = new Random(13);
        List<GameState> shared = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            GameState start = Taki.newGame(Games.config(random), Games.NO_VARIANTS);
            shared.add(start);
            List<Games.Step> steps = Games.play(start, random, 12);
            shared.add(steps.get(steps.size() - 1).after());
        }
        List<Callable<Result>> games = new ArrayList<>();
        CountDownLatch ready = new CountDownLatch(THREADS);
        for (int g = 0; g < GAMES; g++) {
            GameState start = shared.get(g % shared.size());
            long seed = g;
            games.add(() -> {
                if (ready.getCount() > 0) {
                    ready.countDown();
                    ready.await(5, TimeUnit.SECONDS);
                }
                return play(start, seed);
            });
        }
        // one by one, on equal copies, so that the shared states' caches are still empty when the threads start
        List<Result> sequential = new ArrayList<>();
        List<GameState> fresh = new ArrayList<>();
        for (GameState s : shared) {
            fresh.add(JSON.readState(JSON.writeState(s)));
        }
        for (int g = 0; g < GAMES; g++) {
            sequential.add(play(fresh.get(g % fresh.size()), g));
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<Result>> parallel = pool.invokeAll(games);
            for (int g = 0; g < GAMES; g++) {
                assertEquals(sequential.get(g), parallel.get(g).get(), "game " + g);
            }
        } finally {
            pool.shutdownNow();
        }
        assertTrue(sequential.stream().allMatch(r -> r.end().contains("\"phase\":\"over\"")));
    }

    /** Plays the game with random legal moves from its seed; also reads and writes JSON on the way. */
    private static Result play(GameState start, long seed) {
        Random random = new Random(seed);
        GameState state = start;
        List<String> moves = new ArrayList<>();
        List<String> events = new ArrayList<>();
        while (!state.isOver()) {
            List<Move> legal = state.legalMoves();
            Move move = legal.get(random.nextInt(legal.size())).withDeclaration();
            Outcome.Accepted a = (Outcome.Accepted) state.apply(state.toAct(), move);
            List<Event> seen = a.events();
            moves.add(state.toAct() + ": " + move.notation());
            events.add(JSON.writeEvents(seen, 0));
            state = a.state();
            if (moves.size() % 25 == 0) {
                state = JSON.readState(JSON.writeState(state));
            }
        }
        return new Result(moves, events, JSON.writeState(state));
    }
}
