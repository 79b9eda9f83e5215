package dev.taki.core.engine;

import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;

import java.util.ArrayList;
import java.util.List;

/** The problem of a document that does not parse, as one line a person can act on. */
public final class JacksonProblems {
    private JacksonProblems() {
    }

    /**
     * The parser's words and where it went wrong, on one line:
     * {@code expected ',' or ']', but got <stream end> (line 3, column 1)}.
     *
     * @param e what the parser threw
     * @return one line
     */
    public static String oneLine(JacksonException e) {
        // YAML marks the problem itself ("in reader, line 2, column 1:"); the parser's location is where the last
        // good token ended, often the line before
        java.util.regex.Matcher mark = java.util.regex.Pattern.compile("in '?reader'?, line (\\d+), column (\\d+):")
                .matcher(e.getOriginalMessage() == null ? "" : e.getOriginalMessage());
        String where = null;
        while (mark.find()) {
            where = " (line " + mark.group(1) + ", column " + mark.group(2) + ")";
        }
        TokenStreamLocation at = e.getLocation();
        if (where == null && at != null && at.getLineNr() >= 1) {
            where = " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
        }
        return where == null ? words(e) : words(e) + where;
    }

    /**
     * The parser's own words on one line, without the parts that name no place in the text (Jackson's
     * {@code [Source: REDACTED …]} and the names of its settings, YAML's echo of the line and its caret), cut at
     * 300 characters.
     *
     * @param e what the parser threw
     * @return one line, without the location
     */
    public static String words(JacksonException e) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage()
                .replaceAll("\\s*\\(for [^()]*\\[Source: [^\\]]*\\]\\)", "")
                .replaceAll("\\s*at \\[Source: [^\\]]*\\]", "")
                .replaceAll(",\\s*from `[^`]*`", "");
        List<String> kept = new ArrayList<>();
        boolean echo = false;
        for (String line : message.split("\\R")) {
            String t = line.strip();
            if (echo) {
                echo = false; // YAML repeats the line of the text here: the location says where
                if (!t.matches("\\^+")) {
                    continue;
                }
            }
            if (t.matches("in (reader|'reader'), line \\d+, column \\d+:")) {
                echo = true;
                continue;
            }
            if (!t.isEmpty() && !t.matches("\\^+")) {
                kept.add(t);
            }
        }
        String words = String.join("; ", kept);
        return words.length() > 300 ? words.substring(0, 300) + "…" : words;
    }
}
