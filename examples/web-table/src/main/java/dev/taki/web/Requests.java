package dev.taki.web;

import dev.taki.core.json.TakiJson;
import dev.taki.core.json.TakiJsonException;
import io.javalin.http.Context;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** Reading requests: bodies within the size limit, fields, the seat of a token, the language wanted. */
final class Requests {
    /** The largest request body read: 16 KiB. */
    static final int MAX_BODY = 16 * 1024;
    /** The most of a refused body that is read and dropped, so that its client hears the refusal (see discard). */
    static final long MOST_DISCARDED = 1024 * 1024;
    /** The longest name at a table, after trimming. */
    static final int MAX_NAME = 24;
    private static final int MAX_MOVE = 200;
    private static final Pattern WHOLE_NUMBER = Pattern.compile("[0-9]{1,18}");
    private static final Locale HEBREW = Locale.forLanguageTag("he");

    private Requests() {
    }

    /**
     * The body as JSON: at most {@link #MAX_BODY} bytes.
     *
     * @throws ApiError 413 for a larger body, 400 for one that is empty or not JSON
     */
    static JsonNode json(Context ctx, TakiJson json) {
        String length = ctx.header("Content-Length");
        byte[] bytes;
        try (InputStream in = ctx.bodyInputStream()) {
            if (length != null && WHOLE_NUMBER.matcher(length.trim()).matches() && Long.parseLong(length.trim()) > MAX_BODY) {
                discard(in);
                throw tooLarge();
            }
            bytes = in.readNBytes(MAX_BODY + 1);
            if (bytes.length > MAX_BODY) {
                discard(in);
                throw tooLarge();
            }
        } catch (IOException e) {
            throw ApiError.badRequest("the body could not be read: " + e.getMessage());
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.isBlank()) {
            throw ApiError.badRequest("the body is empty: expected a JSON object");
        }
        try {
            return json.parse(text);
        } catch (TakiJsonException e) {
            String why = e.getMessage();
            throw ApiError.badRequest(why.startsWith("the document ") ? "the body " + why.substring("the document ".length())
                    : "the body is " + why);
        }
    }

    /**
     * Reads and drops the rest of a body that is refused, up to {@link #MOST_DISCARDED} bytes. A server that answers
     * while the client is still sending, then closes, resets the connection, and the client may lose the answer
     * with it; reading what is still coming lets the refusal arrive. A larger body is cut off all the same.
     */
    private static void discard(InputStream in) throws IOException {
        long left = MOST_DISCARDED;
        byte[] sink = new byte[8192];
        int n;
        while (left > 0 && (n = in.read(sink, 0, (int) Math.min(sink.length, left))) > 0) {
            left -= n;
        }
    }

    static ApiError tooLarge() {
        return new ApiError(413, "TOO_LARGE", "the body is over " + MAX_BODY + " bytes");
    }

    /**
     * Checks that the body is an object with only the given fields.
     *
     * @throws ApiError 400 naming the first unknown field
     */
    static void onlyFields(JsonNode body, String example, List<String> fields) {
        if (!body.isObject()) {
            throw ApiError.badRequest("expected an object such as " + example);
        }
        for (String field : body.propertyNames()) {
            if (!fields.contains(field)) {
                throw ApiError.badRequest(shorten(field) + ": unknown field; expected " + example);
            }
        }
    }

    /** {@return the body's {@code name}, trimmed: 1 to 24 characters, no control or formatting characters} */
    static String name(JsonNode body) {
        onlyFields(body, "{\"name\": \"Ann\"}", List.of("name"));
        JsonNode name = body.get("name");
        if (name == null || !name.isString()) {
            throw ApiError.badRequest("name: expected a name of 1 to " + MAX_NAME + " characters, such as \"Ann\"");
        }
        String trimmed = name.asString().strip();
        int length = trimmed.codePointCount(0, trimmed.length()); // characters as people count them, not UTF-16 units
        if (length == 0 || length > MAX_NAME) {
            throw ApiError.badRequest("name: expected 1 to " + MAX_NAME + " characters after trimming, got " + length);
        }
        boolean clean = trimmed.codePoints().noneMatch(c -> switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                 Character.SURROGATE, Character.UNASSIGNED, Character.PRIVATE_USE -> true;
            default -> false;
        });
        if (!clean) {
            throw ApiError.badRequest("name: expected letters, digits, spaces and punctuation; control and"
                    + " formatting characters are not allowed");
        }
        return trimmed;
    }

    /** A move request: its notation and version. */
    record MoveRequest(String move, int version) {
    }

    static MoveRequest move(JsonNode body) {
        String example = "{\"move\": \"play R5\", \"version\": 3}";
        onlyFields(body, example, List.of("move", "version"));
        JsonNode move = body.get("move");
        if (move == null || !move.isString() || move.asString().isBlank() || move.asString().length() > MAX_MOVE) {
            throw ApiError.badRequest("move: expected a move in notation of at most " + MAX_MOVE
                    + " characters, such as \"play R5\" or \"draw\"");
        }
        JsonNode version = body.get("version");
        if (version == null || !version.isIntegralNumber() || !version.canConvertToInt() || version.asInt() < 0) {
            throw ApiError.badRequest("version: expected the view's version, a whole number 0 or more");
        }
        return new MoveRequest(move.asString(), version.asInt());
    }

    /** {@return the query's {@code since}: 0 when absent} */
    static long since(Context ctx) {
        String since = ctx.queryParam("since");
        if (since == null) {
            return 0;
        }
        if (!WHOLE_NUMBER.matcher(since).matches()) {
            throw ApiError.badRequest("since: expected the number of the last event you have, a whole number 0 or"
                    + " more, got '" + shorten(since) + "'");
        }
        return Long.parseLong(since);
    }

    /**
     * The seat of the request's {@code Authorization: Bearer <token>}.
     *
     * @param required whether a token must be sent; if not, no header means a spectator (-1)
     * @return the seat, or -1 for a spectator
     * @throws ApiError 401 for a token that is not one of the table's, or none where one is required
     */
    static int seat(Context ctx, Table table, boolean required) {
        String header = ctx.header("Authorization");
        if (header == null) {
            if (required) {
                throw ApiError.unauthorized("send your seat's token as Authorization: Bearer <token>");
            }
            return -1;
        }
        if (!header.startsWith("Bearer ")) {
            throw ApiError.unauthorized("Authorization: expected Bearer <token>");
        }
        return table.seatOf(header.substring("Bearer ".length()).trim())
                .orElseThrow(() -> ApiError.unauthorized("the token is not one of this table's seats"));
    }

    /**
     * A seat number from a request's path.
     *
     * @param text the path's {@code {seat}}
     * @param players the table's number of seats
     * @return the seat, 0 to {@code players - 1}
     * @throws ApiError 404 for anything else
     */
    static int seatNumber(String text, int players) {
        if (text == null || !text.matches("[0-9]{1,2}") || Integer.parseInt(text) >= players) {
            throw ApiError.notFound("no seat '" + shorten(String.valueOf(text)) + "' at this table: its seats are 0 to "
                    + (players - 1));
        }
        return Integer.parseInt(text);
    }

    /** {@return Hebrew if the request's Accept-Language prefers it to English, else English} */
    static Locale locale(String acceptLanguage) {
        if (acceptLanguage == null || acceptLanguage.length() > 200) {
            return Locale.ENGLISH;
        }
        try {
            for (Locale.LanguageRange range : Locale.LanguageRange.parse(acceptLanguage)) {
                String tag = range.getRange().toLowerCase(Locale.ROOT);
                if (tag.equals("he") || tag.startsWith("he-") || tag.equals("iw") || tag.startsWith("iw-")) {
                    return HEBREW;
                }
                if (tag.equals("en") || tag.startsWith("en-")) {
                    return Locale.ENGLISH;
                }
            }
        } catch (IllegalArgumentException e) {
            // a header that is not a list of language ranges: English
        }
        return Locale.ENGLISH;
    }

    static String shorten(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "…" : text;
    }
}
