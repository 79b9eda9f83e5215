package dev.taki.cli.compare;

import dev.taki.cli.simulate.Proportion;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The intervals of rates, shares, means and medians. */
class EstimateTest {

    @Test
    void aWholeRateHasTheWilsonIntervalOfSimulate() {
        Proportion p = Proportion.of(5137, 20000);
        Estimate e = Estimate.wilson(5137, 20000);
        assertEquals(p.rate(), e.value(), 1e-12);
        assertEquals(p.low(), e.low(), 1e-12);
        assertEquals(p.high(), e.high(), 1e-12);
        assertEquals(new Estimate(0, 0, 1), Estimate.wilson(0, 0));
    }

    @Test
    void aMeanHasTheNormalIntervalOfItsStandardError() {
        // 1, 2, 3, 4, 5: mean 3, sample variance 2.5, standard error sqrt(0.5)
        Estimate e = Estimate.mean(5, 15, 55);
        assertEquals(3, e.value(), 1e-12);
        assertEquals(1.959963984540054 * Math.sqrt(0.5), e.high() - e.value(), 1e-12);
        assertEquals(e.high() - e.value(), e.value() - e.low(), 1e-12);
        assertEquals(new Estimate(7, 7, 7), Estimate.mean(3, 21, 147), "no spread, no width");
    }

    @Test
    void aRatioOfConstantPartsHasNoWidth() {
        // each of 4 games: 3 chains of 6 cards in all
        Estimate e = Estimate.ratio(4, 24, 144, 12, 36, 72);
        assertEquals(new Estimate(2, 2, 2), e);
        assertTrue(Estimate.ratio(3, 5, 13, 3, 5, 8).high() > 5.0 / 3);
    }

    @Test
    void aMedianLiesBetweenOrderStatisticsThatHoldItWith95PercentConfidence() {
        List<Double> ten = new ArrayList<>();
        for (int i = 10; i >= 1; i--) {
            ten.add((double) i);
        }
        // P(Binomial(10, 1/2) <= 1) = 1.07 %, P(<= 2) = 5.5 %: the 2nd and 9th of ten values
        assertEquals(new Estimate(5.5, 2, 9), Estimate.median(ten));
        assertEquals(new Estimate(3, 1, 5), Estimate.median(List.of(5.0, 1.0, 3.0, 2.0, 4.0)), "too few for 95 %: lowest to highest");
        assertEquals(new Estimate(4, 4, 4), Estimate.median(List.of(4.0)));
    }
}
