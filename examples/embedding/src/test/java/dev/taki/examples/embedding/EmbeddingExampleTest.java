package dev.taki.examples.embedding;

import dev.taki.api.GameState;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EmbeddingExampleTest {

    @Test
    void theExamplePlaysOneMoveAndShowsTheEventsAndARefusal() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GameState after = EmbeddingExample.firstMove(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(1, after.moveCount());
        assertTrue(out.contains("card-played") || out.contains("cards-drawn"), out);
        assertTrue(out.contains("refused: "), out);
    }
}
