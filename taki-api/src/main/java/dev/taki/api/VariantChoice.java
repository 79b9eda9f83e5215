package dev.taki.api;

import java.util.Map;

/**
 * A variant chosen for a game, by id, with option values (JSON-like: numbers, booleans, strings).
 * Options left out take their defaults.
 *
 * @param id the variant's id
 * @param options option values by name
 */
public record VariantChoice(String id, Map<String, Object> options) {

    /**
     * Copies the options.
     *
     * @param id the variant's id
     * @param options option values by name; the map is copied
     */
    public VariantChoice {
        options = Map.copyOf(options);
    }

    /**
     * A variant with all options at their defaults.
     *
     * @param id the variant's id
     * @return the choice, with no options given
     */
    public static VariantChoice of(String id) {
        return new VariantChoice(id, Map.of());
    }
}
