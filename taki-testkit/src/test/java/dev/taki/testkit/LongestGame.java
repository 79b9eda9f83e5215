package dev.taki.testkit;

import java.util.concurrent.atomic.AtomicInteger;

/** Remembers the longest random game seen in this run, printed at the end for the docs. */
final class LongestGame {
    private static final AtomicInteger LONGEST = new AtomicInteger();

    private LongestGame() {
    }

    static int longest() {
        return LONGEST.get();
    }

    static void record(int moves) {
        LONGEST.accumulateAndGet(moves, Math::max);
    }
}
