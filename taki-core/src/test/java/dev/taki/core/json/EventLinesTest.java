package dev.taki.core.json;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.spi.EventCodec;
import dev.taki.core.Taki;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one-line event notation: what scenario files' {@code events} and logs are written in. */
class EventLinesTest {
    private static final TakiJson JSON = TakiJson.create(Games.NO_VARIANTS);

    @Test
    void theEnginesEventsReadAsTheyAreWritten() {
        Map<Event, String> lines = new java.util.LinkedHashMap<>();
        lines.put(new Event.CardPlayed(1, Card.parse("G+2"), true), "card-played seat=1 card=G+2 inRun=true");
        lines.put(new Event.ColorChosen(2, Color.YELLOW), "color-chosen seat=2 color=Y");
        lines.put(new Event.CardsDrawn(3, 2, List.of(Card.parse("R5"), Card.parse("KING")), Event.DrawCause.PLUS_TWO, 1),
                "cards-drawn seat=3 count=2 cards=[R5,KING] cause=plus-two forgiven=1");
        lines.put(new Event.CardsDrawn(3, 2, List.of(), Event.DrawCause.TURN, 0),
                "cards-drawn seat=3 count=2 cards=[] cause=turn forgiven=0");
        lines.put(new Event.TurnStarted(4), "turn-started seat=4");
        lines.put(new Event.DirectionChanged(Direction.CCW), "direction-changed direction=ccw");
        lines.put(new Event.DrawCountRaised(9, 4), "draw-count-raised seat=9 count=4");
        lines.put(new Event.GameWon(List.of(1, 3)), "game-won winners=[1,3]");
        lines.put(new Event.CardsGiven(1, 2, 1, List.of(Card.parse("SUPERTAKI"))), "cards-given from=1 to=2 count=1 cards=[SUPERTAKI]");
        lines.put(new Event.VariantEvent("scoring", "round-scored", -1, Map.of("scores", List.of(-100, 12))),
                "scoring:round-scored seat=-1 details={scores=[-100,12]}");
        TakiJson json = TakiJson.create(dev.taki.core.VariantCatalog.of(List.of(variant("scoring")), List.of()));
        for (Map.Entry<Event, String> e : lines.entrySet()) {
            assertEquals(e.getValue(), json.writeEventLine(e.getKey()));
            assertEquals(e.getKey(), json.readEventLine(e.getValue()));
        }
    }

    @Test
    void fieldsMayComeInAnyOrderWithExtraSpacesAndQuotedWords() {
        assertEquals(new Event.CardPlayed(0, Card.parse("R+2"), false),
                JSON.readEventLine("  card-played   inRun=false card=\"R+2\"  seat=0 "));
    }

    /** A plugin's own event record, and its codec. */
    record Fanfare(int seat, String tune, Map<String, Object> extra) implements Event {
        @Override public String type() { return "fanfare"; }
    }

    @Test
    void aPluginsEventHasALineToo() {
        EventCodec<Fanfare> codec = new EventCodec<>("fanfare", Fanfare.class,
                f -> BaseEvents.fields("seat", f.seat(), "tune", f.tune(), "extra", f.extra()),
                m -> new Fanfare((Integer) m.get("seat"), (String) m.get("tune"), (Map<String, Object>) m.get("extra")));
        TakiJson json = TakiJson.builder().catalog(Games.NO_VARIANTS).event(codec).build();
        Fanfare f = new Fanfare(2, "ta da, \"taki!\"", Map.of("loud", true, "notes", List.of("12", "true", "do")));
        String line = json.writeEventLine(f);
        assertTrue(line.startsWith("fanfare seat=2 tune=\"ta da, \\\"taki!\\\"\" extra={"), line);
        assertTrue(line.contains("notes=[\"12\",\"true\",do]"), "strings that read as other values are quoted: " + line);
        assertEquals(f, json.readEventLine(line));
    }

    @Test
    void everyEventOfRandomGamesReadsBackFromItsLine() {
        Random random = new Random(11);
        int events = 0;
        for (int game = 0; game < 20; game++) {
            for (Games.Step step : Games.play(Taki.newGame(Games.config(random)), random)) {
                for (Event e : step.events()) {
                    assertEquals(e, JSON.readEventLine(JSON.writeEventLine(e)));
                    assertEquals(e.seenBy(-1), JSON.readEventLine(JSON.writeEventLine(e.seenBy(-1))));
                    events++;
                }
            }
        }
        assertTrue(events > 1000, "events seen: " + events);
    }

    @Test
    void aBadLineNamesWhereAndWhat() {
        assertEquals("event line \"card-played seat=0 card\", column 24: expected '='",
                assertThrows(TakiJsonException.class, () -> JSON.readEventLine("card-played seat=0 card")).getMessage());
        assertEquals("event line \"turn-started seat=1 seat=2\", column 21: the field 'seat' is given twice",
                assertThrows(TakiJsonException.class, () -> JSON.readEventLine("turn-started seat=1 seat=2")).getMessage());
        assertTrue(assertThrows(TakiJsonException.class, () -> JSON.readEventLine("turn-started seat=1 hat=2"))
                .getMessage().contains("hat: unknown field of a 'turn-started' event"));
        assertTrue(assertThrows(TakiJsonException.class, () -> JSON.readEventLine("card-played seat=0 card=R11 inRun=false"))
                .getMessage().contains("not a valid 'card-played' event"));
        assertTrue(assertThrows(TakiJsonException.class, () -> JSON.readEventLine("fanfare seat=0"))
                .getMessage().contains("unknown event type \"fanfare\""));
        assertTrue(assertThrows(TakiJsonException.class, () -> JSON.readEventLine("game-won winners=[1,2"))
                .getMessage().contains("expected ','"));
        String outOfRange = assertThrows(TakiJsonException.class,
                () -> JSON.readEventLine("turn-started seat=1e99999999999")).getMessage();
        assertTrue(outOfRange.contains("a number out of range"), outOfRange);
        assertTrue(assertThrows(TakiJsonException.class, () -> JSON.readEventLine(""))
                .getMessage().contains("expected an event type"));
        assertTrue(assertThrows(TakiJsonException.class, () -> JSON.readEventLine("x".repeat(10_001)))
                .getMessage().contains("at most 10000 characters"));
    }

    @Property(tries = 2000)
    void anyLineIsAnEventOrATypedError(@ForAll("lines") String line) {
        try {
            JSON.readEventLine(line);
        } catch (TakiJsonException expected) {
            assertTrue(expected.getMessage().length() < 1000, expected.getMessage());
        }
    }

    @Provide
    Arbitrary<String> lines() {
        Arbitrary<String> pieces = Arbitraries.of("card-played", "seat=", "0", "1", "card=", "R+2", "inRun=", "true",
                "[", "]", "{", "}", ",", "=", " ", "\"", "\\", "x", "-1", "1e400", "99999999999999999999", "cards-drawn",
                "cards=", "game-won", "winners=", "null", "details=", ":");
        return pieces.list().ofMaxSize(16).map(l -> String.join("", l));
    }

    private static dev.taki.api.spi.Variant variant(String id) {
        return new dev.taki.api.spi.Variant() {
            @Override public String id() { return id; }
            @Override public String description() { return "scores"; }
            @Override public dev.taki.api.spi.Rules rules(dev.taki.api.spi.Options options) {
                return new dev.taki.api.spi.Rules() { };
            }
        };
    }
}
