package dev.taki.match;

import dev.taki.api.Outcome;
import dev.taki.core.record.RecordedMove;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * Keeps a match in step with its store. Every write goes to the store first and counts only once it is saved. A
 * write that fails may still have been saved (the store committed, then the answer was lost), so the match reads the
 * store back: what the store holds is what counts. A caller's own write (a person's move, a claim) that did not land
 * is thrown back to the caller; a write nobody waits for (a bot's move, a time-out) is retried after a backoff, the
 * match first catching up with the store. Runs under its match's lock.
 */
final class MatchSync {
    private static final System.Logger LOG = System.getLogger(MatchSync.class.getName());
    private final Match match;
    /** True after a failed write or read: the store may hold more than the match, which must catch up first. */
    private boolean unsure;
    /** When the next retry is due after a failure; null when nothing waits for one. */
    private Instant retryDue;
    private Duration retryDelay;
    /** A time-out whose save failed, and its index: if the catch-up finds it saved, the seat missed that move. */
    private RecordedMove pendingTimeOut;
    private int pendingIndex = -1;

    /** How a caller's write ended when it did not throw. */
    enum Written {
        /** The store took it. */
        SAVED,
        /** The write failed, but reading the store back found it saved: the catch-up applied it. */
        FOUND,
        /** Another writer changed the match first; the match has caught up, and the write did not land. */
        CONFLICT
    }

    MatchSync(Match match) {
        this.match = match;
        this.retryDelay = match.options.firstRetry();
    }

    /** Before a caller's write: a match unsure of its store catches up first, or throws. */
    void settle() {
        if (unsure) {
            catchUp();
        }
    }

    /**
     * A write a caller waits for. {@code landed} tells, after a catch-up, whether the store holds it.
     *
     * @throws MatchStoreException if the write failed and the store does not hold it (nothing changed), or the
     *                             store could not be read back (the match catches up at its next wake)
     */
    Written byCaller(Runnable write, BooleanSupplier landed) {
        try {
            write.run();
            succeeded();
            return Written.SAVED;
        } catch (MatchConflictException e) {
            readBack(e);
            return landed.getAsBoolean() ? Written.FOUND : Written.CONFLICT;
        } catch (MatchStoreException e) {
            readBack(e);
            if (landed.getAsBoolean()) {
                return Written.FOUND;
            }
            throw e;
        }
    }

    private void readBack(MatchStoreException failure) {
        try {
            catchUp();
        } catch (MatchStoreException readFailed) {
            failure.addSuppressed(readFailed);
            failed(readFailed);
            throw failure;
        }
    }

    /**
     * A write nobody waits for: false if it failed, or was not tried because the match must catch up first; then a
     * retry is due after the backoff.
     */
    boolean automatically(Runnable write) {
        if (unsure) {
            return false;
        }
        try {
            write.run();
            succeeded();
            return true;
        } catch (MatchStoreException e) {
            failed(e);
            return false;
        }
    }

    /** A time-out about to be saved at {@code index}: counted as a miss if a catch-up finds it saved. */
    void timingOut(RecordedMove move, int index) {
        pendingTimeOut = move;
        pendingIndex = index;
    }

    private void succeeded() {
        retryDue = null;
        retryDelay = match.options.firstRetry();
        pendingTimeOut = null;
    }

    private void failed(MatchStoreException e) {
        unsure = true;
        retryDue = match.options.clock().instant().plus(retryDelay);
        boolean atLongest = retryDelay.equals(match.options.longestRetry());
        LOG.log(atLongest ? System.Logger.Level.WARNING : System.Logger.Level.DEBUG, "match " + match.id
                + ": a save failed; retrying at " + retryDue + ": " + e.getMessage());
        Duration doubled = retryDelay.multipliedBy(2);
        retryDelay = doubled.compareTo(match.options.longestRetry()) > 0 ? match.options.longestRetry() : doubled;
    }

    /** Saves a move, then makes it count: if the store fails, nothing changed. */
    void commit(RecordedMove move, Outcome.Accepted outcome) {
        Instant now = match.options.clock().instant();
        MatchStatus after = outcome.state().isOver() ? MatchStatus.OVER : MatchStatus.PLAYING;
        match.store.append(match.id, match.log.version() + 1, move, now, after);
        match.status = after;
        accept(move, outcome, now);
    }

    /**
     * Makes a saved move count: logged, its events told to bots and listeners. The wait for the seat to act restarts
     * when that seat moved or another seat came to act, not for others' moves out of turn.
     */
    private void accept(RecordedMove move, Outcome.Accepted outcome, Instant at) {
        long before = match.log.lastSeq();
        int waitedFor = match.state.toAct();
        match.log.add(move, outcome.events());
        match.state = outcome.state();
        if (move.seat() == waitedFor || match.state.isOver() || match.state.toAct() != waitedFor) {
            match.awaitingSince = at;
        }
        match.updated = at;
        match.bots.observe(before);
        match.log.tellEvents(before);
    }

    /** Saves the seats and status, then takes them: if the store fails (or the seats changed), nothing changed. */
    void writeSeats(List<MatchSeat> after, MatchStatus status) {
        Instant now = match.options.clock().instant();
        match.store.updateSeats(match.id, List.copyOf(match.seats), after, status, now);
        match.status = status;
        match.updated = now;
        match.seating.take(after);
    }

    /** {@return when the match must retry after a failure, if it must} */
    Optional<Instant> retryDue() {
        return unsure && retryDue == null ? Optional.of(match.options.clock().instant()) : Optional.ofNullable(retryDue);
    }

    /**
     * Does what is due by itself at the clock's time: after a failure, catches up first; then writes back an ended
     * match's status, sends away seats that missed too many moves, lets the bots act, and times out an overdue person.
     * A failure stops it until the retry.
     */
    void wake() {
        Instant now = match.options.clock().instant();
        if (retryDue != null && now.isBefore(retryDue)) {
            return;
        }
        if (unsure || retryDue != null) {
            try {
                catchUp();
            } catch (MatchStoreException e) {
                failed(e);
                return;
            }
            retryDue = null;
        }
        if (match.status == MatchStatus.OPEN) {
            return;
        }
        if (match.state.isOver()) {
            match.seating.writeOverIfNotYet();
            return;
        }
        if (!match.seating.sendAwayIfDue()) {
            return;
        }
        match.bots.wake(now);
        if (!unsure) {
            match.seating.timeOutIfOverdue(now);
        }
    }

    /**
     * Reads the stored match and applies what it holds beyond this one: the moves after its version (listeners and
     * bots hear them as they hear any move), then the seats and status.
     *
     * @return true if anything changed
     * @throws MatchStoreException if the store cannot be read, or holds another match than this one
     */
    boolean catchUp() {
        String id = match.id;
        MatchRecord stored = match.store.load(id, match.limits)
                .orElseThrow(() -> new MatchStoreException("match " + id + ": not stored"));
        int mine = match.log.version();
        List<RecordedMove> moves = stored.moves();
        if (moves.size() < mine || !moves.subList(0, mine).equals(match.log.history())) {
            throw new MatchStoreException("match " + id + ": the store holds another history (" + moves.size()
                    + " moves) than this match (" + mine + " moves): load the match again");
        }
        boolean changed = false;
        for (int i = mine; i < moves.size(); i++) {
            RecordedMove m = moves.get(i);
            Outcome outcome = match.state.apply(m.seat(), m.move());
            if (!(outcome instanceof Outcome.Accepted accepted)) {
                throw new MatchStoreException("match " + id + ": stored move " + (i + 1) + " '" + m.notation()
                        + "' does not replay: " + ((Outcome.Rejected) outcome).message());
            }
            match.seating.caughtUp(m, i == pendingIndex && m.equals(pendingTimeOut));
            accept(m, accepted, stored.updated());
            changed = true;
        }
        pendingTimeOut = null;
        pendingIndex = -1;
        if (match.status == MatchStatus.OPEN && stored.status() != MatchStatus.OPEN) {
            match.awaitingSince = stored.updated();
        }
        changed |= match.status != stored.status();
        match.status = stored.status();
        if (!stored.seats().equals(match.seats)) {
            match.seating.take(stored.seats());
            changed = true;
        }
        match.updated = stored.updated();
        unsure = false;
        if (changed) {
            match.bots.due();
        }
        return changed;
    }
}
