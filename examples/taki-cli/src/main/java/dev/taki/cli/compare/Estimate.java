package dev.taki.cli.compare;

import java.util.List;

/**
 * A number estimated from games, with its 95 % interval.
 *
 * @param value the estimate: a rate, a mean, a median
 * @param low   the interval's lower end
 * @param high  the interval's upper end
 */
public record Estimate(double value, double low, double high) {
    /** The normal quantile of a two-sided 95 % interval. */
    private static final double Z = 1.959963984540054;

    /**
     * A rate with its Wilson score interval, which stays inside [0, 1] and behaves near 0 and 1 and for few trials.
     * The successes may be fractional (a win share: a win shared by k players counts 1/k): the interval is then
     * that of a 0-or-1 outcome with the same mean, whose variance is the largest a share of that mean can have, so
     * it is a little wide rather than too narrow.
     *
     * @param successes the successes, 0 to {@code trials}
     * @param trials    the trials, 0 or more
     * @return the rate; for no trials, 0 in [0, 1]
     */
    public static Estimate wilson(double successes, long trials) {
        if (trials <= 0) {
            return new Estimate(0, 0, 1);
        }
        double n = trials;
        double p = Math.min(1, Math.max(0, successes / n));
        double z2 = Z * Z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
        return new Estimate(p, Math.max(0, Math.min(p, centre - half)), Math.min(1, Math.max(p, centre + half)));
    }

    /**
     * The mean of values that are never negative (counts), with its normal interval, mean ± 1.96 standard errors
     * (the games are many, so the mean is close to normal whatever the spread of single games), cut at 0 below: a
     * rare event's interval does not reach below what can happen.
     *
     * @param n          the values, 0 or more
     * @param sum        their sum
     * @param sumSquares the sum of their squares
     * @return the mean; for no values, 0 in [0, 0]
     */
    public static Estimate mean(long n, double sum, double sumSquares) {
        if (n <= 0) {
            return new Estimate(0, 0, 0);
        }
        double mean = sum / n;
        double half = n < 2 ? 0 : Z * Math.sqrt(Math.max(0, covariance(n, sum, sum, sumSquares)) / n);
        return new Estimate(mean, Math.max(0, mean - half), mean + half);
    }

    /**
     * A ratio of two sums over the same games (cards in all chains over the chains: a mean chain length), with the
     * normal interval of the delta method.
     *
     * @param n         the games
     * @param top       the sum of the numerator's values
     * @param topSq     the sum of their squares
     * @param bottom    the sum of the denominator's values
     * @param bottomSq  the sum of their squares
     * @param crossSum  the sum of the products numerator × denominator, game by game
     * @return the ratio; 0 in [0, 0] when the denominator's sum is 0
     */
    public static Estimate ratio(long n, double top, double topSq, double bottom, double bottomSq, double crossSum) {
        if (n <= 0 || bottom == 0) {
            return new Estimate(0, 0, 0);
        }
        double r = top / bottom;
        if (n < 2) {
            return new Estimate(r, r, r);
        }
        double meanBottom = bottom / n;
        double v = (covariance(n, top, top, topSq) - 2 * r * covariance(n, top, bottom, crossSum)
                + r * r * covariance(n, bottom, bottom, bottomSq)) / (n * meanBottom * meanBottom);
        double half = Z * Math.sqrt(Math.max(0, v));
        return new Estimate(r, r - half, r + half);
    }

    /**
     * The median of some measurements, with the distribution-free interval between two of them that holds the true
     * median with 95 % confidence (the binomial order statistics); with fewer than 6 measurements no pair reaches
     * 95 %, and the interval is the lowest to the highest.
     *
     * @param values the measurements, at least one
     * @return the median and its interval
     * @throws IllegalArgumentException for no measurement
     */
    public static Estimate median(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("a median needs at least one value");
        }
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = v.length;
        double median = n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
        // The largest j with P(Binomial(n, 1/2) < j) <= 2.5 %: the median lies in [v(j), v(n+1-j)] (1-based).
        int j = 1;
        double below = Math.pow(0.5, n); // P(X <= j - 1) for j = 1
        double term = below;
        for (int k = 1; k < n; k++) {
            term = term * (n - k + 1) / k;
            if (below + term > 0.025) {
                break;
            }
            below += term;
            j = k + 1;
        }
        return new Estimate(median, v[j - 1], v[n - j]);
    }

    /** The sample covariance of two series from their sums (the variance when both are the same). */
    private static double covariance(long n, double sumA, double sumB, double sumProducts) {
        return (sumProducts - sumA * sumB / n) / (n - 1);
    }
}
