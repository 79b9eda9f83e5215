package dev.taki.cli.compare;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Numbers as a reader should see them: rounded to significant digits, so that a small value keeps its digits
 * ({@code 0.00512}, never {@code 0.00}) and a large one does not grow false ones; an interval's ends rounded to its
 * value's last decimal, so the three line up.
 */
final class Figures {
    /** The significant digits of a value in a table cell or on a chart. */
    static final int DIGITS = 3;

    private Figures() {
    }

    /**
     * The decimals that show {@code x} with {@code digits} significant digits (none for a whole part that already
     * has them: 1234.5 is shown as 1235).
     */
    static int decimals(double x, int digits) {
        if (x == 0 || !Double.isFinite(x)) {
            return 0;
        }
        BigDecimal rounded = BigDecimal.valueOf(x).round(new MathContext(digits, RoundingMode.HALF_UP));
        int leading = rounded.precision() - rounded.scale() - 1; // the power of ten of the first digit, after rounding
        return Math.max(0, digits - 1 - leading);
    }

    /** {@code x} with {@link #DIGITS} significant digits: 57.8, 0.0213, 209, 1235, 0. */
    static String significant(double x) {
        return significant(x, DIGITS);
    }

    /** {@code x} with {@code digits} significant digits. */
    static String significant(double x, int digits) {
        return fixed(x, decimals(x, digits));
    }

    /** {@code x} with exactly {@code decimals} decimals, never "-0"; exactly zero is "0". */
    static String fixed(double x, int decimals) {
        if (x == 0) {
            return "0";
        }
        String s = BigDecimal.valueOf(x).setScale(decimals, RoundingMode.HALF_UP).toPlainString();
        return s.matches("-0(\\.0*)?") ? s.substring(1) : s;
    }

    /** A rate as a percentage with {@link #DIGITS} significant digits: 25.7%, 0.12%, 100%. */
    static String percent(double rate) {
        return significant(100 * rate) + "%";
    }

    /**
     * A value and its interval: {@code 57.8 (57.3–58.3)}, all three with the decimals that give the largest of them
     * {@link #DIGITS} significant digits; {@code -1.2 (-1.8 to -0.6)} when the interval reaches below zero.
     */
    static String interval(double value, double low, double high) {
        int d = decimals(largest(value, low, high), DIGITS);
        return fixed(value, d) + " (" + fixed(low, d) + (low < 0 ? " to " : "–") + fixed(high, d) + ")";
    }

    /** A rate and its interval as percentages: {@code 25.7% (25.1–26.3)}. */
    static String percentInterval(double rate, double low, double high) {
        int d = decimals(100 * largest(rate, low, high), DIGITS);
        return fixed(100 * rate, d) + "% (" + fixed(100 * low, d) + (low < 0 ? " to " : "–") + fixed(100 * high, d) + ")";
    }

    private static double largest(double a, double b, double c) {
        return Math.max(Math.abs(a), Math.max(Math.abs(b), Math.abs(c)));
    }

    /**
     * The label of an axis tick at {@code t} on an axis with ticks {@code step} apart: as many decimals as the step
     * needs, so neighbouring ticks never read the same ({@code 0.005, 0.010}; {@code 2.5, 5.0}).
     */
    static String tick(double t, double step) {
        int d = 0;
        while (d < 12 && Math.abs(step * Math.pow(10, d) - Math.rint(step * Math.pow(10, d))) > 1e-6 * Math.pow(10, d) * step) {
            d++;
        }
        return fixed(t, d);
    }

    /**
     * A value for the JSON: rounded to 6 significant digits, which keeps every digit an estimate from up to a
     * million games can mean.
     */
    static double forJson(double x) {
        if (x == 0 || !Double.isFinite(x)) {
            return x == 0 ? 0 : x;
        }
        return BigDecimal.valueOf(x).round(new MathContext(6, RoundingMode.HALF_UP)).doubleValue();
    }

    /** A whole number with thousands marked by commas, as the docs write them: 20,000. */
    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
