package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static dev.taki.match.SeededGames.at;
import static dev.taki.match.SeededGames.config;
import static dev.taki.match.SeededGames.match;
import static dev.taki.match.SeededGames.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The contract on SQLite, embedded: one database file per test; and its one writer under load. */
class SqliteMatchStoreTest extends JdbcMatchStoreContract {
    @TempDir
    Path folder;

    @Override
    protected String url() {
        return "jdbc:sqlite:" + folder.resolve("matches.db");
    }

    @Test
    void theDatabaseIsWrittenAheadOfItsLog() throws Exception {
        try (Connection c = DriverManager.getConnection(url());
             Statement s = c.createStatement();
             ResultSet r = s.executeQuery("PRAGMA journal_mode")) {
            r.next();
            assertEquals("wal", r.getString(1));
        }
    }

    @Test
    void twoHundredWritersPlayingWholeGamesAtOnceAllSucceed() throws Exception {
        int writers = 200;
        List<GameConfig> games = new ArrayList<>();
        List<List<RecordedMove>> moves = new ArrayList<>();
        for (int i = 0; i < writers; i++) {
            games.add(config(5000 + i));
            moves.add(moves(games.get(i), 100_000)); // the whole game
        }
        CountDownLatch start = new CountDownLatch(1);
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        List<Future<?>> done = new ArrayList<>();
        try {
            for (int i = 0; i < writers; i++) {
                String id = "load-" + i;
                GameConfig config = games.get(i);
                List<RecordedMove> game = moves.get(i);
                done.add(pool.submit(() -> {
                    try {
                        start.await();
                        store.create(match(id, config));
                        for (int v = 1; v <= game.size(); v++) {
                            store.append(id, v, game.get(v - 1), at(v),
                                    v == game.size() ? MatchStatus.OVER : MatchStatus.PLAYING);
                        }
                    } catch (Throwable t) {
                        failures.add(t);
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> f : done) {
                f.get(10, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(List.of(), List.copyOf(failures), "no write failed (no SQLITE_BUSY)");
        for (int i = 0; i < writers; i++) {
            MatchRecord m = store.load("load-" + i).orElseThrow();
            assertEquals(moves.get(i), m.moves(), "load-" + i);
            assertEquals(MatchStatus.OVER, m.status(), "load-" + i);
        }
        assertEquals(writers, store.list(MatchStatus.OVER).size());
    }

    @Test
    void writersRacingForOneVersionInOneBatchStoreItOnce() throws Exception {
        int writers = 64;
        store.create(match("one-version", config(80)));
        RecordedMove first = moves(config(80), 1).get(0);
        CountDownLatch start = new CountDownLatch(1);
        AtomicInteger stored = new AtomicInteger();
        AtomicInteger refused = new AtomicInteger();
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int w = 0; w < writers; w++) {
                done.add(pool.submit(() -> {
                    try {
                        start.await();
                        store.append("one-version", 1, first, at(1));
                        stored.incrementAndGet();
                    } catch (MatchConflictException e) {
                        refused.incrementAndGet(); // refused alone: its savepoint rolled back, the others' kept
                    } catch (Throwable t) {
                        failures.add(t);
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> f : done) {
                f.get(5, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(List.of(), List.copyOf(failures));
        assertEquals(1, stored.get());
        assertEquals(writers - 1, refused.get());
        assertEquals(List.of(first), store.load("one-version").orElseThrow().moves());
        store.append("one-version", 2, moves(config(80), 2).get(1), at(2));
        assertTrue(store.load("one-version").orElseThrow().version() == 2);
    }
}
