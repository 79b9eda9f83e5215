package dev.taki.match;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The tables of a {@link JdbcMatchStore}, made if missing, and brought up to date in a database made by an older
 * version of the store: a column that is missing is added ({@code ALTER TABLE … ADD COLUMN}), with the value every
 * older match had (in play, no move clock). The SQL is the same on every database.
 */
final class JdbcSchema {
    static final String MATCHES = "CREATE TABLE IF NOT EXISTS taki_matches ("
            + "id VARCHAR(64) NOT NULL PRIMARY KEY, config TEXT NOT NULL, seats TEXT NOT NULL, "
            + "created TEXT NOT NULL, updated TEXT NOT NULL, status VARCHAR(16) NOT NULL DEFAULT 'playing', "
            + "move_clock TEXT)";
    static final String MOVES = "CREATE TABLE IF NOT EXISTS taki_moves ("
            + "match_id VARCHAR(64) NOT NULL REFERENCES taki_matches (id), version INTEGER NOT NULL, "
            + "seat INTEGER NOT NULL, move TEXT NOT NULL, at TEXT NOT NULL, PRIMARY KEY (match_id, version))";
    static final String LEASES = "CREATE TABLE IF NOT EXISTS taki_leases ("
            + "match_id VARCHAR(64) NOT NULL PRIMARY KEY, owner VARCHAR(200) NOT NULL, until BIGINT NOT NULL)";
    static final String STATUS_INDEX = "CREATE INDEX IF NOT EXISTS taki_matches_status ON taki_matches (status)";

    /** Columns added since the first version of the store: name, and its definition for older tables. */
    private static final List<String[]> ADDED = List.of(
            new String[] {"status", "status VARCHAR(16) NOT NULL DEFAULT 'playing'"},
            new String[] {"move_clock", "move_clock TEXT"});

    private JdbcSchema() {
    }

    /**
     * Makes what is missing, in autocommit. Two stores starting at once on one database may both try to add a
     * column: the one that loses finds it there.
     */
    static void setUp(Connection c, JdbcDialect dialect) throws SQLException {
        if (!c.getAutoCommit()) {
            c.setAutoCommit(true);
        }
        try (Statement s = c.createStatement()) {
            if (dialect == JdbcDialect.SQLITE) {
                s.execute("PRAGMA journal_mode = WAL");
            }
            s.execute(MATCHES);
            s.execute(MOVES);
            for (String[] column : ADDED) {
                if (!hasColumn(c, column[0])) {
                    try {
                        s.execute("ALTER TABLE taki_matches ADD COLUMN " + column[1]);
                    } catch (SQLException e) {
                        if (!hasColumn(c, column[0])) {
                            throw e;
                        }
                    }
                }
            }
            s.execute(STATUS_INDEX);
            s.execute(LEASES);
        }
    }

    /** Asks for the column rather than read the catalog, whose case and schemas differ between databases. */
    private static boolean hasColumn(Connection c, String column) {
        try (Statement s = c.createStatement()) {
            s.executeQuery("SELECT " + column + " FROM taki_matches WHERE 1 = 0").close();
            return true;
        } catch (SQLException e) {
            return false;
        }
    }
}
