package dev.taki.match;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

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
}
