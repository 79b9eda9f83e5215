package dev.taki.web.bench;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The web table under load, as a client process of a running server: many tables played at once over HTTP, each by
 * this client for seat 0 (choosing one of its view's legal moves) against three bots. The tables are made, claimed and
 * begun first; then a bounded pool of client threads takes the table that is due, makes its move when its view says
 * seat 0 is to act (else looks at the view again a little later: the bots may be waiting or retrying) and puts it
 * back, until every game is over, a table is stuck, or the time is up. It prints the games finished, the errors (any
 * answer but 2xx and the expected 409 STALE_VERSION), the stuck tables (not over, yet their view did not change for
 * {@code --stuck-seconds}), the moves a second and the latency of {@code POST …/moves} (p50, p95, p99, max); it exits
 * with status 1 unless every game finished with no error and no table stuck.
 *
 * <pre>{@code java -cp taki-web.jar dev.taki.web.bench.LoadBenchmark --url http://127.0.0.1:8080 [--tables 200]
 *     [--clients 16] [--seconds 600] [--stuck-seconds 30]}</pre>
 */
public final class LoadBenchmark {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** How long a table whose seat 0 is not to act waits before its view is asked for again. */
    private static final long LOOK_AGAIN_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final URI base;
    private final Map<String, AtomicInteger> errors = new TreeMap<>();

    private LoadBenchmark(URI base) {
        this.base = base;
    }

    /**
     * What a run measured.
     *
     * @param tables        the tables made
     * @param finished      the games played to their end
     * @param errors        answers that were neither 2xx nor an expected 409 STALE_VERSION, and failed connections
     * @param stuck         tables not over whose view did not change for the stuck time
     * @param stale         moves refused as stale (expected: the client then looks again)
     * @param moveRequests  the {@code POST …/moves} answered with 200
     * @param allMoves      the moves of the finished games, the bots' included
     * @param seconds       the time the play took, by the clock
     * @param p50           the median latency of a {@code POST …/moves}, in milliseconds
     * @param p95           its 95th percentile
     * @param p99           its 99th percentile
     * @param max           the longest
     * @param errorsByKind  the errors by status and code (such as {@code 503 TRY_AGAIN})
     */
    public record Result(int tables, int finished, int errors, int stuck, int stale, int moveRequests, long allMoves,
                         double seconds, double p50, double p95, double p99, double max,
                         Map<String, Integer> errorsByKind) {
        /** {@return true if every game finished, with no error and no table stuck} */
        public boolean clean() {
            return finished == tables && errors == 0 && stuck == 0;
        }
    }

    /** One table being played: its id, the token of seat 0, its last view and when that view last changed. */
    private static final class Game implements Delayed {
        final String id;
        final String token;
        final Random random;
        JsonNode answer;
        long changedAt;
        long dueAt;

        Game(String id, String token, JsonNode answer, long seed) {
            this.id = id;
            this.token = token;
            this.answer = answer;
            this.random = new Random(seed);
            this.changedAt = System.nanoTime();
            this.dueAt = changedAt;
        }

        /** Takes a new answer, noting when the table's version or status last changed. */
        void seen(JsonNode next) {
            if (next.at("/view/version").asInt(-1) != answer.at("/view/version").asInt(-1)
                    || !next.at("/table/status").asString().equals(answer.at("/table/status").asString())) {
                changedAt = System.nanoTime();
            }
            answer = next;
        }

        boolean over() {
            return answer.at("/table/status").asString().equals("over");
        }

        boolean toAct() {
            JsonNode view = answer.get("view");
            return view != null && !view.isNull() && view.get("toAct").asInt() == 0 && !view.get("legalMoves").isEmpty();
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(dueAt - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        @Override
        public int compareTo(Delayed other) {
            return Long.compare(dueAt, ((Game) other).dueAt);
        }
    }

    /**
     * Runs the benchmark against a running server.
     *
     * @param args {@code --url URL [--tables N] [--clients N] [--seconds N] [--stuck-seconds N]}
     * @throws InterruptedException if interrupted
     */
    public static void main(String[] args) throws InterruptedException {
        int tables = 200;
        int clients = 16;
        int seconds = 600;
        int stuckSeconds = 30;
        String url = null;
        if (args.length % 2 != 0) {
            usage("every option takes a value: " + Arrays.toString(args));
        }
        for (int i = 0; i + 1 < args.length; i += 2) {
            try {
                switch (args[i]) {
                    case "--tables" -> tables = Integer.parseInt(args[i + 1]);
                    case "--clients" -> clients = Integer.parseInt(args[i + 1]);
                    case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                    case "--stuck-seconds" -> stuckSeconds = Integer.parseInt(args[i + 1]);
                    case "--url" -> url = args[i + 1];
                    default -> usage("unknown option " + args[i]);
                }
            } catch (NumberFormatException e) {
                usage(args[i] + ": expected a whole number, got " + args[i + 1]);
            }
        }
        if (url == null) {
            usage("--url: the address of a running web table is needed (scripts/load-web starts one)");
        }
        if (tables < 1 || clients < 1 || seconds < 1 || stuckSeconds < 1) {
            usage("--tables, --clients, --seconds and --stuck-seconds: expected 1 or more");
        }
        Result result = run(URI.create(url), tables, clients, seconds, stuckSeconds, System.out);
        System.exit(result.clean() ? 0 : 1);
    }

    private static void usage(String problem) {
        System.err.println(problem);
        System.err.println("usage: java -cp taki-web.jar dev.taki.web.bench.LoadBenchmark --url http://host:port"
                + " [--tables 200] [--clients 16] [--seconds 600] [--stuck-seconds 30]");
        System.exit(2);
    }

    /**
     * Plays the tables against a running server and prints what it measured.
     *
     * @param url          the server's address
     * @param tables       how many tables to play at once
     * @param clients      how many client threads send requests
     * @param seconds      the most the play may take
     * @param stuckSeconds how long a table's view may stay the same, the game not over, before it counts as stuck
     * @param out          where the report goes
     * @return what it measured
     * @throws InterruptedException if interrupted
     */
    public static Result run(URI url, int tables, int clients, int seconds, int stuckSeconds, PrintStream out)
            throws InterruptedException {
        return new LoadBenchmark(url).play(tables, clients, seconds, stuckSeconds, out);
    }

    private Result play(int tables, int clients, int seconds, int stuckSeconds, PrintStream out)
            throws InterruptedException {
        out.printf(Locale.ROOT, "taki web table load: %d tables (seat 0 over HTTP, 3 heuristic bots), %d client"
                + " threads, at most %d s, stuck after %d s, %s, %d processors here%n", tables, clients, seconds,
                stuckSeconds, base, Runtime.getRuntime().availableProcessors());
        DelayQueue<Game> due = new DelayQueue<>();
        long setUp = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        AtomicInteger made = new AtomicInteger();
        AtomicInteger lost = new AtomicInteger();
        for (int c = 0; c < clients; c++) {
            pool.submit(() -> {
                for (int t = made.getAndIncrement(); t < tables; t = made.getAndIncrement()) {
                    Game game = setUp(t);
                    if (game == null) {
                        lost.incrementAndGet();
                    } else {
                        due.add(game);
                    }
                }
            });
        }
        pool.shutdown();
        pool.awaitTermination(seconds, TimeUnit.SECONDS);
        out.printf(Locale.ROOT, "made, claimed and began %d tables in %.1f s%n", due.size(),
                (System.nanoTime() - setUp) / 1e9);

        long[] latencies = new long[4_000_000];
        AtomicInteger recorded = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        AtomicInteger stuck = new AtomicInteger();
        AtomicInteger stale = new AtomicInteger();
        AtomicLong allMoves = new AtomicLong();
        AtomicInteger open = new AtomicInteger(due.size());
        long start = System.nanoTime();
        long deadline = start + TimeUnit.SECONDS.toNanos(seconds);
        long stuckNanos = TimeUnit.SECONDS.toNanos(stuckSeconds);
        pool = Executors.newFixedThreadPool(clients);
        for (int c = 0; c < clients; c++) {
            pool.submit(() -> {
                while (open.get() > 0 && System.nanoTime() < deadline) {
                    Game game;
                    try {
                        game = due.poll(100, TimeUnit.MILLISECONDS);
                    } catch (InterruptedException e) {
                        return;
                    }
                    if (game == null) {
                        continue;
                    }
                    if (game.toAct()) {
                        JsonNode view = game.answer.get("view");
                        String body = JSON.createObjectNode().put("move", choose(view, game.random))
                                .put("version", view.get("version").asInt()).toString();
                        long before = System.nanoTime();
                        HttpResponse<String> answer = send("POST", "/api/tables/" + game.id + "/moves", body,
                                game.token);
                        long took = System.nanoTime() - before;
                        if (answer != null && answer.statusCode() == 200) {
                            int slot = recorded.getAndIncrement();
                            if (slot < latencies.length) {
                                latencies[slot] = took;
                            }
                            game.seen(JSON.readTree(answer.body()));
                        } else if (answer != null && answer.statusCode() == 409
                                && answer.body().contains("\"STALE_VERSION\"")) {
                            stale.incrementAndGet();
                            look(game);
                        } else {
                            error(answer);
                            look(game);
                        }
                    } else {
                        look(game);
                    }
                    if (game.over()) {
                        allMoves.addAndGet(game.answer.at("/view/version").asInt());
                        finished.incrementAndGet();
                        open.decrementAndGet();
                    } else if (System.nanoTime() - game.changedAt > stuckNanos) {
                        out.printf(Locale.ROOT, "stuck: table %s at version %d, its view unchanged for %d s: %s%n",
                                game.id, game.answer.at("/view/version").asInt(), stuckSeconds,
                                game.answer.path("view").path("toAct"));
                        stuck.incrementAndGet();
                        open.decrementAndGet();
                    } else {
                        game.dueAt = game.toAct() ? System.nanoTime() : System.nanoTime() + LOOK_AGAIN_NANOS;
                        due.add(game);
                    }
                }
            });
        }
        pool.shutdown();
        pool.awaitTermination(seconds + 60L, TimeUnit.SECONDS);
        pool.shutdownNow();
        double elapsed = (System.nanoTime() - start) / 1e9;
        int n = Math.min(recorded.get(), latencies.length);
        long[] sorted = Arrays.copyOf(latencies, n);
        Arrays.sort(sorted);
        Map<String, Integer> byKind = new TreeMap<>();
        int errorCount;
        synchronized (errors) {
            errors.forEach((kind, count) -> byKind.put(kind, count.get()));
            errorCount = errors.values().stream().mapToInt(AtomicInteger::get).sum() + lost.get();
        }
        Result result = new Result(tables, finished.get(), errorCount, stuck.get(), stale.get(), n, allMoves.get(),
                elapsed, percentile(sorted, 0.50), percentile(sorted, 0.95), percentile(sorted, 0.99),
                n == 0 ? 0 : sorted[n - 1] / 1e6, byKind);
        report(result, open.get(), out);
        return result;
    }

    private static void report(Result r, int unfinished, PrintStream out) {
        out.printf(Locale.ROOT, "games finished: %d of %d in %.1f s; unfinished at the end of the time: %d%n",
                r.finished(), r.tables(), r.seconds(), unfinished);
        out.printf(Locale.ROOT, "errors: %d %s; stuck tables: %d; stale moves refused (409, expected): %d%n",
                r.errors(), r.errorsByKind(), r.stuck(), r.stale());
        out.printf(Locale.ROOT, "POST moves: %d, %.0f a second%n", r.moveRequests(), r.moveRequests() / r.seconds());
        out.printf(Locale.ROOT, "all moves of the finished games, bots' included: %d, %.0f a second%n", r.allMoves(),
                r.allMoves() / r.seconds());
        out.printf(Locale.ROOT, "POST move latency: p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n", r.p50(),
                r.p95(), r.p99(), r.max());
        out.printf(Locale.ROOT, "%s%n", r.clean() ? "CLEAN: every game finished, no error, no table stuck"
                : "NOT CLEAN");
    }

    /** Makes a table, claims its first seat and begins it; null (the error counted) if a step failed. */
    private Game setUp(int t) {
        HttpResponse<String> made = send("POST", "/api/tables", "{\"players\": 4, \"bots\": \"heuristic\"}", null);
        if (made == null || made.statusCode() != 201) {
            error(made);
            return null;
        }
        String id = JSON.readTree(made.body()).get("id").asString();
        HttpResponse<String> seat = send("POST", "/api/tables/" + id + "/seats", "{\"name\": \"Load " + t + "\"}",
                null);
        if (seat == null || seat.statusCode() != 201) {
            error(seat);
            return null;
        }
        String token = JSON.readTree(seat.body()).get("token").asString();
        HttpResponse<String> begun = send("POST", "/api/tables/" + id + "/start", "", token);
        if (begun == null || begun.statusCode() != 200) {
            error(begun);
            return null;
        }
        return new Game(id, token, JSON.readTree(begun.body()), t);
    }

    /** Asks for seat 0's view again (the error counted if it fails). */
    private void look(Game game) {
        HttpResponse<String> view = send("GET", "/api/tables/" + game.id + "/view", null, game.token);
        if (view != null && view.statusCode() == 200) {
            game.seen(JSON.readTree(view.body()));
        } else {
            error(view);
        }
    }

    private void error(HttpResponse<String> answer) {
        String kind;
        if (answer == null) {
            kind = "no answer";
        } else {
            String code;
            try {
                code = JSON.readTree(answer.body()).path("code").asString("?");
            } catch (RuntimeException e) {
                code = "?";
            }
            kind = answer.statusCode() + " " + code;
        }
        synchronized (errors) {
            errors.computeIfAbsent(kind, k -> new AtomicInteger()).incrementAndGet();
        }
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

    /** Sends a request; null if no answer came (the connection failed or timed out). */
    private HttpResponse<String> send(String method, String path, String body, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(60));
        if (body != null) {
            request.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(body));
        } else {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        }
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
