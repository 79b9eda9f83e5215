package dev.taki.core.json;

import dev.taki.api.spi.EventCodec;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.NotationException;
import dev.taki.api.Notation;
import dev.taki.api.PlayerView;
import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;
import dev.taki.core.engine.JacksonProblems;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The JSON of the game, format {@value #FORMAT} (docs/json.md): configurations, moves, events, player views
 * and full states. Hand-written on Jackson trees: every type is found by a logical name from a closed list,
 * never by a class name.
 * <pre>{@code
 * TakiJson json = TakiJson.create(catalog);
 * String saved = json.writeState(state);              // referee data: never send it to a player
 * GameState again = json.readState(saved);            // equal to state
 * String forSeat2 = json.writeView(state.view(2));    // what seat 2 may see
 * Move move = json.readMove(textFromClient);          // or a TakiJsonException
 * }</pre>
 *
 * <p>Readers accept exactly the documented shape and throw a {@link TakiJsonException} naming the path of the
 * first problem for anything else — malformed or truncated JSON, duplicate or unknown fields, unknown type
 * names, bad notation, values out of range, documents over the {@link JsonLimits}, and full states that the
 * engine would not reach (lost cards, seats out of range…). No other exception escapes a reader. Instances
 * are immutable and safe to share between threads.
 */
public final class TakiJson {
    /**
     * The version of the format this class writes. It reads this one and format 1 (before the kind of a
     * waiting count was written: a format-1 count is a +2 count).
     */
    public static final int FORMAT = 2;

    private final VariantCatalog catalog;
    private final JsonLimits limits;
    private final JsonMapper mapper;
    private final Map<String, EventCodec<?>> codecs;
    private final Notation notation;

    private TakiJson(VariantCatalog catalog, JsonLimits limits, Map<String, EventCodec<?>> codecs, Notation notation) {
        this.catalog = catalog;
        this.notation = notation;
        this.limits = limits;
        this.codecs = Map.copyOf(codecs);
        StreamReadConstraints constraints = StreamReadConstraints.builder()
                .maxDocumentLength(limits.maxDocumentChars())
                .maxStringLength(limits.maxStringChars())
                .maxNameLength(Math.min(limits.maxStringChars(), 1000))
                .maxNestingDepth(limits.maxDepth())
                .maxNumberLength(100)
                .build();
        this.mapper = JsonMapper.builder(JsonFactory.builder().streamReadConstraints(constraints)
                        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build())
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .build();
    }

    /** {@return the JSON of the variants found on the class path, with the default limits} */
    public static TakiJson create() {
        return builder().build();
    }

    /**
     * The JSON of the variants of a catalog, with the default limits.
     *
     * @param catalog the variants that states and configurations may use
     * @return the reader and writer
     */
    public static TakiJson create(VariantCatalog catalog) {
        return builder().catalog(catalog).build();
    }

    /** {@return a builder, to choose the catalog and limits and to register events of variants} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return the limits of this reader} */
    public JsonLimits limits() {
        return limits;
    }

    // ---- documents ------------------------------------------------------------------------------------

    /**
     * Reads text as a JSON tree within the limits: the first step of every reader, for callers that embed
     * these shapes in documents of their own.
     *
     * @param text the document
     * @return its tree
     * @throws TakiJsonException if the text is not one well-formed JSON value within the limits
     */
    public JsonNode parse(String text) {
        if (text == null) {
            throw new TakiJsonException("", "no JSON given");
        }
        if (text.length() > limits.maxDocumentChars()) {
            throw new TakiJsonException("", "the document has " + text.length() + " characters; at most "
                    + limits.maxDocumentChars() + " are read");
        }
        JsonNode node;
        try {
            node = mapper.readTree(text);
        } catch (StreamConstraintsException e) {
            throw new TakiJsonException("", "the document is over a limit: " + JacksonProblems.words(e), e);
        } catch (JacksonException e) {
            String where = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ")";
            throw new TakiJsonException("", "not well-formed JSON" + where + ": " + JacksonProblems.words(e), e);
        } catch (RuntimeException e) {
            throw new TakiJsonException("", "not well-formed JSON: " + shorten(String.valueOf(e.getMessage())), e);
        }
        if (node == null || node.isMissingNode()) {
            throw new TakiJsonException("", "the document is empty");
        }
        return node;
    }

    /**
     * Compact JSON text of a tree.
     *
     * @param node any tree
     * @return its JSON text, on one line
     */
    public String print(JsonNode node) {
        return mapper.writeValueAsString(node);
    }

    // ---- full states ----------------------------------------------------------------------------------

    /**
     * A full state, with every hand and the draw pile's order: for the server's own storage only.
     *
     * @param state the state
     * @return its JSON text
     * @throws TakiJsonException if a variant's state holds a value that is not JSON-like
     */
    public String writeState(GameState state) {
        return print(stateTree(state));
    }

    /**
     * A full state as a tree.
     *
     * @param state the state
     * @return its JSON tree
     * @see #writeState
     */
    public ObjectNode stateTree(GameState state) {
        try {
            return StateJson.write(state);
        } catch (IllegalArgumentException e) {
            throw e instanceof TakiJsonException t ? t : new TakiJsonException("", e.getMessage(), e);
        }
    }

    /**
     * Reads a full state: its configuration is checked against this reader's catalog, and its table against
     * the configuration (one hand per player, every card of the deck in one place, seats in range, a legal
     * move for the seat to act…). The state read equals the state written.
     *
     * @param json the text {@link #writeState} wrote
     * @return the state
     * @throws TakiJsonException naming the path of the first problem
     */
    public GameState readState(String json) {
        return readState(parse(json));
    }

    /**
     * Reads a full state from a tree.
     *
     * @param node the tree {@link #stateTree} made
     * @return the state
     * @see #readState(String)
     */
    public GameState readState(JsonNode node) {
        return guarded(node, in -> StateJson.read(in, catalog));
    }

    // ---- views ----------------------------------------------------------------------------------------

    /**
     * A player's view: their own hand and the public table.
     *
     * @param view the view of one seat
     * @return its JSON text
     */
    public String writeView(PlayerView view) {
        return print(viewTree(view));
    }

    /**
     * A player's view as a tree.
     *
     * @param view the view of one seat
     * @return its JSON tree
     */
    public ObjectNode viewTree(PlayerView view) {
        return ViewJson.write(view);
    }

    /**
     * The public view of a state — the same for every player and for spectators: hand sizes and the public
     * table, without any hand or legal moves.
     *
     * @param state the state
     * @return its public view as JSON text
     */
    public String writePublicView(GameState state) {
        return print(publicViewTree(state));
    }

    /**
     * The public view of a state, as a tree.
     *
     * @param state the state
     * @return its public view as a JSON tree
     */
    public ObjectNode publicViewTree(GameState state) {
        return ViewJson.writePublic(state);
    }

    /**
     * The public part of a view, as a tree: the same for every player and for spectators, without the seat, hand
     * and legal moves.
     *
     * @param view a view of any seat, or a spectator's view
     * @return its public part as a JSON tree
     */
    public ObjectNode publicViewTree(PlayerView view) {
        return ViewJson.writePublic(view);
    }

    /**
     * Reads a player's view.
     *
     * @param json the text {@link #writeView} wrote
     * @return the view
     * @throws TakiJsonException naming the path of the first problem
     */
    public PlayerView readView(String json) {
        return readView(parse(json));
    }

    /**
     * Reads a player's view from a tree.
     *
     * @param node the tree {@link #viewTree} made
     * @return the view
     */
    public PlayerView readView(JsonNode node) {
        return guarded(node, ViewJson::read);
    }

    // ---- configurations -------------------------------------------------------------------------------

    /**
     * A configuration, in the shape of a configuration file.
     *
     * @param config the configuration
     * @return its JSON text
     */
    public String writeConfig(GameConfig config) {
        return print(configTree(config));
    }

    /**
     * A configuration as a tree.
     *
     * @param config the configuration
     * @return its JSON tree
     */
    public ObjectNode configTree(GameConfig config) {
        return ConfigJson.write(config);
    }

    /**
     * A list of variant choices as a configuration file's {@code variants} holds it: an id alone for a choice
     * without options, otherwise an object with the {@code id} and the options, sorted by name.
     *
     * @param choices the choices, in order
     * @return their JSON array
     * @throws TakiJsonException if an option is named {@code id} or holds a value that is not JSON-like
     */
    public static ArrayNode variantsTree(List<VariantChoice> choices) {
        return ConfigJson.variants(choices);
    }

    /**
     * Reads a configuration, checked against this reader's catalog.
     *
     * @param json a configuration file's text
     * @return the configuration, its editions expanded
     * @throws TakiJsonException listing every problem
     */
    public GameConfig readConfig(String json) {
        return readConfig(parse(json));
    }

    /**
     * Reads a configuration from a tree.
     *
     * @param node a configuration file's tree
     * @return the configuration, its editions expanded
     */
    public GameConfig readConfig(JsonNode node) {
        return guarded(node, in -> ConfigJson.read(in, catalog));
    }

    // ---- moves ----------------------------------------------------------------------------------------

    /**
     * A move: its notation as a JSON string, such as {@code "play COLOR Y last"}.
     *
     * @param move the move
     * @return a JSON string
     */
    public String writeMove(Move move) {
        return print(moveTree(move));
    }

    /**
     * A move as a tree (a string node).
     *
     * @param move the move
     * @return a string node
     */
    public JsonNode moveTree(Move move) {
        return StringNode.valueOf(move.notation());
    }

    /**
     * Reads a move: a JSON string of at most {@link JsonLimits#MAX_MOVE_CHARS} characters in notation. Whether
     * the move is legal is for {@link GameState#apply} to say.
     *
     * @param json a JSON string
     * @return the move it names
     * @throws TakiJsonException if it is not a string of move notation
     */
    public Move readMove(String json) {
        return readMove(parse(json));
    }

    /**
     * Reads a move from a tree.
     *
     * @param node a string node
     * @return the move it names
     */
    public Move readMove(JsonNode node) {
        return guarded(node, TakiJson::move);
    }

    static Move move(JsonIn in) {
        String text = in.string(JsonLimits.MAX_MOVE_CHARS);
        try {
            return in.notation().parseMove(text);
        } catch (NotationException e) {
            throw in.error(e.getMessage());
        }
    }

    // ---- events ---------------------------------------------------------------------------------------

    /**
     * Events as the given seat may see them ({@link Event#seenBy}): other players' drawn cards are left out.
     * {@code {"format": 2, "seenBy": seat, "events": [...]}}. Seat -1 is a spectator, who sees no drawn card.
     *
     * @param events the events, in order
     * @param seat the seat that sees them, or -1
     * @return the events document as JSON text
     */
    public String writeEvents(List<Event> events, int seat) {
        return print(eventsTree(events, seat));
    }

    /**
     * Events as the given seat may see them, as a tree ({@link #writeEvents(List, int)}).
     *
     * @param events the events, in order
     * @param seat the seat that sees them, or -1
     * @return the events document as a tree
     */
    public ObjectNode eventsTree(List<Event> events, int seat) {
        return eventsDocument(events.stream().map(e -> e.seenBy(seat)).toList(), seat);
    }

    /**
     * Every event whole, drawn cards included: for the server's own log only. {@code "seenBy": null}.
     *
     * @param events the events, in order
     * @return the events document as JSON text
     */
    public String writeEvents(List<Event> events) {
        return print(eventsTree(events));
    }

    /**
     * Every event whole, as a tree ({@link #writeEvents(List)}).
     *
     * @param events the events, in order
     * @return the events document as a tree
     */
    public ObjectNode eventsTree(List<Event> events) {
        return eventsDocument(events, null);
    }

    /**
     * One event as JSON text: {@code {"type": "card-played", "seat": 0, "card": "R5", "inRun": false}}.
     *
     * @param event the event
     * @return its JSON text
     */
    public String writeEvent(Event event) {
        return print(eventTree(event));
    }

    private ObjectNode eventsDocument(List<Event> events, Integer seat) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("format", FORMAT);
        if (seat == null) {
            out.putNull("seenBy");
        } else {
            out.put("seenBy", seat);
        }
        ArrayNode list = out.putArray("events");
        for (int i = 0; i < events.size(); i++) {
            list.add(eventTree(events.get(i), "events[" + i + "]"));
        }
        return out;
    }

    /**
     * Reads an events document.
     *
     * @param json an events document
     * @return its events, in order
     * @throws TakiJsonException naming the path of the first problem
     */
    public List<Event> readEvents(String json) {
        return guarded(parse(json), in -> {
            in.object(List.of("format", "seenBy", "events"), List.of());
            checkFormat(in.get("format"));
            if (in.has("seenBy")) {
                in.get("seenBy").integer(-1, 9);
            }
            return in.get("events").list(Integer.MAX_VALUE, this::event);
        });
    }

    /**
     * One event as a tree: {@code {"type": "card-played", "seat": 0, "card": "R5", "inRun": false}}.
     *
     * @param event the event
     * @return its JSON object
     * @throws TakiJsonException if no codec is registered for its type, or its fields are not JSON-like
     */
    public ObjectNode eventTree(Event event) {
        return eventTree(event, "");
    }

    private ObjectNode eventTree(Event event, String path) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        String type = event.type();
        out.put("type", type);
        EventCodec<?> codec = codecs.get(type);
        if (codec != null) {
            if (!codec.eventClass().isInstance(event)) {
                throw new TakiJsonException(path, "the event type '" + type + "' is registered for "
                        + codec.eventClass().getSimpleName() + ", not " + event.getClass().getSimpleName());
            }
            Map<String, ?> fields = codec.fieldsOf(event);
            if (fields.containsKey("type")) {
                throw new TakiJsonException(path, "an event cannot have a field named \"type\"");
            }
            out.setAll(JsonValues.writeMap(fields, path, 0));
        } else if (event instanceof Event.VariantEvent v && !v.variant().contains(":")) {
            out.put("seat", v.seat());
            out.set("details", JsonValues.writeMap(v.details(), path + ".details", 1));
        } else {
            throw new TakiJsonException(path, "no codec is registered for the event type '" + type + "' ("
                    + event.getClass().getName() + "); register one with TakiJson.builder().event(…)");
        }
        return out;
    }

    /**
     * One event in the one-line event notation, {@code type name=value…}: the fields its JSON object has, in
     * the same order, with words unquoted and lists as {@code [a,b]} — {@code card-played seat=0 card=R+2
     * inRun=false}. Every event with a codec has one, a plugin's as well as the engine's.
     *
     * @param event the event
     * @return its line
     * @throws TakiJsonException if no codec is registered for its type
     */
    public String writeEventLine(Event event) {
        return EventLines.write(eventTree(event));
    }

    /**
     * Reads one event from the one-line event notation, checking it as {@link #readEvent} does.
     *
     * @param line one line, as {@link #writeEventLine} writes it
     * @return the event
     * @throws TakiJsonException naming the column, or the field, of the first problem
     */
    public Event readEventLine(String line) {
        return readEvent(EventLines.read(line));
    }

    /**
     * Reads one event from a tree.
     *
     * @param node one event's JSON object
     * @return the event
     * @throws TakiJsonException naming the path of the first problem
     */
    public Event readEvent(JsonNode node) {
        return guarded(node, this::event);
    }

    private Event event(JsonIn in) {
        if (!in.node().isObject()) {
            throw in.error("expected an event object, got " + JsonIn.describe(in.node()));
        }
        String type = in.get("type").string(200);
        EventCodec<?> codec = codecs.get(type);
        if (codec == null) {
            return variantEvent(in, type);
        }
        Map<String, Object> fields = new LinkedHashMap<>(JsonValues.readMap(in, 0, true));
        fields.remove("type");
        Event event;
        try {
            event = codec.read().apply(java.util.Collections.unmodifiableMap(fields));
        } catch (RuntimeException e) {
            throw in.error("not a valid '" + type + "' event: " + shorten(String.valueOf(e.getMessage())));
        }
        if (event == null || !codec.eventClass().isInstance(event)) {
            throw in.error("the codec of '" + type + "' made no " + codec.eventClass().getSimpleName());
        }
        Map<String, ?> known = codec.fieldsOf(event);
        for (String name : fields.keySet()) {
            if (!known.containsKey(name)) {
                throw in.get(name).error("unknown field of a '" + type + "' event");
            }
        }
        return event;
    }

    private Event variantEvent(JsonIn in, String type) {
        int colon = type.indexOf(':');
        String variant = colon < 0 ? "" : type.substring(0, colon);
        if (colon <= 0 || colon == type.length() - 1 || !catalog.variants().containsKey(variant)) {
            throw in.get("type").error("unknown event type " + JsonIn.describe(in.get("type").node())
                    + "; the types are " + String.join(", ", new TreeSet<>(codecs.keySet()))
                    + ", and 'variant-id:name' for the variants in the catalog "
                    + catalog.variants().keySet());
        }
        in.object(List.of("type", "seat", "details"), List.of());
        return new Event.VariantEvent(variant, type.substring(colon + 1), in.get("seat").integer(-1, 9),
                JsonValues.readMap(in.get("details"), 1, false));
    }

    // ---- shared -------------------------------------------------------------------------------------------

    /** The format of a document: 1 or 2. */
    static int checkFormat(JsonIn format) {
        if (!format.node().isIntegralNumber() || !format.node().canConvertToInt() || format.node().intValue() < 1
                || format.node().intValue() > FORMAT) {
            throw format.error("this library reads formats 1 to " + FORMAT + ", got " + JsonIn.describe(format.node()));
        }
        return format.node().intValue();
    }

    /** Runs a reader: bad input gives a TakiJsonException; anything else escaping is a bug, reported as such. */
    private <T> T guarded(JsonNode node, Function<JsonIn, T> reader) {
        if (node == null) {
            throw new TakiJsonException("", "no JSON given");
        }
        try {
            return reader.apply(new JsonIn(node, "", limits, notation));
        } catch (TakiJsonException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new TakiJsonException("", "internal error while reading (please report it): " + e, e);
        }
    }

    static String shorten(String message) {
        if (message == null) {
            return "";
        }
        return message.length() > 300 ? message.substring(0, 300) + "…" : message;
    }

    /** Chooses the catalog and limits, and registers the events of variants. */
    public static final class Builder {
        private VariantCatalog catalog;
        private JsonLimits limits = JsonLimits.DEFAULT;
        private final List<EventCodec<?>> events = new ArrayList<>();

        private Builder() {
        }

        /**
         * The variants that states and configurations may use (default: those on the class path).
         *
         * @param variants the catalog
         * @return this builder
         */
        public Builder catalog(VariantCatalog variants) {
            this.catalog = java.util.Objects.requireNonNull(variants);
            return this;
        }

        /**
         * The largest input read (default {@link JsonLimits#DEFAULT}).
         *
         * @param maximum the limits
         * @return this builder
         */
        public Builder limits(JsonLimits maximum) {
            this.limits = java.util.Objects.requireNonNull(maximum);
            return this;
        }

        /**
         * Registers the codec of an event record of one's own (those of the catalog's variants, from
         * {@link dev.taki.api.spi.Variant#setUp}, are registered already).
         *
         * @param codec how the event is written and read
         * @return this builder
         */
        public Builder event(EventCodec<?> codec) {
            events.add(java.util.Objects.requireNonNull(codec));
            return this;
        }

        /**
         * The reader and writer.
         *
         * @return the reader and writer, immutable
         * @throws IllegalStateException if two codecs claim the same event type
         */
        public TakiJson build() {
            Map<String, EventCodec<?>> all = new LinkedHashMap<>();
            VariantCatalog variants = catalog != null ? catalog : VariantCatalog.discover();
            Notation cards = catalogNotation(variants);
            List<EventCodec<?>> list = new ArrayList<>(BaseEvents.all(cards));
            list.addAll(variants.eventCodecs());
            list.addAll(events);
            for (EventCodec<?> c : list) {
                EventCodec<?> previous = all.put(c.type(), c);
                if (previous != null) {
                    throw new IllegalStateException("two codecs claim the event type '" + c.type() + "': for "
                            + previous.eventClass().getName() + " and " + c.eventClass().getName());
                }
            }
            return new TakiJson(variants, limits, all, cards);
        }

        /**
         * The notation of every card the catalog's variants may put on a table, for views and events read with no
         * configuration at hand; if two of them write a card alike, only the base game's cards are read.
         */
        private static Notation catalogNotation(VariantCatalog variants) {
            try {
                return Notation.of(variants.cardKinds(), List.of(), variants.verbs());
            } catch (IllegalArgumentException e) {
                return Notation.base();
            }
        }
    }
}
