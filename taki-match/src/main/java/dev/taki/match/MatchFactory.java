package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.api.Outcome;
import dev.taki.bots.Bots;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/** Makes matches: new ones, saved before anyone uses them, and stored ones, replayed. */
final class MatchFactory {
    private MatchFactory() {
    }

    /** The options of the older overloads: a clock and a pace, no pause, no move clock. */
    static MatchOptions legacy(Clock clock, BotPace pace) {
        return MatchOptions.defaults().withClock(clock).withPace(pace, Duration.ZERO);
    }

    /** A new match in play (an open seat among {@code seats} is taken by its bot), its bots' first moves made. */
    static Match started(String id, GameConfig config, List<MatchSeat> seats, VariantCatalog catalog,
                         MatchStore store, MatchOptions options) {
        List<MatchSeat> taken = seats.stream().map(s -> s.isOpen() ? s.takenByBot() : s).toList();
        Match match = made(id, config, taken, catalog, store, options, MatchStatus.PLAYING);
        synchronized (match) {
            match.bots.play(false);
        }
        return match;
    }

    /** A new match of that status, saved. */
    static Match made(String id, GameConfig config, List<MatchSeat> seats, VariantCatalog catalog,
                      MatchStore store, MatchOptions options, MatchStatus status) {
        Instant now = options.clock().instant();
        MatchRecord record = new MatchRecord(id, config, seats, List.of(), now, now, status, options.moveClock());
        for (MatchSeat seat : record.seats()) {
            // a person's seat names the bot that takes it over if they leave: known now, not when they leave
            Bots.create(seat.bot());
        }
        Match match = new Match(record, catalog.game(config), store, options, StoreLimits.defaults());
        match.bots.seatAll();
        store.create(record);
        return match;
    }

    /**
     * A stored match, its moves replayed on a new game of its configuration; its bots are due at its next wake. A
     * match stored as in play whose moves end the game is written back as over.
     */
    static Match replayed(MatchRecord record, VariantCatalog catalog, MatchStore store, MatchOptions options,
                          StoreLimits limits) {
        Match match = new Match(record, catalog.game(record.config()), store, options, limits);
        synchronized (match) {
            for (int i = 0; i < record.moves().size(); i++) {
                RecordedMove m = record.moves().get(i);
                Outcome outcome = match.state.apply(m.seat(), m.move());
                if (!(outcome instanceof Outcome.Accepted accepted)) {
                    throw new MatchStoreException("match " + record.id() + ": move " + (i + 1) + " '" + m.notation()
                            + "' does not replay: " + ((Outcome.Rejected) outcome).message());
                }
                match.log.add(m, accepted.events());
                match.state = accepted.state();
            }
            if (record.status() == MatchStatus.OVER && !match.state.isOver()) {
                throw new MatchStoreException("match " + record.id() + ": stored as over, but its " + record.version()
                        + " moves do not end the game");
            }
            match.bots.seatAll();
            match.seating.writeOverIfNotYet();
            match.bots.due();
        }
        return match;
    }

    /** A stored match whose bots play at once, as the older overloads did. */
    static Match replayedPlayingAtOnce(MatchRecord record, VariantCatalog catalog, MatchStore store, Clock clock,
                                       BotPace pace) {
        Match match = replayed(record, catalog, store, legacy(clock, pace), StoreLimits.defaults());
        synchronized (match) {
            match.bots.wake(clock.instant());
        }
        return match;
    }
}
