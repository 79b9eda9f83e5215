package dev.taki.match;

import java.util.List;

/**
 * Told of a match's changes as one reader sees them. Called in order, on the thread that changed the match
 * (for the catch-up of {@link Match#subscribe(int, long, MatchListener)}, the thread that subscribes), while
 * the match is locked: keep it quick (hand the events to a queue or a socket), and do not wait there for
 * another thread that uses the match.
 */
public interface MatchListener {

    /**
     * New events of the log, as the subscribed reader may see them: one accepted move's events, or the whole
     * catch-up of a subscription that started from a sequence number.
     *
     * @param events the new events, oldest first, numbered without a gap
     */
    void onEvents(List<LoggedEvent> events);

    /**
     * The seats changed (a person left or resigned, a bot took over).
     *
     * @param seats the seats now, in order
     */
    default void onSeats(List<MatchSeat> seats) {
    }
}
