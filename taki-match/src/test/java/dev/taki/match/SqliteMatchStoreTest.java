package dev.taki.match;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The contract on SQLite, embedded: one database file per test. */
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
}
