package dev.taki.match;

import dev.taki.api.Game;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.NotationException;
import dev.taki.api.PlayerView;
import dev.taki.bots.OutOfTurn;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * One game at a server: its seats (people and bots, with names and credentials), its state and {@linkplain #version()
 * version}, its history, and a log of its events that each seat — and a spectator — reads as it may see it. Every
 * change is saved to the match's {@link MatchStore} before it counts, so a server that stops finds the match again
 * ({@link #load}), and a server beside it on the same store follows it ({@link #catchUp()}).
 *
 * <p>A match is made {@linkplain #open open}, for people to {@linkplain #claim claim} its seats, then {@linkplain
 * #begin() begun}; or {@linkplain #start started} at once. People's moves come with the version their player saw
 * ({@link #submit(int, Move, int)}): a move made on a stale table is refused with {@link Refusal#STALE_VERSION}. A
 * person may move from any seat that has the move: the seat to act, or another seat out of turn where a rule in play
 * allows it; the engine decides. After every accepted move the bots move: first those that move out of turn
 * ({@link OutOfTurn}), then the bot of the seat to act, unless the match holds it for people
 * ({@link BotPace#WAIT_FOR_PEOPLE}).
 *
 * <p>The match also acts by itself, when {@link #wake()} is called at the time {@link #nextWake()} names (a
 * {@link MatchDriver} does both): held bots move after their pause, a person whose move clock ran out gets the default
 * move (and after too many in a row, their bot plays the seat until they {@linkplain #reclaim reclaim} it), and a
 * save that failed is retried. A failed save of a person's own action throws {@link MatchStoreException} and changes
 * nothing; a failed save that nobody waits for is retried until the store takes it, so a match never stalls.
 *
 * <p>A match is safe to use from several threads: every method holds the match's lock while it runs.
 */
public final class Match {
    final String id;
    final Game game;
    final MatchStore store;
    final MatchOptions options;
    final MoveClock moveClock;
    final StoreLimits limits;
    final Instant created;
    final List<MatchSeat> seats;
    final EventLog log = new EventLog();
    final MatchBots bots;
    final MatchSeating seating;
    final MatchSync sync;
    final MatchMoves moves;
    private final List<Runnable> wakeWatchers = new CopyOnWriteArrayList<>();
    GameState state;
    /** The status the store holds, as far as this match knows. */
    MatchStatus status;
    Instant awaitingSince;
    /** When a move was last accepted or a seat last changed: what the store keeps as the record's update. */
    Instant updated;

    Match(MatchRecord record, Game game, MatchStore store, MatchOptions options, StoreLimits limits) {
        this.id = record.id();
        this.game = game;
        this.store = Objects.requireNonNull(store, "store");
        this.options = Objects.requireNonNull(options, "options");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.moveClock = record.moveClock();
        this.created = record.created();
        this.seats = new ArrayList<>(record.seats());
        this.status = record.status();
        this.state = game.start();
        this.awaitingSince = options.clock().instant();
        this.updated = record.updated();
        this.bots = new MatchBots(this, seats.size());
        this.seating = new MatchSeating(this, seats.size());
        this.sync = new MatchSync(this);
        this.moves = new MatchMoves(this);
    }

    // ---- making and restoring ------------------------------------------------------------------------------

    /**
     * A new match, as {@link #start(String, GameConfig, List, VariantCatalog, MatchStore, MatchOptions)} with the
     * clock and otherwise {@linkplain MatchOptions#defaults() default options}.
     *
     * @param id the match's id ({@link MatchIds#random()} makes an unguessable one)
     * @param config the game's configuration
     * @param seats one per player, in seat order
     * @param catalog the variants the configuration may name
     * @param store where the match is saved
     * @param clock the time of moves and deadlines
     * @return the match
     */
    public static Match start(String id, GameConfig config, List<MatchSeat> seats, VariantCatalog catalog,
                              MatchStore store, Clock clock) {
        return start(id, config, seats, catalog, store, clock, BotPace.AT_ONCE);
    }

    /**
     * A new match whose bots keep the given pace (held bots wait for {@link #resumeBots(int)} or {@link #wake()}).
     *
     * @param id the match's id
     * @param config the game's configuration
     * @param seats one per player, in seat order
     * @param catalog the variants the configuration may name
     * @param store where the match is saved
     * @param clock the time of moves and deadlines
     * @param pace whether a bot's turn waits for people who may move out of turn
     * @return the match
     */
    public static Match start(String id, GameConfig config, List<MatchSeat> seats, VariantCatalog catalog,
                              MatchStore store, Clock clock, BotPace pace) {
        return start(id, config, seats, catalog, store, MatchFactory.legacy(clock, pace));
    }

    /**
     * A new match, made and begun in one write (an open seat among {@code seats} is taken by its bot), its bots'
     * first moves made (or held).
     *
     * @param id      the match's id ({@link MatchIds#random()} makes an unguessable one)
     * @param config  the game's configuration
     * @param seats   one per player, in seat order
     * @param catalog the variants the configuration may name
     * @param store   where the match is saved
     * @param options its clock, bots' pace, move clock and retries
     * @return the match, waiting for its first person to move (or over, if only bots play)
     * @throws dev.taki.api.ConfigurationException if the configuration cannot be played
     * @throws IllegalArgumentException            if the seats are not one per player in order, or a bot spec is unknown
     * @throws MatchStoreException                 if the store refuses the match
     */
    public static Match start(String id, GameConfig config, List<MatchSeat> seats, VariantCatalog catalog,
                              MatchStore store, MatchOptions options) {
        return MatchFactory.started(id, config, seats, catalog, store, options);
    }

    /**
     * A new open match: people {@linkplain #claim claim} its open seats ({@link MatchSeat#open}) until it
     * {@linkplain #begin() begins}; nothing is played before.
     *
     * @param id the match's id
     * @param config the game's configuration
     * @param seats one per player, in seat order: open seats, people's and bots'
     * @param catalog the variants the configuration may name
     * @param store where the match is saved
     * @param options its clock, bots' pace, move clock and retries
     * @return the match, open
     * @throws dev.taki.api.ConfigurationException if the configuration cannot be played
     * @throws IllegalArgumentException if the seats are not one per player in order, or a bot spec is unknown
     * @throws MatchStoreException if the store refuses the match
     */
    public static Match open(String id, GameConfig config, List<MatchSeat> seats, VariantCatalog catalog,
                             MatchStore store, MatchOptions options) {
        return MatchFactory.made(id, config, seats, catalog, store, options, MatchStatus.OPEN);
    }

    /**
     * A stored match, its bots playing at once, as {@link #restore(MatchRecord, VariantCatalog, MatchStore,
     * MatchOptions)} followed by their moves.
     *
     * @param record the match as stored
     * @param catalog the variants the configuration may name
     * @param store where the match is saved
     * @param clock the time of moves and deadlines
     * @return the match
     */
    public static Match restore(MatchRecord record, VariantCatalog catalog, MatchStore store, Clock clock) {
        return restore(record, catalog, store, clock, BotPace.AT_ONCE);
    }

    /**
     * A stored match whose bots keep the given pace, playing at once (or held).
     *
     * @param record the match as stored
     * @param catalog the variants the configuration may name
     * @param store where the match is saved
     * @param clock the time of moves and deadlines
     * @param pace whether a bot's turn waits for people who may move out of turn
     * @return the match
     */
    public static Match restore(MatchRecord record, VariantCatalog catalog, MatchStore store, Clock clock,
                                BotPace pace) {
        return MatchFactory.replayedPlayingAtOnce(record, catalog, store, clock, pace);
    }

    /**
     * A stored match, as it was after its last accepted move: its moves replayed on a new game of its configuration
     * (the events of the log are made again, in the same order, with the same numbers). Its bots move at the next
     * {@link #wake()}. A match stored as in play whose moves end the game is written back as over.
     *
     * @param record the match as stored
     * @param catalog the variants the configuration may name
     * @param store where the match is saved
     * @param options its clock, bots' pace and retries; the move clock is the record's
     * @return the match
     * @throws MatchStoreException if the record does not replay (a move the game refuses)
     */
    public static Match restore(MatchRecord record, VariantCatalog catalog, MatchStore store, MatchOptions options) {
        return MatchFactory.replayed(record, catalog, store, options, StoreLimits.defaults());
    }

    /**
     * The stored match of that id, restored with its bots playing at once; empty if the store has none.
     *
     * @param id the match's id
     * @param catalog the variants the configuration may name
     * @param store where the match is kept
     * @param clock the time of moves and deadlines
     * @param limits how much of the stored match is read back
     * @return the match, or empty
     */
    public static Optional<Match> load(String id, VariantCatalog catalog, MatchStore store, Clock clock,
                                       StoreLimits limits) {
        return load(id, catalog, store, clock, limits, BotPace.AT_ONCE);
    }

    /**
     * The stored match of that id, restored with its bots keeping the given pace, playing at once (or held); empty if
     * the store has none.
     *
     * @param id the match's id
     * @param catalog the variants the configuration may name
     * @param store where the match is kept
     * @param clock the time of moves and deadlines
     * @param limits how much of the stored match is read back
     * @param pace whether a bot's turn waits for people who may move out of turn
     * @return the match, or empty
     */
    public static Optional<Match> load(String id, VariantCatalog catalog, MatchStore store, Clock clock,
                                       StoreLimits limits, BotPace pace) {
        return store.load(id, limits).map(r -> restore(r, catalog, store, clock, pace));
    }

    /**
     * The stored match of that id, {@linkplain #restore(MatchRecord, VariantCatalog, MatchStore, MatchOptions)
     * restored} (its bots move at the next {@link #wake()}); empty if the store has none.
     *
     * @param id the match's id
     * @param catalog the variants the configuration may name
     * @param store where the match is kept
     * @param limits how much of the stored match is read back, now and on every {@link #catchUp()}
     * @param options its clock, bots' pace and retries
     * @return the match, or empty
     * @throws MatchStoreException if the stored match is damaged or does not replay
     */
    public static Optional<Match> load(String id, VariantCatalog catalog, MatchStore store, StoreLimits limits,
                                       MatchOptions options) {
        return store.load(id, limits).map(r -> MatchFactory.replayed(r, catalog, store, options, limits));
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

    /** {@return how long a person has for a move, as stored with the match} */
    public MoveClock moveClock() {
        return moveClock;
    }

    /** {@return open, playing or over} */
    public synchronized MatchStatus status() {
        return state.isOver() ? MatchStatus.OVER : status;
    }

    /** {@return the number of accepted moves: every accepted move raises it by one} */
    public synchronized int version() {
        return log.version();
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
        checkViewer(seat, false);
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

    /** {@return the accepted moves so far, in order (a read-only view of the match's own list, which grows)} */
    public synchronized List<RecordedMove> history() {
        return log.history();
    }

    /** {@return the match as a store keeps it now} */
    public synchronized MatchRecord record() {
        return new MatchRecord(id, game.config(), seats, List.copyOf(log.history()), created, updated, status(),
                moveClock);
    }

    /** {@return the number of events in the log: the sequence number of the last one} */
    public synchronized long lastSeq() {
        return log.lastSeq();
    }

    /**
     * The events after sequence number {@code since}, as a reader may see them: a seat sees its own drawn cards
     * and only the counts of others'; a spectator ({@code viewer} -1) sees no drawn card.
     *
     * @param since the last sequence number the reader has (0 for the whole log)
     * @param viewer the seat reading, or -1 for a spectator
     * @param max the most events to return
     * @return the events, oldest first, each with its sequence number
     */
    public synchronized List<LoggedEvent> eventsSince(long since, int viewer, int max) {
        checkViewer(viewer, true);
        if (since < 0) {
            throw new IllegalArgumentException("since: expected 0 or more, got " + since);
        }
        return log.since(since, viewer, max);
    }

    /**
     * {@return whose move the match waits for and since when; empty once the game is over or while it is open} Only
     * the seat to act is waited for; another seat's move out of turn that leaves the same seat to act (a catch, a late
     * "last card") does not restart its wait, but its own moves do, and so does a jump that hands the turn on.
     */
    public synchronized Optional<Awaiting> awaiting() {
        if (state.isOver() || status == MatchStatus.OPEN) {
            return Optional.empty();
        }
        int seat = state.toAct();
        return Optional.of(new Awaiting(seat, awaitingSince, version(), seats.get(seat).human()));
    }

    /**
     * {@return when the awaited person's move clock runs out; empty without a move clock, while a bot is awaited, or
     * when nobody is} At that time {@link #wake()} makes the seat's default move.
     */
    public synchronized Optional<Instant> deadline() {
        if (!moveClock.isSet() || status != MatchStatus.PLAYING || state.isOver() || !seats.get(state.toAct()).human()) {
            return Optional.empty();
        }
        return Optional.of(awaitingSince.plus(moveClock.perMove()));
    }

    /**
     * How many moves in a row the seat's person let their time run out on: at {@link MoveClock#missesBeforeBot()} the
     * seat is sent away. The count is kept in memory by the process that timed the seat out; it starts again with
     * the person's own move, when the seat changes hands, and in a process that restarts.
     *
     * @param seat a seat of the match
     * @return the count
     */
    public synchronized int missedMoves(int seat) {
        checkViewer(seat, false);
        return seating.misses(seat);
    }

    /**
     * {@return the version at which the bot of the seat to act waits; empty if no bot waits} Only a match whose pace is
     * {@link BotPace#WAIT_FOR_PEOPLE} holds its bots: while a person's seat is not the one to act. The bot moves at
     * {@link #wake()} after {@link MatchOptions#botPause()}, or at {@link #resumeBots(int)}.
     */
    public synchronized OptionalInt botsHeldAt() {
        return bots.heldAt();
    }

    /**
     * {@return the earliest time the match wants to act by itself, if any} The end of the held bots' pause, a retry
     * after a failed save, the awaited person's {@linkplain #deadline() deadline}, or now when bots are due (after a
     * restore or a catch-up) or a seat is to be sent away. Call {@link #wake()} then.
     */
    public synchronized Optional<Instant> nextWake() {
        Optional<Instant> retry = sync.retryDue();
        if (retry.isPresent()) {
            return retry;
        }
        Instant now = options.clock().instant();
        if (status == MatchStatus.OPEN) {
            return Optional.empty();
        }
        if (state.isOver()) {
            return status == MatchStatus.PLAYING ? Optional.of(now) : Optional.empty();
        }
        return Stream.of(seating.awayDue() ? Optional.of(now) : Optional.<Instant>empty(), bots.nextWake(), deadline())
                .flatMap(Optional::stream).min(Instant::compareTo);
    }

    /**
     * The seat whose credential this is, comparing it with every seat's hash in constant time; empty if none. The
     * seat may be away, or left: what its person may do there is the caller's to decide.
     *
     * @param credential a credential from a client, or null
     * @return the seat, or empty
     */
    public synchronized OptionalInt seatOf(String credential) {
        return seating.seatOf(credential);
    }

    // ---- listening -----------------------------------------------------------------------------------------

    /**
     * Tells the listener every change from now on, as {@code viewer} (a seat, or -1 for a spectator) may see it: the
     * same as {@link #subscribe(int, long, MatchListener)} from {@link #lastSeq()}.
     *
     * @param viewer the seat listening, or -1 for a spectator
     * @param listener told of new events and seat changes
     * @return the handle that ends the subscription
     */
    public synchronized AutoCloseable subscribe(int viewer, MatchListener listener) {
        return subscribe(viewer, log.lastSeq(), listener);
    }

    /**
     * Catches a reader up from sequence number {@code since}, then tells it every change, with no event lost or
     * repeated between the two: the listener is first given the logged events after {@code since} in one
     * {@link MatchListener#onEvents} call (none if there are none), on the subscribing thread before this method
     * returns, then each accepted move's events as it happens — also the moves a {@link #catchUp()} reads from the
     * store. The match is locked throughout. Close the returned handle to stop; a close racing a move on another
     * thread may still be told of that move.
     *
     * @param viewer the seat listening, or -1 for a spectator
     * @param since the last sequence number the reader has: 0 to {@link #lastSeq()}
     * @param listener told of the events after {@code since}, then of new events and seat changes
     * @return the handle that ends the subscription
     * @throws IllegalArgumentException if {@code viewer} is not a seat or -1, or {@code since} is out of range
     */
    public synchronized AutoCloseable subscribe(int viewer, long since, MatchListener listener) {
        checkViewer(viewer, true);
        if (since < 0 || since > log.lastSeq()) {
            throw new IllegalArgumentException("since: expected 0 to " + log.lastSeq() + ", the last sequence number"
                    + " of the log, got " + since);
        }
        return log.subscribe(viewer, since, listener);
    }

    /** Runs {@code watcher} (quickly: it hands the news on) whenever {@link #nextWake()} may have changed. */
    AutoCloseable watchWakes(Runnable watcher) {
        wakeWatchers.add(watcher);
        return () -> wakeWatchers.remove(watcher);
    }

    // ---- changing ------------------------------------------------------------------------------------------

    /**
     * A person's move for their seat, made on the table of {@code version}: a move of the seat to act, or a move out
     * of turn that the seat has ({@link PlayerView#legalMoves()} lists them). A stale version is refused before the
     * engine is asked; a seat that may not move now is refused by the engine with {@code NOT_YOUR_TURN}. The move is
     * saved, then counts, then the bots move (a failure to save theirs is retried by {@link #wake()}). If another
     * server saved a move first, the match catches up and refuses this one as stale.
     *
     * @param seat the seat that sends the move
     * @param move the move
     * @param version the version of the table the move was made on ({@link PlayerView#version()})
     * @return accepted at the new version with the events the seat may see, or refused with a code
     * @throws MatchStoreException if the move could not be saved: nothing changed, and the person may try again
     */
    public synchronized MatchResult submit(int seat, Move move, int version) {
        Objects.requireNonNull(move, "move");
        return changing(() -> moves.submit(seat, move, version));
    }

    /**
     * A person's move in the game's notation ({@code "play R5"}); text that is not a move is refused with
     * {@link Refusal#NOT_A_MOVE}.
     *
     * @param seat the seat that sends the move
     * @param move the move in notation
     * @param version the version of the table the move was made on
     * @return accepted at the new version with the events the seat may see, or refused with a code
     * @throws MatchStoreException if the move could not be saved
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
     * The seat's time ran out: the engine's {@linkplain GameState#defaultMove default move} is made for it and counts
     * as a missed move. Refused unless the match waits for that seat at that version. A match with a
     * {@link MoveClock} does this by itself at {@link #wake()}.
     *
     * @param seat the seat whose time ran out
     * @param version the version at which the match awaited the seat
     * @return accepted with the default move's events, or refused
     * @throws MatchStoreException if the default move could not be saved
     */
    public synchronized MatchResult timeOut(int seat, int version) {
        return changing(() -> moves.timeOut(seat, version));
    }

    /**
     * Times out the awaited person if they have waited at least {@code limit}; empty if nobody is overdue.
     *
     * @param limit the longest a person may take over a move
     * @return the result of the time-out, or empty
     */
    public synchronized Optional<MatchResult> timeOutIfOverdue(Duration limit) {
        Optional<Awaiting> a = awaiting();
        if (a.isEmpty() || !a.get().human() || options.clock().instant().isBefore(a.get().since().plus(limit))) {
            return Optional.empty();
        }
        return Optional.of(timeOut(a.get().seat(), a.get().version()));
    }

    /**
     * Lets held bots move now ({@link #botsHeldAt()}), without waiting for their pause; then bots play on as after
     * any move. A person who moved since the bots were held raised the version: the request is then refused as stale.
     *
     * @param version the version at which the bots were held
     * @return accepted with the bots' moves as a spectator sees them (a failed save is retried by {@link #wake()}),
     *         or refused: {@link Refusal#STALE_VERSION}, or {@link Refusal#NOT_AWAITED} if no bot waits
     */
    public synchronized MatchResult resumeBots(int version) {
        return changing(() -> moves.resumeBots(version));
    }

    /**
     * Does what is due by itself at the clock's time: catches up with the store after a failed save and retries, lets
     * held bots move once their pause is over, makes the default move of a person whose deadline passed (sending the
     * seat away after {@link MoveClock#missesBeforeBot()} such moves in a row), and lets the bots play on. A save
     * that fails is retried at a later wake, after a backoff; it is never thrown.
     *
     * @return accepted at the version now, with the events the wake caused as a spectator sees them
     */
    public synchronized MatchResult wake() {
        long before = log.lastSeq();
        return changing(() -> {
            sync.wake();
            return accepted(before, -1);
        });
    }

    /**
     * Reads the stored match and applies what another process (or a save whose answer was lost) added: the moves
     * after this match's version, told to listeners and bots as any move, then the stored seats and status. It never
     * plays the bots: they are due at the next {@link #wake()}. A server calls it when {@link SharedMatchStore#watch}
     * reports a change this match may lack.
     *
     * @return true if the match changed
     * @throws MatchStoreException if the store cannot be read, or holds another history than this match
     */
    public synchronized boolean catchUp() {
        return changing(sync::catchUp);
    }

    /**
     * A person claims the first open seat of an open match under their name; only the hash of the fresh credential is
     * stored, with the seats, in one write.
     *
     * @param name the person's name at the table, 1 to 40 characters
     * @return the seat and its credential, or refused: {@link Refusal#MATCH_NOT_OPEN}, {@link Refusal#NO_OPEN_SEAT}
     * @throws IllegalArgumentException if the name is blank or too long
     * @throws MatchStoreException if the claim could not be saved (nothing changed)
     */
    public synchronized SeatClaim claim(String name) {
        return changing(() -> seating.claim(name));
    }

    /**
     * Begins an open match: seats nobody claimed are taken by their bots for the whole game, the match is in play (one
     * write), then its bots play.
     *
     * @return accepted with the bots' first moves as a spectator sees them, or refused: {@link Refusal#MATCH_NOT_OPEN}
     * @throws MatchStoreException if the start could not be saved (nothing changed)
     */
    public synchronized MatchResult begin() {
        return changing(seating::begin);
    }

    /**
     * Hands a person's seat to its bot at once (the host's button for an absent player): the seat is away, and its bot
     * plays it until the person {@linkplain #reclaim reclaims} it. Only a seat with a credential may be away.
     *
     * @param seat a seat played by a person
     * @return accepted with the bots' moves that followed as a spectator sees them, or refused
     * @throws MatchStoreException if the change could not be saved (nothing changed)
     */
    public synchronized MatchResult handToBot(int seat) {
        return changing(() -> seating.handToBot(seat));
    }

    /**
     * The person of an away seat is back: they play it again, with a fresh count of missed moves. Check their
     * credential first ({@link #seatOf(String)}).
     *
     * @param seat an away seat
     * @return accepted, or refused: {@link Refusal#SEAT_NOT_AWAY}
     * @throws MatchStoreException if the change could not be saved (nothing changed)
     */
    public synchronized MatchResult reclaim(int seat) {
        return changing(() -> seating.reclaim(seat));
    }

    /**
     * The seat's person leaves the table (also from an away seat): its bot plays on for good.
     *
     * @param seat a seat played by a person, or away
     * @return accepted with the bots' moves that followed, or refused
     * @throws MatchStoreException if the change could not be saved (nothing changed)
     */
    public synchronized MatchResult leave(int seat) {
        return changing(() -> seating.vacate(seat, SeatStatus.LEFT));
    }

    /**
     * The seat's person gives up (also from an away seat): its bot plays the seat to the end.
     *
     * @param seat a seat played by a person, or away
     * @return accepted with the bots' moves that followed, or refused
     * @throws MatchStoreException if the change could not be saved (nothing changed)
     */
    public synchronized MatchResult resign(int seat) {
        return changing(() -> seating.vacate(seat, SeatStatus.RESIGNED));
    }

    // ---- inside --------------------------------------------------------------------------------------------

    /** What a change returns: the version now, and the events since {@code before} as {@code viewer} sees them. */
    MatchResult.Accepted accepted(long before, int viewer) {
        return new MatchResult.Accepted(version(), log.since(before, viewer, Integer.MAX_VALUE));
    }

    /** Runs a change, then tells the wake watchers, whatever happened: the next wake may have moved. */
    private <T> T changing(Supplier<T> change) {
        try {
            return change.get();
        } finally {
            for (Runnable watcher : wakeWatchers) {
                watcher.run();
            }
        }
    }

    private void checkViewer(int viewer, boolean spectatorToo) {
        if (viewer < (spectatorToo ? -1 : 0) || viewer >= seats.size()) {
            throw new IllegalArgumentException((spectatorToo ? "viewer" : "seat") + ": expected a seat from 0 to "
                    + (seats.size() - 1) + (spectatorToo ? ", or -1 for a spectator" : "") + ", got " + viewer);
        }
    }
}
