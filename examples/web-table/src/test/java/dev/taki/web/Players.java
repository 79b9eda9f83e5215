package dev.taki.web;

import dev.taki.web.bench.LoadBenchmark;
import tools.jackson.databind.JsonNode;

import java.util.Map;
import java.util.Random;

/** People played by a test over HTTP: each chooses one of its view's legal moves ({@link LoadBenchmark#choose}). */
final class Players {
    private Players() {
    }

    /** A move a seat made: the body it sent and the server's reply. */
    record Move(String body, Client.Reply reply) {
    }

    /**
     * Moves for a seat if its view says it is to act: one of its legal moves ({@link LoadBenchmark#choose}), at the
     * view's version.
     *
     * @param preferred a move to make whenever it is legal (such as {@code "draw"}), or null
     * @return the move made, or null if the seat is not to act (or the game is over)
     */
    static Move moveIfToAct(Client client, String id, int seat, String token, Random random, String preferred) {
        JsonNode v = client.get("/api/tables/" + id + "/view", token).json().get("view");
        if (v.get("toAct").asInt() != seat || v.get("legalMoves").isEmpty()) {
            return null;
        }
        boolean legal = false;
        for (JsonNode m : v.get("legalMoves")) {
            legal |= m.asString().equals(preferred);
        }
        String body = Client.JSON.createObjectNode().put("move", legal ? preferred : LoadBenchmark.choose(v, random))
                .put("version", v.get("version").asInt()).toString();
        return new Move(body, client.post("/api/tables/" + id + "/moves", body, token));
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
                Move move = moveIfToAct(client, id, seat.getKey(), seat.getValue(), random, null);
                if (move == null) {
                    if (client.get("/api/tables/" + id).json().get("status").asString().equals("over")) {
                        return moves;
                    }
                    continue;
                }
                if (move.reply().status() != 200) {
                    throw new AssertionError("a legal move was refused: " + move.body() + " → " + move.reply().status()
                            + " " + move.reply().text());
                }
                moves++;
                moved = true;
            }
            if (!moved) {
                throw new AssertionError("nobody could move, yet the game is not over");
            }
        }
        throw new AssertionError("the game did not end within " + maxMoves + " moves");
    }
}
