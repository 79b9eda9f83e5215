package dev.taki.match;

import dev.taki.core.record.RecordedMove;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * A store that fails writes at random, as a disk or a database does: a write fails either before it reaches the store
 * (nothing written) or after the store committed it, before the answer comes back (written, but the writer hears of a
 * failure: the ambiguous case). Reads, watches and leases go straight to the store it wraps. The failures follow a
 * seed, so a failing run can be played again.
 */
final class FaultyMatchStore extends ForwardingMatchStore implements SharedMatchStore {
    private final Random random;
    private final double failureRate;
    private volatile boolean failing = true;
    private final AtomicInteger failedBefore = new AtomicInteger();
    private final AtomicInteger failedAfter = new AtomicInteger();
    private final ConcurrentHashMap<String, AtomicInteger> appends = new ConcurrentHashMap<>();

    /**
     * @param inner the store that keeps the matches
     * @param seed the seed of the failures
     * @param failureRate the share of writes that fail, half before and half after the commit
     */
    FaultyMatchStore(MatchStore inner, long seed, double failureRate) {
        super(inner);
        this.random = new Random(seed);
        this.failureRate = failureRate;
    }

    /** Turns the failures on or off (a test sets a match up without them). */
    void failing(boolean on) {
        failing = on;
    }

    /** {@return the writes that failed before reaching the store} */
    int failedBefore() {
        return failedBefore.get();
    }

    /** {@return the writes that the store committed but that were answered with a failure} */
    int failedAfter() {
        return failedAfter.get();
    }

    /** {@return how many times a move was offered for that version of the match, saved or not} */
    int appendsAt(String id, int version) {
        AtomicInteger n = appends.get(id + "@" + version);
        return n == null ? 0 : n.get();
    }

    /** The store underneath, to check what was really saved. */
    MatchStore inner() {
        return delegate();
    }

    private enum Fault { NONE, BEFORE, AFTER }

    private synchronized Fault next() {
        if (!failing || random.nextDouble() >= failureRate) {
            return Fault.NONE;
        }
        return random.nextBoolean() ? Fault.BEFORE : Fault.AFTER;
    }

    private void write(String what, Runnable write) {
        Fault fault = next();
        if (fault == Fault.BEFORE) {
            failedBefore.incrementAndGet();
            throw new MatchStoreException(what + ": the connection failed (injected, nothing written)");
        }
        write.run();
        if (fault == Fault.AFTER) {
            failedAfter.incrementAndGet();
            throw new MatchStoreException(what + ": the connection failed (injected, after the commit)");
        }
    }

    @Override
    public void create(MatchRecord match) {
        write("create " + match.id(), () -> super.create(match));
    }

    @Override
    public void append(String id, int version, RecordedMove move, Instant at, MatchStatus status) {
        appends.computeIfAbsent(id + "@" + version, k -> new AtomicInteger()).incrementAndGet();
        write("append to " + id, () -> super.append(id, version, move, at, status));
    }

    @Override
    public void updateSeats(String id, List<MatchSeat> before, List<MatchSeat> after, MatchStatus status, Instant at) {
        write("seats of " + id, () -> super.updateSeats(id, before, after, status, at));
    }

    @Override
    public AutoCloseable watch(Consumer<MatchChange> listener) {
        return shared().watch(listener);
    }

    @Override
    public boolean lease(String id, String owner, Duration ttl) {
        return shared().lease(id, owner, ttl);
    }

    private SharedMatchStore shared() {
        if (delegate() instanceof SharedMatchStore s) {
            return s;
        }
        throw new UnsupportedOperationException("the wrapped store is not shared");
    }
}
