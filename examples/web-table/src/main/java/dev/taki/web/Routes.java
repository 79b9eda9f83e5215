package dev.taki.web;

import dev.taki.match.MatchConflictException;
import dev.taki.match.MatchStoreException;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Map;

/** The HTTP API and the table page's address; every answer of the API is JSON, errors included. */
final class Routes {
    private static final Logger LOG = LoggerFactory.getLogger(Routes.class);
    private final Tables tables;
    /** The catalog's JSON by language: it is the same for every request in one language. */
    private final Map<Locale, String> catalog = new java.util.concurrent.ConcurrentHashMap<>();

    Routes(Tables tables) {
        this.tables = tables;
    }

    void register(RoutesConfig routes) {
        routes.get("/api/catalog", ctx -> json(ctx, 200, catalog.computeIfAbsent(locale(ctx), l ->
                tables.json().print(CatalogJson.write(tables.catalog(), tables.words().texts(l))))));
        routes.post("/api/tables", this::createTable);
        routes.get("/api/tables", this::list);
        routes.get("/api/tables/{id}", ctx -> json(ctx, 200, tables.get(ctx.pathParam("id")).tableJson()));
        routes.post("/api/tables/{id}/seats", this::join);
        routes.post("/api/tables/{id}/start", this::start);
        routes.post("/api/tables/{id}/reclaim", this::reclaim);
        routes.post("/api/tables/{id}/rematch", this::rematch);
        routes.post("/api/tables/{id}/seats/{seat}/bot", this::handToBot);
        routes.get("/api/tables/{id}/view", this::view);
        routes.post("/api/tables/{id}/moves", this::move);
        routes.get("/api/tables/{id}/events", this::events);
        routes.get("/t/{id}", this::tablePage);
        routes.exception(ApiError.class, (e, ctx) -> error(ctx, e.status(), e.code(), e.getMessage(), e.extra()));
        // Another process (or request) wrote first: the client looks at the table again.
        routes.exception(MatchConflictException.class, (e, ctx) -> error(ctx, 409, "STALE_VERSION",
                "the table changed meanwhile: look at it again and retry", Map.of()));
        // The store failed (the database is down or busy): nothing changed, and trying again may work.
        routes.exception(MatchStoreException.class, (e, ctx) -> {
            LOG.warn("{} {}: the match store failed: {}", ctx.method(), ctx.path(), e.getMessage());
            ApiError tryAgain = ApiError.tryAgain("this");
            error(ctx, tryAgain.status(), tryAgain.code(), tryAgain.getMessage(), tryAgain.extra());
        });
        routes.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), codeOf(e.getStatus()),
                e.getMessage(), Map.of()));
        routes.exception(Exception.class, (e, ctx) -> {
            LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
            error(ctx, 500, "INTERNAL", "the server failed to answer this request; the failure was logged", Map.of());
        });
        routes.error(404, ctx -> {
            if (ctx.resultInputStream() == null) {
                error(ctx, 404, "NOT_FOUND", "nothing at " + ctx.method() + " " + Requests.shorten(ctx.path()), Map.of());
            }
        });
        routes.error(405, ctx -> error(ctx, 405, "METHOD_NOT_ALLOWED", Requests.shorten(ctx.path()) + " does not take "
                + ctx.method(), Map.of()));
    }

    private void createTable(Context ctx) {
        JsonNode body = Requests.json(ctx, tables.json());
        Table table = tables.create(body);
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("id", table.id());
        json(ctx, 201, out);
    }

    private void join(Context ctx) {
        Table table = tables.get(ctx.pathParam("id"));
        String name = Requests.name(Requests.json(ctx, tables.json()));
        Table.Seated seated = table.join(name);
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("seat", seated.seat());
        out.put("token", seated.token());
        json(ctx, 201, out);
    }

    private void start(Context ctx) {
        Table table = tables.get(ctx.pathParam("id"));
        int seat = Requests.seat(ctx, table, true);
        json(ctx, 200, table.start(seat, locale(ctx)));
    }

    private void list(Context ctx) {
        String status = ctx.queryParam("status");
        if (status != null && !status.equals("open")) {
            throw ApiError.badRequest("status: expected open (the tables whose seats may be taken), got '"
                    + Requests.shorten(status) + "'");
        }
        json(ctx, 200, tables.openTablesJson());
    }

    private void reclaim(Context ctx) {
        Table table = tables.get(ctx.pathParam("id"));
        int seat = Requests.seat(ctx, table, true);
        json(ctx, 200, table.reclaim(seat, locale(ctx)));
    }

    private void rematch(Context ctx) {
        Table table = tables.get(ctx.pathParam("id"));
        int seat = Requests.seat(ctx, table, true);
        json(ctx, 200, tables.rematches().request(table, seat));
    }

    private void handToBot(Context ctx) {
        Table table = tables.get(ctx.pathParam("id"));
        int host = Requests.seat(ctx, table, true);
        json(ctx, 200, table.handToBot(host, Requests.seatNumber(ctx.pathParam("seat"), table.players()), locale(ctx)));
    }

    private void view(Context ctx) {
        Table table = tables.get(ctx.pathParam("id"));
        json(ctx, 200, table.viewJson(Requests.seat(ctx, table, false), locale(ctx)));
    }

    private void move(Context ctx) {
        Table table = tables.get(ctx.pathParam("id"));
        int seat = Requests.seat(ctx, table, true);
        Requests.MoveRequest move = Requests.move(Requests.json(ctx, tables.json()));
        json(ctx, 200, table.move(seat, move.move(), move.version(), locale(ctx)));
    }

    private void events(Context ctx) {
        Table table = tables.get(ctx.pathParam("id"));
        int seat = Requests.seat(ctx, table, false);
        json(ctx, 200, table.eventsJson(seat, Requests.since(ctx), locale(ctx)));
    }

    /** {@return the language the request asks for: Hebrew or English} */
    private static Locale locale(Context ctx) {
        return Requests.locale(ctx.header("Accept-Language"));
    }

    /** The table page: the invite link {@code /t/{id}} opens it; the page asks the API about the table. */
    private void tablePage(Context ctx) throws IOException {
        if (!Tables.wellFormedId(ctx.pathParam("id"))) {
            throw ApiError.notFound("no table with that id: check the link");
        }
        try (InputStream page = Routes.class.getResourceAsStream("/web/table.html")) {
            if (page == null) {
                throw ApiError.notFound("this server has no table page");
            }
            ctx.contentType("text/html; charset=utf-8").result(page.readAllBytes());
        }
    }

    private void json(Context ctx, int status, ObjectNode body) {
        json(ctx, status, tables.json().print(body));
    }

    private static void json(Context ctx, int status, String body) {
        ctx.status(status).contentType("application/json; charset=utf-8").header("Cache-Control", "no-store").result(body);
    }

    private void error(Context ctx, int status, String code, String message, Map<String, Object> extra) {
        if (status == 503) {
            ctx.header("Retry-After", "1");
        }
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("code", code);
        out.put("message", message);
        extra.forEach((k, v) -> {
            if (v instanceof Integer i) {
                out.put(k, i);
            } else {
                out.put(k, String.valueOf(v));
            }
        });
        json(ctx, status, out);
    }

    /** The error code of a status that the server itself, not a handler, answered with. */
    static String codeOf(int status) {
        return switch (status) {
            case 400 -> "BAD_REQUEST";
            case 401 -> "UNAUTHORIZED";
            case 404 -> "NOT_FOUND";
            case 405 -> "METHOD_NOT_ALLOWED";
            case 413, 414, 431 -> "TOO_LARGE";
            case 500 -> "INTERNAL";
            case 503 -> "TRY_AGAIN";
            default -> "HTTP_" + status;
        };
    }
}
