package dev.taki.match;

import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.exc.MismatchedInputException;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSON object of one of the match's types from a framework's token stream, for {@link MatchModule}:
 * every field known, none twice, each of its own shape — whatever the mapper's own settings allow — and
 * a {@link MismatchedInputException} naming the type and the field for anything else:
 * {@code Cannot read MatchSeat: status: expected playing, left or resigned, got "away"}.
 */
final class StrictFields {
    /** Reads one field's value; the parser stands on its first token and is left on its last. */
    @FunctionalInterface
    interface FieldReader {
        /**
         * @throws Problem for a value of the wrong shape; a Jackson exception from a value read by its own reader
         */
        Object read(JsonParser p, DeserializationContext context);
    }

    /** A value of the wrong shape: what was expected there, and what was found. */
    static final class Problem extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Problem(String message) {
            super(message, null, false, false);
        }
    }

    private final Class<?> type;
    private final Map<String, FieldReader> fields = new LinkedHashMap<>();

    StrictFields(Class<?> type) {
        this.type = type;
    }

    /** Allows a field, read by {@code reader}. */
    StrictFields field(String name, FieldReader reader) {
        fields.put(name, reader);
        return this;
    }

    /**
     * The fields of the object the parser stands on (or inside, on its first field), in the order read, a JSON
     * null as null; the parser is left on the object's end.
     */
    Map<String, Object> read(JsonParser p, DeserializationContext context) {
        JsonToken token = p.currentToken();
        if (token == JsonToken.START_OBJECT) {
            token = p.nextToken();
        } else if (token != JsonToken.PROPERTY_NAME && token != JsonToken.END_OBJECT) {
            throw fail(p, "", "expected an object with the fields " + String.join(", ", fields.keySet()) + ", got "
                    + describe(p));
        }
        Map<String, Object> values = new LinkedHashMap<>();
        for (; token == JsonToken.PROPERTY_NAME; token = p.nextToken()) {
            String name = p.currentName();
            FieldReader reader = fields.get(name);
            if (reader == null) {
                throw fail(p, shorten(name), "unknown field; the fields are " + String.join(", ", fields.keySet()));
            }
            if (values.containsKey(name)) {
                throw fail(p, name, "duplicate field");
            }
            p.nextToken();
            try {
                values.put(name, reader.read(p, context));
            } catch (Problem e) {
                throw fail(p, name, e.getMessage());
            } catch (DatabindException e) {
                throw DatabindException.wrapWithPath(context, e, new JacksonException.Reference(type, name));
            }
        }
        return values;
    }

    /** Checks that every one of {@code names} was read. */
    void require(JsonParser p, Map<String, Object> values, String... names) {
        for (String name : names) {
            if (!values.containsKey(name)) {
                throw fail(p, name, "missing");
            }
        }
    }

    /** Bad input at a field of this type ({@code ""}: the whole value). */
    MismatchedInputException fail(JsonParser p, String field, String problem) {
        return MismatchedInputException.from(p, type, "Cannot read " + name(type) + ": "
                + (field.isEmpty() ? "" : field + ": ") + problem);
    }

    /** The name of a type in messages: {@code MatchSeat}, {@code MatchResult.Refused}. */
    static String name(Class<?> type) {
        String name = type.getName();
        return name.substring(name.lastIndexOf('.') + 1).replace('$', '.');
    }

    // ---- readers of values ----------------------------------------------------------------------------------

    /** A whole number from {@code min} to {@code max}, as a {@code Long}. */
    static FieldReader whole(long min, long max) {
        return (p, context) -> {
            if (p.currentToken() == JsonToken.VALUE_NUMBER_INT && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER
                    && p.getLongValue() >= min && p.getLongValue() <= max) {
                return p.getLongValue();
            }
            throw new Problem("expected a whole number from " + min + " to " + max + ", got " + describe(p));
        };
    }

    /** {@code true} or {@code false}. */
    static FieldReader bool() {
        return (p, context) -> {
            if (p.currentToken() == JsonToken.VALUE_TRUE || p.currentToken() == JsonToken.VALUE_FALSE) {
                return p.currentToken() == JsonToken.VALUE_TRUE;
            }
            throw new Problem("expected true or false, got " + describe(p));
        };
    }

    /** A string of at most {@code maxChars} characters; {@code what} says what it is, for messages. */
    static FieldReader string(int maxChars, String what) {
        return (p, context) -> {
            if (p.currentToken() != JsonToken.VALUE_STRING) {
                throw new Problem("expected " + what + ", got " + describe(p));
            }
            String text = p.getString();
            if (text.length() > maxChars) {
                throw new Problem("a string of " + text.length() + " characters; at most " + maxChars + " are read");
            }
            return text;
        };
    }

    /** One of the names of {@code values}, exactly as written there. */
    static <T> FieldReader oneOf(Map<String, T> values) {
        return (p, context) -> {
            T value = p.currentToken() == JsonToken.VALUE_STRING ? values.get(p.getString()) : null;
            if (value == null) {
                throw new Problem("expected " + alternatives(values.keySet()) + ", got " + describe(p));
            }
            return value;
        };
    }

    /** {@code null}, or what {@code reader} reads. */
    static FieldReader nullable(FieldReader reader) {
        return (p, context) -> p.currentToken() == JsonToken.VALUE_NULL ? null : reader.read(p, context);
    }

    /** A value read by the mapper's reader of its type (that of {@link dev.taki.core.json.TakiModule}); not null. */
    static FieldReader value(Class<?> valueType, String what) {
        return (p, context) -> {
            if (p.currentToken() == JsonToken.VALUE_NULL) {
                throw new Problem("expected " + what + ", got null");
            }
            return context.readValue(p, valueType);
        };
    }

    /** A list of at most {@code max} values, each read by the mapper's reader of {@code elementType}; not null. */
    static FieldReader list(Class<?> elementType, int max, String what) {
        return (p, context) -> {
            if (p.currentToken() != JsonToken.START_ARRAY) {
                throw new Problem("expected a list of " + what + ", got " + describe(p));
            }
            List<Object> items = new ArrayList<>();
            for (JsonToken token = p.nextToken(); token != JsonToken.END_ARRAY; token = p.nextToken()) {
                if (items.size() == max) {
                    throw new Problem("more than " + max + " elements");
                }
                if (token == JsonToken.VALUE_NULL) {
                    throw new Problem("expected " + what + " at [" + items.size() + "], got null");
                }
                try {
                    items.add(context.readValue(p, elementType));
                } catch (DatabindException e) {
                    throw DatabindException.wrapWithPath(context, e, new JacksonException.Reference(items, items.size()));
                }
            }
            return Collections.unmodifiableList(items);
        };
    }

    /**
     * An object of JSON-like values, as the arguments of an engine's refusal hold them: strings, whole numbers
     * (an {@code Integer} when it fits, else a {@code Long}), booleans, and lists of them; at most {@code max}
     * fields, and {@code max} elements a list.
     */
    static FieldReader arguments(int max, int maxChars) {
        return (p, context) -> {
            if (p.currentToken() != JsonToken.START_OBJECT) {
                throw new Problem("expected an object of arguments, got " + describe(p));
            }
            Map<String, Object> arguments = new LinkedHashMap<>();
            for (JsonToken token = p.nextToken(); token == JsonToken.PROPERTY_NAME; token = p.nextToken()) {
                String name = p.currentName();
                if (arguments.containsKey(name)) {
                    throw new Problem(shorten(name) + ": duplicate argument");
                }
                if (arguments.size() == max) {
                    throw new Problem("more than " + max + " arguments");
                }
                if (p.nextToken() == JsonToken.START_ARRAY) {
                    List<Object> items = new ArrayList<>();
                    for (JsonToken item = p.nextToken(); item != JsonToken.END_ARRAY; item = p.nextToken()) {
                        if (items.size() == max) {
                            throw new Problem(shorten(name) + ": more than " + max + " elements");
                        }
                        items.add(argument(p, name + "[" + items.size() + "]", maxChars));
                    }
                    arguments.put(name, List.copyOf(items));
                } else {
                    arguments.put(name, argument(p, name, maxChars));
                }
            }
            return arguments;
        };
    }

    private static Object argument(JsonParser p, String name, int maxChars) {
        switch (p.currentToken()) {
            case VALUE_STRING -> {
                if (p.getString().length() > maxChars) {
                    throw new Problem(shorten(name) + ": a string of " + p.getString().length() + " characters; at most "
                            + maxChars + " are read");
                }
                return p.getString();
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return p.currentToken() == JsonToken.VALUE_TRUE;
            }
            case VALUE_NUMBER_INT -> {
                if (p.getNumberType() == JsonParser.NumberType.INT) {
                    return p.getIntValue();
                }
                if (p.getNumberType() == JsonParser.NumberType.LONG) {
                    return p.getLongValue();
                }
            }
            default -> {
            }
        }
        throw new Problem(shorten(name) + ": expected a string, a whole number, true or false"
                + (name.endsWith("]") ? "" : ", or a list of them") + ", got " + describe(p));
    }

    /** The token the parser stands on, for a message: a string quoted and cut short, an object, a list… */
    static String describe(JsonParser p) {
        JsonToken token = p.currentToken();
        if (token == null) {
            return "nothing";
        }
        return switch (token) {
            case VALUE_STRING -> "\"" + shorten(p.getString()) + "\"";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> shorten(p.getString());
            case VALUE_TRUE -> "true";
            case VALUE_FALSE -> "false";
            case VALUE_NULL -> "null";
            case START_OBJECT, PROPERTY_NAME -> "an object";
            case START_ARRAY -> "a list";
            default -> token.toString();
        };
    }

    /** {@code a, b or c}. */
    static String alternatives(java.util.Collection<String> names) {
        List<String> list = new ArrayList<>(names);
        if (list.size() == 1) {
            return list.get(0);
        }
        return String.join(", ", list.subList(0, list.size() - 1)) + " or " + list.get(list.size() - 1);
    }

    /** Values quoted in messages are cut short, so a message never repeats a large input. */
    private static String shorten(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "…" : text;
    }
}
