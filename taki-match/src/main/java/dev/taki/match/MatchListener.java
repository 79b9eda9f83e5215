package dev.taki.match;

import java.util.List;

/**
 * Told of a match's changes as one reader sees them: its own moves, and those it reads from its store
 * ({@link Match#catchUp()}). Called in order, on the thread that changed the match (for the catch-up of
 * {@link Match#subscribe(int, long, MatchListener)}, the thread that subscribes), while the match is locked: keep it
 * quick (hand the events to a queue or a socket), and do not wait there for another thread that uses the match. A
 * listener that throws is logged and skipped: the change stands, and the other listeners hear of it.
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
     * The seats changed: a person claimed a seat, the match began, a seat went away or its person came back, a person
     * left or resigned.
     *
     * @param seats the seats now, in order
     */
    default void onSeats(List<MatchSeat> seats) {
    }
}
