package dev.taki.web;

import dev.taki.match.LoggedEvent;
import dev.taki.match.Match;
import dev.taki.match.MatchListener;
import dev.taki.match.MatchStatus;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * One WebSocket that said hello to a table, as a seat or a spectator (-1): it is sent the events that viewer may
 * see — first those after the number it gave (or after the log's end at its hello, if it gave more), then each as
 * it happens — each batch followed by the viewer's view as it stands after them, and the table when it changes.
 * The view comes after every accepted move, whoever made it: a seat's own legal moves (a jump, a catch, a late
 * "last card") change when it is not its turn.
 */
final class TableSocket implements MatchListener {
    private final Table table;
    private final int viewer;
    private final Consumer<String> out;
    /** The language of its views' words and its events' lines. */
    private final Locale locale;
    /** The last event the client has: no further than the log's end when it said hello ({@link Table#socket}). */
    private final long since;
    private AutoCloseable subscription;
    /** Whether a view went out: {@link #follow} sends one if the catch-up did not. */
    private boolean viewSent;

    TableSocket(Table table, int viewer, long since, Locale locale, Consumer<String> out) {
        this.table = table;
        this.locale = locale;
        this.viewer = viewer;
        this.since = since;
        this.out = out;
    }

    Table table() {
        return table;
    }

    int viewer() {
        return viewer;
    }

    /**
     * Sends the events the socket has not seen and the view after them, then follows the match; the match's own
     * catch-up ({@link Match#subscribe(int, long, MatchListener)}) sees that no event falls between the two or
     * comes twice. With no event to catch up on (a game whose people move first) the view is sent alone; before the
     * game starts there is no view, and the socket hears the table until it does.
     */
    void follow(Match match) {
        AutoCloseable followed = match.subscribe(viewer, since, this);
        synchronized (this) {
            subscription = followed;
            if (!viewSent && match.status() != MatchStatus.OPEN) {
                sendView();
            }
        }
    }

    /** Sends the viewer's view as it stands (the game has started). */
    synchronized void sendView() {
        send(table.json().print(table.json().viewFrame(viewer, locale)));
        viewSent = true;
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

    /**
     * Sends the events in frames of at most {@link Table#EVENTS_PER_REPLY} (a catch-up may hold a whole game), then
     * the viewer's view after them. The match calls this while it is locked ({@link MatchListener}), so the view is
     * the one those events led to, and no other move comes between.
     */
    @Override
    public void onEvents(List<LoggedEvent> events) {
        List<String> frames = new ArrayList<>();
        for (int from = 0; from < events.size(); from += Table.EVENTS_PER_REPLY) {
            List<LoggedEvent> page = events.subList(from, Math.min(events.size(), from + Table.EVENTS_PER_REPLY));
            ObjectNode frame = JsonNodeFactory.instance.objectNode();
            frame.put("type", "events");
            frame.set("events", table.json().eventItems(page, locale));
            frames.add(table.json().print(frame));
        }
        frames.add(table.json().print(table.json().viewFrame(viewer, locale)));
        synchronized (this) {
            frames.forEach(this::send);
            viewSent = true;
        }
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
