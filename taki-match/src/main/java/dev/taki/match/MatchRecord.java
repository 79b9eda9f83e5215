package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.core.record.RecordedMove;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A match as a store keeps it: what replays it exactly (the configuration, whose seed fixes every shuffle,
 * and the accepted moves in order) and who sits where. The match's version is the number of moves.
 *
 * @param id      the match's id
 * @param config  the game's configuration, with its seed
 * @param seats   one per player, in seat order
 * @param moves   the accepted moves, in order (kept as given: a store or a match may hand its own growing
 *                list, read-only, so that a long match is not copied on every move)
 * @param created when the match was made
 * @param updated when the last move was accepted or a seat last changed
 */
public record MatchRecord(String id, GameConfig config, List<MatchSeat> seats, List<RecordedMove> moves,
                          Instant created, Instant updated) {
    /**
     * Checks the fields.
     *
     * @param id the match's id
     * @param config the game's configuration, with its seed
     * @param seats one per player, in seat order
     * @param moves the accepted moves, in order; kept as given
     * @param created when the match was made
     * @param updated when the last move was accepted or a seat last changed
     */
    public MatchRecord {
        MatchIds.check(id);
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(moves, "moves");
        Objects.requireNonNull(created, "created");
        Objects.requireNonNull(updated, "updated");
        seats = List.copyOf(seats);
        if (seats.size() != config.players()) {
            throw new IllegalArgumentException("seats: expected one per player (" + config.players() + "), got "
                    + seats.size());
        }
        for (int i = 0; i < seats.size(); i++) {
            if (seats.get(i).seat() != i) {
                throw new IllegalArgumentException("seats[" + i + "]: is seat " + seats.get(i).seat());
            }
        }
    }

    /** {@return the version the match is at: the number of accepted moves} */
    public int version() {
        return moves.size();
    }
}
