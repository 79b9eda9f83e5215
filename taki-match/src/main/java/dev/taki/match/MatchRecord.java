package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.core.record.RecordedMove;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A match as a store keeps it: what replays it exactly (the configuration, whose seed fixes every shuffle,
 * and the accepted moves in order), who sits where, where it is in its life and its move clock. The match's version
 * is the number of moves.
 *
 * @param id        the match's id
 * @param config    the game's configuration, with its seed
 * @param seats     one per player, in seat order
 * @param moves     the accepted moves, in order (kept as given: a store or a match may hand its own growing
 *                  list, read-only, so that a long match is not copied on every move)
 * @param created   when the match was made
 * @param updated   when the last move was accepted or a seat last changed
 * @param status    open, playing or over
 * @param moveClock how long a person has for a move ({@link MoveClock#NONE}: no limit)
 */
public record MatchRecord(String id, GameConfig config, List<MatchSeat> seats, List<RecordedMove> moves,
                          Instant created, Instant updated, MatchStatus status, MoveClock moveClock) {
    /**
     * Checks the fields.
     *
     * @param id the match's id
     * @param config the game's configuration, with its seed
     * @param seats one per player, in seat order
     * @param moves the accepted moves, in order; kept as given
     * @param created when the match was made
     * @param updated when the last move was accepted or a seat last changed
     * @param status open, playing or over
     * @param moveClock how long a person has for a move
     */
    public MatchRecord {
        MatchIds.check(id);
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(moves, "moves");
        Objects.requireNonNull(created, "created");
        Objects.requireNonNull(updated, "updated");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(moveClock, "moveClock");
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
        boolean anyOpen = seats.stream().anyMatch(MatchSeat::isOpen);
        if (status == MatchStatus.OPEN && !moves.isEmpty()) {
            throw new IllegalArgumentException("status: an open match has no moves; this one has " + moves.size());
        }
        if (status != MatchStatus.OPEN && anyOpen) {
            throw new IllegalArgumentException("seats: a " + status.name().toLowerCase(java.util.Locale.ROOT)
                    + " match has no open seat (open seats are taken by their bots as the match begins)");
        }
    }

    /**
     * A match in play without a move clock: the record as it was before matches had a status.
     *
     * @param id the match's id
     * @param config the game's configuration, with its seed
     * @param seats one per player, in seat order
     * @param moves the accepted moves, in order; kept as given
     * @param created when the match was made
     * @param updated when the last move was accepted or a seat last changed
     */
    public MatchRecord(String id, GameConfig config, List<MatchSeat> seats, List<RecordedMove> moves,
                       Instant created, Instant updated) {
        this(id, config, seats, moves, created, updated, MatchStatus.PLAYING, MoveClock.NONE);
    }

    /** {@return the version the match is at: the number of accepted moves} */
    public int version() {
        return moves.size();
    }

    /** {@return what a list of matches shows of this one: everything but its moves} */
    public MatchSummary summary() {
        return new MatchSummary(id, status, config.players(), seats, created, updated);
    }
}
