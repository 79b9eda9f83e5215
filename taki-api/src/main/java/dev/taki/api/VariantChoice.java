package dev.taki.api;

import java.util.Map;

/**
 * A variant chosen for a game, by id, with option values (JSON-like: numbers, booleans, strings).
 * Options left out take their defaults.
 */
public record VariantChoice(String id, Map<String, Object> options) {

    /** Copies the options. */
    public VariantChoice {
        options = Map.copyOf(options);
    }

    /** A variant with all options at their defaults. */
    public static VariantChoice of(String id) {
        return new VariantChoice(id, Map.of());
    }
}
