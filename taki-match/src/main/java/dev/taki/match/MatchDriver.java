package dev.taki.match;

import java.time.Duration;
import java.time.Instant;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Wakes matches at the times they name, so that their held bots, deadlines and retries happen without anyone asking:
 * for each match it drives, one task on a {@link ScheduledExecutorService} calls {@link Match#wake()} at
 * {@link Match#nextWake()}, planned again after every change of the match and after every wake. Nothing runs while no
 * match wants to act.
 *
 * <p>Where several processes serve the same matches from one {@link SharedMatchStore}, give each driver the store
 * and an owner id of its own: a driver then wakes a match only while {@link SharedMatchStore#lease} says its owner
 * holds the match's lease (catching the match up with the store when it takes the lease over), so that bots,
 * deadlines and retries act once across processes. A driver that does not hold a lease looks again after the lease's
 * time to live.
 *
 * <p>Safe to use from several threads. The scheduler is the caller's: {@link #close()} stops the driving, not the
 * scheduler.
 */
public final class MatchDriver implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(MatchDriver.class.getName());
    /** How long a driver waits before waking a match again after a wake that threw (a bug, not a failed save). */
    private static final Duration AFTER_A_FAULT = Duration.ofSeconds(1);
    private final ScheduledExecutorService scheduler;
    private final SharedMatchStore shared;
    private final String owner;
    private final Duration leaseTtl;
    private final Map<Match, Driven> driven = new IdentityHashMap<>();
    private boolean closed;

    /** One match being driven: its next wake, and whether this driver held its lease at the last look. */
    private static final class Driven {
        final Match match;
        volatile AutoCloseable watch;
        ScheduledFuture<?> next;
        Instant at;
        volatile boolean holding;
        /** A driver without the lease looks again no sooner than this. */
        volatile Instant notBefore = Instant.MIN;

        Driven(Match match) {
            this.match = match;
        }
    }

    /**
     * A driver that wakes every match it drives: for a server that is the only one serving its matches.
     *
     * @param scheduler runs the wakes; keep it running while the driver is open
     */
    public MatchDriver(ScheduledExecutorService scheduler) {
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        this.shared = null;
        this.owner = null;
        this.leaseTtl = null;
    }

    /**
     * A driver that wakes a match only while its owner holds the match's lease in the shared store.
     *
     * @param scheduler runs the wakes
     * @param store the store the processes share
     * @param owner this process's id, stable while it runs (1 to 200 characters)
     * @param leaseTtl how long a lease lasts unless renewed by a wake (1 s to 1 hour): another process takes a match
     *                 over that long after this one stops
     */
    public MatchDriver(ScheduledExecutorService scheduler, SharedMatchStore store, String owner, Duration leaseTtl) {
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        this.shared = Objects.requireNonNull(store, "store");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(leaseTtl, "leaseTtl");
        if (owner.isBlank() || owner.length() > 200) {
            throw new IllegalArgumentException("owner: expected 1 to 200 characters, not blank");
        }
        if (leaseTtl.compareTo(Duration.ofSeconds(1)) < 0 || leaseTtl.compareTo(Duration.ofHours(1)) > 0) {
            throw new IllegalArgumentException("leaseTtl: expected 1 s to 1 hour, got " + leaseTtl);
        }
        this.owner = owner;
        this.leaseTtl = leaseTtl;
    }

    /**
     * Drives a match from now on, until {@link #stop(Match)}; driving it twice changes nothing.
     *
     * @param match the match
     * @throws IllegalStateException if the driver is closed
     */
    public void drive(Match match) {
        Objects.requireNonNull(match, "match");
        Driven d = new Driven(match);
        // Told under the match's lock: only hand the planning on to the scheduler, never plan there.
        d.watch = match.watchWakes(() -> later(() -> plan(d)));
        synchronized (this) {
            if (closed || driven.containsKey(match)) {
                close(d.watch);
                if (closed) {
                    throw new IllegalStateException("the driver is closed");
                }
                return;
            }
            driven.put(match, d);
        }
        later(() -> plan(d));
    }

    /**
     * Stops driving a match (it is over, or no longer served here); a wake already running finishes.
     *
     * @param match the match
     */
    public void stop(Match match) {
        Driven d;
        synchronized (this) {
            d = driven.remove(match);
            if (d == null) {
                return;
            }
            cancel(d);
        }
        close(d.watch);
    }

    /** {@return the matches driven now} */
    public synchronized List<Match> matches() {
        return List.copyOf(driven.keySet());
    }

    /** Stops driving every match; the scheduler is left running. */
    @Override
    public void close() {
        List<Match> all;
        synchronized (this) {
            closed = true;
            all = List.copyOf(driven.keySet());
        }
        all.forEach(this::stop);
    }

    /** Plans the match's next wake: at the time it names (no sooner than a lease allows), or none. */
    private void plan(Driven d) {
        Optional<Instant> when = d.match.nextWake(); // the match's lock, never with the driver's
        synchronized (this) {
            if (driven.get(d.match) != d) {
                return;
            }
            if (when.isEmpty()) {
                cancel(d);
                return;
            }
            Instant at = when.get().isBefore(d.notBefore) ? d.notBefore : when.get();
            if (d.next != null && !d.next.isDone() && at.equals(d.at)) {
                return;
            }
            cancel(d);
            d.at = at;
            long delay = Math.max(0, Duration.between(d.match.options.clock().instant(), at).toNanos());
            try {
                d.next = scheduler.schedule(() -> run(d), delay, TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException e) {
                LOG.log(System.Logger.Level.DEBUG, "the scheduler is shut down: match " + d.match.id + " is not woken");
            }
        }
    }

    /** Wakes the match if this driver may, then plans the next wake. */
    private void run(Driven d) {
        synchronized (this) {
            if (driven.get(d.match) != d) {
                return;
            }
        }
        try {
            if (shared != null && !holdsLease(d)) {
                return;
            }
            d.match.wake();
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "match " + d.match.id + ": a wake failed; trying again in "
                    + AFTER_A_FAULT, e);
            d.notBefore = d.match.options.clock().instant().plus(AFTER_A_FAULT);
        }
        plan(d);
    }

    /**
     * Takes or renews the match's lease. A driver that takes it over catches the match up first, since the holder
     * before may have moved; one that does not hold it looks again after the lease's time to live.
     */
    private boolean holdsLease(Driven d) {
        boolean holds = shared.lease(d.match.id, owner, leaseTtl);
        if (!holds) {
            d.holding = false;
            d.notBefore = d.match.options.clock().instant().plus(leaseTtl);
            plan(d);
            return false;
        }
        if (!d.holding) {
            d.match.catchUp();
            d.holding = true;
        }
        d.notBefore = Instant.MIN;
        return true;
    }

    private void later(Runnable task) {
        try {
            scheduler.execute(task);
        } catch (RejectedExecutionException e) {
            LOG.log(System.Logger.Level.DEBUG, "the scheduler is shut down: a match is not planned");
        }
    }

    private static void cancel(Driven d) {
        if (d.next != null) {
            d.next.cancel(false);
            d.next = null;
        }
        d.at = null;
    }

    private static void close(AutoCloseable watch) {
        try {
            if (watch != null) {
                watch.close();
            }
        } catch (Exception e) {
            throw new IllegalStateException("a match watch cannot fail to close", e);
        }
    }
}
