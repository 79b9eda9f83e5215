package dev.taki.core.json;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.NotationException;
import dev.taki.api.Notation;
import dev.taki.api.Phase;
import tools.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * A node of a document being read, with its path: strict accessors that accept exactly the documented shape
 * and throw a {@link TakiJsonException} naming the path for anything else.
 */
final class JsonIn {
    private final JsonNode node;
    private final String path;
    private final JsonLimits limits;
    private final Notation notation;

    JsonIn(JsonNode node, String path, JsonLimits limits, Notation notation) {
        this.node = node;
        this.path = path;
        this.limits = limits;
        this.notation = notation;
    }

    /** This node, reading cards and moves in the given notation (a game's, once its configuration is known). */
    JsonIn in(Notation cards) {
        return new JsonIn(node, path, limits, cards);
    }

    Notation notation() {
        return notation;
    }

    JsonNode node() {
        return node;
    }

    String path() {
        return path;
    }

    JsonLimits limits() {
        return limits;
    }

    TakiJsonException error(String problem) {
        return new TakiJsonException(path, problem);
    }

    /** This node as an object with exactly the given fields allowed (all required unless listed optional). */
    JsonIn object(Collection<String> required, Collection<String> optional) {
        if (!node.isObject()) {
            throw error("expected an object, got " + describe(node));
        }
        for (String name : node.propertyNames()) {
            if (!required.contains(name) && !optional.contains(name)) {
                TreeSet<String> all = new TreeSet<>(required);
                all.addAll(optional);
                throw new TakiJsonException(child(name), "unknown field; the fields here are " + String.join(", ", all));
            }
        }
        for (String name : required) {
            if (!node.has(name)) {
                throw new TakiJsonException(child(name), "missing");
            }
        }
        return this;
    }

    /** A field of this object (the object's fields were checked by {@link #object}). */
    JsonIn get(String name) {
        JsonNode n = node.get(name);
        if (n == null) {
            throw new TakiJsonException(child(name), "missing");
        }
        return new JsonIn(n, child(name), limits, notation);
    }

    /** True if the object has the field with a value other than null. */
    boolean has(String name) {
        JsonNode n = node.get(name);
        return n != null && !n.isNull();
    }

    boolean isNull() {
        return node.isNull();
    }

    private String child(String name) {
        String shown = name.length() > 40 ? name.substring(0, 40) + "…" : name;
        return path.isEmpty() ? shown : path + "." + shown;
    }

    int integer(int min, int max) {
        if (!node.isIntegralNumber() || !node.canConvertToInt() || node.intValue() < min || node.intValue() > max) {
            throw error("expected an integer from " + min + " to " + max + ", got " + describe(node));
        }
        return node.intValue();
    }

    long longValue() {
        if (!node.isIntegralNumber() || !node.canConvertToLong()) {
            throw error("expected a 64-bit integer, got " + describe(node));
        }
        return node.longValue();
    }

    boolean bool() {
        if (!node.isBoolean()) {
            throw error("expected true or false, got " + describe(node));
        }
        return node.booleanValue();
    }

    String string(int maxChars) {
        if (!node.isString()) {
            throw error("expected a string, got " + describe(node));
        }
        String s = node.stringValue();
        if (s.length() > maxChars) {
            throw error("expected a string of at most " + maxChars + " characters, got " + s.length());
        }
        return s;
    }

    Card card() {
        return notation(notation::parseCard, "card notation such as R5 or KING");
    }

    Color color() {
        return notation(Color::parse, "a colour: R, G, B or Y");
    }

    Direction direction() {
        String s = string(8);
        if (s.equals("cw") || s.equals("ccw")) {
            return Direction.parse(s);
        }
        throw error("expected \"cw\" or \"ccw\", got " + describe(node));
    }

    /** A phase, by name: {@code "taki-run"}, or a plugin's (whether the game has it is checked with the table). */
    Phase phase() {
        String s = string(64);
        try {
            return Phase.named(s);
        } catch (IllegalArgumentException e) {
            throw error("expected a phase such as turn or taki-run, got " + describe(node));
        }
    }

    /** A word of a closed list, such as a draw cause: {@code "plus-two"}. */
    <T> T word(Map<String, T> words) {
        T value = words.get(string(64));
        if (value == null) {
            throw error("expected one of " + String.join(", ", new TreeSet<>(words.keySet())) + ", got " + describe(node));
        }
        return value;
    }

    private <T> T notation(Function<String, T> parser, String expected) {
        String s = string(16);
        try {
            return parser.apply(s);
        } catch (NotationException e) {
            throw error("expected " + expected + ", got " + describe(node));
        }
    }

    /** This node as an array of at most {@code max} elements, each read by {@code item}. */
    <T> List<T> list(int max, Function<JsonIn, T> item) {
        if (!node.isArray()) {
            throw error("expected an array, got " + describe(node));
        }
        int limit = Math.min(max, limits.maxListLength());
        if (node.size() > limit) {
            throw error("expected at most " + limit + " elements, got " + node.size());
        }
        List<T> out = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            out.add(item.apply(new JsonIn(node.get(i), path + "[" + i + "]", limits, notation)));
        }
        return out;
    }

    List<Card> cards(int max) {
        return list(max, JsonIn::card);
    }

    List<Integer> seats(int max) {
        return list(max, i -> i.integer(0, 9));
    }

    /** A short description of a value for error messages: its type, and the value itself if it is short. */
    static String describe(JsonNode n) {
        if (n == null || n.isMissingNode()) {
            return "nothing";
        }
        if (n.isString()) {
            String s = n.stringValue();
            return s.length() > 40 ? "a string of " + s.length() + " characters" : "\"" + s + "\"";
        }
        if (n.isNumber() && !n.isIntegralNumber() && !Double.isFinite(n.doubleValue())) {
            return "a number out of range";
        }
        if (n.isNumber() || n.isBoolean() || n.isNull()) {
            String s = n.toString();
            return s.length() > 40 ? "a number of " + s.length() + " digits" : s;
        }
        if (n.isArray()) {
            return "an array of " + n.size() + " elements";
        }
        return n.isObject() ? "an object" : "a " + n.getNodeType().name().toLowerCase(java.util.Locale.ROOT) + " value";
    }
}
