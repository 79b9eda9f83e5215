package dev.taki.match;

import java.time.Instant;

/**
 * Whose move a match waits for, and since when. A match with a {@link MoveClock} keeps the deadline itself
 * ({@link Match#deadline()}: {@code since} plus the clock's time a move) and times the person out at
 * {@link Match#wake()}; a server that keeps its own clock calls {@link Match#timeOut(int, int)} when it passes.
 *
 * @param seat    the seat to act (a seat that may only move out of turn is never awaited)
 * @param since   when the match started waiting for it: the move that made it the seat to act or its own last move
 *                (another seat's move out of turn that leaves it to act does not count), or the start or restore
 * @param version the match's version while it waits
 * @param human   true if a person plays the seat (a bot's seat is only awaited while the match holds its
 *                bots for people: {@link Match#botsHeldAt()})
 */
public record Awaiting(int seat, Instant since, int version, boolean human) {
}
