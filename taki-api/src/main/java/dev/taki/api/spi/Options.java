package dev.taki.api.spi;

import java.util.List;
import java.util.Map;

/**
 * A variant's option values after validation: every option of the variant is present, with the
 * configured value or its default; and the variants in play in the resolved configuration, so that rules can
 * tell which others they play with.
 *
 * @param values every option's value, by name
 * @param inPlay the ids of every variant in play, this one included, in the order their rules are asked
 *               (editions expanded, {@link Variant#before()} and {@link Variant#after()} honoured)
 */
public record Options(Map<String, Object> values, List<String> inPlay) {

    /**
     * Copies the values and the variants in play.
     *
     * @param values every option's value, by name; copied
     * @param inPlay the ids of the variants in play, in order; copied
     */
    public Options {
        values = Map.copyOf(values);
        inPlay = List.copyOf(inPlay);
    }

    /**
     * Option values with no knowledge of the other variants in play (for tests and tools).
     *
     * @param values every option's value, by name; copied
     */
    public Options(Map<String, Object> values) {
        this(values, List.of());
    }

    /**
     * Whether a variant is in play with this one.
     *
     * @param variantId a variant's id
     * @return true if the resolved configuration has it
     */
    public boolean isInPlay(String variantId) {
        return inPlay.contains(variantId);
    }

    /**
     * An integer option.
     *
     * @param name an integer option of the variant
     * @return its value
     */
    public int integer(String name) {
        return ((Number) get(name)).intValue();
    }

    /**
     * A boolean option.
     *
     * @param name a boolean option of the variant
     * @return its value
     */
    public boolean bool(String name) {
        return (Boolean) get(name);
    }

    /**
     * A choice option.
     *
     * @param name a choice option of the variant
     * @return its value, one of the option's words
     */
    public String choice(String name) {
        return (String) get(name);
    }

    private Object get(String name) {
        Object v = values.get(name);
        if (v == null) {
            throw new IllegalArgumentException("no option named '" + name + "'; options are " + values.keySet());
        }
        return v;
    }
}
