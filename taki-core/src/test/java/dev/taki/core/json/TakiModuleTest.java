package dev.taki.core.json;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.MoveVerb;
import dev.taki.api.PlayerView;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.EventCodec;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The game's types through a framework's plain Jackson mapper: the JSON of TakiJson, written and read back. */
class TakiModuleTest {
    static final MoveVerb CHEER = MoveVerb.of("cheer", "cheer a 5");
    static final MoveVerb POKE = MoveVerb.withSeat("poke", "poke a seat");

    /** A variant's own event record. */
    record Fanfare(int seat, String tune) implements Event {
        @Override public String type() { return "cheering:fanfare"; }
    }

    /** A variant with an option, two verbs and an event of its own, as a plugin has them. */
    static final class Cheering implements Variant {
        @Override public String id() { return "cheering"; }
        @Override public String description() { return "cheers and pokes"; }
        @Override public List<OptionSpec> options() {
            return List.of(OptionSpec.integer("volume", "how loud", 3, 1, 10));
        }
        @Override public void setUp(SetupContext context) {
            context.verb(CHEER);
            context.verb(POKE);
            context.event(new EventCodec<>("cheering:fanfare", Fanfare.class,
                    f -> Map.of("seat", f.seat(), "tune", f.tune()),
                    m -> new Fanfare((Integer) m.get("seat"), (String) m.get("tune"))));
        }
        @Override public Rules rules(Options options) { return new Rules() { }; }
    }

    static final VariantCatalog CATALOG = VariantCatalog.of(List.of(new Cheering()), List.of());
    static final TakiJson JSON = TakiJson.create(CATALOG);
    /** A framework's mapper: nothing set but the module. */
    static final JsonMapper MAPPER = JsonMapper.builder().addModule(new TakiModule(CATALOG)).build();

    /** A request body of a server's own, holding a move. */
    public record MoveRequest(Move move, int version) {
    }

    @Test
    void aConfigurationIsWrittenAsTakiJsonWritesItAndReadBack() {
        GameConfig config = new GameConfig(4, -42, 2, Direction.CCW,
                List.of(new VariantChoice("cheering", Map.of("volume", 7))));
        String text = MAPPER.writeValueAsString(config);
        assertEquals(JSON.writeConfig(config), text);
        assertEquals("{\"players\":4,\"seed\":-42,\"firstPlayer\":2,\"direction\":\"ccw\",\"variants\":"
                + "[{\"id\":\"cheering\",\"volume\":7}]}", text);
        assertEquals(config, MAPPER.readValue(text, GameConfig.class));
        GameConfig plain = GameConfig.of(3, 5).withVariants(List.of(VariantChoice.of("cheering")));
        assertEquals(plain, MAPPER.readValue(MAPPER.writeValueAsString(plain), GameConfig.class));
    }

    @Test
    void everyKindOfMoveIsItsNotationAsAString() {
        List<Move> moves = new ArrayList<>();
        for (String notation : List.of("play R5", "play R5 last", "play COLOR Y", "play R7 @2", "play R3 R+",
                "play GTAKI G4 G5", "draw", "draw last", "close", "close last", "end", "pass")) {
            moves.add(Move.parse(notation));
        }
        moves.addAll(List.of(CHEER.move(), POKE.move(2), new Move.Act(POKE, 1, true)));
        for (Move move : moves) {
            String text = MAPPER.writeValueAsString(move);
            assertEquals(JSON.writeMove(move), text);
            assertEquals("\"" + move.notation() + "\"", text);
            assertEquals(move, MAPPER.readValue(text, Move.class));
            assertEquals(move, MAPPER.readValue(text, move.getClass()), "read as its own kind");
        }
        assertEquals(Move.parse("play R5"), MAPPER.readValue("\" PLAY r5 \"", Move.Play.class));
        assertEquals(moves, MAPPER.readValue(MAPPER.writeValueAsString(moves), new TypeReference<List<Move>>() { }));
    }

    @Test
    void aMoveInsideABodyOfOnesOwnIsReadAndWritten() {
        MoveRequest request = new MoveRequest(POKE.move(3), 7);
        String text = MAPPER.writeValueAsString(request);
        assertEquals("{\"move\":\"poke 3\",\"version\":7}", text);
        assertEquals(request, MAPPER.readValue(text, MoveRequest.class));
        DatabindException e = assertThrows(DatabindException.class,
                () -> MAPPER.readValue("{\"move\": \"play R99\", \"version\": 7}", MoveRequest.class));
        assertTrue(e.getMessage().startsWith("Cannot read Move: "), e.getMessage());
        assertTrue(e.getMessage().contains("MoveRequest[\"move\"]"), "names the field: " + e.getMessage());
    }

    @Test
    void everyEventIsWrittenAsTakiJsonWritesItAndReadBack() {
        List<Event> events = List.of(new Event.CardPlayed(1, Card.parse("G+2"), true),
                new Event.ColorChosen(2, Color.YELLOW),
                new Event.CardsDrawn(3, 2, List.of(Card.parse("R5"), Card.parse("KING")), Event.DrawCause.PLUS_TWO, 1),
                new Event.CardsDrawn(0, 0, List.of(), Event.DrawCause.TURN, 1),
                new Event.TurnStarted(4), new Event.PlayerSkipped(5), new Event.DirectionChanged(Direction.CCW),
                new Event.TakiOpened(6, Color.RED), new Event.TakiClosed(7, Color.GREEN),
                new Event.TakiLeftOpen(8, Color.BLUE), new Event.DrawCountRaised(9, 4), new Event.DrawCountTaken(0, 6),
                new Event.DrawCountCancelled(1, 2), new Event.LastCardDeclared(2), new Event.LastCardPenalty(3),
                new Event.DeckReshuffled(40), new Event.WinPending(4), new Event.PlayerOut(5),
                new Event.GameWon(List.of(1, 3)), new Event.CardsGiven(1, 2, 2, List.of(Card.parse("R5"), Card.parse("KING"))),
                new Event.HandsSwapped(0, 3),
                new Event.VariantEvent("cheering", "cheered", 2, Map.of("loud", true, "times", List.of(1, 2))),
                new Fanfare(1, "ta-da"));
        for (Event event : events) {
            String text = MAPPER.writeValueAsString(event);
            assertEquals(JSON.writeEvent(event), text);
            assertEquals(event, MAPPER.readValue(text, Event.class));
            assertEquals(event, MAPPER.readValue(text, event.getClass()), "read as its own record");
        }
        assertEquals(events, MAPPER.readValue(MAPPER.writeValueAsString(events), new TypeReference<List<Event>>() { }));
        assertEquals("{\"type\":\"cards-drawn\",\"seat\":3,\"count\":2,\"cards\":[],\"cause\":\"plus-two\",\"forgiven\":1}",
                MAPPER.writeValueAsString(events.get(2).seenBy(1)), "a player is sent what it may see");
    }

    @Test
    void aViewIsWrittenAsTakiJsonWritesItAndASpectatorsAsThePublicView() {
        GameState state = Taki.newGame(GameConfig.of(3, 9), CATALOG);
        PlayerView view = state.view(1);
        String text = MAPPER.writeValueAsString(view);
        assertEquals(JSON.writeView(view), text);
        assertEquals(JSON.print(JSON.viewTree(view)), text);
        assertEquals(view, MAPPER.readValue(text, PlayerView.class));
        String spectators = MAPPER.writeValueAsString(state.spectatorView());
        assertEquals(JSON.writePublicView(state), spectators);
        MismatchedInputException e = assertThrows(MismatchedInputException.class,
                () -> MAPPER.readValue(spectators, PlayerView.class));
        assertTrue(e.getMessage().startsWith("Cannot read PlayerView: a public view (without seat, hand and legalMoves) "
                + "cannot be read"), e.getMessage());
    }

    @Test
    void aFullStateIsNeverWritten() {
        GameState state = Taki.newGame(GameConfig.of(2, 1), CATALOG);
        DatabindException e = assertThrows(DatabindException.class, () -> MAPPER.writeValueAsString(state));
        assertTrue(e.getMessage().startsWith("Cannot write GameState: a GameState holds every hand"), e.getMessage());
        DatabindException inside = assertThrows(DatabindException.class,
                () -> MAPPER.writeValueAsString(Map.of("state", state)));
        assertTrue(inside.getMessage().contains("every hand"), inside.getMessage());
    }

    @Test
    void badInputIsRefusedNamingTheTypeAndTheField() {
        assertRefused(GameConfig.class, "{\"players\": 11}", "Cannot read GameConfig: players: expected 2 to 10, got 11");
        assertRefused(GameConfig.class, "{\"players\": 2, \"variants\": [{\"id\": \"cheering\", \"volume\": 11}]}",
                "Cannot read GameConfig: variants[0].volume: expected an integer from 1 to 10, got 11");
        assertRefused(GameConfig.class, "{\"players\": 2, \"players\": 3}", "Cannot read GameConfig: players: duplicate field");
        assertRefused(Move.class, "\"play R99\"", "Cannot read Move: ");
        assertRefused(Move.class, "{\"move\": \"draw\"}", "Cannot read Move: expected");
        assertRefused(Move.class, "\"" + "draw ".repeat(50) + "\"", "Cannot read Move: ");
        assertRefused(Move.Play.class, "\"draw\"", "Cannot read Move.Play: expected a Move.Play, got a Move.Draw (\"draw\")");
        assertRefused(Event.class, "{\"type\": \"card-played\", \"seat\": 0, \"card\": \"R5\", \"inRun\": false, \"x\": 1}",
                "Cannot read Event: x: unknown field");
        assertRefused(Event.class, "{\"type\": \"no-such-event\"}", "Cannot read Event: type: unknown event type");
        assertRefused(Event.TurnStarted.class, "{\"type\": \"player-out\", \"seat\": 1}",
                "Cannot read Event.TurnStarted: expected a Event.TurnStarted, got a Event.PlayerOut ('player-out')");
        String deep = "{\"type\": \"cheering:x\", \"seat\": 0, \"details\": {\"a\": " + "[".repeat(40) + "]".repeat(40) + "}}";
        assertRefused(Event.class, deep, "Cannot read Event: ");
    }

    @Test
    void aValueIsReadWithinTakiJsonsLimitsWhateverTheMapperAllows() {
        TakiModule small = new TakiModule(TakiJson.builder().catalog(CATALOG)
                .limits(new JsonLimits(1_000, 100, 4, 10)).build());
        JsonMapper mapper = JsonMapper.builder().addModule(small).build();
        List<Event> many = new ArrayList<>();
        for (int i = 0; i < 11; i++) {
            many.add(new Event.TurnStarted(0));
        }
        String elevenWinners = "{\"type\": \"game-won\", \"winners\": [" + "0,".repeat(10) + "0]}";
        MismatchedInputException list = assertThrows(MismatchedInputException.class,
                () -> mapper.readValue(elevenWinners, Event.class));
        assertTrue(list.getMessage().startsWith("Cannot read Event: winners: more than 10 elements"), list.getMessage());
        MismatchedInputException string = assertThrows(MismatchedInputException.class,
                () -> mapper.readValue("\"" + "x".repeat(101) + "\"", Move.class));
        assertTrue(string.getMessage().startsWith("Cannot read Move: a string of 101 characters; at most 100"),
                string.getMessage());
        MismatchedInputException deep = assertThrows(MismatchedInputException.class, () -> mapper.readValue(
                "{\"type\": \"cheering:x\", \"seat\": 0, \"details\": {\"a\": [[[1]]]}}", Event.class));
        assertTrue(deep.getMessage().startsWith("Cannot read Event: details.a[0][0]: nested more than 4 levels"),
                deep.getMessage());
        assertEquals(many, mapper.readValue(mapper.writeValueAsString(many), new TypeReference<List<Event>>() { }),
                "each element is a value of its own");
    }

    private static void assertRefused(Class<?> type, String json, String messageStart) {
        MismatchedInputException e = assertThrows(MismatchedInputException.class, () -> MAPPER.readValue(json, type));
        assertTrue(e.getMessage().startsWith(messageStart), "expected '" + messageStart + "…', got: " + e.getMessage());
    }
}
