package dev.taki.web;

import dev.taki.api.GameConfig;
import dev.taki.match.LoggedEvent;
import dev.taki.match.Match;
import dev.taki.match.MatchResult;
import dev.taki.match.MatchSeat;
import dev.taki.match.Refusal;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.function.Consumer;

/**
 * One table: waiting for people to take its seats, then a {@link Match} under the same id. Every change (a seat
 * taken, the start, a move) holds the table's lock, so a table's requests take turns while different tables
 * run side by side. Sockets watching the table hear of its changes.
 */
final class Table {
    /**
     * The most events one reply or one frame of a socket carries: a socket's catch-up takes as many frames as it
     * needs; a live frame carries one move's events.
     */
    static final int EVENTS_PER_REPLY = 500;

    private final Tables tables;
    private final String id;
    private final GameConfig config;
    private final ObjectNode publicConfig;
    private final String bots;
    private final String[] names;
    private final String[] tokenHashes;
    private final Set<TableSocket> sockets = new CopyOnWriteArraySet<>();
    private Match match;

    /** A seat just taken: its number and the token that acts for it (handed out once, never stored). */
    record Seated(int seat, String token) {
    }

    Table(Tables tables, String id, GameConfig config, ObjectNode publicConfig, String bots) {
        this.tables = tables;
        this.id = id;
        this.config = config;
        this.publicConfig = publicConfig;
        this.bots = bots;
        this.names = new String[config.players()];
        this.tokenHashes = new String[config.players()];
    }

    String id() {
        return id;
    }

    /** {@return the table's game, or null before it starts: for the server's own use, never for a client} */
    synchronized Match match() {
        return match;
    }

    /** Restores a seat taken before a restart. */
    synchronized void restoreSeat(int seat, String name, String tokenHash) {
        names[seat] = name;
        tokenHashes[seat] = tokenHash;
    }

    /** Restores the table's game after a restart; bots that wait for people move on after the pause. */
    synchronized void restoreMatch(Match restored) {
        this.match = restored;
        resumeBotsLaterIfHeld();
    }

    // ---- reading -------------------------------------------------------------------------------------------

    /**
     * The seat a token acts for. Every seat's hash is compared, in constant time, so the answer's timing does not
     * tell which seat (if any) was close.
     *
     * @param token the token a client sent
     * @return its seat, or empty if it is no token of this table
     */
    synchronized OptionalInt seatOf(String token) {
        if (!Tokens.wellFormed(token)) {
            return OptionalInt.empty();
        }
        String hash = Tokens.hash(token);
        int found = -1;
        for (int seat = 0; seat < tokenHashes.length; seat++) {
            if (tokenHashes[seat] != null && Tokens.sameHash(hash, tokenHashes[seat])) {
                found = seat;
            }
        }
        return found < 0 ? OptionalInt.empty() : OptionalInt.of(found);
    }

    synchronized String status() {
        return match == null ? "waiting" : match.isOver() ? "over" : "playing";
    }

    /** {@return the table as {@code GET /api/tables/{id}} shows it: nothing in it is secret} */
    synchronized ObjectNode tableJson() {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("id", id);
        out.put("status", status());
        out.put("players", config.players());
        out.put("bots", bots);
        out.set("config", publicConfig.deepCopy());
        ArrayNode seats = out.putArray("seats");
        List<MatchSeat> played = match == null ? null : match.seats();
        for (int seat = 0; seat < names.length; seat++) {
            ObjectNode s = seats.addObject();
            s.put("seat", seat);
            String kind;
            if (played != null) {
                s.put("name", played.get(seat).name());
                kind = played.get(seat).human() ? "human" : "bot";
            } else if (names[seat] != null) {
                s.put("name", names[seat]);
                kind = "human";
            } else {
                s.putNull("name");
                kind = "empty";
            }
            s.put("kind", kind);
            s.put("connected", kind.equals("bot") || kind.equals("human") && connected(seat));
        }
        return out;
    }

    /**
     * {@return what a seat (or a spectator, -1) sees: the table, the game's view, and the last event number}
     *
     * @param viewer a seat, or -1
     */
    synchronized ObjectNode viewJson(int viewer) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.set("table", tableJson());
        out.put("seat", viewer);
        if (match == null) {
            out.putNull("view");
            out.put("seq", 0);
        } else {
            out.set("view", viewer >= 0 ? tables.json().viewTree(match.view(viewer))
                    : tables.json().publicViewTree(match.spectatorView()));
            out.put("seq", match.lastSeq());
        }
        return out;
    }

    /**
     * The frame that pushes a viewer's view to its socket: {@code {"type": "view", "seat": …, "view": …, "seq": …}},
     * the fields of {@link #viewJson} but the table. Takes no lock of the table: the match calls its listeners while
     * it is locked, and the table's lock is taken before the match's elsewhere.
     *
     * @param match the table's match, locked by the calling thread
     * @param viewer a seat, or -1
     * @return the frame
     */
    ObjectNode viewFrame(Match match, int viewer) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("type", "view");
        out.put("seat", viewer);
        out.set("view", viewer >= 0 ? tables.json().viewTree(match.view(viewer))
                : tables.json().publicViewTree(match.spectatorView()));
        out.put("seq", match.lastSeq());
        return out;
    }

    /**
     * {@return the events after {@code since} as the viewer may see them, at most {@link #EVENTS_PER_REPLY}, and
     * the {@code since} to ask with next}
     *
     * @param viewer a seat, or -1
     * @param since the last event number the viewer has
     */
    synchronized ObjectNode eventsJson(int viewer, long since) {
        List<LoggedEvent> events = match == null ? List.of() : match.eventsSince(since, viewer, EVENTS_PER_REPLY);
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.set("events", eventItems(events));
        out.put("next", events.isEmpty() ? since : events.get(events.size() - 1).seq());
        return out;
    }

    /** {@return the tree as compact JSON text} */
    String print(ObjectNode node) {
        return tables.json().print(node);
    }

    ArrayNode eventItems(List<LoggedEvent> events) {
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        for (LoggedEvent e : events) {
            ObjectNode item = list.addObject();
            item.put("seq", e.seq());
            item.put("version", e.version());
            item.set("event", tables.json().eventTree(e.event()));
        }
        return list;
    }

    // ---- changing ------------------------------------------------------------------------------------------

    /**
     * A person takes the first empty seat.
     *
     * @param name the name shown at the table, already checked
     * @return the seat and its token
     * @throws ApiError 409 if the game started or every seat is taken
     */
    synchronized Seated join(String name) {
        if (match != null) {
            throw ApiError.conflict("ALREADY_STARTED", "the game at this table has started; watch it instead");
        }
        for (int seat = 0; seat < names.length; seat++) {
            if (names[seat] == null) {
                String token = Tokens.fresh();
                String hash = Tokens.hash(token);
                tables.lobby().addSeat(id, seat, name, hash);
                names[seat] = name;
                tokenHashes[seat] = hash;
                broadcastTable();
                return new Seated(seat, token);
            }
        }
        throw ApiError.conflict("TABLE_FULL", "all " + names.length + " seats of this table are taken");
    }

    /**
     * Starts the game: bots take the empty seats, and those that act first move at once, or after a pause while a
     * person may jump in on them ({@link Tables#botPace()}).
     *
     * @param seat the seated person who starts it
     * @return that seat's view
     * @throws ApiError 409 if it has started already
     */
    synchronized ObjectNode start(int seat) {
        if (match != null) {
            throw ApiError.conflict("ALREADY_STARTED", "the game at this table has already started");
        }
        List<MatchSeat> seats = new ArrayList<>();
        int bot = 0;
        for (int s = 0; s < names.length; s++) {
            seats.add(names[s] != null ? MatchSeat.human(s, names[s], bots) : MatchSeat.bot(s, "Bot " + ++bot, bots));
        }
        // Dealt from a seed made now, on the server: nobody could have known it while the table waited.
        match = Match.start(id, config.withSeed(tables.nextSeed()), seats, tables.catalog(), tables.matches(),
                tables.clock(), tables.botPace());
        for (TableSocket socket : sockets) {
            socket.follow(match);
        }
        broadcastTable();
        resumeBotsLaterIfHeld();
        return viewJson(seat);
    }

    /**
     * A seat's move, whether or not the seat is to act: the engine decides. A seat not to act may make the moves
     * its view lists (a jump, a catch, a late "last card" where a rule in play offers them); any other move of it is
     * refused with the engine's {@code NOT_YOUR_TURN}.
     *
     * @param seat the seat its token acts for
     * @param move the move in the game's notation
     * @param version the version of the table the move was made on
     * @param locale the language of a refusal's sentence
     * @return the seat's view after the move and the bots' moves that followed
     * @throws ApiError 409 if the game has not started or the version is stale, 422 if the game refuses the move
     */
    synchronized ObjectNode move(int seat, String move, int version, Locale locale) {
        if (match == null) {
            throw ApiError.conflict("NOT_STARTED", "the game at this table has not started yet");
        }
        MatchResult result = match.submit(seat, move, version);
        if (result instanceof MatchResult.Refused r) {
            if (r.code() == Refusal.STALE_VERSION) {
                throw new ApiError(409, "STALE_VERSION", r.message(), Map.of("version", r.version()));
            }
            throw new ApiError(422, r.rejection() != null ? r.rejection().name() : r.code().name(), r.message(locale));
        }
        // An over game refuses every move, so the move accepted now is the one that ended it.
        if (match.isOver()) {
            broadcastTable();
        }
        resumeBotsLaterIfHeld();
        return viewJson(seat);
    }

    /**
     * The held bots move on, if the match is still at {@code version}: a person who moved meanwhile made the match
     * decide again, and scheduled their own resumption if the bots still wait. Sockets hear the bots' moves as they
     * hear any move (the match tells them).
     *
     * @param version the version at which the bots were held
     */
    synchronized void resumeBots(int version) {
        if (match == null || !match.resumeBots(version).isAccepted()) {
            return;
        }
        if (match.isOver()) {
            broadcastTable();
        }
        resumeBotsLaterIfHeld();
    }

    /**
     * A bot to act waits while a person may jump in or catch ({@link Tables#botPace()}): it moves after the pause.
     */
    private void resumeBotsLaterIfHeld() {
        match.botsHeldAt().ifPresent(version -> tables.resumeBotsLater(this, version));
    }

    // ---- sockets -------------------------------------------------------------------------------------------

    /**
     * A socket for a viewer that said hello, not yet attached. A client may claim more than the log holds (a
     * stale page): it hears what comes after the log's end now, before its welcome is sent, so that a move
     * made once it is welcomed, and before it is attached, is not taken for one it has.
     *
     * @param viewer the seat, or -1 for a spectator
     * @param since the last event number the client says it has
     * @param out where its frames go
     * @return the socket, its {@code since} no further than the log's end (0 before the game starts)
     */
    synchronized TableSocket socket(int viewer, long since, Consumer<String> out) {
        return new TableSocket(this, viewer, match == null ? 0 : Math.min(since, match.lastSeq()), out);
    }

    /**
     * A socket said hello: every socket hears that its seat is connected, then this one hears the events it
     * missed, then every change. The table's lock keeps moves out until it follows the match.
     */
    synchronized void attach(TableSocket socket) {
        sockets.add(socket);
        broadcastTable();
        if (match != null) {
            socket.follow(match);
        }
    }

    synchronized void detach(TableSocket socket) {
        if (sockets.remove(socket)) {
            socket.unfollow();
            broadcastTable();
        }
    }

    private boolean connected(int seat) {
        for (TableSocket s : sockets) {
            if (s.viewer() == seat) {
                return true;
            }
        }
        return false;
    }

    private void broadcastTable() {
        if (sockets.isEmpty()) {
            return;
        }
        ObjectNode frame = JsonNodeFactory.instance.objectNode();
        frame.put("type", "table");
        frame.set("table", tableJson());
        String text = tables.json().print(frame);
        for (TableSocket s : sockets) {
            s.send(text);
        }
    }
}
