package dev.taki.core.json;

import dev.taki.api.spi.EventCodec;
import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Moves, events and configurations: their JSON, the closed list of event names, and registering new ones. */
class TakiJsonTest {
    private static final Variant SCORING = new Variant() {
        @Override public String id() { return "scoring"; }
        @Override public String description() { return "a test variant with options"; }
        @Override public List<OptionSpec> options() {
            return List.of(OptionSpec.integer("rounds", "rounds", 6, 1, 100), OptionSpec.bool("loud", "loud", false),
                    OptionSpec.choice("mode", "mode", "a", List.of("a", "b")));
        }
        @Override public Rules rules(Options options) { return new Rules() { }; }
    };
    private static final VariantCatalog CATALOG = VariantCatalog.of(List.of(SCORING), List.of());
    private static final TakiJson JSON = TakiJson.create(CATALOG);

    @Test
    void aMoveIsItsNotationAsAString() {
        for (String notation : List.of("play R5", "play COLOR Y last", "play R7 @2", "play R3 R+", "draw", "close last",
                "end", "pass")) {
            Move move = Move.parse(notation);
            assertEquals("\"" + notation + "\"", JSON.writeMove(move));
            assertEquals(move, JSON.readMove(JSON.writeMove(move)));
        }
        assertEquals(Move.parse("play R5"), JSON.readMove("\"  PLAY r5 \""));
    }

    @Test
    void aConfigurationHasTheShapeOfAConfigurationFile() {
        GameConfig config = new GameConfig(5, -42, 3, Direction.CCW,
                List.of(new VariantChoice("scoring", Map.of("rounds", 3, "loud", true, "mode", "b"))));
        String text = JSON.writeConfig(config);
        assertEquals("{\"players\":5,\"seed\":-42,\"firstPlayer\":3,\"direction\":\"ccw\",\"variants\":"
                + "[{\"id\":\"scoring\",\"loud\":true,\"mode\":\"b\",\"rounds\":3}]}", text);
        assertEquals(config, JSON.readConfig(text));
        assertEquals(config, dev.taki.core.config.ConfigFiles.parseJson(text, CATALOG));
        TakiJsonException e = assertThrows(TakiJsonException.class,
                () -> JSON.readConfig("{\"players\": 1, \"variants\": [{\"id\": \"scoring\", \"rounds\": 0}]}"));
        assertEquals(List.of("players: expected 2 to 10, got 1", "variants[0].rounds: expected an integer from 1 to 100, got 0"),
                e.problems());
    }

    @Test
    void aListOfVariantsIsWrittenAsAConfigurationFileHoldsIt() {
        List<VariantChoice> choices = List.of(new VariantChoice("plain", Map.of()),
                new VariantChoice("scoring", Map.of("rounds", 3, "mode", "b")));
        assertEquals("[\"plain\",{\"id\":\"scoring\",\"mode\":\"b\",\"rounds\":3}]",
                JSON.print(TakiJson.variantsTree(choices)));
        TakiJsonException e = assertThrows(TakiJsonException.class,
                () -> TakiJson.variantsTree(List.of(new VariantChoice("scoring", Map.of("rounds", new Object())))));
        assertTrue(e.getMessage().contains("variants[0].rounds"), e.getMessage());
    }

    @Test
    void everyEventOfTheEngineHasACodecUnderItsOwnName() {
        List<Event> samples = List.of(new Event.CardPlayed(1, Card.parse("G+2"), true),
                new Event.ColorChosen(2, Color.YELLOW), new Event.CardsDrawn(3, 2, cards("R5", "KING"), Event.DrawCause.PLUS_TWO, 1),
                new Event.CardsDrawn(0, 0, List.of(), Event.DrawCause.TURN, 1),
                new Event.TurnStarted(4), new Event.PlayerSkipped(5), new Event.DirectionChanged(Direction.CCW),
                new Event.TakiOpened(6, Color.RED), new Event.TakiClosed(7, Color.GREEN), new Event.TakiLeftOpen(8, Color.BLUE),
                new Event.DrawCountRaised(9, 4), new Event.DrawCountTaken(0, 6), new Event.DrawCountCancelled(1, 2),
                new Event.LastCardDeclared(2), new Event.LastCardPenalty(3), new Event.DeckReshuffled(40),
                new Event.WinPending(4), new Event.PlayerOut(5), new Event.GameWon(List.of(1, 3)),
                new Event.CardsGiven(1, 2, 2, List.of(Card.parse("R5"), Card.parse("KING"))), new Event.HandsSwapped(0, 3),
                new Event.VariantEvent("scoring", "round-scored", -1, Map.of("scores", List.of(-100, 12), "round", 2)));
        Set<Class<?>> covered = samples.stream().map(Object::getClass).collect(Collectors.toSet());
        Set<Class<?>> all = Arrays.stream(Event.class.getDeclaredClasses()).filter(Class::isRecord).collect(Collectors.toSet());
        assertEquals(all, covered, "a sample of every event record");
        Set<String> names = BaseEvents.all(dev.taki.api.Notation.base()).stream().map(EventCodec::type)
                .collect(Collectors.toSet());
        for (Event e : samples) {
            assertEquals(e.type(), JSON.eventTree(e).get("type").stringValue());
            assertTrue(e instanceof Event.VariantEvent || names.contains(e.type()), e.type());
        }
        assertEquals(samples, JSON.readEvents(JSON.writeEvents(samples)));
        assertEquals("{\"type\":\"cards-drawn\",\"seat\":3,\"count\":2,\"cards\":[],\"cause\":\"plus-two\",\"forgiven\":1}",
                JSON.eventTree(samples.get(2).seenBy(1)).toString());
        assertEquals("{\"type\":\"scoring:round-scored\",\"seat\":-1,\"details\":{\"round\":2,\"scores\":[-100,12]}}",
                JSON.eventTree(samples.get(samples.size() - 1)).toString());
    }

    /** A variant's own event record, and its codec. */
    record Fanfare(int seat, String tune) implements Event {
        @Override public String type() { return "scoring:fanfare"; }
    }

    private static final EventCodec<Fanfare> FANFARE = new EventCodec<>("scoring:fanfare", Fanfare.class,
            f -> Map.of("seat", f.seat(), "tune", f.tune()),
            m -> new Fanfare((Integer) m.get("seat"), (String) m.get("tune")));

    @Test
    void aVariantRegistersItsOwnEventRecord() {
        TakiJson json = TakiJson.builder().catalog(CATALOG).event(FANFARE).build();
        List<Event> events = List.of(new Fanfare(2, "taki!"), new Event.TurnStarted(3));
        assertEquals(events, json.readEvents(json.writeEvents(events)));
        TakiJsonException unregistered = assertThrows(TakiJsonException.class, () -> JSON.writeEvents(events));
        assertTrue(unregistered.getMessage().startsWith("events[0]: no codec is registered for the event type 'scoring:fanfare'"),
                unregistered.getMessage());
        TakiJsonException bad = assertThrows(TakiJsonException.class, () -> json.readEvents(
                "{\"format\":1,\"seenBy\":null,\"events\":[{\"type\":\"scoring:fanfare\",\"seat\":\"two\",\"tune\":\"x\"}]}"));
        assertTrue(bad.getMessage().startsWith("events[0]: not a valid 'scoring:fanfare' event: class java.lang.String cannot be cast"),
                bad.getMessage());
    }

    @Test
    void aVariantInTheCatalogContributesItsEventCodecs() {
        dev.taki.api.spi.Variant scoring = new dev.taki.api.spi.Variant() {
            @Override public String id() { return "scoring"; }
            @Override public String description() { return "plays a fanfare"; }
            @Override public void setUp(dev.taki.api.spi.SetupContext context) { context.event(FANFARE); }
            @Override public dev.taki.api.spi.Rules rules(dev.taki.api.spi.Options options) {
                return new dev.taki.api.spi.Rules() { };
            }
        };
        TakiJson json = TakiJson.create(dev.taki.core.VariantCatalog.of(List.of(scoring), List.of()));
        List<Event> events = List.of(new Fanfare(1, "ta-da"));
        assertEquals(events, json.readEvents(json.writeEvents(events)));
    }

    @Test
    void twoCodecsCannotClaimOneName() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> TakiJson.builder().catalog(CATALOG).event(FANFARE).event(FANFARE).build());
        assertTrue(e.getMessage().startsWith("two codecs claim the event type 'scoring:fanfare'"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> TakiJson.builder().catalog(CATALOG)
                .event(new EventCodec<>("turn-started", Fanfare.class, f -> Map.of(), m -> null)).build());
        assertThrows(IllegalArgumentException.class,
                () -> new EventCodec<>("dev.taki.Fanfare", Fanfare.class, f -> Map.of(), m -> null));
    }

    private static List<Card> cards(String... notation) {
        return Arrays.stream(notation).map(Card::parse).toList();
    }

    @Test
    void everyWriterGivesATreeAndTheSameAsAString() {
        dev.taki.api.GameState state = dev.taki.core.Taki.newGame(GameConfig.of(3, 9), CATALOG);
        List<Event> events = ((dev.taki.api.Outcome.Accepted) state.applyAsSeatToAct(state.legalMoves().get(0))).events();
        assertEquals(JSON.writeState(state), JSON.print(JSON.stateTree(state)));
        assertEquals(JSON.writeView(state.view(1)), JSON.print(JSON.viewTree(state.view(1))));
        assertEquals(JSON.writePublicView(state), JSON.print(JSON.publicViewTree(state)));
        assertEquals(JSON.writeConfig(state.config()), JSON.print(JSON.configTree(state.config())));
        assertEquals(JSON.writeMove(Move.draw()), JSON.print(JSON.moveTree(Move.draw())));
        assertEquals(JSON.writeEvents(events, 2), JSON.print(JSON.eventsTree(events, 2)));
        assertEquals(JSON.writeEvents(events), JSON.print(JSON.eventsTree(events)));
        assertEquals(JSON.writeEvent(events.get(0)), JSON.print(JSON.eventTree(events.get(0))));
        dev.taki.core.record.GameRecord record = dev.taki.core.record.GameRecord.of(state.config()).plus(0, Move.draw());
        assertEquals(record, dev.taki.core.record.GameRecord.parseJson(JSON.print(record.toJsonTree()), CATALOG));
    }
}
