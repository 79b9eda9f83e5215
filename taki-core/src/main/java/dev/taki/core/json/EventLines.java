package dev.taki.core.json;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

import java.math.BigDecimal;
import java.util.Iterator;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The one-line event notation: an event's JSON object written as {@code type name=value name=value…}, for
 * scenario files and logs that people read and write. It is derived from the event's codec, so every event —
 * the engine's and a plugin's — has one: {@code card-played seat=0 card=R+2 inRun=false}.
 *
 * <p>Values: integers and other numbers as in JSON; {@code true}, {@code false}, {@code null}; a string bare
 * when it is a word of letters, digits and {@code + - _ . @ # * / :} that does not read as anything else
 * ({@code R+2}, {@code plus-two}), otherwise quoted as in JSON; a list {@code [B3,Y4]}; a map
 * {@code {name=value,name=value}}. No spaces inside a value but within quotes.
 */
final class EventLines {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Pattern BARE = Pattern.compile("[A-Za-z0-9+\\-_.@#*/:]+");
    private static final Pattern NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_-]{0,99}");
    static final int MAX_LINE = 10_000;
    private static final int MAX_DEPTH = 8;
    private static final tools.jackson.databind.ObjectMapper STRINGS = new tools.jackson.databind.ObjectMapper();

    private EventLines() {
    }

    /** The line of an event's JSON object (as {@link TakiJson#eventTree} writes it). */
    static String write(ObjectNode event) {
        StringBuilder out = new StringBuilder(event.path("type").asString());
        Iterator<Map.Entry<String, JsonNode>> fields = event.properties().iterator();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (!field.getKey().equals("type")) {
                out.append(' ').append(field.getKey()).append('=');
                value(field.getValue(), out);
            }
        }
        return out.toString();
    }

    private static void value(JsonNode node, StringBuilder out) {
        if (node.isArray()) {
            out.append('[');
            for (int i = 0; i < node.size(); i++) {
                out.append(i == 0 ? "" : ",");
                value(node.get(i), out);
            }
            out.append(']');
        } else if (node.isObject()) {
            out.append('{');
            Iterator<Map.Entry<String, JsonNode>> fields = node.properties().iterator();
            boolean first = true;
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                out.append(first ? "" : ",");
                first = false;
                out.append(NAME.matcher(field.getKey()).matches() ? field.getKey() : quoted(field.getKey())).append('=');
                value(field.getValue(), out);
            }
            out.append('}');
        } else if (node.isString()) {
            String s = node.stringValue();
            out.append(isBare(s) ? s : quoted(s));
        } else {
            out.append(node.toString());
        }
    }

    private static boolean isBare(String s) {
        return BARE.matcher(s).matches() && !NUMBER.matcher(s).matches()
                && !s.equals("true") && !s.equals("false") && !s.equals("null");
    }

    private static boolean isWordChar(char c) {
        return c < 128 && (Character.isLetterOrDigit(c) || "+-_.@#*/:".indexOf(c) >= 0);
    }

    private static String quoted(String s) {
        return StringNode.valueOf(s).toString();
    }

    /**
     * The JSON object a line stands for, {@code {"type": …, name: value…}}, for the codec to read.
     *
     * @throws TakiJsonException naming the column of the first problem
     */
    static ObjectNode read(String line) {
        if (line == null) {
            throw new TakiJsonException("", "no event line given");
        }
        if (line.length() > MAX_LINE) {
            throw new TakiJsonException("", "an event line is at most " + MAX_LINE + " characters, got " + line.length());
        }
        return new Reader(line).event();
    }

    /** A recursive-descent reader over one line. */
    private static final class Reader {
        private final String line;
        private int at;

        Reader(String line) {
            this.line = line;
        }

        ObjectNode event() {
            skipSpaces();
            String type = word("an event type such as card-played");
            ObjectNode out = NODES.objectNode();
            out.put("type", type);
            while (true) {
                int before = at;
                skipSpaces();
                if (at == line.length()) {
                    return out;
                }
                if (before == at) {
                    throw error("expected a space before the next field");
                }
                int nameAt = at;
                String name = name();
                expect('=');
                if (out.has(name)) {
                    at = nameAt;
                    throw error("the field '" + name + "' is given twice");
                }
                out.set(name, value(0));
            }
        }

        private String name() {
            int start = at;
            while (at < line.length() && (Character.isLetterOrDigit(line.charAt(at)) || line.charAt(at) == '_'
                    || line.charAt(at) == '-')) {
                at++;
            }
            String name = line.substring(start, at);
            if (!NAME.matcher(name).matches()) {
                at = start;
                throw error("expected a field name followed by '=', such as seat=0");
            }
            return name;
        }

        private JsonNode value(int depth) {
            if (depth > MAX_DEPTH) {
                throw error("values nest at most " + MAX_DEPTH + " deep");
            }
            if (at == line.length()) {
                throw error("expected a value");
            }
            char c = line.charAt(at);
            if (c == '[') {
                at++;
                ArrayNode list = NODES.arrayNode();
                if (peek(']')) {
                    at++;
                    return list;
                }
                while (true) {
                    list.add(value(depth + 1));
                    if (peek(']')) {
                        at++;
                        return list;
                    }
                    expect(',');
                }
            }
            if (c == '{') {
                at++;
                ObjectNode map = NODES.objectNode();
                if (peek('}')) {
                    at++;
                    return map;
                }
                while (true) {
                    String key = peek('"') ? quotedString() : name();
                    expect('=');
                    if (map.has(key)) {
                        throw error("the key '" + key + "' is given twice");
                    }
                    map.set(key, value(depth + 1));
                    if (peek('}')) {
                        at++;
                        return map;
                    }
                    expect(',');
                }
            }
            if (c == '"') {
                return StringNode.valueOf(quotedString());
            }
            String word = word("a value: a number, true, false, null, a word, a \"string\", [a list] or {a=map}");
            switch (word) {
                case "true":
                    return NODES.booleanNode(true);
                case "false":
                    return NODES.booleanNode(false);
                case "null":
                    return NODES.nullNode();
                default:
                    break;
            }
            if (NUMBER.matcher(word).matches()) {
                if (word.matches("-?[0-9]+") && word.length() <= 18) {
                    return NODES.numberNode(Long.parseLong(word));
                }
                try {
                    return NODES.numberNode(new BigDecimal(word));
                } catch (NumberFormatException e) {
                    // an exponent beyond what a BigDecimal holds (1e99999999999)
                    throw error("a number out of range");
                }
            }
            return StringNode.valueOf(word);
        }

        private String word(String expected) {
            int start = at;
            while (at < line.length() && isWordChar(line.charAt(at))) {
                at++;
            }
            if (start == at) {
                throw error("expected " + expected);
            }
            return line.substring(start, at);
        }

        private String quotedString() {
            int start = at;
            at++;
            boolean escaped = false;
            while (at < line.length()) {
                char c = line.charAt(at++);
                if (escaped) {
                    escaped = false;
                } else if (c == '\\') {
                    escaped = true;
                } else if (c == '"') {
                    try {
                        return STRINGS.readTree(line.substring(start, at)).stringValue();
                    } catch (tools.jackson.core.JacksonException e) {
                        at = start;
                        throw error("not a valid quoted string: " + e.getOriginalMessage());
                    }
                }
            }
            at = start;
            throw error("a quoted string is not closed");
        }

        private boolean peek(char c) {
            return at < line.length() && line.charAt(at) == c;
        }

        private void expect(char c) {
            if (!peek(c)) {
                throw error("expected '" + c + "'");
            }
            at++;
        }

        private void skipSpaces() {
            while (at < line.length() && line.charAt(at) == ' ') {
                at++;
            }
        }

        private TakiJsonException error(String problem) {
            String shown = line.length() > 80 ? line.substring(0, 80) + "…" : line;
            return new TakiJsonException("", "event line \"" + shown + "\", column " + (at + 1) + ": " + problem);
        }
    }
}
