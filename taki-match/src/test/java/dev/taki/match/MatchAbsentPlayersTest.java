package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.api.PlayerView;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The move clock: a person whose time runs out gets the default move at {@link Match#wake()}; after two in a row
 * their bot takes the seat until they reclaim it; their own move starts the count again; the host may hand a seat to
 * its bot at once.
 */
class MatchAbsentPlayersTest {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();
    private static final MoveClock THIRTY_SECONDS_TWO_MISSES = new MoveClock(Duration.ofSeconds(30), 2);

    private final MatchTest.TestClock clock = new MatchTest.TestClock();
    private final MemoryMatchStore store = new MemoryMatchStore(clock);
    private final String ann = SeatCredentials.fresh();
    private final String bob = SeatCredentials.fresh();

    /** Ann and Bob, people, and a bot. */
    private Match annBobAndABot(long seed) {
        return Match.start("absent-" + seed, GameConfig.of(3, seed), List.of(
                MatchSeat.human(0, "Ann", "heuristic", SeatCredentials.hash(ann)),
                MatchSeat.human(1, "Bob", "heuristic", SeatCredentials.hash(bob)),
                MatchSeat.bot(2, "Bender", "heuristic")), CATALOG, store,
                MatchOptions.defaults().withClock(clock).withMoveClock(THIRTY_SECONDS_TWO_MISSES));
    }

    /** Plays Bob's moves (first legal) until Ann is to act. */
    private static void bobPlaysUntilAnnsTurn(Match match) {
        while (!match.isOver() && match.awaiting().orElseThrow().seat() != 0) {
            PlayerView view = match.view(1);
            assertTrue(match.submit(1, view.legalMoves().get(0).withDeclaration(), view.version()).isAccepted());
        }
    }

    /** Moves the clock to the match's next wake and wakes it. */
    private void wakeWhenDue(Match match) {
        clock.now = match.nextWake().orElseThrow();
        match.wake();
    }

    @Test
    void aPersonWhoseTimeRunsOutGetsTheDefaultMoveAtTheWakeAndNotBefore() {
        Match match = annBobAndABot(3);
        bobPlaysUntilAnnsTurn(match);
        Awaiting awaited = match.awaiting().orElseThrow();
        Instant deadline = awaited.since().plusSeconds(30);
        assertEquals(Optional.of(deadline), match.deadline());
        assertEquals(Optional.of(deadline), match.nextWake());

        clock.now = deadline.minusSeconds(1);
        match.wake();
        assertEquals(awaited.version(), match.version(), "not yet");

        clock.now = deadline;
        RecordedMove expected = new RecordedMove(0, match.state().defaultMove(0).orElseThrow());
        match.wake();
        assertEquals(expected, match.history().get(awaited.version()), "Ann's default move was made for her");
        assertEquals(1, match.missedMoves(0));
        assertTrue(match.seats().get(0).human(), "one miss does not send her away");
        assertEquals(match.history(), store.load(match.id()).orElseThrow().moves());
    }

    @Test
    void afterTwoMissesInARowHerBotPlaysUntilSheReclaimsTheSeat() {
        Match match = annBobAndABot(5);
        for (int miss = 1; miss <= 2; miss++) {
            bobPlaysUntilAnnsTurn(match);
            wakeWhenDue(match);
        }
        MatchSeat away = match.seats().get(0);
        assertEquals(SeatStatus.AWAY, away.status());
        assertFalse(away.human());
        assertEquals(SeatStatus.AWAY, store.load(match.id()).orElseThrow().seats().get(0).status());
        assertEquals(Refusal.SEAT_PLAYED_BY_BOT, ((MatchResult.Refused) match.submit(0,
                match.state().legalMoves().get(0), match.version())).code(), "her bot plays her seat now");

        // Her bot plays her turns: Bob never waits for her.
        int before = match.version();
        for (int i = 0; i < 3 && !match.isOver(); i++) {
            assertEquals(1, match.awaiting().orElseThrow().seat());
            PlayerView view = match.view(1);
            assertTrue(match.submit(1, view.legalMoves().get(0).withDeclaration(), view.version()).isAccepted());
        }
        assertTrue(match.history().subList(before, match.version()).stream().anyMatch(m -> m.seat() == 0),
                "her bot moved for her");

        int seat = match.seatOf(ann).orElseThrow();
        assertTrue(match.reclaim(seat).isAccepted());
        assertTrue(match.seats().get(0).human());
        assertEquals(SeatStatus.PLAYING, store.load(match.id()).orElseThrow().seats().get(0).status());
        assertEquals(0, match.missedMoves(0), "she comes back with a fresh count");
        assertEquals(Refusal.SEAT_NOT_AWAY, ((MatchResult.Refused) match.reclaim(0)).code());
    }

    @Test
    void herOwnMoveStartsTheCountAgain() {
        Match match = annBobAndABot(7);
        bobPlaysUntilAnnsTurn(match);
        wakeWhenDue(match);
        assertEquals(1, match.missedMoves(0));
        bobPlaysUntilAnnsTurn(match);
        PlayerView view = match.view(0);
        assertTrue(match.submit(0, view.legalMoves().get(0).withDeclaration(), view.version()).isAccepted());
        assertEquals(0, match.missedMoves(0));
        bobPlaysUntilAnnsTurn(match);
        wakeWhenDue(match);
        assertEquals(1, match.missedMoves(0));
        assertTrue(match.seats().get(0).human(), "two misses, but not in a row");
    }

    @Test
    void theHostHandsASeatToItsBotAtOnce() {
        Match match = annBobAndABot(9);
        bobPlaysUntilAnnsTurn(match);
        List<List<MatchSeat>> told = new java.util.ArrayList<>();
        match.subscribe(-1, new MatchListener() {
            @Override public void onEvents(List<LoggedEvent> events) { }
            @Override public void onSeats(List<MatchSeat> seats) { told.add(seats); }
        });
        int version = match.version();
        MatchResult.Accepted handed = (MatchResult.Accepted) match.handToBot(0);
        assertEquals(SeatStatus.AWAY, match.seats().get(0).status());
        assertTrue(match.version() > version, "her bot made her move at once");
        assertEquals(0, match.history().get(version).seat());
        assertEquals(match.version(), handed.version());
        assertEquals(1, match.awaiting().orElseThrow().seat(), "on to Bob");
        assertEquals(1, told.size(), "listeners hear of the change of seats");

        assertEquals(Refusal.SEAT_PLAYED_BY_BOT, ((MatchResult.Refused) match.handToBot(0)).code());
        assertEquals(Refusal.SEAT_PLAYED_BY_BOT, ((MatchResult.Refused) match.handToBot(2)).code());
        assertEquals(Refusal.NO_SUCH_SEAT, ((MatchResult.Refused) match.handToBot(3)).code());
        assertTrue(match.resign(0).isAccepted(), "an away person may still give up");
        assertEquals(SeatStatus.RESIGNED, match.seats().get(0).status());
        assertEquals(Refusal.SEAT_NOT_AWAY, ((MatchResult.Refused) match.reclaim(0)).code());
    }

    @Test
    void aSeatWithoutACredentialIsNeverSentAway() {
        Match match = Match.start("no-credential", GameConfig.of(2, 11), List.of(MatchSeat.human(0, "Ann", "random"),
                MatchSeat.bot(1, "Bender", "heuristic")), CATALOG, store,
                MatchOptions.defaults().withClock(clock).withMoveClock(THIRTY_SECONDS_TWO_MISSES));
        assertEquals(Refusal.NO_CREDENTIAL, ((MatchResult.Refused) match.handToBot(0)).code());
        for (int i = 0; i < 3 && !match.isOver(); i++) {
            wakeWhenDue(match);
        }
        assertTrue(match.seats().get(0).human(), "she could never come back, so she keeps her seat and its clock");
        assertTrue(match.missedMoves(0) >= 2 || match.isOver());
    }

    @Test
    void withoutAMoveClockNobodyIsTimedOut() {
        Match match = MatchTest.start(store, clock, 13);
        assertEquals(Optional.empty(), match.deadline());
        assertEquals(Optional.empty(), match.nextWake());
        clock.now = clock.now.plus(Duration.ofDays(2));
        int version = match.version();
        match.wake();
        assertEquals(version, match.version());
    }
}
