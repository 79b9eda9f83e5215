package dev.taki.cli.simulate;

import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.VariantChoice;
import dev.taki.bots.Bot;
import dev.taki.bots.Bots;
import dev.taki.bots.OutOfTurn;
import dev.taki.bots.SeenBy;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.json.TakiJson;
import dev.taki.core.record.GameRecord;
import dev.taki.core.record.RecordedMove;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.function.IntConsumer;

/**
 * Plays many bot games, quietly, on one thread or several, and counts them in a {@link Tally}.
 *
 * <p>Game {@code g} (from 0) is decided by its number alone: it uses the seed {@code config.seed() + g} for its
 * shuffles, the numbers of {@code new Random(config.seed() + g)} for its bots' choices, and a new bot for each seat, made from
 * the bot's name with {@link Bots#create}. So it is the game {@code taki demo --seed <that seed>} plays with the
 * same bots, and a set of games gives the same tally however it is split into ranges, across threads or
 * machines ({@link #runRange}, then {@link Tally#merge}). With {@code rotate}, the bots move one seat on every
 * game: in game {@code g}, seat {@code s} has the bot named at {@code (s - g) mod players}, so each bot sits at
 * each seat equally.
 *
 * <p>After every accepted move, every seat's bot observes the move's events as that seat sees them
 * ({@link Event#seenBy}), as the {@link Bot} protocol says; a bot that keeps {@link Bot#observe}'s default, which
 * ignores them, is spared the call. Where the rules let seats move out of turn (a jump, a
 * catch), the bots are asked for such moves before each move of the seat to act ({@link OutOfTurn#ask}); each one
 * made counts as a decision. A game without such rules asks nobody and draws no random number for it.
 */
public final class Simulation {
    /**
     * Writes configurations. Writing one looks up no variant, so an empty catalog serves: nothing to discover,
     * and no plugin's event type can clash in it.
     */
    private static final TakiJson CONFIGS = TakiJson.create(VariantCatalog.of(List.of(), List.of()));

    /** Whether a kind of bot reads events: one that keeps {@link Bot#observe}'s default ignores them, so it is not told. */
    private static final ClassValue<Boolean> OBSERVES = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            try {
                return type.getMethod("observe", List.class).getDeclaringClass() != Bot.class;
            } catch (NoSuchMethodException e) {
                return true;
            }
        }
    };

    private final VariantCatalog catalog;
    private final GameConfig config;
    private final List<String> bots;
    private final List<String> botNames;
    private final boolean rotate;
    private final int maxDecisions;

    /** What to do with each game's record, when records are wanted. */
    @FunctionalInterface
    public interface RecordSink {
        /**
         * Game {@code game} ended; here is its record. Called from the thread that played the game, so from
         * several threads at once when the simulation runs on several.
         *
         * @param game   the game's number, from 0
         * @param record its configuration (with its own seed) and moves
         */
        void accept(long game, GameRecord record);
    }

    /**
     * A simulation of games of one configuration between named bots.
     *
     * @param catalog      the variants the configuration may use
     * @param config       the game; game {@code g} uses its seed plus {@code g}
     * @param bots         the bot of each seat (seat 0 first), as names for {@link Bots#create}
     * @param rotate       whether the bots move one seat on every game
     * @param maxDecisions a game still going after this many decisions is stopped and counted unfinished
     * @throws IllegalArgumentException for an unknown bot, a number of bots that is not the number of seats, or a
     *                                  limit below 1
     */
    public Simulation(VariantCatalog catalog, GameConfig config, List<String> bots, boolean rotate, int maxDecisions) {
        this.catalog = Objects.requireNonNull(catalog, "catalog");
        this.config = Objects.requireNonNull(config, "config");
        if (bots.size() != config.players()) {
            throw new IllegalArgumentException("one bot a seat: " + bots.size() + " bots for " + config.players() + " seats");
        }
        if (maxDecisions < 1) {
            throw new IllegalArgumentException("maxDecisions: expected 1 or more, got " + maxDecisions);
        }
        this.bots = List.copyOf(bots);
        this.botNames = this.bots.stream().map(name -> Bots.create(name).name()).toList();
        this.rotate = rotate;
        this.maxDecisions = maxDecisions;
    }

    /** {@return the configuration of game 0 (game {@code g} has the seed plus {@code g})} */
    public GameConfig config() {
        return config;
    }

    /**
     * Plays games {@code fromGame} (included) to {@code toGame} (excluded) on the calling thread: game {@code g}
     * with the seed {@code config().seed() + g}. The tally's times are those of this call.
     *
     * @param fromGame the first game's number, 0 or more
     * @param toGame   one more than the last game's number, {@code fromGame} or more
     * @return the games' tally
     * @throws IllegalArgumentException for a range that is not {@code 0 <= fromGame <= toGame}
     * @throws IllegalStateException    when a bot makes an illegal move (naming the bot, the seat and the seed)
     */
    public Tally runRange(long fromGame, long toGame) {
        if (fromGame < 0 || toGame < fromGame) {
            throw new IllegalArgumentException("games: expected 0 <= from <= to, got from " + fromGame + " to " + toGame);
        }
        Tally tally = new Tally(config.players());
        long start = System.nanoTime();
        GameCounts counts = new GameCounts();
        for (long g = fromGame; g < toGame; g++) {
            play(g, tally, counts, null);
        }
        long elapsed = System.nanoTime() - start;
        tally.addTime(elapsed, elapsed);
        return tally;
    }

    /**
     * Plays games 0 to {@code games - 1} on {@code threads} threads, each taking the next few games as it becomes
     * free; the tally is the same for any number of threads (its times aside).
     *
     * @param games    the number of games, 0 or more
     * @param threads  the number of threads, 1 or more (more than the games is no use)
     * @param progress told the number of games done now and then, on the calling thread (may be null)
     * @param records  given every game's record, from the thread that played it (null to keep none, which is faster)
     * @return the games' tally: time spent playing summed over the threads, time by the clock of the whole call
     * @throws IllegalArgumentException for fewer than 0 games or 1 thread
     * @throws IllegalStateException    when a bot makes an illegal move
     */
    public Tally run(int games, int threads, IntConsumer progress, RecordSink records) {
        return run(games, threads, progress, records, false);
    }

    /**
     * As {@link #run(int, int, IntConsumer, RecordSink)}, and with {@code timeEngineLoop} the engine's own
     * random-play loop (legal moves, a uniform choice, apply) timed beside the games, as {@code taki simulate}'s
     * table reports it ({@link Tally#engineMicrosPerDecision}): each thread plays the loop's share after each chunk
     * of its warm games (the games after the first tenth), so that both are timed on the same thread in the same
     * minutes — a tenth as many games as the run, at least 50 and at most 20,000, in all. Its time is kept out of
     * the games' times: out of each thread's, and its share a thread out of the time by the clock.
     *
     * @param games          the number of games, 0 or more
     * @param threads        the number of threads, 1 or more
     * @param progress       told the number of games done now and then (may be null)
     * @param records        given every game's record (null to keep none)
     * @param timeEngineLoop whether to time the engine's own loop beside the games
     * @return the games' tally, with the engine loop's time if asked
     * @throws IllegalArgumentException for fewer than 0 games or 1 thread
     * @throws IllegalStateException    when a bot makes an illegal move
     */
    public Tally run(int games, int threads, IntConsumer progress, RecordSink records, boolean timeEngineLoop) {
        if (games < 0) {
            throw new IllegalArgumentException("games: expected 0 or more, got " + games);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads: expected 1 or more, got " + threads);
        }
        long start = System.nanoTime();
        EngineLoop engineLoop = timeEngineLoop ? new EngineLoop(catalog, config, maxDecisions,
                (double) EngineLoop.gamesFor(games) / Math.max(1, Workers.warmGames(games, threads))) : null;
        Workers workers = new Workers(games, threads, (from, to, tally, counts) -> {
            for (long g = from; g < to; g++) {
                play(g, tally, counts, records);
            }
        }, config.players(), engineLoop);
        Tally tally = workers.await(progress);
        long wall = System.nanoTime() - start - tally.engineNanos() / workers.threads();
        return tally.withWallNanos(Math.max(0, wall));
    }

    /**
     * The report of a tally of this simulation's games, as {@code taki simulate} prints it: for a tally made by
     * {@link #run}, or by merging the tallies of {@link #runRange} calls that together played games 0 to
     * {@code tally.games() - 1}.
     *
     * @param tally the games' tally
     * @return the report, to print as text, JSON or CSV
     */
    public Report report(Tally tally) {
        String title = String.format("taki simulate: %d games of %d players, seeds %d to %d, %s%s", tally.games(),
                config.players(), config.seed(), config.seed() + tally.games() - 1, describeVariants(config),
                rotate ? ", bots rotating" : "");
        return new Report(tally, title, botNames, maxDecisions, configJson(config));
    }

    /**
     * What the variants of a configuration are, in a few words.
     *
     * @param cfg a configuration
     * @return "the 2011 base game", or "variants" and their ids
     */
    public static String describeVariants(GameConfig cfg) {
        return cfg.variants().isEmpty() ? "the 2011 base game"
                : "variants " + String.join(", ", cfg.variants().stream().map(VariantChoice::id).toList());
    }

    /**
     * A configuration in the shape of a configuration file, as a game record holds it and the reports show it.
     *
     * @param cfg a configuration
     * @return its JSON tree, a new one each call
     */
    public static ObjectNode configJson(GameConfig cfg) {
        return CONFIGS.configTree(cfg);
    }

    private void play(long g, Tally tally, GameCounts counts, RecordSink records) {
        GameConfig cfg = config.withSeed(config.seed() + g);
        int n = cfg.players();
        Bot[] seats = new Bot[n];
        String[] names = new String[n];
        GameState state = Taki.newGame(cfg, catalog);
        for (int seat = 0; seat < n; seat++) {
            seats[seat] = Bots.create(bots.get(rotate ? (int) Math.floorMod(seat - g, (long) n) : seat));
            names[seat] = seats[seat].name();
            seats[seat].join(state.game(), seat);
        }
        List<RecordedMove> moves = records == null ? null : new ArrayList<>();
        Random random = new PlainRandom(cfg.seed());
        boolean[] observes = new boolean[n];
        for (int seat = 0; seat < n; seat++) {
            observes[seat] = OBSERVES.get(seats[seat].getClass());
        }
        // a game whose rules offer no move out of turn asks nobody (as OutOfTurn.ask would find, drawing nothing)
        boolean outOfTurn = state.game().offersInterjections();
        counts.start(state.toAct());
        while (!state.isOver() && counts.decisions() < maxDecisions) {
            Optional<OutOfTurn.Interjection> out = outOfTurn ? OutOfTurn.ask(state, s -> seats[s], random) : Optional.empty();
            int seat = out.isPresent() ? out.get().seat() : state.toAct();
            Move move = out.isPresent() ? out.get().move() : Choices.choose(seats[seat], state, random);
            Outcome outcome = state.apply(seat, move);
            if (!(outcome instanceof Outcome.Accepted accepted)) {
                throw new IllegalStateException("the " + names[seat] + " bot at seat " + seat + " made an illegal move in game "
                        + (g + 1) + " (seed " + cfg.seed() + "): " + ((Outcome.Rejected) outcome).message());
            }
            List<Event> events = accepted.events();
            for (int s = 0; s < n; s++) {
                if (observes[s]) {
                    seats[s].observe(SeenBy.of(events, s));
                }
            }
            counts.decision(events);
            if (moves != null) {
                moves.add(new RecordedMove(seat, move));
            }
            state = accepted.state();
        }
        counts.end(state.isOver() ? state.winners() : List.of(), state.round());
        tally.add(g, List.of(names), counts);
        if (records != null) {
            records.accept(g, new GameRecord(cfg, moves));
        }
    }
}
