package dev.taki.examples.spark;

import java.io.Serial;
import java.io.Serializable;

/**
 * The games of a simulation, numbered from 0, split into contiguous ranges, one for each Spark partition. The
 * ranges follow one another without gap or overlap and differ in size by one game at most.
 *
 * @param games the number of games, 1 or more
 * @param parts the number of ranges, 1 or more and at most the number of games
 */
public record GameRanges(long games, int parts) implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    /**
     * Checks the split.
     *
     * @throws IllegalArgumentException for no games, no parts, or more parts than games
     */
    public GameRanges {
        if (games < 1) {
            throw new IllegalArgumentException("games: expected 1 or more, got " + games);
        }
        if (parts < 1 || parts > games) {
            throw new IllegalArgumentException("partitions: expected 1 to " + games + " (the number of games), got " + parts);
        }
    }

    /**
     * The first game of a range.
     *
     * @param part the range, from 0
     * @return its first game's number (included)
     * @throws IndexOutOfBoundsException for a range that does not exist
     */
    public long from(int part) {
        check(part);
        return start(part);
    }

    /**
     * The end of a range.
     *
     * @param part the range, from 0
     * @return one more than its last game's number
     * @throws IndexOutOfBoundsException for a range that does not exist
     */
    public long to(int part) {
        check(part);
        return start(part + 1);
    }

    private void check(int part) {
        if (part < 0 || part >= parts) {
            throw new IndexOutOfBoundsException("range " + part + " of " + parts);
        }
    }

    /** The first game of range {@code part}, or the number of games for {@code part == parts}. */
    private long start(int part) {
        // the first (games % parts) ranges take one game more than the others
        return games / parts * part + Math.min(part, games % parts);
    }
}
