package dev.taki.web;

import dev.taki.api.Card;
import dev.taki.api.GameState;
import dev.taki.api.Outcome;
import dev.taki.core.TableFacts;
import dev.taki.core.record.RecordedMove;
import dev.taki.match.Match;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.BiConsumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Plays a whole game of two people (driven over HTTP) and two bots, with a socket for each person and one for a
 * spectator, and sweeps every response body and every frame for what its reader may not see: another seat's
 * cards, the draw pile's order, the seed. The truth comes from the server's own state after each request, and for
 * a view a socket was pushed, from the game replayed to that view's version.
 */
class LeakSweepTest {

    /** The whole table after a request, in notation. */
    private record Truth(List<List<String>> hands, List<String> drawPile, List<String> discard) {
    }

    /** A body one reader got over HTTP, with the truth at that moment (null before the game). */
    private record Answer(int viewer, String path, JsonNode body, Truth truth) {
    }

    @Test
    void noAnswerOrFrameShowsAnythingItsReaderMayNotSee(@TempDir Path data) throws IOException {
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0)) {
            Client client = new Client(server.port());
            String id = client.createTable("{\"players\": 4}");
            String ann = client.join(id, "Ann");
            String ben = client.join(id, "Ben");
            Map<String, Integer> seats = Map.of(ann, 0, ben, 1);
            List<Answer> answers = new ArrayList<>();
            Set<Long> secrets = new HashSet<>();
            client.record(reply -> {
                Match match = server.tables().get(id).match();
                Truth truth = null;
                if (match != null) {
                    truth = truth(match.state());
                    secrets.add(match.config().seed());
                    secrets.add(TableFacts.of(match.state()).rng());
                }
                answers.add(new Answer(reply.token() == null ? -1 : seats.get(reply.token()),
                        reply.headers().map().toString(), reply.json(), truth));
            });
            Client.Socket spectatorSocket = client.socket(id, null, 0);
            Client.Socket annSocket = client.socket(id, ann, 0);
            Client.Socket benSocket = client.socket(id, ben, 0);
            assertEquals(200, client.post("/api/tables/" + id + "/start", "", ann).status());
            Players.playToEnd(client, id, Map.of(0, ann, 1, ben), new Random(2), 3000);
            for (String token : new String[] {null, ann, ben}) {
                long since = 0;
                while (true) {
                    JsonNode page = client.get("/api/tables/" + id + "/events?since=" + since, token).json();
                    if (page.get("events").isEmpty()) {
                        break;
                    }
                    since = page.get("next").asLong();
                }
            }
            long last = server.tables().get(id).match().lastSeq();
            Map<Integer, Client.Socket> sockets = Map.of(-1, spectatorSocket, 0, annSocket, 1, benSocket);
            sockets.values().forEach(s -> s.awaitSeq(last));

            // The spectator's log: every event, public parts only.
            Map<Long, JsonNode> publicEvents = new HashMap<>();
            for (JsonNode item : spectatorSocket.events()) {
                publicEvents.put(item.get("seq").asLong(), item);
                assertNoCardList(item, "", "spectator's event " + item);
            }
            assertEquals(last, publicEvents.size(), "the spectator's socket got every event once");

            // Every HTTP answer.
            int views = 0;
            for (Answer a : answers) {
                assertNoSecretNumber(a.body(), secrets, a.path());
                if (a.body().has("view") && a.body().get("view").isObject()) {
                    checkView(a.viewer(), a.body(), a.truth());
                    views++;
                } else if (a.body().has("events")) {
                    for (JsonNode item : a.body().get("events")) {
                        checkEvent(a.viewer(), item, publicEvents);
                    }
                } else {
                    assertNoCardList(a.body(), "", "answer " + a.body());
                }
            }
            assertTrue(views > 20, "the sweep saw the views of a whole game: " + views);

            // Every frame of every socket; a pushed view against the table at its version.
            List<Truth> truths = truthsByVersion(server.tables().get(id).match());
            int othersDraws = 0;
            int pushedViews = 0;
            for (Map.Entry<Integer, Client.Socket> s : sockets.entrySet()) {
                int viewer = s.getKey();
                List<JsonNode> events = s.getValue().events();
                assertEquals(last, events.size(), "seat " + viewer + "'s socket got every event once");
                for (int i = 0; i < events.size(); i++) {
                    assertEquals(i + 1, events.get(i).get("seq").asLong(), "in order");
                }
                for (JsonNode frame : s.getValue().all()) {
                    assertNoSecretNumber(frame, secrets, "frame");
                    if (frame.get("type").asString().equals("events")) {
                        for (JsonNode item : frame.get("events")) {
                            othersDraws += checkEvent(viewer, item, publicEvents) ? 1 : 0;
                        }
                    } else if (frame.get("type").asString().equals("view")) {
                        assertEquals(viewer, frame.get("seat").asInt(), "a socket is pushed its own seat's view");
                        checkView(viewer, frame, truths.get(frame.at("/view/version").asInt()));
                        pushedViews++;
                    } else {
                        assertNoCardList(frame, "", "frame " + frame);
                    }
                }
            }
            assertTrue(othersDraws > 0, "the sweep saw people's sockets told of others' draws");
            assertTrue(pushedViews > 3 * 20, "the sweep saw the views pushed to every socket: " + pushedViews);
            sockets.values().forEach(Client.Socket::close);
        }
    }

    /** The table after each version, the game's moves replayed from its deal: the truth of a pushed view. */
    private static List<Truth> truthsByVersion(Match match) {
        List<Truth> out = new ArrayList<>();
        GameState state = match.game().start();
        out.add(truth(state));
        for (RecordedMove move : match.history()) {
            state = ((Outcome.Accepted) state.apply(move.seat(), move.move())).state();
            out.add(truth(state));
        }
        return out;
    }

    private static Truth truth(GameState state) {
        TableFacts facts = TableFacts.of(state);
        return new Truth(facts.hands().stream().map(LeakSweepTest::notation).toList(), notation(facts.drawPile()),
                notation(facts.discardPile()));
    }

    private static List<String> notation(List<Card> cards) {
        return cards.stream().map(Card::notation).toList();
    }

    /** A view holds its reader's hand (a spectator's none), the discard pile, and no other card list. */
    private static void checkView(int viewer, JsonNode body, Truth truth) {
        JsonNode view = body.get("view");
        if (viewer >= 0) {
            assertEquals(truth.hands().get(viewer), strings(view.get("hand")), "seat " + viewer + "'s hand");
        } else {
            assertFalse(view.has("hand"), "a spectator has no hand");
        }
        assertEquals(truth.discard(), strings(view.get("discardPile")));
        assertEquals(truth.drawPile().size(), view.get("drawPileSize").asInt());
        // the words name only cards the reader sees: its hand, the discard pile, the cards set aside
        List<String> seen = new ArrayList<>(truth.discard());
        if (viewer >= 0) {
            seen.addAll(truth.hands().get(viewer));
        }
        view.path("outOfPlay").forEach(c -> seen.add(c.asString()));
        body.path("words").path("cards").propertyNames().forEach(code -> assertTrue(seen.contains(code),
                "seat " + viewer + "'s words name " + code + ", a card it does not see"));
        ObjectNode rest = (ObjectNode) body.deepCopy();
        ((ObjectNode) rest.get("view")).remove(List.of("hand", "discardPile"));
        assertNoCardList(rest, "", "seat " + viewer + "'s view besides its hand and the discard pile");
    }

    /**
     * An event reads as the spectator's copy, except a seat's own draw, which adds the cards it drew.
     *
     * @return true if the event is another seat's draw, seen without its cards
     */
    private static boolean checkEvent(int viewer, JsonNode item, Map<Long, JsonNode> publicEvents) {
        JsonNode spectators = publicEvents.get(item.get("seq").asLong());
        if (item.equals(spectators)) {
            JsonNode e = item.get("event");
            return viewer >= 0 && e.get("type").asString().equals("cards-drawn") && e.get("seat").asInt() != viewer;
        }
        JsonNode e = item.get("event");
        if (viewer >= 0 && e.get("type").asString().equals("cards-drawn") && e.get("seat").asInt() == viewer) {
            ObjectNode withoutCards = (ObjectNode) item.deepCopy();
            ((ObjectNode) withoutCards.get("event")).set("cards", Client.JSON.createArrayNode());
            // its line may name the cards, and its words name them and no other
            withoutCards.remove(List.of("text", "words"));
            ObjectNode spectatorsPlain = (ObjectNode) spectators.deepCopy();
            spectatorsPlain.remove(List.of("text", "words"));
            assertEquals(spectatorsPlain, withoutCards, "seat " + viewer + "'s own draw differs only in its cards");
            List<String> named = new ArrayList<>();
            item.path("words").path("cards").propertyNames().forEach(named::add);
            assertTrue(strings(e.get("cards")).containsAll(named), "the words of seat " + viewer + "'s draw name "
                    + named + ", not only its cards " + e.get("cards"));
            return false;
        }
        fail("seat " + viewer + " was told " + item + " where a spectator was told " + spectators);
        return false;
    }

    private static List<String> strings(JsonNode list) {
        List<String> out = new ArrayList<>();
        list.forEach(n -> out.add(n.asString()));
        return out;
    }

    /** No list of cards anywhere under the node (an empty list is no leak). */
    private static void assertNoCardList(JsonNode node, String path, String what) {
        walk(node, path, (p, n) -> {
            if (n instanceof ArrayNode list && !list.isEmpty() && allCards(list)) {
                fail(what + ": a list of cards at " + p + ": " + list);
            }
        });
    }

    private static boolean allCards(ArrayNode list) {
        for (JsonNode n : list) {
            if (!n.isString()) {
                return false;
            }
            try {
                Card.parse(n.asString());
            } catch (RuntimeException e) {
                return false;
            }
        }
        return true;
    }

    /** Neither the seed nor the random generator's state, as a number or inside any text. */
    private static void assertNoSecretNumber(JsonNode node, Set<Long> secrets, String what) {
        walk(node, "", (p, n) -> {
            if (n.isIntegralNumber() && secrets.contains(n.asLong())) {
                fail(what + ": the seed or the shuffle's state at " + p);
            }
            if (n.isString()) {
                for (long s : secrets) {
                    assertFalse(n.asString().contains(Long.toString(s)), what + ": the seed in the text at " + p);
                }
            }
        });
    }

    private static void walk(JsonNode node, String path, BiConsumer<String, JsonNode> visit) {
        visit.accept(path, node);
        if (node.isObject()) {
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                walk(e.getValue(), path + "/" + e.getKey(), visit);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), path + "/" + i, visit);
            }
        }
    }
}
