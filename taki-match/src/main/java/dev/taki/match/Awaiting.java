package dev.taki.match;

import java.time.Instant;

/**
 * Whose move a match waits for, and since when: a server keeps the clock (a deadline is {@code since} plus
 * its time limit) and calls {@link Match#timeOut(int, int)} when it passes.
 *
 * @param seat    the seat to act
 * @param since   when the match started waiting for it (its last accepted move, or the start or restore)
 * @param version the match's version while it waits
 * @param human   true if a person plays the seat (a bot's seat never waits: it moves at once)
 */
public record Awaiting(int seat, Instant since, int version, boolean human) {
}
