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
abstract class JdbcMatchStoreContract extends DurableMatchStoreContract implements SharedMatchStoreContract {

    /** The JDBC URL of this test's database (user and password in it). */
    protected abstract String url();

    @Override
    protected MatchStore open() {
        return new JdbcMatchStore(url(), null, null, SeededGames.CATALOG);
    }

    @Override
    public SharedMatchStore shared() {
        return (SharedMatchStore) store;
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
    protected void rewriteStatus(String id, String status) throws Exception {
        sql("UPDATE taki_matches SET status = ? WHERE id = ?", status, id);
    }

    @Override
    protected void rewriteClock(String id, String json) throws Exception {
        sql("UPDATE taki_matches SET move_clock = ? WHERE id = ?", json, id);
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
    void aDatabaseOfAnOlderStoreIsBroughtUpToDate() throws Exception {
        store.close();
        store = null;
        sql("DROP TABLE taki_leases");
        sql("DROP TABLE taki_moves");
        sql("DROP TABLE taki_matches");
        // the tables as the first version of the store made them: no status, no clock, no leases
        sql("CREATE TABLE taki_matches (id VARCHAR(64) NOT NULL PRIMARY KEY, config TEXT NOT NULL, seats TEXT NOT NULL, "
                + "created TEXT NOT NULL, updated TEXT NOT NULL)");
        sql("CREATE TABLE taki_moves (match_id VARCHAR(64) NOT NULL REFERENCES taki_matches (id), version INTEGER NOT "
                + "NULL, seat INTEGER NOT NULL, move TEXT NOT NULL, at TEXT NOT NULL, PRIMARY KEY (match_id, version))");
        MatchRecord old = match("old", config(42));
        List<dev.taki.core.record.RecordedMove> moves = moves(config(42), 3);
        sql("INSERT INTO taki_matches (id, config, seats, created, updated) VALUES (?, ?, ?, ?, ?)", "old",
                new MatchRecordJson(SeededGames.CATALOG).configText(old.config()), SeatsJson.text(old.seats()),
                old.created().toString(), SeededGames.at(3).toString());
        for (int v = 1; v <= 3; v++) {
            sql("INSERT INTO taki_moves (match_id, version, seat, move, at) VALUES (?, ?, ?, ?, ?)", "old", v,
                    moves.get(v - 1).seat(), moves.get(v - 1).move().notation(), SeededGames.at(v).toString());
        }
        store = open();
        MatchRecord loaded = store.load("old").orElseThrow();
        assertEquals(new MatchRecord("old", old.config(), old.seats(), moves, old.created(), SeededGames.at(3),
                MatchStatus.PLAYING, MoveClock.NONE), loaded, "an older match is in play, without a clock");
        assertEquals(List.of(loaded.summary()), store.list(MatchStatus.PLAYING));
        store.append("old", 4, moves(config(42), 4).get(3), SeededGames.at(4), MatchStatus.OVER);
        assertEquals(MatchStatus.OVER, store.load("old").orElseThrow().status());
        assertTrue(((SharedMatchStore) store).lease("old", "server-a", java.time.Duration.ofMinutes(1)));
        store.close();
        store = open(); // a second opening finds everything there
        assertEquals(4, store.load("old").orElseThrow().version());
    }

    @Test
    void aWriteWhoseConnectionWasLostAfterItCommittedIsTakenAsDone() {
        java.util.concurrent.atomic.AtomicBoolean lose = new java.util.concurrent.atomic.AtomicBoolean();
        List<dev.taki.core.record.RecordedMove> moves = moves(config(43), 2);
        MatchRecord created = match("lost", config(43));
        List<MatchSeat> seats = new java.util.ArrayList<>(created.seats());
        seats.set(0, seats.get(0).vacated(SeatStatus.LEFT));
        try (JdbcMatchStore flaky = new JdbcMatchStore(LostAfterCommit.to(url(), lose), SeededGames.CATALOG)) {
            lose.set(true);
            flaky.create(created);
            assertTrue(!lose.get(), "the connection was lost after the match was stored");
            lose.set(true);
            flaky.append("lost", 1, moves.get(0), SeededGames.at(1));
            assertTrue(!lose.get());
            lose.set(true);
            flaky.updateSeats("lost", created.seats(), seats, MatchStatus.PLAYING, SeededGames.at(2));
            assertTrue(!lose.get());
            MatchConflictException e = assertThrows(MatchConflictException.class,
                    () -> store.append("lost", 1, moves.get(0), SeededGames.at(1)), "a second writer, not a retry");
            assertTrue(e.getMessage().contains("does not follow the stored version 1"), e::getMessage);
            lose.set(true);
            flaky.append("lost", 2, moves.get(1), SeededGames.at(3), MatchStatus.OVER);
            assertTrue(!lose.get());
            assertTrue(flaky.lease("lost", "server-a", java.time.Duration.ofMinutes(1)));
        }
        MatchRecord stored = store.load("lost").orElseThrow();
        assertEquals(moves, stored.moves(), "each move once");
        assertEquals(seats, stored.seats());
        assertEquals(MatchStatus.OVER, stored.status());
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
