package dev.taki.core.json;

import dev.taki.api.Card;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.NotationException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * Fuzzing the parsers: any text given to the notation parsers or to a {@link TakiJson} reader is read, or
 * refused with the parser's typed exception — never another exception. Tries follow jqwik's default (1000; the
 * {@code soak} profile raises it through {@code jqwik.tries.default}).
 */
class ParserFuzzProperties {
    private static final TakiJson JSON = TakiJson.create(Games.NO_VARIANTS);
    private static final List<String> WORDS = List.of("play", "draw", "close", "end", "pass", "last", "PLAY", "Last",
            "R5", "g+2", "B+", "YSTOP", "RDIR", "GTAKI", "COLOR", "SUPERTAKI", "KING", "+3", "BREAK", "CRAZY", "R3",
            "R", "y", "cw", "CCW", "r2", "X9", "+", "", "0:", "\t", "\u00a0", "é", "ＲＥＤ", "\u0000", "play\u2003R5");

    // ---- notation ------------------------------------------------------------------------------------

    @Property
    void anyTextIsAMoveOrANotationError(@ForAll("noisyMoves") String text) {
        try {
            Move move = Move.parse(text);
            assertEquals(move, Move.parse(move.notation()), "a move read back from its own notation");
        } catch (NotationException e) {
            assertFalse(e.getMessage().isBlank());
        }
    }

    @Property
    void anyTextIsACardOrANotationError(@ForAll("noisyCards") String text) {
        try {
            Card card = Card.parse(text);
            assertSame(card, Card.parse(card.notation()));
        } catch (NotationException e) {
            assertFalse(e.getMessage().isBlank());
        }
    }

    @Provide
    Arbitrary<String> noisyMoves() {
        Arbitrary<String> words = Arbitraries.of(WORDS).list().ofMaxSize(6)
                .map(w -> String.join(" ", w));
        return Arbitraries.oneOf(words, words.map(s -> s.replace(' ', '\t')), Arbitraries.strings().ofMaxLength(30),
                Arbitraries.strings().withChars("playdrwcosenRGBYK0123456789+ ").ofMaxLength(30));
    }

    @Provide
    Arbitrary<String> noisyCards() {
        return Arbitraries.oneOf(Arbitraries.of(WORDS), Arbitraries.strings().ofMaxLength(12),
                Arbitraries.strings().withChars("RGBYrgby0123456789+ STOPDIRTAKICOLRUPEKNGB3").ofMaxLength(10));
    }

    // ---- JSON text -----------------------------------------------------------------------------------

    @Property
    void anyTextGivenToAReaderIsReadOrATypedError(@ForAll("noisyJson") String text) {
        for (Function<String, ?> reader : readers()) {
            readOrRefuse(reader, text);
        }
    }

    @Provide
    Arbitrary<String> noisyJson() {
        Arbitrary<String> tokens = Arbitraries.of("{", "}", "[", "]", ",", ":", "\"format\"", "1", "2", "-1", "null",
                "true", "\"table\"", "\"config\"", "\"events\"", "\"type\"", "\"card-played\"", "\"seat\"", "\"R5\"",
                "\"play R5\"", "1e999", "12345678901234567890123", "\"\\u0000\"", "\"\\ud800\"", "\"", "\\", " ")
                .list().ofMaxSize(40).map(t -> String.join("", t));
        return Arbitraries.oneOf(tokens, Arbitraries.strings().ofMaxLength(60),
                Arbitraries.strings().withChars("{}[]\":,0123456789-.eE truefalsn").ofMaxLength(60));
    }

    /**
     * Valid documents damaged at random — cut short, characters dropped, changed or added, a value of the tree
     * replaced, a field removed or added, array elements swapped — are read or refused with a typed error; a
     * full state that is read is one the engine can go on playing.
     */
    @Property
    void damagedDocumentsAreReadOrRefusedWithATypedError(@ForAll long seed) {
        Random random = new Random(seed);
        List<GameState> pool = Games.pool();
        GameState state = pool.get(random.nextInt(pool.size()));
        int kind = random.nextInt(6);
        String doc = switch (kind) {
            case 0, 1 -> JSON.writeState(state);
            case 2 -> JSON.writeView(state.view(random.nextInt(state.players())));
            case 3 -> JSON.writeConfig(state.config());
            case 4 -> JSON.writeEvents(Games.play(state, new Random(seed), 3).stream()
                    .flatMap(s -> s.events().stream()).toList());
            default -> JSON.writeMove(state.isOver() ? Move.draw()
                    : state.legalMoves().get(random.nextInt(state.legalMoves().size())).withDeclaration());
        };
        String damaged = random.nextBoolean() || kind == 5 ? damageText(doc, random)
                : damageTree(JSON.parse(doc), random).toString();
        // readers(): state, move, view, config, events
        Object read = readOrRefuse(readers().get(switch (kind) {
            case 0, 1 -> 0;
            case 5 -> 1;
            default -> kind;
        }), damaged);
        Statistics.collect(read == null ? "refused" : "read");
        if (read instanceof GameState s) {
            Games.play(s, random, 40);
        }
    }

    static Object readOrRefuse(Function<String, ?> reader, String text) {
        try {
            return reader.apply(text);
        } catch (TakiJsonException e) {
            assertFalse(e.getMessage().isBlank());
            assertFalse(e.getMessage().contains("internal error"), e.getMessage());
            return null;
        }
    }

    static List<Function<String, ?>> readers() {
        return List.of(JSON::readState, JSON::readMove, JSON::readView, JSON::readConfig, JSON::readEvents);
    }

    private static final String NOISE = "{}[]\":,0-9aZ \\\u00e9";

    private static String damageText(String doc, Random random) {
        StringBuilder s = new StringBuilder(doc);
        int at = random.nextInt(s.length());
        switch (random.nextInt(4)) {
            case 0 -> s.setLength(at);
            case 1 -> s.delete(at, Math.min(s.length(), at + 1 + random.nextInt(8)));
            case 2 -> s.setCharAt(at, NOISE.charAt(random.nextInt(NOISE.length())));
            default -> s.insert(at, List.of("\"", ",", "null", "{", "]", "0", "\"x\":1,", "99999999999").get(random.nextInt(8)));
        }
        return s.toString();
    }

    /** One random change to a random node of the tree. */
    static JsonNode damageTree(JsonNode root, Random random) {
        List<JsonNode> containers = new ArrayList<>();
        collect(root, containers);
        JsonNode target = containers.get(random.nextInt(containers.size()));
        JsonNode value = oddValue(random, root);
        if (target instanceof ObjectNode o && !o.isEmpty()) {
            List<String> names = new ArrayList<>(o.propertyNames());
            String name = names.get(random.nextInt(names.size()));
            switch (random.nextInt(4)) {
                case 0 -> o.remove(name);
                case 1 -> o.put("extra" + random.nextInt(3), 1);
                default -> o.set(name, value);
            }
        } else if (target instanceof ArrayNode a && !a.isEmpty()) {
            int i = random.nextInt(a.size());
            switch (random.nextInt(4)) {
                case 0 -> a.remove(i);
                case 1 -> a.add(a.get(i).deepCopy());
                case 2 -> {
                    int j = random.nextInt(a.size());
                    JsonNode t = a.get(i);
                    a.set(i, a.get(j));
                    a.set(j, t);
                }
                default -> a.set(i, value);
            }
        }
        return root;
    }

    private static void collect(JsonNode node, List<JsonNode> out) {
        if (node.isContainer()) {
            out.add(node);
            node.forEach(child -> collect(child, out));
        }
    }

    private static JsonNode oddValue(Random random, JsonNode root) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        return switch (random.nextInt(16)) {
            case 0 -> f.nullNode();
            case 1 -> f.numberNode(-1);
            case 2 -> f.numberNode(0);
            case 3 -> f.numberNode(random.nextInt(12));
            case 4 -> f.numberNode(Integer.MAX_VALUE);
            case 5 -> f.numberNode(Long.MIN_VALUE);
            case 6 -> f.numberNode(2.5);
            case 7 -> f.stringNode("");
            case 8 -> f.stringNode(List.of("R5", "KING", "+3", "BREAK", "G+2", "R", "cw", "over", "taki-run",
                    "plus-follow", "king-follow", "response").get(random.nextInt(12)));
            case 9 -> f.stringNode("x".repeat(200));
            case 10 -> f.arrayNode();
            case 11 -> f.objectNode();
            case 12 -> f.booleanNode(random.nextBoolean());
            case 13 -> f.arrayNode().add("R5").add("R5");
            case 14 -> f.objectNode().put("color", "R").put("seat", random.nextInt(3) - 1).put("cardsPlayed", 1);
            default -> root.deepCopy();
        };
    }
}
