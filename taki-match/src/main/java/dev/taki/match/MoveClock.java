package dev.taki.match;

import java.time.Duration;
import java.util.Objects;

/**
 * How long a person has for a move, kept with the match so that every server enforces the same clock. A person whose
 * time runs out gets the engine's default move; after {@code missesBeforeBot} such moves in a row, the seat's bot
 * takes over ({@link SeatStatus#AWAY}) until the person comes back.
 *
 * @param perMove         the time a person has for each move; {@link Duration#ZERO} for no clock
 * @param missesBeforeBot how many timed-out moves in a row hand the seat to its bot (1 to 100); 0 when there is no clock
 */
public record MoveClock(Duration perMove, int missesBeforeBot) {
    /** The longest time for a move a clock may give: one day. */
    public static final Duration LONGEST = Duration.ofDays(1);
    /** No clock: a person may take as long as they like (declared after {@link #LONGEST}, which it is checked against). */
    public static final MoveClock NONE = new MoveClock(Duration.ZERO, 0);

    /**
     * Checks the fields.
     *
     * @param perMove the time for each move, zero for none
     * @param missesBeforeBot timed-out moves in a row before the bot takes over
     */
    public MoveClock {
        Objects.requireNonNull(perMove, "perMove");
        if (perMove.isNegative() || perMove.compareTo(LONGEST) > 0) {
            throw new IllegalArgumentException("perMove: expected zero (no clock) to " + LONGEST + ", got " + perMove);
        }
        if (perMove.isZero() ? missesBeforeBot != 0 : missesBeforeBot < 1 || missesBeforeBot > 100) {
            throw new IllegalArgumentException("missesBeforeBot: expected " + (perMove.isZero() ? "0 without a clock"
                    : "1 to 100") + ", got " + missesBeforeBot);
        }
    }

    /**
     * A clock of so many seconds a move, whose bot takes over after three timed-out moves in a row.
     *
     * @param seconds the time for each move, 1 to 86,400
     * @return the clock
     */
    public static MoveClock ofSeconds(long seconds) {
        if (seconds < 1 || seconds > LONGEST.toSeconds()) {
            throw new IllegalArgumentException("seconds: expected 1 to " + LONGEST.toSeconds() + ", got " + seconds);
        }
        return new MoveClock(Duration.ofSeconds(seconds), 3);
    }

    /** {@return true if a person's time for a move is limited} */
    public boolean isSet() {
        return !perMove.isZero();
    }
}
