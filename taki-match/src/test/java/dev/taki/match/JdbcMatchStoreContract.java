package dev.taki.match;

import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

import static dev.taki.match.SeededGames.config;
import static dev.taki.match.SeededGames.match;
import static dev.taki.match.SeededGames.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The durable contract on a database, damaged through SQL; and what only a database does. */
abstract class JdbcMatchStoreContract extends DurableMatchStoreContract {

    /** The JDBC URL of this test's database (user and password in it). */
    protected abstract String url();

    @Override
    protected MatchStore open() {
        return new JdbcMatchStore(url(), null, null, SeededGames.CATALOG);
    }

    @Override
    protected List<String> writerArguments() {
        return List.of("jdbc", url());
    }

    @Override
    protected String medium() {
        return JdbcMatchStore.redact(url());
    }

    protected void sql(String statement, Object... values) throws SQLException {
        try (Connection c = DriverManager.getConnection(url());
             PreparedStatement s = c.prepareStatement(statement)) {
            for (int i = 0; i < values.length; i++) {
                s.setObject(i + 1, values[i]);
            }
            s.executeUpdate();
        }
    }

    @Override
    protected void rewriteConfig(String id, String json) throws Exception {
        sql("UPDATE taki_matches SET config = ? WHERE id = ?", json, id);
    }

    @Override
    protected void rewriteSeats(String id, String json) throws Exception {
        sql("UPDATE taki_matches SET seats = ? WHERE id = ?", json, id);
    }

    @Override
    protected void rewriteMove(String id, int version, int seat, String move) throws Exception {
        sql("UPDATE taki_moves SET seat = ?, move = ? WHERE match_id = ? AND version = ?", seat, move, id, version);
    }

    @Test
    void aMissingVersionIsRefusedAsDamage() throws Exception {
        store.create(match("gap", config(40)));
        appendAll("gap", moves(config(40), 4), 1);
        sql("DELETE FROM taki_moves WHERE match_id = ? AND version = ?", "gap", 2);
        MatchStoreException e = assertThrows(MatchStoreException.class, () -> store.load("gap"));
        assertEquals("match gap: stored data is damaged: moves[1]: version 2 is missing (the next stored version is 3)",
                e.getMessage());
    }

    @Test
    void aSecondRowForAVersionIsRefusedByTheKey() throws Exception {
        var first = moves(config(41), 1).get(0);
        store.create(match("key", config(41)));
        store.append("key", 1, first, SeededGames.at(1));
        assertThrows(SQLException.class, () -> sql("INSERT INTO taki_moves (match_id, version, seat, move, at) "
                + "VALUES (?, ?, ?, ?, ?)", "key", 1, first.seat(), first.move().notation(), "2026-11-30T12:00:00Z"),
                "another process writing version 1 again");
        assertEquals(List.of(first), store.load("key").orElseThrow().moves());
    }

    @Test
    void anUnreachableDatabaseIsNamedWithoutItsPassword() {
        MatchStoreException e = assertThrows(MatchStoreException.class,
                () -> new JdbcMatchStore("jdbc:nosuchdb://localhost/x?user=u&password=secret", null, null,
                        SeededGames.CATALOG));
        assertTrue(e.getMessage().startsWith("match store at jdbc:nosuchdb://localhost/x?user=u&password=***: "),
                e::getMessage);
        assertTrue(!e.getMessage().contains("secret"), e::getMessage);
        java.io.StringWriter trace = new java.io.StringWriter();
        e.printStackTrace(new java.io.PrintWriter(trace));
        assertTrue(!trace.toString().contains("secret"), "a logged stack trace prints every cause: " + trace);
    }
}
