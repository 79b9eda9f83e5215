package dev.taki.match;

import dev.taki.core.record.RecordedMove;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Where matches are kept, so that a server can stop and start again and find every match as it was after
 * its last accepted move. Implementations: {@link FileMatchStore} (one JSON file per match, the embedded
 * default), {@link JdbcMatchStore} (PostgreSQL, SQLite or any JDBC database; a {@link SharedMatchStore}) and {@link MemoryMatchStore}
 * (tests). Every method is safe to call from several threads. A write either happens whole or not at all:
 * after a crash at any point, a match loads as it was after some accepted move, never torn between two.
 */
public interface MatchStore extends AutoCloseable {

    /**
     * Keeps a new match (usually with no moves yet).
     *
     * @param match the match
     * @throws MatchConflictException if a match with that id exists
     * @throws MatchStoreException    if the medium fails
     */
    void create(MatchRecord match);

    /**
     * Adds the move that raised a match to {@code version} (the match had {@code version - 1} moves), with the match's
     * status after it, in one write.
     *
     * @param id the match's id
     * @param version the match's version after the move
     * @param move the move, with its seat
     * @param at when it was accepted
     * @param status {@link MatchStatus#PLAYING}, or {@link MatchStatus#OVER} for the move that ended the game
     * @throws MatchConflictException if the stored match is not at {@code version - 1}: a second writer got there
     *                                first
     * @throws MatchStoreException    if the match is unknown, not in play, or the medium fails
     */
    void append(String id, int version, RecordedMove move, Instant at, MatchStatus status);

    /**
     * Adds a move to a match in play that it does not end: {@link #append(String, int, RecordedMove, Instant,
     * MatchStatus)} with {@link MatchStatus#PLAYING}.
     *
     * @param id the match's id
     * @param version the match's version after the move
     * @param move the move, with its seat
     * @param at when it was accepted
     */
    default void append(String id, int version, RecordedMove move, Instant at) {
        append(id, version, move, at, MatchStatus.PLAYING);
    }

    /**
     * Replaces a match's seats and status in one write, if its seats are still {@code before}: a person claimed a seat
     * (credential hashes are kept with the seats), the match began, a person went away, came back, left or resigned.
     *
     * @param id the match's id
     * @param before the seats as the writer last read them
     * @param after the seats now, one per player
     * @param status the match's status now
     * @param at when they changed
     * @throws MatchConflictException if the stored seats are not {@code before}: another writer changed them first
     * @throws MatchStoreException if the match is unknown or the medium fails
     */
    void updateSeats(String id, List<MatchSeat> before, List<MatchSeat> after, MatchStatus status, Instant at);

    /**
     * A match as stored, within the limits; empty if there is none with that id.
     *
     * @param id the match's id
     * @param limits how much is read back
     * @return the match, or empty
     * @throws MatchStoreException if the stored match is damaged or over the limits, naming what is wrong
     */
    Optional<MatchRecord> load(String id, StoreLimits limits);

    /**
     * A match as stored, within {@link StoreLimits#defaults()}.
     *
     * @param id the match's id
     * @return the match, or empty
     */
    default Optional<MatchRecord> load(String id) {
        return load(id, StoreLimits.defaults());
    }

    /** {@return the ids of every stored match, sorted} */
    List<String> ids();

    /**
     * The matches of a status, oldest first (by creation, then id): the open ones a lobby shows, the ones in play that
     * a server loads when it starts.
     *
     * @param status the status
     * @return their summaries
     * @throws MatchStoreException if the medium fails
     */
    List<MatchSummary> list(MatchStatus status);

    /** Releases what the store holds open (connections, locks); does not throw checked exceptions. */
    @Override
    void close();
}
