package dev.taki.cli.compare;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Numbers in tables and on axes: significant digits, never a small value shown as "0.00". */
class FiguresTest {

    @Test
    void valuesKeepThreeSignificantDigitsWhateverTheirSize() {
        assertEquals("57.8", Figures.significant(57.8394));
        assertEquals("0.00512", Figures.significant(0.005123));
        assertEquals("0.0213", Figures.significant(0.02134));
        assertEquals("209", Figures.significant(208.8));
        assertEquals("1235", Figures.significant(1234.5), "a whole part is never cut");
        assertEquals("10.0", Figures.significant(9.996), "rounding up to the next power of ten keeps three digits");
        assertEquals("0.100", Figures.significant(0.09996));
        assertEquals("0.190", Figures.significant(0.19));
        assertEquals("-1.75", Figures.significant(-1.7534));
        assertEquals("0", Figures.significant(0));
        assertEquals("0", Figures.significant(-0.0));
    }

    @Test
    void smallTimesAreNeverShownAsZero() {
        for (double us : new double[]{0.0012, 0.0049, 0.0051, 0.0099, 0.000031}) {
            String shown = Figures.significant(us);
            assertFalse(shown.matches("0(\\.0*)?"), us + " shown as " + shown);
            assertEquals(us, Double.parseDouble(shown), us * 0.005, shown);
        }
    }

    @Test
    void ratesArePercentagesWithThreeSignificantDigits() {
        assertEquals("25.7%", Figures.percent(0.2569));
        assertEquals("0.120%", Figures.percent(0.0012));
        assertEquals("100%", Figures.percent(1));
        assertEquals("50.0%", Figures.percent(0.5));
    }

    @Test
    void anIntervalShowsItsEndsWithTheDecimalsOfItsLargestNumber() {
        assertEquals("57.8 (57.3–58.3)", Figures.interval(57.8394, 57.31, 58.34));
        assertEquals("0.0190 (0.0130–0.0250)", Figures.interval(0.019, 0.013, 0.025));
        assertEquals("1.75 (-0.14 to 3.73)", Figures.interval(1.7534, -0.1423, 3.7311), "a sign is not read as a dash");
        assertEquals("25.7% (25.1–26.3)", Figures.percentInterval(0.2569, 0.2508, 0.263));
        assertEquals("0% (0–0.192)", Figures.percentInterval(0, 0, 0.00192), "no games shared: the upper end gives the digits");
    }

    @Test
    void axisTicksTakeTheDecimalsTheirStepNeedsSoNoTwoReadTheSame() {
        List<String> ticks = new ArrayList<>();
        for (int i = 0; i <= 4; i++) {
            ticks.add(Figures.tick(i * 0.0025, 0.0025));
        }
        assertEquals(List.of("0", "0.0025", "0.0050", "0.0075", "0.0100"), ticks);
        assertEquals(ticks.size(), new HashSet<>(ticks).size());
        assertEquals("2.5", Figures.tick(2.5, 2.5));
        assertEquals("5.0", Figures.tick(5, 2.5));
        assertEquals("40", Figures.tick(40, 20));
        assertEquals("0.010", Figures.tick(0.01, 0.005));
    }

    @Test
    void theJsonKeepsSixSignificantDigits() {
        assertEquals(57.8394, Figures.forJson(57.83941234));
        assertEquals(0.00123457, Figures.forJson(0.0012345678));
        assertEquals(123457.0, Figures.forJson(123456.7));
        assertTrue(Figures.forJson(0) == 0);
        assertEquals("20,000", Figures.count(20000));
    }
}
