package dev.taki.match;

import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static dev.taki.match.SeededGames.at;
import static dev.taki.match.SeededGames.config;
import static dev.taki.match.SeededGames.match;
import static dev.taki.match.SeededGames.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What every {@link SharedMatchStore} does with one store object: its watchers hear its writes; leases. */
interface SharedMatchStoreContract {

    /** The store of the running test. */
    SharedMatchStore shared();

    /** The next change a watcher heard, waiting for it (the time-out only guards against a hang). */
    static MatchChange next(BlockingQueue<MatchChange> heard) throws InterruptedException {
        MatchChange change = heard.poll(60, TimeUnit.SECONDS);
        if (change == null) {
            throw new AssertionError("no change heard within 60 s");
        }
        return change;
    }

    @Test
    default void aWatcherHearsEveryWriteWithTheVersionAfterIt() throws Exception {
        SharedMatchStore store = shared();
        BlockingQueue<MatchChange> heard = new LinkedBlockingQueue<>();
        List<RecordedMove> moves = moves(config(60), 2);
        try (AutoCloseable watch = store.watch(heard::add)) {
            MatchRecord created = match("watched", config(60));
            store.create(created);
            store.append("watched", 1, moves.get(0), at(1));
            store.append("watched", 2, moves.get(1), at(2));
            List<MatchSeat> seats = new ArrayList<>(created.seats());
            seats.set(0, seats.get(0).vacated(SeatStatus.LEFT));
            store.updateSeats("watched", created.seats(), seats, MatchStatus.PLAYING, at(3));
            assertThrows(MatchConflictException.class, () -> store.append("watched", 2, moves.get(1), at(4)));
            store.create(match("watched-too", config(61)));
            List<MatchChange> expected = List.of(new MatchChange("watched", 0), new MatchChange("watched", 1),
                    new MatchChange("watched", 2), new MatchChange("watched", 2), new MatchChange("watched-too", 0));
            List<MatchChange> got = new ArrayList<>();
            for (int i = 0; i < expected.size(); i++) {
                got.add(next(heard));
            }
            assertEquals(expected, got, "each committed write once, in order; a refused one not at all");
        }
    }

    @Test
    default void aLeaseIsHeldByOneOwnerAtATime() {
        SharedMatchStore store = shared();
        Duration minute = Duration.ofMinutes(1);
        assertTrue(store.lease("leased", "server-a", minute));
        assertFalse(store.lease("leased", "server-b", minute), "held by server-a");
        assertTrue(store.lease("leased", "server-a", minute), "renewed by its owner");
        assertTrue(store.lease("leased-too", "server-b", minute), "another match's lease is another lease");
        assertTrue(store.lease("leased", "server-a", Duration.ZERO), "given up");
        assertTrue(store.lease("leased", "server-b", minute), "a lease that ran out is taken by another owner");
        assertFalse(store.lease("leased", "server-a", minute));
    }
}
