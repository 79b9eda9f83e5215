package dev.taki.web;

import dev.taki.api.ConfigurationException;
import dev.taki.api.GameConfig;
import dev.taki.bots.Bots;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import dev.taki.core.json.TakiJson;
import dev.taki.match.BotPace;
import dev.taki.match.JdbcMatchStore;
import dev.taki.match.Match;
import dev.taki.match.MatchIds;
import dev.taki.match.MatchStore;
import dev.taki.match.StoreLimits;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;

/**
 * Every table of the server, in memory and in one SQLite file: the tables' own data ({@link LobbyStore}) and
 * their games ({@link JdbcMatchStore}), both loaded again at start-up.
 */
final class Tables implements AutoCloseable {
    /** The shape of {@link MatchIds#random()}: anything else is no table of ours. */
    private static final Pattern ID = Pattern.compile("[a-z0-9]{16}");
    private static final String DEFAULT_BOT = "heuristic";
    /** The fields of a table's body: a configuration file's but {@code seed}, and {@code bots}. */
    private static final Set<String> TABLE_FIELDS = tableFields();
    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);

    private final VariantCatalog catalog;
    private final TakiJson json;
    private final MatchStore matches;
    private final LobbyStore lobby;
    private final Clock clock = Clock.systemUTC();
    private final LongSupplier seeds;
    private final Map<String, Table> byId = new ConcurrentHashMap<>();
    /** How long a bot waits at the start of its turn while a person may jump in or catch; zero: it does not wait. */
    private final Duration botPause;
    private final ScheduledExecutorService heldBots = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "taki-web-held-bots");
        t.setDaemon(true);
        return t;
    });

    /**
     * The tables of a data folder, each game dealt from the next seed of {@code seeds}. A server that people play
     * on deals from fresh unpredictable seeds ({@link GameConfig#freshSeed()}, as {@link WebTable#start(Path,
     * String, int)} gives); tests that need a particular deal give their own.
     *
     * @param data the folder of {@code taki-web.db}
     * @param seeds where the seed of each game is drawn when the game starts
     */
    Tables(Path data, LongSupplier seeds) {
        this(data, seeds, Duration.ZERO);
    }

    /**
     * The tables of a data folder whose bots wait {@code botPause} at the start of a turn while a person may move out
     * of turn (jump in, catch), so that they can.
     *
     * @param data the folder of {@code taki-web.db}
     * @param seeds where the seed of each game is drawn when the game starts
     * @param botPause how long such a bot waits; zero: bots move at once, and nobody can jump in on them
     */
    Tables(Path data, LongSupplier seeds, Duration botPause) {
        if (botPause.isNegative()) {
            throw new IllegalArgumentException("botPause: expected zero or more, got " + botPause);
        }
        this.botPause = botPause;
        this.seeds = seeds;
        this.catalog = VariantCatalog.discover();
        this.json = TakiJson.create(catalog);
        String url = "jdbc:sqlite:" + data.resolve("taki-web.db").toAbsolutePath();
        this.lobby = new LobbyStore(url);
        this.matches = new JdbcMatchStore(url, null, null, catalog);
        load();
    }

    VariantCatalog catalog() {
        return catalog;
    }

    TakiJson json() {
        return json;
    }

    MatchStore matches() {
        return matches;
    }

    LobbyStore lobby() {
        return lobby;
    }

    Clock clock() {
        return clock;
    }

    /** {@return how the tables' bots pace their turns: they wait for people unless the pause is zero} */
    BotPace botPace() {
        return botPause.isZero() ? BotPace.AT_ONCE : BotPace.WAIT_FOR_PEOPLE;
    }

    /**
     * Lets the table's held bots move after the pause, if the match is still at that version then.
     *
     * @param table a table whose bots wait
     * @param version the version at which they wait
     */
    void resumeBotsLater(Table table, int version) {
        try {
            heldBots.schedule(() -> {
                try {
                    table.resumeBots(version);
                } catch (RuntimeException e) {
                    LOG.error("table {}: the bots could not move on: {}", table.id(), e.getMessage(), e);
                }
            }, botPause.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // the server is closing: the match is stored, and its bots wait for the next start
        }
    }

    /** {@return the seed to deal a game from, drawn as the game starts} */
    long nextSeed() {
        return seeds.getAsLong();
    }

    /**
     * The table of that id.
     *
     * @param id an id from a request
     * @return the table
     * @throws ApiError 404 if there is no such table (or the id cannot be one)
     */
    Table get(String id) {
        Table table = wellFormedId(id) ? byId.get(id) : null;
        if (table == null) {
            throw ApiError.notFound("no table with that id: check the link");
        }
        return table;
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

    /**
     * A new table for a configuration sent by a client.
     *
     * @param request a configuration as docs/configuration.md, without {@code seed}, with an optional {@code bots}
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
        GameConfig config;
        try {
            config = ConfigFiles.parseJson(json.print(body), catalog, TABLE_FIELDS);
        } catch (ConfigurationException e) {
            throw badConfiguration(String.join("; ", e.problems()));
        }
        ObjectNode publicConfig = publicConfig(config);
        String id = MatchIds.random();
        Table table = new Table(this, id, config, publicConfig, bots);
        lobby.createTable(id, json.print(publicConfig), bots, clock.instant().toString());
        byId.put(id, table);
        return table;
    }

    private static Set<String> tableFields() {
        Set<String> fields = new java.util.TreeSet<>(ConfigFiles.fields());
        fields.remove("seed");
        fields.add("bots");
        return Set.copyOf(fields);
    }

    /** The configuration without its seed: what anyone may see, and what is stored until the game starts. */
    private ObjectNode publicConfig(GameConfig config) {
        ObjectNode tree = json.configTree(config);
        tree.remove("seed");
        return tree;
    }

    /** Loads every stored table; one that cannot be read is logged and left out, and the others are served. */
    private void load() {
        for (LobbyStore.StoredTable stored : lobby.all()) {
            try {
                GameConfig config = ConfigFiles.parseJson(stored.config(), catalog);
                Table table = new Table(this, stored.id(), config, publicConfig(config), stored.bots());
                for (LobbyStore.StoredSeat seat : stored.seats()) {
                    table.restoreSeat(seat.seat(), seat.name(), seat.tokenHash());
                }
                Optional<Match> match = Match.load(stored.id(), catalog, matches, clock, StoreLimits.defaults(),
                        botPace());
                match.ifPresent(table::restoreMatch);
                byId.put(stored.id(), table);
            } catch (RuntimeException e) {
                LOG.error("table {} cannot be loaded and is not served: {}", stored.id(), e.getMessage(), e);
            }
        }
    }

    private static ApiError badConfiguration(String message) {
        return new ApiError(422, "BAD_CONFIGURATION", message);
    }

    @Override
    public void close() {
        heldBots.shutdownNow();
        matches.close();
        lobby.close();
    }
}
