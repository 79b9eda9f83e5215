package dev.taki.web;

import dev.taki.match.SeatCredentials;
import dev.taki.web.bench.LoadBenchmark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every endpoint of the API and each of its errors, on a real server. */
class ApiTest {
    /**
     * The seed of every game of this server. In a two-player game dealt from it, seat 0 (drawing whenever it may,
     * else playing as {@code Random(3)} chooses) draws a card before the game ends, as the tests of events and of
     * the socket need.
     */
    private static final long DEAL = 1;

    @TempDir
    static Path data;
    static WebTable server;
    static Client client;

    @BeforeAll
    static void start() throws IOException {
        server = WebTable.start(data, "127.0.0.1", 0, () -> DEAL);
        client = new Client(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static void assertError(Client.Reply reply, int status, String code) {
        assertEquals(status, reply.status(), reply.text());
        assertEquals(code, reply.code(), reply.text());
        assertTrue(reply.json().path("message").isString() && !reply.json().get("message").asString().isBlank(),
                reply.text());
        assertTrue(reply.headers().firstValue("Content-Type").orElse("").startsWith("application/json"), reply.text());
        assertFalse(reply.text().contains("at dev.taki") || reply.text().contains("Exception"), reply.text());
    }

    private static String emptyFourSeatTable() {
        return client.createTable("{\"players\": 4}");
    }

    // ---- the catalog -------------------------------------------------------------------------------------

    @Test
    void theCatalogListsVariantsWithTheirOptionsEditionsAndBots() {
        Client.Reply r = client.get("/api/catalog");
        assertEquals(200, r.status());
        List<String> variants = new ArrayList<>();
        r.json().get("variants").forEach(v -> variants.add(v.get("id").asString()));
        assertTrue(variants.containsAll(List.of("crazy-card", "penalty-scoring", "tournament-stages")), variants.toString());
        JsonNode scoring = find(r.json().get("variants"), "penalty-scoring");
        assertFalse(scoring.get("options").isEmpty());
        JsonNode option = scoring.get("options").get(0);
        for (String field : List.of("name", "type", "default", "description", "allowed")) {
            assertTrue(option.has(field), field + " in " + option);
        }
        assertEquals("classic", find(r.json().get("editions"), "classic").get("id").asString());
        List<String> bots = new ArrayList<>();
        r.json().get("bots").forEach(b -> bots.add(b.get("name").asString()));
        assertTrue(bots.containsAll(List.of("heuristic", "random")), bots.toString());
    }

    @Test
    void theCatalogSpeaksTheRequestsLanguageFromThePluginsOwnTexts() {
        Client.Reply he = client.send(HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + server.port() + "/api/catalog"))
                .header("Accept-Language", "he-IL,he;q=0.9,en;q=0.5").GET(), null);
        Client.Reply en = client.get("/api/catalog");
        assertEquals(200, he.status());
        assertEquals("Crazy Card", find(en.json().get("variants"), "crazy-card").get("name").asString());
        assertEquals("קלף משוגע", find(he.json().get("variants"), "crazy-card").get("name").asString());
        JsonNode choice = null;
        for (JsonNode option : find(he.json().get("variants"), "penalty-scoring").get("options")) {
            if (option.get("name").asString().equals("numberCardScore")) {
                choice = option;
            }
        }
        assertEquals("[\"face\",\"flat\"]", String.valueOf(choice.get("choices")), "the values stay the configuration's");
        assertEquals("[\"לפי הערך שלו\",\"כמו כל קלף אחר\"]", String.valueOf(choice.get("choiceLabels")));
        JsonNode classic = find(he.json().get("editions"), "classic");
        assertEquals(List.of("קלף משוגע"), List.of(classic.get("variantNames").get(0).asString()),
                "an edition names its variants in the language");
        for (JsonNode bot : he.json().get("bots")) {
            assertTrue(bot.get("label").asString().matches("[^A-Za-z]+.*"), "a bot's label in Hebrew: " + bot);
        }
        JsonNode forgetful = null;
        for (JsonNode bot : he.json().get("bots")) {
            if (bot.get("name").asString().equals(ForgetfulBots.NAME)) {
                forgetful = bot;
            }
        }
        assertEquals("בוט שכחן", forgetful.get("label").asString(), "a kind another jar adds names itself: " + forgetful);
        assertTrue(forgetful.get("description").asString().startsWith("בוט של בדיקות"), forgetful.toString());
    }

    private static JsonNode find(JsonNode list, String id) {
        for (JsonNode n : list) {
            if (n.get("id").asString().equals(id)) {
                return n;
            }
        }
        throw new AssertionError(id + " not in " + list);
    }

    // ---- making a table ----------------------------------------------------------------------------------

    @Test
    void aTableGetsAnUnguessableIdAndShowsItsConfigurationWithoutASeed() {
        Client.Reply made = client.post("/api/tables", "{\"players\": 3, \"edition\": \"classic\", \"bots\": \"random\"}");
        assertEquals(201, made.status(), made.text());
        String id = made.json().get("id").asString();
        assertTrue(id.matches("[a-z0-9]{16}"), id);
        assertNotEquals(id, client.createTable("{}"));
        Client.Reply table = client.get("/api/tables/" + id);
        assertEquals(200, table.status());
        assertEquals("waiting", table.json().get("status").asString());
        assertEquals(3, table.json().get("players").asInt());
        assertEquals("random", table.json().get("bots").asString());
        assertFalse(table.json().get("config").has("seed"), table.text());
        assertTrue(table.json().get("config").get("variants").toString().contains("crazy-card"), table.text());
        assertEquals(3, table.json().get("seats").size());
        assertEquals("empty", table.json().at("/seats/0/kind").asString());
        assertEquals("open", table.json().at("/seats/0/status").asString());
        assertTrue(table.json().get("clock").isNull(), "no move clock unless one is asked for: " + table.text());
        assertTrue(table.json().get("host").isNull(), "no host before a person takes a seat: " + table.text());
    }

    @Test
    void aSeedIsRefusedSoThatNobodyKnowsTheDeal() {
        Client.Reply r = client.post("/api/tables", "{\"players\": 3, \"seed\": 42}");
        assertError(r, 422, "BAD_CONFIGURATION");
        assertTrue(r.json().get("message").asString().startsWith("seed:"), r.text());
    }

    @Test
    void aConfigurationThatCannotBePlayedIsRefusedNamingEveryField() {
        Client.Reply r = client.post("/api/tables", "{\"players\": 11, \"direction\": \"up\", \"variants\": [\"no-such\"]}");
        assertError(r, 422, "BAD_CONFIGURATION");
        String message = r.json().get("message").asString();
        assertTrue(message.contains("players") && message.contains("direction") && message.contains("variants[0]"), message);
        assertError(client.post("/api/tables", "{\"bots\": \"genius\"}"), 422, "BAD_CONFIGURATION");
        assertError(client.post("/api/tables", "[1, 2]"), 400, "BAD_REQUEST");
        Client.Reply unknown = client.post("/api/tables", "{\"players\": 3, \"colour\": \"red\"}");
        assertEquals("colour: unknown field; the fields are bots, clock, direction, edition, firstPlayer, players,"
                + " variants", unknown.json().get("message").asString(), "a table's fields: no seed, and bots and clock");
    }

    @Test
    void malformedJsonIsABadRequestThatSaysWhere() {
        Client.Reply r = client.post("/api/tables", "{\"players\": 3,");
        assertError(r, 400, "BAD_REQUEST");
        assertTrue(r.json().get("message").asString().contains("not well-formed JSON"), r.text());
        assertError(client.post("/api/tables", ""), 400, "BAD_REQUEST");
        assertError(client.post("/api/tables", "{\"players\": 3, \"players\": 4}"), 400, "BAD_REQUEST");
    }

    @Test
    void aBodyOverAParserLimitIsRefusedInPlainWords() {
        Client.Reply deep = client.post("/api/tables", "[".repeat(5000));
        assertError(deep, 400, "BAD_REQUEST");
        assertEquals("the body is over a limit: Document nesting depth (33) exceeds the maximum allowed (32)",
                deep.json().get("message").asString());
    }

    @Test
    void aBodyOver16KiBIsRefusedAndTheClientHearsWhy() {
        String big = "{\"players\": 3, \"variants\": [" + "\"crazy-card\",".repeat(1400) + "\"crazy-card\"]}";
        assertTrue(big.length() > 16 * 1024);
        assertError(client.post("/api/tables", big), 413, "TOO_LARGE");
        String id = emptyFourSeatTable();
        assertError(client.post("/api/tables/" + id + "/seats", "{\"name\": \"" + "a".repeat(17_000) + "\"}"), 413,
                "TOO_LARGE");
    }

    @Test
    void anUnknownOrMalformedTableIdIsNotFound() {
        assertError(client.get("/api/tables/abcdefghijkmnopq"), 404, "NOT_FOUND");
        assertError(client.get("/api/tables/..%2F..%2Fetc"), 404, "NOT_FOUND");
        assertError(client.get("/api/tables/" + "x".repeat(300) + "/view"), 404, "NOT_FOUND");
        assertError(client.post("/api/tables/abcdefghijkmnopq/seats", "{\"name\": \"Ann\"}"), 404, "NOT_FOUND");
    }

    // ---- seats -------------------------------------------------------------------------------------------

    @Test
    void aPersonTakesTheFirstEmptySeatWithATokenOf256Bits() {
        String id = client.createTable("{\"players\": 2}");
        Client.Reply ann = client.post("/api/tables/" + id + "/seats", "{\"name\": \"  Ann  \"}");
        assertEquals(201, ann.status(), ann.text());
        assertEquals(0, ann.json().get("seat").asInt());
        String token = ann.json().get("token").asString();
        assertTrue(token.matches("[A-Za-z0-9_-]+"), token);
        assertTrue(Base64.getUrlDecoder().decode(token).length * 8 >= 128, token);
        Client.Reply ben = client.post("/api/tables/" + id + "/seats", "{\"name\": \"Ben\"}");
        assertEquals(1, ben.json().get("seat").asInt());
        assertNotEquals(token, ben.json().get("token").asString());
        JsonNode table = client.get("/api/tables/" + id).json();
        assertEquals("Ann", table.at("/seats/0/name").asString());
        assertEquals("human", table.at("/seats/1/kind").asString());
        assertFalse(client.get("/api/tables/" + id).text().contains(token), "a token is never shown again");
        assertError(client.post("/api/tables/" + id + "/seats", "{\"name\": \"Cy\"}"), 409, "TABLE_FULL");
    }

    @Test
    void thePagesHaveAnSvgFavicon() {
        Client.Reply icon = client.get("/favicon.svg");
        assertEquals(200, icon.status());
        assertTrue(icon.headers().firstValue("Content-Type").orElse("").startsWith("image/svg+xml"), icon.headers().toString());
        assertTrue(icon.text().startsWith("<svg"), icon.text());
        assertTrue(client.get("/").text().contains("<link rel=\"icon\" type=\"image/svg+xml\" href=\"/favicon.svg\">"));
    }

    @Test
    void aNameIsUniqueAtItsTableIgnoringCaseAndSpacesAndNeverABotsName() {
        String id = emptyFourSeatTable();
        String seats = "/api/tables/" + id + "/seats";
        assertEquals(201, client.post(seats, "{\"name\": \"Ann Lee\"}").status());
        for (String taken : List.of("Ann Lee", "ann lee", "  ANN   LEE ", "AnnLee")) {
            Client.Reply r = client.post(seats, "{\"name\": \"" + taken + "\"}");
            assertError(r, 409, "NAME_TAKEN");
            assertTrue(r.json().get("message").asString().startsWith("name: 'Ann Lee' already sits at this table"),
                    r.text());
        }
        for (String bot : List.of("Bot 2", "bot 1", "BOT7", " Bot  12 ")) {
            Client.Reply r = client.post(seats, "{\"name\": \"" + bot + "\"}");
            assertError(r, 422, "RESERVED_NAME");
            assertTrue(r.json().get("message").asString().contains("how the table names its bots"), r.text());
        }
        assertEquals(1, client.get("/api/tables/" + id).json().get("seats").findValues("name").stream()
                .filter(JsonNode::isString).count(), "the refused names took no seat");
        assertEquals(201, client.post(seats, "{\"name\": \"Ann\"}").status(), "another name is fine");
        assertEquals(201, client.post(seats, "{\"name\": \"Bot\"}").status(), "so is \"Bot\" without a number");
        assertEquals(201, client.post("/api/tables/" + emptyFourSeatTable() + "/seats", "{\"name\": \"Ann Lee\"}")
                .status(), "a name is unique at its own table only");
    }

    @Test
    void namesAreOneTo24CharactersOfText() {
        String id = emptyFourSeatTable();
        String seats = "/api/tables/" + id + "/seats";
        for (String body : List.of("{\"name\": \"   \"}", "{\"name\": \"" + "n".repeat(25) + "\"}",
                "{\"name\": \"a\\u0007b\"}", "{\"name\": \"a\\u202Eb\"}", "{\"name\": 7}", "{}",
                "{\"name\": \"Ann\", \"seat\": 3}", "\"Ann\"")) {
            Client.Reply r = client.post(seats, body);
            assertError(r, 400, "BAD_REQUEST");
            assertTrue(r.json().get("message").asString().contains("name") || r.json().get("message").asString()
                    .contains("seat") || body.startsWith("\""), body + " → " + r.text());
        }
        assertEquals(201, client.post(seats, "{\"name\": \"" + "n".repeat(24) + "\"}").status());
        assertEquals(201, client.post(seats, "{\"name\": \"דנה\"}").status());
        // characters as people count them: 24 emoji (48 UTF-16 units) are a name, 25 are one too many
        assertEquals(201, client.post(seats, "{\"name\": \"" + "\uD83D\uDC4D".repeat(24) + "\"}").status());
        Client.Reply tooLong = client.post(seats, "{\"name\": \"" + "\uD83D\uDC4D".repeat(25) + "\"}");
        assertEquals("name: expected 1 to 24 characters after trimming, got 25", tooLong.json().get("message").asString());
    }

    @Test
    void theOpenTablesAreListedWithTheirSeatsAndNoCredential() {
        String id = client.createTable("{\"players\": 3}");
        String ann = client.join(id, "Ann");
        Client.Reply list = client.get("/api/tables?status=open");
        assertEquals(200, list.status(), list.text());
        JsonNode mine = null;
        for (JsonNode table : list.json().get("tables")) {
            if (table.get("id").asString().equals(id)) {
                mine = table;
            }
        }
        assertTrue(mine != null, list.text());
        assertEquals(3, mine.get("players").asInt());
        assertEquals(2, mine.get("openSeats").asInt());
        assertEquals("Ann", mine.at("/seats/0/name").asString());
        assertEquals("human", mine.at("/seats/0/kind").asString());
        assertEquals("empty", mine.at("/seats/1/kind").asString());
        assertFalse(list.text().contains(ann) || list.text().contains(SeatCredentials.hash(ann))
                || list.text().toLowerCase(java.util.Locale.ROOT).contains("hash"), "no credential: " + list.text());
        assertEquals(list.json(), client.get("/api/tables").json(), "status=open is the default");
        assertError(client.get("/api/tables?status=over"), 400, "BAD_REQUEST");
        client.post("/api/tables/" + id + "/start", "", ann);
        assertFalse(client.get("/api/tables?status=open").text().contains(id), "a started table is not open");
    }

    // ---- starting ----------------------------------------------------------------------------------------

    @Test
    void aSeatedPersonStartsTheGameAndBotsTakeTheEmptySeats() {
        String id = emptyFourSeatTable();
        String other = emptyFourSeatTable();
        String ann = client.join(id, "Ann");
        client.join(id, "Ben");
        String stranger = client.join(other, "Eve");
        String start = "/api/tables/" + id + "/start";
        assertError(client.post(start, ""), 401, "UNAUTHORIZED");
        assertError(client.post(start, "", stranger), 401, "UNAUTHORIZED");
        assertError(client.post(start, "", "not-a-token"), 401, "UNAUTHORIZED");
        assertError(client.send(HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + server.port() + start))
                .header("Authorization", "Basic " + ann).POST(HttpRequest.BodyPublishers.noBody()), null), 401, "UNAUTHORIZED");
        Client.Reply started = client.post(start, "", ann);
        assertEquals(200, started.status(), started.text());
        assertEquals(0, started.json().get("seat").asInt());
        assertEquals("playing", started.json().at("/table/status").asString());
        JsonNode seats = started.json().at("/table/seats");
        assertEquals("human", seats.get(1).get("kind").asString());
        assertEquals("bot", seats.get(2).get("kind").asString());
        assertEquals("Bot 3", seats.get(3).get("name").asString(), "a bot is named after its seat");
        JsonNode view = started.json().get("view");
        assertEquals(8, view.get("hand").size());
        assertFalse(view.get("legalMoves").isEmpty(), "seat 0 acts first");
        assertEquals(0, view.get("version").asInt());
        assertError(client.post(start, "", ann), 409, "ALREADY_STARTED");
        assertError(client.post("/api/tables/" + id + "/seats", "{\"name\": \"Late\"}"), 409, "ALREADY_STARTED");
    }

    // ---- views -------------------------------------------------------------------------------------------

    @Test
    void aSeatSeesItsHandAndASpectatorSeesTheTableOnly() {
        String id = emptyFourSeatTable();
        String ann = client.join(id, "Ann");
        Client.Reply before = client.get("/api/tables/" + id + "/view");
        assertEquals(200, before.status());
        assertTrue(before.json().get("view").isNull());
        assertEquals(-1, before.json().get("seat").asInt());
        assertEquals(0, before.json().get("seq").asInt());
        client.post("/api/tables/" + id + "/start", "", ann);
        Client.Reply mine = client.get("/api/tables/" + id + "/view", ann);
        assertEquals(0, mine.json().get("seat").asInt());
        assertEquals(8, mine.json().at("/view/hand").size());
        assertTrue(mine.json().at("/view/legalMoves").isArray());
        Client.Reply spectator = client.get("/api/tables/" + id + "/view");
        assertEquals(-1, spectator.json().get("seat").asInt());
        assertFalse(spectator.json().get("view").has("hand"), spectator.text());
        assertFalse(spectator.json().get("view").has("legalMoves"), spectator.text());
        assertEquals(mine.json().at("/view/handSizes"), spectator.json().at("/view/handSizes"));
        assertError(client.get("/api/tables/" + id + "/view", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"), 401,
                "UNAUTHORIZED");
    }

    // ---- moves -------------------------------------------------------------------------------------------

    @Test
    void movesAreAcceptedOrRefusedWithTheRightStatusAndCode() {
        String id = emptyFourSeatTable();
        String ann = client.join(id, "Ann");
        String ben = client.join(id, "Ben");
        String moves = "/api/tables/" + id + "/moves";
        assertError(client.post(moves, "{\"move\": \"draw\", \"version\": 0}", ann), 409, "NOT_STARTED");
        JsonNode view = client.post("/api/tables/" + id + "/start", "", ann).json().get("view");
        assertError(client.post(moves, "{\"move\": \"draw\", \"version\": 0}"), 401, "UNAUTHORIZED");
        Client.Reply stale = client.post(moves, "{\"move\": \"draw\", \"version\": 5}", ann);
        assertError(stale, 409, "STALE_VERSION");
        assertEquals(0, stale.json().get("version").asInt());
        Client.Reply notYours = client.post(moves, "{\"move\": \"draw\", \"version\": 0}", ben);
        assertError(notYours, 422, "NOT_YOUR_TURN");
        assertEquals("it is Ann's move, not Ben's", notYours.json().get("message").asString(),
                "a refusal names the players");
        Client.Reply hebrew = client.send(HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + server.port()
                + moves)).header("Accept-Language", "he-IL,he;q=0.9,en;q=0.5")
                .POST(HttpRequest.BodyPublishers.ofString("{\"move\": \"draw\", \"version\": 0}")), ben);
        assertError(hebrew, 422, "NOT_YOUR_TURN");
        assertTrue(hebrew.json().get("message").asString().matches("(?s).*\\p{InHebrew}.*"), hebrew.text());
        assertTrue(hebrew.json().get("message").asString().contains("Ben")
                && hebrew.json().get("message").asString().contains("Ann"), "named in Hebrew too: " + hebrew.text());
        assertError(client.post(moves, "{\"move\": \"dance\", \"version\": 0}", ann), 422, "NOT_A_MOVE");
        for (String body : List.of("{\"move\": \"draw\"}", "{\"version\": 0}", "{\"move\": \"draw\", \"version\": \"0\"}",
                "{\"move\": \"draw\", \"version\": -1}", "{\"move\": \"draw\", \"version\": 0, \"seat\": 1}")) {
            assertError(client.post(moves, body, ann), 400, "BAD_REQUEST");
        }
        String move = LoadBenchmark.choose(view, new java.util.Random(1));
        Client.Reply accepted = client.post(moves, "{\"move\": \"" + move + "\", \"version\": 0}", ann);
        assertEquals(200, accepted.status(), accepted.text());
        assertTrue(accepted.json().at("/view/version").asInt() >= 1, accepted.text());
        assertTrue(accepted.json().get("seq").asLong() >= 1);
    }

    // ---- events ------------------------------------------------------------------------------------------

    @Test
    void eventsComeInPagesAndASeatSeesOnlyItsOwnDrawnCards() {
        String id = client.createTable("{\"players\": 2}");
        String ann = client.join(id, "Ann");
        String events = "/api/tables/" + id + "/events";
        assertEquals("{\"events\":[],\"next\":0}", client.get(events + "?since=0").text());
        client.post("/api/tables/" + id + "/start", "", ann);
        assertFalse(playUntilSeatZeroDraws(id, ann).over(), "in the game of seed " + DEAL + " seat 0 draws before"
                + " the game ends");
        JsonNode mine = client.get(events + "?since=0", ann).json();
        JsonNode theirs = client.get(events).json();
        assertEquals(mine.get("events").size(), theirs.get("events").size());
        JsonNode myDraw = firstDraw(mine, 0);
        // A turn's draw is one card, a +2 count or a last-card penalty more: the seat sees every card it drew.
        assertTrue(myDraw.at("/event/count").asInt() >= 1, myDraw.toString());
        assertEquals(myDraw.at("/event/count").asInt(), myDraw.at("/event/cards").size(), myDraw.toString());
        assertEquals(0, firstDraw(theirs, 0).at("/event/cards").size(), theirs.toString());
        long next = mine.get("next").asLong();
        assertEquals(mine.get("events").get(mine.get("events").size() - 1).get("seq").asLong(), next);
        assertEquals(0, client.get(events + "?since=" + next, ann).json().get("events").size());
        JsonNode later = client.get(events + "?since=1", ann).json();
        assertEquals(2, later.at("/events/0/seq").asInt());
        for (String bad : List.of("-1", "x", "1e3", "99999999999999999999")) {
            assertError(client.get(events + "?since=" + bad), 400, "BAD_REQUEST");
        }
    }

    @Test
    void eventsAndViewsCarryTheirWordsInTheRequestsLanguage() {
        String id = client.createTable("{\"players\": 2}");
        String ann = client.join(id, "Ann");
        String events = "/api/tables/" + id + "/events";
        client.post("/api/tables/" + id + "/start", "", ann);
        playUntilSeatZeroDraws(id, ann);
        JsonNode mine = firstDraw(client.get(events + "?since=0", ann).json(), 0);
        JsonNode theirs = firstDraw(client.get(events).json(), 0);
        String card = mine.at("/event/cards/0").asString();
        String name = mine.at("/words/cards/" + card).asString();
        assertFalse(name.isEmpty() || name.equals(card), "the card drawn is named: " + mine);
        assertTrue(mine.get("text").asString().startsWith("Ann drew ") && mine.get("text").asString().contains(name),
                "the seat reads its own cards: " + mine);
        assertTrue(theirs.get("text").asString().startsWith("Ann drew "), theirs.toString());
        assertFalse(theirs.get("text").asString().contains(name) && !mine.get("text").asString().equals(
                theirs.get("text").asString()), "a spectator reads no card: " + theirs);
        assertFalse(theirs.has("words"), "a spectator is told no card's name: " + theirs);

        Client.Reply hebrew = client.send(HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:"
                + server.port() + events + "?since=0")).header("Accept-Language", "he").GET(), ann);
        JsonNode line = firstDraw(hebrew.json(), 0);
        assertTrue(line.get("text").asString().startsWith("Ann ") && line.get("text").asString()
                .matches("(?s).*\\p{InHebrew}.*"), "a Hebrew line: " + line);
        JsonNode bots = null;
        for (JsonNode e : hebrew.json().get("events")) {
            if (e.at("/event/seat").asInt() == 1 && e.has("text")) {
                bots = e;
                break;
            }
        }
        assertTrue(bots != null && bots.get("text").asString().contains("בוט 1"), "the bot's name in Hebrew: " + bots);

        JsonNode view = client.get("/api/tables/" + id + "/view", ann).json();
        for (JsonNode c : view.at("/view/hand")) {
            assertFalse(view.at("/words/cards/" + c.asString()).asString().isEmpty(), "every card named: " + view);
        }
        for (JsonNode m : view.at("/view/legalMoves")) {
            assertFalse(view.at("/words/moves/" + m.asString().replace("~", "~0").replace("/", "~1")).asString()
                    .isEmpty(), "every move labelled: " + view);
        }
    }

    /** Where {@link #playUntilSeatZeroDraws} stopped: the last event's number, and whether the game ended first. */
    private record Stop(long seq, boolean over) {
    }

    /** Seat 0 plays (drawing whenever it may) until it has drawn a card or the game is over. */
    private static Stop playUntilSeatZeroDraws(String id, String token) {
        java.util.Random random = new java.util.Random(3);
        for (int i = 0; i < 300; i++) {
            JsonNode reply = client.get("/api/tables/" + id + "/view", token).json();
            JsonNode events = client.get("/api/tables/" + id + "/events?since=0", token).json();
            for (JsonNode e : events.get("events")) {
                if (e.at("/event/type").asString().equals("cards-drawn") && e.at("/event/seat").asInt() == 0
                        && !e.at("/event/cards").isEmpty()) {
                    return new Stop(reply.get("seq").asLong(), false);
                }
            }
            if (!reply.at("/table/status").asString().equals("playing")) {
                return new Stop(reply.get("seq").asLong(), true);
            }
            Client.Reply r = Players.moveIfToAct(client, id, 0, token, random, "draw").reply();
            assertEquals(200, r.status(), r.text());
        }
        throw new AssertionError("seat 0 never drew");
    }

    private static JsonNode firstDraw(JsonNode reply, int seat) {
        for (JsonNode e : reply.get("events")) {
            if (e.at("/event/type").asString().equals("cards-drawn") && e.at("/event/seat").asInt() == seat) {
                return e;
            }
        }
        throw new AssertionError("no draw of seat " + seat + " in " + reply);
    }

    // ---- the socket --------------------------------------------------------------------------------------

    @Test
    void aSocketSaysWelcomeThenPushesTheTableAndTheEvents() {
        String id = client.createTable("{\"players\": 2}");
        String ann = client.join(id, "Ann");
        Client.Socket seat = client.socket(id, ann, 0);
        assertEquals(0, seat.next().get("seat").asInt(), "welcome");
        JsonNode table = seat.next("table");
        assertTrue(table.at("/table/seats/0/connected").asBoolean(), table.toString());
        Client.Socket spectator = client.socket(id, null, 0);
        assertEquals("welcome", spectator.next().get("type").asString());
        assertEquals(-1, spectator.all().get(0).get("seat").asInt());
        client.post("/api/tables/" + id + "/start", "", ann);
        JsonNode playing = seat.next("table");
        while (!playing.at("/table/status").asString().equals("playing")) {
            playing = seat.next("table");
        }
        assertEquals("bot", playing.at("/table/seats/1/kind").asString());
        long seq = playUntilSeatZeroDraws(id, ann).seq();
        seat.awaitSeq(seq);
        spectator.awaitSeq(seq);
        assertEquals(client.get("/api/tables/" + id + "/events?since=0", ann).json().get("events").toString(),
                Client.JSON.valueToTree(seat.events()).toString());
        assertEquals(client.get("/api/tables/" + id + "/events?since=0").json().get("events").toString(),
                Client.JSON.valueToTree(spectator.events()).toString());
        Client.Socket late = client.socket(id, null, 2);
        late.awaitSeq(seq);
        assertEquals(3, late.events().get(0).get("seq").asInt(), "a socket hears only the events after its since");
        seat.ws.sendText("{\"type\": \"move\"}", true).join();
        assertEquals("BAD_REQUEST", seat.next("error").get("code").asString());
        assertFalse(seat.closed, "a frame after the hello is answered, not punished");
        spectator.close();
        seat.close();
        late.close();
    }

    @Test
    void aSocketWhoseSinceIsBeyondTheLogHearsTheEventsThatFollow() {
        String id = client.createTable("{\"players\": 2}");
        String ann = client.join(id, "Ann");
        client.post("/api/tables/" + id + "/start", "", ann);
        java.util.Random random = new java.util.Random(1);
        Client.Reply first = Players.moveIfToAct(client, id, 0, ann, random, null).reply();
        assertEquals(200, first.status(), first.text());
        long seq = first.json().get("seq").asLong();
        assertTrue(seq > 0, "the log holds events before the hello, so a socket that replayed it would be caught");
        Client.Socket ahead = client.socket(id, ann, seq + 1000);
        assertEquals(0, ahead.next().get("seat").asInt(), "a welcome, not an error");
        Client.Reply moved = Players.moveIfToAct(client, id, 0, ann, random, null).reply();
        assertEquals(200, moved.status(), moved.text());
        ahead.awaitSeq(moved.json().get("seq").asLong());
        assertEquals(seq + 1, ahead.events().get(0).get("seq").asLong(), "the events after the log's end at the hello");
        ahead.close();
    }

    @Test
    void aBadHelloGetsAnErrorFrameAndTheSocketCloses() {
        String id = client.createTable("{\"players\": 2}");
        Client.Socket wrongToken = client.socket(id, "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", 0);
        assertEquals("UNAUTHORIZED", wrongToken.next("error").get("code").asString());
        Client.Socket unknown = client.socket("abcdefghijkmnopq", null, 0);
        assertEquals("NOT_FOUND", unknown.next("error").get("code").asString());
        Client.Socket badSince = client.socket(id, null, -4);
        assertEquals("BAD_REQUEST", badSince.next("error").get("code").asString());
        for (Client.Socket s : List.of(wrongToken, unknown, badSince)) {
            assertEquals(1008, s.awaitClose(), "the server closes a socket whose hello it refused");
        }
    }

    @Test
    void aFrameOver16KiBClosesTheSocket() {
        String id = client.createTable("{\"players\": 2}");
        Client.Socket socket = client.socket(id, null, 0);
        assertEquals("welcome", socket.next().get("type").asString());
        socket.ws.sendText("{\"type\": \"" + "x".repeat(17_000) + "\"}", true);
        assertEquals(1009, socket.awaitClose());
    }

    // ---- the rest ----------------------------------------------------------------------------------------

    @Test
    void aSocketThatSaysNoHelloInTimeIsClosed(@TempDir Path own) throws Exception {
        try (WebTable quick = WebTable.start(own, "127.0.0.1", 0, () -> DEAL, java.time.Duration.ofMillis(300))) {
            Client other = new Client(quick.port());
            String id = other.post("/api/tables", "{\"players\": 2}").json().get("id").asString();
            Client.Socket silent = silentSocket(quick, id);
            assertTrue(silent.next("error").get("message").asString().startsWith("no hello within"), "told why");
            assertEquals(1008, silent.awaitClose(), "closed");
            Client.Socket greeted = other.socket(id, null, 0);
            assertEquals(-1, greeted.next("welcome").get("seat").asInt());
            // A socket opened after the greeted one is closed for its silence: the greeted one's time has passed too
            // (the deadlines are kept in order), and it is still open, and still hears the table.
            Client.Socket later = silentSocket(quick, id);
            assertEquals(1008, later.awaitClose());
            assertFalse(greeted.closed, "a socket that said hello is kept");
            other.join(id, "Ann");
            JsonNode table = greeted.next("table").get("table");
            while (table.at("/seats/0/name").isNull()) {
                table = greeted.next("table").get("table");
            }
            assertEquals("Ann", table.at("/seats/0/name").asString());
        }
    }

    /** A socket that never says hello. */
    private static Client.Socket silentSocket(WebTable server, String id) {
        Client.Socket silent = new Client.Socket();
        silent.ws = java.net.http.HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(java.net.URI.create(
                "ws://127.0.0.1:" + server.port() + "/api/tables/" + id + "/ws"), silent).join();
        return silent;
    }

    @Test
    void unknownAddressesAndWrongMethodsAreJsonErrors() {
        assertError(client.get("/api/nothing-here"), 404, "NOT_FOUND");
        assertError(client.get("/no-such-page.html"), 404, "NOT_FOUND");
        assertError(client.send(HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + server.port()
                + "/api/catalog")).DELETE(), null), 405, "METHOD_NOT_ALLOWED");
        assertError(client.send(HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + server.port()
                + "/api/tables")).DELETE(), null), 405, "METHOD_NOT_ALLOWED");
    }

    @Test
    void everyAnswerCarriesTheSecurityHeadersAndNoCorsGrant() {
        String id = emptyFourSeatTable();
        for (String path : List.of("/", "/t/" + id, "/api/catalog", "/api/tables/" + id, "/api/nothing")) {
            Client.Reply r = client.send(HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + server.port()
                    + path)).header("Origin", "https://evil.example").GET(), null);
            assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(null), path);
            String csp = r.headers().firstValue("Content-Security-Policy").orElse("");
            assertTrue(csp.contains("default-src 'self'") && !csp.contains("*"), path + ": " + csp);
            assertTrue(r.headers().firstValue("Access-Control-Allow-Origin").isEmpty(), path);
        }
        assertTrue(client.get("/").text().contains("<html"), "the lobby page");
        assertTrue(client.get("/t/" + id).text().contains("<html"), "the table page");
    }

    @Test
    void aRequestThatIsNotHttpGetsJsonNotAnHtmlPage() throws IOException {
        try (Socket raw = new Socket("127.0.0.1", server.port())) {
            OutputStream out = raw.getOutputStream();
            out.write("GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = raw.getInputStream();
            String answer = new String(in.readNBytes(2000), StandardCharsets.UTF_8);
            assertTrue(answer.startsWith("HTTP/1.1 400"), answer);
            assertTrue(answer.contains("application/json") && answer.contains("\"code\":\"BAD_REQUEST\""), answer);
            // Jetty answers this one before the application: its error carries the security headers too
            assertTrue(answer.contains("X-Frame-Options: DENY") && answer.contains("X-Content-Type-Options: nosniff")
                    && answer.contains("Content-Security-Policy: default-src 'self'"), answer);
            assertFalse(answer.contains("<html"), answer);
        }
    }

    @Test
    void tokensAreDifferentEveryTimeAndOnlyTheirHashesAreKept() {
        Set<String> tokens = new HashSet<>();
        for (int t = 0; t < 3; t++) {
            String id = client.createTable("{\"players\": 10}");
            for (int seat = 0; seat < 10; seat++) {
                String token = client.join(id, "P" + seat);
                assertTrue(tokens.add(token));
                assertEquals(SeatCredentials.hash(token),
                        server.tables().get(id).match().seats().get(seat).credentialHash());
            }
        }
    }
}
