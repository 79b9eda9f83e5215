package dev.taki.match;

/**
 * How much a store reads back for one match: a reader given a hostile or damaged store must not run out of
 * memory. The defaults hold a 10-player, 100-round match of {@code penalty-scoring} with room to spare.
 *
 * @param maxMoves the most moves a match may have
 * @param maxBytes the most bytes one stored match may take
 */
public record StoreLimits(int maxMoves, long maxBytes) {
    /**
     * Checks the limits.
     *
     * @param maxMoves the most moves a match may have, at least 1
     * @param maxBytes the most bytes one stored match may take, at least 1
     */
    public StoreLimits {
        if (maxMoves < 1 || maxBytes < 1) {
            throw new IllegalArgumentException("limits must be positive: maxMoves " + maxMoves + ", maxBytes " + maxBytes);
        }
    }

    /** {@return 1,000,000 moves and 64 MiB} */
    public static StoreLimits defaults() {
        return new StoreLimits(1_000_000, 64L << 20);
    }
}
