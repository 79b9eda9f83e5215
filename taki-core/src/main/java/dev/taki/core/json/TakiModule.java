package dev.taki.core.json;

import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.core.VariantCatalog;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.Version;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.module.SimpleDeserializers;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.StdSerializer;

import java.util.Objects;
import java.util.function.Function;

/**
 * The game's types for a framework's own Jackson mapper (Spring Boot, Javalin…), so that controllers return them
 * and take them from request bodies, in exactly the JSON of {@link TakiJson} (docs/json.md):
 * <ul>
 *   <li>{@link GameConfig}: the shape of a configuration file, written and read;</li>
 *   <li>{@link Move} (and each kind, such as {@link Move.Play}): its notation as a string, written and read;</li>
 *   <li>{@link Event} (and each event record): one event object, written and read; write
 *       {@code event.seenBy(seat)}, not the event, to a player;</li>
 *   <li>{@link PlayerView}: a seat's view, written and read; a spectator's view (seat -1) is written as the
 *       public view, which has no reader.</li>
 * </ul>
 * A {@link GameState} is refused when written: it holds every hand and the order of the draw pile. Send a player
 * {@code state.view(seat)}; keep states with {@link TakiJson#writeState}.
 * <pre>{@code
 * JsonMapper mapper = JsonMapper.builder().addModule(new TakiModule(VariantCatalog.discover())).build();
 * String text = mapper.writeValueAsString(state.view(1));    // as TakiJson.writeView
 * Move move = mapper.readValue("\"play R5\"", Move.class);   // or a MismatchedInputException
 * }</pre>
 *
 * <p>Reading checks exactly what {@link TakiJson}'s readers check, within its {@link JsonLimits}, and refuses
 * duplicate fields whatever the mapper's settings. Bad input gets a
 * {@link tools.jackson.databind.exc.MismatchedInputException} whose message names the type and the path of the
 * problem inside the value, as {@link TakiJsonException} does: {@code Cannot read GameConfig: players: expected
 * 2 to 10, got 11}. The module is immutable; a mapper that registers it is safe to share between threads.
 */
public final class TakiModule extends SimpleModule {
    private static final long serialVersionUID = 1L;

    /**
     * The module for the variants of a catalog: their cards, verbs, options and events.
     *
     * @param catalog the variants that configurations, moves and events may use
     */
    public TakiModule(VariantCatalog catalog) {
        this(TakiJson.create(Objects.requireNonNull(catalog, "catalog")));
    }

    /**
     * The module writing and reading as a {@link TakiJson} does: its catalog, its limits and the event codecs
     * registered with it.
     *
     * @param json the reader and writer to follow
     */
    public TakiModule(TakiJson json) {
        super("taki", Version.unknownVersion());
        Objects.requireNonNull(json, "json");
        addSerializer(GameConfig.class, new Writer<>(GameConfig.class, json::configTree));
        addSerializer(Move.class, new Writer<>(Move.class, json::moveTree));
        addSerializer(Event.class, new Writer<>(Event.class, json::eventTree));
        addSerializer(PlayerView.class, new Writer<>(PlayerView.class,
                view -> view.seat() < 0 ? json.publicViewTree(view) : json.viewTree(view)));
        addSerializer(GameState.class, new Writer<>(GameState.class, state -> {
            throw new TakiJsonException("", "a GameState holds every hand and the order of the draw pile: send a "
                    + "player state.view(seat), and keep states with TakiJson.writeState");
        }));
        Readers readers = new Readers(json);
        setDeserializers(readers);
        readers.addDeserializer(GameConfig.class, new Reader<>(GameConfig.class, json, json::readConfig));
        readers.addDeserializer(PlayerView.class, new Reader<>(PlayerView.class, json, node -> view(json, node)));
    }

    private static PlayerView view(TakiJson json, JsonNode node) {
        if (node.isObject() && !node.has("seat") && !node.has("hand") && !node.has("legalMoves")) {
            throw new TakiJsonException("", "a public view (without seat, hand and legalMoves) cannot be read: only "
                    + "a seat's view can");
        }
        return json.readView(node);
    }

    /** The name of a type in messages: {@code GameConfig}, {@code Move.Play}. */
    static String name(Class<?> type) {
        String name = type.getName();
        return name.substring(name.lastIndexOf('.') + 1).replace('$', '.');
    }

    /** Writes a value as the tree {@link TakiJson} makes of it. */
    private static final class Writer<T> extends StdSerializer<T> {
        private final Function<T, JsonNode> tree;

        Writer(Class<T> type, Function<T, JsonNode> tree) {
            super(type);
            this.tree = tree;
        }

        @Override
        public void serialize(T value, JsonGenerator out, SerializationContext context) {
            JsonNode node;
            try {
                node = tree.apply(value);
            } catch (IllegalArgumentException e) { // TakiJsonException among them: a value that is not JSON-like
                throw DatabindException.from(out, "Cannot write " + name(handledType()) + ": " + e.getMessage(), e);
            }
            JsonStreams.write(node, out);
        }
    }

    /** Reads a value of one type (or of a kind of it) from the tree of the value the parser stands on. */
    private static final class Reader<T> extends StdDeserializer<T> {
        private final transient TakiJson json;
        private final transient Function<JsonNode, ?> read;

        Reader(Class<T> type, TakiJson json, Function<JsonNode, ?> read) {
            super(type);
            this.json = json;
            this.read = read;
        }

        @Override
        public T deserialize(JsonParser p, DeserializationContext context) {
            @SuppressWarnings("unchecked")
            Class<T> type = (Class<T>) handledType();
            Object value;
            try {
                value = read.apply(JsonStreams.read(p, json.limits()));
            } catch (TakiJsonException e) {
                throw MismatchedInputException.from(p, type, "Cannot read " + name(type) + ": " + e.getMessage());
            }
            if (!type.isInstance(value)) {
                throw MismatchedInputException.from(p, type, "Cannot read " + name(type) + ": expected a "
                        + name(type) + ", got a " + name(value.getClass()) + (value instanceof Move m
                        ? " (\"" + m.notation() + "\")" : value instanceof Event e ? " ('" + e.type() + "')" : ""));
            }
            return type.cast(value);
        }
    }

    /**
     * The readers by type, and for every kind of move and event: {@code Move.Play} or {@code Event.CardPlayed}
     * read as {@code Move} or {@code Event} are, and are refused if they are of another kind.
     */
    private static final class Readers extends SimpleDeserializers {
        private static final long serialVersionUID = 1L;
        private final transient TakiJson json;

        Readers(TakiJson json) {
            this.json = json;
        }

        @Override
        public ValueDeserializer<?> findBeanDeserializer(JavaType type, DeserializationConfig config,
                                                         BeanDescription.Supplier description) {
            ValueDeserializer<?> registered = super.findBeanDeserializer(type, config, description);
            if (registered != null) {
                return registered;
            }
            Class<?> raw = type.getRawClass();
            if (Move.class.isAssignableFrom(raw)) {
                return new Reader<>(raw, json, json::readMove);
            }
            if (Event.class.isAssignableFrom(raw)) {
                return new Reader<>(raw, json, json::readEvent);
            }
            return null;
        }

        @Override
        public boolean hasDeserializerFor(DeserializationConfig config, Class<?> type) {
            return super.hasDeserializerFor(config, type) || Move.class.isAssignableFrom(type)
                    || Event.class.isAssignableFrom(type);
        }
    }
}
