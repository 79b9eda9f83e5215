package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two servers on one store, each with its own {@link Match} of the same id: a move accepted by one reaches the other's
 * listeners when it catches up; a move the other accepts on its stale table is refused as stale; seats changed on one
 * are the other's too; and a store that fails or diverges leaves a match as it was.
 */
class MatchCatchUpTest {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();

    private final MatchTest.TestClock clock = new MatchTest.TestClock();
    private final MemoryMatchStore store = new MemoryMatchStore(clock);
    private final MatchOptions options = MatchOptions.defaults().withClock(clock);

    /** Ann and Bob, people, and a bot; made on server A. */
    private Match onA() {
        return Match.start("shared", GameConfig.of(3, 17), List.of(MatchSeat.human(0, "Ann", "heuristic"),
                MatchSeat.human(1, "Bob", "heuristic"), MatchSeat.bot(2, "Bender", "random")), CATALOG, store, options);
    }

    private Match onB() {
        return Match.load("shared", CATALOG, store, StoreLimits.defaults(), options).orElseThrow();
    }

    /** The awaited person's first legal move, on that match. */
    private static MatchResult personMoves(Match match) {
        int seat = match.awaiting().orElseThrow().seat();
        PlayerView view = match.view(seat);
        return match.submit(seat, view.legalMoves().get(0).withDeclaration(), view.version());
    }

    @Test
    void aMoveOnOneServerReachesTheOthersListenersWhenItCatchesUp() {
        Match a = onA();
        Match b = onB();
        List<LoggedEvent> heardOnB = new ArrayList<>();
        b.subscribe(-1, b.lastSeq(), heardOnB::addAll);
        ConcurrentLinkedQueue<MatchChange> changes = new ConcurrentLinkedQueue<>();
        store.watch(changes::add);

        long before = a.lastSeq();
        assertTrue(personMoves(a).isAccepted());
        assertEquals(a.version(), changes.stream().mapToInt(MatchChange::version).max().orElseThrow(),
                "the store told its watchers");
        assertFalse(b.version() == a.version(), "b does not know yet");

        assertTrue(b.catchUp());
        assertEquals(a.version(), b.version());
        assertEquals(a.state(), b.state());
        assertEquals(a.eventsSince(before, -1, Integer.MAX_VALUE), heardOnB, "b's listeners heard a's move");
        assertEquals(a.eventsSince(0, 1, Integer.MAX_VALUE), b.eventsSince(0, 1, Integer.MAX_VALUE));
        assertFalse(b.catchUp(), "nothing more to read");
        assertEquals(a.awaiting().map(Awaiting::seat), b.awaiting().map(Awaiting::seat));
    }

    @Test
    void aMoveOnAStaleTableOfTheOtherServerIsRefusedAsStale() {
        Match a = onA();
        Match b = onB();
        int seat = b.awaiting().orElseThrow().seat();
        PlayerView staleView = b.view(seat);
        assertTrue(personMoves(a).isAccepted());
        List<RecordedMove> stored = store.load("shared").orElseThrow().moves();

        MatchResult.Refused refused = (MatchResult.Refused) b.submit(seat,
                staleView.legalMoves().get(staleView.legalMoves().size() - 1).withDeclaration(), staleView.version());
        assertEquals(Refusal.STALE_VERSION, refused.code(), refused.message());
        assertEquals(a.version(), refused.version(), "b caught up to tell the version to look at");
        assertEquals(a.version(), b.version());
        assertEquals(stored, store.load("shared").orElseThrow().moves(), "the store kept a's move only");
        assertTrue(personMoves(b).isAccepted(), "on the fresh table b's person plays on");
        assertTrue(a.catchUp());
        assertEquals(b.state(), a.state());
    }

    @Test
    void seatsChangedOnOneServerAreTheOthersAfterTheCatchUp() {
        Match a = onA();
        Match b = onB();
        List<List<MatchSeat>> toldOnB = new ArrayList<>();
        b.subscribe(-1, new MatchListener() {
            @Override public void onEvents(List<LoggedEvent> events) { }
            @Override public void onSeats(List<MatchSeat> seats) { toldOnB.add(seats); }
        });
        int bob = 1;
        assertTrue(a.leave(bob).isAccepted());
        assertTrue(b.catchUp());
        assertEquals(SeatStatus.LEFT, b.seats().get(bob).status());
        assertEquals(List.of(a.seats()), toldOnB);
        assertEquals(a.version(), b.version(), "and the bots' moves that followed");
        // b never plays bots itself on a catch-up: they are due at its next wake, which finds nothing left to do
        assertEquals(Optional.of(clock.now), b.nextWake());
        int version = b.version();
        b.wake();
        assertEquals(version, b.version());
        assertEquals(Refusal.SEAT_VACATED, ((MatchResult.Refused) b.resign(bob)).code());
    }

    @Test
    void aSeatChangeOnAStaleServerCatchesUpAndTriesAgain() {
        Match a = onA();
        Match b = onB();
        assertTrue(a.leave(1).isAccepted());
        assertTrue(b.resign(0).isAccepted(), "b's seats were stale; it caught up and resigned Ann's seat");
        assertEquals(List.of(SeatStatus.RESIGNED, SeatStatus.LEFT), store.load("shared").orElseThrow().seats()
                .subList(0, 2).stream().map(MatchSeat::status).toList());
    }

    @Test
    void aStoreThatHoldsAnotherHistoryIsRefusedAndTheMatchStaysAsItWas() {
        Match a = onA();
        assertTrue(personMoves(a).isAccepted());
        MemoryMatchStore other = new MemoryMatchStore();
        MatchRecord mine = a.record();
        other.create(new MatchRecord(mine.id(), mine.config(), mine.seats(), List.of(), Instant.EPOCH, Instant.EPOCH));
        Match elsewhere = Match.restore(store.load("shared").orElseThrow(), CATALOG, other, options);
        int version = elsewhere.version();
        MatchStoreException e = assertThrows(MatchStoreException.class, elsewhere::catchUp);
        assertTrue(e.getMessage().contains("another history"), e.getMessage());
        assertEquals(version, elsewhere.version());
    }

    @Test
    void aFailedSaveOfAPersonsMoveChangesNothingAndTheyMayTryAgain() {
        FaultyMatchStore faulty = new FaultyMatchStore(store, 1, 0);
        Match match = Match.start("faulty", GameConfig.of(2, 5), List.of(MatchSeat.human(0, "Ann", "random"),
                MatchSeat.bot(1, "Bender", "heuristic")), CATALOG, faulty, options);
        FaultyMatchStore always = new FaultyMatchStore(store, 2, 1.0);
        Match failing = Match.load("faulty", CATALOG, always, StoreLimits.defaults(), options).orElseThrow();
        failing.wake();
        int version = failing.version();
        var state = failing.state();
        PlayerView view = failing.view(0);
        Move move = view.legalMoves().get(0).withDeclaration();
        for (int attempt = 0; attempt < 20; attempt++) {
            try {
                assertTrue(failing.submit(0, move, view.version()).isAccepted(), "saved after all, and said so");
                assertEquals(new RecordedMove(0, move), store.load("faulty").orElseThrow().moves().get(version));
                return;
            } catch (MatchStoreException e) {
                assertEquals(version, failing.version(), "a move that was not saved changed nothing");
                assertEquals(state, failing.state());
                assertEquals(version, store.load("faulty").orElseThrow().version());
            }
        }
        throw new AssertionError("in 20 tries the store never committed a write it failed afterwards");
    }
}
