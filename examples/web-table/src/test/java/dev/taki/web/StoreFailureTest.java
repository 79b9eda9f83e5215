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
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A database that fails: a person's request whose save failed is answered {@code 503 TRY_AGAIN} with
 * {@code Retry-After: 1} — never a bare 500 — and changes nothing, so the same request works once the database is
 * back; a bot's save that fails never reaches the person, and the game goes on by itself.
 */
class StoreFailureTest {
    @TempDir
    static Path data;
    private static FailingStore store;
    private static WebTable server;
    private static Client client;

    @BeforeAll
    static void start() throws IOException {
        server = WebTable.start(Settings.of(data, null, "127.0.0.1", 0).withSeeds(() -> 3)
                .withBotPause(Duration.ZERO).withStores(real -> store = new FailingStore(real)));
        client = new Client(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static void assertTryAgain(Client.Reply reply) {
        assertEquals(503, reply.status(), reply.text());
        assertEquals("TRY_AGAIN", reply.code(), reply.text());
        assertEquals("1", reply.headers().firstValue("Retry-After").orElse(null), reply.text());
        assertTrue(reply.json().get("message").asString().contains("try again"), reply.text());
    }

    @Test
    void aTableASeatAndAStartThatCouldNotBeSavedAreTriedAgainAndNothingChangedMeanwhile() {
        store.failNext(1);
        assertTryAgain(client.post("/api/tables", "{\"players\": 3}"));
        String id = client.createTable("{\"players\": 3}");
        store.failNext(1);
        assertTryAgain(client.post("/api/tables/" + id + "/seats", "{\"name\": \"Ann\"}"));
        assertEquals("empty", client.get("/api/tables/" + id).json().at("/seats/0/kind").asString(),
                "the seat was not taken");
        String ann = client.join(id, "Ann");
        store.failNext(1);
        assertTryAgain(client.post("/api/tables/" + id + "/start", "", ann));
        assertEquals("waiting", client.get("/api/tables/" + id).json().get("status").asString());
        assertEquals(200, client.post("/api/tables/" + id + "/start", "", ann).status());
    }

    @Test
    void aMoveThatCouldNotBeSavedChangesNothingAndTheSameMoveIsTakenOnceTheDatabaseIsBack() {
        String id = client.createTable("{\"players\": 2}");
        String ann = client.join(id, "Ann");
        JsonNode view = client.post("/api/tables/" + id + "/start", "", ann).json().get("view");
        assertEquals(0, view.get("toAct").asInt());
        String body = Client.JSON.createObjectNode().put("move", LoadBenchmark.choose(view, new Random(1)))
                .put("version", view.get("version").asInt()).toString();
        store.failNext(1);
        assertTryAgain(client.post("/api/tables/" + id + "/moves", body, ann));
        JsonNode unchanged = client.get("/api/tables/" + id + "/view", ann).json().get("view");
        assertEquals(view, unchanged, "the table is as it was");
        Client.Reply again = client.post("/api/tables/" + id + "/moves", body, ann);
        assertEquals(200, again.status(), again.text());
        assertTrue(again.json().at("/view/version").asInt() > view.get("version").asInt());
    }

    @Test
    void aBotsSaveThatFailsNeverReachesThePersonAndTheGameGoesOnByItself() {
        String id = client.createTable("{\"players\": 2}");
        String ann = client.join(id, "Ann");
        Client.Socket socket = client.socket(id, ann, 0);
        JsonNode view = client.post("/api/tables/" + id + "/start", "", ann).json().get("view");
        Random random = new Random(2);
        int botsFailed = 0;
        try {
            for (int round = 0; round < 20 && botsFailed < 3; round++) {
                int before = store.failed();
                // Ann's move is saved; the bot's answer, if one comes, fails three times, then the match's retries
                // save it.
                store.failAfter(1, 3);
                String body = Client.JSON.createObjectNode().put("move", LoadBenchmark.choose(view, random))
                        .put("version", view.get("version").asInt()).toString();
                Client.Reply moved = client.post("/api/tables/" + id + "/moves", body, ann);
                assertEquals(200, moved.status(), "Ann's move stands: " + moved.text());
                JsonNode answer = moved.json();
                if (answer.at("/table/status").asString().equals("over")) {
                    break;
                }
                if (answer.at("/view/toAct").asInt() == 0 && store.failed() == before) {
                    store.failNext(0); // Ann's turn goes on (a TAKI run): no bot wrote
                    view = answer.get("view");
                    continue;
                }
                // The bot moves once the store takes it again: the socket is pushed Ann's view, her turn again.
                int version = answer.at("/view/version").asInt();
                JsonNode next = socket.next("view", 60);
                while ((next.at("/view/version").asInt() <= version || next.at("/view/toAct").asInt() != 0)
                        && next.at("/view/winners").isEmpty()) {
                    next = socket.next("view", 60);
                }
                assertTrue(store.failed() > before, "the bot's save failed at least once");
                botsFailed++;
                if (!next.at("/view/winners").isEmpty()) {
                    break;
                }
                view = next.get("view");
            }
        } finally {
            store.failNext(0);
            socket.close();
        }
        assertTrue(botsFailed > 0, "a bot's save failed and was retried");
        JsonNode end = client.get("/api/tables/" + id + "/view", ann).json();
        assertEquals(200, client.get("/api/tables/" + id + "/view", ann).status(), end.toString());
    }
}
