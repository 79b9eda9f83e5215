package dev.taki.match;

import tools.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A match's seats as JSON, in a file and in a database's {@code seats} column:
 * {@code [{"seat": 0, "name": "Ann", "human": true, "bot": "heuristic", "status": "playing"}, …]}. A seat whose
 * person holds a credential has one more field, {@code "credentialHash"}: the credential's SHA-256 in lower-case hex
 * ({@link SeatCredentials#hash}). A message about a damaged seat never quotes a hash.
 */
final class SeatsJson {
    private static final java.util.regex.Pattern HASH = java.util.regex.Pattern.compile("[0-9a-f]{64}");
    private static final List<String> FIELDS = List.of("seat", "name", "human", "bot", "status", "credentialHash");

    private SeatsJson() {
    }

    /** The seats as a JSON array, one seat a line, indented for the file. */
    static String text(List<MatchSeat> seats) {
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < seats.size(); i++) {
            MatchSeat s = seats.get(i);
            out.append(i == 0 ? "\n    " : ",\n    ").append("{\"seat\": ").append(s.seat()).append(", \"name\": ");
            MatchRecordJson.quote(out, s.name());
            out.append(", \"human\": ").append(s.human()).append(", \"bot\": ");
            MatchRecordJson.quote(out, s.bot());
            out.append(", \"status\": \"").append(s.status().name().toLowerCase(Locale.ROOT)).append('"');
            if (s.credentialHash() != null) {
                out.append(", \"credentialHash\": \"").append(s.credentialHash()).append('"');
            }
            out.append('}');
        }
        return out.append("\n  ]").toString();
    }

    /** Reads the seats of a match of {@code players} players (-1: unknown), or null with the problems found. */
    static List<MatchSeat> read(JsonNode node, int players, MatchProblems problems) {
        if (!node.isArray()) {
            problems.add("seats: expected a list of seats, got " + MatchRecordJson.describe(node));
            return null;
        }
        if (players > 0 && node.size() != players) {
            problems.add("seats: expected one per player (" + players + "), got " + node.size());
            return null;
        }
        List<MatchSeat> seats = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            MatchSeat seat = seat(node.get(i), "seats[" + i + "]", problems);
            if (seat != null) {
                if (seat.seat() != i) {
                    problems.add("seats[" + i + "].seat: expected " + i + " (seats in order), got " + seat.seat());
                }
                seats.add(seat);
            }
        }
        return seats.size() == node.size() ? seats : null;
    }

    private static MatchSeat seat(JsonNode node, String field, MatchProblems problems) {
        if (!node.isObject()) {
            problems.add(field + ": expected a seat such as {\"seat\": 0, \"name\": \"Ann\", \"human\": true, "
                    + "\"bot\": \"heuristic\", \"status\": \"playing\"}, got " + MatchRecordJson.describe(node));
            return null;
        }
        int before = problems.count();
        for (String name : node.propertyNames()) {
            if (!FIELDS.contains(name)) {
                problems.add(field + "." + name + ": unknown field; a seat has the fields " + String.join(", ", FIELDS));
            }
        }
        JsonNode seat = node.get("seat");
        JsonNode name = node.get("name");
        JsonNode human = node.get("human");
        JsonNode bot = node.get("bot");
        JsonNode status = node.get("status");
        JsonNode hash = node.get("credentialHash");
        if (seat == null || !seat.isIntegralNumber() || !seat.canConvertToInt()) {
            problems.add(field + ".seat: expected a seat number, got " + MatchRecordJson.describe(seat));
        }
        if (name == null || !name.isString()) {
            problems.add(field + ".name: expected a name, got " + MatchRecordJson.describe(name));
        }
        if (human == null || !human.isBoolean()) {
            problems.add(field + ".human: expected true or false, got " + MatchRecordJson.describe(human));
        }
        if (bot == null || !bot.isString()) {
            problems.add(field + ".bot: expected a bot spec such as \"heuristic\", got " + MatchRecordJson.describe(bot));
        }
        SeatStatus s = null;
        if (status != null && status.isString()) {
            for (SeatStatus candidate : SeatStatus.values()) {
                if (candidate.name().toLowerCase(Locale.ROOT).equals(status.asString())) {
                    s = candidate;
                }
            }
        }
        if (s == null) {
            problems.add(field + ".status: expected playing, open, away, left or resigned, got "
                    + MatchRecordJson.describe(status));
        }
        if (hash != null && !(hash.isString() && HASH.matcher(hash.asString()).matches())) {
            problems.add(field + ".credentialHash: expected 64 lower-case hex digits (a SHA-256)");
        }
        if (problems.count() > before) {
            return null;
        }
        try {
            return new MatchSeat(seat.intValue(), name.asString(), human.booleanValue(), bot.asString(), s,
                    hash == null ? null : hash.asString());
        } catch (IllegalArgumentException e) {
            problems.add(field + ": " + e.getMessage());
            return null;
        }
    }
}
