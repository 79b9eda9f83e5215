package dev.taki.api.spi;

import java.util.Map;

/**
 * A variant's option values after validation: every option of the variant is present, with the
 * configured value or its default.
 *
 * @param values every option's value, by name
 */
public record Options(Map<String, Object> values) {

    /**
     * Copies the values.
     *
     * @param values every option's value, by name; copied
     */
    public Options {
        values = Map.copyOf(values);
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
