package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static dev.taki.match.SeededGames.at;
import static dev.taki.match.SeededGames.config;
import static dev.taki.match.SeededGames.match;
import static dev.taki.match.SeededGames.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A PostgreSQL restart in the middle of play costs no failed call: several threads play seeded games through one
 * store while the test restarts the server ({@code pg_ctlcluster <version> <cluster> restart}, the cluster found by
 * the port of {@code TAKI_TEST_POSTGRES_URL}). Every call waits for the server and goes on; every match loads whole,
 * and the store's watcher hears the writes made after the restart. The server must be a local cluster that this
 * user may restart (the tests run as root); otherwise the test fails saying why: it is never skipped.
 */
class PostgresRestartTest {
    private static final int PLAYERS = 6;

    @Test
    void aServerRestartInTheMiddleOfPlayCostsNoFailedCall() throws Exception {
        String server = TestPostgres.url();
        List<String> restart = restartCommand(server);
        String schema = TestPostgres.createSchema(server, "taki_test_restart_");
        ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<String> finished = new ConcurrentLinkedQueue<>();
        BlockingQueue<MatchChange> heard = new LinkedBlockingQueue<>();
        CountDownLatch playing = new CountDownLatch(PLAYERS);
        CountDownLatch playedAfter = new CountDownLatch(PLAYERS);
        AtomicBoolean restarted = new AtomicBoolean();
        AtomicBoolean stop = new AtomicBoolean();
        try (JdbcMatchStore store = new JdbcMatchStore(TestPostgres.inSchema(server, schema), null, null,
                SeededGames.CATALOG); AutoCloseable watch = store.watch(heard::add)) {
            List<Thread> players = new ArrayList<>();
            for (int p = 0; p < PLAYERS; p++) {
                int player = p;
                Thread t = new Thread(() -> play(store, player, playing, playedAfter, restarted, stop, finished,
                        failures), "player-" + p);
                t.start();
                players.add(t);
            }
            assertTrue(playing.await(2, TimeUnit.MINUTES), "every player stored a move before the restart");
            String said = String.join(" ", restart) + ": " + run(restart).strip();
            restarted.set(true);
            boolean after = playedAfter.await(5, TimeUnit.MINUTES);
            stop.set(true);
            for (Thread t : players) {
                t.join(TimeUnit.MINUTES.toMillis(5));
            }
            assertEquals(List.of(), List.copyOf(failures), "no call failed across the restart (" + said + ")");
            assertTrue(after, "every player finished a game begun after the restart");
            for (String id : finished) {
                MatchRecord m = store.load(id).orElseThrow();
                assertEquals(game(id), m.moves(), id + " is whole");
                assertEquals(MatchStatus.OVER, m.status(), id);
            }
            String last = finished.stream().reduce((a, b) -> b).orElseThrow();
            int version = game(last).size();
            MatchChange change;
            do {
                change = SharedMatchStoreContract.next(heard);
            } while (!change.equals(new MatchChange(last, version)));
        } finally {
            TestPostgres.dropSchema(server, schema);
        }
    }

    /** Plays games one after another until told to stop; a game begun after the restart counts for the latch. */
    private static void play(MatchStore store, int player, CountDownLatch playing, CountDownLatch playedAfter,
                             AtomicBoolean restarted, AtomicBoolean stop, ConcurrentLinkedQueue<String> finished,
                             ConcurrentLinkedQueue<String> failures) {
        boolean first = true;
        boolean counted = false;
        for (int k = 0; !stop.get(); k++) {
            String id = "restart-" + player + "-" + k;
            boolean begunAfter = restarted.get();
            List<RecordedMove> game = game(id);
            try {
                store.create(match(id, config(id)));
                for (int v = 1; v <= game.size(); v++) {
                    store.append(id, v, game.get(v - 1), at(v), v == game.size() ? MatchStatus.OVER
                            : MatchStatus.PLAYING);
                    if (first) {
                        playing.countDown();
                        first = false;
                    }
                }
            } catch (RuntimeException e) {
                failures.add(id + ": " + e);
                playing.countDown();
                playedAfter.countDown();
                return;
            }
            finished.add(id);
            if (begunAfter && !counted) {
                playedAfter.countDown();
                counted = true;
            }
        }
    }

    private static GameConfig config(String id) {
        String[] parts = id.split("-");
        return SeededGames.config(9000 + 1000L * Integer.parseInt(parts[1]) + Integer.parseInt(parts[2]));
    }

    private static List<RecordedMove> game(String id) {
        return moves(config(id), 100_000);
    }

    /**
     * {@code pg_ctlcluster VERSION CLUSTER restart} for the local cluster on the URL's port, or a failure saying why
     * there is none.
     */
    private static List<String> restartCommand(String url) throws Exception {
        URI uri = URI.create(url.substring("jdbc:".length()));
        String host = uri.getHost() == null ? "localhost" : uri.getHost();
        int port = uri.getPort() < 0 ? 5432 : uri.getPort();
        if (!Set.of("localhost", "127.0.0.1", "[::1]", "::1").contains(host)) {
            fail("PostgreSQL restart: the test server " + host + " is not a local cluster that this test can restart");
        }
        String clusters;
        try {
            clusters = run(List.of("pg_lsclusters", "-h"));
        } catch (IOException e) {
            fail("PostgreSQL restart: pg_lsclusters is not available (" + e.getMessage() + "); the test restarts a local "
                    + "cluster with pg_ctlcluster (Debian's postgresql-common)");
            throw e;
        }
        for (String line : clusters.lines().toList()) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 4 && f[2].equals(String.valueOf(port))) {
                return List.of("pg_ctlcluster", f[0], f[1], "restart");
            }
        }
        fail("PostgreSQL restart: no local cluster listens on port " + port + " (pg_lsclusters: " + clusters.strip()
                + ")");
        return List.of();
    }

    /** Runs a command to its end: its output, or a failure with it. */
    private static String run(List<String> command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(5, TimeUnit.MINUTES) || p.exitValue() != 0) {
            fail(String.join(" ", command) + " failed: " + out.strip());
        }
        return out;
    }
}
