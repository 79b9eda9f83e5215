package dev.taki.cli.simulate;

import java.util.Random;

/**
 * A {@link Random} that gives exactly the numbers {@code new Random(seed)} gives, for one thread: its state is a plain
 * field rather than an atomic one, so a draw costs no compare-and-set. Every method of {@code Random} draws through
 * {@link #next}, which this overrides with {@code Random}'s own documented generator.
 */
final class PlainRandom extends Random {
    private static final long serialVersionUID = 1L;
    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;

    /** Set by {@link #setSeed}, which {@code Random}'s constructor calls: no initialiser, so nothing overwrites it. */
    private long state;

    PlainRandom(long seed) {
        super(seed);
    }

    @Override
    public synchronized void setSeed(long seed) {
        super.setSeed(seed);
        state = (seed ^ MULTIPLIER) & MASK;
    }

    @Override
    protected int next(int bits) {
        state = (state * MULTIPLIER + ADDEND) & MASK;
        return (int) (state >>> (48 - bits));
    }
}
