package dev.taki.core.json;

import dev.taki.api.Card;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.TableSetup;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.StateCodec;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;
import dev.taki.core.Referee;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Full states: state → JSON → state is equal, plays on the same, and forged tables are refused. */
class StateJsonTest {
    private static final TakiJson JSON = TakiJson.create(Games.NO_VARIANTS);

    @Test
    void everyStateOfRandomGamesReadsBackEqualAndPlaysOnTheSame() {
        Random random = new Random(1);
        int checked = 0;
        for (int game = 0; game < 15; game++) {
            for (Games.Step step : Games.play(Taki.newGame(Games.config(random), Games.NO_VARIANTS), random)) {
                GameState state = step.before();
                String text = JSON.writeState(state);
                GameState again = JSON.readState(text);
                assertEquals(state, again, text);
                assertEquals(text, JSON.writeState(again), "equal states give equal JSON");
                assertEquals(Referee.drawPile(state), Referee.drawPile(again));
                assertEquals(state.legalMoves(), again.legalMoves());
                Outcome replay = again.apply(step.seat(), step.move());
                assertEquals(step.after(), replay.state(), "the state read plays on exactly like the original");
                assertEquals(JSON.writeEvents(step.events()), JSON.writeEvents(((Outcome.Accepted) replay).events()));
                checked++;
            }
        }
        assertTrue(checked > 500, "checked " + checked + " states");
    }

    @Test
    void finishedGamesReadBackEqual() {
        Random random = new Random(2);
        for (int game = 0; game < 10; game++) {
            List<GameState> states = Games.states(random);
            GameState end = states.get(states.size() - 1);
            assertTrue(end.isOver());
            assertEquals(end, JSON.readState(JSON.writeState(end)));
        }
    }

    @Test
    void aTableLaidByHandWithAnOpenTakiReadsBackEqual() {
        GameState g = Taki.fromSetup(new GameConfig(3, 5, 0, Direction.CCW, List.of()), new TableSetup(
                List.of(cards("RTAKI", "R5", "R7", "G1"), cards("B3", "Y4"), cards("G5", "COLOR")),
                Card.parse("R9"), null, cards("B1", "B4"), cards("G9"), 0, Direction.CCW, false, 3, Map.of()),
                Games.NO_VARIANTS);
        g = g.applyAsSeatToAct(Move.parse("play RTAKI")).state().applyAsSeatToAct(Move.parse("play R5")).state();
        assertTrue(g.taki().isPresent());
        assertEquals(g, JSON.readState(JSON.writeState(g)));
        g = g.applyAsSeatToAct(Move.end()).state();
        assertTrue(g.taki().orElseThrow().isLeftOpen());
        assertEquals(g, JSON.readState(JSON.writeState(g)));
    }

    @Test
    void theDocumentHasTheFormatTheConfigurationAndEveryTableField() {
        JsonNode tree = JSON.parse(JSON.writeState(Taki.newGame(GameConfig.of(4, 9), Games.NO_VARIANTS)));
        assertEquals(List.of("format", "config", "table"), List.copyOf(tree.propertyNames()));
        assertEquals(2, tree.get("format").intValue());
        List<String> fields = new ArrayList<>(StateJson.TABLE_FIELDS);
        fields.addAll(StateJson.TABLE_FIELDS_2);
        assertEquals(new java.util.TreeSet<>(fields), new java.util.TreeSet<>(tree.get("table").propertyNames()));
        assertEquals("{\"players\":4,\"seed\":9,\"firstPlayer\":0,\"direction\":\"cw\",\"variants\":[]}",
                tree.get("config").toString());
        assertEquals("turn", tree.get("table").get("phase").stringValue());
    }

    // ---- a variant whose state holds every kind of JSON-like value ------------------------------------

    /** A test variant that keeps a state of every JSON-like kind and changes it on every move. */
    static final class Ledger implements Variant {
        @Override public String id() { return "ledger"; }
        @Override public String description() { return "keeps a ledger of JSON-like values"; }
        @Override public List<OptionSpec> options() { return List.of(OptionSpec.integer("start", "start", 1, 0, 99)); }
        @Override public void setUp(SetupContext context) {
            context.state(new StateCodec<>("ledger", Book.class, Book::values, Book::new));
        }

        @Override public Rules rules(Options options) {
            return new Rules() {
                @Override public Object initialState(int players, Map<String, Object> setup) {
                    return new Book(ledger(options.integer("start")));
                }

                @Override public boolean apply(Table table, int seat, Move move) {
                    int n = ((Number) table.state("ledger", Book.class).orElseThrow().values().get("moves")).intValue();
                    table.setState("ledger", new Book(ledger(n + 1)));
                    return false;
                }
            };
        }

        /** The ledger's typed state: a map of JSON-like values. */
        record Book(Map<String, Object> values) {
        }

        static Map<String, Object> ledger(int n) {
            Map<String, Object> nested = new LinkedHashMap<>();
            nested.put("b", List.of(1, 2L << 40, "x"));
            nested.put("a", n % 2 == 0);
            List<Object> withNull = new ArrayList<>();
            withNull.add(null);
            withNull.add(Map.of("deep", List.of(List.of(n))));
            return Map.of("moves", n, "big", 5_000_000_000L + n, "ratio", n / 4.0, "name", "ledger é \"" + n,
                    "nested", nested, "list", withNull, "empty", Map.of());
        }
    }

    @Test
    void aVariantStateOfEveryJsonKindReadsBackEqual() {
        VariantCatalog catalog = VariantCatalog.of(List.of(new Ledger()), List.of());
        TakiJson json = TakiJson.create(catalog);
        GameConfig config = GameConfig.of(3, 11).withVariants(List.of(new VariantChoice("ledger", Map.of("start", 7))));
        Random random = new Random(3);
        GameState state = Taki.newGame(config, catalog);
        for (int i = 0; i < 60 && !state.isOver(); i++) {
            assertEquals(state, json.readState(json.writeState(state)));
            List<Move> legal = state.legalMoves();
            state = state.applyAsSeatToAct(legal.get(random.nextInt(legal.size())).withDeclaration()).state();
        }
        Map<String, Object> ledger = json.readState(json.writeState(state)).variantState("ledger");
        assertEquals(Integer.class, ledger.get("moves").getClass());
        assertEquals(Long.class, ledger.get("big").getClass());
        assertEquals(Double.class, ledger.get("ratio").getClass());
    }

    @Test
    void aVariantStateThatIsNotJsonLikeIsRefusedWhenWritten() {
        Variant odd = new Variant() {
            @Override public String id() { return "odd"; }
            @Override public String description() { return "writes a card object in its state's JSON"; }
            @Override public void setUp(SetupContext context) {
                context.state(new StateCodec<>("odd", String.class, s -> Map.of("card", Card.parse("R5")), m -> "x"));
            }
            @Override public Rules rules(Options options) {
                return new Rules() {
                    @Override public Object initialState(int players, Map<String, Object> setup) {
                        return "odd";
                    }
                };
            }
        };
        VariantCatalog catalog = VariantCatalog.of(List.of(odd), List.of());
        GameState g = Taki.newGame(GameConfig.of(2, 1).withVariants(List.of(VariantChoice.of("odd"))), catalog);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> g.variantState("odd"));
        assertTrue(e.getMessage().contains("JSON-like values are strings, numbers, booleans, lists and maps"),
                e.getMessage());
        assertThrows(TakiJsonException.class, () -> TakiJson.create(catalog).writeState(g));
    }

    @Test
    void restoringCopiesVariantStatesDeeplyAndInTheirNormalForm() {
        VariantCatalog catalog = VariantCatalog.of(List.of(new Ledger()), List.of());
        GameConfig config = GameConfig.of(3, 11).withVariants(List.of(new VariantChoice("ledger", Map.of("start", 7))));
        GameState state = Taki.newGame(config, catalog);
        dev.taki.core.TableFacts f = dev.taki.core.TableFacts.of(state);
        Map<String, Object> mine = new LinkedHashMap<>(f.variantStates().get("ledger"));
        mine.put("moves", 7L);
        List<Object> list = new ArrayList<>(List.of(1, 2));
        mine.put("nested", Map.of("list", list));
        Map<String, Map<String, Object>> states = new LinkedHashMap<>();
        states.put("ledger", mine);
        dev.taki.core.TableFacts forged = new dev.taki.core.TableFacts(f.hands(), f.drawPile(),
                f.discardPile(), f.transparentOnTop(), f.activeColor(), f.direction(), f.turnOwner(), f.toAct(),
                f.phase(), f.pendingDraw(), f.pendingDrawKind(), f.taki(), f.pendingWinners(), f.winners(), f.rng(),
                f.round(), f.moveCount(), states);
        GameState restored = forged.restore(state.game());
        list.add(3);
        mine.put("moves", 8);
        assertEquals(Integer.class, restored.variantState("ledger").get("moves").getClass());
        assertEquals(Map.of("list", List.of(1, 2)), restored.variantState("ledger").get("nested"));
        assertEquals(restored, forged.restore(state.game()));
    }

    // ---- forged and damaged states ---------------------------------------------------------------------

    private static final GameState SAMPLE = Taki.newGame(GameConfig.of(3, 77), Games.NO_VARIANTS);

    private static String refused(Consumer<ObjectNode> damage) {
        ObjectNode tree = JSON.stateTree(SAMPLE);
        damage.accept(tree);
        TakiJsonException e = assertThrows(TakiJsonException.class, () -> JSON.readState(tree.toString()));
        assertTrue(e.getMessage().length() < 2000, e.getMessage());
        return e.getMessage();
    }

    private static ObjectNode table(ObjectNode root) {
        return (ObjectNode) root.get("table");
    }

    @Test
    void forgedTablesAreRefusedNamingTheField() {
        assertEquals("format: this library reads formats 1 to 2, got 3", refused(t -> t.put("format", 3)));
        assertEquals("table.winners: missing", refused(t -> table(t).remove("winners")));
        assertTrue(refused(t -> table(t).put("cheat", true)).startsWith("table.cheat: unknown field"));
        assertTrue(refused(t -> ((ArrayNode) table(t).get("hands").get(1)).add("KING"))
                .contains("cards: 1 KING more than the configured deck holds (2)"));
        assertTrue(refused(t -> ((ArrayNode) table(t).get("hands").get(1)).remove(0))
                .contains("of the deck are in no hand or pile"));
        assertTrue(refused(t -> ((ArrayNode) table(t).get("hands")).remove(2))
                .contains("table: hands: expected 3 hands (one per player), got 2"));
        assertEquals("table.toAct: expected an integer from 0 to 9, got 12", refused(t -> table(t).put("toAct", 12)));
        assertTrue(refused(t -> table(t).put("toAct", 5)).contains("toAct: expected 0 to 2, got 5"));
        assertTrue(refused(t -> table(t).put("phase", "over")).contains("a game is over exactly when it has winners"));
        assertTrue(refused(t -> table(t).put("phase", "taki-run")).contains("must own the TAKI run"));
        assertTrue(refused(t -> table(t).put("transparentOnTop", 1)).contains("transparentOnTop: expected 0 to 0"));
        assertEquals("table.phase: expected a phase such as turn or taki-run, got \"TURN\"",
                refused(t -> table(t).put("phase", "TURN")));
        assertTrue(refused(t -> table(t).put("phase", "response")).contains("phase: 'response' is not a phase of this game"));
        assertEquals("table.hands[0][0]: expected card notation such as R5 or KING, got \"R2\"",
                refused(t -> ((ArrayNode) table(t).get("hands").get(0)).set(0, "R2")));
        assertTrue(refused(t -> table(t).putObject("variantStates").putObject("ghost"))
                .contains("variantStates.ghost: no plugin in play keeps a state of that name"));
        assertTrue(refused(t -> ((ObjectNode) t.get("config")).put("players", 11))
                .contains("config: players: expected 2 to 10, got 11"));
        assertTrue(refused(t -> ((ObjectNode) t.get("config")).putArray("variants").add("no-such"))
                .contains("unknown variant 'no-such'"));
        assertEquals("table.rng: expected a 64-bit integer, got 1.5", refused(t -> table(t).put("rng", 1.5)));
        assertEquals("table.taki: expected an object, got 3", refused(t -> table(t).put("taki", 3)));
    }

    @Test
    void aPlayerLeftWithoutALegalMoveIsRefused() {
        // After a Plus its player must follow it: a hand with nothing that can follow leaves no legal move.
        GameState g = Taki.fromSetup(GameConfig.of(2, 1), TableSetup.of(
                List.of(cards("G5", "G6"), cards("B3", "Y4")), Card.parse("R+")), Games.NO_VARIANTS);
        ObjectNode tree = JSON.stateTree(g);
        table(tree).put("phase", "plus-follow");
        TakiJsonException e = assertThrows(TakiJsonException.class, () -> JSON.readState(tree.toString()));
        assertEquals("table: toAct: seat 0 has no legal move in phase plus-follow", e.getMessage());
    }

    private static List<Card> cards(String... notation) {
        return java.util.Arrays.stream(notation).map(Card::parse).toList();
    }
}
