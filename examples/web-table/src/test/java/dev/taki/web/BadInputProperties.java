package dev.taki.web;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Whatever a client sends, the server answers with JSON: a 4xx naming the problem, never a failure of its own. */
class BadInputProperties {
    private static final Set<Integer> CLIENT_ERRORS = Set.of(400, 401, 404, 409, 413, 422);
    private static Path data;
    private static WebTable server;
    private static Client client;
    private static String table;
    private static String token;

    @BeforeContainer
    static void start() throws IOException {
        data = Files.createTempDirectory("taki-web-fuzz");
        server = WebTable.start(data, "127.0.0.1", 0);
        client = new Client(server.port());
        table = client.createTable("{\"players\": 3}");
        token = client.join(table, "Ann");
        client.post("/api/tables/" + table + "/start", "", token);
    }

    @AfterContainer
    static void stop() throws IOException {
        server.close();
        try (Stream<Path> files = Files.walk(data)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    @Property(tries = 150)
    void anyBodyGetsAJsonAnswer(@ForAll("bodies") String body, @ForAll("addresses") String address) {
        Client.Reply r = client.post(address.replace("{id}", table), body, token);
        if (r.status() / 100 == 2) {
            return;
        }
        assertTrue(CLIENT_ERRORS.contains(r.status()), r.status() + " for " + body + ": " + r.text());
        assertNotNull(r.json(), r.text());
        assertTrue(r.json().path("code").isString() && r.json().path("message").isString(), r.text());
        assertEquals(3, client.get("/api/tables/" + table).json().get("players").asInt(), "the table is as it was");
    }

    @Property(tries = 100)
    void anySinceOrIdGetsAJsonAnswer(@ForAll("texts") String since, @ForAll("texts") String id) {
        for (String path : new String[] {"/api/tables/" + table + "/events?since=" + encode(since),
                "/api/tables/" + encode(id), "/api/tables/" + encode(id) + "/view"}) {
            Client.Reply r = client.get(path, token);
            assertTrue(r.status() == 200 || CLIENT_ERRORS.contains(r.status()) || r.status() == 405,
                    r.status() + " for " + path + ": " + r.text());
            assertNotNull(r.json(), r.text());
        }
    }

    @Provide
    Arbitrary<String> addresses() {
        return Arbitraries.of("/api/tables", "/api/tables/{id}/seats", "/api/tables/{id}/moves", "/api/tables/{id}/start");
    }

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.strings().ofMaxLength(40);
    }

    /** Random text, and JSON that is nearly right: the shapes of real bodies with odd values. */
    @Provide
    Arbitrary<String> bodies() {
        Arbitrary<String> value = Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(30).map(s -> "\"" + s
                        .replace("\\", "\\\\").replace("\"", "\\\"") + "\""),
                Arbitraries.integers().map(String::valueOf), Arbitraries.longs().map(String::valueOf),
                Arbitraries.of("null", "true", "[]", "{}", "1e400", "-0", "\"play R5\"", "\"draw\"", "[\"crazy-card\"]"));
        Arbitrary<String> field = Arbitraries.of("players", "seed", "variants", "edition", "bots", "direction",
                "firstPlayer", "name", "move", "version", "x");
        Arbitrary<String> object = Arbitraries.entries(field, value).list().ofMaxSize(4).map(entries -> {
            StringBuilder out = new StringBuilder("{");
            for (int i = 0; i < entries.size(); i++) {
                out.append(i == 0 ? "" : ", ").append('"').append(entries.get(i).getKey()).append("\": ")
                        .append(entries.get(i).getValue());
            }
            return out.append('}').toString();
        });
        return Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(200), object);
    }

    private static String encode(String text) {
        return java.net.URLEncoder.encode(text, java.nio.charset.StandardCharsets.UTF_8);
    }
}
