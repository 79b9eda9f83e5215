package dev.taki.web;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tables' own data in SQLite, beside the matches: each table's configuration (without a seed: the game is
 * dealt from a fresh one when it starts), its bot, when it was made, and each seat's name and token hash. A
 * started table's game lives in the match store under the same id; whether a table waits, plays or is over is
 * read from there, never stored here.
 */
final class LobbyStore implements AutoCloseable {
    private final Connection connection;

    /** A table as stored. */
    record StoredTable(String id, String config, String bots, List<StoredSeat> seats) {
    }

    /** A seat taken by a person, as stored. */
    record StoredSeat(int seat, String name, String tokenHash) {
    }

    LobbyStore(String url) {
        try {
            connection = DriverManager.getConnection(url);
            try (Statement s = connection.createStatement()) {
                s.execute("PRAGMA journal_mode=WAL");
                s.execute("PRAGMA synchronous=FULL");
                s.execute("PRAGMA busy_timeout=10000");
                s.execute("CREATE TABLE IF NOT EXISTS web_tables (id VARCHAR(64) NOT NULL PRIMARY KEY,"
                        + " config TEXT NOT NULL, bots TEXT NOT NULL, created TEXT NOT NULL)");
                s.execute("CREATE TABLE IF NOT EXISTS web_seats (table_id VARCHAR(64) NOT NULL REFERENCES web_tables (id),"
                        + " seat INTEGER NOT NULL, name TEXT NOT NULL, token_hash TEXT NOT NULL,"
                        + " PRIMARY KEY (table_id, seat))");
                dropStatusColumn(s);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot open the tables' database: " + e.getMessage(), e);
        }
    }

    /**
     * A file of an older server has a {@code status} column (NOT NULL, no default) that nothing read: dropped, so
     * that the new rows, which have no status, can be written to it.
     */
    private static void dropStatusColumn(Statement s) throws SQLException {
        boolean found = false;
        try (ResultSet columns = s.executeQuery("PRAGMA table_info(web_tables)")) {
            while (columns.next()) {
                found |= columns.getString("name").equals("status");
            }
        }
        if (found) {
            s.execute("ALTER TABLE web_tables DROP COLUMN status");
        }
    }

    synchronized void createTable(String id, String config, String bots, String created) {
        update("INSERT INTO web_tables (id, config, bots, created) VALUES (?, ?, ?, ?)", id, config, bots, created);
    }

    synchronized void addSeat(String id, int seat, String name, String tokenHash) {
        update("INSERT INTO web_seats (table_id, seat, name, token_hash) VALUES (?, ?, ?, ?)", id, seat, name, tokenHash);
    }

    /** {@return every stored table with its seats, oldest first} */
    synchronized List<StoredTable> all() {
        Map<String, List<StoredSeat>> seats = new LinkedHashMap<>();
        List<StoredTable> out = new ArrayList<>();
        try (Statement s = connection.createStatement()) {
            try (ResultSet r = s.executeQuery("SELECT table_id, seat, name, token_hash FROM web_seats ORDER BY table_id, seat")) {
                while (r.next()) {
                    seats.computeIfAbsent(r.getString(1), k -> new ArrayList<>())
                            .add(new StoredSeat(r.getInt(2), r.getString(3), r.getString(4)));
                }
            }
            try (ResultSet r = s.executeQuery("SELECT id, config, bots FROM web_tables ORDER BY created, id")) {
                while (r.next()) {
                    String id = r.getString(1);
                    out.add(new StoredTable(id, r.getString(2), r.getString(3),
                            List.copyOf(seats.getOrDefault(id, List.of()))));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the tables' database: " + e.getMessage(), e);
        }
        return out;
    }

    private void update(String sql, Object... arguments) {
        try (PreparedStatement p = connection.prepareStatement(sql)) {
            for (int i = 0; i < arguments.length; i++) {
                p.setObject(i + 1, arguments[i]);
            }
            p.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot write to the tables' database: " + e.getMessage(), e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            // closing: nothing is left to save
        }
    }
}
