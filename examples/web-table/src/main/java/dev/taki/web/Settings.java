package dev.taki.web;

import dev.taki.api.GameConfig;
import dev.taki.match.BotPace;
import dev.taki.match.MatchOptions;
import dev.taki.match.MatchStore;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;

/**
 * How a server is set up: where it listens, where its matches are kept, and how its games are dealt and paced. A
 * server people play on takes {@link #of(Path, String, String, int)}; tests change what they need with the withers.
 *
 * @param data          the folder of the default database ({@code taki-web.db}), made if missing
 * @param database      a JDBC URL ({@code jdbc:postgresql://…} or {@code jdbc:sqlite:…}), or null for SQLite in
 *                      {@code data}
 * @param host          the address to listen on
 * @param port          the port, or 0 for a free one
 * @param seeds         where the seed of each game is drawn, when its table is made
 * @param helloDeadline how long a socket may stay open without its hello
 * @param botPause      how long a bot waits at the start of its turn while a person may move out of turn (zero: bots
 *                      move at once)
 * @param clockSecond   how long one second of a table's move clock lasts: a second, shorter in tests that let a
 *                      clock run out
 * @param stores        what the match store is wrapped in: nothing, but in tests that make it fail
 */
record Settings(Path data, String database, String host, int port, LongSupplier seeds, Duration helloDeadline,
                Duration botPause, Duration clockSecond, UnaryOperator<MatchStore> stores) {

    Settings {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(seeds, "seeds");
        Objects.requireNonNull(helloDeadline, "helloDeadline");
        Objects.requireNonNull(botPause, "botPause");
        Objects.requireNonNull(clockSecond, "clockSecond");
        Objects.requireNonNull(stores, "stores");
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port: expected 0 to 65535, got " + port);
        }
        if (clockSecond.isZero() || clockSecond.isNegative()) {
            throw new IllegalArgumentException("clockSecond: expected more than zero, got " + clockSecond);
        }
        if (database != null && !database.startsWith("jdbc:")) {
            throw new IllegalArgumentException("database: expected a JDBC URL such as jdbc:postgresql://host/db or"
                    + " jdbc:sqlite:file.db, got " + database);
        }
        // the pause is the matches' own: their options say what they allow (zero to one minute), and say it here
        matchOptions(Clock.systemUTC(), botPause);
    }

    /** The options of this server's matches: bots that move at once when the pause is zero, else wait for people. */
    MatchOptions matchOptions(Clock clock) {
        return matchOptions(clock, botPause);
    }

    private static MatchOptions matchOptions(Clock clock, Duration botPause) {
        return MatchOptions.defaults().withClock(clock)
                .withPace(botPause.isZero() ? BotPace.AT_ONCE : BotPace.WAIT_FOR_PEOPLE, botPause);
    }

    /**
     * The settings of a server people play on: fresh unpredictable seeds, bots that wait for people who may move out
     * of turn, clocks in real seconds.
     */
    static Settings of(Path data, String database, String host, int port) {
        return new Settings(data, database, host, port, GameConfig::freshSeed, Sockets.HELLO_DEADLINE,
                WebTable.BOT_PAUSE, Duration.ofSeconds(1), UnaryOperator.identity());
    }

    /** {@return the JDBC URL of the match store: the one given, else SQLite in the data folder} */
    String databaseUrl() {
        return database != null ? database : "jdbc:sqlite:" + data.resolve("taki-web.db").toAbsolutePath();
    }

    Settings withSeeds(LongSupplier seeds) {
        return new Settings(data, database, host, port, seeds, helloDeadline, botPause, clockSecond, stores);
    }

    Settings withHelloDeadline(Duration helloDeadline) {
        return new Settings(data, database, host, port, seeds, helloDeadline, botPause, clockSecond, stores);
    }

    Settings withBotPause(Duration botPause) {
        return new Settings(data, database, host, port, seeds, helloDeadline, botPause, clockSecond, stores);
    }

    Settings withClockSecond(Duration clockSecond) {
        return new Settings(data, database, host, port, seeds, helloDeadline, botPause, clockSecond, stores);
    }

    Settings withStores(UnaryOperator<MatchStore> stores) {
        return new Settings(data, database, host, port, seeds, helloDeadline, botPause, clockSecond, stores);
    }

    Settings withDatabase(String database) {
        return new Settings(data, database, host, port, seeds, helloDeadline, botPause, clockSecond, stores);
    }
}
