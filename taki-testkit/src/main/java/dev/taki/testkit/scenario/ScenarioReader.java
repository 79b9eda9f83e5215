package dev.taki.testkit.scenario;

import dev.taki.api.Card;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Notation;
import dev.taki.core.VariantCatalog;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.NotationException;
import dev.taki.api.TableSetup;
import dev.taki.api.VariantChoice;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/** Reads scenario files (NOTATION.md): one scenario object or an array of them per file. */
public final class ScenarioReader {
    private static final ObjectMapper JSON = JsonMapper.builder().build();
    private static final Set<String> SETUP_FIELDS = Set.of("hands", "leading", "activeColor", "drawPile",
            "discardPile", "outOfPlay", "current", "direction", "rest", "seed");
    /** The values of {@code setup.rest}: where the deck's cards that the setup does not place go. */
    private static final Map<String, TableSetup.Rest> RESTS = Map.of("draw", TableSetup.Rest.DRAW_PILE,
            "discard", TableSetup.Rest.DISCARD_PILE, "out", TableSetup.Rest.OUT_OF_PLAY);
    private static final List<String> FIELDS = List.of("name", "rule", "variants", "players", "seed", "setup", "moves",
            "expect");

    private ScenarioReader() {
    }

    /**
     * All scenarios in the given files and folders (folders are searched for {@code *.json}, sorted), with the
     * cards of the variants on the class path.
     *
     * @param paths files and folders
     * @return the scenarios, file by file
     * @throws IOException if a file or folder cannot be read; the message names it
     */
    public static List<Scenario> read(List<Path> paths) throws IOException {
        return read(paths, VariantCatalog.discover());
    }

    /**
     * All scenarios in the given files and folders, their cards read in the notation of each scenario's game
     * (so a plugin's cards, such as {@code +4}, read where the plugin is in the catalog).
     *
     * @param paths files and folders
     * @param catalog where the scenarios' variants are looked up
     * @return the scenarios, file by file
     * @throws IOException if a file or folder cannot be read; the message names it
     */
    public static List<Scenario> read(List<Path> paths, VariantCatalog catalog) throws IOException {
        List<Scenario> out = new ArrayList<>();
        for (Path f : files(paths)) {
            out.addAll(readFile(f, catalog));
        }
        return out;
    }

    /**
     * The scenario files that the given files and folders name, in the order {@link #read(List, VariantCatalog)}
     * reads them: a file as it is, a folder's {@code *.json} files at any depth, sorted. A runner that reads them
     * one by one can report a broken file and still run the others.
     *
     * @param paths files and folders
     * @return the files
     * @throws IOException if a path is neither a file nor a folder, or a folder cannot be searched; the message
     *         names it
     */
    public static List<Path> files(List<Path> paths) throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> walk = Files.walk(p)) {
                    out.addAll(walk.filter(f -> f.toString().endsWith(".json") && Files.isRegularFile(f)).sorted().toList());
                }
            } else if (Files.isRegularFile(p)) {
                out.add(p);
            } else {
                throw new IOException(p + ": no such file or folder");
            }
        }
        return out;
    }

    /**
     * The scenarios of one file.
     *
     * @param file a scenario file
     * @return its scenarios
     * @throws IOException if it cannot be read, is not JSON, or is no scenario file (an unknown field, a field of
     *         the wrong type)
     */
    public static List<Scenario> readFile(Path file) throws IOException {
        return readFile(file, VariantCatalog.discover());
    }

    /**
     * The scenarios of one file, with the cards of the catalog's variants.
     *
     * @param file a scenario file
     * @param catalog where the scenarios' variants are looked up
     * @return its scenarios
     * @throws IOException if it cannot be read, is not JSON, or is no scenario file (an unknown field, a field of
     *         the wrong type)
     */
    public static List<Scenario> readFile(Path file, VariantCatalog catalog) throws IOException {
        String text = Files.readString(file);
        try {
            return parse(text, file.toString(), catalog);
        } catch (JacksonException e) {
            throw new IOException(file + ": not valid JSON: " + e.getOriginalMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /**
     * The scenarios in a JSON text; {@code source} names it in results.
     *
     * @param json the text of a scenario file
     * @param source where it comes from
     * @return its scenarios
     */
    public static List<Scenario> parse(String json, String source) {
        return parse(json, source, VariantCatalog.discover());
    }

    /**
     * The scenarios in a JSON text, with the cards of the catalog's variants.
     *
     * @param json the text of a scenario file
     * @param source where it comes from
     * @param catalog where the scenarios' variants are looked up
     * @return its scenarios
     * @throws IllegalArgumentException for an unknown field, or a field of the wrong type ({@code name},
     *         {@code rule}, {@code expect}, {@code moves}…)
     */
    public static List<Scenario> parse(String json, String source, VariantCatalog catalog) {
        JsonNode root = JSON.readTree(json);
        List<Scenario> out = new ArrayList<>();
        if (root.isArray()) {
            int i = 0;
            for (JsonNode n : root) {
                out.add(scenario(n, source + "#" + i++, catalog));
            }
        } else {
            out.add(scenario(root, source, catalog));
        }
        return out;
    }

    /** @throws IllegalArgumentException for a field no scenario has: a typo such as "expected" must not pass silently */
    private static Scenario scenario(JsonNode n, String source, VariantCatalog catalog) {
        if (!n.isObject()) {
            throw new IllegalArgumentException(source + ": expected a scenario object, got " + n.getNodeType());
        }
        for (String field : n.propertyNames()) {
            if (!FIELDS.contains(field)) {
                throw new IllegalArgumentException(source + ": unknown field '" + field + "' of a scenario; the fields are "
                        + String.join(", ", FIELDS));
            }
        }
        String name;
        String rule;
        Map<String, Object> expect;
        List<String> moves = new ArrayList<>();
        try {
            name = text(n, "name", source);
            rule = text(n, "rule", "");
            if (n.has("expect") && !n.get("expect").isObject()) {
                throw new IllegalArgumentException("expect: expected an object of the fields to check, got "
                        + describe(n.get("expect")));
            }
            expect = n.has("expect") ? asMap(n.get("expect")) : Map.of();
            for (JsonNode m : list(n, "moves", "moves")) {
                if (!m.isString()) {
                    throw new IllegalArgumentException("moves: expected strings such as \"0: play R5\", got " + describe(m));
                }
                moves.add(m.asString());
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
        }
        // Format 2: "invalid" may be a string, words the error message must contain.
        boolean invalid = Boolean.TRUE.equals(expect.get("invalid")) || expect.get("invalid") instanceof String;
        try {
            GameConfig config = config(n);
            if (!n.path("setup").isObject()) {
                throw new IllegalArgumentException("setup: expected an object with at least hands and leading, got "
                        + describe(n.path("setup")));
            }
            TableSetup setup = setup(n.path("setup"), config.seed(), notation(config, catalog));
            return new Scenario(name, rule, source, config, setup, moves, expect, invalid, null);
        } catch (RuntimeException e) {
            // A scenario whose configuration or setup cannot be built still runs: as one that must be refused.
            String problem = e.getMessage() != null ? e.getMessage() : e.toString();
            return new Scenario(name, rule, source, null, null, moves, expect, invalid, problem);
        }
    }

    private static GameConfig config(JsonNode n) {
        List<VariantChoice> variants = new ArrayList<>();
        for (JsonNode v : list(n, "variants", "variants")) {
            if (v.isString()) {
                variants.add(VariantChoice.of(v.asString()));
            } else if (v.isObject()) {
                Map<String, Object> options = new LinkedHashMap<>(asMap(v));
                options.forEach((name, value) -> {
                    if (value == null) {
                        throw new IllegalArgumentException("variants[" + variants.size() + "]." + name
                                + ": expected a value, got null");
                    }
                });
                Object id = options.remove("id");
                variants.add(new VariantChoice(id == null ? null : id.toString(), options));
            } else {
                throw new IllegalArgumentException("variants: expected ids or {\"id\": …} objects, got " + v);
            }
        }
        int players = integer(n, "players", "players", n.path("setup").path("hands").size());
        return new GameConfig(players, whole(n, "seed", "seed", 0), 0, Direction.CW, variants);
    }

    /** The notation of the scenario's game; of every card of the catalog if the configuration is refused. */
    private static Notation notation(GameConfig config, VariantCatalog catalog) {
        try {
            return catalog.game(config).notation();
        } catch (ConfigurationException e) {
            try {
                return Notation.of(catalog.cardKinds(), List.of(), catalog.verbs());
            } catch (IllegalArgumentException clash) {
                return Notation.base();
            }
        }
    }

    private static TableSetup setup(JsonNode s, long scenarioSeed, Notation notation) {
        List<List<Card>> hands = new ArrayList<>();
        for (JsonNode h : list(s, "hands", "setup.hands")) {
            if (!h.isArray()) {
                throw new IllegalArgumentException("setup.hands: expected one list of cards per seat, got " + describe(h));
            }
            hands.add(cards(h, "setup.hands", notation));
        }
        if (!s.has("leading")) {
            throw new IllegalArgumentException("setup.leading: a leading card is required");
        }
        Card leading = card(s.get("leading"), "setup.leading", notation);
        String activeColor = text(s, "activeColor", null, "setup.activeColor");
        Color active = activeColor != null ? Color.parse(activeColor) : null;
        String directionText = text(s, "direction", null, "setup.direction");
        Direction direction = directionText != null ? Direction.parse(directionText) : Direction.CW;
        String rest = text(s, "rest", "draw", "setup.rest");
        if (!RESTS.containsKey(rest)) {
            throw new IllegalArgumentException("setup.rest: expected \"draw\", \"discard\" or \"out\", got \"" + rest
                    + "\"");
        }
        Map<String, Object> extra = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : s.properties()) {
            if (!SETUP_FIELDS.contains(e.getKey())) {
                if (e.getValue().isNull()) {
                    throw new IllegalArgumentException("setup." + e.getKey() + ": expected a value, got null");
                }
                extra.put(e.getKey(), toJava(e.getValue()));
            }
        }
        return new TableSetup(hands, leading, active, cards(list(s, "drawPile", "setup.drawPile"), "setup.drawPile", notation),
                cards(list(s, "discardPile", "setup.discardPile"), "setup.discardPile", notation),
                integer(s, "current", "setup.current", 0), direction, RESTS.get(rest),
                whole(s, "seed", "setup.seed", scenarioSeed), extra,
                cards(list(s, "outOfPlay", "setup.outOfPlay"), "setup.outOfPlay", notation));
    }

    /** A list field: empty when absent; anything but a list is refused, naming the field. */
    private static JsonNode list(JsonNode parent, String name, String field) {
        JsonNode v = parent.path(name);
        if (!v.isMissingNode() && !v.isNull() && !v.isArray()) {
            throw new IllegalArgumentException(field + ": expected a list, got " + describe(v));
        }
        return v;
    }

    /** A whole-number field, or the fallback when absent; anything else is refused, naming the field. */
    private static long whole(JsonNode parent, String name, String field, long fallback) {
        JsonNode v = parent.path(name);
        if (v.isMissingNode() || v.isNull()) {
            return fallback;
        }
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw new IllegalArgumentException(field + ": expected a whole number, got " + describe(v));
        }
        return v.asLong();
    }

    /** A whole-number field that fits an int (a count, a seat), or the fallback when absent. */
    private static int integer(JsonNode parent, String name, String field, int fallback) {
        long v = whole(parent, name, field, fallback);
        if (v != (int) v) {
            throw new IllegalArgumentException(field + ": expected a whole number from " + Integer.MIN_VALUE + " to "
                    + Integer.MAX_VALUE + ", got " + v);
        }
        return (int) v;
    }

    /** A text field of a scenario, or the fallback when absent. */
    private static String text(JsonNode parent, String name, String fallback) {
        return text(parent, name, fallback, name);
    }

    /** A text field, or the fallback when absent or null; anything else is refused, naming the field. */
    private static String text(JsonNode parent, String name, String fallback, String field) {
        JsonNode v = parent.path(name);
        if (v.isMissingNode() || v.isNull()) {
            return fallback;
        }
        if (!v.isString()) {
            throw new IllegalArgumentException(field + ": expected a string, got " + describe(v));
        }
        return v.asString();
    }

    private static String describe(JsonNode v) {
        return v.isMissingNode() ? "nothing" : v.toString();
    }

    private static List<Card> cards(JsonNode array, String field, Notation notation) {
        List<Card> out = new ArrayList<>();
        for (JsonNode c : array) {
            out.add(card(c, field, notation));
        }
        return out;
    }

    private static Card card(JsonNode node, String field, Notation notation) {
        if (!node.isString()) {
            throw new IllegalArgumentException(field + ": expected a card in notation, such as \"R5\", got " + describe(node));
        }
        try {
            return notation.parseCard(node.asString());
        } catch (NotationException e) {
            throw new IllegalArgumentException(field + ": " + e.getMessage(), e);
        }
    }

    private static Map<String, Object> asMap(JsonNode node) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            m.put(e.getKey(), toJava(e.getValue()));
        }
        return m;
    }

    /** JSON as plain Java values: Map, List, String, Integer/Long/BigInteger/Double, Boolean, null. */
    static Object toJava(JsonNode n) {
        if (n == null || n.isNull() || n.isMissingNode()) {
            return null;
        }
        if (n.isObject()) {
            return asMap(n);
        }
        if (n.isArray()) {
            List<Object> l = new ArrayList<>();
            for (JsonNode e : n) {
                l.add(toJava(e));
            }
            return l;
        }
        if (n.isBoolean()) {
            return n.asBoolean();
        }
        if (n.isIntegralNumber()) {
            if (!n.canConvertToLong()) {
                return n.bigIntegerValue(); // past any long: still a number, for the checks to refuse by value
            }
            long v = n.asLong();
            return v == (int) v ? (Object) (int) v : (Object) v;
        }
        if (n.isNumber()) {
            return n.asDouble();
        }
        return n.asString();
    }
}
