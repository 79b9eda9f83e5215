package dev.taki.web;

import dev.taki.core.record.RecordedMove;
import dev.taki.match.ForwardingMatchStore;
import dev.taki.match.MatchRecord;
import dev.taki.match.MatchSeat;
import dev.taki.match.MatchStatus;
import dev.taki.match.MatchStore;
import dev.taki.match.MatchStoreException;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A match store whose writes fail when a test says so, as a database that is down would: a write that fails changes
 * nothing. Reads always work.
 */
final class FailingStore extends ForwardingMatchStore {
    /** Writes that still succeed before the failures begin. */
    private final AtomicInteger passing = new AtomicInteger();
    /** Writes that fail, once the passing ones are used up. */
    private final AtomicInteger failing = new AtomicInteger();
    private final AtomicInteger failed = new AtomicInteger();

    FailingStore(MatchStore store) {
        super(store);
    }

    /** The next {@code count} writes fail. */
    void failNext(int count) {
        failAfter(0, count);
    }

    /** After {@code pass} more writes succeed, the next {@code count} fail. */
    void failAfter(int pass, int count) {
        passing.set(pass);
        failing.set(count);
    }

    /** {@return how many writes failed so far} */
    int failed() {
        return failed.get();
    }

    private void write() {
        if (passing.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
            return;
        }
        if (failing.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
            failed.incrementAndGet();
            throw new MatchStoreException("the test's database is down");
        }
    }

    @Override
    public void create(MatchRecord match) {
        write();
        super.create(match);
    }

    @Override
    public void append(String id, int version, RecordedMove move, Instant at, MatchStatus status) {
        write();
        super.append(id, version, move, at, status);
    }

    @Override
    public void updateSeats(String id, List<MatchSeat> before, List<MatchSeat> after, MatchStatus status,
                            Instant at) {
        write();
        super.updateSeats(id, before, after, status, at);
    }
}
