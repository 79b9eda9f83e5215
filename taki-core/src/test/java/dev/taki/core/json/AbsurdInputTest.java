package dev.taki.core.json;

import dev.taki.api.Card;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.NotationException;
import dev.taki.core.Taki;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Input no client should send: each gets a clear, typed, short error, and is refused at the first limit it breaks
 * (a document over the size limit before it is parsed at all).
 */
class AbsurdInputTest {
    private static final TakiJson JSON = TakiJson.create(Games.NO_VARIANTS);
    private static final String TEN_MB = "R".repeat(10_000_000);
    /** A reader whose document limit lets a 10 MB string through to the string limit. */
    private static final TakiJson ROOMY = TakiJson.builder().catalog(Games.NO_VARIANTS)
            .limits(new JsonLimits(50_000_000, 10_000, 32, 100_000)).build();

    private static String refused(Function<String, ?> reader, String text) {
        TakiJsonException e = assertThrows(TakiJsonException.class, () -> reader.apply(text));
        assertTrue(e.getMessage().length() < 1000, "a short message: " + e.getMessage().length() + " characters");
        return e.getMessage();
    }

    @Test
    void aTenMegabyteDocumentIsRefusedBeforeItIsRead() {
        for (Function<String, ?> reader : ParserFuzzProperties.readers()) {
            assertEquals("the document has 10000002 characters; at most 1000000 are read",
                    refused(reader, "\"" + TEN_MB + "\""));
        }
    }

    @Test
    void aTenMegabyteStringIsRefusedEvenWhenTheDocumentMayBeThatLong() {
        String message = refused(ROOMY::readMove, "\"" + TEN_MB + "\"");
        assertTrue(message.startsWith("the document is over a limit: String value length"), message);
        message = refused(ROOMY::readState, "{\"format\": 1, \"config\": {\"players\": \"" + TEN_MB + "\"}}");
        assertTrue(message.startsWith("the document is over a limit"), message);
    }

    @Test
    void aMoveLongerThanAnyMoveIsRefused() {
        assertEquals("expected a string of at most 200 characters, got 201",
                refused(JSON::readMove, "\"" + "play R5 ".repeat(25) + "R\""));
    }

    @Test
    void aMillionEventsOrMovesAreRefused() {
        String millionEvents = "{\"format\":1,\"seenBy\":null,\"events\":["
                + "{\"type\":\"turn-started\",\"seat\":1},".repeat(1_000_000) + "{\"type\":\"turn-started\",\"seat\":1}]}";
        assertTrue(refused(JSON::readEvents, millionEvents).startsWith("the document has"));
        String manyEvents = "{\"format\":1,\"seenBy\":null,\"events\":["
                + "{\"type\":\"turn-started\",\"seat\":1},".repeat(150_000) + "{\"type\":\"turn-started\",\"seat\":1}]}";
        assertEquals("events: expected at most 100000 elements, got 150001", refused(ROOMY::readEvents, manyEvents));
        String view = JSON.writeView(Taki.newGame(GameConfig.of(2, 1), Games.NO_VARIANTS).view(0));
        String millionMoves = view.replaceFirst("\"legalMoves\":\\[", "\"legalMoves\":[" + "\"draw\",".repeat(1_000_000));
        assertTrue(refused(JSON::readView, millionMoves).startsWith("the document has"));
        String manyMoves = view.replaceFirst("\"legalMoves\":\\[", "\"legalMoves\":[" + "\"draw\",".repeat(2000));
        assertTrue(refused(JSON::readView, manyMoves).startsWith("legalMoves: expected at most 1000 elements, got 200"));
    }

    @Test
    void deepNestingHugeNumbersDuplicatesAndTrailingGarbageAreRefused() {
        assertEquals("the document is over a limit: Document nesting depth (33) exceeds the maximum allowed (32)",
                refused(JSON::readState, "[".repeat(100_000)));
        assertTrue(refused(JSON::readState, "{\"format\": 1" + "0".repeat(5000) + "}").startsWith("the document is over a limit: Number value length"));
        assertTrue(refused(JSON::readMove, "\"draw\" \"draw\"").startsWith("not well-formed JSON"));
        assertTrue(refused(JSON::readEvents, "{\"format\":1,\"format\":1,\"seenBy\":null,\"events\":[]}")
                .contains("Duplicate Object property \"format\""));
        assertEquals("format: this library reads formats 1 to 2, got a number out of range",
                refused(JSON::readEvents, "{\"format\":1e999,\"seenBy\":null,\"events\":[]}"));
        assertEquals("the document is empty", refused(JSON::readState, "   "));
        assertEquals("expected an object, got null", refused(JSON::readState, "null"));
        assertEquals("no JSON given", refused(JSON::readState, null));
        assertTrue(refused(JSON::readState, "{\"format\": 1, \"config\": {\"players\": 4").startsWith("not well-formed JSON (line 1, column"));
    }

    @Test
    void aFormat2ViewNeedsItsVersionAndRoundAndAStatesRoundIsAViewsRound() {
        GameState game = Taki.newGame(GameConfig.of(2, 1), Games.NO_VARIANTS);
        String view = JSON.writeView(game.view(0));
        assertTrue(view.contains("\"version\":0"), view);
        assertEquals("version: missing", refused(JSON::readView, view.replace(",\"version\":0", "")
                .replace("\"version\":0,", "")));
        assertEquals("round: expected a whole number, got null", refused(JSON::readView, view.replace("\"round\":1", "\"round\":null")));
        String format1 = view.replace("\"format\":2", "\"format\":1").replace(",\"version\":0", "").replace("\"version\":0,", "")
                .replace(",\"round\":1", "").replace("\"round\":1,", "");
        assertEquals(0, JSON.readView(format1).version(), "a view of format 1 had no version");
        String state = JSON.writeState(game);
        for (String round : List.of("0", "2000000")) {
            assertTrue(refused(JSON::readState, state.replace("\"round\":1", "\"round\":" + round))
                    .startsWith("table.round: expected"), round);
        }
    }

    @Test
    void unknownTypeNamesAreRefusedNamingTheKnownOnes() {
        String message = refused(JSON::readEvents, "{\"format\":1,\"seenBy\":null,\"events\":[{\"type\":\"java.lang.Runtime\"}]}");
        assertTrue(message.startsWith("events[0].type: unknown event type \"java.lang.Runtime\"; the types are card-played,"), message);
        message = refused(JSON::readEvents, "{\"format\":1,\"seenBy\":null,\"events\":[{\"type\":\"crazy-card:hands-passed\",\"seat\":0,\"details\":{}}]}");
        assertTrue(message.contains("for the variants in the catalog []"), message);
        assertEquals("events[0]: not a valid 'card-played' event: card: expected a short string, got 5",
                refused(JSON::readEvents, "{\"format\":1,\"seenBy\":null,\"events\":[{\"type\":\"card-played\",\"seat\":0,\"card\":5,\"inRun\":false}]}"));
        assertTrue(refused(JSON::readEvents, "{\"format\":1,\"seenBy\":null,\"events\":[{\"type\":\"card-played\","
                + "\"seat\":0,\"card\":\"R2\",\"inRun\":false}]}").startsWith(
                "events[0]: not a valid 'card-played' event: card: 'R2' is not a card"), "the field is named");
        assertEquals("events[0].extra: unknown field of a 'turn-started' event",
                refused(JSON::readEvents, "{\"format\":1,\"seenBy\":null,\"events\":[{\"type\":\"turn-started\",\"seat\":0,\"extra\":1}]}"));
    }

    @Test
    void invalidNotationIsRefusedQuotingIt() {
        assertEquals("'play R2' is not a move: 'R2' is not a card: expected a colour (R, G, B, Y) with 1, 3, 4, 5, 6, 7,"
                + " 8, 9, +2, +, STOP, DIR, TAKI, or one of COLOR, SUPERTAKI, KING", refused(JSON::readMove, "\"play R2\""));
        assertEquals("expected a string, got 5", refused(JSON::readMove, "5"));
    }

    @Test
    void theNotationParsersStayTypedAndShortOnTenMegabytes() {
        NotationException card = assertThrows(NotationException.class, () -> Card.parse(TEN_MB));
        assertTrue(card.getMessage().length() < 1000, "a short message: " + card.getMessage().length() + " characters");
        NotationException move = assertThrows(NotationException.class, () -> Move.parse("play " + TEN_MB));
        assertTrue(move.getMessage().length() < 1000, "a short message: " + move.getMessage().length() + " characters");
        NotationException many = assertThrows(NotationException.class, () -> Move.parse("play " + "R5 ".repeat(1_000_000)));
        assertTrue(many.getMessage().endsWith("a play has at most 9 cards"), many.getMessage());
        assertTrue(many.getMessage().length() < 200, many.getMessage());
        Move nine = Move.parse("play " + "R5 ".repeat(9));
        assertTrue(Taki.newGame(GameConfig.of(2, 1), Games.NO_VARIANTS).apply(0, nine).isAccepted() == false);
    }
}
