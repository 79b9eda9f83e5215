package dev.taki.match;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * The contract on a real PostgreSQL server, at the URL in {@code TAKI_TEST_POSTGRES_URL} (or the system property
 * {@code taki.test.postgres.url}), which {@code scripts/test} sets after starting a local server. Each test gets a
 * schema of its own, dropped afterwards. Without a server the tests fail: they are never skipped.
 */
class PostgresMatchStoreTest extends JdbcMatchStoreContract {
    private static String server;
    private String schema;

    @BeforeAll
    static void reachTheServer() {
        String url = System.getenv("TAKI_TEST_POSTGRES_URL");
        if (url == null || url.isBlank()) {
            url = System.getProperty("taki.test.postgres.url");
        }
        if (url == null || url.isBlank()) {
            fail("PostgreSQL is not reachable: TAKI_TEST_POSTGRES_URL is not set; run scripts/test, or set "
                    + "TAKI_TEST_POSTGRES_URL to a jdbc:postgresql:// URL (user and password in it)");
        }
        try (Connection c = DriverManager.getConnection(url)) {
            c.isValid(5);
        } catch (SQLException e) {
            fail("PostgreSQL is not reachable at " + JdbcMatchStore.redact(url) + " (" + e.getMessage().lines()
                    .findFirst().orElse("") + "): run scripts/test, or set TAKI_TEST_POSTGRES_URL");
        }
        server = url;
    }

    /** This test's schema, made before the contract opens its first store. */
    @BeforeEach
    @Override
    void openStore() {
        schema = "taki_test_" + MatchIds.random();
        try (Connection c = DriverManager.getConnection(server); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA " + schema);
        } catch (SQLException e) {
            fail("PostgreSQL at " + JdbcMatchStore.redact(server) + ": cannot make a schema: " + e.getMessage());
        }
        super.openStore();
    }

    @AfterEach
    void dropSchema() throws SQLException {
        try (Connection c = DriverManager.getConnection(server); Statement s = c.createStatement()) {
            s.execute("DROP SCHEMA " + schema + " CASCADE");
        }
    }

    @Override
    protected String url() {
        return server + (server.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }
}
