package dev.taki.api.spi;

import java.util.Map;

/**
 * A variant's option values after validation: every option of the variant is present, with the
 * configured value or its default.
 */
public record Options(Map<String, Object> values) {

    /** Copies the values. */
    public Options {
        values = Map.copyOf(values);
    }

    /** An integer option. */
    public int integer(String name) {
        return ((Number) get(name)).intValue();
    }

    /** A boolean option. */
    public boolean bool(String name) {
        return (Boolean) get(name);
    }

    /** A choice option. */
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
