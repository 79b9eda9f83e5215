package dev.taki.web;

import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;
import dev.taki.match.JdbcMatchStore;
import dev.taki.match.MatchIds;
import dev.taki.match.MatchRecord;
import dev.taki.match.MatchStatus;
import dev.taki.web.bench.LoadBenchmark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Two servers, each a process of its own, on one PostgreSQL database behind a plain round-robin proxy: every request
 * of a game may reach either. Each server's WebSocket hears every move, whichever server took it; a stale move is
 * refused through either; the stored match has each move once, in order; a move clock times a person out once.
 * PostgreSQL comes from {@code TAKI_TEST_POSTGRES_URL}, as for taki-match's tests; without it the test fails.
 */
class TwoServersTest {
    @TempDir
    static Path folder;
    private static String server;
    private static String schema;
    private static String database;
    private static ServerProcess first;
    private static ServerProcess second;
    private static RoundRobinProxy proxy;
    private static OneShotHttp http;

    @BeforeAll
    static void startTwoServers() throws IOException {
        server = postgres();
        schema = "web_two_" + MatchIds.random();
        execute(server, "CREATE SCHEMA " + schema);
        database = server + (server.contains("?") ? "&" : "?") + "currentSchema=" + schema;
        Path logs = Path.of("target", "two-servers");
        first = ServerProcess.start(logs.resolve("first.log"), "--database", database, "--data",
                folder.resolve("first").toString());
        second = ServerProcess.start(logs.resolve("second.log"), "--database", database, "--data",
                folder.resolve("second").toString());
        proxy = new RoundRobinProxy(List.of(first.port(), second.port()));
        http = new OneShotHttp(proxy.port());
    }

    @AfterAll
    static void stopTwoServers() {
        if (proxy != null) {
            proxy.close();
        }
        if (first != null) {
            first.close();
        }
        if (second != null) {
            second.close();
        }
        if (schema != null) {
            execute(server, "DROP SCHEMA " + schema + " CASCADE");
        }
    }

    @Test
    void wholeGamesPlayedAcrossTwoServersReachBothServersSocketsAndAreStoredOnce() {
        for (int game = 0; game < 3; game++) {
            // Made, claimed and begun through the proxy: three requests, alternately on the two servers.
            String id = created(http.post("/api/tables", "{\"players\": 4}", null)).json().get("id").asString();
            String ann = created(http.post("/api/tables/" + id + "/seats", "{\"name\": \"Ann\"}", null)).json()
                    .get("token").asString();
            List<Client.Socket> sockets = List.of(new Client(first.port()).socket(id, ann, 0),
                    new Client(second.port()).socket(id, ann, 0));
            Client.Reply begun = http.post("/api/tables/" + id + "/start", "", ann);
            assertEquals(200, begun.status(), begun.text());
            Random random = new Random(game);
            int moves = 0;
            int seen = 0;
            JsonNode frame;
            while (true) {
                // The bots answer on whichever server holds the table's lease: Ann waits until she is to act again.
                frame = annToActOrOver(sockets.get(0), seen);
                if (!frame.at("/view/winners").isEmpty()) {
                    break;
                }
                assertTrue(moves++ < 2000, "the game did not end within 2000 of Ann's moves");
                sockets.get(1).awaitSeq(frame.get("seq").asLong());
                JsonNode view = frame.get("view");
                int version = view.get("version").asInt();
                String body = Client.JSON.createObjectNode().put("move", LoadBenchmark.choose(view, random))
                        .put("version", version).toString();
                Client.Reply reply = http.post("/api/tables/" + id + "/moves", body, ann);
                assertEquals(200, reply.status(), "through port " + proxy.port() + ": " + reply.text());
                if (moves == 2) {
                    // The move just made, sent again on its old version, reaches each server in turn: both refuse it.
                    for (int i = 0; i < 2; i++) {
                        Client.Reply stale = http.post("/api/tables/" + id + "/moves", body, ann);
                        assertEquals(409, stale.status(), stale.text());
                        assertEquals("STALE_VERSION", stale.code());
                    }
                }
                seen = version + 1;
            }
            long last = frame.get("seq").asLong();
            for (Client.Socket socket : sockets) {
                socket.awaitSeq(last);
                assertNumberedOnceEach(socket.events(), last);
            }
            assertEquals(sockets.get(0).events(), sockets.get(1).events(), "both servers pushed the same events");
            for (ServerProcess process : List.of(first, second)) {
                JsonNode table = new Client(process.port()).get("/api/tables/" + id).json();
                assertEquals("over", table.get("status").asString(), "as " + process.port() + " sees it");
            }
            MatchRecord stored = stored(id);
            assertEquals(MatchStatus.OVER, stored.status());
            assertEquals(frame.at("/view/version").asInt(), stored.version(),
                    "every move stored once: the stored version is the one both servers show");
            assertTrue(annMovedOnlyOnHerTurns(stored, moves), "Ann's " + moves + " moves, each stored once");
            sockets.forEach(Client.Socket::close);
        }
    }

    @Test
    void aPersonWhoLetsTheClockRunOutGetsOneDefaultMoveWhicheverServerTimesItOut() {
        String id = created(http.post("/api/tables", "{\"players\": 2, \"clock\": 10}", null)).json().get("id")
                .asString();
        String ann = created(http.post("/api/tables/" + id + "/seats", "{\"name\": \"Ann\"}", null)).json()
                .get("token").asString();
        Client.Socket onFirst = new Client(first.port()).socket(id, ann, 0);
        Client.Socket onSecond = new Client(second.port()).socket(id, ann, 0);
        JsonNode begun = http.post("/api/tables/" + id + "/start", "", ann).json();
        assertEquals(10, begun.at("/table/clock").asInt());
        int version = begun.at("/view/version").asInt();
        if (begun.at("/view/toAct").asInt() != 0) {
            fail("the bot moves at once, so Ann is to act after the start: " + begun);
        }
        assertEquals(0, begun.at("/deadline/seat").asInt(), begun.toString());
        // Ann does not move: once her 10 s are out, one server (the lease holder) makes her default move, the bot
        // answers, and both sockets hear it.
        JsonNode pushed = onFirst.next("view", 120);
        while (pushed.at("/view/version").asInt() <= version) {
            pushed = onFirst.next("view", 120);
        }
        onSecond.awaitSeq(pushed.get("seq").asLong());
        MatchRecord stored = stored(id);
        RecordedMove timedOut = stored.moves().get(version);
        assertEquals(0, timedOut.seat(), "the move after the deadline is Ann's default move");
        Set<Integer> seen = new HashSet<>();
        for (JsonNode event : onFirst.events()) {
            assertTrue(seen.add(event.get("seq").asInt()), "no event twice");
        }
        onFirst.close();
        onSecond.close();
    }

    /** {@return the socket's next view at or after that version in which Ann is to act, or the game is over} */
    private static JsonNode annToActOrOver(Client.Socket socket, int version) {
        while (true) {
            JsonNode frame = socket.next("view");
            JsonNode view = frame.get("view");
            if (view.get("version").asInt() >= version && (!view.get("winners").isEmpty()
                    || view.get("toAct").asInt() == 0 && !view.get("legalMoves").isEmpty())) {
                return frame;
            }
        }
    }

    /** The moves are stored in order: Ann's count is the count she made (a move twice would show as one more). */
    private static boolean annMovedOnlyOnHerTurns(MatchRecord stored, int annMoves) {
        return stored.moves().stream().filter(m -> m.seat() == 0).count() == annMoves;
    }

    private static void assertNumberedOnceEach(List<JsonNode> events, long last) {
        List<Long> seqs = new ArrayList<>();
        for (JsonNode e : events) {
            seqs.add(e.get("seq").asLong());
        }
        for (int i = 0; i < seqs.size(); i++) {
            assertEquals(i + 1, seqs.get(i), "events numbered from 1 without a gap or a repeat: " + seqs);
        }
        assertEquals(last, seqs.size());
    }

    private static MatchRecord stored(String id) {
        try (JdbcMatchStore store = new JdbcMatchStore(database, null, null, VariantCatalog.discover())) {
            return store.load(id).orElseThrow();
        }
    }

    private static Client.Reply created(Client.Reply reply) {
        assertNotEquals(null, reply.json(), reply.text());
        assertEquals(201, reply.status(), reply.text());
        return reply;
    }

    /** The PostgreSQL server of the tests: as taki-match's tests, never skipped. */
    private static String postgres() {
        String url = System.getenv("TAKI_TEST_POSTGRES_URL");
        if (url == null || url.isBlank()) {
            url = System.getProperty("taki.test.postgres.url");
        }
        if (url == null || url.isBlank()) {
            fail("PostgreSQL is not reachable: TAKI_TEST_POSTGRES_URL is not set; run scripts/test, or set "
                    + "TAKI_TEST_POSTGRES_URL to a jdbc:postgresql:// URL (user and password in it)");
        }
        return url;
    }

    private static void execute(String url, String sql) {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            fail("PostgreSQL at " + WebTable.redacted(url) + ": " + sql + ": " + e.getMessage());
        }
    }
}
