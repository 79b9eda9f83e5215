package dev.taki.match;

import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.bots.Bot;
import dev.taki.bots.Bots;
import dev.taki.bots.OutOfTurn;
import dev.taki.core.record.RecordedMove;

import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;

/**
 * A match's bots: one per seat that a bot plays, the loop that lets them move after every accepted move, and what
 * makes them move later by themselves — held for people ({@link BotPace#WAIT_FOR_PEOPLE}) or due after a catch-up,
 * a restore or a failed save. Runs under its match's lock.
 */
final class MatchBots {
    private final Match match;
    private final Bot[] bots;
    /** True while the bot of the seat to act waits at {@link #heldVersion} for people (or for its pause to end). */
    private boolean held;
    private int heldVersion;
    private Instant heldSince;
    /** When the bots became due to be asked by {@link Match#wake()}; null if they are not. */
    private Instant dueSince;

    MatchBots(Match match, int seats) {
        this.match = match;
        this.bots = new Bot[seats];
    }

    /** Seats a bot at every seat that no person plays. */
    void seatAll() {
        for (int seat = 0; seat < bots.length; seat++) {
            if (!match.seats.get(seat).human()) {
                seat(seat);
            }
        }
    }

    /** The seat's bot sits down and learns what the seat saw so far. */
    void seat(int seat) {
        Bot bot = Bots.create(match.seats.get(seat).bot());
        bot.join(match.game, seat);
        bot.observe(match.log.seen(0, seat));
        bots[seat] = bot;
    }

    /** True if the seat has no bot sitting yet. */
    boolean missing(int seat) {
        return bots[seat] == null;
    }

    /** Every seated bot hears the events after {@code before}, as its seat sees them. */
    void observe(long before) {
        for (int seat = 0; seat < bots.length; seat++) {
            if (bots[seat] != null) {
                bots[seat].observe(match.log.seen(before, seat));
            }
        }
    }

    /** The bots are to be asked at the next wake (after a catch-up, a restore or a failed save). */
    void due() {
        if (dueSince == null) {
            dueSince = match.options.clock().instant();
        }
    }

    /** {@return the version at which the bot to act is held, if it still is} */
    OptionalInt heldAt() {
        return held && heldVersion == match.log.version() && !match.state.isOver()
                ? OptionalInt.of(heldVersion) : OptionalInt.empty();
    }

    /** {@return when the bots want to act by themselves: due now, or when the held bots' pause ends} */
    Optional<Instant> nextWake() {
        Instant pauseEnds = heldAt().isPresent() ? heldSince.plus(match.options.botPause()) : null;
        if (dueSince != null && (pauseEnds == null || dueSince.isBefore(pauseEnds))) {
            return Optional.of(dueSince);
        }
        return Optional.ofNullable(pauseEnds);
    }

    /** Lets the bots act if they are due at {@code now}: the held bot moves once its pause is over. */
    void wake(Instant now) {
        boolean pauseOver = heldAt().isPresent() && !now.isBefore(heldSince.plus(match.options.botPause()));
        if (dueSince != null || pauseOver) {
            play(pauseOver);
        }
    }

    /**
     * Bots move while one will: first a bot's move out of turn, asked in {@link OutOfTurn}'s order; else the bot of
     * the seat to act, if a bot plays it, unless the bots wait for people ({@link BotPace#WAIT_FOR_PEOPLE}). Each
     * accepted move, theirs or a person's, is followed by the question again, so a bot may answer a person's move out
     * of turn too. The bots' moves are the same whether or not they waited: each draws from a random of the version.
     * A save that fails stops them: they are due again once the match has caught up with its store.
     *
     * @param released true if the bot of the seat to act was held and may now move
     */
    void play(boolean released) {
        boolean heldHere = heldAt().isPresent();
        dueSince = null;
        held = false;
        while (!match.state.isOver() && match.status == MatchStatus.PLAYING) {
            Random random = new Random(match.game.config().seed() * 31 + match.log.version());
            Optional<OutOfTurn.Interjection> out = OutOfTurn.ask(match.state, this::botOf, random);
            int toAct = match.state.toAct();
            if (out.isEmpty() && match.seats.get(toAct).human()) {
                return;
            }
            if (out.isEmpty() && !released && match.options.pace() == BotPace.WAIT_FOR_PEOPLE
                    && aPersonMayBeWaitedFor()) {
                hold(heldHere);
                return;
            }
            boolean releasing = released;
            released = false;
            heldHere = false;
            int seat = out.isPresent() ? out.get().seat() : toAct;
            Move move = out.isPresent() ? out.get().move() : bots[seat].choose(match.state.view(seat), random);
            Outcome outcome = match.state.apply(seat, move);
            if (!(outcome instanceof Outcome.Accepted accepted)) {
                throw new IllegalStateException("the bot '" + bots[seat].name() + "' of seat " + seat + " made a move"
                        + " the game refuses: " + move.notation() + ": " + ((Outcome.Rejected) outcome).message());
            }
            if (!match.sync.automatically(() -> match.sync.commit(new RecordedMove(seat, move), accepted))) {
                if (releasing) {
                    held = true; // still at the same version, its pause over: the retry lets it move
                } else {
                    due();
                }
                return;
            }
        }
    }

    /** The bot to act waits; a hold that goes on at the same version keeps its start, so its pause still ends. */
    private void hold(boolean alreadyHeldHere) {
        if (!alreadyHeldHere) {
            heldSince = match.options.clock().instant();
        }
        held = true;
        heldVersion = match.log.version();
    }

    /**
     * Whether the bot to act waits for people: the rules let seats move out of turn and a person's seat is not the one
     * to act. Only public facts decide — never whether a person has a move now, which the pause would tell everyone
     * (a bot that waited only when someone could jump would say that someone holds the card).
     */
    private boolean aPersonMayBeWaitedFor() {
        if (!match.game.offersInterjections()) {
            return false;
        }
        for (int seat = 0; seat < match.seats.size(); seat++) {
            if (match.seats.get(seat).human() && seat != match.state.toAct()) {
                return true;
            }
        }
        return false;
    }

    /** The bot that plays the seat now, or null while a person does. */
    private Bot botOf(int seat) {
        return match.seats.get(seat).human() ? null : bots[seat];
    }
}
