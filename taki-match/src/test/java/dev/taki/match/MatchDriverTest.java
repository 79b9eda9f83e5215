package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.api.PlayerView;
import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link MatchDriver} on real time: it wakes matches by itself — a match whose person never moves is timed out, handed
 * to its bot and finished; and where two servers drive the same match on one shared store, only the holder of the
 * match's lease lets its held bot move, so the bot moves once. The waits are on latches; their timeouts only guard
 * against a hang.
 */
class MatchDriverTest {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();
    private static final long HANG = 60;
    private final List<ScheduledExecutorService> schedulers = new ArrayList<>();

    private ScheduledExecutorService scheduler() {
        ScheduledExecutorService s = Executors.newSingleThreadScheduledExecutor();
        schedulers.add(s);
        return s;
    }

    @AfterEach
    void stopSchedulers() throws InterruptedException {
        for (ScheduledExecutorService s : schedulers) {
            s.shutdownNow();
            assertTrue(s.awaitTermination(HANG, TimeUnit.SECONDS));
        }
    }

    /** Counts down when the match is over, on the thread that ended it. */
    private static CountDownLatch overOf(Match match) {
        CountDownLatch over = new CountDownLatch(1);
        match.subscribe(-1, events -> {
            if (match.isOver()) {
                over.countDown();
            }
        });
        return over;
    }

    @Test
    void aMatchWhosePersonNeverMovesIsTimedOutHandedToItsBotAndFinishedByItself() throws InterruptedException {
        MemoryMatchStore store = new MemoryMatchStore();
        MatchOptions options = MatchOptions.defaults().withMoveClock(new MoveClock(Duration.ofMillis(20), 2));
        Match match = Match.start("absent", GameConfig.of(3, 21), List.of(
                MatchSeat.human(0, "Ann", "heuristic", SeatCredentials.hash(SeatCredentials.fresh())),
                MatchSeat.bot(1, "Bender", "heuristic"), MatchSeat.bot(2, "Marvin", "random")), CATALOG, store, options);
        CountDownLatch over = overOf(match);
        try (MatchDriver driver = new MatchDriver(scheduler())) {
            driver.drive(match);
            assertTrue(over.await(HANG, TimeUnit.SECONDS), "the match finished by itself");
        }
        assertEquals(SeatStatus.AWAY, match.seats().get(0).status());
        assertEquals(MatchStatus.OVER, store.load("absent").orElseThrow().status());
        assertEquals(match.history(), store.load("absent").orElseThrow().moves());
    }

    @Test
    void aDriverRetriesFailedSavesUntilTheMatchEnds() throws InterruptedException {
        MemoryMatchStore memory = new MemoryMatchStore();
        FaultyMatchStore store = new FaultyMatchStore(memory, 5, 0.5);
        store.failing(false);
        MatchOptions options = MatchOptions.defaults().withRetry(Duration.ofMillis(1), Duration.ofMillis(20));
        Match match = Match.start("retries", GameConfig.of(3, 23), List.of(MatchSeat.bot(0, "A", "random"),
                MatchSeat.human(1, "Ann", "random"), MatchSeat.bot(2, "B", "heuristic")), CATALOG, store, options);
        CountDownLatch over = overOf(match);
        store.failing(true);
        try (MatchDriver driver = new MatchDriver(scheduler())) {
            driver.drive(match);
            resignDespiteFailures(match);
            assertTrue(over.await(HANG, TimeUnit.SECONDS), "the bots finished the game through the failures");
        }
        assertTrue(store.failedBefore() + store.failedAfter() > 0);
        assertEquals(match.history(), memory.load("retries").orElseThrow().moves());
    }

    /** Ann gives up, trying again while the store fails her. */
    private static void resignDespiteFailures(Match match) {
        while (true) {
            try {
                assertTrue(match.resign(1).isAccepted());
                return;
            } catch (MatchStoreException e) {
                // 503: she tries again
            }
        }
    }

    @Test
    void twoServersDrivingOneMatchLetItsHeldBotMoveOnce() throws Exception {
        MemoryMatchStore memory = new MemoryMatchStore(Clock.systemUTC());
        FaultyMatchStore store = new FaultyMatchStore(memory, 0, 0); // fails nothing: counts the moves offered
        MatchOptions options = MatchOptions.defaults().withPace(BotPace.WAIT_FOR_PEOPLE, Duration.ofMillis(30));
        GameConfig config = GameConfig.of(2, 31).withVariants(List.of(VariantChoice.of("jump-in")));
        Match a = Match.start("leased", config, List.of(MatchSeat.human(0, "Ann", "heuristic"),
                MatchSeat.bot(1, "Bender", "heuristic")), CATALOG, store, options);
        while (a.botsHeldAt().isEmpty()) {
            PlayerView view = a.view(0);
            assertTrue(a.submit(0, view.legalMoves().get(0).withDeclaration(), view.version()).isAccepted());
        }
        int held = a.botsHeldAt().getAsInt();
        Match b = Match.load("leased", CATALOG, store, StoreLimits.defaults(), options).orElseThrow();

        CountDownLatch moved = new CountDownLatch(1);
        ScheduledExecutorService news = scheduler();
        memory.watch(change -> news.execute(() -> {
            a.catchUp();
            b.catchUp();
            if (change.version() > held) {
                moved.countDown();
            }
        }));
        MatchDriver onA = new MatchDriver(scheduler(), store, "server-a", Duration.ofSeconds(HANG));
        MatchDriver onB = new MatchDriver(scheduler(), store, "server-b", Duration.ofSeconds(HANG));
        onA.drive(a);
        onB.drive(b);
        assertTrue(moved.await(HANG, TimeUnit.SECONDS), "the held bot moved");
        onA.close();
        onB.close();
        stopSchedulers();
        schedulers.clear();

        assertEquals(1, store.appendsAt("leased", held + 1), "one server offered the bot's move, once");
        assertEquals(1, memory.load("leased").orElseThrow().moves().get(held).seat(), "the bot's move");
        assertTrue(a.version() > held && b.version() > held);
    }

    @Test
    void aDriverRefusesBadSettingsAndAClosedOneTakesNoMatch() {
        MemoryMatchStore store = new MemoryMatchStore();
        assertThrows(IllegalArgumentException.class, () -> new MatchDriver(scheduler(), store, " ", Duration.ofSeconds(5)));
        IllegalArgumentException ttl = assertThrows(IllegalArgumentException.class,
                () -> new MatchDriver(scheduler(), store, "me", Duration.ofMillis(10)));
        assertTrue(ttl.getMessage().startsWith("leaseTtl:"), ttl.getMessage());
        MatchDriver driver = new MatchDriver(scheduler());
        Match match = MatchTest.start(store, new MatchTest.TestClock(), 3);
        driver.drive(match);
        driver.drive(match);
        assertEquals(List.of(match), driver.matches());
        driver.close();
        assertEquals(List.of(), driver.matches());
        assertThrows(IllegalStateException.class, () -> driver.drive(match));
    }
}
