package dev.taki.core.json;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The JSON words of enums: lower case, words joined by '-' ({@code TAKI_RUN} is {@code "taki-run"}). */
final class Words {
    private Words() {
    }

    static String of(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Every word of an enum, for reading. */
    static <E extends Enum<E>> Map<String, E> all(Class<E> type) {
        Map<String, E> words = new LinkedHashMap<>();
        for (E e : type.getEnumConstants()) {
            words.put(of(e), e);
        }
        return Map.copyOf(words);
    }
}
