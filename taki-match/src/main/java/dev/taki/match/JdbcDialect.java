package dev.taki.match;

import java.sql.Connection;
import java.sql.SQLException;

/** The databases a {@link JdbcMatchStore} tells apart: the few things it does differently on each. */
enum JdbcDialect {
    /** SQLite: one writer at a time, so the store's writes go through one queue ({@link SqliteWriter}). */
    SQLITE("CAST((julianday('now') - 2440587.5) * 86400000.0 AS BIGINT)"),
    /** PostgreSQL: notifications ({@code pg_notify}, {@code LISTEN}) tell other processes of each change. */
    POSTGRESQL("CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)"),
    /** Any other database: portable SQL only, and this process's clock for leases. */
    OTHER(null);

    private final String nowMillis;

    JdbcDialect(String nowMillis) {
        this.nowMillis = nowMillis;
    }

    /** The dialect of a connection's database, from its product name. */
    static JdbcDialect of(Connection c) throws SQLException {
        String product = c.getMetaData().getDatabaseProductName();
        if ("SQLite".equalsIgnoreCase(product)) {
            return SQLITE;
        }
        return "PostgreSQL".equalsIgnoreCase(product) ? POSTGRESQL : OTHER;
    }

    /**
     * The database's own clock in milliseconds since the epoch, as an SQL expression; null where the database has
     * no portable one and the store binds its own clock instead.
     */
    String nowMillis() {
        return nowMillis;
    }
}
