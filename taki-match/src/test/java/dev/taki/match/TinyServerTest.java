package dev.taki.match;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The server of docs/server.md plays a whole game over HTTP, across a restart, refusing what it must. */
class TinyServerTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private final HttpClient client = HttpClient.newHttpClient();

    private record Answer(int status, JsonNode body) {
    }

    private Answer call(TinyServer server, String method, String path, String token, String body)
            throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        return new Answer(r.statusCode(), JSON.readTree(r.body()));
    }

    private static String move(String move, int version) {
        return "{\"move\": \"" + move + "\", \"version\": " + version + "}";
    }

    @Test
    void aPersonPlaysTwoBotsOverHttpAcrossARestart(@TempDir Path data) throws Exception {
        TinyServer server = new TinyServer(data, "table-1", 0);
        String token = server.token();
        int moves = 0;
        while (true) {
            // Right after the first move: the deal is the server's own, and a bot's TAKI run can end a game within
            // a few turns, so a later restart could come too late to be tested.
            if (moves == 1) {
                server.close();
                server = new TinyServer(data, "table-1", 0);
                server.match();
                token = server.token();
            }
            JsonNode view = call(server, "GET", "/view", token, null).body();
            if (!view.path("winners").isEmpty()) {
                break;
            }
            int version = view.get("version").asInt();
            String legal = view.get("legalMoves").get(0).asString();
            if (moves == 2) {
                Answer stale = call(server, "POST", "/moves", token, move(legal, version - 1));
                assertEquals(409, stale.status());
                assertEquals("STALE_VERSION", stale.body().get("code").asString());
            }
            Answer played = call(server, "POST", "/moves", token, move(legal + " last", version));
            assertEquals(200, played.status(), played.body().toString());
            moves++;
        }
        assertTrue(moves > 1, "the game went on after the restart");
        Answer spectator = call(server, "GET", "/view", null, null);
        assertFalse(spectator.body().has("hand"), "a spectator sees no hand");
        assertEquals(401, call(server, "POST", "/moves", null, move("draw", 0)).status());
        assertEquals(401, call(server, "POST", "/moves", "forged", move("draw", 0)).status());
        Answer bad = call(server, "POST", "/moves", token, "{\"move\": 5}");
        assertEquals(400, bad.status());
        assertTrue(bad.body().get("message").asString().startsWith("expected {\"move\""));
        Answer events = call(server, "GET", "/events?since=0", null, null);
        assertTrue(events.body().get("events").size() > 10);
        server.close();
    }
}
