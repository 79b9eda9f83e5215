package dev.taki.match;

import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.core.record.RecordedMove;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * Who plays each seat of a match, and how that changes: people claim open seats and the match begins; a person who
 * lets their time run out too often, or whom the host hands over, is away while their bot plays, until they reclaim
 * the seat; a person leaves or resigns. Every change is one compare-and-set write of the seats. Also the time-outs,
 * whose count of missed moves in a row (kept in memory) sends a seat away. Runs under its match's lock.
 */
final class MatchSeating {
    private static final int ATTEMPTS = 3;
    private final Match match;
    /** Moves in a row each seat's person let time run out on. */
    private final int[] misses;

    /** The seats a change makes of the current ones, and the match's status after it; or why it may not happen. */
    private record Plan(List<MatchSeat> after, MatchStatus status, MatchResult.Refused refused) {
    }

    MatchSeating(Match match, int seats) {
        this.match = match;
        this.misses = new int[seats];
    }

    // ---- people's changes ----------------------------------------------------------------------------------

    SeatClaim claim(String name) {
        MatchSeat.open(0, name, "none"); // checks the name as a seat's, before anything is written
        match.sync.settle();
        String credential = SeatCredentials.fresh();
        String hash = SeatCredentials.hash(credential);
        int[] chosen = {-1};
        MatchResult.Refused refused = write(() -> {
            if (match.status != MatchStatus.OPEN) {
                return refuse(Refusal.MATCH_NOT_OPEN, "the match has begun: no seat may be claimed");
            }
            int seat = firstOpen();
            if (seat < 0) {
                return refuse(Refusal.NO_OPEN_SEAT, "every seat of this match is taken");
            }
            chosen[0] = seat;
            return plan(seat, match.seats.get(seat).claimed(name, hash), MatchStatus.OPEN);
        });
        return refused != null ? new SeatClaim.Refused(refused.code(), refused.message())
                : new SeatClaim.Claimed(chosen[0], credential);
    }

    MatchResult begin() {
        match.sync.settle();
        long before = match.log.lastSeq();
        // The wait for the first player starts now, before the write tells the listeners of the new seats: one that
        // reads the deadline then reads the start's, not the match's creation time.
        java.time.Instant waitedSince = match.awaitingSince;
        match.awaitingSince = match.options.clock().instant();
        MatchResult.Refused refused = write(() -> {
            if (match.status != MatchStatus.OPEN) {
                return refuse(Refusal.MATCH_NOT_OPEN, "the match has already begun");
            }
            return new Plan(match.seats.stream().map(s -> s.isOpen() ? s.takenByBot() : s).toList(), MatchStatus.PLAYING,
                    null);
        });
        if (refused != null) {
            match.awaitingSince = waitedSince;
            return refused;
        }
        match.bots.play(false);
        return match.accepted(before, -1);
    }

    OptionalInt seatOf(String credential) {
        if (!SeatCredentials.wellFormed(credential)) {
            return OptionalInt.empty();
        }
        String hash = SeatCredentials.hash(credential);
        int found = -1;
        for (MatchSeat seat : match.seats) { // every seat is compared, so the time tells nothing
            if (seat.credentialHash() != null && SeatCredentials.sameHash(hash, seat.credentialHash())) {
                found = seat.seat();
            }
        }
        return found < 0 ? OptionalInt.empty() : OptionalInt.of(found);
    }

    MatchResult handToBot(int seat) {
        return change(seat, -1, s -> {
            if (!s.human()) {
                return refuse(s.status() == SeatStatus.PLAYING || s.status() == SeatStatus.AWAY
                        ? Refusal.SEAT_PLAYED_BY_BOT : Refusal.SEAT_VACATED, "seat " + s.seat() + " is played by its bot");
            }
            if (s.credentialHash() == null) {
                return refuse(Refusal.NO_CREDENTIAL, "seat " + s.seat() + " has no credential to come back with;"
                        + " its person may leave it to the bot instead");
            }
            return plan(s.seat(), s.away(), statusNow());
        });
    }

    MatchResult reclaim(int seat) {
        return change(seat, seat, s -> s.status() != SeatStatus.AWAY
                ? refuse(Refusal.SEAT_NOT_AWAY, "seat " + s.seat() + " is not away: "
                + (s.human() ? "its person plays it" : "its bot plays it for good"))
                : plan(s.seat(), s.back(), statusNow()));
    }

    MatchResult vacate(int seat, SeatStatus why) {
        return change(seat, seat, s -> {
            if (!s.human() && s.status() != SeatStatus.AWAY) {
                return refuse(s.status() == SeatStatus.PLAYING ? Refusal.SEAT_PLAYED_BY_BOT : Refusal.SEAT_VACATED,
                        "seat " + s.seat() + " has no person to " + (why == SeatStatus.LEFT ? "leave" : "resign"));
            }
            return plan(s.seat(), s.vacated(why), statusNow());
        });
    }

    /** A change of one seat of a match in play, then the bots play on; events as {@code viewer} sees them. */
    private MatchResult change(int seat, int viewer, java.util.function.Function<MatchSeat, Plan> planner) {
        if (seat < 0 || seat >= match.seats.size()) {
            return refuse(Refusal.NO_SUCH_SEAT, "no seat " + seat + " in this match of " + match.seats.size()).refused();
        }
        match.sync.settle();
        long before = match.log.lastSeq();
        MatchResult.Refused refused = write(() -> match.status == MatchStatus.OPEN
                ? refuse(Refusal.NOT_STARTED, "the match has not begun") : planner.apply(match.seats.get(seat)));
        if (refused != null) {
            return refused;
        }
        match.bots.play(false);
        return match.accepted(before, viewer);
    }

    /**
     * Writes what the planner makes of the seats as they are; after a conflict (another process changed the seats
     * first) the match has caught up, and plans again.
     *
     * @return null once written, else the refusal
     */
    private MatchResult.Refused write(Supplier<Plan> planner) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Plan plan = planner.get();
            if (plan.refused() != null) {
                return plan.refused();
            }
            MatchSync.Written written = match.sync.byCaller(() -> match.sync.writeSeats(plan.after(), plan.status()),
                    () -> match.seats.equals(plan.after()) && match.status == plan.status());
            if (written != MatchSync.Written.CONFLICT) {
                return null;
            }
        }
        return refuse(Refusal.STALE_VERSION, "the seats kept changing on another server: look again and retry")
                .refused();
    }

    private Plan plan(int seat, MatchSeat changed, MatchStatus status) {
        List<MatchSeat> after = new ArrayList<>(match.seats);
        after.set(seat, changed);
        return new Plan(List.copyOf(after), status, null);
    }

    private Plan refuse(Refusal code, String message) {
        return new Plan(null, null, new MatchResult.Refused(code, null, message, match.log.version()));
    }

    private int firstOpen() {
        for (MatchSeat seat : match.seats) {
            if (seat.isOpen()) {
                return seat.seat();
            }
        }
        return -1;
    }

    /** The status to store with a change of seats: an ended game's is over, even if the store has not said so yet. */
    private MatchStatus statusNow() {
        return match.state.isOver() ? MatchStatus.OVER : match.status;
    }

    // ---- seats as the store has them -----------------------------------------------------------------------

    /**
     * Takes the seats the store holds now: a seat that a bot plays from now on gets its bot, told what it saw, and the
     * bots are due (the seat's bot may be the one to act).
     */
    void take(List<MatchSeat> after) {
        for (int seat = 0; seat < after.size(); seat++) {
            MatchSeat was = match.seats.get(seat);
            MatchSeat now = after.get(seat);
            match.seats.set(seat, now);
            if (!now.human() && (was.human() || match.bots.missing(seat))) {
                match.bots.seat(seat);
            }
            if (was.human() != now.human()) {
                misses[seat] = 0;
            }
        }
        match.bots.due();
        match.log.tellSeats(match.seats);
    }

    /** An ended match that the store still has in play (kept before matches had a status) is stored as over. */
    void writeOverIfNotYet() {
        if (match.state.isOver() && match.status == MatchStatus.PLAYING) {
            List<MatchSeat> same = List.copyOf(match.seats);
            match.sync.automatically(() -> match.sync.writeSeats(same, MatchStatus.OVER));
        }
    }

    // ---- time-outs and missed moves ------------------------------------------------------------------------

    /** {@return how many moves in a row the seat's person let time run out on} */
    int misses(int seat) {
        return misses[seat];
    }

    /** A person's own move: their count of missed moves starts again. */
    void moved(int seat) {
        misses[seat] = 0;
    }

    /** A move read back from the store: a time-out of this match's own counts as a miss, any other as a move. */
    void caughtUp(RecordedMove move, boolean ownTimeOut) {
        misses[move.seat()] = ownTimeOut ? misses[move.seat()] + 1 : 0;
    }

    /** {@return true if a seat missed enough moves in a row to be handed to its bot} */
    boolean awayDue() {
        for (int seat = 0; seat < misses.length; seat++) {
            if (awayDue(seat)) {
                return true;
            }
        }
        return false;
    }

    private boolean awayDue(int seat) {
        MoveClock clock = match.moveClock;
        MatchSeat s = match.seats.get(seat);
        return clock.isSet() && misses[seat] >= clock.missesBeforeBot() && s.human() && s.credentialHash() != null;
    }

    /** Sends away every seat that missed too many moves; false if a save failed (retried later). */
    boolean sendAwayIfDue() {
        for (int seat = 0; seat < misses.length; seat++) {
            if (awayDue(seat)) {
                Plan plan = plan(seat, match.seats.get(seat).away(), statusNow());
                if (!match.sync.automatically(() -> match.sync.writeSeats(plan.after(), plan.status()))) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The seat to act's time ran out: its default move is saved and counts as a miss; after enough misses in a row
     * the seat is sent away; then the bots play on.
     *
     * @param byCaller true if a server asked for it ({@link Match#timeOut}): a failed save is then thrown
     * @return what happened to the save: {@link MatchSync.Written#SAVED} or {@code FOUND} if it counts, else
     *         {@code CONFLICT} (another process moved first), or null if it failed and will be retried
     */
    MatchSync.Written timeOut(int seat, boolean byCaller) {
        Move move = match.state.defaultMove(seat).orElseThrow();
        Outcome.Accepted outcome = (Outcome.Accepted) match.state.apply(seat, move);
        RecordedMove recorded = new RecordedMove(seat, move);
        int index = match.log.version();
        match.sync.timingOut(recorded, index);
        MatchSync.Written written;
        if (byCaller) {
            written = match.sync.byCaller(() -> match.sync.commit(recorded, outcome), () -> match.log.version() > index
                    && match.log.history().get(index).equals(recorded));
        } else {
            written = match.sync.automatically(() -> match.sync.commit(recorded, outcome)) ? MatchSync.Written.SAVED : null;
        }
        if (written == MatchSync.Written.SAVED) {
            misses[seat]++;
        }
        if (written == MatchSync.Written.SAVED || written == MatchSync.Written.FOUND) {
            if (sendAwayIfDue()) {
                match.bots.play(false);
            }
        }
        return written;
    }

    /** Times out the awaited person if their deadline has passed at {@code now}. */
    void timeOutIfOverdue(Instant now) {
        match.deadline().filter(deadline -> !now.isBefore(deadline))
                .ifPresent(deadline -> timeOut(match.state.toAct(), false));
    }
}
