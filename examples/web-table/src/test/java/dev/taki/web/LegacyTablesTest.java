package dev.taki.web;

import dev.taki.api.GameConfig;
import dev.taki.core.VariantCatalog;
import dev.taki.match.JdbcMatchStore;
import dev.taki.match.MatchRecord;
import dev.taki.match.MatchSeat;
import dev.taki.match.SeatCredentials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A data folder of an older server, which kept its tables in tables of its own beside the matches ({@code web_tables},
 * {@code web_seats}): the first start-up turns each into a match (a waiting table into an open match, a started one's
 * people given their token hashes), so the old links and tokens go on working, and renames the old tables.
 */
class LegacyTablesTest {
    private static final String WAITING = "oldwaiting000001";
    private static final String STARTED = "oldstarted000001";

    @Test
    void theTablesOfAnOlderServerBecomeMatchesOnceAndTheirTokensStillAct(@TempDir Path data) throws IOException,
            SQLException {
        String ann = SeatCredentials.fresh();
        String ben = SeatCredentials.fresh();
        String cy = SeatCredentials.fresh();
        Files.createDirectories(data);
        // The older server's started table: its match, whose seats had no credentials.
        try (JdbcMatchStore store = new JdbcMatchStore(url(data), null, null, VariantCatalog.discover())) {
            Instant then = Instant.parse("2026-11-30T12:00:00Z");
            store.create(new MatchRecord(STARTED, GameConfig.of(3, 7),
                    List.of(MatchSeat.human(0, "Cy", "random"), MatchSeat.bot(1, "Bot 1", "random"),
                            MatchSeat.bot(2, "Bot 2", "random")), List.of(), then, then));
        }
        try (Connection c = DriverManager.getConnection(url(data)); Statement s = c.createStatement()) {
            // The older server's schema, the status column of a still older one included.
            s.execute("CREATE TABLE web_tables (id VARCHAR(64) NOT NULL PRIMARY KEY, config TEXT NOT NULL,"
                    + " bots TEXT NOT NULL, status TEXT NOT NULL, created TEXT NOT NULL)");
            s.execute("CREATE TABLE web_seats (table_id VARCHAR(64) NOT NULL REFERENCES web_tables (id),"
                    + " seat INTEGER NOT NULL, name TEXT NOT NULL, token_hash TEXT NOT NULL, PRIMARY KEY (table_id, seat))");
            s.execute("INSERT INTO web_tables VALUES ('" + WAITING + "', '{\"players\":3,\"variants\":[]}', 'random',"
                    + " 'waiting', '2026-11-30T12:00:00Z')");
            s.execute("INSERT INTO web_tables VALUES ('" + STARTED + "', '{\"players\":3,\"variants\":[]}', 'random',"
                    + " 'playing', '2026-11-30T12:00:00Z')");
            try (PreparedStatement p = c.prepareStatement("INSERT INTO web_seats VALUES (?, ?, ?, ?)")) {
                seat(p, WAITING, 0, "Ann", ann);
                seat(p, WAITING, 1, "Ben", ben);
                seat(p, STARTED, 0, "Cy", cy);
            }
        }
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0)) {
            Client client = new Client(server.port());
            JsonNode waiting = client.get("/api/tables/" + WAITING).json();
            assertEquals("waiting", waiting.get("status").asString(), waiting.toString());
            assertEquals("Ann", waiting.at("/seats/0/name").asString());
            assertEquals("Ben", waiting.at("/seats/1/name").asString());
            assertEquals("empty", waiting.at("/seats/2/kind").asString());
            assertEquals(0, waiting.get("host").asInt(), "the person of the first seat is the host");
            assertEquals(1, client.get("/api/tables/" + WAITING + "/view", ben).json().get("seat").asInt(),
                    "Ben's old token acts for his seat");
            assertTrue(client.get("/api/tables?status=open").text().contains(WAITING));
            Client.Reply started = client.post("/api/tables/" + WAITING + "/start", "", ann);
            assertEquals(200, started.status(), started.text());
            assertEquals("random", started.json().at("/table/bots").asString());

            JsonNode cyView = client.get("/api/tables/" + STARTED + "/view", cy).json();
            assertEquals(0, cyView.get("seat").asInt(), "Cy's old token acts for her seat of the started table");
            assertEquals("playing", cyView.at("/table/status").asString());
        }
        assertEquals(Set.of("web_seats_old", "web_tables_old"), oldTables(data), "the old tables are renamed");
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0)) {
            Client client = new Client(server.port());
            assertEquals("playing", client.get("/api/tables/" + WAITING).json().get("status").asString(),
                    "the second start-up moves nothing again");
            assertEquals(0, client.get("/api/tables/" + STARTED + "/view", cy).json().get("seat").asInt());
        }
    }

    @Test
    void aNewDataFolderHasNoTablesButTheMatches(@TempDir Path data) throws IOException, SQLException {
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0)) {
            new Client(server.port()).createTable("{\"players\": 2}");
        }
        assertFalse(oldTables(data).stream().anyMatch(t -> t.startsWith("web_")));
    }

    private static void seat(PreparedStatement p, String table, int seat, String name, String token)
            throws SQLException {
        p.setString(1, table);
        p.setInt(2, seat);
        p.setString(3, name);
        p.setString(4, SeatCredentials.hash(token));
        p.executeUpdate();
    }

    private static String url(Path data) {
        return "jdbc:sqlite:" + data.resolve("taki-web.db").toAbsolutePath();
    }

    /** {@return the tables of the file whose names start with "web_"} */
    private static Set<String> oldTables(Path data) throws SQLException {
        Set<String> out = new TreeSet<>();
        try (Connection c = DriverManager.getConnection(url(data)); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'web%'")) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        }
        return out;
    }
}
