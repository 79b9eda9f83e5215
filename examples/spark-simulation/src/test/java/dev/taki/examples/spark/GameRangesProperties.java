package dev.taki.examples.spark;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The ranges of games the Spark tasks play: every game once, in order, the tasks' shares as even as they can be. */
class GameRangesProperties {

    @Property
    void theRangesCoverEveryGameOnceInOrder(@ForAll @LongRange(min = 1, max = 10_000_000) long games,
                                            @ForAll @IntRange(min = 1, max = 5000) int parts) {
        int p = (int) Math.min(parts, games);
        GameRanges ranges = new GameRanges(games, p);
        assertEquals(0, ranges.from(0));
        long smallest = Long.MAX_VALUE;
        long largest = 0;
        for (int part = 0; part < p; part++) {
            if (part > 0) {
                assertEquals(ranges.to(part - 1), ranges.from(part), "no gap, no overlap");
            }
            long size = ranges.to(part) - ranges.from(part);
            smallest = Math.min(smallest, size);
            largest = Math.max(largest, size);
        }
        assertEquals(games, ranges.to(p - 1));
        assertTrue(smallest >= 1 && largest - smallest <= 1, "sizes " + smallest + " to " + largest);
    }

    @Test
    void tenGamesInThreeRanges() {
        GameRanges ranges = new GameRanges(10, 3);
        assertEquals(java.util.List.of(0L, 4L, 4L, 7L, 7L, 10L),
                java.util.List.of(ranges.from(0), ranges.to(0), ranges.from(1), ranges.to(1), ranges.from(2), ranges.to(2)));
    }

    @Test
    void moreRangesThanGamesOrNoneAreRefused() {
        assertEquals("partitions: expected 1 to 3 (the number of games), got 4",
                assertThrows(IllegalArgumentException.class, () -> new GameRanges(3, 4)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new GameRanges(3, 0));
        assertThrows(IllegalArgumentException.class, () -> new GameRanges(0, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> new GameRanges(3, 2).from(2));
    }
}
