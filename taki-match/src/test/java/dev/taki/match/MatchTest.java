package dev.taki.match;

import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.api.Rejection;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A match as a server drives it: people and bots, versions, the event log, time-outs and seats that empty. */
class MatchTest {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();

    /** A clock the test moves by hand. */
    static final class TestClock extends Clock {
        Instant now = Instant.parse("2026-11-30T12:00:00Z");

        @Override public ZoneOffset getZone() { return ZoneOffset.UTC; }
        @Override public Clock withZone(java.time.ZoneId zone) { return this; }
        @Override public Instant instant() { return now; }
    }

    private static List<MatchSeat> aliceAndTwoBots() {
        return List.of(MatchSeat.human(0, "Alice", "heuristic"), MatchSeat.bot(1, "Bender", "heuristic"),
                MatchSeat.bot(2, "Marvin", "random"));
    }

    /** A match of Alice and two bots, dealt from the seed, with the id {@code m-<seed>}. */
    static Match start(MatchStore store, TestClock clock, long seed) {
        return Match.start("m-" + seed, GameConfig.of(3, seed), aliceAndTwoBots(), CATALOG, store, clock);
    }

    @Test
    void anUnknownBotIsRefusedAtTheStartAlsoAsAPersonsStandIn() {
        MemoryMatchStore store = new MemoryMatchStore();
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Match.start("m-bad", GameConfig.of(2, 1), List.of(MatchSeat.human(0, "Ann", "nosuchbot"),
                        MatchSeat.bot(1, "Bender", "random")), CATALOG, store, new TestClock()));
        assertTrue(e.getMessage().contains("unknown bot 'nosuchbot'"), e.getMessage());
        assertTrue(store.ids().isEmpty(), "nothing is stored");
    }

    @Test
    void theRecordIsTheStoresOneUpdatedWhenAMoveWasAcceptedNotWhenAsked() {
        MemoryMatchStore store = new MemoryMatchStore();
        TestClock clock = new TestClock();
        Match match = start(store, clock, 5);
        clock.now = clock.now.plusSeconds(5);
        Move move = match.view(0).legalMoves().get(0);
        assertInstanceOf(MatchResult.Accepted.class, match.submit(0, move.withDeclaration(), match.version()));
        clock.now = clock.now.plusSeconds(3600);
        assertEquals(store.load(match.id()).orElseThrow().updated(), match.record().updated());
        assertEquals(Instant.parse("2026-11-30T12:00:05Z"), match.record().updated());
    }

    @Test
    void aPersonPlaysTwoBotsWithTheBotsMovingAtOnce() {
        Match match = start(new MemoryMatchStore(), new TestClock(), 5);
        while (!match.isOver()) {
            Awaiting awaited = match.awaiting().orElseThrow();
            assertEquals(0, awaited.seat(), "bots never keep the table waiting");
            assertTrue(awaited.human());
            PlayerView view = match.view(0);
            assertEquals(match.version(), view.version(), "the view carries the version to send back");
            MatchResult r = match.submit(0, view.legalMoves().get(0).withDeclaration(), view.version());
            assertInstanceOf(MatchResult.Accepted.class, r);
        }
        assertTrue(match.awaiting().isEmpty());
        assertEquals(match.version(), match.history().size());
    }

    @Test
    void aStaleVersionAndAnotherSeatsMoveAreRefusedWithTheirOwnCodes() {
        Match match = start(new MemoryMatchStore(), new TestClock(), 8);
        int version = match.version();
        Move legal = match.view(0).legalMoves().get(0);
        MatchResult.Refused stale = (MatchResult.Refused) match.submit(0, legal, version - 1);
        assertEquals(Refusal.STALE_VERSION, stale.code());
        assertEquals(version, stale.version());
        MatchResult.Refused bot = (MatchResult.Refused) match.submit(1, legal, version);
        assertEquals(Refusal.SEAT_PLAYED_BY_BOT, bot.code());
        MatchResult.Refused text = (MatchResult.Refused) match.submit(0, "plya R5", version);
        assertEquals(Refusal.NOT_A_MOVE, text.code());
        assertEquals(Refusal.NO_SUCH_SEAT, ((MatchResult.Refused) match.submit(7, legal, version)).code());
        assertEquals(version, match.version(), "nothing changed");
    }

    @Test
    void aMoveFromASeatWhoseTurnItIsNotIsRefusedByTheEngine() {
        List<MatchSeat> people = List.of(MatchSeat.human(0, "Alice", "random"), MatchSeat.human(1, "Bob", "random"));
        Match match = Match.start("two-people", GameConfig.of(2, 3), people, CATALOG, new MemoryMatchStore(),
                new TestClock());
        int waiting = 1 - match.awaiting().orElseThrow().seat();
        MatchResult.Refused r = (MatchResult.Refused) match.submit(waiting, Move.draw(), match.version());
        assertEquals(Refusal.REJECTED, r.code());
        assertEquals(Rejection.NOT_YOUR_TURN, r.rejection());
        assertEquals(waiting, r.engine().arguments().get("seat"), "the refusal says whose move it was, as data");
        assertTrue(!r.message(java.util.Locale.forLanguageTag("he")).equals(r.message()), "and in Hebrew");
    }

    @Test
    void aSeatWhoseTimeRanOutGetsTheDefaultMove() {
        TestClock clock = new TestClock();
        Match match = start(new MemoryMatchStore(), clock, 11);
        Awaiting awaited = match.awaiting().orElseThrow();
        assertEquals(Optional.empty(), match.timeOutIfOverdue(Duration.ofSeconds(30)), "not yet overdue");
        clock.now = clock.now.plusSeconds(31);
        Move expected = match.state().defaultMove(0).orElseThrow();
        int before = match.version();
        MatchResult r = match.timeOutIfOverdue(Duration.ofSeconds(30)).orElseThrow();
        assertTrue(r.isAccepted());
        assertEquals(expected, match.history().get(before).move());
        assertEquals(Refusal.STALE_VERSION, ((MatchResult.Refused) match.timeOut(0, awaited.version())).code());
        assertEquals(clock.now, match.awaiting().map(Awaiting::since).orElse(clock.now), "waiting starts anew");
    }

    @Test
    void whenAPersonLeavesTheirBotPlaysTheGameToTheEnd() {
        MemoryMatchStore store = new MemoryMatchStore();
        Match match = start(store, new TestClock(), 13);
        List<List<MatchSeat>> told = new ArrayList<>();
        match.subscribe(-1, new MatchListener() {
            @Override public void onEvents(List<LoggedEvent> events) { }
            @Override public void onSeats(List<MatchSeat> seats) { told.add(seats); }
        });
        assertTrue(match.leave(0).isAccepted());
        assertTrue(match.isOver(), "three bots finish the game");
        assertEquals(SeatStatus.LEFT, match.seats().get(0).status());
        assertEquals(1, told.size());
        assertEquals(SeatStatus.LEFT, store.load(match.id()).orElseThrow().seats().get(0).status());
        assertEquals(Refusal.SEAT_VACATED, ((MatchResult.Refused) match.resign(0)).code());
    }

    @Test
    void eachReaderSeesOnlyWhatItMayAndListenersGetTheSame() {
        Match match = start(new MemoryMatchStore(), new TestClock(), 17);
        List<LoggedEvent> toSpectator = new ArrayList<>();
        match.subscribe(-1, toSpectator::addAll);
        long since = match.lastSeq();
        while (!match.isOver()) {
            PlayerView view = match.view(0);
            match.submit(0, view.legalMoves().get(view.legalMoves().size() - 1).withDeclaration(), view.version());
        }
        assertEquals(match.eventsSince(since, -1, Integer.MAX_VALUE), toSpectator);
        List<LoggedEvent> all = match.eventsSince(0, -1, Integer.MAX_VALUE);
        for (int i = 0; i < all.size(); i++) {
            assertEquals(i + 1, all.get(i).seq(), "sequence numbers count the log from 1");
        }
        boolean sawOwnCards = false;
        for (int viewer = -1; viewer < 3; viewer++) {
            for (LoggedEvent e : match.eventsSince(0, viewer, Integer.MAX_VALUE)) {
                if (e.event() instanceof Event.CardsDrawn d) {
                    assertEquals(d.seat() == viewer, !d.cards().isEmpty() || d.count() == 0,
                            "only the drawing seat sees the cards: " + e);
                    sawOwnCards |= d.seat() == viewer && viewer >= 0;
                }
            }
        }
        assertTrue(sawOwnCards);
        assertEquals(3, match.eventsSince(0, 1, 3).size(), "a reader may take the log a page at a time");
    }

    @Test
    void aRestoredMatchIsTheSameMatchAndPlaysOn() {
        MemoryMatchStore store = new MemoryMatchStore();
        TestClock clock = new TestClock();
        Match match = start(store, clock, 21);
        for (int i = 0; i < 5 && !match.isOver(); i++) {
            PlayerView view = match.view(0);
            match.submit(0, view.legalMoves().get(0).withDeclaration(), view.version());
        }
        Match again = Match.load(match.id(), CATALOG, store, clock, StoreLimits.defaults()).orElseThrow();
        assertEquals(match.state(), again.state());
        assertEquals(match.version(), again.version());
        assertEquals(match.eventsSince(0, 0, Integer.MAX_VALUE), again.eventsSince(0, 0, Integer.MAX_VALUE),
                "the log has the same events under the same numbers");
        assertEquals(match.seats(), again.seats());
        while (!again.isOver()) {
            PlayerView view = again.view(0);
            assertTrue(again.submit(0, view.legalMoves().get(0).withDeclaration(), view.version()).isAccepted());
        }
        assertFalse(store.load(match.id()).orElseThrow().moves().isEmpty());
        assertEquals(again.version(), store.load(match.id()).orElseThrow().version(), "every move was saved");
    }

    @Test
    void aStoreThatFailsBeforeSavingLeavesTheMatchAsItWas() {
        FaultyMatchStore store = new FaultyMatchStore(new MemoryMatchStore(), 23, 1.0);
        store.failing(false);
        Match match = start(store, new TestClock(), 23);
        store.failing(true);
        int version = match.version();
        var state = match.state();
        PlayerView view = match.view(0);
        Move move = view.legalMoves().get(0).withDeclaration();
        boolean failedBefore = false;
        while (!failedBefore) {
            int before = store.failedBefore();
            try {
                match.submit(0, move, view.version());
                return; // the store committed, then failed: the match read it back, and the move stands
            } catch (MatchStoreException e) {
                failedBefore = store.failedBefore() > before;
            }
        }
        assertEquals(version, match.version());
        assertEquals(state, match.state());
        assertEquals(version, store.inner().load(match.id()).orElseThrow().version());
    }

    @Test
    void aRecordTellsItsStatusAndMoveClock() {
        MemoryMatchStore store = new MemoryMatchStore();
        MoveClock clock = MoveClock.ofSeconds(45);
        Match match = Match.start("kept", GameConfig.of(2, 9), List.of(MatchSeat.human(0, "Ann", "random"),
                MatchSeat.bot(1, "Bender", "heuristic")), CATALOG, store, MatchOptions.defaults()
                .withClock(new TestClock()).withMoveClock(clock));
        assertEquals(clock, match.moveClock());
        assertEquals(MatchStatus.PLAYING, match.record().status());
        assertEquals(clock, store.load("kept").orElseThrow().moveClock());
        assertTrue(match.leave(0).isAccepted());
        assertEquals(MatchStatus.OVER, match.record().status());
        assertEquals(match.record(), store.load("kept").orElseThrow());
    }

    @Test
    void aRestoredMatchsBotsMoveAtItsNextWakeAndOldRestoresPlayThemAtOnce() {
        MemoryMatchStore store = new MemoryMatchStore();
        TestClock clock = new TestClock();
        // Stored with its bot to act: as if the server stopped before the bot's move was made.
        GameConfig config = GameConfig.of(2, 1);
        List<MatchSeat> seats = List.of(MatchSeat.bot(0, "Bender", "heuristic"), MatchSeat.human(1, "Ann", "random"));
        MatchRecord record = new MatchRecord("restored", config, seats, List.of(), clock.now, clock.now);
        store.create(record);
        Match waking = Match.restore(record, CATALOG, store, MatchOptions.defaults().withClock(clock));
        assertEquals(0, waking.version(), "nothing moved yet");
        assertEquals(Optional.of(clock.now), waking.nextWake(), "its bot is due now");
        waking.wake();
        assertTrue(waking.version() > 0, "the bot moved at the wake");
        assertEquals(1, waking.awaiting().orElseThrow().seat());

        MemoryMatchStore other = new MemoryMatchStore();
        other.create(record);
        Match old = Match.restore(record, CATALOG, other, clock);
        assertEquals(waking.history(), old.history(), "the old overload played the same bot's move at once");
    }

    @Test
    void anEndedMatchStoredAsInPlayIsWrittenBackAsOver() {
        MemoryMatchStore store = new MemoryMatchStore();
        Match played = Match.start("ended", GameConfig.of(2, 2), List.of(MatchSeat.bot(0, "A", "random"),
                MatchSeat.bot(1, "B", "heuristic")), CATALOG, new MemoryMatchStore(), new TestClock());
        assertTrue(played.isOver());
        MatchRecord r = played.record();
        store.create(new MatchRecord(r.id(), r.config(), r.seats(), r.moves(), r.created(), r.updated()));
        assertEquals(MatchStatus.PLAYING, store.load("ended").orElseThrow().status());
        Match restored = Match.load("ended", CATALOG, store, StoreLimits.defaults(), MatchOptions.defaults())
                .orElseThrow();
        assertEquals(MatchStatus.OVER, restored.status());
        assertEquals(MatchStatus.OVER, store.load("ended").orElseThrow().status());
        assertEquals(List.of("ended"), store.list(MatchStatus.OVER).stream().map(MatchSummary::id).toList());
        assertEquals(Optional.empty(), restored.nextWake());
    }

    @Test
    void badOptionsAreRefusedNamingTheField() {
        MatchOptions defaults = MatchOptions.defaults();
        IllegalArgumentException pause = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> defaults.withPace(BotPace.AT_ONCE, Duration.ofSeconds(1)));
        assertTrue(pause.getMessage().startsWith("botPause:"), pause.getMessage());
        IllegalArgumentException longPause = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> defaults.withPace(BotPace.WAIT_FOR_PEOPLE, Duration.ofHours(1)));
        assertTrue(longPause.getMessage().startsWith("botPause:"), longPause.getMessage());
        IllegalArgumentException retry = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> defaults.withRetry(Duration.ofSeconds(2), Duration.ofSeconds(1)));
        assertTrue(retry.getMessage().startsWith("longestRetry:"), retry.getMessage());
        IllegalArgumentException first = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> defaults.withRetry(Duration.ZERO, Duration.ofSeconds(1)));
        assertTrue(first.getMessage().startsWith("firstRetry:"), first.getMessage());
        assertEquals(Duration.ofMillis(50), defaults.firstRetry());
        assertEquals(MoveClock.NONE, defaults.moveClock());
    }
}
