package dev.taki.match;

import dev.taki.api.GameConfig;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** What the durable stores ({@link FileMatchStore}, {@link JdbcMatchStore}) check before a write, in the same words. */
final class StoreChecks {
    private StoreChecks() {
    }

    /** A move leaves a match playing or over: an append that says open is a mistake of the caller's. */
    static void moveStatus(MatchStatus status) {
        if (Objects.requireNonNull(status, "status") == MatchStatus.OPEN) {
            throw new IllegalArgumentException("status: a move leaves a match playing or over, not open");
        }
    }

    /** The refusal of a move to a match that is open or over. */
    static MatchStoreException notInPlay(String id, MatchStatus status) {
        return new MatchStoreException("match " + id + ": takes no move while it is "
                + StatusJson.statusText(status));
    }

    /**
     * Checks new seats and status against the match's players and moves, as a record would: one seat per player in
     * order, no open seat unless the match is open, no open match with moves.
     */
    static List<MatchSeat> seats(String id, int players, int version, List<MatchSeat> seats, MatchStatus status,
                                 Instant at) {
        Objects.requireNonNull(status, "status");
        if (status == MatchStatus.OPEN && version > 0) {
            throw new IllegalArgumentException("status: a match with moves is not open (it has " + version + ")");
        }
        return new MatchRecord(id, GameConfig.of(players, 0), seats, List.of(), at, at, status,
                MoveClock.NONE).seats();
    }
}
