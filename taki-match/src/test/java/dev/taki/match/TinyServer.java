package dev.taki.match;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.taki.api.GameConfig;
import dev.taki.core.VariantCatalog;
import dev.taki.core.json.TakiJson;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

/**
 * The server of docs/server.md: one match of three seats (a person and two bots) over HTTP with the JDK's own
 * server, kept in JSON files, with a 60-second move clock that a {@link MatchDriver} keeps. {@code GET /view},
 * {@code GET /events?since=n}, {@code POST /moves} with {@code {"move": "play R5", "version": n}}; the seat's token in
 * {@code Authorization: Bearer …}.
 */
final class TinyServer implements AutoCloseable {
    private static final TakiJson JSON = TakiJson.create();
    private static final int MAX_BODY = 4096;
    private final HttpServer http;
    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
    private final MatchDriver driver = new MatchDriver(scheduler);
    private final MatchStore store;
    private final Match match;
    private final Map<String, Integer> seatsByToken = new ConcurrentHashMap<>();

    TinyServer(Path data, String matchId, int port) throws IOException {
        VariantCatalog catalog = VariantCatalog.discover();
        store = new FileMatchStore(data, catalog);
        MatchOptions options = MatchOptions.defaults().withMoveClock(MoveClock.ofSeconds(60));
        match = Match.load(matchId, catalog, store, StoreLimits.defaults(), options)
                .orElseGet(() -> Match.start(matchId, GameConfig.of(3), List.of(
                        MatchSeat.human(0, "You", "heuristic"),
                        MatchSeat.bot(1, "Bender", "heuristic"),
                        MatchSeat.bot(2, "Marvin", "random")), catalog, store, options));
        byte[] secret = new byte[24];
        new SecureRandom().nextBytes(secret);
        seatsByToken.put(HexFormat.of().formatHex(secret), 0);
        match.wake();         // a restored match's bots move before anyone looks
        driver.drive(match);  // then held bots, deadlines and retries happen by themselves
        http = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
        http.createContext("/view", ex -> answer(ex, () -> view(ex)));
        http.createContext("/events", ex -> answer(ex, () -> events(ex)));
        http.createContext("/moves", ex -> answer(ex, () -> move(ex)));
        http.start();
    }

    int port() {
        return http.getAddress().getPort();
    }

    /** The token of seat 0, as the page that made the table would hand it to its player. */
    String token() {
        return seatsByToken.keySet().iterator().next();
    }

    Match match() {
        return match;
    }

    private record Reply(int status, JsonNode body) {
    }

    private interface Handler {
        Reply handle() throws IOException;
    }

    private Reply view(HttpExchange ex) {
        Optional<Integer> seat = seat(ex);
        return new Reply(200, seat.isPresent() ? JSON.viewTree(match.view(seat.get()))
                : JSON.publicViewTree(match.state()));
    }

    private Reply events(HttpExchange ex) {
        String query = Optional.ofNullable(ex.getRequestURI().getQuery()).orElse("since=0");
        long since = Long.parseLong(query.replaceFirst("^since=", ""));
        int viewer = seat(ex).orElse(-1);
        List<LoggedEvent> events = match.eventsSince(since, viewer, 500);
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("last", events.isEmpty() ? since : events.get(events.size() - 1).seq());
        out.set("events", JSON.eventsTree(events.stream().map(LoggedEvent::event).toList()).get("events"));
        return new Reply(200, out);
    }

    private Reply move(HttpExchange ex) throws IOException {
        Optional<Integer> seat = seat(ex);
        if (seat.isEmpty()) {
            return error(401, "NO_SEAT", "send your seat's token as Authorization: Bearer …");
        }
        JsonNode body = JSON.parse(new String(readBody(ex.getRequestBody()), StandardCharsets.UTF_8));
        if (!body.path("move").isString() || !body.path("version").isInt()) {
            return error(400, "BAD_REQUEST", "expected {\"move\": \"play R5\", \"version\": n}");
        }
        MatchResult result = match.submit(seat.get(), body.get("move").asString(), body.get("version").asInt());
        if (result instanceof MatchResult.Refused r) {
            int status = r.code() == Refusal.STALE_VERSION ? 409 : 422;
            return error(status, r.rejection() != null ? r.rejection().name() : r.code().name(), r.message());
        }
        return new Reply(200, JSON.viewTree(match.view(seat.get())));
    }

    private Optional<Integer> seat(HttpExchange ex) {
        String auth = ex.getRequestHeaders().getFirst("Authorization");
        return auth == null || !auth.startsWith("Bearer ") ? Optional.empty()
                : Optional.ofNullable(seatsByToken.get(auth.substring(7)));
    }

    private static Reply error(int status, String code, String message) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("code", code);
        out.put("message", message);
        return new Reply(status, out);
    }

    private static byte[] readBody(InputStream in) throws IOException {
        byte[] body = in.readNBytes(MAX_BODY + 1);
        if (body.length > MAX_BODY) {
            throw new IllegalArgumentException("the request is over " + MAX_BODY + " bytes");
        }
        return body;
    }

    /** Every answer is JSON; bad input is a 400 with a sentence, never a stack trace. */
    private static void answer(HttpExchange ex, Handler handler) throws IOException {
        Reply reply;
        try {
            reply = handler.handle();
        } catch (MatchStoreException e) {
            // the move was not saved (a saved one is never thrown): nothing changed, and the player may resend it
            reply = error(503, "TRY_AGAIN", "the move could not be saved: send it again");
        } catch (RuntimeException e) {
            reply = error(400, "BAD_REQUEST", String.valueOf(e.getMessage()));
        }
        byte[] bytes = JSON.print(reply.body()).getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        ex.sendResponseHeaders(reply.status(), bytes.length);
        ex.getResponseBody().write(bytes);
        ex.close();
    }

    @Override
    public void close() {
        http.stop(0);
        driver.close();
        scheduler.shutdownNow();
        store.close();
    }
}
