package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.api.Rejection;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a game server does, on each real store: a person (scripted) and two bots play a 3-player match saved after
 * every move; the server restarts from the store twice mid-game; a stale move and a move out of turn are refused;
 * the person's time runs out once; the game ends. And a 10-player, 100-round match is stored and restored.
 */
class MatchAcrossStoresTest {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();
    private static String postgres;
    private static String schema;
    @TempDir
    static Path folder;

    @BeforeAll
    static void makeAPostgresSchema() {
        postgres = TestPostgres.url();
        schema = TestPostgres.createSchema(postgres, "taki_across_");
    }

    @AfterAll
    static void dropIt() {
        TestPostgres.dropSchema(postgres, schema);
    }

    private static Supplier<MatchStore> store(String kind) {
        return switch (kind) {
            case "file" -> () -> new FileMatchStore(folder.resolve("files"), CATALOG);
            case "sqlite" -> () -> new JdbcMatchStore("jdbc:sqlite:" + folder.resolve("matches.db"), null, null, CATALOG);
            case "postgresql" -> () -> new JdbcMatchStore(TestPostgres.inSchema(postgres, schema), null, null, CATALOG);
            default -> throw new IllegalArgumentException(kind);
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"file", "sqlite", "postgresql"})
    void aPersonAndTwoBotsPlayAcrossRestartsToTheEnd(String kind) {
        Supplier<MatchStore> stores = store(kind);
        MatchTest.TestClock clock = new MatchTest.TestClock();
        MatchStore store = stores.get();
        String id = "three-" + kind;
        Match match = Match.start(id, GameConfig.of(3, 42), List.of(MatchSeat.human(0, "Alice", "heuristic"),
                MatchSeat.bot(1, "Bender", "heuristic"), MatchSeat.bot(2, "Marvin", "random")), CATALOG, store, clock);
        Random script = new Random(7);
        boolean refusedStale = false;
        boolean refusedOutOfTurn = false;
        boolean timedOut = false;
        int restarts = 0;
        while (!match.isOver()) {
            assertEquals(match.version(), store.load(id).orElseThrow().version(), "saved after every move");
            if (match.version() >= 10 * (restarts + 1) && restarts < 2) {
                store.close();
                store = stores.get();
                Match again = Match.load(id, CATALOG, store, clock, StoreLimits.defaults()).orElseThrow();
                assertEquals(match.state(), again.state(), "the restored match is the match");
                match = again;
                restarts++;
            }
            PlayerView view = match.view(0);
            if (!refusedStale) {
                MatchResult.Refused r = (MatchResult.Refused) match.submit(0, view.legalMoves().get(0), view.version() - 1);
                assertEquals(Refusal.STALE_VERSION, r.code());
                refusedStale = true;
            }
            if (!refusedOutOfTurn) {
                Match people = twoPeople(kind);
                int waiting = 1 - people.awaiting().orElseThrow().seat();
                MatchResult.Refused r = (MatchResult.Refused) people.submit(waiting, Move.draw(), people.version());
                assertEquals(Rejection.NOT_YOUR_TURN, r.rejection());
                refusedOutOfTurn = true;
            }
            if (!timedOut && match.version() > 5) {
                clock.now = clock.now.plus(Duration.ofMinutes(2));
                assertTrue(match.timeOutIfOverdue(Duration.ofMinutes(1)).orElseThrow().isAccepted());
                timedOut = true;
                continue;
            }
            List<Move> legal = view.legalMoves();
            assertTrue(match.submit(0, legal.get(script.nextInt(legal.size())).withDeclaration(), view.version())
                    .isAccepted());
        }
        assertEquals(2, restarts, "the game outlasted two restarts");
        assertTrue(timedOut);
        MatchRecord stored = store.load(id).orElseThrow();
        assertEquals(match.history(), stored.moves());
        assertEquals(match.state(), Match.restore(stored, CATALOG, store, clock).state());
        store.close();
    }

    /**
     * Whole games on the store failing one write in five, before or after its commit: each finishes, and holds what
     * the store holds (the checks of {@link MatchNeverStuckTest}, on a real medium).
     */
    @ParameterizedTest
    @ValueSource(strings = {"file", "sqlite", "postgresql"})
    void gamesOnAFailingStoreFinishAndAreWhatTheStoreHolds(String kind) {
        MatchNeverStuckTest.Tally tally = new MatchNeverStuckTest.Tally();
        int failed = 0;
        try (MatchStore store = store(kind).get()) {
            for (long seed = 1_000; seed < 1_006; seed++) {
                FaultyMatchStore faulty = MatchNeverStuckTest.play(seed, store, new MatchTest.TestClock(), tally);
                failed += faulty.failedBefore() + faulty.failedAfter();
            }
        }
        assertTrue(failed > 20, kind + ": writes failed " + failed + " times");
    }

    private Match twoPeople(String kind) {
        return Match.start("two-" + kind + "-" + MatchIds.random(), GameConfig.of(2, 3),
                List.of(MatchSeat.human(0, "Ann", "random"), MatchSeat.human(1, "Bob", "random")), CATALOG,
                new MemoryMatchStore(), new MatchTest.TestClock());
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"file, false", "sqlite, false", "postgresql, false",
            "file, true", "sqlite, true", "postgresql, true"})
    void aLongMatchOfScoredRoundsAndStagesIsStoredAndRestored(String kind, boolean stages) {
        // 100 rounds of 10 players: over 10,000 moves between random players.
        List<VariantChoice> variants = new ArrayList<>(List.of(new VariantChoice("penalty-scoring", Map.of("rounds", 100))));
        if (stages) {
            variants.add(VariantChoice.of("tournament-stages"));
        }
        GameConfig config = GameConfig.of(10, 2026).withVariants(variants);
        GameState state = Taki.newGame(config, CATALOG);
        List<RecordedMove> moves = new ArrayList<>();
        Random random = new Random(1);
        while (!state.isOver()) {
            List<Move> legal = state.legalMoves();
            Move move = legal.get(random.nextInt(legal.size())).withDeclaration();
            moves.add(new RecordedMove(state.toAct(), move));
            state = state.apply(state.toAct(), move).state();
        }
        assertEquals(100, state.round(), "all 100 rounds were played");
        assertTrue(moves.size() > 10_000, "a long match: " + moves.size() + " moves");
        List<MatchSeat> seats = new ArrayList<>();
        for (int seat = 0; seat < 10; seat++) {
            seats.add(MatchSeat.bot(seat, "bot " + seat, "random"));
        }
        String id = "long-" + kind + (stages ? "-stages" : "");
        try (MatchStore store = store(kind).get()) {
            store.create(new MatchRecord(id, config, seats, moves, Instant.EPOCH, Instant.EPOCH));
        }
        try (MatchStore store = store(kind).get()) {
            MatchRecord read = store.load(id, new StoreLimits(1_000_000, 64L << 20)).orElseThrow();
            assertEquals(moves, read.moves());
            Match restored = Match.restore(read, CATALOG, store, new MatchTest.TestClock());
            assertEquals(state, restored.state(), "the restored match ends as the match did");
            assertTrue(restored.isOver());
            MatchStoreException tooLong = org.junit.jupiter.api.Assertions.assertThrows(MatchStoreException.class,
                    () -> store.load(id, new StoreLimits(10_000, 64L << 20)));
            assertTrue(tooLong.getMessage().contains("10000"), tooLong.getMessage());
        }
    }
}
