package dev.taki.core.json;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * JSON-like values — the variants' states, option values, event details — to and from JSON, in one normal
 * form so that they read back equal: a whole number is an {@link Integer} when it fits in 32 bits and a
 * {@link Long} otherwise; any other number a {@link Double}; lists and maps are unmodifiable and keep their
 * order. Maps are written with their keys sorted (unless they keep an order of their own), so equal values
 * give equal JSON.
 */
final class JsonValues {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonValues() {
    }

    /** A JSON-like map as an object. @throws TakiJsonException naming the path of a value that is not JSON-like */
    static ObjectNode writeMap(Map<?, ?> map, String path, int depth) {
        ObjectNode out = NODES.objectNode();
        for (Map.Entry<?, ?> e : ordered(map, path).entrySet()) {
            String key = (String) e.getKey();
            out.set(key, write(e.getValue(), path + "." + key, depth + 1));
        }
        return out;
    }

    static JsonNode write(Object value, String path, int depth) {
        if (depth > 64) {
            throw new TakiJsonException(path, "nested more than 64 levels deep (is the value cyclic?)");
        }
        if (value == null) {
            return NODES.nullNode();
        }
        if (value instanceof String s) {
            return NODES.stringNode(s);
        }
        if (value instanceof Boolean b) {
            return NODES.booleanNode(b);
        }
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return NODES.numberNode(((Number) value).intValue());
        }
        if (value instanceof Long l) {
            return NODES.numberNode(l.longValue());
        }
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (!Double.isFinite(d)) {
                throw new TakiJsonException(path, "JSON has no " + d);
            }
            return NODES.numberNode(d);
        }
        if (value instanceof List<?> list) {
            ArrayNode out = NODES.arrayNode(list.size());
            for (int i = 0; i < list.size(); i++) {
                out.add(write(list.get(i), path + "[" + i + "]", depth + 1));
            }
            return out;
        }
        if (value instanceof Map<?, ?> map) {
            return writeMap(map, path, depth);
        }
        throw new TakiJsonException(path, "a " + value.getClass().getSimpleName() + " is not a JSON-like value"
                + " (string, number, boolean, list or map)");
    }

    private static Map<?, ?> ordered(Map<?, ?> map, String path) {
        for (Object key : map.keySet()) {
            if (!(key instanceof String)) {
                throw new TakiJsonException(path, "a map key must be a string, got " + key);
            }
        }
        return map instanceof LinkedHashMap || map instanceof SortedMap ? map : new TreeMap<>(map);
    }

    /** An object read as a JSON-like map; null values only where {@code nulls} allows them. */
    static Map<String, Object> readMap(JsonIn in, int depth, boolean nulls) {
        if (!in.node().isObject()) {
            throw in.error("expected an object, got " + JsonIn.describe(in.node()));
        }
        if (in.node().size() > in.limits().maxListLength()) {
            throw in.error("expected at most " + in.limits().maxListLength() + " fields, got " + in.node().size());
        }
        Map<String, Object> out = new LinkedHashMap<>();
        for (String name : in.node().propertyNames()) {
            JsonIn field = in.get(name);
            if (!nulls && field.isNull()) {
                throw field.error("null is not allowed here");
            }
            out.put(name, read(field, depth + 1));
        }
        return Collections.unmodifiableMap(out);
    }

    static Object read(JsonIn in, int depth) {
        if (depth > in.limits().maxDepth()) {
            throw in.error("nested more than " + in.limits().maxDepth() + " levels deep");
        }
        JsonNode n = in.node();
        if (n.isNull()) {
            return null;
        }
        if (n.isString()) {
            return in.string(in.limits().maxStringChars());
        }
        if (n.isBoolean()) {
            return n.booleanValue();
        }
        if (n.isIntegralNumber()) {
            if (n.canConvertToInt()) {
                return n.intValue();
            }
            if (n.canConvertToLong()) {
                return n.longValue();
            }
            throw in.error("expected a number within 64 bits, got " + JsonIn.describe(n));
        }
        if (n.isNumber()) {
            double d = n.doubleValue();
            if (!Double.isFinite(d)) {
                throw in.error("expected a finite number, got " + JsonIn.describe(n));
            }
            return d;
        }
        if (n.isArray()) {
            List<Object> out = new ArrayList<>(in.list(Integer.MAX_VALUE, item -> read(item, depth + 1)));
            return Collections.unmodifiableList(out);
        }
        if (n.isObject()) {
            return readMap(in, depth, true);
        }
        throw in.error("expected a JSON value, got " + JsonIn.describe(n));
    }
}
