package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.core.record.GameRecord;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static dev.taki.match.SeededGames.at;
import static dev.taki.match.SeededGames.config;
import static dev.taki.match.SeededGames.match;
import static dev.taki.match.SeededGames.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link MatchStore} does. A store's test supplies {@link #open()}; everything else is here. Each test
 * method starts with a new, empty store.
 */
abstract class MatchStoreContract {
    /** The store of the running test. */
    protected MatchStore store;

    /** A store on this test's medium: empty for the first call of a test; the same medium on a later call. */
    protected abstract MatchStore open();

    @BeforeEach
    void openStore() {
        store = open();
    }

    @AfterEach
    void closeStore() {
        if (store != null) {
            store.close();
        }
    }

    /** Appends moves from version {@code from} on, each a second after the last. */
    protected void appendAll(String id, List<RecordedMove> moves, int from) {
        for (int i = 0; i < moves.size(); i++) {
            store.append(id, from + i, moves.get(i), at(from + i));
        }
    }

    @Test
    void aCreatedMatchLoadsAsItWasCreated() {
        MatchRecord created = match("created-1", config(1));
        store.create(created);
        assertEquals(created, store.load("created-1").orElseThrow());
        assertEquals(0, store.load("created-1").orElseThrow().version());
    }

    @Test
    void appendedMovesLoadInOrderAndReplayTheGame() {
        GameConfig config = config(2);
        List<RecordedMove> moves = moves(config, 40);
        store.create(match("appended", config));
        appendAll("appended", moves, 1);
        MatchRecord loaded = store.load("appended").orElseThrow();
        assertEquals(moves, loaded.moves());
        assertEquals(moves.size(), loaded.version());
        assertEquals(at(moves.size()), loaded.updated(), "updated is when the last move was accepted");
        assertEquals(SeededGames.T0, loaded.created());
        new GameRecord(loaded.config(), loaded.moves()).replay(SeededGames.CATALOG);
    }

    @Test
    void aMatchCreatedWithMovesKeepsThem() {
        GameConfig config = config(3);
        List<RecordedMove> moves = moves(config, 12);
        MatchRecord created = new MatchRecord("with-moves", config, match("with-moves", config).seats(), moves,
                SeededGames.T0, at(12));
        store.create(created);
        assertEquals(created, store.load("with-moves").orElseThrow());
        store.append("with-moves", 13, moves(config, 13).get(12), at(13));
        assertEquals(moves(config, 13), store.load("with-moves").orElseThrow().moves());
    }

    @Test
    void aPluginsCardsAreKeptAndReadInTheGamesNotation() {
        GameConfig config = SeededGames.plusThree(4);
        var notation = SeededGames.CATALOG.game(config).notation();
        store.create(match("plugin-cards", config));
        List<RecordedMove> moves = List.of(RecordedMove.parse("0: play +3", notation),
                RecordedMove.parse("1: play BREAK last", notation), RecordedMove.parse("2: draw", notation));
        appendAll("plugin-cards", moves, 1);
        MatchRecord loaded = store.load("plugin-cards").orElseThrow();
        assertEquals(config, loaded.config());
        assertEquals(moves, loaded.moves());
    }

    @Test
    void aMoveThatDoesNotFollowTheStoredVersionIsRefused() {
        List<RecordedMove> moves = moves(config(5), 3);
        store.create(match("versions", config(5)));
        for (int wrong : new int[] {0, 2, -1}) {
            MatchStoreException e = assertThrows(MatchConflictException.class,
                    () -> store.append("versions", wrong, moves.get(0), at(1)), "a conflict, told apart from a failure");
            assertTrue(e.getMessage().startsWith("match versions: move " + wrong + " does not follow the stored version 0"),
                    e::getMessage);
        }
        store.append("versions", 1, moves.get(0), at(1));
        MatchStoreException again = assertThrows(MatchConflictException.class,
                () -> store.append("versions", 1, moves.get(1), at(2)));
        assertTrue(again.getMessage().contains("does not follow the stored version 1"), again::getMessage);
        assertEquals(moves.subList(0, 1), store.load("versions").orElseThrow().moves(), "a refused move is not kept");
        assertEquals(at(1), store.load("versions").orElseThrow().updated());
        store.append("versions", 2, moves.get(1), at(2));
        assertEquals(moves.subList(0, 2), store.load("versions").orElseThrow().moves());
    }

    @Test
    void anUnknownMatchLoadsAsNothingAndCannotBeWritten() {
        assertTrue(store.load("nobody").isEmpty());
        RecordedMove move = moves(config(6), 1).get(0);
        MatchStoreException append = assertThrows(MatchStoreException.class, () -> store.append("nobody", 1, move, at(1)));
        assertEquals("match nobody: not stored", append.getMessage());
        MatchStoreException seats = assertThrows(MatchStoreException.class,
                () -> store.updateSeats("nobody", match("nobody", config(6)).seats(), at(1)));
        assertEquals("match nobody: not stored", seats.getMessage());
        assertTrue(store.ids().isEmpty());
    }

    @Test
    void aMatchCannotBeCreatedTwice() {
        store.create(match("twice", config(7)));
        store.append("twice", 1, moves(config(7), 1).get(0), at(1));
        MatchStoreException e = assertThrows(MatchConflictException.class, () -> store.create(match("twice", config(8))));
        assertEquals("match twice: already stored", e.getMessage());
        MatchRecord kept = store.load("twice").orElseThrow();
        assertEquals(config(7), kept.config());
        assertEquals(1, kept.version());
    }

    @Test
    void seatsAreReplacedAndTheMovesKept() {
        GameConfig config = config(9);
        List<RecordedMove> moves = moves(config, 5);
        MatchRecord created = match("seats", config);
        store.create(created);
        appendAll("seats", moves, 1);
        List<MatchSeat> seats = new ArrayList<>(created.seats());
        seats.set(0, seats.get(0).vacated(SeatStatus.RESIGNED));
        store.updateSeats("seats", seats, at(100));
        MatchRecord loaded = store.load("seats").orElseThrow();
        assertEquals(seats, loaded.seats());
        assertEquals(moves, loaded.moves());
        assertEquals(at(100), loaded.updated());
        assertThrows(IllegalArgumentException.class, () -> store.updateSeats("seats", seats.subList(0, 2), at(101)),
                "one seat per player");
        assertEquals(seats, store.load("seats").orElseThrow().seats());
    }

    @Test
    void idsListEveryMatchSorted() {
        for (String id : List.of("m-2", "m-10", "A-1", "m_1", MatchIds.random())) {
            store.create(match(id, config(10)));
        }
        List<String> ids = store.ids();
        assertEquals(5, ids.size());
        List<String> sorted = new ArrayList<>(ids);
        sorted.sort(null);
        assertEquals(sorted, ids);
        assertTrue(ids.containsAll(List.of("m-2", "m-10", "A-1", "m_1")));
    }

    @Test
    void aMatchOverTheMoveLimitIsRefusedNamingTheLimit() {
        GameConfig config = config(11);
        store.create(match("long", config));
        appendAll("long", moves(config, 5), 1);
        MatchStoreException e = assertThrows(MatchStoreException.class,
                () -> store.load("long", new StoreLimits(3, 1L << 20)));
        assertTrue(e.getMessage().startsWith("match long: "), e::getMessage);
        assertTrue(e.getMessage().contains("over the limit of 3"), e::getMessage);
        assertEquals(5, store.load("long", new StoreLimits(5, 1L << 20)).orElseThrow().version());
    }

    @Test
    void twoThreadsAppendToTwoMatchesSideBySide() throws Exception {
        int count = 60;
        List<RecordedMove> a = moves(config(12), count);
        List<RecordedMove> b = moves(config(13), count);
        store.create(match("side-a", config(12)));
        store.create(match("side-b", config(13)));
        CyclicBarrier start = new CyclicBarrier(2);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<?> first = pool.submit(task(start, () -> appendAll("side-a", a, 1)));
            Future<?> second = pool.submit(task(start, () -> appendAll("side-b", b, 1)));
            first.get(30, TimeUnit.SECONDS);
            second.get(30, TimeUnit.SECONDS);
        } finally {
            pool.shutdownNow();
        }
        assertEquals(a, store.load("side-a").orElseThrow().moves());
        assertEquals(b, store.load("side-b").orElseThrow().moves());
    }

    @Test
    void twoWritersRacingForOneMatchStoreEachVersionOnce() throws Exception {
        int count = 40;
        List<RecordedMove> moves = moves(config(14), count);
        store.create(match("race", config(14)));
        CyclicBarrier start = new CyclicBarrier(2);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Integer>> writers = new ArrayList<>();
        try {
            for (int w = 0; w < 2; w++) {
                writers.add(pool.submit(() -> {
                    start.await(10, TimeUnit.SECONDS);
                    int stored = 0;
                    for (int version = 1; version <= count; version++) {
                        try {
                            store.append("race", version, moves.get(version - 1), at(version));
                            stored++;
                        } catch (MatchConflictException e) {
                            assertTrue(e.getMessage().contains("does not follow the stored version"), e::getMessage);
                        }
                    }
                    return stored;
                }));
            }
            int stored = 0;
            for (Future<Integer> w : writers) {
                stored += w.get(30, TimeUnit.SECONDS);
            }
            assertEquals(count, stored, "each version is stored by exactly one writer");
        } finally {
            pool.shutdownNow();
        }
        assertEquals(moves, store.load("race").orElseThrow().moves());
    }

    private static Callable<Void> task(CyclicBarrier start, Runnable work) {
        return () -> {
            start.await(10, TimeUnit.SECONDS);
            work.run();
            return null;
        };
    }
}
