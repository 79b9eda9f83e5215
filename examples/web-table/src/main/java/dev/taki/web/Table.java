package dev.taki.web;

import dev.taki.match.LoggedEvent;
import dev.taki.match.Match;
import dev.taki.match.MatchListener;
import dev.taki.match.MatchResult;
import dev.taki.match.MatchSeat;
import dev.taki.match.MatchStatus;
import dev.taki.match.MatchStoreException;
import dev.taki.match.Refusal;
import dev.taki.match.SeatClaim;
import dev.taki.match.SeatStatus;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.function.Consumer;

/**
 * One table: a {@link Match} under the same id, open while people claim its seats, then played. The seats, their
 * credentials' hashes, the status and the move clock are the match's, kept by the match store; the table adds what
 * the API shows of them and the sockets that watch it. The match's own lock orders every change (a claim, the start,
 * a move, a bot's move, a time-out); the table takes no lock of its own around the match, since the match calls the
 * sockets while it is locked, from whichever thread changed it.
 */
final class Table {
    /**
     * The most events one reply or one frame of a socket carries: a socket's catch-up takes as many frames as it
     * needs; a live frame carries one move's events.
     */
    static final int EVENTS_PER_REPLY = 500;

    private final Tables tables;
    private final Match match;
    private final ObjectNode publicConfig;
    private final String bots;
    private final Set<TableSocket> sockets = new CopyOnWriteArraySet<>();
    private final TableJson json;
    /** Whether the sockets were told the game is over: the table is sent once more when it ends. */
    private volatile boolean overSent;
    /** Whether the sockets were sent their first view: when the game begins. */
    private volatile boolean begun;
    /**
     * True while this process begins the game ({@link #start}): the sockets' first views are sent once the match has
     * begun whole (its first deadline set), not while it tells of its new seats.
     */
    private volatile boolean beginningHere;

    /** A seat just claimed: its number and the token that acts for it (handed out once, never stored). */
    record Seated(int seat, String token) {
    }

    Table(Tables tables, Match match, ObjectNode publicConfig) {
        this.tables = tables;
        this.match = match;
        this.publicConfig = publicConfig;
        this.bots = match.seats().get(0).bot();
        this.json = new TableJson(this, tables);
        this.overSent = match.isOver();
        this.begun = match.status() != MatchStatus.OPEN;
        // The table hears the match's changes as a spectator: seats that change and the end of the game are sent to
        // every socket, whichever thread or process made them.
        match.subscribe(-1, match.lastSeq(), new MatchListener() {
            @Override
            public void onEvents(List<LoggedEvent> events) {
                if (!overSent && match.isOver()) {
                    overSent = true;
                    broadcastTable();
                    tables.over(match);
                }
            }

            @Override
            public void onSeats(List<MatchSeat> seats) {
                broadcastTable();
                // Begun by another process: every socket gets its first view (the events come with the first move).
                if (!begun && !beginningHere && match.status() != MatchStatus.OPEN) {
                    begun = true;
                    sendViews();
                }
            }
        });
    }

    String id() {
        return match.id();
    }

    int players() {
        return match.config().players();
    }

    /** {@return the table's game: for the server's own use, never for a client} */
    Match match() {
        return match;
    }

    // ---- reading -------------------------------------------------------------------------------------------

    /**
     * The seat a token acts for. Every seat's hash is compared, in constant time, so the answer's timing does not
     * tell which seat (if any) was close.
     *
     * @param token the token a client sent
     * @return its seat, or empty if it is no token of this table
     */
    OptionalInt seatOf(String token) {
        return match.seatOf(token);
    }

    String status() {
        return switch (match.status()) {
            case OPEN -> "waiting";
            case PLAYING -> "playing";
            case OVER -> "over";
        };
    }

    /**
     * {@return the host: the seat of the person who took the first seat (the lowest seat with a credential, since
     * seats are claimed in order), or -1 if nobody took one}
     */
    int host() {
        for (MatchSeat seat : match.seats()) {
            if (seat.credentialHash() != null) {
                return seat.seat();
            }
        }
        return -1;
    }

    /** {@return the bot that plays the seats nobody took, and people's seats while they are away} */
    String bots() {
        return bots;
    }

    /** {@return the configuration without its seed: what anyone may see} */
    ObjectNode publicConfig() {
        return publicConfig;
    }

    /** {@return the move clock in seconds, or 0 for none} */
    long clockSeconds() {
        Duration perMove = match.moveClock().perMove();
        return perMove.isZero() ? 0 : Math.max(1, perMove.toNanos() / tables.clockSecond().toNanos());
    }

    /** {@return what the API shows of the table} */
    TableJson json() {
        return json;
    }

    /** {@return the table as {@code GET /api/tables/{id}} shows it: nothing in it is secret} */
    ObjectNode tableJson() {
        return json.table();
    }

    /** {@return what a seat (or a spectator, -1) sees, with its words in the locale's language}: see {@link TableJson#view} */
    ObjectNode viewJson(int viewer, Locale locale) {
        return json.view(viewer, locale);
    }

    /** {@return the events after {@code since} as the viewer may see them}: see {@link TableJson#events} */
    ObjectNode eventsJson(int viewer, long since, Locale locale) {
        return json.events(viewer, since, locale);
    }

    // ---- changing ------------------------------------------------------------------------------------------

    /**
     * A person claims the first open seat; only the hash of its fresh token is stored, with the seats.
     *
     * @param name the name shown at the table, already checked
     * @return the seat and its token
     * @throws ApiError 409 if the game started or every seat is taken, 409 or 422 for a name the table refuses
     *         ({@link SeatNames#check}), 503 if the claim could not be saved
     */
    Seated join(String name) {
        // Checked before the claim, on the seats as this server knows them: unique at the table, never a bot's.
        if (match.status() == MatchStatus.OPEN) {
            SeatNames.check(name, match.seats());
        }
        SeatClaim claim;
        try {
            claim = match.claim(name);
            if (claim instanceof SeatClaim.Refused r && r.code() == Refusal.STALE_VERSION) {
                // Another server changed the seats first: the match has read them again; the first open seat now.
                claim = match.claim(name);
            }
        } catch (dev.taki.match.MatchConflictException e) {
            throw stale();
        } catch (MatchStoreException e) {
            throw ApiError.tryAgain("your seat");
        }
        if (claim instanceof SeatClaim.Claimed claimed) {
            return new Seated(claimed.seat(), claimed.credential());
        }
        SeatClaim.Refused refused = (SeatClaim.Refused) claim;
        throw switch (refused.code()) {
            case NO_OPEN_SEAT -> ApiError.conflict("TABLE_FULL", "all " + players() + " seats of this table are taken");
            case STALE_VERSION -> stale();
            default -> ApiError.conflict("ALREADY_STARTED", "the game at this table has started; watch it instead");
        };
    }

    private static ApiError stale() {
        return ApiError.conflict("STALE_VERSION", "the table changed meanwhile: look at it again and retry");
    }

    /**
     * Where other servers share the store, reads what they changed before a request that depends on the seats or the
     * status (rare requests: a start, a return, a hand-over), so that it is not answered from an old table.
     */
    private void catchUpIfShared() {
        if (tables.shared()) {
            match.catchUp();
        }
    }

    /**
     * Starts the game: bots take the open seats, and those that act first move at once, or after a pause while a
     * person may jump in on them.
     *
     * @param seat the seated person who starts it
     * @param locale the language of the view's words
     * @return that seat's view
     * @throws ApiError 409 if it has started already, 503 if the start could not be saved
     */
    ObjectNode start(int seat, Locale locale) {
        MatchResult result;
        synchronized (match) {
            beginningHere = true;
            try {
                catchUpIfShared();
                result = match.begin();
            } catch (dev.taki.match.MatchConflictException e) {
                throw ApiError.conflict("ALREADY_STARTED", "the game at this table has already started");
            } catch (MatchStoreException e) {
                throw ApiError.tryAgain("the start");
            } finally {
                beginningHere = false;
            }
            if (result instanceof MatchResult.Refused) {
                throw ApiError.conflict("ALREADY_STARTED", "the game at this table has already started");
            }
            if (!begun) {
                begun = true;
                sendViews();
            }
        }
        return viewJson(seat, locale);
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
     * @throws ApiError 409 if the game has not started, the version is stale or the seat is away; 422 if the game
     *                  refuses the move; 503 if the move could not be saved (nothing changed)
     */
    ObjectNode move(int seat, String move, int version, Locale locale) {
        MatchResult result;
        try {
            if (version > match.version() || match.status() == MatchStatus.OPEN) {
                // The client saw a version (or a start) this process has not heard of yet: another server took it.
                match.catchUp();
            }
            result = match.submit(seat, move, version);
            if (result instanceof MatchResult.Refused r && r.code() == Refusal.SEAT_PLAYED_BY_BOT && tables.shared()
                    && match.catchUp()) {
                // The person came back through another server: their seat is theirs again here too.
                result = match.submit(seat, move, version);
            }
        } catch (MatchStoreException e) {
            throw ApiError.tryAgain("your move");
        }
        if (result instanceof MatchResult.Refused r) {
            throw refusal(r, locale);
        }
        return viewJson(seat, locale);
    }

    /** A refused move as the API answers it: the engine's refusals said in the locale's language, naming players. */
    private ApiError refusal(MatchResult.Refused r, Locale locale) {
        return switch (r.code()) {
            case STALE_VERSION -> new ApiError(409, "STALE_VERSION", r.message(), Map.of("version", r.version()));
            case NOT_STARTED -> ApiError.conflict("NOT_STARTED", "the game at this table has not started yet");
            case SEAT_PLAYED_BY_BOT -> ApiError.conflict("SEAT_AWAY", "a bot plays your seat while you are away:"
                    + " come back first (POST /api/tables/{id}/reclaim)");
            default -> new ApiError(422, r.rejection() != null ? r.rejection().name() : r.code().name(),
                    r.engine() == null ? r.message(locale) : tables.words().texts(locale).refusal(r.engine(),
                            TableWords.names(match.seats(), locale)));
        };
    }

    /**
     * The person of an away seat comes back: their bot stops playing it.
     *
     * @param seat the seat its token acts for
     * @param locale the language of the view's words
     * @return the seat's view
     * @throws ApiError 409 SEAT_NOT_AWAY if the seat is not away, 503 if it could not be saved
     */
    ObjectNode reclaim(int seat, Locale locale) {
        MatchResult result;
        try {
            catchUpIfShared();
            result = match.reclaim(seat);
        } catch (MatchStoreException e) {
            throw ApiError.tryAgain("your return");
        }
        if (result instanceof MatchResult.Refused r) {
            throw switch (r.code()) {
                case SEAT_NOT_AWAY -> ApiError.conflict("SEAT_NOT_AWAY", "your seat is not away: you play it");
                case NOT_STARTED -> ApiError.conflict("NOT_STARTED", "the game at this table has not started yet");
                default -> ApiError.conflict(r.code().name(), r.message());
            };
        }
        return viewJson(seat, locale);
    }

    /**
     * The host hands a seat whose person is not connected to its bot, at once: the seat is away until its person
     * comes back ({@link #reclaim}).
     *
     * @param by the seat of the token sent: must be the host's
     * @param seat the seat handed over
     * @param locale the language of the view's words
     * @return the host's view
     * @throws ApiError 403 NOT_HOST, 409 NOT_STARTED, NOT_A_PERSON, SEAT_CONNECTED, SEAT_AWAY; 503 if not saved
     */
    ObjectNode handToBot(int by, int seat, Locale locale) {
        try {
            catchUpIfShared();
        } catch (MatchStoreException e) {
            throw ApiError.tryAgain("the change of seat");
        }
        if (by != host()) {
            throw new ApiError(403, "NOT_HOST", "only the host (seat " + host() + ", who took the first seat) may"
                    + " let a bot play another seat");
        }
        if (match.status() != MatchStatus.PLAYING) {
            throw match.status() == MatchStatus.OPEN
                    ? ApiError.conflict("NOT_STARTED", "the game at this table has not started yet")
                    : ApiError.conflict("GAME_OVER", "the game at this table is over");
        }
        MatchSeat target = match.seats().get(seat);
        if (seat == by) {
            throw ApiError.conflict("OWN_SEAT", "the host cannot hand their own seat to a bot");
        }
        if (target.status() == SeatStatus.AWAY) {
            throw ApiError.conflict("SEAT_AWAY", "a bot already plays seat " + seat + " while its person is away");
        }
        if (!target.human()) {
            throw ApiError.conflict("NOT_A_PERSON", "seat " + seat + " is played by a bot");
        }
        if (connected(seat)) {
            throw ApiError.conflict("SEAT_CONNECTED", target.name() + " is connected: only a seat whose person is not"
                    + " connected may be handed to a bot");
        }
        MatchResult result;
        try {
            result = match.handToBot(seat);
        } catch (MatchStoreException e) {
            throw ApiError.tryAgain("the change of seat");
        }
        if (result instanceof MatchResult.Refused r) {
            throw ApiError.conflict(r.code().name(), r.message());
        }
        return viewJson(by, locale);
    }

    /**
     * The held bots move on, if the match is still at {@code version}: for tests that hold bots with a long pause and
     * let them move themselves.
     *
     * @param version the version at which the bots were held
     */
    void resumeBots(int version) {
        match.resumeBots(version);
    }

    /**
     * Another process changed the stored match: the match reads what it missed and tells the sockets, as for its own
     * moves (the seats' changes too).
     */
    void changedElsewhere() {
        match.catchUp();
    }

    // ---- sockets -------------------------------------------------------------------------------------------

    /**
     * A socket for a viewer that said hello, not yet attached. A client may claim more than the log holds (a
     * stale page): it hears what comes after the log's end now, before its welcome is sent, so that a move
     * made once it is welcomed, and before it is attached, is not taken for one it has.
     *
     * @param viewer the seat, or -1 for a spectator
     * @param since the last event number the client says it has
     * @param locale the language of its views' words and events' lines
     * @param out where its frames go
     * @return the socket, its {@code since} no further than the log's end (0 before the game starts)
     */
    TableSocket socket(int viewer, long since, Locale locale, Consumer<String> out) {
        return new TableSocket(this, viewer, Math.min(since, match.lastSeq()), locale, out);
    }

    /**
     * A socket said hello: every socket hears that its seat is connected, then this one hears the events it
     * missed, then every change.
     */
    void attach(TableSocket socket) {
        sockets.add(socket);
        broadcastTable();
        socket.follow(match);
        tables.rematches().tell(this, socket);
    }

    /** Sends a frame to the sockets of one seat only: what is for that seat's person alone (a rematch's token). */
    void sendToSeat(int seat, String frame) {
        for (TableSocket s : sockets) {
            if (s.viewer() == seat) {
                s.send(frame);
            }
        }
    }

    void detach(TableSocket socket) {
        if (sockets.remove(socket)) {
            socket.unfollow();
            broadcastTable();
        }
    }

    /** Sends every socket its view as it stands: the game has just begun. */
    private void sendViews() {
        for (TableSocket socket : sockets) {
            socket.sendView();
        }
    }

    /** {@return true if a socket of this process said hello with the seat's token and is open} */
    boolean connected(int seat) {
        for (TableSocket s : sockets) {
            if (s.viewer() == seat) {
                return true;
            }
        }
        return false;
    }

    void broadcastTable() {
        if (sockets.isEmpty()) {
            return;
        }
        ObjectNode frame = JsonNodeFactory.instance.objectNode();
        frame.put("type", "table");
        frame.set("table", json.table());
        String text = json.print(frame);
        for (TableSocket s : sockets) {
            s.send(text);
        }
    }
}
