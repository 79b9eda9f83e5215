package dev.taki.match;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A match as a list shows it ({@link MatchStore#list(MatchStatus)}): who sits where and where it is in its life,
 * without its configuration's seed or its moves. Its seats still carry their credentials' hashes: a server shows
 * names and kinds, never the seats themselves.
 *
 * @param id      the match's id
 * @param status  open, playing or over
 * @param players the number of players
 * @param seats   one per player, in seat order
 * @param created when the match was made
 * @param updated when the last move was accepted or a seat last changed
 */
public record MatchSummary(String id, MatchStatus status, int players, List<MatchSeat> seats, Instant created,
                           Instant updated) {
    /**
     * Checks the fields.
     *
     * @param id the match's id
     * @param status open, playing or over
     * @param players the number of players
     * @param seats one per player
     * @param created when the match was made
     * @param updated when it last changed
     */
    public MatchSummary {
        MatchIds.check(id);
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(created, "created");
        Objects.requireNonNull(updated, "updated");
        seats = List.copyOf(seats);
        if (seats.size() != players) {
            throw new IllegalArgumentException("seats: expected one per player (" + players + "), got " + seats.size());
        }
    }

    /** {@return the number of seats still open to claim} */
    public int openSeats() {
        return (int) seats.stream().filter(MatchSeat::isOpen).count();
    }
}
