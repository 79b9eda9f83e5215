package dev.taki.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Variants' states as the engine stores them: deep, immutable copies of JSON-like values, with whole
 * numbers as {@link Integer} when they fit (else {@link Long}), so that a state read back from JSON is equal
 * to the one written, and no variant can change a stored state through a list it kept.
 */
final class JsonLike {
    private JsonLike() {
    }

    /**
     * The frozen copy of a variant's state.
     *
     * @throws IllegalArgumentException naming the variant and the value that is not JSON-like
     */
    static Map<String, Object> freeze(String variantId, Map<String, Object> state) {
        return freezeMap(variantId, state);
    }

    private static Map<String, Object> freezeMap(String variantId, Map<?, ?> map) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            if (!(e.getKey() instanceof String key)) {
                throw new IllegalArgumentException(variantId + ": state keys must be strings, got " + e.getKey());
            }
            out.put(key, freezeValue(variantId, e.getValue()));
        }
        return Collections.unmodifiableMap(out);
    }

    private static Object freezeValue(String variantId, Object v) {
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
                out.add(freezeValue(variantId, e));
            }
            return Collections.unmodifiableList(out);
        }
        if (v instanceof Map<?, ?> map) {
            return freezeMap(variantId, map);
        }
        throw new IllegalArgumentException(variantId + ": a variant's state holds only strings, numbers, booleans,"
                + " lists and maps; got " + (v == null ? "null" : "a " + v.getClass().getName()));
    }
}
