package dev.taki.web.browser;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * A person at a browser test's table who plays over the HTTP API, not in a browser: the other human whose turn
 * keeps a window open (bots move at once, so only a person's turn leaves time to jump in or declare late).
 */
final class ApiPlayer {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final URI server;
    private final String table;
    private final String token;

    private ApiPlayer(URI server, String table, String token) {
        this.server = server;
        this.table = table;
        this.token = token;
    }

    /** Makes a table of that configuration and takes its first seat. */
    static ApiPlayer createTable(URI server, String config, String name) {
        ApiPlayer nobody = new ApiPlayer(server, null, null);
        String table = nobody.send("POST", "api/tables", config, 201).get("id").asString();
        String token = nobody.send("POST", "api/tables/" + table + "/seats", JSON.createObjectNode().put("name", name)
                .toString(), 201).get("token").asString();
        return new ApiPlayer(server, table, token);
    }

    /** Takes the first free seat of the table whose page (its invite link) is at that address. */
    static ApiPlayer join(URI server, URI tablePage, String name) {
        String path = tablePage.getPath();
        String table = path.substring(path.lastIndexOf('/') + 1);
        String token = new ApiPlayer(server, null, null).send("POST", "api/tables/" + table + "/seats",
                JSON.createObjectNode().put("name", name).toString(), 201).get("token").asString();
        return new ApiPlayer(server, table, token);
    }

    /** {@return the address of the table's page: its invite link} */
    URI tablePage() {
        return server.resolve("t/" + table);
    }

    void start() {
        send("POST", "api/tables/" + table + "/start", "", 200);
    }

    /** {@return this seat's view} */
    JsonNode view() {
        return send("GET", "api/tables/" + table + "/view", null, 200).get("view");
    }

    /** {@return every event of the game, as this seat sees them} */
    JsonNode events() {
        return send("GET", "api/tables/" + table + "/events?since=0", null, 200).get("events");
    }

    /** {@return the table, as anyone sees it} */
    JsonNode table() {
        return send("GET", "api/tables/" + table, null, 200);
    }

    /** As the host, lets a bot play a seat whose person is not connected. */
    void handToBot(int seat) {
        send("POST", "api/tables/" + table + "/seats/" + seat + "/bot", "", 200);
    }

    /** Makes a move on the view of that version. */
    void move(String move, int version) {
        send("POST", "api/tables/" + table + "/moves", JSON.createObjectNode().put("move", move)
                .put("version", version).toString(), 200);
    }

    private JsonNode send(String method, String path, String body, int expected) {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.resolve(path)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != expected) {
                throw new AssertionError(method + " " + path + ": " + response.statusCode() + " " + response.body());
            }
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
