package dev.taki.benchmarks;

/** The random player's source: SplitMix64, cheap and deterministic (its cost is part of every decision). */
public final class SplitMix {
    private long state;

    /** A generator starting from the seed. */
    public SplitMix(long seed) {
        this.state = seed;
    }

    /** Starts over from another seed. */
    public void reseed(long seed) {
        this.state = seed;
    }

    /** The next 64 random bits. */
    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A uniform integer in [0, bound) (multiply-shift; bias below 2^-32 for the tiny bounds used here). */
    public int nextInt(int bound) {
        return (int) (((nextLong() >>> 32) * bound) >>> 32);
    }
}
