package dev.taki.match;

import dev.taki.api.Event;
import dev.taki.core.record.RecordedMove;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A match's accepted moves and the events they caused, numbered from 1, and the listeners that follow them. Not
 * locked itself: its match holds its own lock around every call.
 */
final class EventLog {
    private static final System.Logger LOG = System.getLogger(EventLog.class.getName());
    private final List<RecordedMove> history = new ArrayList<>();
    private final List<Event> events = new ArrayList<>();
    private final List<Integer> versions = new ArrayList<>();
    private final List<Subscriber> subscribers = new CopyOnWriteArrayList<>();

    private record Subscriber(int viewer, MatchListener listener) {
    }

    /** {@return the number of accepted moves} */
    int version() {
        return history.size();
    }

    /** {@return the number of events: the sequence number of the last one} */
    long lastSeq() {
        return events.size();
    }

    /** {@return the accepted moves, read-only (it grows as play goes on)} */
    List<RecordedMove> history() {
        return Collections.unmodifiableList(history);
    }

    /** Adds an accepted move and its events; nobody is told yet. */
    void add(RecordedMove move, List<Event> caused) {
        history.add(move);
        for (Event e : caused) {
            events.add(e);
            versions.add(history.size());
        }
    }

    /** The events after {@code since}, as {@code viewer} sees them, numbered. */
    List<LoggedEvent> since(long since, int viewer, int max) {
        List<LoggedEvent> out = new ArrayList<>();
        for (long seq = since + 1; seq <= events.size() && out.size() < max; seq++) {
            out.add(new LoggedEvent(seq, versions.get((int) seq - 1), events.get((int) seq - 1).seenBy(viewer)));
        }
        return out;
    }

    /** The events after {@code since}, as {@code viewer} sees them, without numbers: what a bot observes. */
    List<Event> seen(long since, int viewer) {
        List<Event> out = new ArrayList<>();
        for (int i = (int) since; i < events.size(); i++) {
            out.add(events.get(i).seenBy(viewer));
        }
        return out;
    }

    /** Follows the log from {@code since}; the caller checked the arguments. */
    AutoCloseable subscribe(int viewer, long since, MatchListener listener) {
        Objects.requireNonNull(listener, "listener");
        if (since < events.size()) {
            listener.onEvents(since(since, viewer, Integer.MAX_VALUE));
        }
        Subscriber s = new Subscriber(viewer, listener);
        subscribers.add(s);
        return () -> subscribers.remove(s);
    }

    /**
     * Tells every listener of the events after {@code before}. A listener that throws is logged and skipped: the move
     * is saved and counts, and the other listeners and the bots must still hear of it.
     */
    void tellEvents(long before) {
        if (before == events.size()) {
            return;
        }
        for (Subscriber s : subscribers) {
            try {
                s.listener().onEvents(since(before, s.viewer(), Integer.MAX_VALUE));
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a match listener failed on new events; it is skipped", e);
            }
        }
    }

    /** Tells every listener of the seats now. */
    void tellSeats(List<MatchSeat> seats) {
        List<MatchSeat> copy = List.copyOf(seats);
        for (Subscriber s : subscribers) {
            try {
                s.listener().onSeats(copy);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a match listener failed on a change of seats; it is skipped", e);
            }
        }
    }
}
