package dev.taki.cli.simulate;

/**
 * A share of successes in trials (wins in games) with its Wilson score interval at 95 % confidence, which stays
 * inside [0, 1] and behaves for rates near 0 or 1 and for few trials.
 *
 * @param successes the successes
 * @param trials    the trials
 * @param rate      successes / trials (0 when there were no trials)
 * @param low       the interval's lower end
 * @param high      the interval's upper end
 */
public record Proportion(long successes, long trials, double rate, double low, double high) {
    /** The normal quantile of a two-sided 95 % interval. */
    private static final double Z = 1.959963984540054;

    /**
     * The share and its interval.
     *
     * @param successes the successes, 0 to {@code trials}
     * @param trials    the trials, 0 or more
     * @return the proportion; for no trials, rate 0 and the interval [0, 1]
     * @throws IllegalArgumentException when the counts are negative or the successes exceed the trials
     */
    public static Proportion of(long successes, long trials) {
        if (trials < 0 || successes < 0 || successes > trials) {
            throw new IllegalArgumentException("expected 0 <= successes <= trials, got " + successes + " of " + trials);
        }
        if (trials == 0) {
            return new Proportion(0, 0, 0, 0, 1);
        }
        double n = trials;
        double p = successes / n;
        double z2 = Z * Z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
        return new Proportion(successes, trials, p, Math.max(0, centre - half), Math.min(1, centre + half));
    }
}
