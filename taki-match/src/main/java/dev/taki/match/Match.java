package dev.taki.match;

import dev.taki.api.Event;
import dev.taki.api.Game;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.NotationException;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.bots.Bot;
import dev.taki.bots.Bots;
import dev.taki.bots.OutOfTurn;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One game at a server: its seats (people and bots, with names), its state and {@linkplain #version()
 * version}, its history, and a log of its events that each seat — and a spectator — reads as it may see it.
 * Every accepted move is saved to the match's {@link MatchStore} before it counts, so a server that stops
 * finds the match again with {@link #restore}.
 *
 * <p>People's moves come in with the version their player saw ({@link #submit(int, Move, int)}): a move made
 * on a stale table is refused with {@link Refusal#STALE_VERSION}. A person may move from any seat that has the
 * move: the seat to act, or another seat out of turn where a rule in play allows it (a jump, a catch, a late "last
 * card"); the engine decides, and refuses a seat with no such move with {@code NOT_YOUR_TURN}. Bots move at once:
 * after every accepted move, the bots whose seats may move out of turn are asked first, from the seat after the one
 * to act in turn order ({@link OutOfTurn}), then the bot of the seat to act moves if it is a bot's; a match started
 * with {@link BotPace#WAIT_FOR_PEOPLE} holds that last move while a person may move out of turn, until the server
 * calls {@link #resumeBots(int)}, so that people can jump in on a bot or catch before it moves. When a person
 * leaves or resigns, the seat's bot takes over. Deadlines are the server's and only the seat to act has one:
 * {@link #awaiting()} says whose move is awaited since when, and {@link #timeOut(int, int)} plays the engine's
 * {@linkplain GameState#defaultMove default move} for them.
 *
 * <p>A match is safe to use from several threads: every method holds the match's lock while it runs.
 */
public final class Match {
    private final String id;
    private final Game game;
    private final MatchStore store;
    private final Clock clock;
    private final Instant created;
    private final List<MatchSeat> seats;
    private final Bot[] bots;
    private final BotPace pace;
    private final List<RecordedMove> history = new ArrayList<>();
    private final List<Event> log = new ArrayList<>();
    private final List<Integer> logVersions = new ArrayList<>();
    private final List<Subscriber> subscribers = new CopyOnWriteArrayList<>();
    private GameState state;
    private Instant awaitingSince;
    /** When a move was last accepted or a seat last changed: what the store keeps as the record's update. */
    private Instant updated;
    /** True while the bot of the seat to act waits for {@link #resumeBots(int)} ({@link BotPace#WAIT_FOR_PEOPLE}). */
    private boolean botsHeld;

    private record Subscriber(int viewer, MatchListener listener) {
    }

    private Match(String id, Game game, List<MatchSeat> seats, MatchStore store, Clock clock, Instant created,
                  BotPace pace) {
        this.id = MatchIds.check(id);
        this.pace = Objects.requireNonNull(pace, "pace");
        this.game = game;
        this.store = Objects.requireNonNull(store, "store");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.created = created;
        this.seats = new ArrayList<>(seats);
        this.bots = new Bot[seats.size()];
        this.state = game.start();
        this.awaitingSince = clock.instant();
        this.updated = created;
    }

    /**
     * A new match, saved to the store, its bots' first moves made.
     *
     * @param id      the match's id ({@link MatchIds#random()} makes an unguessable one)
     * @param config  the game's configuration
     * @param seats   one per player, in seat order
     * @param catalog the variants the configuration may name
     * @param store   where the match is saved after every accepted move
     * @param clock   the time of moves and deadlines
     * @return the match, waiting for its first person to move (or over, if only bots play)
     * @throws dev.taki.api.ConfigurationException if the configuration cannot be played
     * @throws IllegalArgumentException            if the seats are not one per player in order, or a bot spec is unknown
     * @throws MatchStoreException                 if the store refuses the match
     */
    public static Match start(String id, GameConfig config, List<MatchSeat> seats, VariantCatalog catalog,
                              MatchStore store, Clock clock) {
        return start(id, config, seats, catalog, store, clock, BotPace.AT_ONCE);
    }

    /**
     * A new match whose bots keep the given pace, saved to the store, its bots' first moves made (or held).
     *
     * @param id      the match's id ({@link MatchIds#random()} makes an unguessable one)
     * @param config  the game's configuration
     * @param seats   one per player, in seat order
     * @param catalog the variants the configuration may name
     * @param store   where the match is saved after every accepted move
     * @param clock   the time of moves and deadlines
     * @param pace    whether a bot's turn waits for people who may move out of turn
     * @return the match, waiting for its first person to move, for {@link #resumeBots(int)}, or over
     * @throws dev.taki.api.ConfigurationException if the configuration cannot be played
     * @throws IllegalArgumentException            if the seats are not one per player in order, or a bot spec is unknown
     * @throws MatchStoreException                 if the store refuses the match
     */
    public static Match start(String id, GameConfig config, List<MatchSeat> seats, VariantCatalog catalog,
                              MatchStore store, Clock clock, BotPace pace) {
        Instant now = clock.instant();
        MatchRecord record = new MatchRecord(id, config, seats, List.of(), now, now);
        for (MatchSeat seat : record.seats()) {
            // a person's seat names the bot that takes it over if they leave: known now, not when they leave
            Bots.create(seat.bot());
        }
        Match match = new Match(id, catalog.game(config), record.seats(), store, clock, now, pace);
        match.seatBots();
        store.create(record);
        match.playBots();
        return match;
    }

    /**
     * A stored match, as it was after its last accepted move: its moves replayed on a new game of its
     * configuration (the events of the log are made again, in the same order, with the same numbers).
     *
     * @param record the match as stored
     * @param catalog the variants the configuration may name
     * @param store where the match is saved after every accepted move
     * @param clock the time of moves and deadlines
     * @return the match
     * @throws MatchStoreException if the record does not replay (a move the game refuses)
     */
    public static Match restore(MatchRecord record, VariantCatalog catalog, MatchStore store, Clock clock) {
        return restore(record, catalog, store, clock, BotPace.AT_ONCE);
    }

    /**
     * A stored match, as {@link #restore(MatchRecord, VariantCatalog, MatchStore, Clock)}, whose bots keep the given
     * pace from now on.
     *
     * @param record the match as stored
     * @param catalog the variants the configuration may name
     * @param store where the match is saved after every accepted move
     * @param clock the time of moves and deadlines
     * @param pace whether a bot's turn waits for people who may move out of turn
     * @return the match
     * @throws MatchStoreException if the record does not replay (a move the game refuses)
     */
    public static Match restore(MatchRecord record, VariantCatalog catalog, MatchStore store, Clock clock,
                                BotPace pace) {
        Match match = new Match(record.id(), catalog.game(record.config()), record.seats(), store, clock,
                record.created(), pace);
        for (int i = 0; i < record.moves().size(); i++) {
            RecordedMove m = record.moves().get(i);
            Outcome outcome = match.state.apply(m.seat(), m.move());
            if (!(outcome instanceof Outcome.Accepted accepted)) {
                throw new MatchStoreException("match " + record.id() + ": move " + (i + 1) + " '" + m.notation()
                        + "' does not replay: " + ((Outcome.Rejected) outcome).message());
            }
            match.record(m, accepted);
        }
        match.updated = record.updated();
        match.seatBots();
        match.playBots();
        return match;
    }

    /**
     * The stored match of that id, restored; empty if the store has none.
     *
     * @param id the match's id
     * @param catalog the variants the configuration may name
     * @param store where the match is kept
     * @param clock the time of moves and deadlines
     * @param limits how much of the stored match is read back
     * @return the match, or empty
     * @throws MatchStoreException if the stored match is damaged or does not replay
     */
    public static Optional<Match> load(String id, VariantCatalog catalog, MatchStore store, Clock clock,
                                       StoreLimits limits) {
        return load(id, catalog, store, clock, limits, BotPace.AT_ONCE);
    }

    /**
     * The stored match of that id, restored with its bots keeping the given pace; empty if the store has none.
     *
     * @param id the match's id
     * @param catalog the variants the configuration may name
     * @param store where the match is kept
     * @param clock the time of moves and deadlines
     * @param limits how much of the stored match is read back
     * @param pace whether a bot's turn waits for people who may move out of turn
     * @return the match, or empty
     * @throws MatchStoreException if the stored match is damaged or does not replay
     */
    public static Optional<Match> load(String id, VariantCatalog catalog, MatchStore store, Clock clock,
                                       StoreLimits limits, BotPace pace) {
        return store.load(id, limits).map(r -> restore(r, catalog, store, clock, pace));
    }

    // ---- reading -------------------------------------------------------------------------------------------

    /** {@return the match's id} */
    public String id() {
        return id;
    }

    /** {@return the game's configuration} */
    public GameConfig config() {
        return game.config();
    }

    /** {@return the game being played (its rules, notation and deck)} */
    public Game game() {
        return game;
    }

    /** {@return the number of accepted moves: every accepted move raises it by one} */
    public synchronized int version() {
        return history.size();
    }

    /** {@return the seats, in order} */
    public synchronized List<MatchSeat> seats() {
        return List.copyOf(seats);
    }

    /** {@return the whole state, every hand included: for the server's own use, never for a client} */
    public synchronized GameState state() {
        return state;
    }

    /**
     * What a seat may see now, with its legal moves and the version to send with a move.
     *
     * @param seat a seat of the match
     * @return its view
     */
    public synchronized PlayerView view(int seat) {
        checkSeat(seat);
        return state.view(seat);
    }

    /** {@return what a spectator may see now: the public table} */
    public synchronized PlayerView spectatorView() {
        return state.spectatorView();
    }

    /** {@return true once the game has ended} */
    public synchronized boolean isOver() {
        return state.isOver();
    }

    /**
     * {@return the accepted moves so far, in order (a read-only view of the match's own list: it grows as play goes
     * on)}
     */
    public synchronized List<RecordedMove> history() {
        return Collections.unmodifiableList(history);
    }

    /** {@return the match as a store keeps it now} */
    public synchronized MatchRecord record() {
        return new MatchRecord(id, game.config(), seats, List.copyOf(history), created, updated);
    }

    /** {@return the number of events in the log: the sequence number of the last one} */
    public synchronized long lastSeq() {
        return log.size();
    }

    /**
     * The events after sequence number {@code since}, as a reader may see them: a seat sees its own drawn cards
     * and only the counts of others'; a spectator ({@code viewer} -1) sees no drawn card.
     *
     * @param since the last sequence number the reader has (0 for the whole log)
     * @param max   the most events to return
     * @param viewer the seat reading, or -1 for a spectator
     * @return the events, oldest first, each with its sequence number
     */
    public synchronized List<LoggedEvent> eventsSince(long since, int viewer, int max) {
        checkViewer(viewer);
        if (since < 0) {
            throw new IllegalArgumentException("since: expected 0 or more, got " + since);
        }
        List<LoggedEvent> out = new ArrayList<>();
        for (long seq = since + 1; seq <= log.size() && out.size() < max; seq++) {
            out.add(logged(seq, viewer));
        }
        return out;
    }

    /**
     * {@return whose move the match waits for and since when; empty once the game is over} Only the seat to act is
     * waited for; another seat's move out of turn that leaves the same seat to act (a catch, a late "last card")
     * does not restart its wait, but its own moves do, and so does a jump that hands the turn to another seat.
     */
    public synchronized Optional<Awaiting> awaiting() {
        if (state.isOver()) {
            return Optional.empty();
        }
        int seat = state.toAct();
        return Optional.of(new Awaiting(seat, awaitingSince, version(), seats.get(seat).human()));
    }

    /**
     * {@return the version at which the bot of the seat to act waits for {@link #resumeBots(int)}; empty if no bot
     * waits} Only a match started or restored with {@link BotPace#WAIT_FOR_PEOPLE} holds its bots: while a person's
     * seat has a move out of turn when a bot's turn starts.
     */
    public synchronized OptionalInt botsHeldAt() {
        return botsHeld && !state.isOver() ? OptionalInt.of(version()) : OptionalInt.empty();
    }

    // ---- listening -----------------------------------------------------------------------------------------

    /**
     * Tells the listener every change from now on, as {@code viewer} (a seat, or -1 for a spectator) may see
     * it. Close the returned handle to stop. The same as {@link #subscribe(int, long, MatchListener)} from
     * {@link #lastSeq()}.
     *
     * @param viewer the seat listening, or -1 for a spectator
     * @param listener told of new events and seat changes
     * @return the handle that ends the subscription
     */
    public synchronized AutoCloseable subscribe(int viewer, MatchListener listener) {
        return subscribe(viewer, log.size(), listener);
    }

    /**
     * Catches a reader up from sequence number {@code since}, then tells it every change, with no event lost or
     * repeated between the two: the listener is first given the logged events after {@code since} in one
     * {@link MatchListener#onEvents} call (none if there are none), then each accepted move's events as it
     * happens, as {@code viewer} may see them. The match is locked throughout, so a move submitted meanwhile
     * from another thread comes either in the catch-up or live, never both, never neither. The catch-up is
     * called on the subscribing thread before this method returns. Close the returned handle to stop; a close
     * racing a move on another thread may still be told of that move.
     *
     * @param viewer   the seat listening, or -1 for a spectator
     * @param since    the last sequence number the reader has: 0 for the whole log; unlike {@link #eventsSince},
     *                 not beyond {@link #lastSeq()}
     * @param listener told of the events after {@code since}, then of new events and seat changes
     * @return the handle that ends the subscription
     * @throws IllegalArgumentException if {@code viewer} is not a seat or -1, or {@code since} is negative or
     *                                  beyond {@link #lastSeq()}
     */
    public synchronized AutoCloseable subscribe(int viewer, long since, MatchListener listener) {
        checkViewer(viewer);
        Objects.requireNonNull(listener, "listener");
        if (since < 0 || since > log.size()) {
            throw new IllegalArgumentException("since: expected 0 to " + log.size() + ", the last sequence number"
                    + " of the log, got " + since);
        }
        if (since < log.size()) {
            listener.onEvents(eventsSince(since, viewer, Integer.MAX_VALUE));
        }
        Subscriber s = new Subscriber(viewer, listener);
        subscribers.add(s);
        return () -> subscribers.remove(s);
    }

    // ---- changing ------------------------------------------------------------------------------------------

    /**
     * A person's move for their seat, made on the table of {@code version}: a move of the seat to act, or a move
     * out of turn that the seat has (a jump, a catch…; {@link PlayerView#legalMoves()} of its view lists them). A
     * stale version is refused before the engine is asked, whatever the move; a seat that may not move now is
     * refused by the engine with {@code NOT_YOUR_TURN}. Accepted moves are saved, then the bots move: out of turn
     * first, then the seat to act's if it is a bot's.
     *
     * @param seat the seat that sends the move
     * @param move the move
     * @param version the version of the table the move was made on ({@link PlayerView#version()})
     * @return accepted at the new version with the events the seat may see, or refused with a code
     * @throws MatchStoreException if the store fails to save the move (the match is then as it was), or a bot's
     *         move that followed it (the person's move, saved, stands; load the match again for the bots to play on)
     */
    public synchronized MatchResult submit(int seat, Move move, int version) {
        Objects.requireNonNull(move, "move");
        MatchResult.Refused refused = checkSender(seat, version);
        if (refused != null) {
            return refused;
        }
        long before = log.size();
        Outcome outcome = state.apply(seat, move);
        if (outcome instanceof Outcome.Rejected r) {
            return new MatchResult.Refused(Refusal.REJECTED, r, r.message(), version());
        }
        commit(new RecordedMove(seat, move), (Outcome.Accepted) outcome);
        playBots();
        return new MatchResult.Accepted(version(), eventsSince(before, seat, Integer.MAX_VALUE));
    }

    /**
     * A person's move in the game's notation ({@code "play R5"}); text that is not a move is refused with
     * {@link Refusal#NOT_A_MOVE}.
     *
     * @param seat the seat that sends the move
     * @param move the move in notation
     * @param version the version of the table the move was made on
     * @return accepted at the new version with the events the seat may see, or refused with a code
     */
    public synchronized MatchResult submit(int seat, String move, int version) {
        Move parsed;
        try {
            parsed = game.parseMove(move == null ? "" : move);
        } catch (NotationException e) {
            return new MatchResult.Refused(Refusal.NOT_A_MOVE, null, e.getMessage(), version());
        }
        return submit(seat, parsed, version);
    }

    /**
     * The seat's time ran out: the engine's default move is made for it ({@link GameState#defaultMove}), right
     * for whatever phase the game is in. Refused unless the match waits for that seat at that version.
     *
     * @param seat the seat whose time ran out
     * @param version the version at which the match awaited the seat
     * @return accepted with the default move's events, or refused
     */
    public synchronized MatchResult timeOut(int seat, int version) {
        if (seat < 0 || seat >= seats.size()) {
            return new MatchResult.Refused(Refusal.NO_SUCH_SEAT, null, "no seat " + seat + " in this match of "
                    + seats.size(), version());
        }
        if (version != version()) {
            return stale(version);
        }
        Optional<Awaiting> awaited = awaiting();
        if (awaited.isEmpty() || awaited.get().seat() != seat) {
            return new MatchResult.Refused(Refusal.NOT_AWAITED, null, "the match does not wait for seat " + seat
                    + (awaited.isEmpty() ? ": the game is over" : "; it waits for seat " + awaited.get().seat()), version());
        }
        long before = log.size();
        Move move = state.defaultMove(seat).orElseThrow();
        commit(new RecordedMove(seat, move), (Outcome.Accepted) state.apply(seat, move));
        playBots();
        return new MatchResult.Accepted(version(), eventsSince(before, seat, Integer.MAX_VALUE));
    }

    /**
     * Times out the awaited person if they have waited at least {@code limit}; empty if nobody is overdue.
     *
     * @param limit the longest a person may take over a move
     * @return the result of the time-out, or empty
     */
    public synchronized Optional<MatchResult> timeOutIfOverdue(Duration limit) {
        Optional<Awaiting> a = awaiting();
        if (a.isEmpty() || !a.get().human() || clock.instant().isBefore(a.get().since().plus(limit))) {
            return Optional.empty();
        }
        return Optional.of(timeOut(a.get().seat(), a.get().version()));
    }

    /**
     * Lets held bots move ({@link #botsHeldAt()}): the bot of the seat to act makes its move, then bots play on as
     * after any move, held again at the next bot's turn that a person may interrupt. A person who moved since the
     * bots were held raised the version: the request is then refused as stale, and the match as it stands decided
     * again whether its bots wait.
     *
     * @param version the version at which the bots were held
     * @return accepted with the bots' moves as a spectator sees them, or refused: {@link Refusal#STALE_VERSION} if
     *         the version is not the match's, {@link Refusal#NOT_AWAITED} if no bot waits
     * @throws MatchStoreException if the store fails to save a bot's move
     */
    public synchronized MatchResult resumeBots(int version) {
        if (version != version()) {
            return stale(version);
        }
        if (botsHeldAt().isEmpty()) {
            return new MatchResult.Refused(Refusal.NOT_AWAITED, null, "no bot waits to move"
                    + (state.isOver() ? ": the game is over" : ""), version());
        }
        long before = log.size();
        playBots(true);
        return new MatchResult.Accepted(version(), eventsSince(before, -1, Integer.MAX_VALUE));
    }

    /**
     * The seat's person leaves the table: its bot plays on for them.
     *
     * @param seat a seat played by a person
     * @return accepted with the bots' moves that followed, or refused
     */
    public synchronized MatchResult leave(int seat) {
        return vacate(seat, SeatStatus.LEFT);
    }

    /**
     * The seat's person gives up: its bot plays the seat to the end.
     *
     * @param seat a seat played by a person
     * @return accepted with the bots' moves that followed, or refused
     */
    public synchronized MatchResult resign(int seat) {
        return vacate(seat, SeatStatus.RESIGNED);
    }

    // ---- inside --------------------------------------------------------------------------------------------

    private MatchResult vacate(int seat, SeatStatus why) {
        if (seat < 0 || seat >= seats.size()) {
            return new MatchResult.Refused(Refusal.NO_SUCH_SEAT, null, "no seat " + seat, version());
        }
        if (!seats.get(seat).human()) {
            return new MatchResult.Refused(seats.get(seat).status() == SeatStatus.PLAYING ? Refusal.SEAT_PLAYED_BY_BOT
                    : Refusal.SEAT_VACATED, null, "seat " + seat + " has no person to " + (why == SeatStatus.LEFT
                    ? "leave" : "resign"), version());
        }
        List<MatchSeat> next = new ArrayList<>(seats);
        next.set(seat, seats.get(seat).vacated(why));
        Instant now = clock.instant();
        store.updateSeats(id, next, now);
        updated = now;
        seats.set(seat, next.get(seat));
        seatBot(seat);
        for (Subscriber s : subscribers) {
            s.listener().onSeats(List.copyOf(seats));
        }
        long before = log.size();
        playBots();
        return new MatchResult.Accepted(version(), eventsSince(before, seat, Integer.MAX_VALUE));
    }

    private MatchResult.Refused checkSender(int seat, int version) {
        if (seat < 0 || seat >= seats.size()) {
            return new MatchResult.Refused(Refusal.NO_SUCH_SEAT, null, "no seat " + seat + " in this match of "
                    + seats.size(), version());
        }
        if (!seats.get(seat).human()) {
            return new MatchResult.Refused(seats.get(seat).status() == SeatStatus.PLAYING ? Refusal.SEAT_PLAYED_BY_BOT
                    : Refusal.SEAT_VACATED, null, "seat " + seat + " is played by its bot", version());
        }
        return version == version() ? null : stale(version);
    }

    private MatchResult.Refused stale(int version) {
        return new MatchResult.Refused(Refusal.STALE_VERSION, null, "the move was made on version " + version
                + " of the table; the match is at version " + version() + ": look again and resend", version());
    }

    /**
     * Saves the move, then makes it count: if the store fails, nothing changed. The wait for the seat to act
     * restarts when that seat moved or another seat came to act, not for others' moves out of turn.
     */
    private void commit(RecordedMove move, Outcome.Accepted outcome) {
        Instant now = clock.instant();
        store.append(id, history.size() + 1, move, now);
        long before = log.size();
        int waitedFor = state.toAct();
        record(move, outcome);
        if (move.seat() == waitedFor || state.isOver() || state.toAct() != waitedFor) {
            awaitingSince = now;
        }
        updated = now;
        for (int seat = 0; seat < bots.length; seat++) {
            if (bots[seat] != null) {
                bots[seat].observe(seen(before, seat));
            }
        }
        for (Subscriber s : subscribers) {
            s.listener().onEvents(eventsSince(before, s.viewer(), Integer.MAX_VALUE));
        }
    }

    private void record(RecordedMove move, Outcome.Accepted outcome) {
        history.add(move);
        state = outcome.state();
        for (Event e : outcome.events()) {
            log.add(e);
            logVersions.add(history.size());
        }
    }

    private void playBots() {
        playBots(false);
    }

    /**
     * Bots move while one will: first a bot's move out of turn, asked in {@link OutOfTurn}'s order; else the bot of
     * the seat to act, if a bot plays it, unless the bots wait for people ({@link BotPace#WAIT_FOR_PEOPLE}). Each
     * accepted move, theirs or a person's, is followed by the question again, so a bot may answer a person's move out
     * of turn too. The bots' moves are the same whether or not they waited: each draws from a random of the version.
     *
     * @param released true if the bot of the seat to act was held and may now move
     */
    private void playBots(boolean released) {
        botsHeld = false;
        while (!state.isOver()) {
            Random random = new Random(game.config().seed() * 31 + history.size());
            Optional<OutOfTurn.Interjection> out = OutOfTurn.ask(state, this::botOf, random);
            if (out.isEmpty() && seats.get(state.toAct()).human()) {
                return;
            }
            if (out.isEmpty() && !released && pace == BotPace.WAIT_FOR_PEOPLE && aPersonMayBeWaitedFor()) {
                botsHeld = true;
                return;
            }
            released = false;
            int seat = out.isPresent() ? out.get().seat() : state.toAct();
            Move move = out.isPresent() ? out.get().move() : bots[seat].choose(state.view(seat), random);
            Outcome outcome = state.apply(seat, move);
            if (!(outcome instanceof Outcome.Accepted accepted)) {
                throw new IllegalStateException("the bot '" + bots[seat].name() + "' of seat " + seat + " made a move"
                        + " the game refuses: " + move.notation() + ": " + ((Outcome.Rejected) outcome).message());
            }
            commit(new RecordedMove(seat, move), accepted);
        }
    }

    /**
     * Whether the bot to act waits for people: the rules let seats move out of turn and a person's seat is not the one
     * to act. Only public facts decide — never whether a person has a move now, which the pause would tell everyone
     * (a bot that waited only when someone could jump would say that someone holds the card).
     */
    private boolean aPersonMayBeWaitedFor() {
        if (!game.offersInterjections()) {
            return false;
        }
        for (int seat = 0; seat < seats.size(); seat++) {
            if (seats.get(seat).human() && seat != state.toAct()) {
                return true;
            }
        }
        return false;
    }

    /** The bot that plays the seat now, or null while a person does. */
    private Bot botOf(int seat) {
        return seats.get(seat).human() ? null : bots[seat];
    }

    private void seatBots() {
        for (int seat = 0; seat < seats.size(); seat++) {
            if (!seats.get(seat).human()) {
                seatBot(seat);
            }
        }
    }

    /** The seat's bot sits down and learns what the seat saw so far. */
    private void seatBot(int seat) {
        Bot bot = Bots.create(seats.get(seat).bot());
        bot.join(game, seat);
        bot.observe(seen(0, seat));
        bots[seat] = bot;
    }

    private List<Event> seen(long since, int viewer) {
        List<Event> out = new ArrayList<>();
        for (int i = (int) since; i < log.size(); i++) {
            out.add(log.get(i).seenBy(viewer));
        }
        return out;
    }

    private LoggedEvent logged(long seq, int viewer) {
        return new LoggedEvent(seq, logVersions.get((int) seq - 1), log.get((int) seq - 1).seenBy(viewer));
    }

    private void checkSeat(int seat) {
        if (seat < 0 || seat >= seats.size()) {
            throw new IllegalArgumentException("seat: expected 0 to " + (seats.size() - 1) + ", got " + seat);
        }
    }

    private void checkViewer(int viewer) {
        if (viewer < -1 || viewer >= seats.size()) {
            throw new IllegalArgumentException("viewer: expected a seat from 0 to " + (seats.size() - 1)
                    + ", or -1 for a spectator, got " + viewer);
        }
    }
}
