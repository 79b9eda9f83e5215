package dev.taki.web;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Moves out of turn over the API: a seat that is not to act sends the jump or the catch its view lists, and every
 * socket hears the move and its reader's new view; a move out of turn that the seat does not have is refused with
 * a code and a sentence. The house rules {@code jump-in} and {@code catch-last-card} are in the server's catalog.
 */
class OutOfTurnTest {
    /**
     * A two-player {@code jump-in} game dealt from this seed opens on R4, and seat 1 holds the other R4 (B4 B+2 Y5 R4
     * Y9 B+2 B9 GSTOP): it may jump in at once, while seat 0 is to act.
     */
    private static final long JUMP_DEAL = 47;
    /**
     * The seed of the catch game: its bot ends a turn with one card, unannounced, while both people draw whenever
     * they may.
     */
    private static final long CATCH_DEAL = 3;
    /**
     * The seed of a two-player {@code jump-in} game, Ann against a bot, in which Ann (always making her first legal
     * move) could jump in at the start of the bot's turn twice.
     */
    private static final long HELD_BOT_DEAL = 39;

    @TempDir
    static Path data;
    static WebTable server;
    static Client client;
    private static volatile long deal;

    @BeforeAll
    static void start() throws IOException {
        server = WebTable.start(data, "127.0.0.1", 0, () -> deal);
        client = new Client(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void aSeatNotToActJumpsInOverHttpAndEverySocketHearsItsNewView() {
        deal = JUMP_DEAL;
        String id = client.createTable("{\"players\": 2, \"variants\": [\"jump-in\"]}");
        String ann = client.join(id, "Ann");
        String ben = client.join(id, "Ben");
        Client.Socket annSocket = client.socket(id, ann, 0);
        Client.Socket benSocket = client.socket(id, ben, 0);
        Client.Socket spectator = client.socket(id, null, 0);
        assertEquals(200, client.post("/api/tables/" + id + "/start", "", ann).status());

        JsonNode benView = view(id, ben);
        assertEquals(0, benView.get("toAct").asInt(), "seat 0 is to act");
        assertEquals("R4", benView.get("leading").asString(), "the deal of seed " + JUMP_DEAL + " opens on R4");
        assertEquals(List.of("play R4"), strings(benView.get("legalMoves")), "Ben, not to act, may jump in with R4");
        assertEquals(List.of("play R4"), strings(benSocket.next("view").at("/view/legalMoves")),
                "the socket pushed Ben's view, with the jump, when the game started");

        Client.Reply stale = client.post(moves(id), "{\"move\": \"play R4\", \"version\": 7}", ben);
        assertError(stale, 409, "STALE_VERSION");
        Client.Reply jump = client.post(moves(id), "{\"move\": \"play R4\", \"version\": 0}", ben);
        assertEquals(200, jump.status(), jump.text());
        assertEquals(1, jump.json().at("/view/version").asInt());
        assertFalse(strings(jump.json().at("/view/hand")).contains("R4"), jump.text());

        List<String> events = new ArrayList<>();
        for (JsonNode item : client.get("/api/tables/" + id + "/events?since=0").json().get("events")) {
            events.add(item.at("/event/type").asString() + " " + item.at("/event/seat").asInt()
                    + (item.at("/event/details").isEmpty() ? "" : " " + item.at("/event/details")));
        }
        assertTrue(events.containsAll(List.of("jump-in:jumped 1 {\"over\":0}", "card-played 1")), events.toString());
        assertEquals(0, view(id, ann).get("toAct").asInt(), "play goes on from the jumper: seat 0 is to act again");

        JsonNode annPushed = pushedAt(annSocket, 1);
        assertEquals(strings(view(id, ann).get("legalMoves")), strings(annPushed.at("/view/legalMoves")),
                "Ann's socket pushed her legal moves after Ben's move");
        assertEquals(7, pushedAt(benSocket, 1).at("/view/hand").size(), "Ben's socket pushed his hand after the jump");
        JsonNode publicView = pushedAt(spectator, 1);
        assertEquals(-1, publicView.get("seat").asInt());
        assertFalse(publicView.get("view").has("hand") || publicView.get("view").has("legalMoves"), publicView.toString());

        Client.Reply again = client.post(moves(id), "{\"move\": \"play Y5\", \"version\": 1}", ben);
        assertError(again, 422, "NOT_YOUR_TURN");
        assertError(client.post(moves(id), "{\"move\": \"catch 0\", \"version\": 1}", ben), 422, "NOT_A_MOVE");
        List.of(annSocket, benSocket, spectator).forEach(Client.Socket::close);
    }

    @Test
    void aSeatNotToActCatchesABotThatForgotLastCardAndCannotCatchTwice() {
        deal = CATCH_DEAL;
        String id = client.createTable("{\"players\": 3, \"variants\": [\"catch-last-card\"], \"bots\": \""
                + ForgetfulBots.NAME + "\"}");
        Map<Integer, String> people = Map.of(0, client.join(id, "Ann"), 1, client.join(id, "Ben"));
        Random random = new Random(1);
        assertEquals(200, client.post("/api/tables/" + id + "/start", "", people.get(0)).status());
        for (int move = 0; move < 300; move++) {
            for (Map.Entry<Integer, String> person : people.entrySet()) {
                JsonNode view = view(id, person.getValue());
                if (view.get("toAct").asInt() != person.getKey() && strings(view.get("legalMoves")).contains("catch 2")) {
                    assertCatch(id, person.getKey(), person.getValue(), view);
                    return;
                }
            }
            for (Map.Entry<Integer, String> person : people.entrySet()) {
                Players.Move drawn = Players.moveIfToAct(client, id, person.getKey(), person.getValue(), random, "draw");
                if (drawn != null) {
                    assertEquals(200, drawn.reply().status(), drawn.reply().text());
                    break;
                }
            }
            assertEquals("playing", client.get("/api/tables/" + id).json().get("status").asString(), "in the game of"
                    + " seed " + CATCH_DEAL + " the bot that forgets \"last card\" wins before it is ever catchable");
        }
        throw new AssertionError("the bot of seed " + CATCH_DEAL + " never ended a turn with one card");
    }

    @Test
    void aPersonJumpsInOnABotThatWaitsAtTheStartOfItsTurn(@TempDir Path own) throws IOException {
        // The pause is the longest a match allows, a minute: the test lets the bot move on itself long before.
        try (WebTable paused = WebTable.start(own, "127.0.0.1", 0, () -> HELD_BOT_DEAL, Sockets.HELLO_DEADLINE,
                Duration.ofMinutes(1))) {
            Client at = new Client(paused.port());
            String id = at.createTable("{\"players\": 2, \"variants\": [\"jump-in\"]}");
            String ann = at.join(id, "Ann");
            Client.Socket annSocket = at.socket(id, ann, 0);
            assertEquals(200, at.post("/api/tables/" + id + "/start", "", ann).status());
            Table table = paused.tables().get(id);
            boolean resumedOnce = false;
            boolean waitedWithoutAJump = false;
            for (int move = 0; move < 200; move++) {
                JsonNode view = at.get("/api/tables/" + id + "/view", ann).json().get("view");
                int version = view.get("version").asInt();
                List<String> legal = strings(view.get("legalMoves"));
                if (view.get("toAct").asInt() == 0) {
                    Client.Reply played = at.post(moves(id), "{\"move\": \"" + legal.get(0) + "\", \"version\": "
                            + version + "}", ann);
                    assertEquals(200, played.status(), played.text());
                    continue;
                }
                assertEquals(OptionalInt.of(version), table.match().botsHeldAt(),
                        "the bot to act waits for Ann, whether or not she may jump (a pause must not tell what she holds)");
                waitedWithoutAJump |= legal.isEmpty();
                if (legal.isEmpty() || !resumedOnce) {
                    table.resumeBots(version);
                    assertEquals(1, table.match().history().get(version).seat(), "resumed, the bot made its move");
                    if (!resumedOnce) {
                        pushedAt(annSocket, table.match().version());
                    }
                    resumedOnce = true;
                    continue;
                }
                assertTrue(legal.stream().allMatch(m -> m.startsWith("play ")), "Ann may jump in: " + legal);
                assertTrue(waitedWithoutAJump, "the bot also waited where Ann had no jump");
                Client.Reply jump = at.post(moves(id), "{\"move\": \"" + legal.get(0) + "\", \"version\": "
                        + version + "}", ann);
                assertEquals(200, jump.status(), jump.text());
                assertEquals(0, table.match().history().get(version).seat(), "Ann jumped in before the bot moved");
                assertTrue(at.get("/api/tables/" + id + "/events?since=0").text().contains("jump-in:jumped"));
                int afterJump = table.match().version();
                table.resumeBots(version);
                assertEquals(afterJump, table.match().version(), "the resumption of before the jump is stale: no bot moved");
                annSocket.close();
                return;
            }
            throw new AssertionError("Ann never had a second chance to jump in on the bot in the game of seed "
                    + HELD_BOT_DEAL);
        }
    }

    /** The seat not to act catches seat 2: it draws 4, nobody else's turn changes, and a second catch is refused. */
    private static void assertCatch(String id, int catcher, String token, JsonNode before) {
        int version = before.get("version").asInt();
        assertEquals(1, before.at("/handSizes/2").asInt(), "the catchable bot holds one card");
        assertEquals(List.of("catch 2"), strings(before.get("legalMoves")), "seat " + catcher + " may only catch");
        Client.Reply declare = client.post(moves(id), "{\"move\": \"declare\", \"version\": " + version + "}", token);
        assertError(declare, 422, "NOT_YOUR_TURN");
        Client.Reply caught = client.post(moves(id), "{\"move\": \"catch 2\", \"version\": " + version + "}", token);
        assertEquals(200, caught.status(), caught.text());
        JsonNode after = caught.json().get("view");
        assertEquals(version + 1, after.get("version").asInt());
        assertEquals(5, after.at("/handSizes/2").asInt(), "the caught bot drew 4");
        assertEquals(before.get("toAct").asInt(), after.get("toAct").asInt(), "a catch is no turn");
        assertTrue(after.get("legalMoves").isEmpty(), after.toString());
        JsonNode last = client.get("/api/tables/" + id + "/events?since=0").json().get("events");
        List<String> types = new ArrayList<>();
        last.forEach(item -> {
            if (item.get("version").asInt() == version + 1) {
                types.add(item.at("/event/type").asString());
            }
        });
        assertEquals(List.of("catch-last-card:caught", "last-card-penalty", "cards-drawn"), types);
        Client.Reply twice = client.post(moves(id), "{\"move\": \"catch 2\", \"version\": " + (version + 1) + "}", token);
        assertError(twice, 422, "NOT_YOUR_TURN");
    }

    // ---- helpers -----------------------------------------------------------------------------------------

    private static String moves(String id) {
        return "/api/tables/" + id + "/moves";
    }

    private static JsonNode view(String id, String token) {
        return client.get("/api/tables/" + id + "/view", token).json().get("view");
    }

    /**
     * The view frame of that version, waiting for it: a frame comes after each accepted move's events (a wait for a
     * frame that never comes fails after the socket's guard).
     */
    private static JsonNode pushedAt(Client.Socket socket, int version) {
        while (true) {
            JsonNode frame = socket.next("view");
            if (frame.at("/view/version").asInt() == version) {
                return frame;
            }
        }
    }

    private static List<String> strings(JsonNode list) {
        List<String> out = new ArrayList<>();
        list.forEach(n -> out.add(n.asString()));
        return out;
    }

    private static void assertError(Client.Reply reply, int status, String code) {
        assertEquals(status, reply.status(), reply.text());
        assertEquals(code, reply.code(), reply.text());
        assertFalse(reply.json().path("message").asString().isBlank(), reply.text());
        assertFalse(reply.text().contains("at dev.taki") || reply.text().contains("Exception"), reply.text());
    }
}
