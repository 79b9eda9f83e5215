package dev.taki.web;

import dev.taki.web.bench.LoadBenchmark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Whole games over HTTP: against bots to the end, across a restart of the server, and moves that race; and the
 * server's own seeds.
 */
class GameTest {

    /** The seed of the whole game below: with Ann's moves as {@code Random(11)} chooses them, 771 events. */
    private static final long LONG_GAME = 4;

    @Test
    void aPersonPlaysAWholeGameAgainstThreeBots(@TempDir Path data) throws IOException {
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0, () -> LONG_GAME)) {
            Client client = new Client(server.port());
            String id = client.createTable("{\"players\": 4, \"variants\": [\"penalty-scoring\"]}");
            String ann = client.join(id, "Ann");
            assertEquals(200, client.post("/api/tables/" + id + "/start", "", ann).status());
            int moves = Players.playToEnd(client, id, Map.of(0, ann), new Random(11), 2000);
            assertTrue(moves > 0);
            JsonNode end = client.get("/api/tables/" + id + "/view", ann).json();
            assertEquals("over", end.at("/table/status").asString());
            assertFalse(end.at("/view/winners").isEmpty(), end.toString());
            assertTrue(end.at("/view/legalMoves").isEmpty());
            Client.Reply after = client.post("/api/tables/" + id + "/moves", "{\"move\": \"draw\", \"version\": "
                    + end.at("/view/version").asInt() + "}", ann);
            assertEquals(422, after.status());
            assertEquals("GAME_OVER", after.code());
            // The whole log, page by page, numbered from 1 without a gap, ending with the win.
            List<JsonNode> events = new ArrayList<>();
            long since = 0;
            while (true) {
                JsonNode page = client.get("/api/tables/" + id + "/events?since=" + since, ann).json();
                assertTrue(page.get("events").size() <= 500);
                if (page.get("events").isEmpty()) {
                    break;
                }
                page.get("events").forEach(events::add);
                since = page.get("next").asLong();
            }
            for (int i = 0; i < events.size(); i++) {
                assertEquals(i + 1, events.get(i).get("seq").asInt());
            }
            assertEquals(end.get("seq").asLong(), events.size());
            assertTrue(events.size() > Table.EVENTS_PER_REPLY, "a log long enough to take several pages and frames");
            assertEquals("game-won", events.get(events.size() - 1).at("/event/type").asString());
            // A socket that says hello after the end catches up on the same log, in frames of at most a page.
            Client.Socket late = client.socket(id, ann, 0);
            late.awaitSeq(events.size());
            assertEquals(events, late.events());
            for (JsonNode frame : late.all()) {
                assertTrue(frame.path("events").size() <= Table.EVENTS_PER_REPLY, "a frame of " + frame.path("events").size() + " events");
            }
            late.close();
        }
    }

    /**
     * The seed of the game played across the restart: after six rounds of Ann's and Ben's moves (as
     * {@code Random(5)} chooses them) against two heuristic bots it is not over, so the socket after the restart
     * hears the moves that finish it.
     */
    private static final long RESTART_DEAL = 1;

    @Test
    void tablesTokensAndGamesSurviveARestart(@TempDir Path data) throws IOException {
        String playing;
        String waiting;
        String ann;
        String ben;
        String cy;
        JsonNode before;
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0, () -> RESTART_DEAL)) {
            Client client = new Client(server.port());
            Random random = new Random(5);
            playing = client.createTable("{\"players\": 4, \"edition\": \"classic\"}");
            ann = client.join(playing, "Ann");
            ben = client.join(playing, "Ben");
            client.post("/api/tables/" + playing + "/start", "", ann);
            for (int i = 0; i < 6; i++) {
                for (String token : List.of(ann, ben)) {
                    Players.Move move = Players.moveIfToAct(client, playing, token.equals(ann) ? 0 : 1, token, random,
                            null);
                    if (move != null) {
                        assertEquals(200, move.reply().status());
                    }
                }
            }
            before = client.get("/api/tables/" + playing + "/view", ann).json();
            assertTrue(before.at("/view/version").asInt() > 0);
            assertFalse(over(client, playing), "the game of seed " + RESTART_DEAL + " ended within six rounds");
            waiting = client.createTable("{\"players\": 3, \"bots\": \"random\"}");
            cy = client.join(waiting, "Cy");
        }
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0)) {
            Client client = new Client(server.port());
            JsonNode after = client.get("/api/tables/" + playing + "/view", ann).json();
            assertEquals(before, after, "the same table, seat, view and last event after the restart");
            assertEquals("Ben", after.at("/table/seats/1/name").asString());
            assertEquals(401, client.get("/api/tables/" + playing + "/view", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
                    .status());
            Client.Socket socket = client.socket(playing, ben, before.get("seq").asLong());
            assertEquals(1, socket.next().get("seat").asInt());
            Players.playToEnd(client, playing, Map.of(0, ann, 1, ben), new Random(6), 3000);
            assertEquals("over", client.get("/api/tables/" + playing).json().get("status").asString());
            long last = client.get("/api/tables/" + playing + "/view", ben).json().get("seq").asLong();
            socket.awaitSeq(last);
            assertEquals(before.get("seq").asLong() + 1, socket.events().get(0).get("seq").asLong(),
                    "a socket resumes after the restart from the event it had");
            socket.close();

            JsonNode table = client.get("/api/tables/" + waiting).json();
            assertEquals("waiting", table.get("status").asString());
            assertEquals("Cy", table.at("/seats/0/name").asString());
            client.join(waiting, "Dee");
            Client.Reply started = client.post("/api/tables/" + waiting + "/start", "", cy);
            assertEquals(200, started.status(), started.text());
            assertEquals("bot", started.json().at("/table/seats/2/kind").asString());
        }
    }

    @Test
    void aServerDealsEveryGameFromAFreshSeed(@TempDir Path data) throws IOException {
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0)) {
            Client client = new Client(server.port());
            Set<Long> seeds = new HashSet<>();
            for (int i = 0; i < 3; i++) {
                String id = client.createTable("{\"players\": 2}");
                client.post("/api/tables/" + id + "/start", "", client.join(id, "Ann"));
                seeds.add(server.tables().get(id).match().config().seed());
            }
            assertEquals(3, seeds.size(), "three games, three seeds: " + seeds);
        }
    }

    private static boolean over(Client client, String table) {
        return client.get("/api/tables/" + table).json().get("status").asString().equals("over");
    }

    @Test
    void ofMovesRacingOnOneVersionExactlyOneIsAccepted(@TempDir Path data) throws Exception {
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0)) {
            Client client = new Client(server.port());
            String id = client.createTable("{\"players\": 2}");
            String ann = client.join(id, "Ann");
            client.post("/api/tables/" + id + "/start", "", ann);
            ExecutorService pool = Executors.newFixedThreadPool(8);
            try {
                for (int round = 0; round < 5; round++) {
                    JsonNode view = client.get("/api/tables/" + id + "/view", ann).json();
                    if (!view.at("/table/status").asString().equals("playing")) {
                        break;
                    }
                    int version = view.at("/view/version").asInt();
                    String body = Client.JSON.createObjectNode().put("move", LoadBenchmark.choose(view.get("view"),
                            new Random(round))).put("version", version).toString();
                    CountDownLatch go = new CountDownLatch(1);
                    List<Future<Client.Reply>> replies = new ArrayList<>();
                    for (int i = 0; i < 8; i++) {
                        replies.add(pool.submit(() -> {
                            go.await();
                            return client.post("/api/tables/" + id + "/moves", body, ann);
                        }));
                    }
                    go.countDown();
                    int accepted = 0;
                    for (Future<Client.Reply> f : replies) {
                        Client.Reply r = f.get();
                        if (r.status() == 200) {
                            accepted++;
                        } else {
                            assertEquals(409, r.status(), r.text());
                            assertEquals("STALE_VERSION", r.code());
                            assertTrue(r.json().get("version").asInt() > version);
                        }
                    }
                    assertEquals(1, accepted, "round " + round);
                    var history = server.tables().get(id).match().history();
                    assertEquals(1, history.subList(version, history.size()).stream().filter(m -> m.seat() == 0).count(),
                            "the person's move counted once, whatever the bots did after it");
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }
}
