package dev.taki.core.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one normal form of JSON-like values (strings, numbers, booleans, lists, maps) in this library: deep,
 * unmodifiable copies that keep the order of maps, with whole numbers as {@link Integer} when they fit in 32
 * bits (else {@link Long}) and other numbers as {@link Double}. Plugins' states, option values and event details
 * pass through it, so that what is read back from JSON equals what was written, and no caller can change a
 * value through a list it kept.
 */
public final class JsonLike {
    private JsonLike() {
    }

    /**
     * The normal form of a JSON-like map.
     *
     * @param owner who the values belong to, for the error message (a variant's id)
     * @throws IllegalArgumentException naming the owner and the value that is not JSON-like
     */
    public static Map<String, Object> normalise(String owner, Map<String, ?> map) {
        return freezeMap(owner, map, 0);
    }

    private static Map<String, Object> freezeMap(String variantId, Map<?, ?> map, int depth) {
        if (depth > 64) {
            throw new IllegalArgumentException(variantId + ": JSON-like values nest at most 64 levels deep (is one cyclic?)");
        }
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            if (!(e.getKey() instanceof String key)) {
                throw new IllegalArgumentException(variantId + ": state keys must be strings, got " + e.getKey());
            }
            out.put(key, freezeValue(variantId, e.getValue(), depth + 1));
        }
        return Collections.unmodifiableMap(out);
    }

    private static Object freezeValue(String variantId, Object v, int depth) {
        if (v == null || v instanceof String || v instanceof Boolean || v instanceof Double) {
            return v;
        }
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            long n = ((Number) v).longValue();
            return n == (int) n ? (Object) (int) n : (Object) n;
        }
        if (v instanceof Float f) {
            return f.doubleValue();
        }
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            for (Object e : list) {
                out.add(freezeValue(variantId, e, depth + 1));
            }
            return Collections.unmodifiableList(out);
        }
        if (v instanceof Map<?, ?> map) {
            return freezeMap(variantId, map, depth + 1);
        }
        throw new IllegalArgumentException(variantId + ": JSON-like values are strings, numbers, booleans,"
                + " lists and maps; got " + (v == null ? "null" : "a " + v.getClass().getName()));
    }
}
