package dev.taki.bots;

import dev.taki.api.Event;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A move's events as one seat sees them, each hidden from it only when read ({@link Event#seenBy}): a bot that
 * ignores events costs one small object a move, not a copy of the list.
 */
public final class SeenBy extends AbstractList<Event> implements RandomAccess {
    private final List<Event> events;
    private final int seat;

    private SeenBy(List<Event> events, int seat) {
        this.events = events;
        this.seat = seat;
    }

    /**
     * The events as the seat sees them.
     *
     * @param events a move's events, as the engine gave them (the list is not copied: it must not change)
     * @param seat   the seat that sees them
     * @return an unmodifiable list whose element {@code i} is {@code events.get(i).seenBy(seat)}
     */
    public static List<Event> of(List<Event> events, int seat) {
        return new SeenBy(events, seat);
    }

    /** {@inheritDoc} The event as the seat sees it. */
    @Override
    public Event get(int index) {
        return events.get(index).seenBy(seat);
    }

    @Override
    public int size() {
        return events.size();
    }
}
