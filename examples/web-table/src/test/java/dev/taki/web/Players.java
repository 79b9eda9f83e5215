package dev.taki.web;

import dev.taki.web.bench.LoadBenchmark;
import tools.jackson.databind.JsonNode;

import java.util.Map;
import java.util.Random;

/** People played by a test over HTTP: each chooses one of its view's legal moves ({@link LoadBenchmark#choose}). */
final class Players {
    private Players() {
    }

    /**
     * Plays the seats of these tokens to the end of the game, each moving when its view says it is to act.
     *
     * @return the number of moves the people made
     */
    static int playToEnd(Client client, String id, Map<Integer, String> tokens, Random random, int maxMoves) {
        int moves = 0;
        while (moves < maxMoves) {
            boolean moved = false;
            for (Map.Entry<Integer, String> seat : tokens.entrySet()) {
                Client.Reply view = client.get("/api/tables/" + id + "/view", seat.getValue());
                if (view.json().at("/table/status").asString().equals("over")) {
                    return moves;
                }
                JsonNode v = view.json().get("view");
                if (v.get("toAct").asInt() == seat.getKey() && !v.get("legalMoves").isEmpty()) {
                    String body = Client.JSON.createObjectNode().put("move", LoadBenchmark.choose(v, random))
                            .put("version", v.get("version").asInt()).toString();
                    Client.Reply r = client.post("/api/tables/" + id + "/moves", body, seat.getValue());
                    if (r.status() != 200) {
                        throw new AssertionError("a legal move was refused: " + body + " → " + r.status() + " " + r.text());
                    }
                    moves++;
                    moved = true;
                }
            }
            if (!moved) {
                throw new AssertionError("nobody could move, yet the game is not over");
            }
        }
        throw new AssertionError("the game did not end within " + maxMoves + " moves");
    }
}
