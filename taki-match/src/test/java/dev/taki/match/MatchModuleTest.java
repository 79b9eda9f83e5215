package dev.taki.match;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.api.Rejection;
import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;
import dev.taki.core.json.TakiJson;
import dev.taki.core.json.TakiModule;
import org.junit.jupiter.api.Test;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The match's types and the game's through a framework's plain Jackson mapper that registers one module. */
class MatchModuleTest {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();
    private static final TakiJson JSON = TakiJson.create(CATALOG);
    private static final JsonMapper MAPPER = JsonMapper.builder().addModule(new MatchModule(CATALOG)).build();
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-30T12:00:00Z"), ZoneOffset.UTC);

    /** A match of two people, Ann first; its variants give moves of plugins' verbs. */
    private static Match annAndBob() {
        GameConfig config = GameConfig.of(2, 17).withVariants(List.of(VariantChoice.of("catch-last-card"),
                new VariantChoice("penalty-scoring", Map.of("rounds", 3))));
        return Match.start("m-module", config, List.of(MatchSeat.human(0, "Ann", "heuristic"),
                MatchSeat.human(1, "Bob", "random")), CATALOG, new MemoryMatchStore(), CLOCK);
    }

    private static JsonNode tree(Object value) {
        return MAPPER.readTree(MAPPER.writeValueAsString(value));
    }

    @Test
    void oneModuleBringsTheGamesTypes() {
        Set<Object> modules = new java.util.HashSet<>();
        MAPPER.registeredModules().forEach(m -> modules.add(m.getClass()));
        assertEquals(Set.of(MatchModule.class, TakiModule.class), modules);
        Match match = annAndBob();
        GameConfig config = match.config();
        assertEquals(JSON.writeConfig(config), MAPPER.writeValueAsString(config));
        assertEquals(config, MAPPER.readValue(MAPPER.writeValueAsString(config), GameConfig.class));
        PlayerView view = match.view(0);
        assertEquals(JSON.writeView(view), MAPPER.writeValueAsString(view), "a view is written as TakiJson.viewTree");
        assertEquals(view, MAPPER.readValue(MAPPER.writeValueAsString(view), PlayerView.class));
        assertEquals(JSON.print(JSON.publicViewTree(match.spectatorView())),
                MAPPER.writeValueAsString(match.spectatorView()));
        for (String notation : List.of("play R5", "play COLOR Y last", "play R7 @2", "play R3 R+", "draw", "draw last",
                "close", "end", "pass", "declare", "catch 1", "catch 0 last")) {
            Move move = JSON.readMove("\"" + notation + "\"");
            assertEquals("\"" + move.notation() + "\"", MAPPER.writeValueAsString(move));
            assertEquals(move, MAPPER.readValue(MAPPER.writeValueAsString(move), Move.class));
        }
    }

    @Test
    void anAcceptedMoveIsItsVersionAndItsLoggedEvents() {
        Match match = annAndBob();
        MatchResult result = match.submit(0, match.view(0).legalMoves().get(0), match.version());
        MatchResult.Accepted accepted = assertInstanceOf(MatchResult.Accepted.class, result);
        JsonNode written = tree(result);
        assertEquals(List.of("result", "version", "events"), names(written));
        assertEquals("accepted", written.get("result").stringValue());
        assertEquals(accepted.version(), written.get("version").intValue());
        assertEquals(accepted.events().size(), written.get("events").size());
        for (int i = 0; i < accepted.events().size(); i++) {
            LoggedEvent logged = accepted.events().get(i);
            JsonNode item = written.get("events").get(i);
            assertEquals(List.of("seq", "version", "event"), names(item));
            assertEquals(logged.seq(), item.get("seq").longValue());
            assertEquals(logged.version(), item.get("version").intValue());
            assertEquals(JSON.eventTree(logged.event()), item.get("event"), "the event as TakiJson writes it");
        }
        assertEquals(result, MAPPER.readValue(MAPPER.writeValueAsString(result), MatchResult.class));
        assertEquals(result, MAPPER.readValue(MAPPER.writeValueAsString(result), MatchResult.Accepted.class));
        List<LoggedEvent> log = match.eventsSince(0, 1, 500);
        assertFalse(log.isEmpty());
        assertEquals(log, MAPPER.readValue(MAPPER.writeValueAsString(log), new TypeReference<List<LoggedEvent>>() { }));
    }

    @Test
    void aRefusalCarriesItsCodeTheEnginesReasonAndTheVersion() {
        Match match = annAndBob();
        int version = match.version();
        MatchResult stale = match.submit(0, "draw", version + 1);
        assertEquals("{\"result\":\"refused\",\"code\":\"STALE_VERSION\",\"message\":"
                + MAPPER.writeValueAsString(((MatchResult.Refused) stale).message()) + ",\"rejection\":null,\"key\":null,"
                + "\"arguments\":null,\"version\":" + version + "}", MAPPER.writeValueAsString(stale));
        MatchResult notYourTurn = match.submit(1, "draw", version);
        MatchResult.Refused engine = assertInstanceOf(MatchResult.Refused.class, notYourTurn);
        assertEquals(Refusal.REJECTED, engine.code());
        JsonNode written = tree(notYourTurn);
        assertEquals("REJECTED", written.get("code").stringValue());
        assertEquals(Rejection.NOT_YOUR_TURN.name(), written.get("rejection").stringValue());
        assertEquals(engine.engine().key(), written.get("key").stringValue());
        assertEquals(engine.engine().arguments().keySet(), new TreeSet<>(names(written.get("arguments"))));
        MatchResult notAMove = match.submit(0, "dance", version);
        List<Card> hand = match.view(0).hand();
        Card absent = java.util.stream.Stream.of("R1", "G1", "B1", "Y1", "R3", "G3").map(Card::parse)
                .filter(card -> !hand.contains(card)).findFirst().orElseThrow();
        MatchResult notInHand = match.submit(0, Move.play(absent), version);
        assertEquals(Rejection.CARD_NOT_IN_HAND, ((MatchResult.Refused) notInHand).rejection());
        assertTrue(tree(notInHand).get("arguments").get("legal").isArray(), "the legal moves, a list argument");
        MatchResult plugins = new MatchResult.Refused(Refusal.REJECTED,
                new Outcome.Rejected(Rejection.ILLEGAL_MOVE, "no dancing"), "no dancing", 4);
        for (MatchResult refusal : List.of(stale, notYourTurn, notAMove, notInHand, plugins)) {
            String text = MAPPER.writeValueAsString(refusal);
            assertEquals(refusal, MAPPER.readValue(text, MatchResult.class), text);
            assertEquals(refusal, MAPPER.readValue(text, MatchResult.Refused.class), text);
        }
        for (Refusal code : Refusal.values()) {
            assertEquals("\"" + code.name() + "\"", MAPPER.writeValueAsString(code));
            assertEquals(code, MAPPER.readValue(MAPPER.writeValueAsString(code), Refusal.class));
        }
    }

    @Test
    void aSeatIsItsFiveFieldsAndSeatStatusesAreLowerCase() {
        List<MatchSeat> seats = new ArrayList<>(List.of(MatchSeat.human(0, "Ann", "heuristic"),
                MatchSeat.bot(1, "Bender", "random"), MatchSeat.human(2, "Chen", "heuristic").vacated(SeatStatus.LEFT)));
        for (SeatStatus status : SeatStatus.values()) {
            assertEquals("\"" + status.name().toLowerCase(java.util.Locale.ROOT) + "\"", MAPPER.writeValueAsString(status));
            assertEquals(status, MAPPER.readValue(MAPPER.writeValueAsString(status), SeatStatus.class));
            try {
                seats.add(new MatchSeat(3, "Dana", false, "heuristic", status));
            } catch (IllegalArgumentException needsMore) {
                // a status that needs more than the five fields (a credential) is never made from JSON
            }
        }
        assertEquals("{\"seat\":0,\"name\":\"Ann\",\"human\":true,\"bot\":\"heuristic\",\"status\":\"playing\"}",
                MAPPER.writeValueAsString(seats.get(0)));
        assertEquals("{\"seat\":2,\"name\":\"Chen\",\"human\":false,\"bot\":\"heuristic\",\"status\":\"left\"}",
                MAPPER.writeValueAsString(seats.get(2)));
        assertEquals(seats, MAPPER.readValue(MAPPER.writeValueAsString(seats), new TypeReference<List<MatchSeat>>() { }));
        assertEquals(annAndBob().seats(), MAPPER.readValue(MAPPER.writeValueAsString(annAndBob().seats()),
                new TypeReference<List<MatchSeat>>() { }));
    }

    /**
     * Whatever a seat holds besides its five public fields (the hash of its person's credential) never reaches the
     * JSON: the seat is made through its canonical constructor with a secret in every other field of text.
     */
    @Test
    void aSeatNeverShowsItsCredential() throws ReflectiveOperationException {
        String secret = "5e".repeat(32); // 64 lower-case hex digits, as a SHA-256 is written
        RecordComponent[] components = MatchSeat.class.getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        Map<String, Object> publicFields = Map.of("seat", 0, "name", "Ann", "human", true, "bot", "heuristic",
                "status", SeatStatus.PLAYING);
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            values[i] = publicFields.containsKey(components[i].getName()) ? publicFields.get(components[i].getName())
                    : components[i].getType() == String.class ? secret : null;
        }
        Constructor<MatchSeat> canonical = MatchSeat.class.getConstructor(types);
        MatchSeat seat = canonical.newInstance(values);
        String text = MAPPER.writeValueAsString(seat);
        assertEquals("{\"seat\":0,\"name\":\"Ann\",\"human\":true,\"bot\":\"heuristic\",\"status\":\"playing\"}", text);
        assertFalse(text.contains("5e5e"), text);
        assertFalse(MAPPER.writeValueAsString(List.of(seat)).contains("5e5e"));
        MatchSeat read = MAPPER.readValue(text, MatchSeat.class);
        assertEquals(List.of(seat.seat(), seat.name(), seat.human(), seat.bot(), seat.status()),
                List.of(read.seat(), read.name(), read.human(), read.bot(), read.status()));
        for (RecordComponent component : components) {
            if (!publicFields.containsKey(component.getName()) && !component.getType().isPrimitive()) {
                assertNull(component.getAccessor().invoke(read), component.getName() + " is never read from JSON");
            }
        }
    }

    @Test
    void awaitingIsItsSeatSinceVersionAndWhetherAPersonPlaysIt() {
        Awaiting awaiting = annAndBob().awaiting().orElseThrow();
        assertEquals("{\"seat\":0,\"since\":\"2026-11-30T12:00:00Z\",\"version\":0,\"human\":true}",
                MAPPER.writeValueAsString(awaiting));
        assertEquals(awaiting, MAPPER.readValue(MAPPER.writeValueAsString(awaiting), Awaiting.class));
    }

    @Test
    void badInputIsRefusedNamingTheTypeAndTheField() {
        assertRefused(GameConfig.class, "{\"players\": 11}", "Cannot read GameConfig: players: expected 2 to 10, got 11");
        assertRefused(MatchSeat.class, "{\"seat\": 0, \"name\": \"Ann\", \"human\": true, \"bot\": \"heuristic\", "
                + "\"status\": \"gone\"}", "Cannot read MatchSeat: status: expected playing, ");
        assertRefused(MatchSeat.class, "{\"seat\": 0, \"name\": \"Ann\", \"human\": true, \"bot\": \"heuristic\"}",
                "Cannot read MatchSeat: status: missing");
        assertRefused(MatchSeat.class, "{\"seat\": 0, \"name\": \"Ann\", \"human\": true, \"bot\": \"heuristic\", "
                + "\"status\": \"playing\", \"credentialHash\": \"" + "0".repeat(64) + "\"}",
                "Cannot read MatchSeat: credentialHash: unknown field; the fields are seat, name, human, bot, status");
        assertRefused(MatchSeat.class, "{\"seat\": 10, \"name\": \"Ann\", \"human\": true, \"bot\": \"heuristic\", "
                + "\"status\": \"playing\"}", "Cannot read MatchSeat: seat: expected a whole number from 0 to 9, got 10");
        assertRefused(MatchSeat.class, "{\"seat\": 0, \"name\": \"" + "n".repeat(41) + "\", \"human\": true, \"bot\": "
                + "\"heuristic\", \"status\": \"playing\"}", "Cannot read MatchSeat: name: expected 1 to 40 characters");
        assertRefused(MatchSeat.class, "{\"seat\": 0, \"seat\": 1}", "Cannot read MatchSeat: seat: duplicate field");
        assertRefused(LoggedEvent.class, "{\"seq\": 0, \"version\": 0, \"event\": {\"type\": \"turn-started\", \"seat\": 0}}",
                "Cannot read LoggedEvent: seq: expected a whole number from 1 to");
        assertRefused(LoggedEvent.class, "{\"seq\": 1, \"version\": 0, \"event\": null}",
                "Cannot read LoggedEvent: event: expected an event, got null");
        assertRefused(LoggedEvent.class, "[1, 0]", "Cannot read LoggedEvent: expected an object with the fields seq,");
        assertRefused(MatchResult.class, "{\"result\": \"accepted\", \"version\": 1, \"events\": [{\"seq\": 1, "
                + "\"version\": 1, \"event\": {\"type\": \"turn-started\", \"seat\": 0}}, {\"seq\": 2, \"version\": 1, "
                + "\"event\": {\"type\": \"turn-started\", \"seat\": \"one\"}}]}", "Cannot read Event: not a valid 'turn-started' event: seat: expected an integer from 0 to 9, got \"one\"");
        assertRefused(MatchResult.class, "{\"result\": \"refused\", \"code\": \"STALE_VERSION\", \"message\": \"old\", "
                + "\"rejection\": null, \"key\": null, \"arguments\": null, \"version\": 1, \"events\": []}",
                "Cannot read MatchResult: events: unknown field of a refused result");
        assertRefused(MatchResult.class, "{\"result\": \"refused\", \"code\": \"REJECTED\", \"message\": \"no\", "
                + "\"rejection\": null, \"key\": null, \"arguments\": null, \"version\": 1}",
                "Cannot read MatchResult: rejection: an engine refusal goes with REJECTED, and only with it");
        assertRefused(MatchResult.class, "{\"result\": \"maybe\"}",
                "Cannot read MatchResult: result: expected accepted or refused, got \"maybe\"");
        assertRefused(MatchResult.Accepted.class, "{\"result\": \"refused\", \"code\": \"STALE_VERSION\", \"message\": "
                + "\"old\", \"rejection\": null, \"key\": null, \"arguments\": null, \"version\": 1}",
                "Cannot read MatchResult.Accepted: result: expected an accepted result, got a refused one");
        assertRefused(Refusal.class, "\"stale_version\"", "Cannot read Refusal: expected ");
        assertRefused(Awaiting.class, "{\"seat\": 0, \"since\": \"yesterday\", \"version\": 0, \"human\": true}",
                "Cannot read Awaiting: since: expected an instant such as \"2025-01-31T18:30:00Z\", got \"yesterday\"");
    }

    @Test
    void aProblemInsideAListNamesWhereItIs() {
        String text = "{\"result\": \"accepted\", \"version\": 1, \"events\": [{\"seq\": 1, \"version\": 1, \"event\": "
                + "{\"type\": \"turn-started\", \"seat\": 0}}, {\"seq\": 2, \"version\": 1, \"event\": {\"type\": "
                + "\"no-such-event\"}}]}";
        DatabindException e = assertThrows(DatabindException.class, () -> MAPPER.readValue(text, MatchResult.class));
        assertTrue(e.getMessage().contains("[\"events\"]") && e.getMessage().contains("[1]")
                && e.getMessage().contains("[\"event\"]"), e.getMessage());
    }

    private static void assertRefused(Class<?> type, String json, String messageStart) {
        MismatchedInputException e = assertThrows(MismatchedInputException.class, () -> MAPPER.readValue(json, type));
        assertTrue(e.getMessage().startsWith(messageStart), "expected '" + messageStart + "…', got: " + e.getMessage());
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> i = object.propertyNames().iterator(); i.hasNext(); ) {
            names.add(i.next());
        }
        return names;
    }

    /** Every event of a match is one the module reads back as it was written. */
    @Test
    void everyEventOfAWholeMatchReadsBackEqual() {
        Match match = annAndBob();
        for (int moves = 0; moves < 400 && !match.isOver(); moves++) {
            int seat = match.state().toAct();
            List<Move> legal = match.view(seat).legalMoves();
            assertTrue(match.submit(seat, legal.get(moves % legal.size()), match.version()).isAccepted());
        }
        List<LoggedEvent> log = match.eventsSince(0, -1, Integer.MAX_VALUE);
        for (LoggedEvent logged : log) {
            String text = MAPPER.writeValueAsString(logged);
            assertEquals(logged, MAPPER.readValue(text, LoggedEvent.class), text);
            assertEquals(logged.event(), MAPPER.readValue(MAPPER.writeValueAsString(logged.event()), Event.class));
        }
    }
}
