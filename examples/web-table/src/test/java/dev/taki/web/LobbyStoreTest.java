package dev.taki.web;

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
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The tables' database: a file written by an older server, with its unused status column, loads and grows. */
class LobbyStoreTest {
    private static final String OLD_TABLE = "oldtable00000001";

    @Test
    void aFileOfAnOlderServerLoadsAndTakesNewTablesAndMoves(@TempDir Path data) throws IOException, SQLException {
        String ann = Tokens.fresh();
        Files.createDirectories(data);
        try (Connection c = DriverManager.getConnection(url(data)); Statement s = c.createStatement()) {
            // The older server's schema: a status column, NOT NULL without a default, kept up to date and never read.
            s.execute("CREATE TABLE web_tables (id VARCHAR(64) NOT NULL PRIMARY KEY, config TEXT NOT NULL,"
                    + " bots TEXT NOT NULL, status TEXT NOT NULL, created TEXT NOT NULL)");
            s.execute("CREATE TABLE web_seats (table_id VARCHAR(64) NOT NULL REFERENCES web_tables (id),"
                    + " seat INTEGER NOT NULL, name TEXT NOT NULL, token_hash TEXT NOT NULL, PRIMARY KEY (table_id, seat))");
            s.execute("INSERT INTO web_tables VALUES ('" + OLD_TABLE + "', '{\"players\":2,\"variants\":[]}', 'random',"
                    + " 'waiting', '2026-11-30T12:00:00Z')");
            try (PreparedStatement p = c.prepareStatement("INSERT INTO web_seats VALUES (?, 0, 'Ann', ?)")) {
                p.setString(1, OLD_TABLE);
                p.setString(2, Tokens.hash(ann));
                p.executeUpdate();
            }
        }
        String made;
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0)) {
            Client client = new Client(server.port());
            JsonNode old = client.get("/api/tables/" + OLD_TABLE).json();
            assertEquals("waiting", old.get("status").asString(), old.toString());
            assertEquals("Ann", old.at("/seats/0/name").asString());
            Client.Reply started = client.post("/api/tables/" + OLD_TABLE + "/start", "", ann);
            assertEquals(200, started.status(), started.text());
            made = client.createTable("{\"players\": 3}");
            String ben = client.join(made, "Ben");
            assertEquals(200, client.post("/api/tables/" + made + "/start", "", ben).status());
        }
        assertEquals(List.of("id", "config", "bots", "created"), columns(data), "the unused column is dropped");
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0)) {
            Client client = new Client(server.port());
            assertEquals("playing", client.get("/api/tables/" + OLD_TABLE).json().get("status").asString());
            assertEquals("playing", client.get("/api/tables/" + made).json().get("status").asString());
        }
    }

    @Test
    void aNewFileHasNoStatusColumnSinceTheMatchSaysWhetherATableIsPlaying(@TempDir Path data) throws IOException,
            SQLException {
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0)) {
            new Client(server.port()).createTable("{\"players\": 2}");
        }
        assertEquals(List.of("id", "config", "bots", "created"), columns(data));
    }

    private static String url(Path data) {
        return "jdbc:sqlite:" + data.resolve("taki-web.db").toAbsolutePath();
    }

    private static List<String> columns(Path data) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url(data)); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("PRAGMA table_info(web_tables)")) {
            while (r.next()) {
                out.add(r.getString("name"));
            }
        }
        return out;
    }
}
