package dev.taki.match;

import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.core.record.RecordedMove;

import java.util.Optional;

/**
 * People's moves, a server's time-outs and resumptions of held bots: checked against the seat and the version, then
 * saved, then the bots play on. Runs under its match's lock.
 */
final class MatchMoves {
    private final Match match;

    MatchMoves(Match match) {
        this.match = match;
    }

    MatchResult submit(int seat, Move move, int version) {
        match.sync.settle();
        MatchResult.Refused refused = checkSender(seat, version);
        if (refused != null) {
            return refused;
        }
        long before = match.log.lastSeq();
        Outcome outcome = match.state.apply(seat, move);
        if (outcome instanceof Outcome.Rejected r) {
            return new MatchResult.Refused(Refusal.REJECTED, r, r.message(), match.log.version());
        }
        RecordedMove recorded = new RecordedMove(seat, move);
        MatchSync.Written written = match.sync.byCaller(() -> match.sync.commit(recorded, (Outcome.Accepted) outcome),
                () -> match.log.version() > version && match.log.history().get(version).equals(recorded));
        if (written == MatchSync.Written.CONFLICT) {
            return new MatchResult.Refused(Refusal.STALE_VERSION, null, "another server took a move first: the match"
                    + " is at version " + match.log.version() + ": look again and resend", match.log.version());
        }
        match.seating.moved(seat);
        match.bots.play(false);
        return match.accepted(before, seat);
    }

    MatchResult timeOut(int seat, int version) {
        match.sync.settle();
        if (seat < 0 || seat >= match.seats.size()) {
            return noSuchSeat(seat);
        }
        if (match.status == MatchStatus.OPEN) {
            return notStarted();
        }
        if (version != match.log.version()) {
            return stale(version);
        }
        Optional<Awaiting> awaited = match.awaiting();
        if (awaited.isEmpty() || awaited.get().seat() != seat) {
            return new MatchResult.Refused(Refusal.NOT_AWAITED, null, "the match does not wait for seat " + seat
                    + (awaited.isEmpty() ? ": the game is over" : "; it waits for seat " + awaited.get().seat()),
                    version);
        }
        long before = match.log.lastSeq();
        if (match.seating.timeOut(seat, true) == MatchSync.Written.CONFLICT) {
            return stale(version);
        }
        return match.accepted(before, seat);
    }

    MatchResult resumeBots(int version) {
        if (version != match.log.version()) {
            return stale(version);
        }
        if (match.bots.heldAt().isEmpty()) {
            return new MatchResult.Refused(Refusal.NOT_AWAITED, null, "no bot waits to move"
                    + (match.state.isOver() ? ": the game is over" : ""), version);
        }
        long before = match.log.lastSeq();
        match.bots.play(true);
        return match.accepted(before, -1);
    }

    private MatchResult.Refused checkSender(int seat, int version) {
        if (seat < 0 || seat >= match.seats.size()) {
            return noSuchSeat(seat);
        }
        if (match.status == MatchStatus.OPEN) {
            return notStarted();
        }
        MatchSeat s = match.seats.get(seat);
        if (!s.human()) {
            return new MatchResult.Refused(s.status() == SeatStatus.PLAYING || s.status() == SeatStatus.AWAY
                    ? Refusal.SEAT_PLAYED_BY_BOT : Refusal.SEAT_VACATED, null, "seat " + seat + " is played by its bot",
                    match.log.version());
        }
        return version == match.log.version() ? null : stale(version);
    }

    private MatchResult.Refused noSuchSeat(int seat) {
        return new MatchResult.Refused(Refusal.NO_SUCH_SEAT, null, "no seat " + seat + " in this match of "
                + match.seats.size(), match.log.version());
    }

    private MatchResult.Refused notStarted() {
        return new MatchResult.Refused(Refusal.NOT_STARTED, null, "the match has not begun", match.log.version());
    }

    private MatchResult.Refused stale(int version) {
        return new MatchResult.Refused(Refusal.STALE_VERSION, null, "the move was made on version " + version
                + " of the table; the match is at version " + match.log.version() + ": look again and resend",
                match.log.version());
    }
}
