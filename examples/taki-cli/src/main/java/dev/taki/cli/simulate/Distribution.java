package dev.taki.cli.simulate;

/**
 * A summary of a distribution of whole numbers (game lengths) given as a histogram: its mean, median, 90th
 * percentile and maximum. Percentiles are by nearest rank: the smallest value that at least that share of the
 * games does not exceed.
 *
 * @param count  the number of values
 * @param mean   their mean (0 when there are none)
 * @param median the 50th percentile
 * @param p90    the 90th percentile
 * @param max    the largest value
 */
public record Distribution(long count, double mean, int median, int p90, int max) {

    /**
     * The summary of a histogram.
     *
     * @param histogram element {@code v} is how many times the value {@code v} occurred
     * @return its summary; all zeros for an empty histogram
     */
    public static Distribution of(long[] histogram) {
        long count = 0;
        double sum = 0;
        int max = 0;
        for (int v = 0; v < histogram.length; v++) {
            count += histogram[v];
            sum += (double) v * histogram[v];
            if (histogram[v] > 0) {
                max = v;
            }
        }
        if (count == 0) {
            return new Distribution(0, 0, 0, 0, 0);
        }
        return new Distribution(count, sum / count, percentile(histogram, count, 50), percentile(histogram, count, 90), max);
    }

    private static int percentile(long[] histogram, long count, int percent) {
        long rank = (count * percent + 99) / 100; // ceil(count * percent / 100), at least 1
        long seen = 0;
        for (int v = 0; v < histogram.length; v++) {
            seen += histogram[v];
            if (seen >= Math.max(1, rank)) {
                return v;
            }
        }
        return histogram.length - 1;
    }
}
