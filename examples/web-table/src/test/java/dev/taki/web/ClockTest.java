package dev.taki.web;

import dev.taki.web.bench.LoadBenchmark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The move clock and absent players: a table's clock, the deadline its views and frames show, a person timed out and
 * sent away after three misses in a row, coming back, and the host who lets a bot play the seat of a person who is not
 * connected — with every refusal.
 */
class ClockTest {
    @TempDir
    static Path data;
    @TempDir
    static Path quickData;
    /** A server whose clocks run in real seconds. */
    private static WebTable server;
    private static Client client;
    /** A server whose clocks run ten times faster: a "10 s" clock gives a person one second. */
    private static WebTable quick;

    @BeforeAll
    static void start() throws IOException {
        server = WebTable.start(Settings.of(data, null, "127.0.0.1", 0).withSeeds(() -> 1)
                .withBotPause(Duration.ZERO));
        client = new Client(server.port());
        quick = WebTable.start(Settings.of(quickData, null, "127.0.0.1", 0).withSeeds(() -> 1)
                .withBotPause(Duration.ZERO).withClockSecond(Duration.ofMillis(100)));
    }

    @AfterAll
    static void stop() {
        server.close();
        quick.close();
    }

    @Test
    void aClockIsTenToThirtySixHundredWholeSecondsOrNone() {
        for (String clock : List.of("5", "9", "3601", "\"30\"", "10.5", "true", "-10")) {
            Client.Reply r = client.post("/api/tables", "{\"players\": 2, \"clock\": " + clock + "}");
            assertEquals(422, r.status(), clock + " → " + r.text());
            assertEquals("BAD_CONFIGURATION", r.code());
            assertTrue(r.json().get("message").asString().startsWith("clock: expected"), r.text());
        }
        String none = client.createTable("{\"players\": 2, \"clock\": null}");
        assertTrue(client.get("/api/tables/" + none).json().get("clock").isNull());
        String longest = client.createTable("{\"players\": 2, \"clock\": 3600}");
        assertEquals(3600, client.get("/api/tables/" + longest).json().get("clock").asInt());
    }

    @Test
    void everyoneSeesTheDeadlineOfThePersonToActAsTheServerCountsIt() {
        String id = client.createTable("{\"players\": 2, \"clock\": 60}");
        String ann = client.join(id, "Ann");
        assertTrue(client.get("/api/tables/" + id + "/view", ann).json().get("deadline").isNull(),
                "no deadline before the start");
        Client.Socket spectator = client.socket(id, null, 0);
        Instant before = Instant.now();
        JsonNode started = client.post("/api/tables/" + id + "/start", "", ann).json();
        assertEquals(60, started.at("/table/clock").asInt());
        assertEquals(0, started.at("/view/toAct").asInt(), "Ann acts first: " + started);
        JsonNode deadline = started.get("deadline");
        assertEquals(0, deadline.get("seat").asInt(), deadline.toString());
        long remaining = deadline.get("remainingMs").asLong();
        assertTrue(remaining > 0 && remaining <= 60_000, deadline.toString());
        Instant at = Instant.parse(deadline.get("at").asString());
        assertTrue(!at.isBefore(before.plusSeconds(59)) && !at.isAfter(Instant.now().plusSeconds(61)), deadline
                .toString());
        JsonNode pushed = spectator.next("view");
        assertEquals(0, pushed.at("/deadline/seat").asInt(), "a spectator's frame shows the deadline: " + pushed);
        assertEquals(at.toString(), pushed.at("/deadline/at").asString());
        assertEquals(deadline.get("at"), client.get("/api/tables/" + id + "/view").json().at("/deadline/at"));

        // Ann moves, the bot answers: her next move has a deadline of its own.
        JsonNode view = started.get("view");
        String body = Client.JSON.createObjectNode().put("move", LoadBenchmark.choose(view, new Random(1)))
                .put("version", view.get("version").asInt()).toString();
        JsonNode after = client.post("/api/tables/" + id + "/moves", body, ann).json();
        if (!after.at("/table/status").asString().equals("over")) {
            assertTrue(Instant.parse(after.at("/deadline/at").asString()).isAfter(at), after.toString());
        }
        spectator.close();
        String untimed = client.createTable("{\"players\": 2}");
        String ben = client.join(untimed, "Ben");
        assertTrue(client.post("/api/tables/" + untimed + "/start", "", ben).json().get("deadline").isNull(),
                "no clock, no deadline");
    }

    @Test
    void aPersonWhoMissesThreeMovesInARowIsAwayUntilTheyComeBack() throws Exception {
        Client fast = new Client(quick.port());
        String id = fast.createTable("{\"players\": 3, \"clock\": 10}");
        String ann = fast.join(id, "Ann");
        String ben = fast.join(id, "Ben");
        Client.Socket annSocket = fast.socket(id, ann, 0);
        Client.Socket benSocket = fast.socket(id, ben, 0);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        AtomicBoolean stop = new AtomicBoolean();
        try {
            // Ben plays as soon as his socket says he is to act; Ann never moves.
            Future<?> benPlays = pool.submit(() -> playWhenToAct(fast, id, 1, ben, benSocket, stop));
            assertEquals(200, fast.post("/api/tables/" + id + "/start", "", ann).status());
            JsonNode away = awaitTable(annSocket, t -> t.at("/seats/0/status").asString().equals("away")
                    || t.get("status").asString().equals("over"));
            assertEquals("away", away.at("/seats/0/status").asString(), "Ann missed three moves in a row: " + away);
            assertEquals("human", away.at("/seats/0/kind").asString(), "still Ann's seat");
            assertEquals("Ann", away.at("/seats/0/name").asString());
            assertTrue(quick.tables().get(id).match().history().stream().anyMatch(m -> m.seat() == 0),
                    "her default moves were made for her");

            int version = quick.tables().get(id).match().version();
            Client.Reply moved = fast.post("/api/tables/" + id + "/moves", "{\"move\": \"draw\", \"version\": "
                    + version + "}", ann);
            assertEquals(409, moved.status(), moved.text());
            assertEquals("SEAT_AWAY", moved.code());

            Client.Reply back = fast.post("/api/tables/" + id + "/reclaim", "", ann);
            if (!quick.tables().get(id).match().isOver()) {
                assertEquals(200, back.status(), back.text());
                assertEquals("playing", back.json().at("/table/seats/0/status").asString(), back.text());
                Client.Reply again = fast.post("/api/tables/" + id + "/reclaim", "", ann);
                if (again.status() != 200) {
                    assertEquals("SEAT_NOT_AWAY", again.code(), again.text());
                }
            }
            stop.set(true);
            benPlays.get(60, TimeUnit.SECONDS);
        } finally {
            stop.set(true);
            pool.shutdownNow();
            annSocket.close();
            benSocket.close();
        }
    }

    @Test
    void theHostLetsABotPlayTheSeatOfAPersonWhoIsNotConnected() {
        String id = client.createTable("{\"players\": 3}");
        String ann = client.join(id, "Ann");
        String ben = client.join(id, "Ben");
        String handBen = "/api/tables/" + id + "/seats/1/bot";
        assertError(client.post(handBen, "", ann), 409, "NOT_STARTED");
        JsonNode started = client.post("/api/tables/" + id + "/start", "", ann).json();
        assertEquals(0, started.at("/table/host").asInt(), "Ann took the first seat: she is the host");
        assertError(client.post(handBen, "", ben), 403, "NOT_HOST");
        assertError(client.post(handBen, ""), 401, "UNAUTHORIZED");
        assertError(client.post("/api/tables/" + id + "/seats/2/bot", "", ann), 409, "NOT_A_PERSON");
        assertError(client.post("/api/tables/" + id + "/seats/0/bot", "", ann), 409, "OWN_SEAT");
        assertError(client.post("/api/tables/" + id + "/seats/3/bot", "", ann), 404, "NOT_FOUND");
        assertError(client.post("/api/tables/" + id + "/seats/x/bot", "", ann), 404, "NOT_FOUND");

        Client.Socket annSocket = client.socket(id, ann, 0);
        Client.Socket benSocket = client.socket(id, ben, 0);
        awaitTable(annSocket, t -> t.at("/seats/1/connected").asBoolean());
        assertError(client.post(handBen, "", ann), 409, "SEAT_CONNECTED");
        benSocket.close();
        awaitTable(annSocket, t -> !t.at("/seats/1/connected").asBoolean());

        Client.Reply handed = client.post(handBen, "", ann);
        assertEquals(200, handed.status(), handed.text());
        assertEquals(0, handed.json().get("seat").asInt(), "the host's own view");
        assertEquals("away", handed.json().at("/table/seats/1/status").asString(), handed.text());
        assertEquals("away", awaitTable(annSocket, t -> t.at("/seats/1/status").asString().equals("away"))
                .at("/seats/1/status").asString(), "every socket hears it");
        assertError(client.post(handBen, "", ann), 409, "SEAT_AWAY");
        int version = client.get("/api/tables/" + id + "/view", ben).json().at("/view/version").asInt();
        assertError(client.post("/api/tables/" + id + "/moves", "{\"move\": \"draw\", \"version\": " + version + "}",
                ben), 409, "SEAT_AWAY");

        assertError(client.post("/api/tables/" + id + "/reclaim", "", ann), 409, "SEAT_NOT_AWAY");
        Client.Reply back = client.post("/api/tables/" + id + "/reclaim", "", ben);
        assertEquals(200, back.status(), back.text());
        assertEquals(1, back.json().get("seat").asInt());
        assertEquals("playing", back.json().at("/table/seats/1/status").asString());
        assertError(client.post("/api/tables/" + id + "/reclaim", "", ben), 409, "SEAT_NOT_AWAY");
        annSocket.close();
    }

    /** Plays a seat whenever its socket's view says it is to act, until told to stop or the game is over. */
    private static void playWhenToAct(Client client, String id, int seat, String token, Client.Socket socket,
                                      AtomicBoolean stop) {
        Random random = new Random(seat);
        while (!stop.get()) {
            JsonNode frame;
            try {
                frame = socket.next(30);
            } catch (AssertionError e) {
                return; // nothing more comes: the game is over or the test is done
            }
            if (frame.path("type").asString().equals("table") && frame.at("/table/status").asString().equals("over")) {
                return;
            }
            JsonNode view = frame.path("view");
            if (!frame.path("type").asString().equals("view") || view.isNull() || view.isMissingNode()
                    || view.get("toAct").asInt() != seat || view.get("legalMoves").isEmpty()) {
                continue;
            }
            String body = Client.JSON.createObjectNode().put("move", LoadBenchmark.choose(view, random))
                    .put("version", view.get("version").asInt()).toString();
            client.post("/api/tables/" + id + "/moves", body, token); // a stale move is refused: the next view comes
        }
    }

    /** Waits for the socket's table frame that passes the test; {@return the table} */
    private static JsonNode awaitTable(Client.Socket socket, java.util.function.Predicate<JsonNode> test) {
        while (true) {
            JsonNode frame = socket.next("table", 60);
            if (test.test(frame.get("table"))) {
                return frame.get("table");
            }
        }
    }

    private static void assertError(Client.Reply reply, int status, String code) {
        assertEquals(status, reply.status(), reply.text());
        assertEquals(code, reply.code(), reply.text());
        assertFalse(reply.json().path("message").asString().isBlank(), reply.text());
    }
}
