package dev.taki.match;

import tools.jackson.databind.JsonNode;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;

/**
 * A match's status and move clock as stored, in a file ({@link MatchRecordJson}) and in a database's columns
 * ({@link JdbcMatchStore}): {@code "playing"}, and {@code {"perMove": "PT30S", "missesBeforeBot": 3}}.
 */
final class StatusJson {
    private static final List<String> CLOCK_FIELDS = List.of("perMove", "missesBeforeBot");

    private StatusJson() {
    }

    /** A status as stored: {@code open}, {@code playing} or {@code over}. */
    static String statusText(MatchStatus status) {
        return status.name().toLowerCase(Locale.ROOT);
    }

    /** A move clock as stored: {@code {"perMove": "PT30S", "missesBeforeBot": 3}}. */
    static String clockText(MoveClock clock) {
        return "{\"perMove\": \"" + clock.perMove() + "\", \"missesBeforeBot\": " + clock.missesBeforeBot() + "}";
    }

    /** Reads a status kept as {@link #statusText} wrote it; null (with a problem) if it is none. */
    static MatchStatus status(String text, MatchProblems problems) {
        for (MatchStatus s : MatchStatus.values()) {
            if (statusText(s).equals(text)) {
                return s;
            }
        }
        problems.add("status: expected open, playing or over, got "
                + (text == null ? "nothing" : "\"" + MatchRecordJson.shorten(text) + "\""));
        return null;
    }

    /** Reads a move clock from its JSON; null (with the problems) if it is wrong. */
    static MoveClock clock(JsonNode node, MatchProblems problems) {
        String example = "{\"perMove\": \"PT30S\", \"missesBeforeBot\": 3}";
        if (!node.isObject()) {
            problems.add("moveClock: expected a clock such as " + example + ", got " + MatchRecordJson.describe(node));
            return null;
        }
        int before = problems.count();
        for (String name : node.propertyNames()) {
            if (!CLOCK_FIELDS.contains(name)) {
                problems.add("moveClock." + name + ": unknown field; a clock has the fields perMove, missesBeforeBot");
            }
        }
        JsonNode perMove = node.get("perMove");
        JsonNode misses = node.get("missesBeforeBot");
        Duration duration = null;
        if (perMove != null && perMove.isString()) {
            try {
                duration = Duration.parse(perMove.asString());
            } catch (DateTimeParseException e) {
                // reported below
            }
        }
        if (duration == null) {
            problems.add("moveClock.perMove: expected an ISO-8601 duration such as \"PT30S\", got "
                    + MatchRecordJson.describe(perMove));
        }
        if (misses == null || !misses.isIntegralNumber() || !misses.canConvertToInt()) {
            problems.add("moveClock.missesBeforeBot: expected a whole number, got " + MatchRecordJson.describe(misses));
        }
        if (problems.count() > before) {
            return null;
        }
        try {
            return new MoveClock(duration, misses.intValue());
        } catch (IllegalArgumentException e) {
            problems.add("moveClock." + e.getMessage());
            return null;
        }
    }
}
