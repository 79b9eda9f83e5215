package dev.taki.web;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The web table: a server where people make a table, invite friends by link and play TAKI in the browser, with
 * bots in the empty seats. Its HTTP and WebSocket API is in docs/web-api.md; the page is served from the class
 * path's {@code web/} folder. Tables are matches of the match store: SQLite in {@code DATA/taki-web.db}, or the
 * database of {@code --database} (PostgreSQL, which several servers may share), so they survive a restart.
 *
 * <pre>{@code java -jar taki-web.jar [--port 8080] [--data taki-web-data] [--database URL] [--host 0.0.0.0]}</pre>
 */
public final class WebTable implements AutoCloseable {
    /** The security headers of every answer: the page loads only what this server serves. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self';"
            + " img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self';"
            + " frame-ancestors 'none'";
    /** The headers of every answer, the application's and the errors Jetty answers before it (JsonErrors). */
    static final Map<String, String> SECURITY_HEADERS = Map.of("X-Content-Type-Options", "nosniff",
            "Content-Security-Policy", CONTENT_SECURITY_POLICY, "Referrer-Policy", "no-referrer",
            "X-Frame-Options", "DENY");
    /**
     * How long a bot waits at the start of its turn while a person may move out of turn (jump in, catch a player who
     * forgot "last card"): long enough to see the table and click.
     */
    static final Duration BOT_PAUSE = Duration.ofMillis(1500);

    private final Tables tables;
    private final Sockets sockets;
    private final Javalin app;

    private WebTable(Tables tables, Sockets sockets, Javalin app) {
        this.tables = tables;
        this.sockets = sockets;
        this.app = app;
    }

    /**
     * Starts a server whose matches are kept in SQLite, in {@code data/taki-web.db}.
     *
     * @param data the folder of its database, made if missing
     * @param host the address to listen on ({@code 0.0.0.0} for every interface)
     * @param port the port, or 0 for a free one
     * @return the running server
     * @throws IOException if the data folder cannot be made
     */
    public static WebTable start(Path data, String host, int port) throws IOException {
        return start(Settings.of(data, null, host, port));
    }

    /**
     * Starts a server whose matches are kept in a database of your choice. Several servers may share one PostgreSQL
     * database: each hears the others' moves, and bots and move clocks act once (docs/web-table.md).
     *
     * @param data the folder of the default database, made if missing (unused when {@code database} is given)
     * @param database a JDBC URL ({@code jdbc:postgresql://host/db?user=…&password=…} or {@code jdbc:sqlite:FILE}),
     *                 or null for SQLite in {@code data}
     * @param host the address to listen on ({@code 0.0.0.0} for every interface)
     * @param port the port, or 0 for a free one
     * @return the running server
     * @throws IOException if the data folder cannot be made
     */
    public static WebTable start(Path data, String database, String host, int port) throws IOException {
        return start(Settings.of(data, database, host, port));
    }

    /**
     * Starts a server whose games are dealt from the seeds of {@code seeds}: for tests that need a particular deal.
     * Its bots move at once, never waiting for a person who may jump in or catch, so that a test reads the table
     * the bots left without waiting on a clock.
     *
     * @param data the folder of its database, made if missing
     * @param host the address to listen on
     * @param port the port, or 0 for a free one
     * @param seeds where the seed of each game is drawn when its table is made
     * @return the running server
     * @throws IOException if the data folder cannot be made
     */
    static WebTable start(Path data, String host, int port, LongSupplier seeds) throws IOException {
        return start(data, host, port, seeds, Sockets.HELLO_DEADLINE);
    }

    /** The server, with the time a socket has to say hello (tests shorten it). */
    static WebTable start(Path data, String host, int port, LongSupplier seeds, Duration helloDeadline)
            throws IOException {
        return start(data, host, port, seeds, helloDeadline, Duration.ZERO);
    }

    /**
     * The server, with the time a socket has to say hello and the time a bot waits at the start of its turn while a
     * person may move out of turn (zero: bots move at once; tests that hold bots give a long one and let them move on
     * themselves, with {@link Table#resumeBots(int)}).
     */
    static WebTable start(Path data, String host, int port, LongSupplier seeds, Duration helloDeadline,
                          Duration botPause) throws IOException {
        return start(Settings.of(data, null, host, port).withSeeds(seeds).withHelloDeadline(helloDeadline)
                .withBotPause(botPause));
    }

    /** The server of these settings. */
    static WebTable start(Settings settings) throws IOException {
        Files.createDirectories(settings.data());
        Tables tables = new Tables(settings);
        Sockets sockets = new Sockets(tables, settings.helloDeadline());
        try {
            Routes routes = new Routes(tables);
            Javalin app = Javalin.create(config -> {
                config.startup.showJavalinBanner = false;
                config.startup.showOldJavalinVersionWarning = false;
                config.http.prefer405over404 = true;
                config.staticFiles.add(files -> {
                    files.hostedPath = "/";
                    files.directory = "/web";
                    files.location = Location.CLASSPATH;
                });
                config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrors()));
                config.jetty.modifyWebSocketServletFactory(factory -> {
                    factory.setMaxTextMessageSize(Requests.MAX_BODY);
                    factory.setIdleTimeout(Duration.ofMinutes(2));
                });
                config.routes.before(ctx -> SECURITY_HEADERS.forEach(ctx::header));
                routes.register(config.routes);
                config.routes.ws("/api/tables/{id}/ws", sockets::configure);
            });
            app.start(settings.host(), settings.port());
            return new WebTable(tables, sockets, app);
        } catch (RuntimeException e) {
            sockets.close();
            tables.close();
            throw e;
        }
    }

    /** {@return the port the server listens on} */
    public int port() {
        return app.port();
    }

    /** {@return the server's tables: for its tests, which look at the games' real state} */
    Tables tables() {
        return tables;
    }

    /** {@return the address of the lobby page on this machine} */
    public URI url() {
        return URI.create("http://localhost:" + port() + "/");
    }

    /** Stops the server and closes its database; the tables are there again for the next server on the folder. */
    @Override
    public void close() {
        app.stop();
        sockets.close();
        tables.close();
    }

    /**
     * Runs the server until the process is stopped.
     *
     * @param args {@code [--port 8080] [--data DIR] [--database URL] [--host ADDRESS]}
     * @throws IOException if the data folder cannot be made
     */
    public static void main(String[] args) throws IOException {
        int port = 8080;
        Path data = Path.of("taki-web-data");
        String database = null;
        String host = "0.0.0.0";
        List<String> options = List.of("--port", "--data", "--database", "--host");
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--help") || arg.equals("-h")) {
                usage(System.out);
                return;
            }
            if (i + 1 >= args.length || !options.contains(arg)) {
                System.err.println(i + 1 >= args.length && options.contains(arg) ? arg + ": expected a value after it"
                        : "unknown argument: " + arg);
                usage(System.err);
                System.exit(2);
            }
            String value = args[++i];
            switch (arg) {
                case "--port" -> {
                    try {
                        port = Integer.parseInt(value);
                    } catch (NumberFormatException e) {
                        port = -1;
                    }
                    if (port < 0 || port > 65535) {
                        System.err.println("--port: expected 0 to 65535, got " + value);
                        System.exit(2);
                    }
                }
                case "--data" -> data = Path.of(value);
                case "--database" -> {
                    if (!value.startsWith("jdbc:postgresql:") && !value.startsWith("jdbc:sqlite:")) {
                        System.err.println("--database: expected jdbc:postgresql://HOST[:PORT]/DB?user=…&password=… or"
                                + " jdbc:sqlite:FILE, got " + redacted(value));
                        System.exit(2);
                    }
                    database = value;
                }
                default -> host = value;
            }
        }
        WebTable server = start(data, database, host, port);
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "taki-web-stop"));
        System.out.println("taki web table: " + server.url());
    }

    /** A URL as it may be printed: its password left out. */
    static String redacted(String url) {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }

    private static void usage(PrintStream out) {
        out.println("usage: java -jar taki-web.jar [--port 8080] [--data taki-web-data] [--database URL]"
                + " [--host 0.0.0.0]");
        out.println("  --port      the port to listen on (0: a free one); default 8080");
        out.println("  --data      the folder of the default database, taki-web.db (SQLite); default taki-web-data");
        out.println("  --database  where the tables are kept instead: jdbc:postgresql://HOST[:PORT]/DB?user=U&password=P");
        out.println("              (several servers may share one PostgreSQL database) or jdbc:sqlite:FILE");
        out.println("  --host      the address to listen on; default 0.0.0.0 (every interface)");
    }
}
