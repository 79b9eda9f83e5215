package dev.taki.web;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A rematch: after a game, a person of the table asks for one; a new open table has the same configuration, bots
 * and clock, and the same people in the same seats; each person gets their own new token, in their own answer or on
 * their own socket, never anyone else's.
 */
class RematchTest {
    @Test
    void aRematchSeatsTheSamePeopleAtANewTableAndHandsEachTheirOwnToken(@TempDir Path data) throws IOException {
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0)) {
            Client client = new Client(server.port());
            String id = client.createTable("{\"players\": 3, \"bots\": \"random\", \"clock\": 300,"
                    + " \"variants\": [\"penalty-scoring\"]}");
            String ann = client.join(id, "Ann");
            String ben = client.join(id, "Ben");
            Client.Reply early = client.post("/api/tables/" + id + "/rematch", "", ann);
            assertEquals(409, early.status(), early.text());
            assertEquals("NOT_OVER", early.code());
            assertEquals(200, client.post("/api/tables/" + id + "/start", "", ann).status());
            Players.playToEnd(client, id, Map.of(0, ann, 1, ben), new Random(5), 5000);
            Client.Socket bensPage = client.socket(id, ben, 0);
            Client.Socket watcher = client.socket(id, null, 0);
            bensPage.next("welcome");
            watcher.next("welcome");

            Client.Reply asked = client.post("/api/tables/" + id + "/rematch", "", ann);
            assertEquals(200, asked.status(), asked.text());
            String rematch = asked.json().get("id").asString();
            assertNotEquals(id, rematch);
            assertEquals(0, asked.json().get("seat").asInt());
            String annsNew = asked.json().get("token").asString();
            JsonNode bensFrame = bensPage.next("rematch");
            assertEquals(rematch, bensFrame.get("id").asString());
            assertEquals(1, bensFrame.get("seat").asInt());
            String bensNew = bensFrame.get("token").asString();
            assertNotEquals(annsNew, bensNew);

            JsonNode table = client.get("/api/tables/" + rematch).json();
            assertEquals("waiting", table.get("status").asString());
            assertEquals("Ann", table.at("/seats/0/name").asString());
            assertEquals("Ben", table.at("/seats/1/name").asString());
            assertEquals("empty", table.at("/seats/2/kind").asString(), "a bot's seat is open again");
            assertEquals("random", table.get("bots").asString());
            assertEquals(client.get("/api/tables/" + id).json().get("config"), table.get("config"),
                    "the same configuration");
            assertEquals(300, table.get("clock").asInt());
            assertEquals(0, client.get("/api/tables/" + rematch + "/view", annsNew).json().get("seat").asInt());
            assertEquals(1, client.get("/api/tables/" + rematch + "/view", bensNew).json().get("seat").asInt());
            assertEquals(401, client.get("/api/tables/" + rematch + "/view", ben).status(), "an old token is the old"
                    + " table's only");

            Client.Reply again = client.post("/api/tables/" + id + "/rematch", "", ann);
            assertEquals(rematch, again.json().get("id").asString(), "one rematch a table");
            assertEquals(annsNew, again.json().get("token").asString());
            Client.Socket bensOtherTab = client.socket(id, ben, 0);
            assertEquals(bensNew, bensOtherTab.next("rematch").get("token").asString(), "a page opened later hears it");
            assertFalse(watcher.all().stream().anyMatch(f -> f.path("type").asString().equals("rematch")),
                    "a spectator hears no token");
            assertTrue(watcher.all().stream().noneMatch(f -> f.toString().contains(bensNew)
                    || f.toString().contains(annsNew)));
            assertEquals(401, client.post("/api/tables/" + id + "/rematch", "", null).status());
        }
    }
}
