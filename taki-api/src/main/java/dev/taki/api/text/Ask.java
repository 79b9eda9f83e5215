package dev.taki.api.text;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A text to look for: a key in one owner's texts (the base game's, the refusals', a variant's, an edition's).
 *
 * @param shelf the owner's texts, as {@link GameTexts} names them
 * @param key   the key
 */
record Ask(String shelf, String key) {

    /** {@return the keys in one owner's texts, in order} */
    static List<Ask> of(String shelf, String... keys) {
        List<Ask> asks = new ArrayList<>(keys.length);
        for (String key : keys) {
            asks.add(new Ask(shelf, key));
        }
        return asks;
    }

    /** {@return the arguments as a lookup: name, value, name, value… (null values are left out)} */
    static Function<String, Object> args(Object... pairs) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            if (pairs[i + 1] != null) {
                map.put((String) pairs[i], pairs[i + 1]);
            }
        }
        return map::get;
    }
}
