package dev.taki.api.spi;

import dev.taki.api.Game;
import dev.taki.api.TableView;

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
 * <p>A bot that searches rebuilds whole states from a seat's view with the hidden cards guessed
 * ({@link Game#resume}). A state that every player sees whole ({@link #isWholePublic()}) is read from its public
 * part as it is. Any other — a codec given a {@code publicPart}, even one that shows all — needs
 * {@code guessHidden} ({@link #withGuessHidden}): from its public part and the table as guessed, it makes a
 * plausible whole, which {@code read} then checks; without it, such a table cannot be rebuilt.
 *
 * @param id          the name of the state in JSON: lower-case words joined by '-'
 * @param type        the class of its values
 * @param write       the state as JSON-like values
 * @param read        the state from JSON-like values and the game it belongs to, checked
 * @param publicPart  what every player may see of it, as JSON-like values
 * @param guessHidden the whole state as JSON-like values, made from its public part and a table whose hidden
 *                    cards are guessed (on it, only the states every player sees whole, {@link #isWholePublic()};
 *                    not this one, nor any other state with a hidden part); null when the plugin gives none
 * @param <S>         the state's type
 */
public record StateCodec<S>(String id, Class<S> type, Function<? super S, ? extends Map<String, ?>> write,
                            BiFunction<Map<String, Object>, Game, ? extends S> read,
                            Function<? super S, ? extends Map<String, ?>> publicPart,
                            BiFunction<Map<String, Object>, TableView, ? extends Map<String, ?>> guessHidden) {
    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]{0,59}");

    /**
     * Checks the id and that nothing but {@code guessHidden} is missing.
     *
     * @param id the name of the state in JSON: lower-case words joined by '-'
     * @param type the class of its values
     * @param write the state as JSON-like values
     * @param read the state from JSON-like values and the game it belongs to, checked
     * @param publicPart what every player may see of it, as JSON-like values
     * @param guessHidden the whole state from its public part and a guessed table, or null for none
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
     * A state read knowing its game, of which every player may see only {@code publicPart}; a table holding it
     * cannot be rebuilt from a view until {@link #withGuessHidden} adds the way to guess the rest.
     *
     * @param id the name of the state in JSON: lower-case words joined by '-'
     * @param type the class of its values
     * @param write the state as JSON-like values
     * @param read the state from JSON-like values and the game it belongs to, checked
     * @param publicPart what every player may see of it, as JSON-like values
     */
    public StateCodec(String id, Class<S> type, Function<? super S, ? extends Map<String, ?>> write,
                      BiFunction<Map<String, Object>, Game, ? extends S> read,
                      Function<? super S, ? extends Map<String, ?>> publicPart) {
        this(id, type, write, read, publicPart, null);
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
     * This codec with a way to guess the hidden part of its state, so that a table holding it can be rebuilt
     * from a seat's view ({@link Game#resume}). The function is given the public part, as a view shows it, and
     * the table with every hidden card guessed; the only plugin states on that table are those every player sees
     * whole ({@link #isWholePublic()}): neither this state nor any other with a hidden part, which are guessed
     * from the same table. It returns the whole state as JSON-like values, which {@code read} then checks. It
     * must use only what it is given.
     *
     * @param guess the whole state from its public part and the guessed table
     * @return a copy of this codec with {@code guessHidden} set
     */
    public StateCodec<S> withGuessHidden(BiFunction<Map<String, Object>, TableView, ? extends Map<String, ?>> guess) {
        return new StateCodec<>(id, type, write, read, publicPart, Objects.requireNonNull(guess, "guess"));
    }

    /**
     * {@return true if every player sees the whole state: {@code publicPart} is {@code write} itself, as the
     * constructors without a {@code publicPart} make it}
     */
    public boolean isWholePublic() {
        return publicPart == write;
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
