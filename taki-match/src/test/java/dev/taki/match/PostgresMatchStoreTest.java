package dev.taki.match;

import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import static dev.taki.match.SeededGames.at;
import static dev.taki.match.SeededGames.config;
import static dev.taki.match.SeededGames.match;
import static dev.taki.match.SeededGames.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The contract on a real PostgreSQL server, at the URL in {@code TAKI_TEST_POSTGRES_URL} (or the system property
 * {@code taki.test.postgres.url}), which {@code scripts/test} sets after starting a local server. Each test gets a
 * schema of its own, dropped afterwards. Without a server the tests fail: they are never skipped. Besides the
 * contract: what one process hears of another's writes.
 */
class PostgresMatchStoreTest extends JdbcMatchStoreContract {
    private static String server;
    private String schema;

    @BeforeAll
    static void reachTheServer() {
        server = TestPostgres.url();
    }

    /** This test's schema, made before the contract opens its first store. */
    @BeforeEach
    @Override
    void openStore() {
        schema = TestPostgres.createSchema(server, "taki_test_");
        super.openStore();
    }

    @AfterEach
    void dropSchema() {
        TestPostgres.dropSchema(server, schema);
    }

    @Override
    protected String url() {
        return TestPostgres.inSchema(server, schema);
    }

    @Test
    void aWatcherHearsTheWritesOfAnotherProcess() throws Exception {
        BlockingQueue<MatchChange> heard = new LinkedBlockingQueue<>();
        String otherSchema = TestPostgres.createSchema(server, "taki_test_other_");
        try (JdbcMatchStore other = new JdbcMatchStore(url(), null, null, SeededGames.CATALOG);
             JdbcMatchStore elsewhere = new JdbcMatchStore(TestPostgres.inSchema(server, otherSchema), null, null,
                     SeededGames.CATALOG);
             AutoCloseable watch = shared().watch(heard::add)) {
            assertTrue(other.hearsOtherProcesses());
            elsewhere.create(match("theirs", config(70))); // another schema: another set of matches, not told
            other.create(match("shared", config(70)));
            List<RecordedMove> moves = moves(config(70), 2);
            other.append("shared", 1, moves.get(0), at(1));
            store.append("shared", 2, moves.get(1), at(2)); // this store's own write, heard the same way
            assertEquals(List.of(new MatchChange("shared", 0), new MatchChange("shared", 1),
                    new MatchChange("shared", 2)), List.of(SharedMatchStoreContract.next(heard),
                    SharedMatchStoreContract.next(heard), SharedMatchStoreContract.next(heard)));
        } finally {
            TestPostgres.dropSchema(server, otherSchema);
        }
    }

    @Test
    void aWatcherWhoseConnectionWasCutHearsOfEveryMatchAgain() throws Exception {
        BlockingQueue<MatchChange> heard = new LinkedBlockingQueue<>();
        List<RecordedMove> moves = moves(config(71), 3);
        try (JdbcMatchStore other = new JdbcMatchStore(url(), null, null, SeededGames.CATALOG);
             AutoCloseable watch = shared().watch(heard::add)) {
            other.create(match("cut", config(71)));
            other.append("cut", 1, moves.get(0), at(1));
            assertEquals(new MatchChange("cut", 0), SharedMatchStoreContract.next(heard));
            assertEquals(new MatchChange("cut", 1), SharedMatchStoreContract.next(heard));
            int cut = cutListeners();
            assertTrue(cut >= 1, "the listener's connection was found and cut");
            other.append("cut", 2, moves.get(1), at(2)); // perhaps while nobody listens
            other.append("cut", 3, moves.get(2), at(3));
            // told by a notification, or by the reading of every match in play once the listener is back
            MatchChange change;
            do {
                change = SharedMatchStoreContract.next(heard);
                assertEquals("cut", change.id());
            } while (change.version() < 3);
            assertEquals(3, change.version());
        }
    }

    /** Ends the sessions of every store's listener on the test database, as a server restart would. */
    private static int cutListeners() throws Exception {
        try (Connection c = DriverManager.getConnection(server); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity "
                     + "WHERE application_name = 'taki-match-listener' AND datname = current_database()")) {
            r.next();
            return r.getInt(1);
        }
    }
}
