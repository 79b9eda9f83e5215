package dev.taki.core.record;

import dev.taki.api.ConfigurationException;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.json.JsonLimits;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A saved game: its configuration (with the seed, which fixes every shuffle) and its moves in order.
 * Replaying the moves on a new game of that configuration gives the game again, exactly. As JSON:
 * <pre>{@code
 * {
 *   "format": 1,
 *   "config": {"players": 4, "seed": 7, "firstPlayer": 0, "direction": "cw", "variants": []},
 *   "moves": ["0: play R5", "1: draw", "2: play R7 last"]
 * }
 * }</pre>
 * {@code config} has the shape of a configuration file ({@link dev.taki.core.config.ConfigFiles}); the
 * moves are {@code "seat: move"} lines of NOTATION.md. A record may end before the game does.
 *
 * @param config the game's configuration, editions expanded into their variants
 * @param moves  the moves applied, in order, each with its "last card" declaration if it carried one
 */
public record GameRecord(GameConfig config, List<RecordedMove> moves) {
    /** The version of the JSON format this class writes and reads. */
    public static final int FORMAT = 1;

    /**
     * Checks the fields and keeps the moves in an immutable list (copied once, unless it is a record's own).
     *
     * @param config the game's configuration
     * @param moves the moves applied, in order
     */
    public GameRecord {
        Objects.requireNonNull(config, "config");
        moves = MoveLog.of(moves);
    }

    /**
     * A record of a game with no moves yet.
     *
     * @param config the game's configuration
     * @return the record
     */
    public static GameRecord of(GameConfig config) {
        return new GameRecord(config, MoveLog.empty());
    }

    /**
     * This record with one more move. The move is appended without copying the moves before it (records made
     * from one record by two different {@code plus} calls each keep their own moves), so a record kept up to
     * date after every move of a long match costs no more than a list.
     *
     * @param seat the seat that made the move
     * @param move the move, as applied
     * @return the longer record; this one is unchanged
     */
    public GameRecord plus(int seat, Move move) {
        return new GameRecord(config, ((MoveLog) moves).plus(new RecordedMove(seat, move)));
    }

    /** What {@link #replay(VariantCatalog, Listener)} reports after each move. */
    @FunctionalInterface
    public interface Listener {
        /**
         * A move was replayed.
         *
         * @param index    its index in {@link #moves()}, from 0
         * @param move     the move
         * @param before   the state it was applied to
         * @param accepted the state after it and the events, in order
         */
        void moved(int index, RecordedMove move, GameState before, Outcome.Accepted accepted);
    }

    /**
     * The game before its first move.
     *
     * @param catalog where the configuration's variants are looked up
     * @return the first state
     * @throws ConfigurationException if the catalog cannot play the configuration
     */
    public GameState start(VariantCatalog catalog) {
        return Taki.newGame(config, catalog);
    }

    /**
     * Replays every move and returns the last state.
     *
     * @param catalog where the configuration's variants are looked up
     * @return the state after the last move
     * @throws RecordException naming the first move the game refused, and why
     */
    public GameState replay(VariantCatalog catalog) {
        return replay(catalog, (i, m, before, accepted) -> { });
    }

    /**
     * Replays every move, telling the listener after each, and returns the last state.
     *
     * @param catalog where the configuration's variants are looked up
     * @param listener told of every move as it is applied
     * @return the state after the last move
     * @throws RecordException naming the first move the game refused, and why
     */
    public GameState replay(VariantCatalog catalog, Listener listener) {
        GameState state;
        try {
            state = start(catalog);
        } catch (ConfigurationException e) {
            throw new RecordException(e.problems().stream().map(p -> "config." + p).toList());
        }
        for (int i = 0; i < moves.size(); i++) {
            RecordedMove m = moves.get(i);
            Outcome outcome = state.apply(m.seat(), m.move());
            if (outcome instanceof Outcome.Rejected r) {
                throw new RecordException(List.of("moves[" + i + "] \"" + m.notation() + "\" does not replay: "
                        + r.message()));
            }
            Outcome.Accepted accepted = (Outcome.Accepted) outcome;
            listener.moved(i, m, state, accepted);
            state = accepted.state();
        }
        return state;
    }

    /**
     * {@return the record as JSON, one move a line}
     *
     * @throws dev.taki.core.json.TakiJsonException if an option of a variant is named {@code id} or holds a value
     *                                              that is not JSON-like (a configuration a game was played with
     *                                              has neither)
     */
    public String toJson() {
        return RecordJson.write(this);
    }

    /**
     * {@return the record as a JSON tree, for documents that embed it}
     *
     * @throws dev.taki.core.json.TakiJsonException as {@link #toJson()}
     */
    public tools.jackson.databind.node.ObjectNode toJsonTree() {
        return RecordJson.tree(this);
    }

    /**
     * Reads a record from JSON, checking its configuration against the catalog.
     *
     * @param json the text {@link #toJson()} wrote
     * @param catalog where the configuration's variants are looked up
     * @return the record
     * @throws RecordException listing every problem, each naming its field
     */
    public static GameRecord parseJson(String json, VariantCatalog catalog) {
        return parseJson(json, catalog, JsonLimits.DEFAULT);
    }

    /**
     * Reads a record from JSON within the given limits: a long match (a 10-player, 100-round
     * match of scored rounds has about 150,000 moves, 3 MB) needs more than the defaults, which suit
     * single games.
     *
     * @param json the text {@link #toJson()} wrote
     * @param catalog where the configuration's variants are looked up
     * @param limits the largest document read
     * @return the record
     * @throws RecordException listing every problem, each naming its field, or saying which limit it exceeds
     */
    public static GameRecord parseJson(String json, VariantCatalog catalog, JsonLimits limits) {
        return RecordJson.read(json, catalog, limits);
    }

    /**
     * Reads a record file.
     *
     * @param file the record file
     * @param catalog where the configuration's variants are looked up
     * @return the record
     * @throws IOException     if the file cannot be read
     * @throws RecordException listing every problem of its content
     */
    public static GameRecord read(Path file, VariantCatalog catalog) throws IOException {
        return read(file, catalog, JsonLimits.DEFAULT);
    }

    /**
     * Reads a record file within the given limits; a file longer than {@code limits.maxDocumentChars()} is
     * refused before it is read whole.
     *
     * @param file the record file
     * @param catalog where the configuration's variants are looked up
     * @param limits the largest document read
     * @return the record
     * @throws IOException     if the file cannot be read
     * @throws RecordException listing every problem of its content
     */
    public static GameRecord read(Path file, VariantCatalog catalog, JsonLimits limits) throws IOException {
        long size = Files.size(file);
        if (size > 4L * limits.maxDocumentChars()) {
            throw new RecordException(List.of("the record is " + size + " bytes, over the limit of "
                    + limits.maxDocumentChars() + " characters"));
        }
        return parseJson(Files.readString(file), catalog, limits);
    }

    /**
     * Writes the record to a file as JSON, replacing the file if it exists.
     *
     * @param file where to write it
     * @throws IOException if the file cannot be written
     */
    public void write(Path file) throws IOException {
        Files.writeString(file, toJson());
    }
}
