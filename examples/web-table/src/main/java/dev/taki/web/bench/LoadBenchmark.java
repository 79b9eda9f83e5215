package dev.taki.web.bench;

import dev.taki.web.WebTable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * The web table under load: many tables played at once over HTTP on loopback, each by one client for seat 0
 * (choosing one of its view's legal moves) against three bots. All tables are made and started first; then a
 * bounded pool of client threads takes the table that waited longest, makes its move and puts it back, until
 * every game is over or the time is up. Prints moves per second and the latency of {@code POST .../moves}.
 *
 * <pre>{@code java -cp taki-web.jar dev.taki.web.bench.LoadBenchmark [--tables 200] [--clients 16]
 *     [--seconds 300] [--url http://host:port]}</pre>
 *
 * Without {@code --url} it starts a server in this process on a temporary data folder, deleted at the end.
 */
public final class LoadBenchmark {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final URI base;

    private LoadBenchmark(URI base) {
        this.base = base;
    }

    /** One table being played: its id, the token of seat 0 and the view of its last answer. */
    private static final class Game {
        final String id;
        final String token;
        final Random random;
        JsonNode view;

        Game(String id, String token, JsonNode view, long seed) {
            this.id = id;
            this.token = token;
            this.view = view;
            this.random = new Random(seed);
        }
    }

    /**
     * Runs the benchmark.
     *
     * @param args {@code --tables N --clients N --seconds N --url URL}
     * @throws Exception if the server cannot be started or reached
     */
    public static void main(String[] args) throws Exception {
        int tables = 200;
        int clients = 16;
        int seconds = 300;
        String url = null;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--tables" -> tables = Integer.parseInt(args[i + 1]);
                case "--clients" -> clients = Integer.parseInt(args[i + 1]);
                case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                case "--url" -> url = args[i + 1];
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + "; the options are --tables, --clients, --seconds, --url");
            }
        }
        if (args.length % 2 != 0) {
            throw new IllegalArgumentException("every option takes a value: " + Arrays.toString(args));
        }
        Path data = null;
        WebTable server = null;
        try {
            if (url == null) {
                data = Files.createTempDirectory("taki-web-load");
                server = WebTable.start(data, "127.0.0.1", 0);
                url = "http://127.0.0.1:" + server.port();
            }
            new LoadBenchmark(URI.create(url)).run(tables, clients, seconds);
        } finally {
            if (server != null) {
                server.close();
            }
            if (data != null) {
                try (Stream<Path> files = Files.walk(data)) {
                    for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                        Files.deleteIfExists(p);
                    }
                }
            }
        }
    }

    private void run(int tables, int clients, int seconds) throws InterruptedException {
        System.out.printf(Locale.ROOT, "taki web table load: %d tables (seat 0 over HTTP, 3 heuristic bots), %d client"
                + " threads, at most %d s, %s, %d processors%n", tables, clients, seconds, base,
                Runtime.getRuntime().availableProcessors());
        LinkedBlockingQueue<Game> ready = new LinkedBlockingQueue<>();
        long setUp = System.nanoTime();
        for (int t = 0; t < tables; t++) {
            String id = post("/api/tables", "{\"players\": 4, \"bots\": \"heuristic\"}", null).get("id").asString();
            String token = post("/api/tables/" + id + "/seats", "{\"name\": \"Load " + t + "\"}", null)
                    .get("token").asString();
            JsonNode started = post("/api/tables/" + id + "/start", "", token);
            ready.add(new Game(id, token, started, t));
        }
        System.out.printf(Locale.ROOT, "made and started %d tables in %.1f s%n", tables,
                (System.nanoTime() - setUp) / 1e9);

        long[] latencies = new long[4_000_000];
        AtomicInteger recorded = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        AtomicInteger failures = new AtomicInteger();
        AtomicLong versions = new AtomicLong();
        long start = System.nanoTime();
        long deadline = start + TimeUnit.SECONDS.toNanos(seconds);
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        AtomicInteger open = new AtomicInteger(tables);
        for (int c = 0; c < clients; c++) {
            pool.submit(() -> {
                while (open.get() > 0 && System.nanoTime() < deadline) {
                    Game game;
                    try {
                        game = ready.poll(100, TimeUnit.MILLISECONDS);
                    } catch (InterruptedException e) {
                        return;
                    }
                    if (game == null) {
                        continue;
                    }
                    JsonNode view = game.view.get("view");
                    String body = JSON.createObjectNode().put("move", choose(view, game.random))
                            .put("version", view.get("version").asInt()).toString();
                    long before = System.nanoTime();
                    JsonNode answer;
                    try {
                        answer = post("/api/tables/" + game.id + "/moves", body, game.token);
                    } catch (RuntimeException e) {
                        failures.incrementAndGet();
                        open.decrementAndGet();
                        continue;
                    }
                    long took = System.nanoTime() - before;
                    int slot = recorded.getAndIncrement();
                    if (slot < latencies.length) {
                        latencies[slot] = took;
                    }
                    game.view = answer;
                    if (answer.at("/table/status").asString().equals("over")) {
                        versions.addAndGet(answer.at("/view/version").asInt());
                        finished.incrementAndGet();
                        open.decrementAndGet();
                    } else {
                        ready.add(game);
                    }
                }
            });
        }
        pool.shutdown();
        pool.awaitTermination(seconds + 60L, TimeUnit.SECONDS);
        double elapsed = (System.nanoTime() - start) / 1e9;
        int n = Math.min(recorded.get(), latencies.length);
        long[] sorted = Arrays.copyOf(latencies, n);
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "games finished: %d of %d in %.1f s (%d failed requests)%n", finished.get(),
                tables, elapsed, failures.get());
        System.out.printf(Locale.ROOT, "POST moves: %d, %.0f a second%n", n, n / elapsed);
        System.out.printf(Locale.ROOT, "all moves of the finished games, bots' included: %d, %.0f a second%n",
                versions.get(), versions.get() / elapsed);
        System.out.printf(Locale.ROOT, "POST move latency: p50 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                percentile(sorted, 0.50), percentile(sorted, 0.99), n == 0 ? 0 : sorted[n - 1] / 1e6);
    }

    private static double percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)] / 1e6;
    }

    /**
     * A legal move of a view as the API writes it: a play when there is one (games end sooner), chosen at random.
     * The web table's tests play their seats with it too.
     *
     * @param view   a seat's view, with its {@code legalMoves}
     * @param random where the choice comes from
     * @return a move in notation
     */
    public static String choose(JsonNode view, Random random) {
        List<String> plays = new ArrayList<>();
        List<String> all = new ArrayList<>();
        for (JsonNode m : view.get("legalMoves")) {
            all.add(m.asString());
            if (m.asString().startsWith("play")) {
                plays.add(m.asString());
            }
        }
        List<String> from = plays.isEmpty() ? all : plays;
        return from.get(random.nextInt(from.size()));
    }

    private JsonNode post(String path, String body, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() / 100 != 2) {
                throw new IllegalStateException(path + ": " + response.statusCode() + " " + response.body());
            }
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new IllegalStateException(path + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(path + ": interrupted", e);
        }
    }
}
