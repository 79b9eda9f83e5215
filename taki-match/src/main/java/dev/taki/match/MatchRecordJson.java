package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.api.Notation;
import dev.taki.core.VariantCatalog;
import dev.taki.core.json.TakiJson;
import dev.taki.core.json.TakiJsonException;
import dev.taki.core.record.RecordedMove;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.io.JsonStringEncoder;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.InputStream;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One match as JSON, format {@value #FORMAT}: what {@link FileMatchStore} writes, one file a match.
 * <pre>{@code
 * {
 *   "format": 2,
 *   "id": "k3xq9mz2w7ab4cde",
 *   "config": {"players":3,"seed":7,"firstPlayer":0,"direction":"cw","variants":[]},
 *   "seats": [
 *     {"seat": 0, "name": "Ann", "human": true, "bot": "heuristic", "status": "playing",
 *      "credentialHash": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"},
 *     …
 *   ],
 *   "created": "2026-11-30T12:00:00Z",
 *   "updated": "2026-11-30T12:03:10.250Z",
 *   "status": "playing",
 *   "moveClock": {"perMove": "PT30S", "missesBeforeBot": 3},
 *   "moves": [
 *     "0: play R5",
 *     "1: draw"
 *   ]
 * }
 * }</pre>
 * {@code config} is {@link TakiJson#configTree}; the moves are {@link RecordedMove} lines in the game's own notation
 * (a plugin's cards included). {@code status} ({@code open}, {@code playing} or {@code over}) and {@code moveClock}
 * (left out when the match has none) came with format 2: a file of format 1 has neither, and reads as a match in play
 * without a clock. A seat's {@code credentialHash} is there only when the seat has one. The moves come last, one a
 * line, so that a writer appends a line to what it wrote before; a reader takes the fields in any order.
 *
 * <p>Reading checks everything and throws a {@link MatchStoreException} naming the match and each field that is
 * wrong; no Jackson or other exception escapes. The pieces ({@link #configText}, {@link SeatsJson}, …) are what
 * {@link JdbcMatchStore} keeps in its columns.
 */
final class MatchRecordJson {
    /** The version of the format written; format 1 (before status and clock) is read as well. */
    static final int FORMAT = 2;
    /** The longest string read (a move is at most 200 characters, a name 40, a config a few hundred). */
    private static final int MAX_STRING = 100_000;
    private static final JsonStringEncoder ENCODER = JsonStringEncoder.getInstance();
    private static final List<String> FIELDS = List.of("format", "id", "config", "seats", "created", "updated",
            "status", "moveClock", "moves");
    /** Something that looks like a credential's hash: never written into a message. */
    private static final java.util.regex.Pattern HASH_LIKE = java.util.regex.Pattern.compile("[0-9a-fA-F]{64}");

    private final VariantCatalog catalog;
    private final TakiJson json;
    private final Map<Long, JsonMapper> readers = new ConcurrentHashMap<>();

    MatchRecordJson(VariantCatalog catalog) {
        this.catalog = catalog;
        this.json = TakiJson.create(catalog);
    }

    VariantCatalog catalog() {
        return catalog;
    }

    // ---- writing ------------------------------------------------------------------------------------------

    /** The configuration as compact JSON ({@link TakiJson#configTree}). */
    String configText(GameConfig config) {
        return json.print(json.configTree(config));
    }

    /**
     * Everything before the moves' lines: the document up to and including {@code "moves": [}.
     *
     * @param configText the configuration as {@link #configText} wrote it (a writer keeps it)
     */
    static String head(String id, String configText, List<MatchSeat> seats, Instant created, Instant updated,
                       MatchStatus status, MoveClock clock) {
        return "{\n  \"format\": " + FORMAT + ",\n  \"id\": \"" + id + "\",\n  \"config\": " + configText
                + ",\n  \"seats\": " + SeatsJson.text(seats) + ",\n  \"created\": \"" + created + "\",\n  \"updated\": \""
                + updated + "\",\n  \"status\": \"" + StatusJson.statusText(status) + "\""
                + (clock.isSet() ? ",\n  \"moveClock\": " + StatusJson.clockText(clock) : "") + ",\n  \"moves\": [";
    }

    /** Adds one move's line to the lines written so far. */
    static void appendMove(StringBuilder lines, RecordedMove move, boolean first) {
        lines.append(first ? "\n    " : ",\n    ");
        quote(lines, move.notation());
    }

    /** What follows the moves' lines. */
    static String tail(boolean anyMove) {
        return anyMove ? "\n  ]\n}\n" : "]\n}\n";
    }

    /** A whole match as JSON. */
    String write(MatchRecord match) {
        StringBuilder lines = new StringBuilder();
        match.moves().forEach(m -> appendMove(lines, m, lines.length() == 0));
        return head(match.id(), configText(match.config()), match.seats(), match.created(), match.updated(),
                match.status(), match.moveClock()) + lines + tail(!match.moves().isEmpty());
    }

    /** The text as a JSON string, in quotes. */
    static void quote(StringBuilder out, String text) {
        out.append('"');
        ENCODER.quoteAsString(text, out);
        out.append('"');
    }

    // ---- reading a whole match ---------------------------------------------------------------------------

    /**
     * Reads one match from a stream, within the limits.
     *
     * @param id     the match the stream should hold (its file's name)
     * @param source what to call the stream in messages ({@code the file /srv/matches/abc.json})
     * @throws MatchStoreException naming the match and every field that is wrong, or the limit passed
     */
    MatchRecord read(String id, InputStream in, String source, StoreLimits limits) {
        MatchProblems problems = new MatchProblems(id);
        return match(id, fields(id, in, source, limits, false, problems), problems);
    }

    /**
     * Reads what a list shows of one match from a stream: everything but its moves, which are passed over unread.
     *
     * @param id     the match the stream should hold
     * @param source what to call the stream in messages
     * @throws MatchStoreException naming the match and every field that is wrong
     */
    MatchSummary readSummary(String id, InputStream in, String source, StoreLimits limits) {
        MatchProblems problems = new MatchProblems(id);
        Fields f = fields(id, in, source, limits, true, problems);
        Header h = header(id, f, problems);
        problems.throwIfAny();
        try {
            return new MatchSummary(id, h.status, h.config.players(), h.seats, h.created, h.updated);
        } catch (IllegalArgumentException | NullPointerException e) {
            throw problems.fatal(e.getMessage());
        }
    }

    private Fields fields(String id, InputStream in, String source, StoreLimits limits, boolean skipMoves,
                          MatchProblems problems) {
        Fields f = new Fields();
        try (JsonParser p = reader(limits).createParser(in)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw problems.fatal(source + " does not hold a JSON object");
            }
            for (String name = p.nextName(); name != null; name = p.nextName()) {
                JsonToken token = p.nextToken();
                switch (name) {
                    case "format" -> f.format = p.readValueAsTree();
                    case "id" -> f.id = p.readValueAsTree();
                    case "config" -> f.config = p.readValueAsTree();
                    case "seats" -> f.seats = p.readValueAsTree();
                    case "created" -> f.created = p.readValueAsTree();
                    case "updated" -> f.updated = p.readValueAsTree();
                    case "status" -> f.status = p.readValueAsTree();
                    case "moveClock" -> f.moveClock = p.readValueAsTree();
                    case "moves" -> {
                        if (skipMoves) {
                            p.skipChildren();
                            f.moves = List.of();
                        } else {
                            f.moves = moveLines(p, token, limits, problems);
                        }
                    }
                    default -> {
                        problems.add(name + ": unknown field; a match has the fields " + String.join(", ", FIELDS));
                        p.skipChildren();
                    }
                }
            }
            if (p.nextToken() != null) {
                problems.add("the JSON object is followed by more text");
            }
        } catch (StreamConstraintsException e) {
            throw problems.overLimit(source + " is over a limit of the reader (" + limits.maxBytes()
                    + " bytes, strings of " + MAX_STRING + " characters): " + e.getOriginalMessage(), e);
        } catch (JacksonIOException e) {
            throw new MatchStoreException("match " + id + ": cannot read " + source + ": " + e.getOriginalMessage(), e);
        } catch (JacksonException e) {
            String where = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr();
            throw problems.fatal(source + " is not well-formed JSON" + where + " (cut short or damaged): "
                    + e.getOriginalMessage(), e);
        }
        return f;
    }

    /** The raw fields of a document, checked once all are read. */
    private static final class Fields {
        JsonNode format;
        JsonNode id;
        JsonNode config;
        JsonNode seats;
        JsonNode created;
        JsonNode updated;
        JsonNode status;
        JsonNode moveClock;
        List<String> moves;
    }

    /** The checked fields of a document but its moves; a field that is wrong is null, with its problem. */
    private static final class Header {
        GameConfig config;
        List<MatchSeat> seats;
        Instant created;
        Instant updated;
        MatchStatus status;
        MoveClock clock;
    }

    private static List<String> moveLines(JsonParser p, JsonToken token, StoreLimits limits, MatchProblems problems) {
        if (token != JsonToken.START_ARRAY) {
            problems.add("moves: expected a list of \"seat: move\" lines such as \"0: play R5\", got "
                    + describe(p.readValueAsTree()));
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            if (lines.size() == limits.maxMoves()) {
                throw problems.overLimit("more than " + limits.maxMoves() + " moves, over the limit of "
                        + limits.maxMoves() + " moves (StoreLimits.maxMoves)", null);
            }
            if (t == JsonToken.VALUE_STRING) {
                lines.add(p.getString());
            } else {
                problems.add("moves[" + lines.size() + "]: expected a \"seat: move\" line such as \"0: play R5\", got "
                        + describe(p.readValueAsTree()));
                lines.add(null);
            }
        }
        return lines;
    }

    private MatchRecord match(String id, Fields f, MatchProblems problems) {
        Header h = header(id, f, problems);
        GameConfig config = h.config;
        List<RecordedMove> moves = new ArrayList<>();
        if (f.moves == null) {
            problems.add("moves: missing; expected a list of \"seat: move\" lines such as \"0: play R5\"");
        } else if (config != null) {
            Notation notation = notation(config, problems);
            for (int i = 0; notation != null && i < f.moves.size(); i++) {
                if (f.moves.get(i) != null) {
                    RecordedMove m = moveLine(f.moves.get(i), notation, config.players(), "moves[" + i + "]", problems);
                    if (m != null) {
                        moves.add(m);
                    }
                }
            }
        }
        problems.throwIfAny();
        return record(id, config, h.seats, moves, h.created, h.updated, h.status, h.clock, problems);
    }

    private Header header(String id, Fields f, MatchProblems problems) {
        if (f.format == null) {
            problems.add("format: missing; this store reads matches of format 1 or " + FORMAT);
        } else if (!f.format.isIntegralNumber() || !f.format.canConvertToInt() || f.format.intValue() < 1
                || f.format.intValue() > FORMAT) {
            problems.add("format: this store reads matches of format 1 or " + FORMAT + ", got " + describe(f.format));
        }
        if (f.id == null) {
            problems.add("id: missing");
        } else if (!f.id.isString() || !f.id.asString().equals(id)) {
            problems.add("id: expected \"" + id + "\" (the name it is stored under), got " + describe(f.id));
        }
        GameConfig config = f.config == null ? missing(problems, "config", "the game's configuration")
                : config(f.config, problems);
        List<MatchSeat> seats = f.seats == null ? missing(problems, "seats", "one seat per player")
                : SeatsJson.read(f.seats, config == null ? -1 : config.players(), problems);
        Instant created = f.created == null ? missing(problems, "created", "when the match was made")
                : instant("created", f.created, problems);
        Instant updated = f.updated == null ? missing(problems, "updated", "when the match last changed")
                : instant("updated", f.updated, problems);
        Header h = new Header();
        h.config = config;
        h.seats = seats;
        h.created = created;
        h.updated = updated;
        h.status = f.status == null ? MatchStatus.PLAYING : f.status.isString() ? StatusJson.status(f.status.asString(), problems)
                : fail(problems, "status: expected open, playing or over, got " + describe(f.status));
        h.clock = f.moveClock == null ? MoveClock.NONE : StatusJson.clock(f.moveClock, problems);
        return h;
    }

    private static <T> T missing(MatchProblems problems, String field, String what) {
        problems.add(field + ": missing; expected " + what);
        return null;
    }

    /** The record of checked parts; a rule of {@link MatchRecord} they break is a problem of the stored data. */
    static MatchRecord record(String id, GameConfig config, List<MatchSeat> seats, List<RecordedMove> moves,
                              Instant created, Instant updated, MatchStatus status, MoveClock clock,
                              MatchProblems problems) {
        try {
            return new MatchRecord(id, config, seats, Collections.unmodifiableList(moves), created, updated, status,
                    clock);
        } catch (IllegalArgumentException | NullPointerException e) {
            throw problems.fatal(e.getMessage());
        }
    }

    // ---- the pieces, for the columns of a database too ---------------------------------------------------

    /** Reads a configuration kept as {@link #configText} wrote it. */
    GameConfig config(String text, MatchProblems problems) {
        JsonNode node;
        try {
            node = json.parse(text);
        } catch (TakiJsonException e) {
            problems.add("config: " + e.getMessage());
            return null;
        }
        return config(node, problems);
    }

    private GameConfig config(JsonNode node, MatchProblems problems) {
        try {
            return json.readConfig(node);
        } catch (TakiJsonException e) {
            e.problems().forEach(p -> problems.add("config" + (e.path().isEmpty() ? "" : "." + e.path()) + ": " + p));
            return null;
        }
    }

    /** The notation of a configuration's game (its plugins' cards included). */
    Notation notation(GameConfig config, MatchProblems problems) {
        try {
            return catalog.game(config).notation();
        } catch (RuntimeException e) {
            problems.add("config: the game cannot be set up: " + e.getMessage());
            return null;
        }
    }

    /** The number of players of a configuration kept as {@link #configText} wrote it, without the catalog. */
    int players(String configText, MatchProblems problems) {
        try {
            JsonNode players = json.parse(configText).get("players");
            if (players != null && players.isIntegralNumber() && players.canConvertToInt()) {
                return players.intValue();
            }
            throw problems.fatal("config: no number of players in " + shorten(configText));
        } catch (TakiJsonException e) {
            throw problems.fatal("config: " + e.getMessage());
        }
    }

    /** Reads seats kept as {@link SeatsJson#text} wrote them. */
    List<MatchSeat> seats(String text, int players, MatchProblems problems) {
        JsonNode node;
        try {
            node = json.parse(text);
        } catch (TakiJsonException e) {
            problems.add("seats: " + e.getMessage());
            return null;
        }
        return SeatsJson.read(node, players, problems);
    }

    /** Reads a move clock kept as {@link StatusJson#clockText} wrote it (null text: no clock); null with a problem if wrong. */
    MoveClock clock(String text, MatchProblems problems) {
        if (text == null) {
            return MoveClock.NONE;
        }
        try {
            return StatusJson.clock(json.parse(text), problems);
        } catch (TakiJsonException e) {
            problems.add("moveClock: " + e.getMessage());
            return null;
        }
    }

    /** Reads a {@code "seat: move"} line; null (with a problem) if it cannot be read. */
    static RecordedMove moveLine(String line, Notation notation, int players, String field, MatchProblems problems) {
        try {
            return seatInGame(RecordedMove.parse(line, notation), players, field, problems);
        } catch (IllegalArgumentException e) { // NotationException among them
            problems.add(field + ": " + e.getMessage());
            return null;
        }
    }

    /** Reads a move kept as its seat and its notation; null (with a problem) if it cannot be read. */
    static RecordedMove move(int seat, String move, Notation notation, int players, String field, MatchProblems problems) {
        try {
            return seatInGame(new RecordedMove(seat, notation.parseMove(move)), players, field, problems);
        } catch (IllegalArgumentException | NullPointerException e) { // NotationException among them
            problems.add(field + ": " + e.getMessage());
            return null;
        }
    }

    private static RecordedMove seatInGame(RecordedMove m, int players, String field, MatchProblems problems) {
        if (m.seat() >= players) {
            problems.add(field + ": seat " + m.seat() + " is not in a " + players + "-player game");
            return null;
        }
        return m;
    }

    private static Instant instant(String field, JsonNode node, MatchProblems problems) {
        return node.isString() ? instant(field, node.asString(), problems)
                : fail(problems, field + ": expected an ISO-8601 instant such as \"2026-11-30T12:00:00Z\", got " + describe(node));
    }

    /** Reads an ISO-8601 instant ({@link Instant#toString}). */
    static Instant instant(String field, String text, MatchProblems problems) {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException | NullPointerException e) {
            problems.add(field + ": expected an ISO-8601 instant such as \"2026-11-30T12:00:00Z\", got "
                    + (text == null ? "null" : "\"" + shorten(text) + "\""));
            return null;
        }
    }

    private static <T> T fail(MatchProblems problems, String problem) {
        problems.add(problem);
        return null;
    }

    // ---- shared ------------------------------------------------------------------------------------------

    private JsonMapper reader(StoreLimits limits) {
        return readers.computeIfAbsent(limits.maxBytes(), bytes -> JsonMapper.builder(JsonFactory.builder()
                        .streamReadConstraints(StreamReadConstraints.builder()
                                .maxDocumentLength(bytes)
                                .maxStringLength(MAX_STRING)
                                .maxNameLength(1000)
                                .maxNestingDepth(32)
                                .maxNumberLength(100)
                                .build())
                        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                        .build())
                .build());
    }

    /** A value from a document for a message: shortened, and anything like a credential's hash left out. */
    static String describe(JsonNode node) {
        return node == null || node.isMissingNode() ? "nothing"
                : shorten(HASH_LIKE.matcher(node.toString()).replaceAll("(a hash)"));
    }

    static String shorten(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }
}
