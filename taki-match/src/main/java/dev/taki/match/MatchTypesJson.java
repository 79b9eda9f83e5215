package dev.taki.match;

import dev.taki.api.Event;
import dev.taki.api.Outcome;
import dev.taki.api.Rejection;
import dev.taki.core.json.JsonLimits;
import dev.taki.match.StrictFields.Problem;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.ser.std.StdSerializer;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import static dev.taki.match.StrictFields.arguments;
import static dev.taki.match.StrictFields.bool;
import static dev.taki.match.StrictFields.list;
import static dev.taki.match.StrictFields.nullable;
import static dev.taki.match.StrictFields.oneOf;
import static dev.taki.match.StrictFields.string;
import static dev.taki.match.StrictFields.value;
import static dev.taki.match.StrictFields.whole;

/**
 * The writers and readers of the match's types for {@link MatchModule}. The shapes are documented in
 * docs/json.md, "JSON for frameworks"; a seat is written from its five public fields only, so nothing else a
 * seat holds can reach a client.
 */
final class MatchTypesJson {
    private MatchTypesJson() {
    }

    /** A seat's status as written: its name in lower case, as a match file writes it. */
    static String status(SeatStatus status) {
        return status.name().toLowerCase(Locale.ROOT);
    }

    static Map<String, SeatStatus> statuses() {
        Map<String, SeatStatus> byName = new LinkedHashMap<>();
        for (SeatStatus s : SeatStatus.values()) {
            byName.put(status(s), s);
        }
        return byName;
    }

    static <E extends Enum<E>> Map<String, E> byName(Class<E> type) {
        Map<String, E> byName = new LinkedHashMap<>();
        for (E e : type.getEnumConstants()) {
            byName.put(e.name(), e);
        }
        return byName;
    }

    // ---- writers ------------------------------------------------------------------------------------------------

    /** {@code {"seq": 4, "version": 2, "event": {…}}}, the event by the mapper's writer of events. */
    static final class LoggedEventWriter extends StdSerializer<LoggedEvent> {
        LoggedEventWriter() {
            super(LoggedEvent.class);
        }

        @Override
        public void serialize(LoggedEvent logged, JsonGenerator out, SerializationContext context) {
            out.writeStartObject();
            out.writeNumberProperty("seq", logged.seq());
            out.writeNumberProperty("version", logged.version());
            out.writeName("event");
            context.writeValue(out, logged.event());
            out.writeEndObject();
        }
    }

    /** {@code {"seat": 0, "name": "Ann", "human": true, "bot": "heuristic", "status": "playing"}}: nothing more. */
    static final class SeatWriter extends StdSerializer<MatchSeat> {
        SeatWriter() {
            super(MatchSeat.class);
        }

        @Override
        public void serialize(MatchSeat seat, JsonGenerator out, SerializationContext context) {
            out.writeStartObject();
            out.writeNumberProperty("seat", seat.seat());
            out.writeStringProperty("name", seat.name());
            out.writeBooleanProperty("human", seat.human());
            out.writeStringProperty("bot", seat.bot());
            out.writeStringProperty("status", status(seat.status()));
            out.writeEndObject();
        }
    }

    /** An enum constant as a string: a seat's status in lower case, a refusal's code as its name. */
    static final class NameWriter<E extends Enum<E>> extends StdSerializer<E> {
        private final boolean lowerCase;

        NameWriter(Class<E> type, boolean lowerCase) {
            super(type);
            this.lowerCase = lowerCase;
        }

        @Override
        public void serialize(E value, JsonGenerator out, SerializationContext context) {
            out.writeString(lowerCase ? value.name().toLowerCase(Locale.ROOT) : value.name());
        }
    }

    /** {@code {"seat": 1, "since": "2025-01-31T18:30:00Z", "version": 3, "human": true}}. */
    static final class AwaitingWriter extends StdSerializer<Awaiting> {
        AwaitingWriter() {
            super(Awaiting.class);
        }

        @Override
        public void serialize(Awaiting awaiting, JsonGenerator out, SerializationContext context) {
            out.writeStartObject();
            out.writeNumberProperty("seat", awaiting.seat());
            if (awaiting.since() == null) {
                out.writeNullProperty("since");
            } else {
                out.writeStringProperty("since", awaiting.since().toString());
            }
            out.writeNumberProperty("version", awaiting.version());
            out.writeBooleanProperty("human", awaiting.human());
            out.writeEndObject();
        }
    }

    /**
     * {@code {"result": "accepted", "version": 4, "events": [logged events]}} or {@code {"result": "refused",
     * "code": "REJECTED", "message": "…", "rejection": "CARD_DOES_NOT_MATCH", "key": "card-does-not-match",
     * "arguments": {…}, "version": 3}} ({@code rejection}, {@code key} and {@code arguments} null without an engine's
     * refusal).
     */
    static final class ResultWriter extends StdSerializer<MatchResult> {
        ResultWriter() {
            super(MatchResult.class);
        }

        @Override
        public void serialize(MatchResult result, JsonGenerator out, SerializationContext context) {
            out.writeStartObject();
            if (result instanceof MatchResult.Accepted accepted) {
                out.writeStringProperty("result", "accepted");
                out.writeNumberProperty("version", accepted.version());
                out.writeName("events");
                out.writeStartArray();
                for (LoggedEvent logged : accepted.events()) {
                    context.writeValue(out, logged);
                }
                out.writeEndArray();
            } else {
                MatchResult.Refused refused = (MatchResult.Refused) result;
                Outcome.Rejected engine = refused.engine();
                out.writeStringProperty("result", "refused");
                out.writeStringProperty("code", refused.code().name());
                out.writeStringProperty("message", refused.message());
                out.writeStringProperty("rejection", engine == null ? null : engine.reason().name());
                out.writeStringProperty("key", engine == null ? null : engine.key());
                out.writeName("arguments");
                if (engine == null) {
                    out.writeNull();
                } else {
                    writeArguments(engine.arguments(), out);
                }
                out.writeNumberProperty("version", refused.version());
            }
            out.writeEndObject();
        }

        private static void writeArguments(Map<String, Object> arguments, JsonGenerator out) {
            out.writeStartObject();
            for (Map.Entry<String, Object> argument : arguments.entrySet()) {
                out.writeName(argument.getKey());
                if (argument.getValue() instanceof List<?> items) {
                    out.writeStartArray();
                    for (Object item : items) {
                        writeArgument(item, out);
                    }
                    out.writeEndArray();
                } else {
                    writeArgument(argument.getValue(), out);
                }
            }
            out.writeEndObject();
        }

        /** One of the JSON-like values a refusal's arguments may hold (its constructor checked them). */
        private static void writeArgument(Object value, JsonGenerator out) {
            if (value instanceof String s) {
                out.writeString(s);
            } else if (value instanceof Integer i) {
                out.writeNumber(i);
            } else if (value instanceof Long l) {
                out.writeNumber(l);
            } else if (value instanceof Boolean b) {
                out.writeBoolean(b);
            } else {
                throw DatabindException.from(out, "Cannot write MatchResult.Refused: a refusal argument of type "
                        + (value == null ? "null" : value.getClass().getName()));
            }
        }
    }

    // ---- readers ------------------------------------------------------------------------------------------------

    /** Reads an enum constant from its name as written. */
    static final class NameReader<E> extends StdDeserializer<E> {
        private final Map<String, E> byName;

        NameReader(Class<E> type, Map<String, E> byName) {
            super(type);
            this.byName = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byName));
        }

        @Override
        public E deserialize(JsonParser p, DeserializationContext context) {
            E value = p.currentToken() == JsonToken.VALUE_STRING ? byName.get(p.getString()) : null;
            if (value == null) {
                throw MismatchedInputException.from(p, handledType(), "Cannot read "
                        + StrictFields.name(handledType()) + ": expected "
                        + StrictFields.alternatives(byName.keySet()) + ", got "
                        + StrictFields.describe(p));
            }
            return value;
        }
    }

    static final class LoggedEventReader extends StdDeserializer<LoggedEvent> {
        private final StrictFields fields = new StrictFields(LoggedEvent.class)
                .field("seq", whole(1, Long.MAX_VALUE))
                .field("version", whole(0, Integer.MAX_VALUE))
                .field("event", value(Event.class, "an event"));

        LoggedEventReader() {
            super(LoggedEvent.class);
        }

        @Override
        public LoggedEvent deserialize(JsonParser p, DeserializationContext context) {
            Map<String, Object> values = fields.read(p, context);
            fields.require(p, values, "seq", "version", "event");
            return new LoggedEvent((Long) values.get("seq"), ((Long) values.get("version")).intValue(),
                    (Event) values.get("event"));
        }
    }

    /** Reads a seat's five fields; a seat made so holds nothing else (no credential). */
    static final class SeatReader extends StdDeserializer<MatchSeat> {
        private final StrictFields fields;

        SeatReader(JsonLimits limits) {
            super(MatchSeat.class);
            fields = new StrictFields(MatchSeat.class)
                    .field("seat", whole(0, 9))
                    .field("name", string(limits.maxStringChars(), "a name"))
                    .field("human", bool())
                    .field("bot", string(limits.maxStringChars(), "a bot spec such as \"heuristic\""))
                    .field("status", oneOf(statuses()));
        }

        @Override
        public MatchSeat deserialize(JsonParser p, DeserializationContext context) {
            Map<String, Object> values = fields.read(p, context);
            fields.require(p, values, "seat", "name", "human", "bot", "status");
            int seat = ((Long) values.get("seat")).intValue();
            String name = (String) values.get("name");
            String bot = (String) values.get("bot");
            SeatStatus status = (SeatStatus) values.get("status");
            try {
                // the seat's own checks; a status that needs a credential cannot be read, as JSON never carries one
                return new MatchSeat(seat, name, (Boolean) values.get("human"), bot, status);
            } catch (IllegalArgumentException e) {
                throw fields.fail(p, "", e.getMessage());
            }
        }
    }

    static final class AwaitingReader extends StdDeserializer<Awaiting> {
        private final StrictFields fields = new StrictFields(Awaiting.class)
                .field("seat", whole(0, 9))
                .field("since", (p, context) -> instant(p))
                .field("version", whole(0, Integer.MAX_VALUE))
                .field("human", bool());

        AwaitingReader() {
            super(Awaiting.class);
        }

        @Override
        public Awaiting deserialize(JsonParser p, DeserializationContext context) {
            Map<String, Object> values = fields.read(p, context);
            fields.require(p, values, "seat", "since", "version", "human");
            return new Awaiting(((Long) values.get("seat")).intValue(), (Instant) values.get("since"),
                    ((Long) values.get("version")).intValue(), (Boolean) values.get("human"));
        }

        private static Instant instant(JsonParser p) {
            if (p.currentToken() == JsonToken.VALUE_STRING && p.getString().length() <= 40) {
                try {
                    return Instant.parse(p.getString());
                } catch (DateTimeParseException e) {
                    // said below
                }
            }
            throw new Problem("expected an instant such as \"2025-01-31T18:30:00Z\", got " + StrictFields.describe(p));
        }
    }

    /** Reads a result, accepted or refused; as one of the two records, refuses the other. */
    static final class ResultReader<R extends MatchResult> extends StdDeserializer<R> {
        private static final Set<String> ACCEPTED = Set.of("result", "version", "events");
        private static final Set<String> REFUSED = Set.of("result", "code", "message", "rejection", "key", "arguments",
                "version");
        private final StrictFields fields;

        ResultReader(Class<R> type, JsonLimits limits) {
            super(type);
            fields = new StrictFields(type)
                    .field("result", oneOf(kinds()))
                    .field("version", whole(0, Integer.MAX_VALUE))
                    .field("events", list(LoggedEvent.class, limits.maxListLength(), "logged events"))
                    .field("code", oneOf(byName(Refusal.class)))
                    .field("message", string(limits.maxStringChars(), "a sentence"))
                    .field("rejection", nullable(oneOf(byName(Rejection.class))))
                    .field("key", nullable(string(200, "the key of a sentence")))
                    .field("arguments", nullable(arguments(1000, limits.maxStringChars())));
        }

        private static Map<String, String> kinds() {
            Map<String, String> kinds = new LinkedHashMap<>();
            kinds.put("accepted", "accepted");
            kinds.put("refused", "refused");
            return kinds;
        }

        @Override
        public R deserialize(JsonParser p, DeserializationContext context) {
            Map<String, Object> values = fields.read(p, context);
            fields.require(p, values, "result");
            boolean accepted = values.get("result").equals("accepted");
            for (String name : values.keySet()) {
                if (!(accepted ? ACCEPTED : REFUSED).contains(name)) {
                    throw fields.fail(p, name, "unknown field of " + (accepted ? "an accepted" : "a refused")
                            + " result; its fields are " + String.join(", ", accepted
                            ? List.of("result", "version", "events")
                            : List.of("result", "code", "message", "rejection", "key", "arguments", "version")));
                }
            }
            MatchResult result = accepted ? accepted(p, values) : refused(p, values);
            if (!handledType().isInstance(result)) {
                throw fields.fail(p, "result", "expected " + (accepted ? "a refused" : "an accepted") + " result, got "
                        + (accepted ? "an accepted" : "a refused") + " one");
            }
            @SuppressWarnings("unchecked")
            R typed = (R) result;
            return typed;
        }

        @SuppressWarnings("unchecked")
        private MatchResult accepted(JsonParser p, Map<String, Object> values) {
            fields.require(p, values, "version", "events");
            return new MatchResult.Accepted(((Long) values.get("version")).intValue(),
                    (List<LoggedEvent>) values.get("events"));
        }

        @SuppressWarnings("unchecked")
        private MatchResult refused(JsonParser p, Map<String, Object> values) {
            fields.require(p, values, "code", "message", "rejection", "key", "arguments", "version");
            Refusal code = (Refusal) values.get("code");
            Rejection rejection = (Rejection) values.get("rejection");
            String message = (String) values.get("message");
            if (rejection == null && (values.get("key") != null || values.get("arguments") != null)) {
                throw fields.fail(p, values.get("key") != null ? "key" : "arguments",
                        "expected null: only an engine's refusal (a rejection) has a key and arguments");
            }
            if (rejection != null && values.get("arguments") == null) {
                throw fields.fail(p, "arguments", "expected an object of arguments with a rejection, got null");
            }
            try {
                Outcome.Rejected engine = rejection == null ? null : new Outcome.Rejected(rejection, message,
                        (String) values.get("key"), (Map<String, Object>) values.get("arguments"));
                return new MatchResult.Refused(code, engine, message, ((Long) values.get("version")).intValue());
            } catch (IllegalArgumentException e) {
                throw fields.fail(p, code == Refusal.REJECTED ? "rejection" : "code", e.getMessage()
                        + " (code " + code + ", rejection " + rejection + ")");
            }
        }
    }
}
