package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static dev.taki.match.SeededGames.at;
import static dev.taki.match.SeededGames.config;
import static dev.taki.match.SeededGames.match;
import static dev.taki.match.SeededGames.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The JSON of one match: written, read back equal, and every broken document refused by name. */
class MatchRecordJsonTest {
    private static final MatchRecordJson JSON = new MatchRecordJson(SeededGames.CATALOG);

    private static MatchRecord read(String id, String text, StoreLimits limits) {
        return JSON.read(id, new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "the text", limits);
    }

    private static MatchRecord played(String id, GameConfig config, int count) {
        List<RecordedMove> moves = moves(config, count);
        List<MatchSeat> seats = new ArrayList<>(match(id, config).seats());
        seats.set(2, seats.get(2).vacated(SeatStatus.LEFT));
        return new MatchRecord(id, config, seats, moves, SeededGames.T0, at(moves.size()));
    }

    @Test
    void aMatchReadsBackEqual() {
        for (MatchRecord m : List.of(played("a", config(1), 0), played("b", config(2), 60),
                played("c", SeededGames.plusThree(3), 200))) {
            assertEquals(m, read(m.id(), JSON.write(m), StoreLimits.defaults()));
        }
    }

    @Test
    void fieldsInAnotherOrderAreReadAsWell() {
        MatchRecord m = played("order", config(4), 5);
        tools.jackson.databind.json.JsonMapper mapper = tools.jackson.databind.json.JsonMapper.builder().build();
        tools.jackson.databind.JsonNode written = mapper.readTree(JSON.write(m));
        tools.jackson.databind.node.ObjectNode reversed = mapper.createObjectNode();
        List<String> names = new ArrayList<>(written.propertyNames());
        java.util.Collections.reverse(names);
        names.forEach(name -> reversed.set(name, written.get(name)));
        assertEquals("moves", reversed.propertyNames().iterator().next());
        assertEquals(m, read("order", mapper.writeValueAsString(reversed), StoreLimits.defaults()));
    }

    @Test
    void everyProblemIsNamedAtOnce() {
        String text = JSON.write(played("many", config(5), 3))
                .replace("\"format\": 2", "\"format\": \"one\"")
                .replace("\"human\": true", "\"human\": \"yes\"")
                .replace("\"created\": \"2026-11-30T12:00:00.123456789Z\"", "\"created\": \"yesterday\"");
        MatchStoreException e = assertThrows(MatchStoreException.class, () -> read("many", text, StoreLimits.defaults()));
        assertEquals("match many: stored data is damaged: format: this store reads matches of format 1 or 2, got \"one\"; "
                + "seats[0].human: expected true or false, got \"yes\"; "
                + "created: expected an ISO-8601 instant such as \"2026-11-30T12:00:00Z\", got \"yesterday\"",
                e.getMessage());
    }

    @Test
    void movesOverTheLimitAreRefusedBeforeTheyAreRead() {
        String text = JSON.write(played("limit", config(6), 30));
        MatchStoreException e = assertThrows(MatchStoreException.class, () -> read("limit", text, new StoreLimits(10, 1 << 20)));
        assertEquals("match limit: more than 10 moves, over the limit of 10 moves (StoreLimits.maxMoves)", e.getMessage());
        MatchStoreException bytes = assertThrows(MatchStoreException.class, () -> read("limit", text, new StoreLimits(100, 500)));
        assertTrue(bytes.getMessage().startsWith("match limit: the text is over a limit of the reader (500 bytes"),
                bytes::getMessage);
    }

    @Test
    void anythingAtAllGivesARecordOrAMatchStoreException() {
        String whole = JSON.write(played("fuzz", config(7), 20));
        Random random = new Random(11);
        String alphabet = " {}[]\",:0123456789aeZ\\\u00e9\n-+.";
        for (int i = 0; i < 3000; i++) {
            StringBuilder text = new StringBuilder(whole);
            int edits = 1 + random.nextInt(4);
            for (int k = 0; k < edits; k++) {
                int at = random.nextInt(text.length());
                switch (random.nextInt(3)) {
                    case 0 -> text.deleteCharAt(at);
                    case 1 -> text.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    default -> text.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            if (random.nextInt(5) == 0) {
                text.setLength(random.nextInt(text.length()));
            }
            try {
                read("fuzz", text.toString(), StoreLimits.defaults());
            } catch (MatchStoreException e) {
                assertTrue(e.getMessage().startsWith("match fuzz: "), e::getMessage);
            }
        }
    }
}
