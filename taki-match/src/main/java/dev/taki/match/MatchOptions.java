package dev.taki.match;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/**
 * How a match runs by itself: its clock, its bots' pace, the move clock of a new match, and how it retries a failed
 * save that nobody waits for (a bot's move, a time-out, a held bot's resumption). Start from {@link #defaults()}.
 *
 * @param clock        the time of moves, deadlines, pauses and retries
 * @param pace         whether a bot's turn waits for people who may move out of turn
 * @param botPause     how long held bots wait before {@link Match#wake()} lets them move: zero with
 *                     {@link BotPace#AT_ONCE}, zero to one minute with {@link BotPace#WAIT_FOR_PEOPLE}
 * @param moveClock    the move clock of a match made with these options; a restored match keeps its record's
 * @param firstRetry   the wait before the first retry of a failed save (1 ms to 1 minute)
 * @param longestRetry the longest wait between retries, each wait doubling the last (at least {@code firstRetry},
 *                     at most 1 hour); retries go on until the store takes the write
 */
public record MatchOptions(Clock clock, BotPace pace, Duration botPause, MoveClock moveClock, Duration firstRetry,
                           Duration longestRetry) {
    private static final Duration LONGEST_PAUSE = Duration.ofMinutes(1);
    private static final Duration LONGEST_FIRST_RETRY = Duration.ofMinutes(1);
    private static final Duration LONGEST_RETRY = Duration.ofHours(1);

    /**
     * Checks the fields.
     *
     * @param clock the time of moves, deadlines, pauses and retries
     * @param pace whether a bot's turn waits for people
     * @param botPause how long held bots wait
     * @param moveClock the move clock of a new match
     * @param firstRetry the wait before the first retry
     * @param longestRetry the longest wait between retries
     */
    public MatchOptions {
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(pace, "pace");
        Objects.requireNonNull(botPause, "botPause");
        Objects.requireNonNull(moveClock, "moveClock");
        Objects.requireNonNull(firstRetry, "firstRetry");
        Objects.requireNonNull(longestRetry, "longestRetry");
        if (pace == BotPace.AT_ONCE && !botPause.isZero()) {
            throw new IllegalArgumentException("botPause: bots that move at once (AT_ONCE) have no pause; got "
                    + botPause);
        }
        if (botPause.isNegative() || botPause.compareTo(LONGEST_PAUSE) > 0) {
            throw new IllegalArgumentException("botPause: expected zero to " + LONGEST_PAUSE + ", got " + botPause);
        }
        if (firstRetry.compareTo(Duration.ofMillis(1)) < 0 || firstRetry.compareTo(LONGEST_FIRST_RETRY) > 0) {
            throw new IllegalArgumentException("firstRetry: expected 1 ms to " + LONGEST_FIRST_RETRY + ", got "
                    + firstRetry);
        }
        if (longestRetry.compareTo(firstRetry) < 0 || longestRetry.compareTo(LONGEST_RETRY) > 0) {
            throw new IllegalArgumentException("longestRetry: expected firstRetry (" + firstRetry + ") to "
                    + LONGEST_RETRY + ", got " + longestRetry);
        }
    }

    /**
     * {@return the system's UTC clock, bots that move at once, no move clock, and retries after 50 ms, doubling to 5 s}
     */
    public static MatchOptions defaults() {
        return new MatchOptions(Clock.systemUTC(), BotPace.AT_ONCE, Duration.ZERO, MoveClock.NONE,
                Duration.ofMillis(50), Duration.ofSeconds(5));
    }

    /**
     * These options with another clock.
     *
     * @param clock the time of moves, deadlines, pauses and retries
     * @return the options
     */
    public MatchOptions withClock(Clock clock) {
        return new MatchOptions(clock, pace, botPause, moveClock, firstRetry, longestRetry);
    }

    /**
     * These options with another pace for the bots.
     *
     * @param pace whether a bot's turn waits for people who may move out of turn
     * @param botPause how long held bots wait: zero with {@link BotPace#AT_ONCE}
     * @return the options
     */
    public MatchOptions withPace(BotPace pace, Duration botPause) {
        return new MatchOptions(clock, pace, botPause, moveClock, firstRetry, longestRetry);
    }

    /**
     * These options with another move clock for new matches.
     *
     * @param moveClock how long a person has for a move, {@link MoveClock#NONE} for no limit
     * @return the options
     */
    public MatchOptions withMoveClock(MoveClock moveClock) {
        return new MatchOptions(clock, pace, botPause, moveClock, firstRetry, longestRetry);
    }

    /**
     * These options with another backoff for failed saves.
     *
     * @param firstRetry the wait before the first retry
     * @param longestRetry the longest wait between retries
     * @return the options
     */
    public MatchOptions withRetry(Duration firstRetry, Duration longestRetry) {
        return new MatchOptions(clock, pace, botPause, moveClock, firstRetry, longestRetry);
    }
}
