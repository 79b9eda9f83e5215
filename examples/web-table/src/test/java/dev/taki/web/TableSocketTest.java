package dev.taki.web;

import dev.taki.api.GameState;
import dev.taki.match.Match;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A socket hears every event after the one it has, whenever it is attached after its welcome. */
class TableSocketTest {

    @Test
    void aSocketThatClaimsMoreThanTheLogHearsAMoveMadeBetweenItsWelcomeAndItsAttaching(@TempDir Path data) {
        try (Tables tables = new Tables(Settings.of(data, null, "127.0.0.1", 0).withSeeds(() -> 7)
                .withBotPause(java.time.Duration.ZERO))) {
            Table table = tables.create(tables.json().parse("{\"players\": 2}"));
            int ann = table.join("Ann").seat();
            table.start(ann, java.util.Locale.ENGLISH);
            Match match = table.match();
            move(table, match, ann);
            long atHello = match.lastSeq();
            assertTrue(atHello > 0, "the log holds events before the hello");
            List<String> frames = new ArrayList<>();
            TableSocket socket = table.socket(ann, atHello + 1000, java.util.Locale.ENGLISH, frames::add);
            // Welcomed, the client moves before the server has attached its socket.
            move(table, match, ann);
            assertTrue(match.lastSeq() > atHello);
            table.attach(socket);
            JsonNode caughtUp = frames.stream().map(f -> tables.json().parse(f))
                    .filter(f -> f.get("type").asString().equals("events")).findFirst().orElseThrow();
            assertEquals(atHello + 1, caughtUp.get("events").get(0).get("seq").asLong(), frames.toString());
            table.detach(socket);
        }
    }

    /** The person's first legal move; the bot then moves at once, so the person is to act again. */
    private static void move(Table table, Match match, int seat) {
        GameState state = match.state();
        assertEquals(seat, state.toAct());
        table.move(seat, state.legalMoves().get(0).notation(), match.version(), Locale.ROOT);
    }
}
