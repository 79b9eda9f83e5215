package dev.taki.api.text;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * One text of a bundle, read once: words with placeholders, in a small part of ICU's message syntax.
 * <ul>
 *   <li>{@code {name}} puts in the argument, written as its kind asks (a seat as its player's name, a card by its
 *       name, a list joined with "and"); {@code {name:format}} writes it in a named format ({@code seat},
 *       {@code card}, {@code color}…, see docs/texts.md).</li>
 *   <li>{@code {name, plural, =0 {…} one {…} two {…} other {…}}} picks a branch by the number's plural form in
 *       the language; {@code #} in a branch is the number. {@code other} is required.</li>
 *   <li>{@code {name, select, a {…} b {…} other {…}}} picks the branch named by the argument's value.</li>
 * </ul>
 * Nothing is quoted: an apostrophe is an apostrophe, and a brace always opens or closes a placeholder.
 */
final class Template {
    private final String source;
    private final List<Node> nodes;

    private Template(String source, List<Node> nodes) {
        this.source = source;
        this.nodes = nodes;
    }

    /**
     * Reads a text.
     *
     * @throws IllegalArgumentException saying where the text breaks the syntax and what was expected there
     */
    static Template parse(String source) {
        Parser parser = new Parser(source);
        List<Node> nodes = parser.sequence(false, false);
        if (parser.at < source.length()) {
            throw parser.error("a '}' without its '{'");
        }
        return new Template(source, List.copyOf(nodes));
    }

    /** {@return the text as written in its bundle} */
    String source() {
        return source;
    }

    /**
     * The text with its arguments put in.
     *
     * @param arguments the argument of each name, or null where there is none
     * @param scope how values are written, in which language
     * @throws IllegalArgumentException naming an argument the text needs and does not have, or one whose value
     *                                  its plural or select cannot use
     */
    String render(Function<String, Object> arguments, TextScope scope) {
        StringBuilder out = new StringBuilder(source.length() + 16);
        render(nodes, arguments, scope, null, out);
        return out.toString();
    }

    private void render(List<Node> sequence, Function<String, Object> arguments, TextScope scope, Long number,
                        StringBuilder out) {
        for (Node node : sequence) {
            if (node instanceof Literal literal) {
                out.append(literal.text());
            } else if (node instanceof Hash) {
                out.append(number);
            } else if (node instanceof Placeholder p) {
                out.append(scope.format(argument(arguments, p.name()), p.format()));
            } else if (node instanceof Branching b) {
                Object value = argument(arguments, b.name());
                if (b.plural()) {
                    if (!(value instanceof Number n)) {
                        throw new IllegalArgumentException("the text '" + source + "' counts '" + b.name()
                                + "', which is not a number: " + value);
                    }
                    long count = n.longValue();
                    List<Node> branch = b.branches().get("=" + count);
                    if (branch == null) {
                        branch = b.branches().get(Language.plural(scope.language(), count));
                    }
                    render(branch != null ? branch : b.branches().get("other"), arguments, scope, count, out);
                } else {
                    List<Node> branch = b.branches().get(String.valueOf(value));
                    if (branch == null) {
                        branch = b.branches().get("other");
                    }
                    if (branch == null) {
                        throw new IllegalArgumentException("the text '" + source + "' has no branch for " + b.name()
                                + " = " + value + " and no 'other'");
                    }
                    render(branch, arguments, scope, number, out);
                }
            }
        }
    }

    private Object argument(Function<String, Object> arguments, String name) {
        Object value = arguments.apply(name);
        if (value == null) {
            throw new IllegalArgumentException("the text '" + source + "' needs the argument '" + name + "'");
        }
        return value;
    }

    @Override
    public String toString() {
        return source;
    }

    /** A part of a text. */
    private sealed interface Node permits Literal, Hash, Placeholder, Branching {
    }

    private record Literal(String text) implements Node {
    }

    /** {@code #}: the number of the plural it stands in. */
    private record Hash() implements Node {
    }

    private record Placeholder(String name, String format) implements Node {
    }

    private record Branching(String name, boolean plural, Map<String, List<Node>> branches) implements Node {
    }

    /** A recursive-descent reader of one text. */
    private static final class Parser {
        private final String text;
        private int at;

        Parser(String text) {
            this.text = text;
        }

        /** Nodes up to the end of the text, or up to (not past) the '}' that closes a branch. */
        List<Node> sequence(boolean inBranch, boolean inPlural) {
            List<Node> nodes = new ArrayList<>();
            StringBuilder literal = new StringBuilder();
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c == '}') {
                    if (!inBranch) {
                        throw error("a '}' without its '{'");
                    }
                    break;
                }
                if (c == '{' || c == '#' && inPlural) {
                    if (!literal.isEmpty()) {
                        nodes.add(new Literal(literal.toString()));
                        literal.setLength(0);
                    }
                    if (c == '#') {
                        at++;
                        nodes.add(new Hash());
                    } else {
                        nodes.add(placeholder(inPlural));
                    }
                    continue;
                }
                literal.append(c);
                at++;
            }
            if (!literal.isEmpty()) {
                nodes.add(new Literal(literal.toString()));
            }
            return nodes;
        }

        private Node placeholder(boolean inPlural) {
            at++;
            skipSpaces();
            String name = word("an argument's name");
            skipSpaces();
            if (peek('}')) {
                at++;
                return new Placeholder(name, null);
            }
            if (peek(':')) {
                at++;
                String format = word("a format such as seat or card");
                expect('}');
                return new Placeholder(name, format);
            }
            expect(',');
            skipSpaces();
            int kindAt = at;
            String kind = word("plural or select");
            if (!kind.equals("plural") && !kind.equals("select")) {
                at = kindAt;
                throw error("expected plural or select, got '" + kind + "'");
            }
            boolean plural = kind.equals("plural");
            skipSpaces();
            expect(',');
            Map<String, List<Node>> branches = new LinkedHashMap<>();
            while (true) {
                skipSpaces();
                if (peek('}')) {
                    at++;
                    break;
                }
                int selectorAt = at;
                String selector;
                if (peek('=')) {
                    at++;
                    selector = "=" + digits();
                } else {
                    selector = word("a branch's name");
                }
                skipSpaces();
                expect('{');
                List<Node> branch = sequence(true, inPlural || plural);
                expect('}');
                if (branches.put(selector, List.copyOf(branch)) != null) {
                    at = selectorAt;
                    throw error("the branch '" + selector + "' is given twice");
                }
            }
            if (branches.isEmpty() || plural && !branches.containsKey("other")) {
                throw error(plural ? "a plural needs an 'other' branch" : "a select needs at least one branch");
            }
            return new Branching(name, plural, Map.copyOf(branches));
        }

        private String word(String expected) {
            int start = at;
            while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || "_.-".indexOf(text.charAt(at)) >= 0)) {
                at++;
            }
            if (start == at) {
                throw error("expected " + expected);
            }
            return text.substring(start, at);
        }

        private String digits() {
            int start = at;
            while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
                at++;
            }
            if (start == at) {
                throw error("expected a number after '='");
            }
            return text.substring(start, at);
        }

        private boolean peek(char c) {
            return at < text.length() && text.charAt(at) == c;
        }

        private void expect(char c) {
            if (!peek(c)) {
                throw error("expected '" + c + "'");
            }
            at++;
        }

        private void skipSpaces() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }

        private IllegalArgumentException error(String problem) {
            String shown = text.length() > 120 ? text.substring(0, 117) + "..." : text;
            return new IllegalArgumentException("the text '" + shown + "', column " + (at + 1) + ": " + problem);
        }
    }
}
