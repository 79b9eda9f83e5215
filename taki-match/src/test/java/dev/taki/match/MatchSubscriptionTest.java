package dev.taki.match;

import dev.taki.api.PlayerView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A reader that subscribes from a sequence number: it gets the events after it, then the new ones, none twice
 * and none missing, also while another thread is making moves.
 */
class MatchSubscriptionTest {
    /** Readers that race with the moves; each is told of every later move, so the count is kept modest. */
    private static final int MOST_READERS = 300;

    /** Every call a listener got, in order; it writes the events out as text first, as a socket would. */
    private static final class Recorder implements MatchListener {
        final int viewer;
        final long since;
        final List<List<LoggedEvent>> calls = Collections.synchronizedList(new ArrayList<>());
        final StringBuilder sent = new StringBuilder();

        Recorder(int viewer, long since) {
            this.viewer = viewer;
            this.since = since;
        }

        @Override
        public void onEvents(List<LoggedEvent> events) {
            sent.append(events);
            calls.add(List.copyOf(events));
        }

        List<LoggedEvent> events() {
            synchronized (calls) {
                return calls.stream().flatMap(List::stream).toList();
            }
        }

        AutoCloseable subscribeTo(Match match) {
            return match.subscribe(viewer, since, this);
        }
    }

    /** Alice's move: the first legal one, declaring "last card" when it leaves one. */
    private static void aliceMoves(Match match) {
        PlayerView view = match.view(0);
        MatchResult r = match.submit(0, view.legalMoves().get(0).withDeclaration(), view.version());
        assertTrue(r.isAccepted(), r.toString());
    }

    /** The listener got exactly the events after its {@code since}, as its viewer may see them, each once. */
    private static void assertGotEverythingAfterSince(Match match, Recorder r) {
        List<LoggedEvent> got = r.events();
        String reader = "viewer " + r.viewer + " since " + r.since;
        assertEquals(LongStream.rangeClosed(r.since + 1, match.lastSeq()).boxed().toList(),
                got.stream().map(LoggedEvent::seq).toList(), reader + ": every event after since, once, in order");
        assertEquals(match.eventsSince(r.since, r.viewer, Integer.MAX_VALUE), got, reader + ": as the viewer sees them");
    }

    @Test
    void aListenerSubscribingMidGameGetsTheEventsAfterItsSinceThenTheNewOnes() {
        Match match = MatchTest.start(new MemoryMatchStore(), new MatchTest.TestClock(), 31);
        for (int i = 0; i < 4; i++) {
            aliceMoves(match);
        }
        long since = match.lastSeq() / 2;
        assertTrue(since > 0 && since < match.lastSeq(), "the log has events before and after since");
        Recorder seat = new Recorder(0, since);
        seat.subscribeTo(match);
        assertEquals(1, seat.calls.size(), "the catch-up comes in one call, before subscribe returns");
        assertEquals(match.eventsSince(since, 0, Integer.MAX_VALUE), seat.calls.get(0));
        Recorder spectator = new Recorder(-1, 0);
        spectator.subscribeTo(match);
        while (!match.isOver()) {
            aliceMoves(match);
        }
        assertTrue(seat.calls.size() > 1, "live events followed the catch-up");
        assertGotEverythingAfterSince(match, seat);
        assertGotEverythingAfterSince(match, spectator);
    }

    @Test
    void fromTheLastEventThereIsNoCatchUpAndWithoutASinceTheSame() throws Exception {
        Match match = MatchTest.start(new MemoryMatchStore(), new MatchTest.TestClock(), 33);
        aliceMoves(match);
        Recorder fromLast = new Recorder(1, match.lastSeq());
        fromLast.subscribeTo(match);
        List<LoggedEvent> fromNow = new ArrayList<>();
        AutoCloseable handle = match.subscribe(1, fromNow::addAll);
        assertTrue(fromLast.calls.isEmpty(), "nothing to catch up on");
        aliceMoves(match);
        assertEquals(fromLast.events(), fromNow);
        assertGotEverythingAfterSince(match, fromLast);
        handle.close();
        aliceMoves(match);
        assertEquals(match.lastSeq(), fromLast.events().get(fromLast.events().size() - 1).seq());
        assertTrue(fromNow.size() < fromLast.events().size(), "a closed subscription hears nothing more");
    }

    @Test
    void aSinceOutsideTheLogOrAViewerNotAtTheTableIsRefused() {
        Match match = MatchTest.start(new MemoryMatchStore(), new MatchTest.TestClock(), 35);
        aliceMoves(match);
        long last = match.lastSeq();
        IllegalArgumentException beyond = assertThrows(IllegalArgumentException.class,
                () -> match.subscribe(0, last + 1, events -> { }));
        assertTrue(beyond.getMessage().startsWith("since: expected 0 to " + last), beyond.getMessage());
        assertThrows(IllegalArgumentException.class, () -> match.subscribe(0, -1, events -> { }));
        assertThrows(IllegalArgumentException.class, () -> match.subscribe(3, 0, events -> { }));
        assertThrows(IllegalArgumentException.class, () -> match.subscribe(-2, 0, events -> { }));
        Recorder refused = new Recorder(0, last + 1);
        assertThrows(IllegalArgumentException.class, () -> refused.subscribeTo(match));
        aliceMoves(match);
        assertTrue(refused.calls.isEmpty(), "a refused subscription is not kept");
    }

    @Test
    void readersSubscribingWhileAnotherThreadMovesMissNothingAndGetNothingTwice() throws Exception {
        Match match = MatchTest.start(new MemoryMatchStore(), new MatchTest.TestClock(), 37);
        CountDownLatch underway = new CountDownLatch(1);
        CountDownLatch firstSubscribed = new CountDownLatch(1);
        ExecutorService mover = Executors.newSingleThreadExecutor();
        List<Recorder> readers = new ArrayList<>();
        try {
            Future<?> game = mover.submit(() -> {
                for (int i = 0; i < 6; i++) {
                    aliceMoves(match);
                }
                underway.countDown();
                // The first reader subscribes mid-game for certain; every later one races with the moves.
                await(firstSubscribed);
                while (!match.isOver()) {
                    aliceMoves(match);
                }
                return null;
            });
            await(underway);
            Recorder first = new Recorder(0, match.lastSeq() - 3);
            first.subscribeTo(match);
            readers.add(first);
            firstSubscribed.countDown();
            for (int i = 0; i < MOST_READERS && !match.isOver(); i++) {
                long last = match.lastSeq();
                // since: the whole log, the middle of it, or the end as this thread last saw it
                Recorder r = new Recorder(i % 4 - 1, switch (i % 3) {
                    case 0 -> 0;
                    case 1 -> last / 2;
                    default -> last;
                });
                r.subscribeTo(match);
                readers.add(r);
            }
            game.get(30, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw new AssertionError("the moving thread failed", e.getCause());
        } finally {
            mover.shutdownNow();
        }
        assertTrue(match.isOver());
        assertTrue(readers.get(0).calls.size() > 1, "the first reader got its catch-up, then live events");
        for (Recorder r : readers) {
            assertGotEverythingAfterSince(match, r);
        }
    }

    @Test
    void aListenerThatThrowsIsSkippedAndTheMatchAndTheOtherListenersGoOn() {
        MemoryMatchStore store = new MemoryMatchStore();
        Match match = MatchTest.start(store, new MatchTest.TestClock(), 39);
        match.subscribe(0, events -> {
            throw new IllegalStateException("a socket that broke");
        });
        Recorder after = new Recorder(-1, match.lastSeq());
        after.subscribeTo(match);
        while (!match.isOver()) {
            aliceMoves(match);
        }
        assertGotEverythingAfterSince(match, after);
        assertEquals(match.history(), store.load(match.id()).orElseThrow().moves(), "every move was saved and counts");
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(30, TimeUnit.SECONDS)) {
                throw new AssertionError("the other thread did not get there within 30 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
