package dev.taki.web;

import dev.taki.api.ConfigurationException;
import dev.taki.api.GameConfig;
import dev.taki.bots.Bots;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import dev.taki.core.json.TakiJson;
import dev.taki.match.JdbcMatchStore;
import dev.taki.match.Match;
import dev.taki.match.MatchChange;
import dev.taki.match.MatchDriver;
import dev.taki.match.MatchIds;
import dev.taki.match.MatchOptions;
import dev.taki.match.MatchSeat;
import dev.taki.match.MatchStatus;
import dev.taki.match.MatchStore;
import dev.taki.match.MatchSummary;
import dev.taki.match.MoveClock;
import dev.taki.match.StoreLimits;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.regex.Pattern;

/**
 * Every table of the server: each a match of the match store ({@link JdbcMatchStore}: SQLite, or PostgreSQL that
 * several servers may share). At start-up the open and playing matches are loaded; any other (an over table's link,
 * a table another server made) is loaded when a request names it. A {@link MatchDriver} plays the bots that wait, the
 * retries of failed saves and the move clocks' time-outs; with several servers, the store's lease lets one of them do
 * it, and each server catches up with the others' changes as the store reports them.
 */
final class Tables implements AutoCloseable {
    /** The shape of {@link MatchIds#random()}: anything else is no table of ours. */
    private static final Pattern ID = Pattern.compile("[a-z0-9]{16}");
    private static final String DEFAULT_BOT = "heuristic";
    /** The longest and shortest move clock a table may have, in seconds. */
    static final int SHORTEST_CLOCK = 10;
    static final int LONGEST_CLOCK = 3600;
    /** How many timed-out moves in a row hand a seat to its bot. */
    static final int MISSES_BEFORE_BOT = 3;
    /** How long a server holds a match's lease (bots, clocks, retries) unless it renews it. */
    private static final Duration LEASE = Duration.ofSeconds(10);
    /** The fields of a table's body: a configuration file's but {@code seed}, and {@code bots} and {@code clock}. */
    private static final Set<String> TABLE_FIELDS = tableFields();
    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);

    private final Settings settings;
    private final VariantCatalog catalog;
    private final TableWords words;
    private final TakiJson json;
    private final MatchStore matches;
    /** The store as this process writes to it: tells the store's reports of its own writes from the others'. */
    private final OwnWrites ownWrites;
    /** The tables whose stored match another process changed, waiting to catch up (each once, however many reports). */
    private final Set<String> behind = ConcurrentHashMap.newKeySet();
    private final MatchOptions options;
    private final MatchDriver driver;
    private final Clock clock = Clock.systemUTC();
    /** This process among the servers that share a store: the owner of the leases it takes. */
    private final String owner = UUID.randomUUID().toString();
    private final Map<String, Table> byId = new ConcurrentHashMap<>();
    private final Rematches rematches = new Rematches(this);
    /** Where the store's reports of other processes' changes are handled, one at a time, off the store's thread. */
    private final ExecutorService changes = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "taki-web-changes");
        t.setDaemon(true);
        return t;
    });
    private final AutoCloseable watch;
    /** Whether other servers may share the store (PostgreSQL): then their changes are watched and caught up with. */
    private final boolean shared;
    /** Runs the driver's wakes: held bots, retries, time-outs. */
    private final ScheduledExecutorService wakes = Executors.newScheduledThreadPool(2, r -> {
        Thread t = new Thread(r, "taki-web-wakes");
        t.setDaemon(true);
        return t;
    });

    /**
     * The tables of a server's store: migrates an older server's tables, loads the open and playing ones, and drives
     * them.
     *
     * @param settings where the store is, and how games are dealt and paced
     */
    Tables(Settings settings) {
        this.settings = settings;
        this.catalog = VariantCatalog.discover();
        this.json = TakiJson.create(catalog);
        this.words = new TableWords(catalog);
        String url = settings.databaseUrl();
        JdbcMatchStore store = new JdbcMatchStore(url, null, null, catalog);
        this.ownWrites = new OwnWrites(store);
        this.matches = settings.stores().apply(ownWrites);
        this.options = settings.matchOptions(clock);
        AutoCloseable watching = null;
        try {
            LegacyTables.migrate(url, matches, catalog, settings.seeds(), clock);
            // On PostgreSQL other servers may share the store: the lease lets one of them act on a table by itself.
            this.shared = store.hearsOtherProcesses();
            this.driver = shared ? new MatchDriver(wakes, store, owner, LEASE) : new MatchDriver(wakes);
            if (shared) {
                // Heard before the tables are loaded, so that no change between a table's load and the watch is lost.
                watching = store.watch(this::heard);
            }
            load();
        } catch (RuntimeException e) {
            closeQuietly(watching);
            wakes.shutdownNow();
            matches.close();
            throw e;
        }
        this.watch = watching;
    }

    VariantCatalog catalog() {
        return catalog;
    }

    /** {@return what the tables say to people, in their language} */
    TableWords words() {
        return words;
    }

    /** {@return the rematches this server made: a new table for the same people after a game} */
    Rematches rematches() {
        return rematches;
    }

    TakiJson json() {
        return json;
    }

    MatchStore matches() {
        return matches;
    }

    Clock clock() {
        return clock;
    }

    /** {@return true if other servers may share the store, so that a table here may be behind it} */
    boolean shared() {
        return shared;
    }

    /** {@return how long one second of a table's move clock lasts (a second, but in tests)} */
    Duration clockSecond() {
        return settings.clockSecond();
    }

    /**
     * The table of that id: from memory, else from the store (an over table, or one another server made).
     *
     * @param id an id from a request
     * @return the table
     * @throws ApiError 404 if there is no such table (or the id cannot be one)
     * @throws dev.taki.match.MatchStoreException if the store cannot be read (answered 503)
     */
    Table get(String id) {
        if (!wellFormedId(id)) {
            throw notFound();
        }
        Table table = byId.get(id);
        if (table == null) {
            table = loadNamed(id);
        }
        if (table == null) {
            throw notFound();
        }
        return table;
    }

    /** {@return the table of a stored match not loaded yet, or null if there is none} */
    private Table loadNamed(String id) {
        synchronized (byId) {
            Table table = byId.get(id);
            if (table != null) {
                return table;
            }
            Optional<Match> match = Match.load(id, catalog, matches, StoreLimits.defaults(), options);
            if (match.isEmpty()) {
                return null;
            }
            return serve(match.get());
        }
    }

    private static ApiError notFound() {
        return ApiError.notFound("no table with that id: check the link");
    }

    /**
     * Whether a text has the shape of a table's id.
     *
     * @param id an id from a request, or null
     * @return true if it could be the id of a table of ours
     */
    static boolean wellFormedId(String id) {
        return id != null && ID.matcher(id).matches();
    }

    /** {@return the name of the bot that plays a seat nobody claimed: "Bot 2" at seat 2} */
    static String botName(int seat) {
        return "Bot " + seat;
    }

    /**
     * A new table for a configuration sent by a client: an open match whose seats people claim.
     *
     * @param request a configuration as docs/configuration.md, without {@code seed}, with an optional {@code bots}
     *                and {@code clock}
     * @return the table, stored
     * @throws ApiError 400 if the request is not an object, 422 if the configuration cannot be played
     */
    Table create(JsonNode request) {
        if (!request.isObject()) {
            throw ApiError.badRequest("expected a configuration object such as {\"players\": 4, \"variants\": []}");
        }
        ObjectNode body = ((ObjectNode) request).deepCopy();
        if (body.has("seed")) {
            throw badConfiguration("seed: a table takes no seed; the server deals from a fresh unpredictable one, so"
                    + " that nobody can know the deal");
        }
        String bots = DEFAULT_BOT;
        JsonNode botField = body.remove("bots");
        if (botField != null) {
            if (!botField.isString() || !Bots.names().contains(botField.asString())) {
                throw badConfiguration("bots: expected one of " + String.join(", ", Bots.names()) + ", got "
                        + Requests.shorten(botField.toString()));
            }
            bots = botField.asString();
        }
        MoveClock moveClock = moveClock(body.remove("clock"));
        GameConfig config;
        try {
            config = ConfigFiles.parseJson(json.print(body), catalog, TABLE_FIELDS);
        } catch (ConfigurationException e) {
            throw badConfiguration(String.join("; ", e.problems()));
        }
        List<MatchSeat> seats = new ArrayList<>();
        for (int s = 0; s < config.players(); s++) {
            seats.add(MatchSeat.open(s, botName(s), bots));
        }
        // Dealt from a seed drawn now, on the server, and never sent: nobody can know the deal.
        Match match = Match.open(MatchIds.random(), config.withSeed(settings.seeds().getAsLong()), seats, catalog,
                matches, options.withMoveClock(moveClock));
        return serve(match);
    }

    /** {@return the move clock of a table's {@code clock} field: none when absent or null} */
    private MoveClock moveClock(JsonNode clock) {
        if (clock == null || clock.isNull()) {
            return MoveClock.NONE;
        }
        if (!clock.isIntegralNumber() || !clock.canConvertToInt() || clock.asInt() < SHORTEST_CLOCK
                || clock.asInt() > LONGEST_CLOCK) {
            throw badConfiguration("clock: expected the seconds a person has for a move, a whole number from "
                    + SHORTEST_CLOCK + " to " + LONGEST_CLOCK + ", or null for no clock; got "
                    + Requests.shorten(clock.toString()));
        }
        return new MoveClock(settings.clockSecond().multipliedBy(clock.asInt()), MISSES_BEFORE_BOT);
    }

    private static Set<String> tableFields() {
        Set<String> fields = new java.util.TreeSet<>(ConfigFiles.fields());
        fields.remove("seed");
        fields.add("bots");
        fields.add("clock");
        return Set.copyOf(fields);
    }

    /** The configuration without its seed: what anyone may see. */
    private ObjectNode publicConfig(GameConfig config) {
        ObjectNode tree = json.configTree(config);
        tree.remove("seed");
        return tree;
    }

    /** The game of a table is over: its match is no longer driven (off the match's thread, which holds its lock). */
    void over(Match match) {
        try {
            changes.execute(() -> {
                driver.stop(match);
                ownWrites.forget(match.id());
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // closing: the driver stops everything
        }
    }

    /** Serves a match as a table, driven until it is over. */
    private Table serve(Match match) {
        Table table = new Table(this, match, publicConfig(match.config()));
        byId.put(match.id(), table);
        if (!match.isOver()) {
            driver.drive(match);
        }
        return table;
    }

    /**
     * {@return the open tables, oldest first, as {@code GET /api/tables?status=open} shows them: the store's, so a
     * table another server made is among them; names and kinds of seats, never a credential}
     */
    ObjectNode openTablesJson() {
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        for (MatchSummary summary : matches.list(MatchStatus.OPEN)) {
            ObjectNode item = list.addObject();
            item.put("id", summary.id());
            item.put("players", summary.players());
            item.put("openSeats", summary.openSeats());
            ArrayNode seats = item.putArray("seats");
            for (MatchSeat seat : summary.seats()) {
                ObjectNode s = seats.addObject();
                s.put("seat", seat.seat());
                if (seat.isOpen()) {
                    s.putNull("name");
                } else {
                    s.put("name", seat.name());
                }
                s.put("kind", seat.isOpen() ? "empty" : seat.human() ? "human" : "bot");
            }
            item.put("created", summary.created().toString());
        }
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.set("tables", list);
        return out;
    }

    /**
     * The store reports a change (on its own thread: quick). This process's own writes are known already; another
     * process's change is handled off the store's thread, once for however many reports of a table came meanwhile.
     */
    private void heard(MatchChange change) {
        if (ownWrites.own(change) || !byId.containsKey(change.id()) || !behind.add(change.id())) {
            return;
        }
        try {
            changes.execute(() -> {
                behind.remove(change.id());
                changed(change.id());
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // closing
        }
    }

    /** Another process changed a stored match: a table loaded here catches up; others are loaded when named. */
    private void changed(String id) {
        Table table = byId.get(id);
        if (table == null) {
            return;
        }
        try {
            table.changedElsewhere();
        } catch (RuntimeException e) {
            LOG.warn("table {}: could not catch up with the store: {}", id, e.getMessage());
        }
    }

    /** Loads every open and playing match; one that cannot be read is logged and left out, and the others are served. */
    private void load() {
        for (MatchStatus status : List.of(MatchStatus.OPEN, MatchStatus.PLAYING)) {
            for (MatchSummary stored : matches.list(status)) {
                try {
                    Match.load(stored.id(), catalog, matches, StoreLimits.defaults(), options).ifPresent(this::serve);
                } catch (RuntimeException e) {
                    LOG.error("table {} cannot be loaded and is not served: {}", stored.id(), e.getMessage(), e);
                }
            }
        }
    }

    private static ApiError badConfiguration(String message) {
        return new ApiError(422, "BAD_CONFIGURATION", message);
    }

    private static void closeQuietly(AutoCloseable closeable) {
        if (closeable != null) {
            try {
                closeable.close();
            } catch (Exception e) {
                // closing: nothing more to hear
            }
        }
    }

    @Override
    public void close() {
        closeQuietly(watch);
        changes.shutdownNow();
        driver.close();
        wakes.shutdownNow();
        matches.close();
    }
}
