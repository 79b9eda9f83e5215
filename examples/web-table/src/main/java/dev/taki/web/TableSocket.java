package dev.taki.web;

import dev.taki.match.LoggedEvent;
import dev.taki.match.Match;
import dev.taki.match.MatchListener;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.List;
import java.util.function.Consumer;

/**
 * One WebSocket that said hello to a table, as a seat or a spectator (-1): it is sent the events that viewer may
 * see — first those after the number it gave, then each as it happens — and the table when it changes.
 */
final class TableSocket implements MatchListener {
    private final Table table;
    private final int viewer;
    private final Consumer<String> out;
    private long lastSeq;
    private AutoCloseable subscription;

    TableSocket(Table table, int viewer, long since, Consumer<String> out) {
        this.table = table;
        this.viewer = viewer;
        this.lastSeq = since;
        this.out = out;
    }

    Table table() {
        return table;
    }

    int viewer() {
        return viewer;
    }

    /**
     * Sends the events the socket has not seen, then follows the match. The match's lock is held throughout, so
     * no event falls between the backlog and the first live one (the match tells its listeners under it).
     */
    void follow(Match match) {
        synchronized (match) {
            while (true) {
                List<LoggedEvent> page = match.eventsSince(lastSeq, viewer, Table.EVENTS_PER_REPLY);
                if (page.isEmpty()) {
                    break;
                }
                onEvents(page);
            }
            synchronized (this) {
                subscription = match.subscribe(viewer, this);
            }
        }
    }

    synchronized void unfollow() {
        if (subscription != null) {
            try {
                subscription.close();
            } catch (Exception e) {
                // a subscription's close only takes it off a list
            }
            subscription = null;
        }
    }

    @Override
    public synchronized void onEvents(List<LoggedEvent> events) {
        if (events.isEmpty()) {
            return;
        }
        ObjectNode frame = JsonNodeFactory.instance.objectNode();
        frame.put("type", "events");
        frame.set("events", table.eventItems(events));
        lastSeq = events.get(events.size() - 1).seq();
        send(table.print(frame));
    }

    /** Sends one frame; frames leave in the order of these calls. A closed socket drops it. */
    synchronized void send(String frame) {
        try {
            out.accept(frame);
        } catch (RuntimeException e) {
            // the peer went away; its close handler detaches the socket
        }
    }
}
