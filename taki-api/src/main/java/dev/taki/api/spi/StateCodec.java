package dev.taki.api.spi;

import dev.taki.api.Game;

import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * How a plugin's own state is kept: a typed, immutable value (best a record) of class {@code type}, stored by
 * the game under {@code id} (usually the variant's id), read back with {@code table.state(id, type)}, and
 * written to JSON as JSON-like values (strings, numbers, booleans, lists, maps).
 *
 * <p>{@code read} is also the state's check on restore: a saved state is read back only through it, so it
 * must refuse what the plugin could never have written — an {@link IllegalArgumentException} whose message
 * starts with the field ({@code "counts[1]: expected 0 to 9, got 99"}) becomes a JSON error at
 * that path. Numbers arrive as {@link Integer} when they fit in 32 bits, else {@link Long}, else
 * {@link Double}. {@code read} may be given the game being restored: its configuration (the number of players,
 * the options) to check the state against, and its notation to read cards in (those of every plugin in play,
 * not only the base game's). {@code publicPart} is what every player may see of
 * it (shown in views): by default all of it.
 *
 * @param id         the name of the state in JSON: lower-case words joined by '-'
 * @param type       the class of its values
 * @param write      the state as JSON-like values
 * @param read       the state from JSON-like values and the game it belongs to, checked
 * @param publicPart what every player may see of it, as JSON-like values
 * @param <S>        the state's type
 */
public record StateCodec<S>(String id, Class<S> type, Function<? super S, ? extends Map<String, ?>> write,
                            BiFunction<Map<String, Object>, Game, ? extends S> read,
                            Function<? super S, ? extends Map<String, ?>> publicPart) {
    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]{0,59}");

    /**
     * Checks the id and that nothing is missing.
     *
     * @param id the name of the state in JSON: lower-case words joined by '-'
     * @param type the class of its values
     * @param write the state as JSON-like values
     * @param read the state from JSON-like values and the game it belongs to, checked
     * @param publicPart what every player may see of it, as JSON-like values
     */
    public StateCodec {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(write, "write");
        Objects.requireNonNull(read, "read");
        Objects.requireNonNull(publicPart, "publicPart");
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("state id '" + id + "': expected lower-case letters, digits and '-'");
        }
    }

    /**
     * A state that every player may see whole and that holds no card.
     *
     * @param id the name of the state in JSON: lower-case words joined by '-'
     * @param type the class of its values
     * @param write the state as JSON-like values, all of it public
     * @param read the state from JSON-like values, checked
     */
    public StateCodec(String id, Class<S> type, Function<? super S, ? extends Map<String, ?>> write,
                      Function<Map<String, Object>, ? extends S> read) {
        this(id, type, write, (json, game) -> read.apply(json), write);
    }

    /**
     * A state that holds no card, of which every player may see only {@code publicPart}.
     *
     * @param id the name of the state in JSON: lower-case words joined by '-'
     * @param type the class of its values
     * @param write the state as JSON-like values
     * @param read the state from JSON-like values, checked
     * @param publicPart what every player may see of it, as JSON-like values
     */
    public StateCodec(String id, Class<S> type, Function<? super S, ? extends Map<String, ?>> write,
                      Function<Map<String, Object>, ? extends S> read,
                      Function<? super S, ? extends Map<String, ?>> publicPart) {
        this(id, type, write, (json, game) -> read.apply(json), publicPart);
    }

    /**
     * A state that every player may see whole, read knowing its game (its configuration and notation).
     *
     * @param id the name of the state in JSON: lower-case words joined by '-'
     * @param type the class of its values
     * @param write the state as JSON-like values, all of it public
     * @param read the state from JSON-like values and the game it belongs to, checked
     */
    public StateCodec(String id, Class<S> type, Function<? super S, ? extends Map<String, ?>> write,
                      BiFunction<Map<String, Object>, Game, ? extends S> read) {
        this(id, type, write, read, write);
    }

    /**
     * The JSON-like values of a state of this codec's type.
     *
     * @param state a value of {@link #type()}
     * @return the values {@code write} gives
     */
    public Map<String, ?> writeValue(Object state) {
        return write.apply(type.cast(state));
    }

    /**
     * The public part of a state of this codec's type.
     *
     * @param state a value of {@link #type()}
     * @return the values {@code publicPart} gives
     */
    public Map<String, ?> publicValue(Object state) {
        return publicPart.apply(type.cast(state));
    }
}
