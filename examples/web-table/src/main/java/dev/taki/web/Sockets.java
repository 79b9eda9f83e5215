package dev.taki.web;

import dev.taki.core.json.TakiJsonException;
import dev.taki.match.MatchStoreException;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * {@code /api/tables/{id}/ws}: a client's first frame is {@code {"type": "hello", "token": …, "since": n, "lang":
 * "he"}} (no token for a spectator; the token is kept out of the URL and so out of logs; {@code lang}, English if
 * absent, is the language of the views' words and the events' lines). The server answers
 * {@code {"type": "welcome", "seat": n}}, then pushes the events, the viewer's view after each move, and the table
 * as they change. Moves go over HTTP.
 */
final class Sockets implements AutoCloseable {
    /** How long a socket may stay open without its hello. */
    static final Duration HELLO_DEADLINE = Duration.ofSeconds(30);

    private final Tables tables;
    private final Duration helloDeadline;
    private final Map<String, TableSocket> bySession = new ConcurrentHashMap<>();
    private final ScheduledExecutorService deadlines = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "taki-web-hello-deadlines");
        t.setDaemon(true);
        return t;
    });

    Sockets(Tables tables, Duration helloDeadline) {
        this.tables = tables;
        this.helloDeadline = helloDeadline;
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            ctx.enableAutomaticPings(20, TimeUnit.SECONDS);
            // The pings keep a socket open for ever: one that has not said hello in time is let go.
            deadlines.schedule(() -> closeWithoutHello(ctx), helloDeadline.toMillis(), TimeUnit.MILLISECONDS);
        });
        ws.onMessage(ctx -> onMessage(ctx, ctx.message()));
        ws.onClose(ctx -> leave(ctx));
        ws.onError(ctx -> leave(ctx));
    }

    private void closeWithoutHello(WsContext ctx) {
        if (!bySession.containsKey(ctx.sessionId()) && ctx.session.isOpen()) {
            ctx.send(error("BAD_REQUEST", "no hello within " + helloDeadline.toSeconds() + " s: send "
                    + "{\"type\": \"hello\", \"token\": …, \"since\": 0} first"));
            ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, "BAD_REQUEST");
        }
    }

    @Override
    public void close() {
        deadlines.shutdownNow();
    }

    private void onMessage(WsContext ctx, String message) {
        if (bySession.containsKey(ctx.sessionId())) {
            ctx.send(error("BAD_REQUEST", "this socket only listens: send moves with POST /api/tables/{id}/moves"));
            return;
        }
        try {
            hello(ctx, message);
        } catch (ApiError e) {
            ctx.send(error(e.code(), e.getMessage()));
            ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, e.code());
        } catch (MatchStoreException e) {
            // The table could not be read from the store: the client's reconnection tries again.
            ctx.send(error("TRY_AGAIN", "the table could not be read; try again"));
            ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "TRY_AGAIN");
        }
    }

    private void hello(WsContext ctx, String message) {
        Table table = tables.get(ctx.pathParam("id"));
        JsonNode hello;
        try {
            hello = tables.json().parse(message);
        } catch (TakiJsonException e) {
            throw ApiError.badRequest("the hello is " + e.getMessage());
        }
        String example = "{\"type\": \"hello\", \"token\": \"…\", \"since\": 0}";
        Requests.onlyFields(hello, example, List.of("type", "token", "since", "lang"));
        if (!hello.path("type").isString() || !hello.get("type").asString().equals("hello")) {
            throw ApiError.badRequest("type: the first frame must be " + example);
        }
        JsonNode since = hello.get("since");
        if (since != null && (!since.isIntegralNumber() || !since.canConvertToLong() || since.asLong() < 0)) {
            throw ApiError.badRequest("since: expected the number of the last event you have, 0 or more");
        }
        JsonNode lang = hello.get("lang");
        if (lang != null && !lang.isNull() && (!lang.isString() || lang.asString().length() > 35)) {
            throw ApiError.badRequest("lang: expected a language tag such as \"he\" or \"en\"");
        }
        Locale locale = lang == null || lang.isNull() ? Locale.ENGLISH : Requests.locale(lang.asString());
        int viewer = -1;
        JsonNode token = hello.get("token");
        if (token != null && !token.isNull()) {
            OptionalInt seat = token.isString() ? table.seatOf(token.asString()) : OptionalInt.empty();
            viewer = seat.orElseThrow(() -> ApiError.unauthorized("the token is not one of this table's seats"));
        }
        TableSocket socket = table.socket(viewer, since == null ? 0 : since.asLong(), locale, ctx::send);
        bySession.put(ctx.sessionId(), socket);
        ObjectNode welcome = JsonNodeFactory.instance.objectNode();
        welcome.put("type", "welcome");
        welcome.put("seat", viewer);
        socket.send(tables.json().print(welcome));
        table.attach(socket);
        // A client that left while its hello was read may have been let go before the socket was known
        // (bySession): once attached, a closed session is detached here.
        if (!ctx.session.isOpen()) {
            bySession.remove(ctx.sessionId());
            table.detach(socket);
        }
    }

    private void leave(WsContext ctx) {
        TableSocket socket = bySession.remove(ctx.sessionId());
        if (socket != null) {
            socket.table().detach(socket);
        }
    }

    private String error(String code, String message) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("type", "error");
        out.put("code", code);
        out.put("message", message);
        return tables.json().print(out);
    }
}
