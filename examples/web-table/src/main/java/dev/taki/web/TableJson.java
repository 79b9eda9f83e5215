package dev.taki.web;

import dev.taki.api.PlayerView;
import dev.taki.api.text.GameTexts;
import dev.taki.match.Awaiting;
import dev.taki.match.LoggedEvent;
import dev.taki.match.Match;
import dev.taki.match.MatchSeat;
import dev.taki.match.MatchStatus;
import dev.taki.match.SeatStatus;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the API shows of a table: the table itself, a seat's (or a spectator's) view with the deadline of the person
 * awaited, the frames of its sockets, its events. Nothing in it is secret to its reader: a seat's own view, the public
 * view, events as the reader may see them, never a credential or the seed. The parts that read the match together
 * (a view, its last event and its deadline) hold the match's lock, so they agree.
 */
final class TableJson {
    private final Table table;
    private final Match match;
    private final Tables tables;

    TableJson(Table table, Tables tables) {
        this.table = table;
        this.match = table.match();
        this.tables = tables;
    }

    /** {@return the table as {@code GET /api/tables/{id}} shows it: nothing in it is secret} */
    ObjectNode table() {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("id", table.id());
        out.put("status", table.status());
        out.put("players", table.players());
        out.put("bots", table.bots());
        long clock = table.clockSeconds();
        if (clock > 0) {
            out.put("clock", clock);
        } else {
            out.putNull("clock");
        }
        int host = table.host();
        if (host >= 0) {
            out.put("host", host);
        } else {
            out.putNull("host");
        }
        out.set("config", table.publicConfig().deepCopy());
        out.set("seats", seatsJson(match.seats(), true));
        return out;
    }

    /**
     * The seats as anyone may see them: name (null while open), kind ({@code human} for a person's seat, away or not,
     * {@code bot}, {@code empty} while open), status, and, if asked, whether the person is connected.
     */
    ArrayNode seatsJson(List<MatchSeat> seats, boolean withConnections) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (MatchSeat seat : seats) {
            ObjectNode s = out.addObject();
            s.put("seat", seat.seat());
            String kind = seat.isOpen() ? "empty" : seat.human() || seat.status() == SeatStatus.AWAY ? "human" : "bot";
            if (seat.isOpen()) {
                s.putNull("name");
            } else {
                s.put("name", seat.name());
            }
            s.put("kind", kind);
            s.put("status", seat.status().name().toLowerCase(Locale.ROOT));
            if (withConnections) {
                s.put("connected", kind.equals("bot") || kind.equals("human") && table.connected(seat.seat()));
            }
        }
        return out;
    }

    /**
     * {@return what a seat (or a spectator, -1) sees: the table, the game's view, the last event number and the
     * deadline of the seat awaited}
     *
     * @param viewer a seat, or -1
     * @param locale the reader's language, for the view's words and the events' lines
     */
    ObjectNode view(int viewer, Locale locale) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.set("table", table());
        out.put("seat", viewer);
        synchronized (match) {
            if (match.status() == MatchStatus.OPEN) {
                out.putNull("view");
                out.put("seq", 0);
                out.putNull("deadline");
            } else {
                out.set("view", viewTree(viewer));
                out.set("words", words(viewer, locale));
                out.put("seq", match.lastSeq());
                out.set("deadline", deadlineJson());
            }
        }
        return out;
    }

    /**
     * The frame that pushes a viewer's view to its socket: {@code {"type": "view", "seat": …, "view": …, "seq": …,
     * "deadline": …}}, the fields of {@link #viewJson} but the table.
     *
     * @param viewer a seat, or -1
     * @param locale the reader's language
     * @return the frame
     */
    ObjectNode viewFrame(int viewer, Locale locale) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("type", "view");
        out.put("seat", viewer);
        synchronized (match) {
            boolean open = match.status() == MatchStatus.OPEN;
            out.set("view", open ? JsonNodeFactory.instance.nullNode() : viewTree(viewer));
            if (!open) {
                out.set("words", words(viewer, locale));
            }
            out.put("seq", match.lastSeq());
            out.set("deadline", deadlineJson());
        }
        return out;
    }

    /** The words of the viewer's view in its language ({@link TableWords#viewWords}); the match is locked. */
    private ObjectNode words(int viewer, Locale locale) {
        PlayerView view = viewer >= 0 ? match.view(viewer) : match.spectatorView();
        return TableWords.viewWords(view, TableWords.names(match.seats(), locale), tables.words().texts(locale));
    }

    private ObjectNode viewTree(int viewer) {
        return viewer >= 0 ? tables.json().viewTree(match.view(viewer))
                : tables.json().publicViewTree(match.spectatorView());
    }

    /**
     * {@code {"seat": n, "at": "<instant>", "remainingMs": n}}: when the person awaited runs out of time, and how long
     * that is from now, as the server counts, so that a page's countdown does not depend on its computer's clock; a
     * null node when no person is awaited against a clock.
     */
    private JsonNode deadlineJson() {
        Optional<Instant> deadline = match.deadline();
        Optional<Awaiting> awaiting = match.awaiting();
        if (deadline.isEmpty() || awaiting.isEmpty()) {
            return JsonNodeFactory.instance.nullNode();
        }
        Instant at = deadline.get();
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("seat", awaiting.get().seat());
        out.put("at", at.toString());
        out.put("remainingMs", Math.max(0, Duration.between(tables.clock().instant(), at).toMillis()));
        return out;
    }

    /**
     * {@return the events after {@code since} as the viewer may see them, at most {@link Table#EVENTS_PER_REPLY}, and
     * the {@code since} to ask with next}
     *
     * @param viewer a seat, or -1
     * @param since the last event number the viewer has
     * @param locale the reader's language, for the events' lines
     */
    ObjectNode events(int viewer, long since, Locale locale) {
        List<LoggedEvent> events = match.eventsSince(since, viewer, Table.EVENTS_PER_REPLY);
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.set("events", eventItems(events, locale));
        out.put("next", events.isEmpty() ? since : events.get(events.size() - 1).seq());
        return out;
    }

    /** {@return the tree as compact JSON text} */
    String print(ObjectNode node) {
        return tables.json().print(node);
    }

    /**
     * {@return the events as the API lists them: {@code {"seq", "version", "event", "text", "words"}}, {@code text}
     * the event's line in the reader's language, absent for an event whose line another event's tells; {@code words}
     * the names of the cards it shows, as a view's ({@code {"cards": {code: name}}}), absent if it shows none}
     *
     * @param events the events as the reader's seat sees them
     * @param locale the reader's language
     */
    ArrayNode eventItems(List<LoggedEvent> events, Locale locale) {
        GameTexts texts = tables.words().texts(locale);
        List<Optional<String>> lines = TableWords.lines(events, TableWords.names(match.seats(), locale), texts);
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < events.size(); i++) {
            LoggedEvent e = events.get(i);
            ObjectNode item = list.addObject();
            item.put("seq", e.seq());
            item.put("version", e.version());
            item.set("event", tables.json().eventTree(e.event()));
            lines.get(i).ifPresent(line -> item.put("text", line));
            ObjectNode cards = TableWords.eventCards(e.event(), texts);
            if (!cards.isEmpty()) {
                ObjectNode words = item.putObject("words");
                words.set("cards", cards);
            }
        }
        return list;
    }
}
