package dev.taki.match;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * The PostgreSQL server the tests run on: its URL from {@code TAKI_TEST_POSTGRES_URL} (or the system property
 * {@code taki.test.postgres.url}), which {@code scripts/test} sets after starting a local server, and schemas
 * of their own for tests. Without a reachable server a test fails with one line: it is never skipped.
 */
final class TestPostgres {
    private TestPostgres() {
    }

    /** The server's JDBC URL, checked to answer. */
    static String url() {
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
        return url;
    }

    /** A new schema on the server, named from the prefix and a random id. */
    static String createSchema(String server, String prefix) {
        String schema = prefix + MatchIds.random();
        execute(server, "CREATE SCHEMA " + schema);
        return schema;
    }

    /** Drops a schema and everything in it. */
    static void dropSchema(String server, String schema) {
        execute(server, "DROP SCHEMA " + schema + " CASCADE");
    }

    /** The server's URL with the schema as the one its tables go to. */
    static String inSchema(String server, String schema) {
        return server + (server.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    private static void execute(String server, String sql) {
        try (Connection c = DriverManager.getConnection(server); Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            fail("PostgreSQL at " + JdbcMatchStore.redact(server) + ": " + sql + ": " + e.getMessage());
        }
    }
}
