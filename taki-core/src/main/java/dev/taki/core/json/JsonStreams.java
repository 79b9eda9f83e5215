package dev.taki.core.json;

import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Trees to and from the token streams of someone else's mapper, for {@link TakiModule}: reading refuses what
 * {@link TakiJson#parse} refuses (duplicate fields, and anything over the {@link JsonLimits}) whatever that
 * mapper allows, and writing puts out every field in the tree's order, nulls included, whatever that mapper's
 * settings for trees say.
 */
final class JsonStreams {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** As {@link TakiJson}'s own parser: no field name over 1,000 characters, no number over 100 digits. */
    private static final int MAX_NAME_CHARS = 1000;
    private static final int MAX_NUMBER_CHARS = 100;

    private JsonStreams() {
    }

    /**
     * The value the parser stands on, as a tree; the parser is left on its last token.
     *
     * @throws TakiJsonException naming the path of a duplicate field, a value over a limit, or a token that is
     *                           not JSON (an embedded object)
     */
    static JsonNode read(JsonParser p, JsonLimits limits) {
        Reading reading = new Reading(p, limits);
        JsonToken token = p.currentToken();
        if (token == JsonToken.PROPERTY_NAME || token == JsonToken.END_OBJECT) {
            // a mapper that buffered the object's start hands over its first field (or its end)
            return reading.fields(NODES.objectNode(), "", 1);
        }
        return reading.value(token, "", 0);
    }

    /** Writes a tree as it is: fields in order, nulls kept, numbers of the same type. */
    static void write(JsonNode node, JsonGenerator out) {
        switch (node.getNodeType()) {
            case OBJECT -> {
                out.writeStartObject();
                for (var field : node.properties()) {
                    out.writeName(field.getKey());
                    write(field.getValue(), out);
                }
                out.writeEndObject();
            }
            case ARRAY -> {
                out.writeStartArray();
                for (JsonNode item : node.values()) {
                    write(item, out);
                }
                out.writeEndArray();
            }
            case STRING -> out.writeString(node.stringValue());
            case BOOLEAN -> out.writeBoolean(node.booleanValue());
            case NULL -> out.writeNull();
            case NUMBER -> {
                switch (node.numberType()) {
                    case INT -> out.writeNumber(node.intValue());
                    case LONG -> out.writeNumber(node.longValue());
                    case BIG_INTEGER -> out.writeNumber(node.bigIntegerValue());
                    case FLOAT -> out.writeNumber(node.floatValue());
                    case DOUBLE -> out.writeNumber(node.doubleValue());
                    case BIG_DECIMAL -> out.writeNumber(node.decimalValue());
                }
            }
            // the writers of this package make none of the others (binary, POJO, missing)
            default -> throw new TakiJsonException("", "cannot write a " + node.getNodeType() + " node");
        }
    }

    /** One value being read: its parser, and the characters read so far against the document limit. */
    private static final class Reading {
        private final JsonParser p;
        private final JsonLimits limits;
        private long chars;

        Reading(JsonParser p, JsonLimits limits) {
            this.p = p;
            this.limits = limits;
        }

        JsonNode value(JsonToken token, String path, int depth) {
            if (token == null) {
                throw new TakiJsonException(path, "no JSON value here");
            }
            switch (token) {
                case START_OBJECT -> {
                    count(path, 2);
                    nest(path, depth + 1);
                    p.nextToken();
                    return fields(NODES.objectNode(), path, depth + 1);
                }
                case START_ARRAY -> {
                    count(path, 2);
                    nest(path, depth + 1);
                    ArrayNode list = NODES.arrayNode();
                    JsonToken next;
                    while ((next = p.nextToken()) != JsonToken.END_ARRAY) {
                        if (list.size() >= limits.maxListLength()) {
                            throw new TakiJsonException(path, "more than " + limits.maxListLength() + " elements");
                        }
                        list.add(value(next, path + "[" + list.size() + "]", depth + 1));
                        count(path, 1);
                    }
                    return list;
                }
                case VALUE_STRING -> {
                    String text = p.getString();
                    if (text.length() > limits.maxStringChars()) {
                        throw new TakiJsonException(path, "a string of " + text.length() + " characters; at most "
                                + limits.maxStringChars() + " are read");
                    }
                    count(path, text.length() + 2);
                    return NODES.stringNode(text);
                }
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                    String digits = p.getString();
                    if (digits.length() > MAX_NUMBER_CHARS) {
                        throw new TakiJsonException(path, "a number of " + digits.length() + " characters; at most "
                                + MAX_NUMBER_CHARS + " are read");
                    }
                    count(path, digits.length());
                    return token == JsonToken.VALUE_NUMBER_FLOAT ? NODES.numberNode(p.getDoubleValue()) : integer();
                }
                case VALUE_TRUE, VALUE_FALSE -> {
                    count(path, 5);
                    return NODES.booleanNode(token == JsonToken.VALUE_TRUE);
                }
                case VALUE_NULL -> {
                    count(path, 4);
                    return NODES.nullNode();
                }
                default -> throw new TakiJsonException(path, "expected a JSON value, got " + token);
            }
        }

        /** The fields of an object whose start was read; the parser stands on its first name or its end. */
        ObjectNode fields(ObjectNode object, String path, int depth) {
            JsonToken token = p.currentToken();
            while (token == JsonToken.PROPERTY_NAME) {
                String name = p.currentName();
                String child = path.isEmpty() ? name : path + "." + name;
                if (name.length() > Math.min(MAX_NAME_CHARS, limits.maxStringChars())) {
                    throw new TakiJsonException(path, "a field name of " + name.length() + " characters; at most "
                            + Math.min(MAX_NAME_CHARS, limits.maxStringChars()) + " are read");
                }
                if (object.has(name)) {
                    throw new TakiJsonException(child, "duplicate field");
                }
                count(path, name.length() + 3);
                object.set(name, value(p.nextToken(), child, depth));
                token = p.nextToken();
            }
            if (token != JsonToken.END_OBJECT) {
                throw new TakiJsonException(path, "expected a field name or the end of the object, got " + token);
            }
            return object;
        }

        private JsonNode integer() {
            return switch (p.getNumberType()) {
                case INT -> NODES.numberNode(p.getIntValue());
                case LONG -> NODES.numberNode(p.getLongValue());
                default -> NODES.numberNode(p.getBigIntegerValue());
            };
        }

        private void nest(String path, int depth) {
            if (depth > limits.maxDepth()) {
                throw new TakiJsonException(path, "nested more than " + limits.maxDepth() + " levels deep");
            }
        }

        /** Counts characters as the value's compact text would have them, give or take the separators. */
        private void count(String path, int more) {
            chars += more;
            if (chars > limits.maxDocumentChars()) {
                throw new TakiJsonException(path, "the value is over " + limits.maxDocumentChars()
                        + " characters; no more are read");
            }
        }
    }
}
