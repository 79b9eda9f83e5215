package dev.taki.api.spi;

import java.util.List;
import java.util.Objects;

/**
 * A typed option of a variant, with its default and the values allowed. Values are JSON-like:
 * {@link Type#INTEGER} takes an {@link Integer}, {@link Type#BOOLEAN} a {@link Boolean},
 * {@link Type#CHOICE} one of {@link #choices()} as a {@link String}.
 *
 * @param name         the option's name in configuration files
 * @param description  one line for people
 * @param type         the value's type
 * @param defaultValue used when the configuration leaves the option out
 * @param min          smallest allowed integer (integers only)
 * @param max          largest allowed integer (integers only)
 * @param choices      allowed strings (choices only)
 */
public record OptionSpec(String name, String description, Type type, Object defaultValue, int min, int max,
                         List<String> choices) {

    /** The kinds of option value. */
    public enum Type {
        /** A whole number from {@code min} to {@code max}. */
        INTEGER,
        /** {@code true} or {@code false}. */
        BOOLEAN,
        /** One of the words of {@code choices}. */
        CHOICE
    }

    /**
     * Checks the default against the spec.
     *
     * @param name the option's name in configuration files
     * @param description one line for people
     * @param type the value's type
     * @param defaultValue the default, which must be an allowed value
     * @param min smallest allowed integer (integers only)
     * @param max largest allowed integer (integers only)
     * @param choices allowed strings (choices only); copied
     */
    public OptionSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        choices = List.copyOf(choices);
        String problem = problemWith(type, defaultValue, min, max, choices);
        if (problem != null) {
            throw new IllegalArgumentException("default of option '" + name + "': " + problem);
        }
    }

    /**
     * An integer option between min and max inclusive.
     *
     * @param name the option's name in configuration files
     * @param description one line for people
     * @param defaultValue the default, from min to max
     * @param min smallest allowed value
     * @param max largest allowed value
     * @return the option
     */
    public static OptionSpec integer(String name, String description, int defaultValue, int min, int max) {
        return new OptionSpec(name, description, Type.INTEGER, defaultValue, min, max, List.of());
    }

    /**
     * A true/false option.
     *
     * @param name the option's name in configuration files
     * @param description one line for people
     * @param defaultValue the default
     * @return the option
     */
    public static OptionSpec bool(String name, String description, boolean defaultValue) {
        return new OptionSpec(name, description, Type.BOOLEAN, defaultValue, 0, 0, List.of());
    }

    /**
     * An option taking one of a list of words.
     *
     * @param name the option's name in configuration files
     * @param description one line for people
     * @param defaultValue the default, one of the choices
     * @param choices the words allowed
     * @return the option
     */
    public static OptionSpec choice(String name, String description, String defaultValue, List<String> choices) {
        return new OptionSpec(name, description, Type.CHOICE, defaultValue, 0, 0, choices);
    }

    /**
     * What is wrong with a value for this option, or null if it is allowed.
     *
     * @param value a JSON-like value
     * @return one sentence, or null
     */
    public String problemWith(Object value) {
        return problemWith(type, value, min, max, choices);
    }

    /** {@return what values are allowed, in words: "an integer from 1 to 20", "true or false"…} */
    public String allowed() {
        return switch (type) {
            case INTEGER -> "an integer from " + min + " to " + max;
            case BOOLEAN -> "true or false";
            case CHOICE -> "one of " + String.join(", ", choices);
        };
    }

    private static String problemWith(Type type, Object value, int min, int max, List<String> choices) {
        switch (type) {
            case INTEGER -> {
                if (!(value instanceof Integer || value instanceof Long || value instanceof Short)) {
                    return "expected an integer from " + min + " to " + max + ", got " + describe(value);
                }
                long v = ((Number) value).longValue();
                if (v < min || v > max) {
                    return "expected an integer from " + min + " to " + max + ", got " + v;
                }
                return null;
            }
            case BOOLEAN -> {
                return value instanceof Boolean ? null : "expected true or false, got " + describe(value);
            }
            default -> {
                return value instanceof String s && choices.contains(s) ? null
                        : "expected one of " + String.join(", ", choices) + ", got " + describe(value);
            }
        }
    }

    private static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        return value instanceof String s ? "\"" + s + "\"" : value.toString();
    }
}
